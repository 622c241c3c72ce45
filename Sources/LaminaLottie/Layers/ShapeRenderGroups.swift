// How lottie-ios's Core Animation engine splits a group's shape items into units it draws
// (ShapeLayer.swift, `shapeRenderGroups`): geometries gather into a render group until a fill
// (solid or gradient) ends it, so a fill paints only the geometries since the previous fill; a
// fill with no geometry of its own paints the previous group's again (unless child groups will
// inherit it); strokes and trims join every render group so far; a geometry after a trim starts
// a new group, so a trim only reaches the geometries before it. Items that end up in no render
// group with a geometry are passed down to the child groups.
import Foundation

/// One unit drawn together: geometries and the items that paint or trim them, in list order.
struct ShapeRenderGroup {
    /// The geometries, in list order.
    var geometries: [ShapeGeometry] = []
    /// Fills, strokes and trims (front to back), with their positions in the list split.
    var others: [(index: Int, item: ShapeItem)] = []

    /// The fills and strokes, front to back.
    var paints: [ShapeItem] { others.compactMap { $0.item.isRender ? $0.item : nil } }

    /// The first rounded corners, which lottie-ios applies to the group's geometries.
    var roundedCorners: RoundedCornersModel? {
        others.lazy.compactMap { if case .roundedCorners(let corners) = $0.item { corners } else { nil } }.first
    }

    /// The trims, front to back.
    var trims: [TrimModel] {
        others.compactMap { if case .trim(let trim) = $0.item { trim } else { nil } }
    }
}

extension Array where Element == ShapeItem {
    /// The render groups of these items (none of them a group or repeater), front to back, that
    /// have a geometry; and the items no such group uses, in list order. `hasChildGroups`: the
    /// items' group has child groups, which inherit the unused items.
    func renderGroups(hasChildGroups: Bool) -> (groups: [ShapeRenderGroup], unused: [ShapeItem]) {
        var groups = [ShapeRenderGroup()]
        for (index, item) in enumerated() {
            let last = groups.count - 1
            if case .geometry(let geometry) = item {
                if groups[last].others.contains(where: { if case .trim = $0.item { true } else { false } }) {
                    groups.append(ShapeRenderGroup(geometries: [geometry]))
                } else {
                    groups[last].geometries.append(geometry)
                }
            } else if item.isFill {
                groups[last].others.append((index, item))
                if groups[last].geometries.isEmpty, !hasChildGroups, last > 0 {
                    groups[last].geometries = groups[last - 1].geometries
                }
                groups.append(ShapeRenderGroup())
            } else {
                for group in groups.indices { groups[group].others.append((index, item)) }
            }
        }
        let valid = groups.filter { !$0.geometries.isEmpty }
        var used = [Bool](repeating: false, count: count)
        for group in valid {
            for other in group.others { used[other.index] = true }
        }
        let unused = indices.compactMap { index -> ShapeItem? in
            if case .geometry = self[index] { return nil }
            return used[index] ? nil : self[index]
        }
        return (valid, unused)
    }
}

extension ShapeItem {
    /// Whether a solid or gradient fill (which ends a render group).
    var isFill: Bool {
        switch self {
        case .fill: true
        case .gradient(let gradient): gradient.stroke == nil
        default: false
        }
    }
}
