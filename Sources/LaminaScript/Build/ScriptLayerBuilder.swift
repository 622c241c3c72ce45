// From the resolved model to Lamina's layers: groups become layers, shapes shape layers,
// clip paths and masks mask layers, images contents layers. Gradients, luminance masks and
// pattern tiles go through rasters made at the output's pixel density (GradientRaster,
// LuminanceMask, ScriptLayerBuilder+Pattern).
import Foundation
import Lamina

/// Builds the layer tree of a resolved script.
struct ScriptLayerBuilder {
    /// Pixels per point of the final render (of a pattern's tile, while its content is built).
    var scale: CGFloat
    /// The visible rectangle in the root's coordinates (the tile, while a pattern's content is
    /// built); rasters cover only what shows in it.
    var viewport: CGRect
    /// The script's name, for errors.
    let file: String
    /// What is left of ``ScriptLimits/maxRasterPixels`` for gradient, mask and pattern rasters.
    var rasterPixelsLeft: Int
    /// The limit ``rasterPixelsLeft`` started from, for its error message.
    let rasterPixelLimit: Int
    /// What is left of the dash segments and blurred pixels all mask rasters and pattern tiles
    /// may spend together: one image's worth, so a finely dashed or shadowed mask or pattern
    /// used by many shapes does not get a fresh budget for each.
    var maskBudget: RenderBudget
    /// The budget the mask rasters' errors name as the limits: the script's render budget.
    let maskBudgetLimits: RenderBudget
    /// The pattern tiles rendered so far, so that shapes sharing a pattern render it once.
    var tileImages: [TileImageKey: Image] = [:]
    /// Stops the mask rasters' renders (``ScriptOptions/cancellation``); nil for never.
    var cancellation: RenderCancellation?
    /// How the mask and pattern rasters' shapes cover their pixels (``ScriptOptions/antialiasing``).
    var antialiasing = Antialiasing.area
    /// Whether their thin strokes are hairlines (``ScriptOptions/drawsHairlines``).
    var drawsHairlines = true
    /// The mask images made so far, by ``ResolvedMask/rasterKey``: a mask used by many
    /// elements alike is rasterised once.
    private var maskRasters: [MaskRasterKey: Image] = [:]
    /// The location of the element whose layer is being built (or of its nearest ancestor
    /// with one), where errors point.
    private(set) var location = SourceLocation(line: 1, column: 1)
    /// The location of the element each built layer belongs to, layers made inside an
    /// element's layer (gradient holders, outlines, clip and mask wrappers) included, so that
    /// a render error can name the element (``ScriptLayers``). Only layers of the tree being
    /// built are kept: a mask's content, freed once rasterised, is taken out again.
    private(set) var layerLocations: [ObjectIdentifier: SourceLocation] = [:]

    /// A builder for a render at `scale` of `viewport`, rasters limited by `limits`, the rasters
    /// and mask rasters sharing `budget` (whose errors name `budgetLimits`).
    init(scale: CGFloat, viewport: CGRect, file: String, limits: ScriptLimits, budget: RenderBudget = RenderBudget(),
         budgetLimits: RenderBudget = RenderBudget()) {
        maskBudget = budget
        maskBudgetLimits = budgetLimits
        self.scale = scale
        self.viewport = viewport
        self.file = file
        rasterPixelsLeft = limits.maxRasterPixels
        rasterPixelLimit = limits.maxRasterPixels
    }

    /// The renderer of mask and pattern rasters at `scale`: the script's budget limits,
    /// cancellation, antialiasing and hairlines.
    func rasterRenderer(scale: CGFloat) -> Renderer {
        var renderer = Renderer(scale: scale, budget: maskBudgetLimits, cancellation: cancellation)
        renderer.antialiasing = antialiasing
        renderer.drawsHairlines = drawsHairlines
        return renderer
    }

    /// The largest side of a raster made for a gradient or a mask, in pixels: enough for any
    /// 4K output, small enough that a hostile transform cannot exhaust memory.
    static let maxRasterSide: CGFloat = 4096

