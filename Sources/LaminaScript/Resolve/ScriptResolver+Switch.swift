// `<switch>` (SVG 2 §5.8): draws the first direct child whose conditions hold, as a group with
// the switch's own attributes. Illustrator writes one around a `<foreignObject
// requiredExtensions=…>` of its private data and an SVG fallback: the fallback draws. The
// conditions follow resvg: `requiredExtensions` never holds (no extension is supported),
// `requiredFeatures` holds when it names only SVG 1.1 features Lamina draws, and
// `systemLanguage` when it names one of ``ScriptOptions/languages`` or a dialect of one.
import Foundation

extension ScriptResolver {
    /// The SVG 1.1 feature strings `requiredFeatures` may name and still hold.
    static let supportedFeatures: Set<String> = Set([
        "SVGDOM-static", "SVG-static", "CoreAttribute", "Structure", "BasicStructure", "ContainerAttribute",
        "ConditionalProcessing", "Image", "Style", "Shape", "Text", "BasicText", "PaintAttribute",
        "BasicPaintAttribute", "OpacityAttribute", "GraphicsAttribute", "BasicGraphicsAttribute", "Gradient", "Clip",
        "BasicClip", "Mask", "XlinkAttribute",
    ].map { "http://www.w3.org/TR/SVG11/feature#" + $0 })

    /// The elements a switch may choose: those that draw or hold drawings. Others (unknown or
    /// foreign elements, `title`, `desc`, `metadata`…) are passed over, as resvg does.
    static let switchCandidates: Set<String> = [
        "g", "a", "svg", "use", "image", "path", "rect", "circle", "ellipse", "line", "polyline", "polygon", "text",
        "replicate", "switch", "foreignObject",
    ]

    /// The child of a `<switch>` that draws: the first candidate whose conditions hold; nil for none.
    func switchChoice(among children: [ScriptElement]) -> ScriptElement? {
        children.first { Self.switchCandidates.contains($0.name) && conditionsHold(on: $0) }
    }

    /// Whether `element`'s conditional attributes all hold. They decide on every element, not
    /// only a switch's children (SVG 1.1 §5.8.2): one whose conditions fail is not drawn.
    func conditionsHold(on element: ScriptElement) -> Bool {
        if element["requiredExtensions"] != nil { return false }
        if let features = element["requiredFeatures"],
           !features.split(whereSeparator: \.isWhitespace).allSatisfy({ Self.supportedFeatures.contains(String($0)) }) {
            return false
        }
        guard let languages = element["systemLanguage"] else { return true }
        return languages.split(separator: ",").contains { entry in
            let language = entry.trimmingCharacters(in: .whitespaces)
            let prefix = language.split(separator: "-", maxSplits: 1).first.map(String.init) ?? language
            return options.languages.contains(language) || options.languages.contains(prefix)
        }
    }
}
