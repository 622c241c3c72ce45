// A text layer's text (`t` of a `ty` 5 layer; the Lottie schema's `text-data` and
// `text-document`), as lottie-ios's Core Animation engine reads it (TextLayer.swift): the first
// keyframe of the document `t.d` only; text animators `t.a` and text on a path `t.p` are not
// applied (lottie-ios's Core Animation engine does not either), and are reported.
import Foundation

/// How a text layer's lines sit (`j`).
enum TextJustification: Int {
    case left = 0, right = 1, center = 2
    case justifyLastLineLeft = 3, justifyLastLineRight = 4, justifyLastLineCenter = 5, justifyLastLineFull = 6
}

/// One text document, decoded.
struct TextDocument {
    /// `t`: the text; lines end at "\r" (After Effects), "\n" or "\u{3}".
    var text: String
    /// `f`: the font's name (its PostScript name, as `fonts.list[].fName`).
    var fontName: String
    /// `s`: the font size in points.
    var fontSize: Double
    /// `j`.
    var justification: TextJustification
    /// `tr`: tracking in thousandths of an em, added after each character.
    var tracking: Double
    /// `lh`: the distance between baselines in points.
    var lineHeight: Double
    /// `fc`, `sc`: fill and stroke colours (RGB 0…1, or 0…255 when all three are above 1);
    /// nil for none.
    var fillColor: [Double]?, strokeColor: [Double]?
    /// `sw`: the stroke width, in percent of the font size (as Core Text reads it).
    var strokeWidth: Double
    /// `of`: whether the stroke is drawn over the fill.
    var strokeOverFill: Bool
    /// `ps`, `sz`: the box of box text (its top-left corner and size); nil for point text.
    var boxPosition: CGPoint?, boxSize: CGSize?
    /// Where it is, for warnings.
    var path: JSONPath

    /// The document of the text layer `node` (its `t`), warning about what Lamina does not
    /// apply; nil, with a warning, when the layer has no document.
    init?(layer node: JSONNode, _ diagnostics: LottieDiagnostics) throws {
        guard let data = node["t"], let list = data["d"]?["k"], let first = try list.array().first else {
            diagnostics.warn(node.path, "a text layer without a text document (t.d.k); draws nothing")
            return nil
        }
        let keyframes = try list.array()
        if keyframes.count > 1 {
            diagnostics.warn(data.path.member("d").member("k"), "animated text documents are not supported (nor by lottie-ios's Core "
                             + "Animation engine); the first one is used")
        }
        if let animators = data["a"], !(try animators.array().isEmpty) {
            diagnostics.warn(animators.path, "text animators are not supported (nor by lottie-ios's Core Animation "
                             + "engine); ignored")
        }
        if let onPath = data["p"], onPath["m"] != nil {
            diagnostics.warn(onPath.path, "text on a path is not supported (nor by lottie-ios's Core Animation engine); "
                             + "set on a line")
        }
        guard let document = try first.member("s", expected: "the text document", "the layer draws nothing", diagnostics) else {
            return nil
        }
        path = document.path
        text = try document.member("t", expected: "the text", "the layer draws nothing", diagnostics)?.string() ?? ""
        // Without a font, the text is set in the substitute for a font that is not installed;
        // without a size, it draws nothing (ThorVG's size is 0).
        fontName = try document.member("f", expected: "the font's name", "set in Helvetica's substitute",
                                       diagnostics)?.string() ?? "Helvetica"
        fontSize = try document.member("s", expected: "the font size in points", "the text draws nothing, as in ThorVG",
                                       diagnostics)?.number() ?? 0
        let justification = try document.number("j") ?? 0
        // Int(exactly:) is nil for fractions and past Int's range, where Int() would trap.
        self.justification = Int(exactly: justification).flatMap(TextJustification.init(rawValue:)) ?? .left
        if Int(exactly: justification).flatMap(TextJustification.init(rawValue:)) == nil {
            diagnostics.warn(document.path.member("j"), "expected a justification 0…6, found \(justification); left-aligned")
        }
        tracking = try document.number("tr") ?? 0
        lineHeight = try document.number("lh") ?? 0
        fillColor = try document["fc"]?.numbers()
        strokeColor = try document["sc"]?.numbers()
        strokeWidth = try document.number("sw") ?? 0
        strokeOverFill = try document.number("of") == 1
        boxPosition = try document["ps"]?.point()
        boxSize = (try document["sz"]?.point()).map { CGSize(width: $0.x, height: $0.y) }
    }
}
