// The computed style of one element: every property the script draws with, after the cascade
// and inheritance (SVG 1.1 Appendix N property table; defaults are SVG's, not Core Animation's:
// black fill, no stroke, miter limit 4).
import Foundation
import Lamina

/// The properties of one element after the cascade.
struct ScriptStyle {
    // Inherited properties.
    var fill: ScriptPaint = .color(.color(.black))
    var fillOpacity: Double = 1
    var fillRule: FillRule = .nonZero
    var clipRule: FillRule = .nonZero
    var stroke: ScriptPaint = .none
    var strokeOpacity: Double = 1
    var strokeWidth = ScriptLength(1)
    var lineCap: LineCap = .butt
    var lineJoin: LineJoin = .miter
    var miterLimit: Double = 4
    var dashArray: [ScriptLength]? = nil
    var dashOffset = ScriptLength(0)
    var visible = true
    /// Whether images scale by their nearest pixel (`image-rendering: optimizeSpeed`,
    /// `pixelated`, `crisp-edges`) rather than smoothly. Inherited; default false.
    var pixelatedImages = false
    var color: Color = .black
    /// Lamina extensions: the trim window of the stroke, fractions 0…1 of its length.
    /// Inherited, so a group or a `<use>` can trim the shapes inside it.
    var strokeStart: Double = 0
    var strokeEnd: Double = 1
    /// What an inch is, in user units, for the absolute length units in the values this style
    /// parses (shadow-radius, font-size, backdrop-filter): ``ScriptOptions/dpi``, which the
    /// resolver's base style carries down. Inherited.
    var pixelsPerInch: Double = 96
    /// CSS's `medium` font size (``ScriptOptions/fontSize``), which the base style carries down. Inherited.
    var mediumFontSize: Double = 16
    /// The root element's `font-size` (what `rem` means) and the root viewport in user units
    /// (what `vw`, `vh`, `vmin` and `vmax` mean), which the resolver sets at the root. Inherited.
    var rootFontSize: Double = 16
    var rootViewport = CGSize(width: 100, height: 100)
    /// `paint-order`: whether the stroke is painted before (beneath) the fill. Inherited.
    var strokeFirst = false
    /// `paint-order`: where the markers are painted among fill and stroke: 0 first, 1 between,
    /// 2 last (the default). Inherited.
    var markersAt = 2
    /// `marker-start`, `marker-mid`, `marker-end`: the ids of the `<marker>`s drawn at a shape's
    /// vertices; nil for none. Inherited.
    var markerStart: String?
    var markerMid: String?
    var markerEnd: String?
    /// `color-interpolation-filters`: the colour space filter primitives compute in. Inherited.
    var filterColorSpace: FilterColorSpace = .linearRGB

    // Not inherited.
    var opacity: Double = 1
    /// `mix-blend-mode`: how the element's group blends with what lies beneath.
    var blendMode: BlendMode = .normal
    /// `isolation: isolate` (CSS Compositing 1 §3.3): blend modes inside blend only with each other.
    var isolate = false
    var display = true
    var clipPath: String? = nil
    var mask: String? = nil
    /// `mask-type` (CSS Masking 1 §7.1), read on a `<mask>`: whether its alpha alone masks
    /// (`alpha`) rather than its luminance times its alpha (`luminance`, the default).
    var maskAlpha = false
    /// `filter`: `<filter>` references and filter functions, applied in order; empty for none.
    var filter: [ScriptFilterValue] = []
    /// The `filter` value as declared, read again once the element's font size is known (em).
    var filterSource: String? = nil
    /// `flood-color` and `flood-opacity`, read by `feFlood` and `feDropShadow`.
    var floodColor: CSSColor = .color(.black)
    var floodOpacity: Double = 1
    /// `lighting-color`, read by `feDiffuseLighting` and `feSpecularLighting`.
    var lightingColor: CSSColor = .color(.white)
    var stopColor: CSSColor = .color(.black)
    var stopOpacity: Double = 1
    /// Lamina extensions: a layer shadow.
    var shadowColor: CSSColor = .color(.black)
    var shadowOpacity: Double = 0
    var shadowRadius: Double = 3
    var shadowOffset = CGSize(width: 0, height: -3)
    var overflowVisible = false
    /// The CSS `transform` property from `style=""` or a sheet, which replaces the `transform`
    /// attribute (SVG 2 §8.5); nil when none is set. Not inherited.
    var transform: CGAffineTransform?
    /// CSS `background-color`: on the root `<svg>`, painted over its viewBox beneath
    /// everything (as browsers paint a standalone SVG's canvas); nil for none. Not inherited.
    var backgroundColor: CSSColor?
    /// `vector-effect: non-scaling-stroke`: the stroke's width and dashes are measured in the
    /// viewport's units, whatever the transforms above the shape.
    var nonScalingStroke = false
    /// Font, effect, rendering-mode and tint properties (ScriptLookStyle.swift).
    var look = ScriptLookStyle()

