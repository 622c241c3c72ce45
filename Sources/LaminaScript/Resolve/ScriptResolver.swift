// From the XML tree to the resolved model: the cascade, inheritance, and one walk over the
// elements that turns each into a resolved node (resvg's usvg converter, in Swift). Shapes,
// paints and references live in the ScriptResolver+*.swift extensions.
import Foundation
import Lamina

/// Resolves one script's element tree. Collects warnings; throws the first error.
final class ScriptResolver {
    /// Where a walk is: the parent's computed style, the element's document ancestors (for CSS),
    /// the parent's absolute transform, the nearest viewport (for percentages), the depth and
    /// the `<use>` references being expanded (to stop cycles).
    struct Context {
        @CopyOnWrite var style = ScriptStyle()
        var ancestors: [ScriptElement] = []
        var absolute = CGAffineTransform.identity
        var viewport = CGSize(width: 100, height: 100)
        var depth = 0
        var references: Set<ObjectIdentifier> = []
        /// The `<marker>`s being drawn, outermost first (a subset of `references`).
        var markers: Set<ObjectIdentifier> = []
        /// Inside a `<clipPath>`: paints become opaque black and the clip rule fills.
        var inClip = false
        /// The `color` the parent layer's tint resolves to; nil at the root of a layer tree.
        var tintParent: Color?
        /// What `context-fill` and `context-stroke` stand for here; nil outside a context element.
        var contextPaint: ContextPaint?
    }

    let file: String
    let options: ScriptOptions
    private(set) var warnings: [ScriptDiagnostic] = []
    /// Each unsupported property's one warning: where it stands in ``warnings``, its message,
    /// and on how many elements the property was ignored.
    private var propertyWarnings: [String: (index: Int, message: String, count: Int)] = [:]
    /// The root `<svg>`'s `color`: the tint of the script's root layer.
    private(set) var rootColor = Color.black
    /// The root `<svg>`'s `font-size` (`rem`) and size in px (`vw`, `vh`), for every style.
    private var rootFontSize: Double = 16
    /// Glyph outline elements the script's text has drawn so far (ScriptResolver+Text.swift).
    var glyphElements = 0
    /// Filter primitives resolved again for animated primitive attributes so far
    /// (ScriptResolver+FilterAnimation.swift).
    var animatedFilterPrimitives = 0
    private var rootViewport = CGSize(width: 100, height: 100)
    var sheet = CSSStyleSheet()
    /// The fonts of the sheet's `@font-face` rules, loaded when text is first laid out
    /// (ScriptResolver+FontFace.swift); nil without rules.
    private(set) lazy var fontSet: FontSet? = loadFontFaces()
    /// Every element with an id, and its document ancestors (root first).
    var index: [String: (element: ScriptElement, ancestors: [ScriptElement])] = [:]
    /// How many nodes have been resolved, against ``ScriptLimits/maxDrawnElements``.
    private(set) var nodeCount = 0
    /// The images loaded so far, by `href`, so that an image used many times is decoded once
    /// (nil for one that could not be read).
    var loadedImages: [ImageHref: ScriptImageSource?] = [:]
    /// The pixels of the images decoded so far, against ``ScriptLimits/maxDecodedImagePixels``.
    var decodedImagePixels = 0
    /// How many elements the document holds: the drawn elements may number this many plus
    /// ``ScriptLimits/maxDrawnElements``, so that only copies cost the limit.
    private(set) var documentElements = 0
    /// How many times style rules have been tried against elements, against
    /// ``ScriptLimits/maxSelectorTests``.
    private(set) var selectorTests = 0
    /// Paints already parsed, by their text.
    private var paints: [String: ScriptPaint] = [:]
    /// The declarations of each `style` attribute's text parsed so far without a warning:
    /// drawing programs write the same few styles on thousands of elements (do.svg: 6,783
    /// `style`s, 219 texts). Bounded at ``maxCachedStyles`` texts.
    private var inlineDeclarations: [String: [CSSDeclaration]] = [:]
    /// How many `style` texts ``inlineDeclarations`` keeps at most.
    private static let maxCachedStyles = 4096
    /// The script's SMIL elements: by `href` target, and which were played.
    var smil = SMILIndex()
    /// Elements and attributes already warned about, so a `<use>`d element warns once.
    private var warned: Set<String> = []
    /// What finds reference cycles among masks and clip paths (ReferenceCycles.swift).
    var cycles = ReferenceCycles()

