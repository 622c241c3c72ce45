// Snapshotting a layer into a RenderNode: validation at the boundary, then plain values.
import Foundation

extension Layer {
    /// This layer and its subtree as render nodes.
    func snapshot(depth: Int) throws -> RenderNode {
        guard depth < RenderTree.maxDepth else { throw LayerError.nestingTooDeep(limit: RenderTree.maxDepth) }
        try validateGeometry()
        let sublayers = try (sublayerStorage ?? []).map { try $0.snapshot(depth: depth + 1) }
        return RenderNode(
            name: name, geometry: geometry, sublayerTransform: sublayerTransform, zPosition: zPosition,
            opacity: min(max(opacity, 0), 1), isHidden: isHidden, compositingFilter: compositingFilter,
            backgroundColor: backgroundColor, cornerRadius: max(cornerRadius, 0), cornerCurve: cornerCurve,
            maskedCorners: maskedCorners, borderWidth: max(borderWidth, 0), borderColor: borderColor,
            masksToBounds: masksToBounds, shadow: try snapshotShadow(), contents: try snapshotContents(),
            content: try snapshotContent(), sublayers: sublayers,
            mask: try mask?.snapshot(depth: depth + 1))
    }

    /// The name used in error messages: the layer's `name`, else its type.
    var debugName: String { name.map { "layer \"\($0)\"" } ?? "\(type(of: self))" }

    /// Throws ``LayerError/nonFinite`` naming the first non-finite value.
    func validateFinite(_ values: KeyValuePairs<String, CGFloat>) throws {
        for (property, value) in values where !value.isFinite {
            throw LayerError.nonFinite("\(debugName).\(property)")
        }
    }

    private func validateGeometry() throws {
        let t = transform, s = sublayerTransform
        try validateFinite([
            "bounds.origin.x": bounds.minX, "bounds.origin.y": bounds.minY,
            "bounds.size.width": bounds.width, "bounds.size.height": bounds.height,
            "position.x": position.x, "position.y": position.y,
            "anchorPoint.x": anchorPoint.x, "anchorPoint.y": anchorPoint.y,
            "transform.a": t.a, "transform.b": t.b, "transform.c": t.c, "transform.d": t.d,
            "transform.tx": t.tx, "transform.ty": t.ty,
            "sublayerTransform.a": s.a, "sublayerTransform.b": s.b, "sublayerTransform.c": s.c,
            "sublayerTransform.d": s.d, "sublayerTransform.tx": s.tx, "sublayerTransform.ty": s.ty,
            "zPosition": zPosition, "opacity": opacity, "cornerRadius": cornerRadius, "borderWidth": borderWidth,
        ])
    }

    private func snapshotShadow() throws -> RenderShadow? {
        guard let shadowColor, shadowOpacity > 0, shadowColor.alpha > 0 else { return nil }
        try validateFinite(["shadowOpacity": shadowOpacity, "shadowRadius": shadowRadius,
                            "shadowOffset.width": shadowOffset.width, "shadowOffset.height": shadowOffset.height])
        if let shadowPath, !shadowPath.isFinite { throw LayerError.nonFinite("\(debugName).shadowPath") }
        return RenderShadow(color: shadowColor.withAlphaComponent(shadowColor.alpha * min(shadowOpacity, 1)),
                            offset: shadowOffset, radius: max(shadowRadius, 0), path: shadowPath)
    }

    private func snapshotContents() throws -> RenderContents? {
        guard let contents else { return nil }
        try validateFinite([
            "contentsRect.origin.x": contentsRect.minX, "contentsRect.origin.y": contentsRect.minY,
            "contentsRect.size.width": contentsRect.width, "contentsRect.size.height": contentsRect.height,
            "contentsCenter.origin.x": contentsCenter.minX, "contentsCenter.origin.y": contentsCenter.minY,
            "contentsCenter.size.width": contentsCenter.width, "contentsCenter.size.height": contentsCenter.height,
            "contentsScale": contentsScale,
        ])
        guard contentsScale > 0 else {
            throw LayerError.invalidValue("\(debugName).contentsScale: expected a value > 0, found \(contentsScale)")
        }
        return RenderContents(image: contents, gravity: contentsGravity, rect: contentsRect, center: contentsCenter,
                              resizingMode: contentsResizingMode, scale: contentsScale)
    }
}
