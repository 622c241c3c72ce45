// `lamina render --set` for a shape's "Path" (SVG path data) and a stroke's "Dashes" and
// "Dash Phase", end to end through the built binary.
import Foundation
import LaminaRender
import Testing

@Suite struct LottiePathDashCommandTests {
    /// 20 × 10: a layer "Box" with a path "Shape" (a 2-point square) filled red, and a line
    /// "Line" along y = 5 stroked black, 2 points wide, butt caps.
    static let animation = #"""
        {"fr":10,"ip":0,"op":10,"w":20,"h":10,"layers":[{"ty":4,"nm":"Box","ip":0,"op":10,"ks":{},"shapes":[
          {"ty":"gr","nm":"Dot","it":[
            {"ty":"sh","nm":"Shape","ks":{"a":0,"k":{"c":true,"v":[[0,0],[2,0],[2,2],[0,2]],"i":[[0,0],[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0],[0,0]]}}},
            {"ty":"fl","nm":"Fill 1","c":{"a":0,"k":[1,0,0]},"o":{"a":0,"k":100}},{"ty":"tr"}]},
          {"ty":"gr","nm":"Rule","it":[
            {"ty":"sh","nm":"Line","ks":{"a":0,"k":{"c":false,"v":[[0,5],[20,5]],"i":[[0,0],[0,0]],"o":[[0,0],[0,0]]}}},
            {"ty":"st","nm":"Stroke 1","c":{"a":0,"k":[0,0,0]},"o":{"a":0,"k":100},"w":{"a":0,"k":2},"lc":1},{"ty":"tr"}]}]}]}
        """#

    private func folder() throws -> ImageFolder {
        let folder = try ImageFolder()
        try Data(Self.animation.utf8).write(to: folder.url.appendingPathComponent("a.json"))
        return folder
    }

    /// Row `y` of the rendered picture, "#" where a pixel is painted and "." where not.
    private func row(_ folder: ImageFolder, y: Int) throws -> String {
        let image = try Image(contentsOf: folder.url.appendingPathComponent("out.png"))
        return String((0..<20).map { (image.color(x: $0, y: y)?.alpha ?? 0) > 0.5 ? "#" : "." })
    }

    @Test func listKeypathsNamesThePathAndTheDashes() throws {
        let folder = try folder(); defer { folder.remove() }
        let run = try Lamina.run(["render", folder.path("a.json"), "--list-keypaths"])
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("Box.Dot.Shape.Path"))
        #expect(lines.contains("Box.Rule.Stroke 1.Dashes") && lines.contains("Box.Rule.Stroke 1.Dash Phase"))
    }

    @Test func setTakesSVGPathDataAndDashLengths() throws {
        let folder = try folder(); defer { folder.remove() }
        let run = try Lamina.run(["render", folder.path("a.json"), "-o", folder.path("out.png"),
                                  "--set", "**.Shape.Path=M4,0 H16 V3 H4 Z", "--set", "**.Dashes=3 1",
                                  "--set", "Box.Rule.Stroke 1.Dash Phase=1"])
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(try row(folder, y: 1) == "....############....")
        #expect(try row(folder, y: 5) == "##.###.###.###.###.#")
    }

    @Test func pathKeyframesMoveTheShape() throws {
        let folder = try folder(); defer { folder.remove() }
        let run = try Lamina.run(["render", folder.path("a.json"), "-o", folder.path("out.png"), "--frame", "5",
                                  "--set", "**.Shape.Path=M0,0 H4 V3 H0 Z@0;M10,0 H14 V3 H10 Z@10"])
        #expect(run.status == 0)
        #expect(try row(folder, y: 1) == ".....####...........")
    }

    @Test func badPathDataOrLengthsFailNamingTheKeypath() throws {
        let folder = try folder(); defer { folder.remove() }
        let path = try Lamina.run(["render", folder.path("a.json"), "-o", folder.path("out.png"), "--set", "**.Path=L0,0 x"])
        #expect(path.status == 2)
        #expect(path.stderr.contains("--set **.Path: expected SVG path data, e.g. 'M0,0 L10,10 Z': "))
        let dashes = try Lamina.run(["render", folder.path("a.json"), "-o", folder.path("out.png"), "--set", "**.Dashes=3,-1"])
        #expect(dashes.status == 2)
        #expect(dashes.stderr.contains("--set **.Dashes: expected dash lengths (points, not negative) separated by commas "
            + "or spaces, found '3,-1'"))
    }
}