    /// The size of a root without a viewBox and with its width or height absent (or a
    /// percentage): nil until measured, then the right and bottom edges of its content's
    /// bounding box, as resvg sizes such a document (usvg's `calculate_svg_bbox`).
    var contentSize: CGSize?
    /// Set by ``resolveDocument(_:absolute:depth:)`` when the document is sized by its content
    /// and the options scale it: the content's size, for a second resolution that draws it at
    /// that scale (`contentSize`).
    private(set) var remeasuredSize: CGSize?

    init(file: String, options: ScriptOptions) {
        self.file = file
        self.options = options
        rootFontSize = options.fontSize
    }

    /// The style above the root: every property at its initial value, inches at
    /// ``ScriptOptions/dpi``, the font size ``ScriptOptions/fontSize``.
    var baseStyle: ScriptStyle {
        @CopyOnWrite var style = ScriptStyle()
        style.pixelsPerInch = options.dpi
        style.mediumFontSize = options.fontSize
        style.look.fontSize = options.fontSize
        style.rootFontSize = rootFontSize
        style.rootViewport = rootViewport
        return style
    }

    // MARK: Diagnostics

    func error(_ location: SourceLocation, _ message: String) -> ScriptDiagnostic {
        ScriptDiagnostic(file: file, location: location, severity: .error, message: message)
    }

    func warn(_ location: SourceLocation, _ message: String) {
        let key = "\(location):\(message)"
        guard warned.insert(key).inserted else { return }
        warnings.append(ScriptDiagnostic(file: file, location: location, severity: .warning, message: message))
    }

    /// Warns that property `name` is not drawn, once per file: at the first element that sets
    /// it, with a count of the elements after it (`… ignored here and on 36 more elements`).
    func warnUnsupported(_ name: String, _ location: SourceLocation, _ message: String, _ remedy: String) {
        guard let (index, first, count) = propertyWarnings[name] else {
            propertyWarnings[name] = (warnings.count, message, 1)
            warnings.append(ScriptDiagnostic(file: file, location: location, severity: .warning,
                                             message: "\(message) \(remedy)"))
            return
        }
        propertyWarnings[name] = (index, first, count + 1)
        let more = count == 1 ? "1 more element" : "\(count) more elements"
        warnings[index] = ScriptDiagnostic(file: file, location: warnings[index].location, severity: .warning,
                                           message: "\(first) here and on \(more) \(remedy)")
    }

    /// Adds warnings found in another document (an SVG image's), each once however often the
    /// image is drawn.
    func adoptWarnings(_ diagnostics: [ScriptDiagnostic]) {
        for diagnostic in diagnostics where warned.insert(diagnostic.description).inserted {
            warnings.append(diagnostic)
        }
    }

    /// The attribute `name` of `element` read by `body`; nil when it is absent, or when its
    /// value is invalid, which then behaves as if absent (SVG 2 §4.4) with a warning naming the
    /// attribute, what was expected and what was found.
    func reading<T>(_ element: ScriptElement, _ name: String, _ body: (String) throws(ValueError) -> T) throws -> T? {
        guard let attribute = element.attributes[name] else { return nil }
        do {
            return try body(attribute.value)
        } catch {
            warn(attribute.location, "\(name): \(error.message); ignored")
            return nil
        }
    }

    // MARK: The document

