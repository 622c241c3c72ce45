// The public face of LaminaScript: load a script, get its size, warnings and layer tree.
import Foundation
import Lamina

/// A loaded shape script: an SVG document resolved into Lamina's model, ready to become layers.
///
/// ```swift
/// let script = try ShapeScript(contentsOf: URL(fileURLWithPath: "ring.svg"))
/// for warning in script.warnings { print(warning) }
/// let image = try Renderer(scale: 2).render(script.makeLayer(scale: 2))
/// ```
public struct ShapeScript {
    /// The viewport size in points: the `<svg>`'s width and height (or its viewBox size), or
    /// the size the options asked for.
    public let size: CGSize
    /// What was skipped or drawn only in part, each naming its line; never errors.
    public let warnings: [ScriptDiagnostic]
    /// The options the script was loaded with.
    public let options: ScriptOptions
    /// The root `<svg>`'s `color` (black when unset): ``makeLayer()`` sets it as the root
    /// layer's `tintColor`, which every `currentColor` inside follows. Set the layer's
    /// `tintColor` to recolour the script, or to nil to take the tint of the tree it joins.
    public let tintColor: Color
    /// What each render of the script (and its mask rasters together) may spend:
    /// ``ScriptLimits/renderBudget`` for every 64 KiB of script, so that the work a script can
    /// ask for grows with its size, never faster.
    public let renderBudget: RenderBudget
    /// The work units loading took and each render repeats (laying out and committing every
    /// drawn element, ``ScriptLimits/workPerDrawnElement`` each), taken from ``renderBudget``'s
    /// work before a render draws.
    let loadWork: Int
    /// The resolved model.
    let root: ResolvedNode
    /// The name the script was loaded under, for errors found while building its layers.
    let file: String

    /// Loads a script file. Relative `<image href>`s resolve against the file's folder.
    /// - Throws: ``ScriptDiagnostic`` (an error with file, line and column) for a file that
    ///   cannot be read, bad input or a broken limit.
    public init(contentsOf url: URL, options: ScriptOptions = ScriptOptions()) throws {
        try self.init(contentsOfFile: url.path, options: options)
    }

    /// Loads the script file at `path` (absolute, or relative to the current folder), which
    /// names it in messages as given. Relative `<image href>`s resolve against its folder.
    /// - Throws: ``ScriptDiagnostic`` (an error with file, line and column) for a file that
    ///   cannot be read, bad input or a broken limit.
    public init(contentsOfFile path: String, options: ScriptOptions = ScriptOptions()) throws {
        var options = options
        options.fileFolder = FilePathParts(path).folder
        let data = try ScriptFile.read(path, maxBytes: options.limits.maxFileBytes)
        try self.init(data: data, file: path, options: options)
    }

    /// Loads a script from its text, or from its text gzip-compressed (an `.svgz` file,
    /// recognised by its first bytes). `file` names it in messages.
    /// - Throws: ``ScriptDiagnostic`` for bad input or a broken limit.
    public init(data: Data, file: String = "script.svg", options: ScriptOptions = ScriptOptions()) throws {
        guard data.count <= options.limits.maxFileBytes else {
            throw ScriptDiagnostic(file: file, location: SourceLocation(line: 1, column: 1), severity: .error,
                                   message: "expected a script of at most \(options.limits.maxFileBytes) bytes, found \(data.count)")
        }
        guard options.scale.isFinite, options.scale > 0, options.zoom.isFinite, options.zoom > 0,
              options.fontSize.isFinite, options.fontSize > 0,
              [options.width, options.height].allSatisfy({ $0.map { $0.isFinite && $0 > 0 } ?? true }) else {
            throw ScriptDiagnostic(file: file, location: SourceLocation(line: 1, column: 1), severity: .error,
                                   message: "options: expected a finite scale, zoom, font size, width and height above 0")
        }
        let text: Data
        do {
            text = try ZlibInflater.inflatedGzip(data, maxBytes: options.limits.maxFileBytes, noun: "a script")
        } catch {
            throw ScriptDiagnostic(file: file, location: SourceLocation(line: 1, column: 1), severity: .error,
                                   message: error.message)
        }
        for folder in options.fontDirectories {
            do { try Canvas.addFontDirectory(folder) } catch {
                throw ScriptDiagnostic(file: file, location: SourceLocation(line: 1, column: 1), severity: .error,
                                       message: "options: cannot add the fonts of \(folder.path): \(error)")
            }
        }
        // Budgets that grow with the script: one share for every 64 KiB, started or whole.
        let budgetShares = max((data.count + ScriptLimits.budgetBytes - 1) / ScriptLimits.budgetBytes, 1)
        var resolving = options
        let (glyphElements, overflow) = options.limits.maxGlyphElements.multipliedReportingOverflow(by: budgetShares)
        resolving.limits.maxGlyphElements = overflow ? .max : glyphElements
        // Reading and resolving recurse once per nesting level: on a stack that holds the deepest.
        let (readWarnings, resolver, size, root) = try LargeStack.run {
            let (element, readWarnings) = try ScriptXMLReader.parse(text, file: file, maxDepth: options.limits.maxDepth)
            let resolver = ScriptResolver(file: file, options: resolving)
            let (size, root) = try resolver.resolveDocument(element)
            guard let measured = resolver.remeasuredSize else { return (readWarnings, resolver, size, root) }
            // Sized by its content and scaled by the options: drawn again through a viewBox of
            // the measured size.
            let scaled = ScriptResolver(file: file, options: resolving)
            scaled.contentSize = measured
            let (scaledSize, scaledRoot) = try scaled.resolveDocument(element)
            return (readWarnings, scaled, scaledSize, scaledRoot)
        }
        self.size = size
        self.root = root
        self.tintColor = resolver.rootColor
        self.warnings = readWarnings + resolver.warnings
        if options.strict, let first = warnings.first {
            // What a warning says was ignored stops the load instead.
            let message = first.message.hasSuffix("; ignored") ? String(first.message.dropLast("; ignored".count))
                : first.message
            throw ScriptDiagnostic(file: first.file, location: first.location, severity: .error, message: message)
        }
        self.options = options
        self.file = file
        loadWork = resolver.nodeCount * ScriptLimits.workPerDrawnElement
        renderBudget = options.limits.renderBudget.scaled(by: budgetShares)
    }

