// A Lottie shape layer's items as layers, as lottie-ios's Core Animation engine builds them
// (ShapeLayer.swift, `GroupLayer`): a group is a layer with the group's transform and opacity
// (a group whose transform never changes anything adds none: its layers stand in its place);
// inside it, its child groups' layers come first (below), then its render groups
// (ShapeRenderGroups.swift), items listed first on top, each fill and stroke one shape layer
// over the render group's geometries (one layer per geometry when a trim applies, or when not
// all are paths, as lottie-ios's `ShapeItemLayer`s). The items no render group uses pass down
// to every child group, a stroke's width divided by the child group's scale.
import Foundation
import Lamina

/// Builds the layers of shape items.
struct ShapeLayerBuilder {
    let context: LayerAnimationContext

    /// The layers of `items` and of `inherited` (items of enclosing groups passed down to
    /// them, listed after this group's own), bottom first.
    func layers(for items: [ShapeItem], inherited: [ShapeItem] = []) throws -> [Layer] {
        if let split = items.lastIndex(where: { if case .repeater = $0 { true } else { false } }),
           case .repeater(let repeater) = items[split] {
            // As After Effects orders them: a repeater copies every item listed before it,
            // earlier repeaters included, and the items after it are laid out as usual, below
            // the copies; the fills and strokes listed after it paint the copies too (a shape,
            // its repeater, then its fills: lottie-web, ThorVG and rlottie fill every copy).
            let after = Array(items[(split + 1)...])
            let below = try layers(for: after, inherited: inherited)
            return below + (try copies(of: Array(items[..<split]) + after.filter(\.isRender), repeater))
        }
        var groups: [ShapeItem] = [], others: [ShapeItem] = []
        others.reserveCapacity(items.count + inherited.count)
        for item in [items, inherited].joined() {
            if case .group = item { groups.append(item) } else { others.append(item) }
        }
        let (renderGroups, unused) = others.renderGroups(hasChildGroups: !groups.isEmpty)
        var bottomFirst: [Layer] = []
        for case .group(let children, let transform, let path) in groups.reversed() {
            let passed = try unused.map { try $0.inherited(by: transform, context.diagnostics) }
            let sublayers = try layers(for: children, inherited: passed)
            guard let transform, !transform.isStaticIdentity else {
                // A group that never moves, scales, turns or fades what it holds adds no layer
                // (most groups of exported files): its layers join this one's, in its place.
                bottomFirst += sublayers
                continue
            }
            let layer = Layer()
            layer.name = "\(path)"
            try context.applyTransform(transform, to: layer, includeOpacity: true)
            layer.anchorPoint = .zero
            for sublayer in sublayers { layer.addSublayer(sublayer) }
            bottomFirst.append(layer)
        }
        var topFirst: [Layer] = []
        for group in renderGroups {
            // The trims that change something, innermost first.
            let trims = group.trims.filter { !$0.isIdentity }
            if let first = trims.first, !first.individually, group.geometries.count > 1 {
                context.diagnostics.warn(first.path, "trimming several shapes simultaneously is drawn as each shape "
                                         + "trimmed on its own (as lottie-ios's Core Animation engine draws it)")
            }
            // One path for all the geometries only when they are all paths and nothing trims them.
            let allPaths = group.geometries.allSatisfy { if case .path = $0.kind { true } else { false } }
            var units = allPaths && group.trims.isEmpty ? [group.geometries] : group.geometries.map { [$0] }
            if let corners = group.roundedCorners { units = round(units, by: corners) }
            for paint in group.paints {
                // Within a render group, each geometry's layer is added above the previous one.
                for unit in units.reversed() { topFirst.append(try renderLayer(paint, geometries: unit, trims: trims)) }
            }
        }
        bottomFirst.append(contentsOf: topFirst.reversed())
        return bottomFirst
    }

    /// `units` with the corners of their geometries rounded by `corners`, as lottie-ios's
    /// `ShapeItemLayer` rounds a single geometry (several paths drawn as one it leaves sharp, and
    /// reports; ellipses have no corners); stars, polygons, merged and modified paths too, which
    /// lottie-ios leaves sharp, as After Effects and lottie-android round them.
    private func round(_ units: [[ShapeGeometry]], by corners: RoundedCornersModel) -> [[ShapeGeometry]] {
        guard corners.radius.mayHold({ ($0.first ?? 0) > 0 }) else { return units }
        return units.map { unit in
            guard unit.count == 1, var geometry = unit.first else {
                context.diagnostics.warn(corners.path, "rounded corners on several paths drawn as one are not applied "
                                         + "(nor by lottie-ios's Core Animation engine)")
                return unit
            }
            switch geometry.kind {
            case .ellipse: break  // No corners.
            default: geometry.cornerRadius = corners.radius
            }
            return [geometry]
        }
    }

    /// The copies of `items` a repeater makes, each in a layer with its transform and opacity,
    /// the first at the bottom (at the top when they stack below).
    private func copies(of items: [ShapeItem], _ repeater: RepeaterModel) throws -> [Layer] {
        let copies = try (0..<repeater.copies).map { index in
            try context.diagnostics.countLayer(at: repeater.path)
            let layer = Layer()
            let transform = try repeater.transform(ofCopy: index, context.diagnostics)
            try context.applyTransform(transform, to: layer, includeOpacity: true)
            for sublayer in try layers(for: items) { layer.addSublayer(sublayer) }
            return layer
        }
        return repeater.stacksBelow ? copies.reversed() : copies
    }

    /// One shape layer: the geometries' combined path drawn by `render`. A stroke with one trim
    /// is trimmed as Core Animation trims it (strokeStart and strokeEnd); with several, the path
    /// itself is cut by each in turn, as After Effects chains them (lottie-ios's Core Animation
    /// engine applies the first only). A fill's trims are not applied, with a warning, as
    /// lottie-ios's Core Animation engine leaves them (After Effects fills the trimmed outline,
    /// which costs 7 of lottie-ios's snapshot frames: docs/conformance/Lottie.md).
    private func renderLayer(_ render: ShapeItem, geometries: [ShapeGeometry], trims: [TrimModel]) throws -> Layer {
        let layer = ShapeLayer()
        layer.anchorPoint = .zero
        layer.fillColor = nil
        var trims = trims
        /// A fill's trims are dropped, with a warning.
        func dropTrims() {
            if let first = trims.first {
                context.diagnostics.warn(first.path, "trim paths on fills are not applied (Core Animation trims strokes only)")
                trims = []
            }
        }
        var gradient: GradientModel?
        switch render {
        case .fill(let fill):
            dropTrims()
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
                dropTrims()
                layer.fillRule = paint.evenOdd ? .evenOdd : .nonZero
                layer.fillColor = .white
            }
        default:
            break
        }
        if trims.count == 1, let trim = trims.first {
            let multiplier = try context.applyTrim(trim, to: layer)
            try context.applyPath(geometries, repeated: multiplier, to: layer)
        } else {
            try context.applyPath(geometries, repeated: 1, trimmedBy: trims, to: layer)
        }
        guard let gradient else { return layer }
        return try context.gradientLayer(gradient, through: layer)
    }
}
