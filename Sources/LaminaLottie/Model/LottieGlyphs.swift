// The fonts a Lottie file names (`fonts.list`: `fName`, `fFamily`, `fStyle`, `ascent`) and the
// glyphs it embeds (`chars`: `ch`, `fFamily`, `style`, `w`, `data.shapes`; the Lottie schema's
// `font` and `character-data`). Glyph outlines and advances are in hundredths of the font size,
// the pen at (0, 0) on the baseline, y down — as Bodymovin exports them from the font itself.
import Foundation

/// One embedded glyph.
struct LottieGlyph {
    /// The advance, in hundredths of the font size (`w`).
    var advance: Double
    /// The outlines (every `sh` under `data.shapes`), in hundredths of the font size.
    var paths: [LottiePath]
}

/// The fonts a file names and the glyphs it embeds, read when a text needs them.
final class LottieGlyphs {
    /// A font of `fonts.list`.
    struct Font {
        /// `fFamily`, `fStyle`: what embedded glyphs name.
        var family: String, style: String
        /// `ascent`: the ascent in percent of the font size, when given.
        var ascent: Double?
    }

    /// The fonts by `fName`.
    private let fonts: [String: Font]
    /// The `chars` entries by family, style and character, not yet read.
    private let nodes: [String: JSONNode]
    /// The glyphs read so far (nil: unreadable).
    private var read: [String: LottieGlyph?] = [:]
    private let diagnostics: LottieDiagnostics

    /// The fonts and glyphs of the file whose top is `top`.
    init(top: JSONNode, _ diagnostics: LottieDiagnostics) throws {
        var fonts: [String: Font] = [:]
        for font in try top["fonts"]?["list"]?.array() ?? [] {
            guard let name = try font["fName"]?.string() else { continue }
            fonts[name] = Font(family: try font["fFamily"]?.string() ?? "", style: try font["fStyle"]?.string() ?? "",
                               ascent: try font.number("ascent"))
        }
        var nodes: [String: JSONNode] = [:]
        for glyph in try top["chars"]?.array() ?? [] {
            guard let character = try glyph["ch"]?.string() else { continue }
            let key = Self.key(character, family: try glyph["fFamily"]?.string() ?? "", style: try glyph["style"]?.string() ?? "")
            if nodes[key] == nil { nodes[key] = glyph }
        }
        self.fonts = fonts
        self.nodes = nodes
        self.diagnostics = diagnostics
    }

    /// The font of `fonts.list` named `name`.
    func font(named name: String) -> Font? { fonts[name] }

    /// The glyph of `character` in `font`, nil when the file embeds none (or an unreadable one,
    /// which warns).
    func glyph(_ character: Character, in font: Font) throws -> LottieGlyph? {
        let key = Self.key(String(character), family: font.family, style: font.style)
        if let known = read[key] { return known }
        guard let node = nodes[key] else { return nil }
        let glyph: LottieGlyph?
        do {
            var paths: [LottiePath] = []
            try collectPaths(try node["data"]?["shapes"]?.array() ?? [], into: &paths)
            glyph = LottieGlyph(advance: try node.number("w") ?? 0, paths: paths)
        } catch let error as LottieError {
            diagnostics.warn(node.path, "the embedded glyph cannot be read (\(error)); the font is used instead")
            glyph = nil
        }
        read[key] = glyph
        return glyph
    }

    /// Every path (`sh`, its first value) of `items`, groups (`gr` with `it`) searched too.
    private func collectPaths(_ items: [JSONNode], into paths: inout [LottiePath]) throws {
        for item in items {
            switch try item["ty"]?.string() {
            case "gr": try collectPaths(try item["it"]?.array() ?? [], into: &paths)
            case "sh":
                if let path = item["ks"] { paths.append(try path.track(diagnostics) { try LottiePath($0, diagnostics) }.initialValue) }
            default: break
            }
        }
    }

    private static func key(_ character: String, family: String, style: String) -> String {
        "\(family)\u{0}\(style)\u{0}\(character)"
    }
}