    /// Every property at its initial value.
    static let initial = ScriptStyle()

    /// What relative lengths mean on this element: its font size, the root's, the root viewport.
    var lengthMetrics: ScriptLength.Metrics {
        ScriptLength.Metrics(pixelsPerInch: pixelsPerInch, fontSize: look.fontSize, rootFontSize: rootFontSize,
                             mediumFontSize: mediumFontSize, viewport: rootViewport)
    }

    /// The inherited lengths as computed values, font- and viewport-relative units resolved with
    /// this element's metrics, so that a child inherits `1em` as its parent's em (CSS Values 4
    /// §6; resvg resolves them where they are declared too).
    mutating func computeLengths() {
        let metrics = lengthMetrics
        strokeWidth = strokeWidth.computed(metrics)
        dashOffset = dashOffset.computed(metrics)
        dashArray = dashArray?.map { $0.computed(metrics) }
        // Lengths in filter functions (`drop-shadow(0.2em …)`) use the font size, whichever
        // property was declared first; the value parsed once already, so it parses again.
        if let source = filterSource, let values = try? ScriptFilterValue.parseList(source, metrics: metrics) {
            filter = values
        }
    }

    /// Properties that are not inherited, reset for each child.
    func inheritedForChild() -> ScriptStyle {
        var child = self
        let initial = Self.initial
        child.opacity = initial.opacity
        child.blendMode = initial.blendMode
        child.isolate = initial.isolate
        child.display = initial.display
        child.clipPath = initial.clipPath
        child.mask = initial.mask
        child.maskAlpha = initial.maskAlpha
        child.filter = initial.filter
        child.filterSource = initial.filterSource
        child.floodColor = initial.floodColor
        child.floodOpacity = initial.floodOpacity
        child.lightingColor = initial.lightingColor
        child.stopColor = initial.stopColor
        child.stopOpacity = initial.stopOpacity
        child.shadowColor = initial.shadowColor
        child.shadowOpacity = initial.shadowOpacity
        child.shadowRadius = initial.shadowRadius
        child.shadowOffset = initial.shadowOffset
        child.overflowVisible = initial.overflowVisible
        child.transform = initial.transform
        child.backgroundColor = initial.backgroundColor
        child.nonScalingStroke = initial.nonScalingStroke
        child.look = look.inheritedForChild()
        return child
    }

    /// What setting a property did.
    enum Outcome: Equatable {
        /// The property was set.
        case applied
        /// The name is not a style property (a geometry attribute, say); nothing happened.
        case notAProperty
        /// The property is known but Lamina does not draw it yet; the caller warns.
        case unsupported
    }

    /// Properties that have no presentation attribute (SVG 2 §6.6's list leaves them out): an
    /// attribute of that name is not a property, and only `style` or a style sheet sets them.
    static let cssOnlyProperties: Set<String> = ["mix-blend-mode", "isolation", "marker", "transform",
                                                 "background-color", "font", "font-kerning"]

    /// `mix-blend-mode`'s keywords (CSS Compositing and Blending 1, §5.3), as Lamina's blend modes.
    static let blendModes: [String: BlendMode] = [
        "normal": .normal, "multiply": .multiply, "screen": .screen, "overlay": .overlay, "darken": .darken,
        "lighten": .lighten, "color-dodge": .colorDodge, "color-burn": .colorBurn, "hard-light": .hardLight,
        "soft-light": .softLight, "difference": .difference, "exclusion": .exclusion, "hue": .hue,
        "saturation": .saturation, "color": .color, "luminosity": .luminosity, "plus-lighter": .plusLighter,
    ]

    /// Properties a browser knows that Lamina does not draw (yet); they produce a warning.
    static let unsupportedProperties: Set<String> = ["enable-background"]