    /// Indexes ids and style sheets, then resolves the root `<svg>`, whose user space maps to
    /// the viewport (an SVG image's, for a document drawn by `<image>`) by `absolute`, at
    /// element nesting `depth`.
    func resolveDocument(_ root: ScriptElement, absolute: CGAffineTransform = .identity,
                         depth: Int = 0) throws -> (size: CGSize, root: ResolvedNode) {
        // Room for every element's id at once, rather than rehashing them all each time the
        // index doubles (do.svg gives each of its 6,769 paths an id).
        index.reserveCapacity(index.count + Self.elementCount(root))
        try indexElements(root, ancestors: [])
        warnAboutAnimationTargets()
        let viewport = try documentViewport(root)
        var size = viewport.size
        if viewport.disabled { return (size, .group(ResolvedCommon(), children: [], clipRect: nil)) }
        var context = Context()
        context.viewport = size
        context.absolute = absolute
        context.depth = depth
        rootViewport = viewport.own
        // The root's own properties (fill, color, font…) inherit to everything inside it.
        context.style = try computeStyle(root, ancestors: [], parent: baseStyle)
        rootFontSize = context.style.look.fontSize
        (context.style.rootFontSize, context.style.rootViewport) = (rootFontSize, rootViewport)
        context.ancestors = [root]
        rootColor = context.style.color
        context.tintParent = rootColor
        // The root's own opacity and display apply to the whole drawing, its background too.
        var common = ResolvedCommon(location: root.location)
        common.opacity = context.style.opacity
        guard context.style.display else { return (size, .group(common, children: [], clipRect: nil)) }
        let rootTransform = try transform("transform", of: root, viewport: size, css: context.style.transform) ?? .identity
        let body = try resolveViewport(root, context: context, rect: CGRect(origin: .zero, size: size),
                                       viewBox: viewport.effectiveViewBox, aspect: viewport.viewBox == nil ? .stretch : nil,
                                       children: root.children, clips: false,
                                       common: common, inner: rootTransform)
        if viewport.sizedByContent, contentSize == nil,
           case .group(_, let bodies, _) = body, case .group(_, let children, _)? = bodies.first,
           let bounds = ResolvedNode.bounds(of: children)?.applying(rootTransform) {
            // Sized by the content, measured now in the root's user space: the absent sides
            // become its right and bottom edges. A size from the options scales the drawing,
            // which takes a second resolution.
            let own = CGSize(width: viewport.hasWidth || bounds.maxX <= 0 ? viewport.own.width : bounds.maxX,
                             height: viewport.hasHeight || bounds.maxY <= 0 ? viewport.own.height : bounds.maxY)
            size = options.viewportSize(natural: own)
            if size != own { remeasuredSize = own }
            try checkSize(size, root: root)
        }
        let drawn = withBackground(body, style: context.style,
                                   area: viewport.viewBox ?? CGRect(origin: .zero, size: viewport.own))
        let node = try maskingRoot(drawn, root: root, context: context,
                                   viewport: viewport.effectiveViewBox?.size ?? size)
        warnAboutUnplayedAnimations()
        return (size, node)
    }

    /// The root `<svg>`'s sizes and viewBoxes (``documentViewport(_:)``).
    struct DocumentViewport {
        /// The drawing's size in points: the script's own, or the one the options ask for.
        var size: CGSize
        /// The script's own size in points (`width`/`height`, else its viewBox's size).
        var own: CGSize
        /// The root's `viewBox`, if any.
        var viewBox: CGRect?
        /// The viewBox the content is drawn through: the root's, or its own size (stretched to
        /// ``size``) when the options scale the drawing.
        var effectiveViewBox: CGRect?
        /// Whether nothing draws: a width or height of 0 (SVG 1.1 §7.9), or a conditional
        /// attribute on the root that fails, as in resvg.
        var disabled: Bool
        /// Whether the root sets a width, and a height (not a percentage).
        var hasWidth = true, hasHeight = true
        /// Whether the content's bounding box gives the size (``contentSize``): no viewBox,
        /// and a side absent.
        var sizedByContent: Bool { viewBox == nil && !(hasWidth && hasHeight) }
    }

