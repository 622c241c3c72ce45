// The computed look properties of one element: the font of <text>, and Lamina's extensions for
// blur effects, vibrancy, image rendering modes and tint adjustment (DESIGN §6). Kept apart from
// ScriptStyle's painting properties; ScriptStyle.apply hands these names over.
import Foundation
import Lamina

/// Where a `<text>` line sits against its `x` (SVG's `text-anchor`).
enum TextAnchor: String {
    case start, middle, end
}

/// A baseline of the font that `dominant-baseline` or `alignment-baseline` puts on the
/// text's `y` (SVG 2 §11.10.2; the keywords resvg and Chrome draw, from the font's ascent,
/// descent and x-height).
enum TextBaseline: String {
    case auto, baseline, alphabetic, ideographic, middle, central, mathematical, hanging
    case textBeforeEdge = "text-before-edge", beforeEdge = "before-edge", textTop = "text-top"
    case textAfterEdge = "text-after-edge", afterEdge = "after-edge", textBottom = "text-bottom"
}

/// How far `baseline-shift` moves a run's baseline up (SVG 2 §11.10.2.4).
enum BaselineShift {
    /// A length; percentages are of the element's font size.
    case length(ScriptLength)
    /// Down to the font's own subscript position (its OS/2 table's, as resvg reads it).
    case sub
    /// Up to the font's own superscript position.
    case `super`
}

/// The lines `text-decoration` draws across text (CSS Text Decoration 3 §2).
struct TextDecoration: OptionSet {
    let rawValue: Int
    static let underline = TextDecoration(rawValue: 1)
    static let overline = TextDecoration(rawValue: 2)
    static let lineThrough = TextDecoration(rawValue: 4)
}

/// Look properties after the cascade. Font properties and `text-anchor` inherit; the rest
/// (effects, vibrancy, rendering mode, tint adjustment) belong to one element.
struct ScriptLookStyle {
    // Inherited.
    /// The CSS `font-family` list as Pango reads it (comma-separated, quotes removed); nil is
    /// Lamina's default, "DejaVu Sans".
    var fontFamily: String?
    /// `font-size` in user units. Default 16 (CSS `medium`).
    var fontSize: Double = 16
    /// `font-weight`, 1…1000. Default 400.
    var fontWeight = 400
    /// `text-anchor`. Default start.
    var textAnchor = TextAnchor.start
    /// `font-style` italic or oblique. Default false (normal).
    var italic = false
    /// `letter-spacing`, added after each character; nil is `normal` (0).
    var letterSpacing: ScriptLength?
    /// `word-spacing`, added after each space; nil is `normal` (0).
    var wordSpacing: ScriptLength?
    /// `dominant-baseline`. Default auto (alphabetic).
    var dominantBaseline = TextBaseline.auto
    /// `font-stretch`. Default normal.
    var fontStretch = FontStretch.normal
    /// `font-variation-settings`: axes of a variable font set to values; empty is `normal`.
    var fontVariations: [FontVariation] = []
    /// `font-variant: small-caps`. Default false (`normal`).
    var smallCaps = false
    /// Whether the font's kerning applies: `font-kerning: none`, or SVG 1.1's `kerning="0"`,
    /// turns it off. Default true.
    var kerning = true
    /// `writing-mode` vertical (`vertical-rl`, `vertical-lr`, SVG 1.1's `tb`, `tb-rl`): lines
    /// run down the page. Default false (`horizontal-tb`, `lr`, `lr-tb`, `rl`, `rl-tb`).
    var vertical = false

    // Not inherited; text.
    /// `alignment-baseline`. Default auto (the dominant baseline).
    var alignmentBaseline = TextBaseline.auto
    /// `baseline-shift`; nil is `baseline`.
    var baselineShift: BaselineShift?
    /// `text-decoration` lines, drawn in this element's paint across its text. Default none.
    var textDecoration: TextDecoration = []

    // Not inherited.
    /// `effect`: a system blur style.
    var effect: BlurStyle?
    /// `backdrop-filter`: the blur σ and saturation written in CSS; nil for none.
    var backdropBlur: CGFloat?
    var backdropSaturation: CGFloat?
    /// `effect-tint`: the colour laid over the blur, replacing the style's.
    var effectTint: CSSColor?
    /// `vibrancy`: whether the content of an effect group is vibrant.
    var vibrancy = false
    /// `rendering-mode` of an `<image>`.
    var renderingMode = ImageRenderingMode.automatic
    /// `tint-adjustment`: the layer's tint adjustment mode.
    var tintAdjustment = TintAdjustmentMode.automatic

    /// The names this style holds.
    static let properties: Set<String> = [
        "font-family", "font-size", "font-weight", "text-anchor", "font-style", "letter-spacing", "word-spacing",
        "dominant-baseline", "alignment-baseline", "baseline-shift", "text-decoration", "effect", "backdrop-filter", "effect-tint",
        "vibrancy", "rendering-mode", "tint-adjustment", "font", "font-stretch", "font-variation-settings", "font-variant",
        "font-kerning", "kerning", "writing-mode",
    ]

