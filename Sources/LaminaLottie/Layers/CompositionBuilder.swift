// A Lottie `layers` list as Lamina layers, as lottie-ios's CALayer+setupLayerHierarchy.swift:
// the first layer draws on top; a layer with a parent sits inside copies of its ancestors'
// transforms (without their opacity or visibility), so parenting moves it without fading it;
// each layer shows between its in and out points; hidden layers and null layers draw nothing.
import Foundation
import Lamina

/// Builds the layers of one composition (the root's or a precomp's).
struct CompositionBuilder {
    /// The assets (precomps and pictures) by id.
    let assets: [String: JSONNode]
    /// The file's top object (for expressions' `comp(name)`).
    let root: JSONNode
    /// Reads the pictures of image layers.
    let images: ImageLayerBuilder
    /// Sets the text of text layers.
    let texts: TextLayerBuilder
    /// The precomp ids being built, outermost first, to catch cycles.
    var precompStack: [String] = []

    /// The layers of `layers`, bottom first: a composition of `width` × `height` points named
    /// `name` (what expressions read as `thisComp`).
    func layers(_ layers: [JSONNode], context: LayerAnimationContext, width: Double, height: Double,
                name: String?) throws -> [Layer] {
        let diagnostics = context.diagnostics
        let composition = ExpressionComposition(layers: layers, width: width, height: height, name: name, assets: assets,
                                                frameRate: context.frameRate, root: root)
        // A layer's transform (what LayerModel decodes) moves its children too, which may show
        // outside its own in and out points: its expressions run over every layer's frames,
        // the same for every layer.
        let spanned = ExpressionFrames()
        let models = try layers.map { node in
            try diagnostics.withExpressionScope(Self.scope(of: node, in: composition, context: context,
                                                           spanning: spanned)) {
                try LayerModel(node, diagnostics)
            }
        }
        var byIndex: [Int: LayerModel] = [:]
        for model in models { if let index = model.index { byIndex[index] = model } }
        var built: [Layer] = []
        // The layer just built with `td`: the track matte of the next layer.
        var matte: Layer?
        // Whether the layer just before, when it was not a `td` layer, was built (then it is
        // `built.last`); nil for the first layer and after a `td` layer.
        var previousWasBuilt: Bool?
        for model in models {
            let path = model.node.path
            try diagnostics.countLayer(at: path)
            var matteSource = matte
            matte = nil
            let previous = previousWasBuilt
            previousWasBuilt = model.isMatteSource ? nil : false
            guard let layer = try layer(model, byIndex: byIndex, composition: composition, context: context) else {
                if model.isMatteSource { matte = Layer() }
                continue
            }
            if model.isMatteSource {
                matte = layer
                continue
            }
            if !(0...4).contains(model.matteMode) {
                diagnostics.warn(path.member("tt"), "track matte mode \(model.matteMode) is not one Lottie defines (1 to 4); "
                                 + "the layer is drawn without its matte")
            } else if model.matteMode != 0 {
                // Without `td` (files stripped of defaults, such as Telegram's stickers), the
                // layer just before is the matte and is not drawn itself, as lottie-ios's
                // `pairedLayersAndMasks`, lottie-android and rlottie take it.
                if matteSource == nil, model.matteParent == nil, let previous {
                    matteSource = previous ? built.removeLast() : Layer()
                }
                if let matteSource = try self.matte(of: model, previous: matteSource, byIndex: byIndex,
                                                    composition: composition, context: context) {
                    let matte = model.matteMode >= 3 ? Self.luminance(of: matteSource) : matteSource
                    layer.mask = model.matteMode.isMultiple(of: 2) ? Self.inverted(matte) : matte
                } else if model.matteParent == nil {
                    diagnostics.warn(path.member("tt"), "no layer precedes the layer to be its matte; drawn without a matte")
                }
            }
            built.append(layer)
            previousWasBuilt = true
        }
        return built.reversed()
    }