    /// One resolved node as a layer, placed in its parent's coordinates.
    mutating func layer(for node: ResolvedNode) throws -> Layer {
        let outer = location
        defer { location = outer }
        if let own = node.common.location { location = own }
        let layer: Layer
        var bounds = CGRect.zero
        switch node {
        case .group(_, let children, let clipRect):
            layer = Layer()
            if let clipRect {
                bounds = clipRect
                layer.masksToBounds = true
            }
            for child in children { layer.addSublayer(try self.layer(for: child)) }
        case .shape(let common, let shape):
            layer = try shapeLayer(shape, absolute: common.absoluteTransform)
        case .image(_, let image):
            layer = imageLayer(image)
            bounds = image.viewport
        case .look(_, let look):
            layer = try lookLayer(look)
            bounds = look.layerBounds
        }
        let common = node.common
        Self.place(layer, bounds: bounds, transform: common.transform)
        layer.name = common.name
        Self.applyLook(common.look, to: layer)
        layer.opacity = common.opacity
        layer.compositingFilter = common.blendMode
        layer.isolatesBlending = common.isolates
        layer.filters = try builtFilters(common.filters)
        if let shadow = common.shadow {
            layer.shadowColor = shadow.color
            layer.shadowOpacity = shadow.opacity
            layer.shadowRadius = shadow.radius
            layer.shadowOffset = shadow.offset
        }
        let clip = try common.clip.map { try clipLayer($0) }
        let mask = try common.mask.map { try maskLayer($0) }
        switch (clip, mask) {
        case let (clip?, mask?):
            // A layer has one mask and masks do not nest: the clip masks the mask's content.
            let inner = Layer()
            inner.mask = clip
            inner.addSublayer(mask)
            let combined = Layer()
            combined.addSublayer(inner)
            layer.mask = combined
        case let (clip?, nil): layer.mask = clip
        case let (nil, mask?): layer.mask = mask
        case (nil, nil): break
        }
        for animation in common.animations { try animation.add(to: layer) }
        recordLocation(of: layer)
        return layer
    }

    /// Gives `layer`, and the layers under it (sublayers and masks) not yet given one, the
    /// current element's location. The layers of child elements have theirs already, whole
    /// subtrees at a time, so each layer is visited once.
    private mutating func recordLocation(of layer: Layer) {
        guard layerLocations[ObjectIdentifier(layer)] == nil else { return }
        layerLocations[ObjectIdentifier(layer)] = location
        for sublayer in layer.sublayers ?? [] { recordLocation(of: sublayer) }
        if let mask = layer.mask { recordLocation(of: mask) }
    }

    /// Takes the locations of `layer` and the layers under it out of ``layerLocations``, before
    /// the layers are freed and their identifiers can be reused.
    mutating func forgetLocations(of layer: Layer) {
        layerLocations[ObjectIdentifier(layer)] = nil
        for sublayer in layer.sublayers ?? [] { forgetLocations(of: sublayer) }
        if let mask = layer.mask { forgetLocations(of: mask) }
    }