    /// Every property ``apply(_:_:parent:)`` sets itself.
    static let properties: Set<String> = [
        "fill", "stroke", "fill-opacity", "stroke-opacity", "opacity", "mix-blend-mode", "stop-opacity",
        "shadow-opacity", "fill-rule", "clip-rule", "stroke-width", "stroke-linecap", "stroke-linejoin",
        "stroke-miterlimit", "stroke-dasharray", "stroke-dashoffset", "visibility", "display", "overflow", "color",
        "clip-path", "mask", "stop-color", "stroke-start", "stroke-end", "paint-order", "marker-start", "marker-mid",
        "marker-end", "marker", "shadow-color", "shadow-radius", "shadow-offset", "transform", "background-color",
        "vector-effect", "mask-type", "image-rendering", "filter", "flood-color", "flood-opacity",
        "color-interpolation-filters", "isolation", "lighting-color",
    ]

    /// Who handles a property name.
    enum PropertyKind {
        /// One of ``properties``.
        case paint
        /// One of ``ScriptLookStyle/properties``.
        case look
        /// One of ``unsupportedProperties``.
        case unsupported
    }

    /// Every name the cascade knows, by kind: one hash answers an attribute such as `d` or `x`
    /// (most attributes are not properties), where three set lookups used to.
    static let propertyKinds = [String: PropertyKind](
        naming: [(unsupportedProperties, .unsupported), (ScriptLookStyle.properties, .look), (properties, .paint)])

    /// The names an attribute sets a property by: every name the cascade knows but
    /// ``cssOnlyProperties``. One hash tells a geometry or editor attribute (`d`, `id`,
    /// `inkscape:label`) to skip, before any work.
    static let presentationAttributes = Set(propertyKinds.keys).subtracting(cssOnlyProperties)

    /// Sets property `name` from `value`, reusing paints already parsed from the same text.
    mutating func apply(_ name: String, _ rawValue: String, parent: ScriptStyle,
                        paints: inout [String: ScriptPaint]) throws(ValueError) -> Outcome {
        guard name == "fill" || name == "stroke" else { return try apply(name, rawValue, parent: parent) }
        if let paint = paints[rawValue] {
            if name == "fill" { fill = paint } else { stroke = paint }
            return .applied
        }
        let outcome = try apply(name, rawValue, parent: parent)
        // Icons repeat a few colours thousands of times; the cache is bounded all the same.
        if rawValue.trimmed != "inherit", paints.count < 4096 { paints[rawValue] = name == "fill" ? fill : stroke }
        return outcome
    }