    /// The style a child starts from: inherited properties kept, the others at their initial values.
    func inheritedForChild() -> ScriptLookStyle {
        var child = ScriptLookStyle()
        child.fontFamily = fontFamily
        child.fontSize = fontSize
        child.fontWeight = fontWeight
        child.textAnchor = textAnchor
        child.italic = italic
        child.letterSpacing = letterSpacing
        child.wordSpacing = wordSpacing
        child.dominantBaseline = dominantBaseline
        child.fontStretch = fontStretch
        child.fontVariations = fontVariations
        child.smallCaps = smallCaps
        child.kerning = kerning
        child.vertical = vertical
        return child
    }

    /// Whether the element is a backdrop blur.
    var hasEffect: Bool { effect != nil || backdropBlur != nil || backdropSaturation != nil }

    /// The blur an `effect` and/or `backdrop-filter` describe; the filter's functions override
    /// the style's numbers, `effect-tint` its tint. nil when the element has neither.
    func blurEffect(currentColor: Color) -> BlurEffect? {
        guard hasEffect else { return nil }
        let base = effect.map { BlurEffect(style: $0) }
        return BlurEffect(blurRadius: backdropBlur ?? base?.blurRadius ?? 0,
                          saturation: backdropSaturation ?? base?.saturation ?? 1,
                          tintColor: effectTint.map { $0.resolved(current: currentColor) } ?? base?.tintColor,
                          vibrancyBlendMode: effectTint == nil ? base?.vibrancyBlendMode : nil)
    }

    /// Sets look property `name` from `value` (trimmed, not `inherit`); `parent` is the
    /// parent's look, for relative sizes and weights; `metrics` (the parent's) is what the
    /// relative length units mean.
    /// - Throws: ``ValueError`` for a malformed value.
    mutating func apply(_ name: String, _ value: String, parent: ScriptLookStyle,
                        metrics: ScriptLength.Metrics) throws(ValueError) {
        switch name {
        case "font-family": fontFamily = try Self.family(value)
        case "font-size": fontSize = try Self.size(value, metrics: metrics)
        case "font-weight": fontWeight = try Self.weight(value, parent: parent.fontWeight)
        case "text-anchor": textAnchor = try Self.keyword(value, TextAnchor.self, "start, middle or end")
        case "font-style":
            guard ["normal", "italic", "oblique"].contains(value) else { throw .expected("normal, italic or oblique", found: value) }
            italic = value != "normal"
        case "letter-spacing": letterSpacing = value == "normal" ? nil : try ScriptLength(parsing: value)
        case "word-spacing": wordSpacing = value == "normal" ? nil : try ScriptLength(parsing: value)
        case "dominant-baseline":
            // no-change keeps the parent's (as resvg); reset-size and use-script draw as auto
            // here (one font size per run).
            if value == "no-change" { return }
            dominantBaseline = ["reset-size", "use-script"].contains(value)
                ? .auto : try Self.keyword(value, TextBaseline.self, "a baseline keyword")
        case "text-decoration": textDecoration = try Self.decoration(value)
        case "font": try applyFont(value, parent: parent, metrics: metrics)
        case "font-stretch": fontStretch = try Self.stretch(value, parent: parent.fontStretch)
        case "font-variation-settings": fontVariations = try Self.variations(value)
        case "font-variant":
            guard value == "normal" || value == "small-caps" else { throw .expected("normal or small-caps", found: value) }
            smallCaps = value == "small-caps"
        case "font-kerning":
            guard ["auto", "normal", "none"].contains(value) else { throw .expected("auto, normal or none", found: value) }
            kerning = value != "none"
        case "writing-mode":
            let vertical = ["vertical-rl", "vertical-lr", "tb", "tb-rl"], horizontal = ["horizontal-tb", "lr", "lr-tb", "rl", "rl-tb"]
            guard vertical.contains(value) || horizontal.contains(value) else {
                throw .expected("horizontal-tb, vertical-rl or vertical-lr", found: value)
            }
            self.vertical = vertical.contains(value)
        case "kerning":
            if value == "auto" { kerning = true; return }
            kerning = try ScriptLength(parsing: value).value != 0
        case "alignment-baseline": alignmentBaseline = try Self.keyword(value, TextBaseline.self, "a baseline keyword")
        case "baseline-shift":
            switch value {
            case "baseline": baselineShift = nil
            case "sub": baselineShift = .sub
            case "super": baselineShift = .super
            default: baselineShift = .length(try ScriptLength(parsing: value))
            }
        case "effect":
            let styles: [String: BlurStyle] = ["light": .light, "extra-light": .extraLight, "dark": .dark]
            if value == "none" { effect = nil; return }
            guard let style = styles[value] else { throw .expected("none, light, extra-light or dark", found: value) }
            effect = style
        case "backdrop-filter": (backdropBlur, backdropSaturation) = try Self.backdrop(value, metrics: metrics)
        case "effect-tint": effectTint = value == "none" ? nil : try CSSColor(parsing: value)
        case "vibrancy":
            guard value == "true" || value == "false" else { throw .expected("true or false", found: value) }
            vibrancy = value == "true"
        case "rendering-mode":
            let modes: [String: ImageRenderingMode] = ["auto": .automatic, "automatic": .automatic,
                                                       "original": .alwaysOriginal, "template": .alwaysTemplate]
            guard let mode = modes[value] else { throw .expected("auto, original or template", found: value) }
            renderingMode = mode
        case "tint-adjustment":
            tintAdjustment = try Self.keyword(value, TintAdjustmentMode.self, "automatic, normal or dimmed")
        default: break
        }
    }

