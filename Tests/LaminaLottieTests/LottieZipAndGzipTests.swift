// Lottie files as players other than lottie-ios take them: gzip-compressed JSON (Telegram's
// `.tgs` stickers, which Telegram plays with rlottie) and plain ZIP files holding the JSON with
// its pictures (lottie-android's `LottieCompositionFactory.fromZipStream`), including macOS's
// `__MACOSX/` resource forks and files that are not the animation's. The archives are made with
// ZIPFoundation; the sticker is a fixture (`Fixtures/red-square.tgs`: a 10-point red square
// moving from x 0 to 10 in a 20 × 10 composition, gzip-compressed by Python's gzip module).
import Foundation
import Lamina
import LaminaLottie
import Testing

@Suite struct LottieZipAndGzipTests {
    static let sticker = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/red-square.tgs")

    @Test func gzipCompressedStickersLoadAsTheirJSON() throws {
        let animation = try LottieAnimation(contentsOf: Self.sticker)
        #expect(animation.warnings.isEmpty, "\(animation.warnings)")
        #expect(animation.size == CGSize(width: 20, height: 10) && animation.frameRate == 60 && animation.endFrame == 60)
        let start = try Renderer().render(try RenderTree(try animation.makeLayer()), at: 0)
        #expect(start.pixel(x: 2, y: 5) == 0xFFFF_0000 && start.pixel(x: 17, y: 5) == 0)
        let end = try Renderer().render(try RenderTree(try animation.makeLayer()), at: animation.time(ofFrame: 59))
        #expect(end.pixel(x: 2, y: 5) == 0 && end.pixel(x: 17, y: 5) == 0xFFFF_0000)
    }

    @Test func corruptOrOversizedGzipIsAnError() throws {
        var data = try Data(contentsOf: Self.sticker)
        #expect(throws: LottieError.invalid(path: "", message: "expected a complete gzip stream, found a corrupt or "
                                            + "truncated one (zlib status -5)")) {
            try LottieAnimation(data: data.prefix(data.count / 2), baseURL: nil)
        }
        var limits = LottieLimits()
        limits.maxFileBytes = 500  // the file is 290 bytes; its JSON 684
        #expect(throws: LottieError.invalid(path: "", message: "expected a file of at most 500 bytes once inflated, found more")) {
            try LottieAnimation(data: data, baseURL: nil, limits: limits)
        }
        data[20] ^= 0xFF
        #expect(throws: LottieError.self) { try LottieAnimation(data: data, baseURL: nil) }
    }

    /// lottie-android's `Airbnb.zip` and `august_view_pulse.zip` layouts: the JSON at the top or
    /// in a folder, its pictures in `images/` beside it, with macOS's resource forks.
    @Test func zipFilesPlayTheirJSONWithThePicturesBesideIt() throws {
        for folder in ["", "pulse/"] {
            let data = try DotLottieTests.archive([
                ("\(folder)data.json", try DotLottieTests.animation(folder: "images/")),
                ("__MACOSX/\(folder)._data.json", Data([0, 5, 22, 7, 0, 2, 0, 0])),
                ("\(folder)images/pic.jpg", try LottieImageTests.fixture("two-colour.jpg")),
                ("\(folder).DS_Store", Data(repeating: 1, count: 8)),
            ])
            let animation = try LottieAnimation(data: data, baseURL: nil)
            #expect(animation.warnings.isEmpty, "\(animation.warnings)")
            let image = try LottieImageTests.render(animation)
            #expect(LottieImageTests.near(image.color(x: 2, y: 4), 255, 153, 0))
            #expect(LottieImageTests.near(image.color(x: 13, y: 4), 0, 90, 200))
        }
    }

    /// lottie-android finds a zipped picture by its file name wherever it is (`map.zip` keeps
    /// them in `map/`); files that are not pictures or JSON (an After Effects project, a page
    /// of HTML) are not read, so they count against no limit.
    @Test func zipPicturesAreFoundByNameAndOtherFilesAreNotRead() throws {
        var limits = LottieLimits()
        limits.maxFileBytes = 4_000
        let data = try DotLottieTests.archive([
            ("anim.json", try DotLottieTests.animation(folder: "images/")),
            ("map/pic.jpg", try LottieImageTests.fixture("two-colour.jpg")),
            ("project.aep", Data(repeating: 0x20, count: 40_000)),
        ])
        #expect(data.count < limits.maxFileBytes)
        let animation = try LottieAnimation(data: data, baseURL: nil, limits: limits)
        #expect(animation.warnings.isEmpty, "\(animation.warnings)")
        #expect(LottieImageTests.near(try LottieImageTests.render(animation).color(x: 2, y: 4), 255, 153, 0))
    }

    @Test func aZipFileWithSeveralJSONFilesPlaysTheFirstAndWarns() throws {
        let empty = Data(#"{"fr":10,"ip":0,"op":10,"w":1,"h":1,"layers":[]}"#.utf8)
        let data = try DotLottieTests.archive([("b.json", try DotLottieTests.animation(folder: "images/")),
                                               ("images/pic.jpg", try LottieImageTests.fixture("two-colour.jpg")),
                                               ("a.json", empty), ("old/c.json", empty)])
        let animation = try LottieAnimation(data: data, baseURL: nil)
        #expect(animation.size == CGSize(width: 16, height: 10))
        #expect(animation.warnings.map(\.description)
                == ["(root): warning: the ZIP file holds 3 JSON files; b.json plays, and a.json, old/c.json do not"])
    }

    @Test func aZipFileWithoutJSONIsAnError() throws {
        let data = try DotLottieTests.archive([("map/pic.jpg", try LottieImageTests.fixture("two-colour.jpg")),
                                               ("__MACOSX/map/._data.json", Data([0, 5, 22, 7]))])
        #expect(throws: LottieError.invalid(path: "", message: "expected a dotLottie archive (manifest.json and "
                                            + "animations/ID.json or a/ID.json) or a ZIP file with a Lottie JSON file, found none")) {
            try LottieAnimation(data: data, baseURL: nil)
        }
    }
}