    /// The root `<svg>`'s size in points and the viewBox its content is drawn through.
    /// - Throws: when the root is not `<svg>` or its size breaks the limits (a zero size with
    ///   none given from outside among them).
    func documentViewport(_ root: ScriptElement) throws -> DocumentViewport {
        guard root.name == "svg" else {
            throw error(root.location, "expected <svg> as the root element, found <\(root.name)>")
        }
        let viewBox = try self.viewBox(root)
        var width = try reading(root, "width") { v throws(ValueError) in try ScriptLength(parsing: v) }
        var height = try reading(root, "height") { v throws(ValueError) in try ScriptLength(parsing: v) }
        if width?.unit == .percent { width = nil }
        if height?.unit == .percent { height = nil }
        let natural = viewBox?.size ?? (width == nil || height == nil ? contentSize : nil)
            ?? CGSize(width: 100, height: 100)
        var size = CGSize(width: width?.resolved(percentOf: 0, pixelsPerInch: options.dpi) ?? natural.width,
                          height: height?.resolved(percentOf: 0, pixelsPerInch: options.dpi) ?? natural.height)
        if width == nil, height != nil, natural.height > 0 { size.width = size.height * natural.width / natural.height }
        if height == nil, width != nil, natural.width > 0 { size.height = size.width * natural.height / natural.width }
        let own = size
        size = options.viewportSize(natural: own)
        // A size given from outside scales the drawing, as if the script had a viewBox of its own
        // size; without a viewBox of its own the drawing stretches to that size on each axis (the
        // root's preserveAspectRatio applies to a viewBox only), as Chromium, resvg and
        // rsvg-convert draw it.
        let effectiveViewBox = viewBox ?? (size == own ? nil : CGRect(origin: .zero, size: own))
        try checkSize(size, root: root)
        return DocumentViewport(size: size, own: own, viewBox: viewBox, effectiveViewBox: effectiveViewBox,
                                disabled: own.width == 0 || own.height == 0 || !conditionsHold(on: root),
                                hasWidth: width != nil, hasHeight: height != nil)
    }

    /// Checks the drawing's size in points against the limits.
    /// - Throws: when a side is not finite, not positive or above the limit, or the image at
    ///   the options' scale holds too many pixels.
    private func checkSize(_ size: CGSize, root: ScriptElement) throws {
        let limit = options.limits.maxViewportSide
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0,
              size.width <= limit, size.height <= limit else {
            throw error(root.location, "svg: expected a size of 0 < side ≤ \(Int(limit)) points, "
                        + "found \(size.width)×\(size.height)")
        }
        let pixels = (size.width * options.scale).rounded(.up) * (size.height * options.scale).rounded(.up)
        guard pixels <= CGFloat(options.limits.maxImagePixels) else {
            throw error(root.location, "svg: expected an image of at most \(options.limits.maxImagePixels) pixels, "
                        + "found \(Int(pixels)) (\(size.width)×\(size.height) points at scale \(options.scale)); "
                        + "render it smaller, or raise ScriptLimits.maxImagePixels")
        }
    }

    private func indexElements(_ element: ScriptElement, ancestors: [ScriptElement]) throws {
        documentElements += 1
        // The first element of an id wins; one look-up finds its slot.
        if let id = element.id { Self.keepFirst(&index[id], (element, ancestors)) }
        noteReferenceTarget(element, position: documentElements)
        indexAnimation(element)
        if element.name == "style" {
            let type = element["type"] ?? "text/css"
            if type.isEmpty || type == "text/css" {
                sheet.add(element.text, location: element.location) { warn(element.location, $0) }
            }
        }
        guard !element.children.isEmpty else { return }
        let path = ancestors + [element]
        for child in element.children { try indexElements(child, ancestors: path) }
    }

    /// How many elements `element`'s tree holds, itself included.
    private static func elementCount(_ element: ScriptElement) -> Int {
        element.children.reduce(1) { $0 + elementCount($1) }
    }

