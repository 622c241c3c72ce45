// `<image>`: data: URLs of every form, format sniffing, JPEG, SVG images (nested documents with
// their own limits), a missing width or height, image-rendering, and gzip-compressed scripts.
import Foundation
import Lamina
@testable import LaminaScript
import Testing

@Suite struct ScriptImageTests {
    static let scripts = FeatureScriptTests.folder

    /// A 4 × 2 px PNG, red on the left half and blue on the right.
    static var twoColourPNG: Data {
        get throws { try Data(contentsOf: scripts.appendingPathComponent("two-colour.png")) }
    }

    static func base64(_ data: Data, type: String = "") -> String {
        "data:\(type);base64," + data.base64EncodedString()
    }

    // MARK: data: URLs and sniffing

    @Test func dataURLsDecodeInEveryForm() throws {
        let plain = try DataURL(parsing: "data:,A%20b%3C%zz")
        #expect(plain.mediaType == "" && plain.data == Data("A b<%zz".utf8))
        let typed = try DataURL(parsing: "DATA:Image/SVG+XML;charset=utf-8,%3Csvg%2F%3E")
        #expect(typed.mediaType == "image/svg+xml" && typed.data == Data("<svg/>".utf8))
        // White space is skipped and missing padding added back (Fetch's forgiving base64).
        let spaced = try DataURL(parsing: "data:image/png;base64,\n  SGVs\n  bG8")
        #expect(spaced.mediaType == "image/png" && spaced.data == Data("Hello".utf8))
        #expect(try DataURL(parsing: "data:;base64,SGVsbG8=").data == Data("Hello".utf8))
        #expect(throws: ValueError.self) { try DataURL(parsing: "data:image/png;base64") }
        #expect(throws: ValueError.self) { try DataURL(parsing: "data:;base64,S") }
    }

