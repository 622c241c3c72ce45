// `lamina render --slot ID=VALUE`, `--image ASSET_ID=PATH` and `--list-slots`, end to end through
// the built binary: values read as the slot's kind asks, and errors naming the slot or the file's slots.
import Foundation
import LaminaRender
import Testing

@Suite struct LottieSlotCommandTests {
    /// 10 × 10: a square filled with a red gradient whose stops are slot "ramp" and opacity slot
    /// "alpha", over the picture of asset "pic" (pic.png, red), hidden unless the square fades.
    static let animation = #"""
        {"fr":10,"ip":0,"op":10,"w":10,"h":10,
         "assets":[{"id":"pic","w":10,"h":10,"u":"","p":"pic.png"}],
         "layers":[{"ty":4,"nm":"Box","ip":0,"op":10,"ks":{},"shapes":[
          {"ty":"rc","nm":"Square","p":{"a":0,"k":[5,5]},"s":{"a":0,"k":[10,10]}},
          {"ty":"gf","nm":"Ramp","t":1,"s":{"a":0,"k":[0,0]},"e":{"a":0,"k":[10,0]},"o":{"a":0,"k":100,"sid":"alpha"},
           "g":{"p":2,"k":{"a":0,"k":[0,1,0,0,1,1,0,0]},"sid":"ramp"}}]},
          {"ty":2,"refId":"pic","ip":0,"op":10,"ks":{}}]}
        """#

    private func folder() throws -> ImageFolder {
        let folder = try ImageFolder()
        try Data(Self.animation.utf8).write(to: folder.url.appendingPathComponent("a.json"))
        try folder.write("pic.png", width: 10, height: 10, color: .red)
        try folder.write("green.png", width: 10, height: 10, color: .green)
        return folder
    }

    private func color(_ folder: ImageFolder, _ name: String, x: Int = 5) throws -> Color? {
        try Image(contentsOf: folder.url.appendingPathComponent(name)).color(x: x, y: 5)
    }

    @Test func listSlotsPrintsIdKindAndPaths() throws {
        let folder = try folder(); defer { folder.remove() }
        let run = try Lamina.run(["render", folder.path("a.json"), "--list-slots"])
        #expect(run.status == 0)
        #expect(run.stdout == "alpha\tScalar\tlayers[0].shapes[1].o\nramp\tGradient\tlayers[0].shapes[1].g\n")
    }

    @Test func slotsAndImagesSetFromTheCommandLine() throws {
        let folder = try folder(); defer { folder.remove() }
        let run = try Lamina.run(["render", folder.path("a.json"), "-o", folder.path("out.png"), "--slot", "ramp=0:blue 1:blue",
                                  "--slot", "alpha=0", "--image", "pic=" + folder.path("green.png")])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr == "")
        // The gradient square is transparent: the replaced picture shows.
        #expect(try color(folder, "out.png") == .green)
        let blue = try Lamina.run(["render", folder.path("a.json"), "-o", folder.path("blue.png"), "--slot", "ramp=0:blue 1:0,0,1"])
        #expect(blue.status == 0, "\(blue.stderr)")
        #expect(try color(folder, "blue.png", x: 9) == .blue)
    }

    @Test func setTakesAGradientsColours() throws {
        let folder = try folder(); defer { folder.remove() }
        let run = try Lamina.run(["render", folder.path("a.json"), "-o", folder.path("out.png"), "--set", "Box.Ramp.Colors=0:blue 1:blue"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try color(folder, "out.png", x: 9) == .blue)
    }

    @Test func unknownSlotsAndBadValuesAreErrors() throws {
        let folder = try folder(); defer { folder.remove() }
        let unknown = try Lamina.run(["render", folder.path("a.json"), "-o", folder.path("out.png"), "--slot", "fill=red"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("--slot fill: expected the id of a slot, found none of that name; its slots are alpha, ramp"))
        let number = try Lamina.run(["render", folder.path("a.json"), "-o", folder.path("out.png"), "--slot", "alpha=half"])
        #expect(number.status == 2)
        #expect(number.stderr.contains("--slot alpha: expected a number, found 'half'"))
        let stops = try Lamina.run(["render", folder.path("a.json"), "-o", folder.path("out.png"), "--slot", "ramp=red"])
        #expect(stops.status == 2)
        #expect(stops.stderr.contains("--slot ramp: expected gradient stops OFFSET:COLOUR with offsets from 0 to 1, "
                                      + "e.g. '0:red 1:#0000ff', found 'red'"))
        let asset = try Lamina.run(["render", folder.path("a.json"), "-o", folder.path("out.png"), "--image", "logo=x.png"])
        #expect(asset.status == 2)
        #expect(asset.stderr.contains("--image logo: expected a readable picture file, found x.png: no such file"))
    }
}