    /// Sets `slot` to `value` unless it holds one already.
    private static func keepFirst<Value>(_ slot: inout Value?, _ value: @autoclosure () -> Value) {
        if slot == nil { slot = value() }
    }

    // MARK: The cascade

    /// The computed style of `element` whose parent's style is `parent`.
    func computeStyle(_ element: ScriptElement, ancestors: [ScriptElement], parent: ScriptStyle) throws -> ScriptStyle {
        var style = parent.inheritedForChild()
        var styleAttribute: ScriptAttribute?
        for (name, attribute) in element.attributes {
            if name == "style" {
                styleAttribute = attribute
                continue
            }
            // Properties that are not presentation attributes take effect only from CSS.
            guard ScriptStyle.presentationAttributes.contains(name) else { continue }
            try apply(name, attribute.value, to: &style, parent: parent, at: attribute.location, element: element)
        }
        let sheetDeclarations = try styleSheetDeclarations(for: element, ancestors: ancestors)
        var inline: [CSSDeclaration] = []
        if let styleAttribute {
            if let parsed = inlineDeclarations[styleAttribute.value] {
                inline = parsed
            } else {
                var clean = true
                inline = CSSDeclaration.parseBlock(styleAttribute.value) {
                    clean = false
                    warn(styleAttribute.location, "style: \($0.message); declaration ignored")
                }
                if clean, inlineDeclarations.count < Self.maxCachedStyles { inlineDeclarations[styleAttribute.value] = inline }
            }
        }
        let location = styleAttribute?.location ?? element.location
        func applyDeclarations(important: Bool) throws {
            for declaration in sheetDeclarations where declaration.important == important {
                try apply(declaration.name, declaration.value, to: &style, parent: parent, at: element.location,
                          element: element)
            }
            for declaration in inline where declaration.important == important {
                try apply(declaration.name, declaration.value, to: &style, parent: parent, at: location,
                          element: element)
            }
        }
        try applyDeclarations(important: false)
        if sheetDeclarations.contains(where: \.important) || inline.contains(where: \.important) {
            try applyDeclarations(important: true)
        }
        style.computeLengths()
        return style
    }

    /// The style sheet's declarations that apply to `element`, by ascending precedence.
    /// - Throws: when the rules tried so far pass ``ScriptLimits/maxSelectorTests``.
    func styleSheetDeclarations(for element: ScriptElement, ancestors: [ScriptElement]) throws -> [CSSDeclaration] {
        let (declarations, tried) = sheet.matchingDeclarations(for: element, ancestors: ancestors[...])
        try countSelectorTests(tried, at: element)
        return declarations
    }

    private func apply(_ name: String, _ value: String, to style: inout ScriptStyle, parent: ScriptStyle,
                       at location: SourceLocation, element: ScriptElement) throws {
        do {
            if try style.apply(name, value, parent: parent, paints: &paints) == .unsupported,
               !UnsupportedProperty.isSilent(name, value) {
                let what = name == "stroke-linejoin" ? "\(name): \(value) is not supported yet; drawn as miter"
                    : "\(name): not supported yet; ignored"
                warnUnsupported(name, location, "<\(element.name)> \(what)", "(see docs/Unsupported.md)")
            }
        } catch {
            // An invalid value makes the declaration behave as if absent (CSS 2 §4.2).
            warn(location, "\(name): \(error.message); ignored")
        }
    }

    /// Adds `count` tries of style rules against elements to the total, throwing at `element`
    /// once it passes ``ScriptLimits/maxSelectorTests``.
    func countSelectorTests(_ count: Int, at element: ScriptElement) throws {
        selectorTests += count
        guard selectorTests <= options.limits.maxSelectorTests else {
            throw error(element.location, "expected at most \(options.limits.maxSelectorTests) tries of style rules "
                        + "against elements, found more (a smaller style sheet or fewer elements)")
        }
    }