    /// The track matte of `model`: the layer its `tp` names (built anew for each layer it
    /// mattes; an empty layer when that draws nothing), else `previous`, the `td` layer just
    /// before it; nil, with a warning, when `tp` names no layer.
    private func matte(of model: LayerModel, previous: Layer?, byIndex: [Int: LayerModel],
                       composition: ExpressionComposition, context: LayerAnimationContext) throws -> Layer? {
        guard let index = model.matteParent else { return previous }
        guard let source = byIndex[index] else {
            context.diagnostics.warn(model.node.path.member("tp"), "no layer has index \(index); drawn without a matte")
            return nil
        }
        return try layer(source, byIndex: byIndex, composition: composition, context: context) ?? Layer()
    }

    /// The expression scope of the layer `node` of `composition`, over the layer's frames (or,
    /// with `spanning`, every layer's, worked out once for all the composition's layers that
    /// share it) that the context's window shows, a step finer than a frame where a precomp's
    /// stretch slows it down.
    static func scope(of node: JSONNode, in composition: ExpressionComposition, context: LayerAnimationContext,
                      spanning: ExpressionFrames? = nil) -> ExpressionScope {
        let step = context.remap == nil && context.scale > 1 ? 1 / context.scale : 1
        return ExpressionScope(composition: composition, layer: node, spansComposition: spanning != nil, step: step,
                               context: context, known: spanning ?? ExpressionFrames())
    }

    /// One layer in its parents' transforms and its visibility; nil when it draws nothing.
    private func layer(_ model: LayerModel, byIndex: [Int: LayerModel], composition: ExpressionComposition,
                       context: LayerAnimationContext) throws -> Layer? {
        try context.diagnostics.withExpressionScope(Self.scope(of: model.node, in: composition, context: context)) {
            try layer(model, byIndex: byIndex, context: context)
        }
    }

    /// One layer in its parents' transforms and its visibility; nil when it draws nothing.
    private func layer(_ model: LayerModel, byIndex: [Int: LayerModel], context outer: LayerAnimationContext) throws -> Layer? {
        // What changes only while the layer shows is sampled only then.
        let context = outer.showing(from: model.inFrame, to: model.outFrame)
        let diagnostics = context.diagnostics, path = model.node.path
        guard !model.isHidden || model.isMatteSource, model.outFrame > model.inFrame else { return nil }
        warnUnsupported(model, diagnostics)
        guard let content = try content(of: model, context: context) else { return nil }
        let own = Layer()
        own.name = "\(path)"
        try orient(own, model, context: context, includeOpacity: true)
        own.compositingFilter = Self.blendMode(model.blendMode, path: path, diagnostics)
        for sublayer in content { own.addSublayer(sublayer) }
        own.mask = try MaskBuilder.mask(of: model.node, context: context)
        try context.applyEffects(of: model.node, to: own)
        var outer = own
        // The chain stops where it comes back to a layer already in it (itself included).
        var seen: Set<Int> = model.index.map { [$0] } ?? []
        var parent = model.parent
        while let parentIndex = parent, let ancestor = byIndex[parentIndex] {
            guard seen.insert(parentIndex).inserted else {
                diagnostics.warn(path.member("parent"), "expected parents that do not lead back to a layer of the chain, "
                                 + "found layer \(parentIndex) again; the chain stops before it")
                break
            }
            try diagnostics.countLayer(at: path.member("parent"))
            let wrapper = Layer()
            try orient(wrapper, ancestor, context: context, includeOpacity: false)
            wrapper.addSublayer(outer)
            outer = wrapper
            parent = ancestor.parent
        }
        if let parentIndex = parent, byIndex[parentIndex] == nil {
            diagnostics.warn(path.member("parent"), "no layer has index \(parentIndex); the parent is ignored")
        }
        // The in and out points go on the outermost layer when nothing else uses its opacity:
        // a parent's layer, or the layer itself without opacity, mask, effects or blend mode of
        // its own. Else, and for a layer a track matte will mask (the matte lies in the space
        // around the layer, not in the layer's own), on a layer around it.
        let opacity = model.transform.opacity
        let isBare = own.mask == nil && own.filters.isEmpty && own.compositingFilter == .normal
            && !opacity.isAnimated && (opacity.initialValue.first ?? 100) >= 100
        if model.matteMode == 0, outer !== own || isBare {
            try context.applyVisibility(inFrame: model.inFrame, outFrame: model.outFrame, to: outer, path: path)
            return outer
        }
        let visibility = Layer()
        visibility.anchorPoint = .zero
        try context.applyVisibility(inFrame: model.inFrame, outFrame: model.outFrame, to: visibility, path: path)
        visibility.addSublayer(outer)
        return visibility
    }

