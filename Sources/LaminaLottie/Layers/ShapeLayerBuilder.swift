// A Lottie shape layer's items as layers, in Lottie's order of operations (lottie-ios's
// ShapeLayer.swift `shapeRenderGroups`): items listed first draw on top; a fill or stroke draws
// every geometry listed before it in its group; a trim trims the geometries before it for every
// stroke of the group; a group is a layer with the group's transform and opacity, and the
// fills and strokes that follow a group in its parent also draw the group's geometries, and the
// trims that follow it trim them for every fill and stroke inside it (lottie-ios passes them down
// as inherited items).
import Foundation
import Lamina

/// Builds the layers of shape items.
struct ShapeLayerBuilder {
    let context: LayerAnimationContext

    /// The layers of `items`, bottom first, with the render items of enclosing groups that follow
    /// this one (`inherited`, drawn below its own) and their trims (`inheritedTrims`, applied to
    /// every geometry here after its own trims).
    func layers(for items: [ShapeItem], inherited: [ShapeItem] = [], inheritedTrims: [TrimModel] = []) throws -> [Layer] {
        if let split = items.firstIndex(where: { if case .repeater = $0 { true } else { false } }),
           case .repeater(let repeater) = items[split] {
            // lottie-ios's ShapeLayer.swift: the items before a repeater are copied; the items
            // after it are laid out as usual, below the copies.
            let after = try layers(for: Array(items[(split + 1)...]), inherited: inherited, inheritedTrims: inheritedTrims)
            return after + (try copies(of: Array(items[..<split]), repeater))
        }
        let all = items + inherited
        var topFirst: [Layer] = []
        for (index, item) in all.enumerated() {
            switch item {
            case .group(let children, let transform, let path):
                let following = try all[(index + 1)...].filter(\.isRender).map {
                    try $0.inherited(by: transform, context.diagnostics)
                }
                let trims = all[(index + 1)...].compactMap { item -> TrimModel? in
                    if case .trim(let trim) = item { return trim }
                    return nil
                }
                let layer = Layer()
                layer.name = path
                if let transform { try context.applyTransform(transform, to: layer, includeOpacity: true) }
                layer.anchorPoint = .zero
                for sublayer in try layers(for: children, inherited: following, inheritedTrims: trims + inheritedTrims) {
                    layer.addSublayer(sublayer)
                }
                topFirst.append(layer)
            case .fill, .stroke, .gradient:
                let before = all[..<index]
                let geometries: [(ShapeGeometry, trim: TrimModel?)] = before.enumerated().compactMap { position, candidate in
                    guard case .geometry(let geometry) = candidate else { return nil }
                    // The trims after the geometry that change something, before or after the
                    // render item: lottie-ios trims every stroke of the group (a Stroke listed
                    // above its Trim Paths is trimmed too).
                    let trims = (all[(position + 1)...].compactMap { item -> TrimModel? in
                        if case .trim(let trim) = item { return trim }
                        return nil
                    } + inheritedTrims).filter { !$0.isIdentity }
                    if trims.count > 1, let last = trims.last {
                        context.diagnostics.warn(last.path, "several trims on one shape are not supported yet; the last one is applied")
                    }
                    let trim = trims.last
                    return (geometry, trim)
                }
                guard !geometries.isEmpty else { continue }
                topFirst.append(try renderLayer(item, geometries: geometries))
            case .geometry, .trim, .repeater:
                continue
            }
        }
        return topFirst.reversed()
    }

    /// The copies of `items` a repeater makes, each in a layer with its transform, the first at
    /// the bottom.
    private func copies(of items: [ShapeItem], _ repeater: RepeaterModel) throws -> [Layer] {
        try (0..<repeater.copies).map { index in
            try context.diagnostics.countLayer(at: repeater.path)
            let layer = Layer()
            try context.applyTransform(repeater.transform(ofCopy: index), to: layer, includeOpacity: false)
            for sublayer in try layers(for: items) { layer.addSublayer(sublayer) }
            return layer
        }
    }

    /// One shape layer: the geometries' combined path drawn by `render`.
    private func renderLayer(_ render: ShapeItem, geometries: [(ShapeGeometry, trim: TrimModel?)]) throws -> Layer {
        let layer = ShapeLayer()
        layer.anchorPoint = .zero
        layer.fillColor = nil
        let trims = geometries.compactMap(\.trim)
        var trim = trims.first
        if let first = trim, trims.count < geometries.count {
            context.diagnostics.warn(first.path, "a trim that covers only some of the shapes a stroke draws is applied to all of them")
        }
        if let first = trim, first.individually, geometries.count > 1 {
            context.diagnostics.warn(first.path, "trimming shapes individually is not supported yet; trimmed simultaneously")
        }
        /// A fill's trim is dropped, with a warning.
        func dropTrim() {
            if let trimmed = trim {
                context.diagnostics.warn(trimmed.path, "trim paths on fills are not applied (Core Animation trims strokes only)")
                trim = nil
            }
        }
        var gradient: GradientModel?
        switch render {
        case .fill(let fill):
            dropTrim()
            layer.fillRule = fill.evenOdd ? .evenOdd : .nonZero
            try context.applyColor(fill.color, opacity: fill.opacity, to: layer, property: .fillColor) { layer.fillColor = $0 }
        case .stroke(let stroke):
            try context.applyStroke(stroke, to: layer)
        case .gradient(let paint):
            gradient = paint
            if var stroke = paint.stroke {
                stroke.color = Track([1, 1, 1])
                stroke.opacity = Track([100])
                try context.applyStroke(stroke, to: layer)
            } else {
                dropTrim()
                layer.fillRule = paint.evenOdd ? .evenOdd : .nonZero
                layer.fillColor = .white
            }
        default:
            break
        }
        let multiplier = try trim.map { try context.applyTrim($0, to: layer) } ?? 1
        try context.applyPath(geometries.map(\.0), repeated: multiplier, to: layer)
        guard let gradient else { return layer }
        return try context.gradientLayer(gradient, through: layer)
    }
}
