// Image layers' pictures in every format LaminaRender decodes, from data: URLs and from files
// beside the Lottie file or in allowed folders, probed at pixel centres whose value is exact:
// Samples/image-formats.json shows the 4 × 2 two-colour PNG and GIF (files in images/) and the
// 16 × 8 JPEG and 4 × 2 WebP (embedded), each as a 36 × 18 point layer (9 points a pixel of
// the 4 × 2 pictures, so pixel centres fall on pixel centres).
import Foundation
import Lamina
import LaminaLottie
import Testing

@Suite struct LottieImageTests {
    private static let red = Color(red255: 0xFF, green255: 0x3B, blue255: 0x30)
    private static let blue = Color(red255: 0x00, green255: 0x7A, blue255: 0xFF)

    /// The animation `json` in a fresh folder (with `files` beside it), its warnings and its first frame.
    private func load(_ json: String, files: [String: Data] = [:], allowed: [String] = []) throws
        -> (warnings: [LottieWarning], image: Image) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lottie-images-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("inside"), withIntermediateDirectories: true)
        for (name, data) in files { try data.write(to: folder.appendingPathComponent(name)) }
        let file = folder.appendingPathComponent("inside/a.json")
        try Data(json.utf8).write(to: file)
        let animation = try LottieAnimation(contentsOf: file, allowedFolders: allowed.map { folder.appendingPathComponent($0) })
        return (animation.warnings, try Renderer().render(try RenderTree(animation.makeLayer()), at: 0))
    }

    /// A 20 × 10 animation showing the asset `p` (with `u`) at 5× from (0, 0).
    private func picture(_ p: String, u: String = "") -> String {
        #"{"fr":30,"ip":0,"op":30,"w":20,"h":10,"assets":[{"id":"a","w":4,"h":2,"u":"\#(u)","p":"\#(p)"}],"#
            + #""layers":[{"ty":2,"refId":"a","ip":0,"op":30,"ks":{"s":{"a":0,"k":[500,500]}}}]}"#
    }

    private var png: Data {
        get throws { try Data(contentsOf: LottieSampleTests.folder.appendingPathComponent("images/two-colour.png")) }
    }

    @Test func pngJpegWebPAndGifPicturesShow() throws {
        let animation = try LottieSampleTests.load("image-formats")
        #expect(animation.warnings.isEmpty, "\(animation.warnings)")
        let image = try Renderer().render(try RenderTree(animation.makeLayer()), at: 0)
        // Each picture's first pixel is centred on pixel (9, 9) of its layer, its third on (27, 9).
        for (x, y) in [(9, 9), (9, 39), (59, 39)] {  // PNG, WebP, GIF
            #expect(image.color(x: x, y: y) == Self.red && image.color(x: x + 18, y: y) == Self.blue)
        }
        let jpeg = try #require(image.color(x: 59, y: 9))  // the JPEG's 16 × 8 pixels, orange then blue
        #expect(abs(jpeg.red - 1) < 0.01 && abs(jpeg.green - 0.6) < 0.01 && jpeg.blue < 0.01)
    }

    @Test func aFileOutsideTheFolderWarnsUnlessItsFolderIsAllowed() throws {
        let outside = picture("two-colour.png", u: "../")
        let refused = try load(outside, files: ["two-colour.png": try png])
        #expect(refused.warnings.map(\.path) == ["assets[0].p"])
        #expect(refused.warnings.first?.message.contains("--allow-path") == true)
        #expect(refused.image.color(x: 2, y: 2)?.alpha == 0)
        let allowed = try load(outside, files: ["two-colour.png": try png], allowed: [""])
        #expect(allowed.warnings.isEmpty && allowed.image.color(x: 2, y: 2) == Self.red)
    }

    @Test func unreadablePicturesWarnAndDrawNothing() throws {
        for p in ["data:image/png,%89PNG", "data:image/png;base64,aGVsbG8=", "missing.png", "https://example.com/a.png"] {
            let (warnings, image) = try load(picture(p))
            #expect(warnings.map(\.path) == ["assets[0].p"], "\(p)")
            #expect(image.color(x: 2, y: 2)?.alpha == 0, "\(p)")
        }
    }

    @Test func picturesPastThePixelBudgetAreAnError() throws {
        var limits = LottieLimits()
        limits.maxDecodedImagePixels = 7  // the 4 × 2 PNG is 8
        let file = LottieSampleTests.folder.appendingPathComponent("image-formats.json")
        #expect(throws: LottieError.self) { _ = try LottieAnimation(contentsOf: file, limits: limits) }
    }
}