    /// Sets `layer`'s geometry so that its coordinates map to its parent's by `transform`,
    /// with `bounds` (which clip when `masksToBounds` is set) in its own coordinates.
    static func place(_ layer: Layer, bounds: CGRect, transform: CGAffineTransform) {
        layer.bounds = bounds
        layer.anchorPoint = .zero
        layer.position = bounds.origin
        // Layers transform about the anchor point, here bounds.origin: conjugate so the whole
        // map is `transform`.
        layer.transform = CGAffineTransform(translationX: bounds.minX, y: bounds.minY).concatenating(transform)
            .concatenating(CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY))
    }

    // MARK: Shapes

    private mutating func shapeLayer(_ shape: ResolvedShape, absolute: CGAffineTransform) throws -> Layer {
        func plain(fill: Color?, stroke: Color?) -> ShapeLayer {
            let layer = ShapeLayer()
            layer.path = shape.path
            layer.fillColor = fill
            layer.fillRule = shape.fillRule
            layer.strokeColor = stroke
            layer.strokeStyle = shape.strokeStyle
            layer.edgeAntialiasing = shape.edgeAntialiasing
            layer.drawsHairlines = shape.drawsHairlines
            return layer
        }
        func color(_ paint: ResolvedPaint?) -> Color? {
            if case .color(let c)? = paint { return c }
            return nil
        }
        // Gradients and patterns are rasters, masked by the outline.
        let fillIsRaster = shape.fill != nil && color(shape.fill) == nil
        let strokeIsRaster = shape.stroke != nil && color(shape.stroke) == nil
        let strokeBeneath = shape.strokeFirst && shape.fill != nil && shape.stroke != nil
        guard fillIsRaster || strokeIsRaster || strokeBeneath else {
            return plain(fill: color(shape.fill), stroke: color(shape.stroke))
        }

        var fillLayer: Layer?, strokeLayer: Layer?
        if let fill = shape.fill, fillIsRaster {
            let outline = plain(fill: .black, stroke: nil)
            fillLayer = try paintLayer(fill, region: shape.path.bounds, absolute: absolute, mask: outline)
        } else if let fill = color(shape.fill) {
            fillLayer = plain(fill: fill, stroke: nil)
        }
        if let stroke = shape.stroke, strokeIsRaster {
            let style = shape.strokeStyle
            // How far a stroke can reach outside the path: half the width, times the miter
            // limit at miter joins, times √2 for square caps.
            let reach = style.lineWidth / 2 * max(style.lineJoin == .miter ? style.miterLimit : 1, 2.squareRoot())
            let outline = plain(fill: nil, stroke: .black)
            strokeLayer = try paintLayer(stroke, region: shape.path.bounds.insetBy(dx: -reach, dy: -reach),
                                         absolute: absolute, mask: outline)
        } else if let stroke = color(shape.stroke) {
            strokeLayer = plain(fill: nil, stroke: stroke)
        }
        let container = Layer()
        for layer in shape.strokeFirst ? [strokeLayer, fillLayer] : [fillLayer, strokeLayer] {
            if let layer { container.addSublayer(layer) }
        }
        return container
    }

    /// A layer showing a gradient or pattern `paint` over `region` (user space), masked by
    /// `mask`; nil when none of it is visible.
    private mutating func paintLayer(_ paint: ResolvedPaint, region: CGRect, absolute: CGAffineTransform,
                                     mask: Layer) throws -> Layer? {
        guard let (area, density) = rasterArea(region, absolute: absolute) else { return nil }
        let gradient: ResolvedGradient
        switch paint {
        case .color: return nil
        case .pattern(let pattern):
            guard let layer = try patternLayer(pattern, area: area, absolute: absolute) else { return nil }
            let holder = Layer()
            holder.addSublayer(layer)
            holder.mask = mask
            holder.opacity = pattern.opacity
            return holder
        case .gradient(let resolved): gradient = resolved
        }
        let width = Int((area.width * density).rounded(.up)), height = Int((area.height * density).rounded(.up))
        try takeRasterPixels(width: width, height: height)
        let image = try GradientRaster.render(gradient, area: area, width: width, height: height)
        let layer = Layer()
        layer.contents = image
        Self.place(layer, bounds: CGRect(origin: .zero, size: area.size), transform: .identity)
        layer.position = area.origin
        let holder = Layer()
        holder.addSublayer(layer)
        holder.mask = mask
        return holder
    }

    /// The part of `region` (user space) that can show in the viewport, and the pixels per
    /// user unit to rasterise it at; nil when nothing shows.
    func rasterArea(_ region: CGRect, absolute: CGAffineTransform) -> (CGRect, CGFloat)? {
        let det = absolute.a * absolute.d - absolute.b * absolute.c
        guard det != 0, det.isFinite, !region.isNull, region.width.isFinite, region.height.isFinite else { return nil }
        let visible = viewport.applying(absolute.inverted())
        let area = region.intersection(visible)
        guard !area.isNull, area.width > 0, area.height > 0 else { return nil }
        let stretch = max((absolute.a * absolute.a + absolute.b * absolute.b).squareRoot(),
                          (absolute.c * absolute.c + absolute.d * absolute.d).squareRoot())
        var density = scale * stretch
        density = min(density, Self.maxRasterSide / max(area.width, area.height))
        guard density.isFinite, density > 0 else { return nil }
        return (Self.onPixelGrid(area, absolute: absolute, scale: scale, density: density) ?? area, density)
    }

    /// `area` grown to whole output pixels, when user space maps to them by a uniform scale and
    /// a translation (no rotation, skew or uneven stretch) at `density` pixels per unit, so that
    /// the raster's pixels are the output's and it draws without resampling; nil otherwise.
    static func onPixelGrid(_ area: CGRect, absolute: CGAffineTransform, scale: CGFloat,
                            density: CGFloat) -> CGRect? {
        let stretch = abs(absolute.a)
        guard absolute.b == 0, absolute.c == 0, abs(absolute.d) == stretch,
              abs(density - scale * stretch) <= 1e-9 * density else { return nil }
        let toPixels = absolute.concatenating(CGAffineTransform(scaleX: scale, y: scale))
        let pixels = area.applying(toPixels)
        let minX = pixels.minX.rounded(.down), minY = pixels.minY.rounded(.down)
        // A hair under whole pixels, so that rounding the size up in pixels gives exactly these.
        let grid = CGRect(x: minX, y: minY, width: pixels.maxX.rounded(.up) - minX - 1e-6,
                          height: pixels.maxY.rounded(.up) - minY - 1e-6)
        return grid.applying(toPixels.inverted())
    }

    /// Takes a `width` × `height` raster's pixels from ``rasterPixelsLeft``, and its work (its
    /// pixels' and ``ScriptLimits/workPerRaster``) from ``maskBudget``.
    /// - Throws: ``ScriptDiagnostic`` at the current element when too few are left.
    mutating func takeRasterPixels(width: Int, height: Int) throws {
        // Each side is at most maxRasterSide (rounded up), so the product cannot overflow.
        let pixels = max(width, 1) * max(height, 1)
        guard pixels <= rasterPixelsLeft else {
            throw ScriptDiagnostic(file: file, location: location, severity: .error,
                                   message: "expected at most \(rasterPixelLimit) pixels of gradient and mask rasters, "
                                       + "found more (fewer or smaller gradient- or pattern-filled or masked shapes, or a lower scale)")
        }
        let work = pixels * ScriptLimits.workPerRasterPixel + ScriptLimits.workPerRaster
        guard work <= maskBudget.work else {
            throw ScriptDiagnostic(file: file, location: location, severity: .error,
                                   message: "expected at most \(maskBudgetLimits.work) work units (about "
                                       + "\(String(format: "%g", Double(maskBudgetLimits.work) / 1e9)) s) of drawing in one "
                                       + "image, found more (fewer or smaller gradient- or pattern-filled or masked shapes, or a lower scale)")
        }
        maskBudget.work -= work
        rasterPixelsLeft -= pixels
    }

    // MARK: Clips, masks and images

    private mutating func clipLayer(_ clip: ResolvedClip) throws -> Layer {
        let content = Layer()
        for node in clip.content { content.addSublayer(try layer(for: node)) }
        if let nested = clip.clip.first { content.mask = try clipLayer(nested) }
        let root = Layer()
        root.addSublayer(content)
        return root
    }

    private mutating func maskLayer(_ mask: ResolvedMask) throws -> Layer {
        let result = Layer()
        guard !mask.content.isEmpty, let (area, density) = rasterArea(mask.region, absolute: mask.absoluteTransform)
        else { return result }
        let layer = Layer()
        if let key = mask.rasterKey, let image = maskRasters[key] {
            layer.contents = image
        } else {
            let image = try maskImage(mask, area: area, density: density)
            if let key = mask.rasterKey { maskRasters[key] = image }
            layer.contents = image
        }
        Self.place(layer, bounds: CGRect(origin: .zero, size: area.size), transform: .identity)
        layer.position = area.origin
        result.addSublayer(layer)
        return result
    }

    /// `mask`'s content over `area` (user space) at `density` pixels per unit, as the image
    /// whose alpha masks: the content's alpha, or its luminance times its alpha.
    private mutating func maskImage(_ mask: ResolvedMask, area: CGRect, density: CGFloat) throws -> Image {
        let root = Layer()
        root.bounds = area
        root.anchorPoint = .zero
        try takeRasterPixels(width: Int((area.width * density).rounded(.up)),
                             height: Int((area.height * density).rounded(.up)))
        defer { forgetLocations(of: root) }
        for node in mask.content { root.addSublayer(try layer(for: node)) }
        // The mask on the <mask> masks its content inside the raster (in the same user
        // space), so a chain of masks on masks stays one image deep in the layer tree.
        if let nested = mask.mask.first { root.mask = try maskLayer(nested) }
        let rendered: Image
        do {  // A scope of its own, so that the table is not copied when the defer edits it.
            let content = ScriptLayers(root: root, locations: layerLocations, file: file, fallback: location,
                                       scope: .maskRasters)
            rendered = try content.render {
                try rasterRenderer(scale: density).render($0, budget: &maskBudget)
            }
        }
        return mask.alpha ? rendered : try LuminanceMask.alpha(of: rendered)
    }

    private func imageLayer(_ image: ResolvedImage) -> Layer {
        let frame = Layer()
        frame.masksToBounds = true
        let picture = Layer()
        picture.contents = image.image
        picture.contentsScale = image.scale
        picture.contentsResizingMode = image.tiles ? .tile : .stretch
        picture.contentsRenderingMode = image.renderingMode
        (picture.magnificationFilter, picture.minificationFilter) = (image.filter, image.filter)
        if let insets = image.capInsets {
            let w = CGFloat(image.image.width) / image.scale, h = CGFloat(image.image.height) / image.scale
            picture.contentsCenter = CGRect(x: insets.left / w, y: insets.top / h,
                                            width: (w - insets.left - insets.right) / w,
                                            height: (h - insets.top - insets.bottom) / h)
        }
        Self.place(picture, bounds: CGRect(origin: .zero, size: image.drawRect.size), transform: .identity)
        picture.position = image.drawRect.origin
        frame.addSublayer(picture)
        return frame
    }
}