    /// The one-pass base64 decoder gives Foundation's bytes for every length and padding, and
    /// refuses what Foundation refuses: letters outside the alphabet, letters after padding,
    /// and a lone letter at the end.
    @Test func base64DecodesAsFoundationDoes() {
        for count in 0..<40 {
            let payload = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 97 &+ 13) }
            let encoded = Data(payload).base64EncodedString()
            #expect(DataURL.forgivingBase64Decoded(Array(encoded.utf8)) == payload)
            let unpadded = encoded.filter { $0 != "=" }
            #expect(DataURL.forgivingBase64Decoded(Array(" \(unpadded)\n".utf8)) == payload)
        }
        #expect(DataURL.forgivingBase64Decoded(Array("+/+/".utf8)) == [0xFB, 0xFF, 0xBF])
        #expect(DataURL.forgivingBase64Decoded(Array("SGVs*G8".utf8)) == nil)
        #expect(DataURL.forgivingBase64Decoded(Array("SG=Vs".utf8)) == nil)
        #expect(DataURL.forgivingBase64Decoded(Array("SGVsb".utf8)) == nil)
    }

    /// A picture's data: URL is often a megabyte: it is read on bytes, and cached under a key
    /// that hashes its length and ends only, yet tells apart URLs that differ in the middle.
    @Test func largeDataURLsDecodeAndKeyApart() throws {
        let payload = Data((0..<600_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        let encoded = payload.base64EncodedString()
        let wrapped = stride(from: 0, to: encoded.count, by: 76).map { start in
            let from = encoded.index(encoded.startIndex, offsetBy: start)
            return String(encoded[from..<(encoded.index(from, offsetBy: 76, limitedBy: encoded.endIndex) ?? encoded.endIndex)])
        }.joined(separator: "\n")
        #expect(try DataURL(parsing: "data:image/png;base64," + wrapped).data == payload)
        #expect(DataURL.isDataURL("DaTa:,x") && !DataURL.isDataURL("dat") && !DataURL.isDataURL("http://x"))
        var middle = Array(encoded.utf8)
        middle[middle.count / 2] = middle[middle.count / 2] == UInt8(ascii: "A") ? UInt8(ascii: "B") : UInt8(ascii: "A")
        let a = ImageHref("data:;base64," + encoded), b = ImageHref("data:;base64," + String(decoding: middle, as: UTF8.self))
        #expect(a == ImageHref("data:;base64," + encoded) && a.hashValue == ImageHref("data:;base64," + encoded).hashValue)
        #expect(a != b)
        #expect(Set([a, b]).count == 2)
    }

    @Test func formatsAreSniffedByTheirFirstBytes() throws {
        #expect(ScriptImageFormat(sniffing: try Self.twoColourPNG) == .raster(.png))
        #expect(ScriptImageFormat(sniffing: Data([0xFF, 0xD8, 0xFF, 0xE0])) == .raster(.jpeg))
        #expect(ScriptImageFormat(sniffing: Data("GIF89a".utf8)) == .raster(.gif))
        #expect(ScriptImageFormat(sniffing: Data("RIFF\0\0\0\0WEBPVP8 ".utf8)) == .raster(.webp))
        #expect(ScriptImageFormat(sniffing: Data([0x1F, 0x8B, 8])) == .svg)
        #expect(ScriptImageFormat(sniffing: Data("\u{FEFF} \n<?xml version='1.0'?><svg/>".utf8)) == .svg)
        #expect(ScriptImageFormat(sniffing: Data("hello".utf8)) == nil)
    }

    // MARK: Raster images

    @Test func jpegDecodesToOpaquePixels() throws {
        let data = try Data(contentsOf: Self.scripts.appendingPathComponent("two-colour.jpg"))
        #expect(Image.jpegSize(data)! == (16, 8))
        let image = try Image(jpegData: data)
        #expect(image.width == 16 && image.height == 8)
        // Flat 8 × 8 blocks at quality 95, no chroma subsampling: within 2 levels of the source.
        func near(_ c: Color?, _ r: Double, _ g: Double, _ b: Double) -> Bool {
            guard let c else { return false }
            return abs(c.red * 255 - r) <= 2 && abs(c.green * 255 - g) <= 2 && abs(c.blue * 255 - b) <= 2 && c.alpha == 1
        }
        #expect(near(image.color(x: 0, y: 0), 255, 153, 0))
        #expect(near(image.color(x: 15, y: 7), 0, 90, 200))
        let notJPEG = RenderError.invalidImage(source: "x.jpg", reason: "expected the JPEG signature (FF D8 FF), found other bytes")
        #expect(throws: notJPEG) {
            try Image(jpegData: Data("not a jpeg".utf8), source: "x.jpg")
        }
        #expect(throws: RenderError.self) { try Image(jpegData: data.prefix(20), source: "x.jpg") }
    }

    /// GIF (first frame, transparent colour) and WebP (straight alpha, premultiplied) decode
    /// exactly: two-colour.gif and .webp are 4 × 2, red and blue halves, the last pixel clear.
    @Test func gifAndWebPDecodeExactly() throws {
        let red = try ShapeScript.color("#FF3B30"), blue = try ShapeScript.color("#007AFF")
        for (name, decode) in [("gif", { try Image(gifData: $0) }), ("webp", { try Image(webpData: $0) })]
            as [(String, (Data) throws -> Image)] {
            let data = try Data(contentsOf: Self.scripts.appendingPathComponent("two-colour.\(name)"))
            let size = name == "gif" ? Image.gifSize(data) : Image.webpSize(data)
            #expect(size.map { [$0.width, $0.height] } == [4, 2], "\(name)")
            let image = try decode(data)
            #expect(image.color(x: 0, y: 0) == red && image.color(x: 1, y: 1) == red, "\(name)")
            #expect(image.color(x: 2, y: 0) == blue && image.color(x: 3, y: 0) == blue, "\(name)")
            #expect(image.pixel(x: 3, y: 1) == 0, "\(name)")
            #expect(throws: RenderError.self) { try decode(data.prefix(20)) }
        }
        #expect(Image.webpSize(Data("RIFF\0\0\0\0WEBP".utf8)) == nil)
    }

    /// A missing or `auto` side follows the image's aspect ratio; both missing is its own size.
    @Test func aMissingSideKeepsTheAspectRatio() throws {
        let url = Self.base64(try Self.twoColourPNG, type: "image/png")
        func drawn(_ attributes: String) throws -> (Image, [ScriptDiagnostic]) {
            let script = try ScriptTest.load("<svg width='50' height='50'><image href='\(url)' \(attributes)/></svg>")
            return (try script.render(), script.warnings)
        }
        for attributes in ["width='40'", "width='40' height='auto'"] {
            let (image, warnings) = try drawn(attributes)
            #expect(warnings.isEmpty)
            #expect(image.color(x: 0, y: 19)?.alpha == 1 && image.color(x: 0, y: 20)?.alpha == 0)
        }
        let (tall, _) = try drawn("height='10'")
        #expect(tall.color(x: 19, y: 0)?.alpha == 1 && tall.color(x: 20, y: 0)?.alpha == 0)
        let (own, _) = try drawn("")
        #expect(own.color(x: 3, y: 1)?.alpha == 1 && own.color(x: 4, y: 1)?.alpha == 0 && own.color(x: 0, y: 2)?.alpha == 0)
        // An invalid width behaves as if absent (auto), with one warning.
        let (invalid, warnings) = try drawn("width='abc' height='10'")
        #expect(warnings.map(\.message) == [#"width: expected a number, found "abc"; ignored"#])
        #expect(invalid.color(x: 19, y: 0)?.alpha == 1 && invalid.color(x: 20, y: 0)?.alpha == 0)
        let (empty, _) = try drawn("width='0'")
        #expect(empty.pixels.allSatisfy { $0 == 0 })
    }

    /// `image-rendering: optimizeSpeed` (and `pixelated`, inherited) samples the nearest pixel;
    /// the default blends neighbours.
    @Test func imageRenderingPicksTheFilter() throws {
        let url = Self.base64(try Self.twoColourPNG)
        func row(_ rendering: String) throws -> [Color?] {
            let image = try ScriptTest.load("<svg width='40' height='20' \(rendering)><image href='\(url)' width='40' "
                                            + "height='20'/></svg>").render()
            return [image.color(x: 19, y: 10), image.color(x: 20, y: 10)]
        }
        let png = try Image(pngData: try Self.twoColourPNG)
        let red = png.color(x: 0, y: 0), blue = png.color(x: 3, y: 0)
        #expect(try row("image-rendering='pixelated'") == [red, blue])
        #expect(try row("style='image-rendering: optimizeSpeed'") == [red, blue])
        let smooth = try row("")
        #expect(smooth[0] != red && smooth[1] != blue)
    }

    /// An SVG image's warnings come once, however often it is drawn.
    @Test func svgImageWarningsComeOnce() throws {
        let text = "<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'>\n<rect width='x' height='5'/></svg>"
        let inner = Self.base64(Data(text.utf8))
        let script = try ScriptTest.load("<svg width='10' height='10'><image href='\(inner)'/><image href='\(inner)'/>"
                                         + "<image href='\(inner)' x='5'/></svg>")
        #expect(script.warnings.map(\.description) == [
            #"test.svg:1:36 data: URL:2:7: warning: width: expected a number, found "x"; ignored"#])
    }

    /// Unreadable images draw nothing, with one warning each however often they are used.
    @Test func unreadableImagesWarnOnce() throws {
        func warnings(_ href: String) throws -> [String] {
            let script = try ScriptTest.load("<svg width='10' height='10'><image href='\(href)' width='4' height='4'/>"
                                             + "<image href='\(href)' x='4' width='4' height='4'/></svg>")
            #expect(try script.render().pixels.allSatisfy { $0 == 0 })
            return script.warnings.map(\.message)
        }
        #expect(try warnings("data:image/gif;base64,R0lGODlhAQ") == [
            "href: expected a readable GIF image, found data whose header is not one; skipped"])
        #expect(try warnings("data:image/png;base64,iVBORw0KGgoAAAAN") == [
            "href: expected a readable PNG image, found data whose header is not one; skipped"])
        // A whole header over a corrupt body: the decoder says what is wrong.
        let cut = try Self.twoColourPNG.prefix(40)
        #expect(try warnings(Self.base64(cut)) == [
            "href: expected a readable PNG image, found data that is not one (data: URL: not a readable PNG: truncated: "
            + "expected an 8-byte chunk header at byte 33, found 7 bytes); skipped"])
        #expect(try warnings(Self.base64(Data("hello".utf8))) == [
            "href: expected a PNG, JPEG, GIF, WebP or SVG image, found data that is none of them; skipped"])
        #expect(try warnings("data:image/svg+xml,%3Csvg") == [
            "href: the SVG image cannot be read (test.svg:1:36 data: URL:1:5: error: expected a space, '>' or "
            + "'/>' in <svg>, found the end of the file); skipped"])
    }

    // MARK: SVG images

    /// An SVG image is its own document: its own ids, style sheet and `color`, its viewport
    /// placed by the `<image>`'s preserveAspectRatio.
    @Test func svgImagesAreDocumentsOfTheirOwn() throws {
        let inner = "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 20 10' color='#00FF00'>"
            + "<style>rect { fill: currentColor }</style><rect id='r' width='20' height='10'/></svg>"
        let url = "data:image/svg+xml," + inner.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
        let script = try ScriptTest.load("""
            <svg width='40' height='40' color='red'><style>rect { fill: blue }</style>
            <image href="\(url)" width='40' height='40'/><use href='#r'/></svg>
            """)
        // The image's ids are its own.
        #expect(script.warnings.map(\.message) == [#"href: expected an element with id "r", found none; skipped"#])
        let image = try script.render()
        // meet: 40 × 20, centred.
        #expect(image.color(x: 20, y: 9)?.alpha == 0)
        #expect(image.color(x: 20, y: 10) == .green)
        #expect(image.color(x: 20, y: 29) == .green)
        #expect(image.color(x: 20, y: 30)?.alpha == 0)
        // slice clips to the image's rectangle; none stretches.
        let sliced = try ScriptTest.load("<svg width='40' height='40'><image href=\"\(url)\" x='10' width='20' "
                                         + "height='20' preserveAspectRatio='xMinYMin slice'/></svg>").render()
        #expect(sliced.color(x: 10, y: 0) == .green && sliced.color(x: 29, y: 19) == .green)
        #expect(sliced.color(x: 30, y: 10)?.alpha == 0)
        let stretched = try ScriptTest.load("<svg width='40' height='40'><image href=\"\(url)\" width='40' "
                                            + "height='40' preserveAspectRatio='none'/></svg>").render()
        #expect(stretched.color(x: 0, y: 0) == .green && stretched.color(x: 39, y: 39) == .green)
    }

    /// SVG images load no files (as in browsers and resvg), so a file that draws itself does so
    /// once inside itself; data: URLs nest up to ``ScriptLimits/maxImageNesting`` deep.
    @Test func svgImagesNestWithinLimits() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-image-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("self.svg")
        try Data(("<svg width='40' height='40'><rect width='40' height='40' fill='none' stroke='red' stroke-width='4'/>\n"
                  + "<image href='self.svg' x='10' y='10' width='20' height='20'/></svg>").utf8).write(to: file)
        let script = try ShapeScript(contentsOf: file)
        #expect(script.warnings.map(\.description) == [
            "\(file.path):2:8: warning: href: an SVG image may only use data: URLs, found \"self.svg\"; skipped"])
        let image = try script.render()
        #expect(image.color(x: 1, y: 20) == .red && image.color(x: 10, y: 20) == .red && image.color(x: 16, y: 20)?.alpha == 0)

        func nested(_ depth: Int) -> String {
            var text = "<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'><rect width='10' height='10'/></svg>"
            for _ in 0..<depth {
                text = "<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'><image width='10' height='10' "
                    + "href='\(Self.base64(Data(text.utf8)))'/></svg>"
            }
            return text
        }
        let deepest = try ScriptTest.load(nested(ScriptLimits().maxImageNesting))
        #expect(deepest.warnings.isEmpty)
        #expect(try deepest.render().color(x: 5, y: 5) == .black)
        let tooDeep = try ScriptTest.load(nested(ScriptLimits().maxImageNesting + 1))
        #expect(tooDeep.warnings.map(\.message) == ["<image>: expected SVG images at most 8 deep, found more; skipped"])
        #expect(try tooDeep.render().color(x: 5, y: 5)?.alpha == 0)
    }

    /// The elements of an SVG image (all it holds, drawn or not) count as drawn copies against
    /// the script's limit at every use, and its decoded images against the script's pixel limit,
    /// so images cannot multiply the work.
    @Test func svgImagesCountAgainstTheScriptsLimits() throws {
        func image(_ body: String) -> String {
            Self.base64(Data("<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'>\(body)</svg>".utf8))
        }
        let inner = image(String(repeating: "<rect width='1' height='1'/>", count: 49))
        var options = ScriptOptions()
        options.limits.maxDrawnElements = 100
        let twice = "<svg width='10' height='10'><image href='\(inner)'/>\n<image href='\(inner)'/></svg>"
        #expect(throws: Never.self) { try ScriptTest.load(twice, options: options) }
        let held = image("<defs>" + String(repeating: "<rect width='1' height='1'/>", count: 50) + "</defs>")
        #expect(ScriptTest.error("<svg width='10' height='10'><image href='\(held)'/>\n<image href='\(held)'/></svg>",
                                 options: options)?.location == SourceLocation(line: 2, column: 1))
        let thrice = "<svg width='10' height='10'><image href='\(inner)'/><image href='\(inner)'/>\n"
            + "<image href='\(inner)'/></svg>"
        #expect(ScriptTest.error(thrice, options: options)?.description == "test.svg:2:1: error: expected at most 100 "
                + "drawn elements more than the 4 the file holds (after <use> and <replicate> expansion), found more")

        let png = Self.base64(try Self.twoColourPNG, type: "image/png")
        let withPNG = Self.base64(Data("<svg xmlns='http://www.w3.org/2000/svg' width='4' height='2'><image href='\(png)'/></svg>"
                                       .utf8))
        options = ScriptOptions()
        options.limits.maxDecodedImagePixels = 15
        let overLimit = "<svg width='10' height='10'><image href='\(png)' width='4' height='2'/>\n"
            + "<image href='\(withPNG)'/></svg>"
        #expect(ScriptTest.error(overLimit, options: options) == nil)
        #expect(try ScriptTest.load(overLimit, options: options).warnings.map(\.message) == [
            "<image>: the SVG image cannot be loaded (test.svg:2:8 data: URL:1:69: error: href: expected images of at "
            + "most 15 pixels in all, found 4×2 more (smaller images)); skipped"])
    }

    // MARK: Gzip-compressed scripts

    @Test func gzipCompressedScriptsLoadWithinTheSizeLimit() throws {
        let svgz = try Data(contentsOf: Self.scripts.appendingPathComponent("badge.svgz"))
        let script = try ShapeScript(data: svgz, file: "badge.svgz")
        #expect(script.size == CGSize(width: 20, height: 10))
        #expect(try script.render().color(x: 10, y: 5) == ShapeScript.color("#FF9500"))
        var options = ScriptOptions()
        options.limits.maxFileBytes = 200
        #expect(throws: ScriptDiagnostic(file: "badge.svgz", location: SourceLocation(line: 1, column: 1), severity: .error,
                                         message: "expected a script of at most 200 bytes once inflated, found more")) {
            try ShapeScript(data: svgz, file: "badge.svgz", options: options)
        }
        #expect(throws: ScriptDiagnostic.self) { try ShapeScript(data: svgz.prefix(40), file: "cut.svgz") }
    }
}