    /// Builds the layer tree: a root layer whose bounds are (0, 0, ``size``), holding one layer
    /// per drawn element. Gradients with a spread method or focal point and luminance masks
    /// are rasterised at ``ScriptOptions/scale`` pixels per point.
    /// - Throws: ``ScriptDiagnostic`` when the rasters pass ``ScriptLimits/maxRasterPixels`` or
    ///   drawing a mask's content fails (at the element inside the mask whose drawing failed,
    ///   such as one that runs out of the mask rasters' dash or blur budget), `RenderError`
    ///   when a rasterised mask or gradient cannot be made.
    public func makeLayer() throws -> Layer {
        try LargeStack.run { try makeLayers().root }
    }

    /// The layer tree of ``makeLayer()`` with the element each layer was built for, so that a
    /// render error can name its line and column.
    func makeLayers() throws -> ScriptLayers {
        try makeLayersWithBudget().layers
    }

    /// ``makeLayers()``, and what is left of ``renderBudget`` for drawing them once loading
    /// (``loadWork``), the rasters and the mask rasters have taken their share.
    func makeLayersWithBudget() throws -> (layers: ScriptLayers, budgetLeft: RenderBudget) {
        var budget = renderBudget
        budget.work = max(budget.work - loadWork, 0)
        let layer = Layer()
        layer.bounds = CGRect(origin: .zero, size: size)
        layer.anchorPoint = .zero
        layer.tintColor = tintColor
        var builder = ScriptLayerBuilder(scale: options.scale, viewport: CGRect(origin: .zero, size: size),
                                         file: file, limits: options.limits, budget: budget,
                                         budgetLimits: renderBudget)
        builder.cancellation = options.cancellation
        builder.antialiasing = options.antialiasing
        builder.drawsHairlines = options.drawsHairlines
        layer.addSublayer(try builder.layer(for: root))
        let layers = ScriptLayers(root: layer, locations: builder.layerLocations, file: file,
                                  fallback: root.common.location ?? SourceLocation(line: 1, column: 1), scope: .image)
        return (layers, builder.maskBudget)
    }

    /// Renders the script at ``ScriptOptions/scale`` over `background`.
    /// - Throws: the errors of ``makeLayer()`` and `Renderer.render`, except that an error
    ///   raised while drawing an element's layer (such as too many dash segments or blurred
    ///   pixels in the image) is a ``ScriptDiagnostic`` at that element.
    public func render(background: Color = .clear) throws -> Image {
        try LargeStack.run {
            var (layers, budget) = try makeLayersWithBudget()
            return try layers.render { try renderer(background: background).render($0, budget: &budget) }
        }
    }

    /// The renderer for this script's images: its scale, budget, cancellation, antialiasing and
    /// hairlines.
    func renderer(background: Color) -> Renderer {
        var renderer = Renderer(scale: options.scale, background: background, budget: renderBudget,
                                cancellation: options.cancellation)
        renderer.antialiasing = options.antialiasing
        renderer.drawsHairlines = options.drawsHairlines
        return renderer
    }
}

extension ShapeScript {
    /// Parses a CSS colour as scripts write them: a name, `#rgb[a]`, `#rrggbb[aa]`, `rgb[a]()`
    /// or `hsl[a]()` (`currentColor` is black here, the initial `color`).
    /// - Throws: ``ScriptDiagnostic`` naming what was expected and found.
    public static func color(_ text: String) throws -> Color {
        do {
            return try CSSColor(parsing: text).resolved(current: .black)
        } catch {
            throw ScriptDiagnostic(file: "colour", location: SourceLocation(line: 1, column: 1), severity: .error,
                                   message: error.message)
        }
    }
}
