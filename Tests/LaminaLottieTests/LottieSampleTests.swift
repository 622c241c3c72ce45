// The hand-written Lottie samples in Samples/ (one feature each): golden frames at frames 0, 15
// and 29, drawn over white; each loads without warnings.
import Foundation
import Lamina
import LaminaLottie
import LaminaTesting
import Testing

@Suite struct LottieSampleTests {
    /// Samples/, found from this file's path.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Samples", isDirectory: true)

    static let names = ["rect-fill", "ellipse-stroke-dash", "polystar", "trim-offset", "transform-keyframes",
                        "parenting", "precomp-timing", "precomp-timeremap", "solid-inout", "group-order",
                        "gradient-fill", "mask-add", "matte-alpha", "matte-inverted", "drop-shadow",
                        "drop-shadow-animated", "text-point", "text-box", "image-formats", "trim-order", "repeater",
                        "mask-modes", "stroke-inherited", "rounded-corners", "text-glyphs", "mask-subtract", "auto-orient",
                        "auto-orient-polyline", "matte-luma",
                        "blur-effect", "mask-expansion", "merge-paths", "repeater-offset-opacity", "pucker-bloat", "zig-zag",
                        "radial-highlight", "expression-rotation", "expression-loop-out", "expression-wiggle", "trim-stacked",
                        "expression-trim"]

    static func load(_ name: String) throws -> LottieAnimation {
        try LottieAnimation(contentsOf: folder.appendingPathComponent("\(name).json"))
    }

    @Test func everySampleIsListed() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
            .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }
        #expect(Set(files) == Set(Self.names))
    }

    @Test(arguments: names) func framesMatchGoldens(name: String) throws {
        let animation = try Self.load(name)
        #expect(animation.warnings.isEmpty, "\(animation.warnings)")
        let tree = try RenderTree(animation.makeLayer())
        let renderer = Renderer(background: .white)
        for frame in [0.0, 15, 29] {
            assertGolden(try renderer.render(tree, at: animation.time(ofFrame: frame)), named: "\(name)-\(Int(frame))")
        }
    }

    @Test func headerValues() throws {
        let animation = try Self.load("rect-fill")
        #expect(animation.size == CGSize(width: 100, height: 100))
        #expect(animation.frameRate == 30)
        #expect(animation.startFrame == 0)
        #expect(animation.endFrame == 30)
        #expect(animation.duration == 1)
        #expect(animation.markers.isEmpty)
    }

    @Test func theFirstTreeIsTheLoadedOneAndEveryLaterTreeIsNew() throws {
        let animation = try Self.load("parenting")
        let copy = animation
        let first = try animation.makeLayer(), second = try animation.makeLayer()
        let resized = try copy.makeLayer(options: LottieLayerOptions(size: CGSize(width: 50, height: 50)))
        // Three trees sharing no layer: the loaded layers went to the first call only.
        func layers(_ root: Layer) -> [ObjectIdentifier] {
            [ObjectIdentifier(root)] + (root.sublayers ?? []).flatMap(layers)
        }
        let (a, b, c) = (Set(layers(first)), Set(layers(second)), Set(layers(resized)))
        #expect(a.count == b.count && a.count == c.count && a.count > 3)
        #expect(a.isDisjoint(with: b) && a.isDisjoint(with: c) && b.isDisjoint(with: c))
        // The same pictures, the copy's at half the size.
        let renderer = Renderer(background: .white)
        for frame in [0.0, 15] {
            let time = animation.time(ofFrame: frame)
            #expect(try renderer.render(RenderTree(first), at: time) == renderer.render(RenderTree(second), at: time))
            #expect(try renderer.render(RenderTree(resized), at: time).width == 50)
        }
        #expect(resized.bounds.size == CGSize(width: 50, height: 50) && first.bounds.size == animation.size)
    }

    @Test func framesRunFromInPointToJustBeforeOutPoint() throws {
        let frames = try Self.load("solid-inout").frames()
        #expect(try frames.frameCount() == 30)
        #expect(frames.fps == 30)
        #expect(try frames.frameCount() == 30)
    }
}