    /// Adds `count` drawn elements (copies made by `<use>` or `<replicate>` included) to the
    /// total, throwing at `element` once it passes ``ScriptLimits/maxDrawnElements``.
    /// Also where loading stops when ``ScriptOptions/cancellation`` is cancelled or past its
    /// deadline (an error at `element`).
    func countDrawn(_ count: Int, at element: ScriptElement) throws {
        do {
            try options.cancellation?.check()
        } catch {
            throw self.error(element.location, error.description)
        }
        let limit = options.limits.maxDrawnElements
        // Compared before adding, so a huge product cannot overflow.
        guard count <= limit + documentElements - nodeCount else {
            throw error(element.location, "expected at most \(limit) drawn elements more than the "
                        + "\(documentElements) the file holds (after <use> and <replicate> expansion), found more")
        }
        nodeCount += count
    }

    // MARK: The walk

    /// Elements that hold definitions, metadata or animations (applied to their target) and
    /// draw nothing where they stand.
    static let silentElements: Set<String> = [
        "defs", "symbol", "linearGradient", "radialGradient", "pattern", "stop", "clipPath", "mask", "style",
        "title", "desc", "metadata", "animate", "animateTransform", "animateMotion", "set", "mpath", "marker",
        "filter",
    ]

    /// Elements a browser knows that Lamina does not draw yet; they produce a warning.
    static let unsupportedElements: Set<String> = [
        "tspan", "textPath", "foreignObject",
    ]

    /// What an element name is to the walk, besides the drawn elements it switches on.
    enum ElementRole {
        /// One of ``silentElements``.
        case silent
        /// One of ``unsupportedElements``.
        case unsupported
        /// One of ``lookElements``: resolved by the look extensions.
        case look
    }

    /// The role of every silent, unsupported and look element: one hash per element.
    static let elementRoles = [String: ElementRole](
        naming: [(silentElements, .silent), (unsupportedElements, .unsupported), (lookElements, .look)])

    /// Resolves `element`, or nil when it draws nothing.
    func resolve(_ element: ScriptElement, context: Context) throws -> ResolvedNode? {
        let role = Self.elementRoles[element.name]
        switch role {
        case .silent: return nil
        case .unsupported:
            warn(element.location, "<\(element.name)> is not supported yet; skipped (see docs/Unsupported.md)")
            return nil
        case .look, nil: break
        }
        guard conditionsHold(on: element) else { return nil }
        try countDrawn(1, at: element)
        guard context.depth < options.limits.maxDepth else {
            throw error(element.location, "expected at most \(options.limits.maxDepth) nested elements "
                        + "(counting <use> references), found more")
        }
        let style = try computeStyle(element, ancestors: context.ancestors, parent: context.style)
        guard style.display else { return nil }
        var inner = context
        inner.style = style
        // Only children read the ancestors (for CSS); a leaf skips copying them.
        if !element.children.isEmpty { inner.ancestors.append(element) }
        inner.depth += 1
        inner.tintParent = style.color
        var common = ResolvedCommon(name: element.id, location: element.location)
        common.transform = try transform("transform", of: element, viewport: context.viewport,
                                         css: style.transform) ?? .identity

        var node: ResolvedNode?
        switch element.name {
        case _ where role == .look,
             "g" where style.look.hasEffect, "rect" where style.look.hasEffect:
            node = try resolveLook(element, common: common, style: style, context: inner)
        case "g", "a":
            inner.absolute = common.transform.concatenating(context.absolute)
            node = .group(common, children: try resolveChildren(element.children, context: inner), clipRect: nil)
        case "switch":
            inner.absolute = common.transform.concatenating(context.absolute)
            let chosen = switchChoice(among: element.children).map { [$0] } ?? []
            node = .group(common, children: try resolveChildren(chosen, context: inner), clipRect: nil)
        case "svg":
            node = try resolveNestedSVG(element, common: common, context: inner)
        case "use":
            node = try resolveUse(element, common: common, context: inner)
        case "image":
            warnAboutChildren(of: element)
            guard style.visible else { return nil }
            node = try resolveImage(element, common: common, style: style, context: inner)
        case "path", "rect", "circle", "ellipse", "line", "polyline", "polygon":
            warnAboutChildren(of: element)
            // A hidden shape paints nothing but still counts in its group's bounding box (SVG 2 §8.10).
            guard style.visible || !context.inClip else { return nil }
            node = try resolveShape(element, common: common, style: style, context: inner)
            if !style.visible, case .shape(let shapeCommon, var shape)? = node {
                (shape.fill, shape.stroke) = (nil, nil)
                node = .shape(shapeCommon, shape)
            } else if case .shape(let shapeCommon, let shape)? = node {
                inner.absolute = shapeCommon.transform.concatenating(context.absolute)
                let marks = try markers(for: shape, style: style, element: element, context: inner)
                if !marks.isEmpty { node = Self.shape(shape, common: shapeCommon, markers: marks, style: style,
                                                      absolute: inner.absolute) }
            }
        default:
            warn(element.location, "<\(element.name)> is not an element Lamina knows; skipped")
            return nil
        }
        guard var resolved = node else { return nil }
        try finish(&resolved, element: element, style: style, context: context)
        return try attachingAnimations(resolved, element: element, style: style, context: inner)
    }

