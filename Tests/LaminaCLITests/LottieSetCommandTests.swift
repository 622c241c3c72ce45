// `lamina render --set KEYPATH=VALUE` and `--list-keypaths`, end to end through the built binary.
import Foundation
import LaminaRender
import Testing

@Suite struct LottieSetCommandTests {
    /// 10 × 10: a layer "Box" with a red square "Fill 1" covering it.
    static let animation = #"""
        {"fr":10,"ip":0,"op":10,"w":10,"h":10,"layers":[{"ty":4,"nm":"Box","ip":0,"op":10,"ks":{},"shapes":[
          {"ty":"rc","nm":"Square","p":{"a":0,"k":[5,5]},"s":{"a":0,"k":[10,10]}},
          {"ty":"fl","nm":"Fill 1","c":{"a":0,"k":[1,0,0]},"o":{"a":0,"k":100}}]}]}
        """#

    private func folder() throws -> ImageFolder {
        let folder = try ImageFolder()
        try Data(Self.animation.utf8).write(to: folder.url.appendingPathComponent("a.json"))
        return folder
    }

    @Test func listKeypathsPrintsOnePerLineAndRendersNothing() throws {
        let folder = try folder(); defer { folder.remove() }
        let run = try Lamina.run(["render", folder.path("a.json"), "--list-keypaths"])
        #expect(run.status == 0)
        #expect(run.stdout == """
            Box
            Box.Transform.Anchor Point
            Box.Transform.Position
            Box.Transform.Scale
            Box.Transform.Rotation
            Box.Transform.Opacity
            Box.Square
            Box.Square.Position
            Box.Square.Size
            Box.Fill 1
            Box.Fill 1.Color
            Box.Fill 1.Opacity

            """)
    }

    @Test func setRecoloursAndFades() throws {
        let folder = try folder(); defer { folder.remove() }
        let run = try Lamina.run(["render", folder.path("a.json"), "-o", folder.path("out.png"),
                                  "--set", "**.Fill 1.Color=blue", "--set", "Box.Transform.Opacity=50"])
        #expect(run.status == 0)
        #expect(run.stderr == "")
        let color = try #require(try Image(contentsOf: folder.url.appendingPathComponent("out.png")).color(x: 5, y: 5))
        #expect(color.red < 0.01 && color.green < 0.01 && color.blue > 0.99 && abs(color.alpha - 0.5) < 0.01)
    }

    @Test func aKeypathMatchingNothingWarnsAndABadValueFails() throws {
        let folder = try folder(); defer { folder.remove() }
        let warn = try Lamina.run(["render", folder.path("a.json"), "-o", folder.path("out.png"), "--set", "Other.Color=red"])
        #expect(warn.status == 0)
        #expect(warn.stderr == "\(folder.path("a.json")): warning: --set Other.Color matches no property "
                + "(lamina render \(folder.path("a.json")) --list-keypaths lists them)\n")
        let bad = try Lamina.run(["render", folder.path("a.json"), "-o", folder.path("out.png"), "--set", "Box.Fill 1.Opacity=half"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("--set Box.Fill 1.Opacity: expected a number, found 'half'"))
    }
}