    /// What the layer draws inside its transform; nil when it draws nothing.
    private func content(of model: LayerModel, context: LayerAnimationContext) throws -> [Layer]? {
        let path = model.node.path
        switch model.kind {
        case .shape?:
            guard let shapes = try model.node.member("shapes", expected: "the layer's shapes", "it draws nothing",
                                                 context.diagnostics) else { return nil }
            let items = try ShapeItem.items(shapes, context.diagnostics)
            return try ShapeLayerBuilder(context: context).layers(for: items)
        case .solid?:
            return try SolidLayerBuilder.layers(model, context.diagnostics)
        case .precomp?:
            return try PrecompLayerBuilder(composition: self).layers(model, context: context)
        case .null?:
            return nil
        case .image?:
            return try images.layers(model, asset: (try? model.node["refId"]?.string()).flatMap { assets[$0] },
                                     context: context)
        case .text?:
            return try texts.layers(model, context: context)
        case .audio?, .camera?, .light?, .data?, .guide?, .adjustment?:
            return nil
        default:
            context.diagnostics.warn(path, "layers of type \(model.type) are not supported; skipped")
        }
        return nil
    }

    /// Warns about layer features Lamina does not apply yet.
    private func warnUnsupported(_ model: LayerModel, _ diagnostics: LottieDiagnostics) {
        let node = model.node, path = node.path
        if (try? node.number("ddd")) == 1 {
            diagnostics.warn(path.member("ddd"), "3-D layers are turned without perspective, as lottie-ios draws them; "
                             + "After Effects' camera is not applied")
        }
    }

    /// Applies `model`'s transform to `layer`, turned along its motion path when it
    /// auto-orients.
    private func orient(_ layer: Layer, _ model: LayerModel, context: LayerAnimationContext, includeOpacity: Bool) throws {
        try context.applyTransform(model.transform, to: layer, includeOpacity: includeOpacity, autoOrient: model.autoOrient)
    }

    /// A luma track matte (`tt` 3 and 4), which lottie-ios's Core Animation engine lacks: the
    /// matte as a layer whose alpha is its luminance (Rec. 709 weights on the stored sRGB values,
    /// as SVG's `luminanceToAlpha`) times its alpha, as After Effects reads a matte over black.
    static func luminance(of matte: Layer) -> Layer {
        let layer = Layer()
        layer.anchorPoint = .zero
        layer.filters = [LayerAnimationContext.everywhere([
            FilterPrimitive(.colorMatrix(FilterEffect.luminanceToAlphaMatrix), colorSpace: .sRGB),
            FilterPrimitive(.composite(.in, .sourceAlpha), colorSpace: .sRGB)])]
        layer.addSublayer(matte)
        return layer
    }

    /// An alpha-inverted track matte, as lottie-ios's CALayer+setupLayerHierarchy.swift makes
    /// it: an opaque black layer reaching far around the matte, with the matte drawn into it by
    /// exclusive-or, so its alpha is 1 − the matte's.
    static func inverted(_ matte: Layer) -> Layer {
        let base = Layer()
        let reach = MaskBuilder.invertedReach
        base.anchorPoint = .zero
        base.bounds = CGRect(x: -reach, y: -reach, width: 2 * reach, height: 2 * reach)
        base.position = CGPoint(x: -reach, y: -reach)
        base.backgroundColor = .black
        matte.compositingFilter = .xor
        base.addSublayer(matte)
        return base
    }

    /// After Effects' blend mode numbers (`bm`) as Lamina's blend modes.
    static func blendMode(_ number: Int, path: JSONPath, _ diagnostics: LottieDiagnostics) -> BlendMode {
        let modes: [BlendMode] = [.normal, .multiply, .screen, .overlay, .darken, .lighten, .colorDodge, .colorBurn,
                                  .hardLight, .softLight, .difference, .exclusion, .hue, .saturation, .color,
                                  .luminosity, .plusLighter]
        guard modes.indices.contains(number) else {
            diagnostics.warn(path.member("bm"), "blend mode \(number) is not supported; drawn normally")
            return .normal
        }
        return modes[number]
    }
}