    /// Shapes and images draw no children; animations and anything else inside them are
    /// named in a warning rather than dropped silently.
    private func warnAboutChildren(of element: ScriptElement) {
        for child in element.children where !Self.silentElements.contains(child.name) {
            if Self.unsupportedElements.contains(child.name) {
                warn(child.location, "<\(child.name)> is not supported yet; skipped (see docs/Unsupported.md)")
            } else {
                warn(child.location, "<\(child.name)> inside <\(element.name)> draws nothing; skipped")
            }
        }
    }

    func resolveChildren(_ children: [ScriptElement], context: Context) throws -> [ResolvedNode] {
        try children.compactMap { try resolve($0, context: context) }
    }

    /// Adds opacity, the absolute transform, clip path, mask and shadow to a resolved node.
    private func finish(_ node: inout ResolvedNode, element: ScriptElement, style: ScriptStyle,
                        context: Context) throws {
        var common = node.common
        common.absoluteTransform = common.transform.concatenating(context.absolute)
        guard common.absoluteTransform.isFinite else {
            throw error(element.attributes["transform"]?.location ?? element.location,
                        "transform: expected finite numbers, found a transform that overflows")
        }
        if !context.inClip {
            common.opacity = style.opacity
            common.blendMode = style.blendMode
            common.isolates = style.isolate
            if style.shadowOpacity > 0 {
                common.shadow = ResolvedShadow(color: style.shadowColor.dynamic,
                                               opacity: style.shadowOpacity, radius: style.shadowRadius,
                                               offset: style.shadowOffset)
            }
        }
        // The object bounding box is only needed by clips and masks (and can be costly for a large group).
        let bounds = style.clipPath != nil || style.mask != nil ? node.ownBounds : nil
        if let id = style.clipPath {
            common.clip = try resolveClip(id, element: element, bounds: bounds, absolute: common.absoluteTransform,
                                          context: context)
        }
        if let id = style.mask, !context.inClip {
            common.mask = try resolveMask(id, element: element, bounds: bounds, absolute: common.absoluteTransform,
                                          context: context)
        }
        if !style.filter.isEmpty, !context.inClip {
            common.filters = try resolveFilters(style.filter, element: element, bounds: node.ownBounds,
                                                currentColor: style.color, context: context)
            common.animations += try filterAnimations(style.filter, filters: common.filters, element: element,
                                                      bounds: node.ownBounds, currentColor: style.color, context: context)
        }
        switch finishLook(&common, node: node, element: element, style: style, context: context) {
        case .group(_, let children, let clipRect): node = .group(common, children: children, clipRect: clipRect)
        case .shape(_, let shape): node = .shape(common, shape)
        case .image(_, let image): node = .image(common, image)
        case .look(_, let look): node = .look(common, look)
        }
    }
}

extension CGAffineTransform {
    /// Whether all six entries are finite.
    var isFinite: Bool { a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite }
}