    /// Sets property `name` from `value`; `parent` is the parent's computed style, for `inherit`.
    /// - Throws: ``ValueError`` for a malformed value of a known property.
    mutating func apply(_ name: String, _ rawValue: String, parent: ScriptStyle) throws(ValueError) -> Outcome {
        // Most attributes (d, x, width, …) are not properties: answer those before any work.
        switch Self.propertyKinds[name] {
        case nil: return .notAProperty
        case .unsupported: return .unsupported
        case .look: return try applyLook(name, rawValue.trimmed, parent: parent)
        case .paint: break
        }
        let value = rawValue.trimmed
        if value == "inherit" {
            return copyProperty(name, from: parent) ? .applied : .notAProperty
        }
        switch name {
        case "fill": fill = try ScriptPaint(parsing: value)
        case "stroke": stroke = try ScriptPaint(parsing: value)
        case "fill-opacity": fillOpacity = try Self.opacity(value)
        case "stroke-opacity": strokeOpacity = try Self.opacity(value)
        case "opacity": opacity = try Self.opacity(value)
        case "mix-blend-mode": blendMode = try Self.keyword(value, Self.blendModes)
        case "isolation": isolate = try Self.keyword(value, ["auto": false, "isolate": true])
        case "stop-opacity": stopOpacity = try Self.opacity(value)
        case "shadow-opacity": shadowOpacity = try Self.opacity(value)
        case "fill-rule": fillRule = try Self.fillRule(value)
        case "clip-rule": clipRule = try Self.fillRule(value)
        case "stroke-width": strokeWidth = try Self.nonNegativeLength(value, "stroke-width")
        case "stroke-linecap": lineCap = try Self.keyword(value, ["butt": .butt, "round": .round, "square": .square])
        case "stroke-linejoin":
            lineJoin = try Self.keyword(value, ["miter": .miter, "round": .round, "bevel": .bevel,
                                                "miter-clip": .miter, "arcs": .miter])
            // SVG 2's miter-clip and arcs joins draw as miter, with a warning.
            if value == "miter-clip" || value == "arcs" { return .unsupported }
        case "stroke-miterlimit":
            let limit = try ValueScanner.singleNumber(value)
            guard limit >= 1 else { throw .expected("a miter limit of at least 1", found: value) }
            miterLimit = limit
        case "stroke-dasharray": dashArray = try Self.dashArray(value)
        case "stroke-dashoffset": dashOffset = try ScriptLength(parsing: value)
        case "visibility": visible = try Self.keyword(value, ["visible": true, "hidden": false, "collapse": false])
        case "display": display = value != "none"
        case "overflow": overflowVisible = value == "visible" || value == "auto"
        case "vector-effect":
            // SVG 2 §13.9's other effects (non-scaling-size, non-rotation, fixed-position) are at risk.
            nonScalingStroke = try Self.keyword(value, ["none": false, "non-scaling-stroke": true,
                                                        "non-scaling-size": false, "non-rotation": false,
                                                        "fixed-position": false])
            if !["none", "non-scaling-stroke"].contains(value) { return .unsupported }
        case "color":
            if case .color(let c) = try CSSColor(parsing: value) { color = c }
        case "clip-path": clipPath = try ScriptPaint.urlReference(value)
        case "mask": mask = try ScriptPaint.urlReference(value)
        case "mask-type": maskAlpha = try Self.keyword(value, ["luminance": false, "alpha": true])
        case "filter":
            filter = try ScriptFilterValue.parseList(value, metrics: lengthMetrics)
            filterSource = value
        case "flood-color": floodColor = try CSSColor(parsing: value)
        case "flood-opacity": floodOpacity = try Self.opacity(value)
        case "lighting-color": lightingColor = try CSSColor(parsing: value)
        case "color-interpolation-filters":
            filterColorSpace = try Self.keyword(value, ["auto": .sRGB, "sRGB": .sRGB, "linearRGB": .linearRGB])
        case "stop-color": stopColor = try CSSColor(parsing: value)
        case "image-rendering":
            pixelatedImages = try Self.keyword(value, ["auto": false, "optimizeQuality": false, "smooth": false,
                                                       "high-quality": false, "optimizeSpeed": true,
                                                       "crisp-edges": true, "pixelated": true])
        case "paint-order": (strokeFirst, markersAt) = try Self.paintOrder(value)
        case "marker-start": markerStart = try ScriptPaint.urlReference(value)
        case "marker-mid": markerMid = try ScriptPaint.urlReference(value)
        case "marker-end": markerEnd = try ScriptPaint.urlReference(value)
        case "marker":
            let marker = try ScriptPaint.urlReference(value)
            (markerStart, markerMid, markerEnd) = (marker, marker, marker)
        case "transform": transform = try TransformParser.parseCSS(value)
        case "background-color": backgroundColor = try CSSColor(parsing: value)
        case "stroke-start": strokeStart = try Self.fraction(value, name)
        case "stroke-end": strokeEnd = try Self.fraction(value, name)
        case "shadow-color": shadowColor = try CSSColor(parsing: value)
        case "shadow-radius":
            shadowRadius = try Self.nonNegativeLength(value, name).resolved(percentOf: 0, metrics: lengthMetrics)
            guard shadowRadius.isFinite else { throw .expected("a finite length", found: value) }
        case "shadow-offset":
            let numbers = try ValueScanner.numberList(value)
            guard numbers.count == 2 else { throw .expected("two numbers \"dx dy\"", found: value) }
            shadowOffset = CGSize(width: numbers[0], height: numbers[1])
        default:
            return .notAProperty
        }
        return .applied
    }