    /// Copies property `name` from `other` (for `inherit`).
    mutating func copy(_ name: String, from other: ScriptLookStyle) {
        switch name {
        case "font-family": fontFamily = other.fontFamily
        case "font-size": fontSize = other.fontSize
        case "font-weight": fontWeight = other.fontWeight
        case "text-anchor": textAnchor = other.textAnchor
        case "font-style": italic = other.italic
        case "letter-spacing": letterSpacing = other.letterSpacing
        case "word-spacing": wordSpacing = other.wordSpacing
        case "dominant-baseline": dominantBaseline = other.dominantBaseline
        case "alignment-baseline": alignmentBaseline = other.alignmentBaseline
        case "baseline-shift": baselineShift = other.baselineShift
        case "text-decoration": textDecoration = other.textDecoration
        case "font":
            for longhand in Self.fontLonghands { copy(longhand, from: other) }
        case "font-stretch": fontStretch = other.fontStretch
        case "font-variation-settings": fontVariations = other.fontVariations
        case "font-variant": smallCaps = other.smallCaps
        case "font-kerning", "kerning": kerning = other.kerning
        case "writing-mode": vertical = other.vertical
        case "effect": effect = other.effect
        case "backdrop-filter": (backdropBlur, backdropSaturation) = (other.backdropBlur, other.backdropSaturation)
        case "effect-tint": effectTint = other.effectTint
        case "vibrancy": vibrancy = other.vibrancy
        case "rendering-mode": renderingMode = other.renderingMode
        case "tint-adjustment": tintAdjustment = other.tintAdjustment
        default: break
        }
    }

    private static func keyword<T: RawRepresentable>(_ value: String, _ type: T.Type,
                                                     _ expected: String) throws(ValueError) -> T where T.RawValue == String {
        guard let result = T(rawValue: value) else { throw .expected(expected, found: value) }
        return result
    }

    /// `none` or any of `underline`, `overline`, `line-through`, separated by spaces (a comma
    /// makes the value invalid, as in CSS and resvg).
    private static func decoration(_ value: String) throws(ValueError) -> TextDecoration {
        var result: TextDecoration = []
        for word in value.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }) {
            switch word {
            case "underline": result.insert(.underline)
            case "overline": result.insert(.overline)
            case "line-through": result.insert(.lineThrough)
            case "none": break
            default: throw .expected("none, or underline, overline and line-through", found: value)
            }
        }
        return result
    }

    /// `none` or `blur(LENGTH)` and/or `saturate(NUMBER|PERCENT)`, the CSS filter functions a
    /// backdrop blur has.
    private static func backdrop(_ value: String, metrics: ScriptLength.Metrics) throws(ValueError) -> (CGFloat?, CGFloat?) {
        if value == "none" { return (nil, nil) }
        var scanner = ValueScanner(value)
        var blur: CGFloat?, saturation: CGFloat?
        scanner.skipSpaces()
        while !scanner.isAtEnd {
            let function = scanner.identifier()
            guard scanner.consume("(") else { throw .expected("blur(…) or saturate(…)", found: value) }
            scanner.skipSpaces()
            switch function {
            case "blur":
                let length = try ScriptLength.read(&scanner)
                guard length.unit != .percent, length.value >= 0 else { throw .expected("a blur length ≥ 0", found: value) }
                blur = length.resolved(percentOf: 0, metrics: metrics)
            case "saturate":
                let number = try scanner.number()
                let factor = scanner.consume("%") ? number / 100 : number
                guard factor >= 0 else { throw .expected("a saturation ≥ 0", found: value) }
                saturation = factor
            default:
                throw .expected("blur(…) or saturate(…) (other filter functions are not supported)", found: function)
            }
            scanner.skipSpaces()
            guard scanner.consume(")") else { throw .expected("\")\"", found: value) }
            scanner.skipSpaces()
        }
        guard blur != nil || saturation != nil else { throw .expected("none, blur(…) or saturate(…)", found: value) }
        return (blur, saturation)
    }
}

extension ScriptStyle {
    /// Sets one of ``ScriptLookStyle/properties`` (value trimmed), `inherit` included.
    mutating func applyLook(_ name: String, _ value: String, parent: ScriptStyle) throws(ValueError) -> Outcome {
        if value == "inherit" {
            look.copy(name, from: parent.look)
        } else {
            try look.apply(name, value, parent: parent.look, metrics: parent.lengthMetrics)
        }
        return .applied
    }
}
