// Image layers' pictures: embedded data: URLs of every format Lamina decodes, files beside the
// animation or in allowed folders, and the errors and warnings for the others. The pictures are
// the shape-script tests' two-colour fixtures (a 16 × 8 JPEG; 4 × 2 PNG, GIF and WebP, the
// GIF's and WebP's last pixel transparent), so their colours are known.
import Foundation
import Lamina
import LaminaLottie
import Testing

@Suite struct LottieImageTests {
    /// The shape-script tests' fixtures.
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("LaminaScriptTests/Scripts", isDirectory: true)

    static func fixture(_ name: String) throws -> Data {
        try Data(contentsOf: fixtures.appendingPathComponent(name))
    }

    /// An animation of `assets.count` image layers, the i-th showing asset i (its fields after
    /// `id`) at (0, 10 i), in a 16 × (10 × count) composition.
    static func animation(_ assets: [String]) -> String {
        let entries = assets.enumerated().map { #"{"id":"i\#($0.offset)",\#($0.element)}"# }
        let layers = assets.indices.map {
            #"{"ty":2,"ind":\#($0 + 1),"refId":"i\#($0)","ip":0,"op":10,"ks":{"p":{"a":0,"k":[0,\#($0 * 10)]}}}"#
        }
        return #"{"fr":10,"ip":0,"op":10,"w":16,"h":\#(assets.count * 10),"assets":[\#(entries.joined(separator: ","))],"#
            + #""layers":[\#(layers.joined(separator: ","))]}"#
    }

    /// The fields of an asset embedding the fixture `name`, as a data: URL naming `type`,
    /// drawn at the fixture's own size (16 × 8 for the JPEG, 4 × 2 for the others).
    static func embedded(_ name: String, type: String) throws -> String {
        let size = name.hasSuffix(".jpg") ? #""w":16,"h":8"# : #""w":4,"h":2"#
        return #"\#(size),"e":1,"u":"","p":"data:image/\#(type);base64,\#(try fixture(name).base64EncodedString())""#
    }

    static func render(_ animation: LottieAnimation) throws -> Image {
        try Renderer().render(try RenderTree(animation.makeLayer()), at: 0)
    }

    /// Within 2 levels of 255 × (r, g, b), opaque.
    static func near(_ color: Color?, _ r: Double, _ g: Double, _ b: Double) -> Bool {
        guard let color else { return false }
        return abs(color.red * 255 - r) <= 2 && abs(color.green * 255 - g) <= 2 && abs(color.blue * 255 - b) <= 2
            && color.alpha > 0.99
    }

    @Test func embeddedPicturesOfEveryFormatDraw() throws {
        // The media type in the URL does not matter: the bytes say what the picture is.
        let json = Self.animation([try Self.embedded("two-colour.jpg", type: "jpeg"),
                                   try Self.embedded("two-colour.png", type: "png"),
                                   try Self.embedded("two-colour.gif", type: "png"),
                                   try Self.embedded("two-colour.webp", type: "webp")])
        let animation = try LottieAnimation(data: Data(json.utf8), baseURL: nil)
        #expect(animation.warnings.isEmpty, "\(animation.warnings)")
        let image = try Self.render(animation)
        // The JPEG: orange on the left, blue on the right.
        #expect(Self.near(image.color(x: 2, y: 4), 255, 153, 0) && Self.near(image.color(x: 13, y: 4), 0, 90, 200))
        // PNG, GIF and WebP, 4 × 2 pixels drawn 1:1, pixel for pixel as decoded (the GIF's and
        // WebP's last one transparent).
        let png = try ImageFormat.png.decode(try Self.fixture("two-colour.png"), source: "two-colour.png")
        for (row, name) in [(1, "two-colour.png"), (2, "two-colour.gif"), (3, "two-colour.webp")] {
            let data = try Self.fixture(name)
            let picture = try #require(ImageFormat(sniffing: data)).decode(data, source: name)
            #expect(picture.pixels.prefix(3) == png.pixels.prefix(3))
            for y in 0..<2 {
                let start: Int = (row * 10 + y) * 16
                let drawn: [UInt32] = Array(image.pixels[start..<(start + 4)])
                let decoded: [UInt32] = Array(picture.pixels[(y * 4)..<(y * 4 + 4)])
                #expect(drawn == decoded, "\(name) row \(y)")
            }
        }
    }

    @Test func filesBesideTheAnimationOrInAllowedFoldersDraw() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lottie-images-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("anim"), images = folder.appendingPathComponent("images")
        let other = root.appendingPathComponent("assets")
        for path in [images, other] { try FileManager.default.createDirectory(at: path, withIntermediateDirectories: true) }
        try Self.fixture("two-colour.jpg").write(to: images.appendingPathComponent("a.jpg"))
        try Self.fixture("two-colour.jpg").write(to: other.appendingPathComponent("b.jpg"))
        let file = folder.appendingPathComponent("anim.json")

        try Data(Self.animation([#""w":16,"h":8,"u":"images/","p":"a.jpg""#]).utf8).write(to: file)
        let beside = try LottieAnimation(contentsOf: file)
        #expect(beside.warnings.isEmpty)
        #expect(Self.near(try Self.render(beside).color(x: 2, y: 4), 255, 153, 0))

        try Data(Self.animation([#""w":16,"h":8,"u":"../assets/","p":"b.jpg""#]).utf8).write(to: file)
        // A picture elsewhere is not read: skipped with a warning, the rest of the file drawn.
        let outside = try LottieAnimation(contentsOf: file)
        #expect(outside.warnings.map(\.path) == ["assets[0].p"])
        #expect(outside.warnings.first.map { $0.message.hasPrefix("expected a picture inside ")
            && $0.message.hasSuffix("(or a folder allowed with --allow-path), found \(other.resolvingSymlinksInPath().path)/b.jpg; skipped")
        } == true)
        #expect(try Self.render(outside).color(x: 13, y: 4)?.alpha == 0)
        let allowed = try LottieAnimation(contentsOf: file, allowedFolders: [other])
        #expect(allowed.warnings.isEmpty)
        #expect(Self.near(try Self.render(allowed).color(x: 13, y: 4), 0, 90, 200))
    }

    @Test func missingOrUnreadablePicturesWarnAndDrawNothing() throws {
        let json = Self.animation([#""u":"","p":"missing.png""#, #""e":1,"u":"","p":"data:image/png;base64,aGVsbG8=""#,
                                   #""e":1,"u":"","p":"data:image/png,plain""#])
        let folder = FileManager.default.temporaryDirectory
        let animation = try LottieAnimation(data: Data(json.utf8), baseURL: folder)
        let missing = folder.standardizedFileURL.resolvingSymlinksInPath().appendingPathComponent("missing.png").path
        #expect(animation.warnings.map(\.description) == [
            "assets[0].p: warning: the picture \(missing) is not a readable file; skipped",
            "assets[1].p: warning: expected a PNG, JPEG, GIF or WebP picture, found data that is none of them; skipped",
            "assets[2].p: warning: expected a data: URL with base64 data, found other data; skipped",
        ])
        #expect(try Self.render(animation).pixels.allSatisfy { $0 == 0 })
        let noFolder = try LottieAnimation(data: Data(Self.animation([#""u":"","p":"a.png""#]).utf8), baseURL: nil)
        #expect(noFolder.warnings.map(\.description) == [
            "assets[0].p: warning: the picture \"a.png\" is a file, but the animation was not read from a folder; skipped",
        ])
    }

    @Test func picturesPastThePixelBudgetStopTheFileBeforeDecoding() throws {
        var limits = LottieLimits()
        limits.maxDecodedImagePixels = 130
        // The JPEG's 128 pixels fit; the PNG's 8 more do not.
        let json = Self.animation([try Self.embedded("two-colour.jpg", type: "jpeg"), try Self.embedded("two-colour.png", type: "png")])
        #expect(throws: LottieError.limit(path: "assets[1].p", message: "expected pictures of at most 130 pixels in all, found 4 × 2 more")) {
            try LottieAnimation(data: Data(json.utf8), baseURL: nil, limits: limits)
        }
    }
}