    /// Copies one property from `other`; false when `name` is not a property.
    private mutating func copyProperty(_ name: String, from other: ScriptStyle) -> Bool {
        switch name {
        case "fill": fill = other.fill
        case "stroke": stroke = other.stroke
        case "fill-opacity": fillOpacity = other.fillOpacity
        case "stroke-opacity": strokeOpacity = other.strokeOpacity
        case "opacity": opacity = other.opacity
        case "mix-blend-mode": blendMode = other.blendMode
        case "isolation": isolate = other.isolate
        case "fill-rule": fillRule = other.fillRule
        case "clip-rule": clipRule = other.clipRule
        case "stroke-width": strokeWidth = other.strokeWidth
        case "stroke-linecap": lineCap = other.lineCap
        case "stroke-linejoin": lineJoin = other.lineJoin
        case "stroke-miterlimit": miterLimit = other.miterLimit
        case "stroke-dasharray": dashArray = other.dashArray
        case "stroke-dashoffset": dashOffset = other.dashOffset
        case "visibility": visible = other.visible
        case "color": color = other.color
        case "paint-order": (strokeFirst, markersAt) = (other.strokeFirst, other.markersAt)
        case "marker-start": markerStart = other.markerStart
        case "marker-mid": markerMid = other.markerMid
        case "marker-end": markerEnd = other.markerEnd
        case "marker": (markerStart, markerMid, markerEnd) = (other.markerStart, other.markerMid, other.markerEnd)
        case "stroke-start": strokeStart = other.strokeStart
        case "stroke-end": strokeEnd = other.strokeEnd
        case "stop-color": stopColor = other.stopColor
        case "filter": (filter, filterSource) = (other.filter, nil)  // the computed value: the parent's em
        case "flood-color": floodColor = other.floodColor
        case "flood-opacity": floodOpacity = other.floodOpacity
        case "lighting-color": lightingColor = other.lightingColor
        case "color-interpolation-filters": filterColorSpace = other.filterColorSpace
        case "stop-opacity": stopOpacity = other.stopOpacity
        case "transform": transform = other.transform
        case "background-color": backgroundColor = other.backgroundColor
        case "vector-effect": nonScalingStroke = other.nonScalingStroke
        case "image-rendering": pixelatedImages = other.pixelatedImages
        default: return false
        }
        return true
    }

    private static func opacity(_ value: String) throws(ValueError) -> Double {
        var scanner = ValueScanner(value)
        let number = try scanner.number()
        let percent = scanner.consume("%")
        try scanner.expectEnd("an opacity such as 0.5 or 50%")
        return min(max(percent ? number / 100 : number, 0), 1)
    }

    private static func fraction(_ value: String, _ name: String) throws(ValueError) -> Double {
        min(max(try opacity(value), 0), 1)
    }

    private static func fillRule(_ value: String) throws(ValueError) -> FillRule {
        try keyword(value, ["nonzero": .nonZero, "evenodd": .evenOdd])
    }

    private static func keyword<T>(_ value: String, _ table: [String: T]) throws(ValueError) -> T {
        guard let result = table[value] else {
            throw .expected("one of " + table.keys.sorted().joined(separator: ", "), found: value)
        }
        return result
    }

    /// `paint-order` (`normal`, or `fill`, `stroke` and `markers` in some order, the missing
    /// ones after in that order): whether the stroke is painted before the fill, and where
    /// the markers go among the three.
    private static func paintOrder(_ value: String) throws(ValueError) -> (strokeFirst: Bool, markersAt: Int) {
        if value == "normal" { return (false, 2) }
        var words = value.split(whereSeparator: \.isWhitespace).map(String.init)
        guard (1...3).contains(words.count), Set(words).count == words.count,
              words.allSatisfy({ ["fill", "stroke", "markers"].contains($0) }) else {
            throw .expected("normal, or fill, stroke and markers in the order they are painted", found: value)
        }
        words += ["fill", "stroke", "markers"].filter { !words.contains($0) }
        let fill = words.firstIndex(of: "fill") ?? 0, stroke = words.firstIndex(of: "stroke") ?? 1
        return (stroke < fill, words.firstIndex(of: "markers") ?? 2)
    }

    private static func nonNegativeLength(_ value: String, _ name: String) throws(ValueError) -> ScriptLength {
        let length = try ScriptLength(parsing: value)
        guard length.value >= 0 else { throw .expected("a length of at least 0", found: value) }
        return length
    }

    /// `none` or a list of non-negative lengths (SVG 1.1 §11.4).
    private static func dashArray(_ value: String) throws(ValueError) -> [ScriptLength]? {
        if value == "none" { return nil }
        var scanner = ValueScanner(value)
        var lengths: [ScriptLength] = []
        scanner.skipSpaces()
        while !scanner.isAtEnd {
            let length = try ScriptLength.read(&scanner)
            guard length.value >= 0 else { throw .expected("dash lengths of at least 0", found: value) }
            lengths.append(length)
            scanner.skipCommaSpaces()
        }
        return lengths.isEmpty ? nil : lengths
    }
}
