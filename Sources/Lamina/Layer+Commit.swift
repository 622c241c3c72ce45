// Snapshotting a layer into a RenderNode: validation at the boundary, then plain values.
import Foundation

extension Layer {
    /// This layer and its subtree as render nodes.
    /// `inherited` is the look context of the superlayer (for a mask, of the masked layer).
    func snapshot(depth: Int, inherited: LookContext) throws -> RenderNode {
        guard depth < RenderTree.maxDepth else { throw LayerError.nestingTooDeep(limit: RenderTree.maxDepth) }
        let look = inherited.entering(self)
        let s = state
        if let property = s.firstNonFiniteProperty() ?? animationState.firstNonFiniteTiming {
            throw LayerError.nonFinite("\(debugName).\(property)")
        }
        if s.contents != nil, !(s.contentsScale > 0) {
            throw LayerError.invalidValue("\(debugName).contentsScale: expected a value > 0, found \(s.contentsScale)")
        }
        let sublayers = try (sublayerStorage ?? []).map { try $0.snapshot(depth: depth + 1, inherited: look) }
        var node = RenderNode(state: s, source: ObjectIdentifier(self), content: try snapshotContent(),
                              sublayers: sublayers, mask: try mask?.snapshot(depth: depth + 1, inherited: look))
        // The layer trees its filters draw as pictures nest below it as its sublayers do.
        if let deepest = node.pictureRoots.map({ $0.nestingDepth() }).max(), depth + deepest >= RenderTree.maxDepth {
            throw LayerError.nestingTooDeep(limit: RenderTree.maxDepth)
        }
        node.animations = animationState.committed
        node.resolveLook(look, renderingMode: self.look.contentsRenderingMode)
        try finishSnapshot(&node, look: look)
        return node
    }

    /// The name used in error messages: the layer's `name`, else its type.
    var debugName: String { name.map { "layer \"\($0)\"" } ?? "\(type(of: self))" }
}

/// Whether every value is finite (neither NaN nor infinite). (A parameter pack, not a variadic
/// list: every layer committed asks, and a variadic call allocates its list.)
func allFinite<each Value: FloatingPoint>(_ values: repeat each Value) -> Bool {
    for value in repeat each values {
        if !value.isFinite { return false }
    }
    return true
}

extension LayerState {
    /// The name of the first property holding NaN or infinity, or nil when all are finite.
    /// Only the properties that are drawn are checked (a shadow of opacity 0 is ignored).
    func firstNonFiniteProperty() -> String? {
        let t = transform, u = sublayerTransform
        let quick = allFinite(bounds.origin.x, bounds.origin.y, bounds.size.width, bounds.size.height,
                              position.x, position.y, anchorPoint.x, anchorPoint.y,
                              t.a, t.b, t.c, t.d, t.tx, t.ty, u.a, u.b, u.c, u.d, u.tx, u.ty,
                              zPosition, opacity, cornerRadius, borderWidth)
            && (!hasShadow || allFinite(shadowOpacity, shadowRadius, shadowOffset.width, shadowOffset.height))
            && (contents == nil || allFinite(contentsRect.origin.x, contentsRect.origin.y, contentsRect.size.width,
                                             contentsRect.size.height, contentsCenter.origin.x, contentsCenter.origin.y,
                                             contentsCenter.size.width, contentsCenter.size.height, contentsScale))
            && (!hasShadow || shadowPath?.isFinite ?? true)
            && transform3DBox?.value.isFinite ?? true && sublayerTransform3DBox?.value.isFinite ?? true
        guard !quick else { return nil }
        // Something is not finite: find its name (the slow path, taken only on error).
        var named: [(String, CGFloat)] = [
            ("bounds.origin.x", bounds.origin.x), ("bounds.origin.y", bounds.origin.y),
            ("bounds.size.width", bounds.size.width), ("bounds.size.height", bounds.size.height),
            ("position.x", position.x), ("position.y", position.y),
            ("anchorPoint.x", anchorPoint.x), ("anchorPoint.y", anchorPoint.y),
            ("transform.a", t.a), ("transform.b", t.b), ("transform.c", t.c), ("transform.d", t.d),
            ("transform.tx", t.tx), ("transform.ty", t.ty),
            ("sublayerTransform.a", u.a), ("sublayerTransform.b", u.b), ("sublayerTransform.c", u.c),
            ("sublayerTransform.d", u.d), ("sublayerTransform.tx", u.tx), ("sublayerTransform.ty", u.ty),
            ("zPosition", zPosition), ("opacity", opacity), ("cornerRadius", cornerRadius), ("borderWidth", borderWidth),
        ]
        for (key, matrix) in [("transform", transform3DBox?.value), ("sublayerTransform", sublayerTransform3DBox?.value)] {
            guard let entries = matrix?.entries else { continue }
            named += entries.indices.map { ("\(key).m\($0 / 4 + 1)\($0 % 4 + 1)", entries[$0]) }
        }
        if hasShadow {
            named += [("shadowOpacity", shadowOpacity), ("shadowRadius", shadowRadius),
                      ("shadowOffset.width", shadowOffset.width), ("shadowOffset.height", shadowOffset.height)]
        }
        if contents != nil {
            named += [("contentsRect.origin.x", contentsRect.origin.x), ("contentsRect.origin.y", contentsRect.origin.y),
                      ("contentsRect.size.width", contentsRect.size.width),
                      ("contentsRect.size.height", contentsRect.size.height),
                      ("contentsCenter.origin.x", contentsCenter.origin.x),
                      ("contentsCenter.origin.y", contentsCenter.origin.y),
                      ("contentsCenter.size.width", contentsCenter.size.width),
                      ("contentsCenter.size.height", contentsCenter.size.height), ("contentsScale", contentsScale)]
        }
        return named.first { !$0.1.isFinite }?.0 ?? "shadowPath"
    }

    /// Whether a shadow is drawn: a colour with some alpha and an opacity above 0.
    var hasShadow: Bool { shadowOpacity > 0 && (shadowColor?.alpha ?? 0) > 0 }

    /// The shadow, resolved (opacity clamped to 0…1, radius at least 0); nil when it is the
    /// default one (``RenderShadow/layerDefault``), and when it is not drawn and holds a value
    /// that is not finite (such a value is not checked, and an animation must not draw it).
    var resolvedShadow: RenderShadow? {
        let shadow = RenderShadow(color: shadowColor ?? .clear, opacity: min(max(shadowOpacity, 0), 1),
                                  offset: shadowOffset, radius: max(shadowRadius, 0), path: shadowPath)
        if shadow == .layerDefault { return nil }
        if !hasShadow, !allFinite(shadowOpacity, shadowRadius, shadowOffset.width, shadowOffset.height)
            || !(shadowPath?.isFinite ?? true) { return nil }
        return shadow
    }

    /// The contents and their placement; nil without an image.
    var resolvedContents: RenderContents? {
        contents.map {
            RenderContents(image: $0, gravity: contentsGravity, rect: contentsRect, center: contentsCenter,
                           resizingMode: contentsResizingMode, scale: contentsScale,
                           magnificationFilter: magnificationFilter, minificationFilter: minificationFilter)
        }
    }
}
