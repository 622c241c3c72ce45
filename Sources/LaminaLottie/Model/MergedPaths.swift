// Merge Paths (`mm`, the Lottie schema's `merge`), which lottie-ios's Core Animation engine
// skips: After Effects combines every path above it in its group (those of the groups above it
// too, under their transforms) into one path that the items after it paint, and the input paths
// draw no more. Mode 1 (merge) only joins them into one compound path, which is what Lamina
// already draws for them, so it changes nothing drawn; but a later Merge Paths item takes that
// compound path as one input (lottie-android's `absorbContent` takes the earlier merge as one
// path: LottieFiles' `Plane` intersects a merged globe with nothing else, which leaves it as it
// is). Modes 2–5 combine the filled regions (add, subtract, intersect, exclude intersections)
// one input after another, in list order, as Skia's Skottie does: the topmost path less those
// below it, for subtract, as After Effects' manual says.
import Foundation
import LaminaGeometry

/// A path of a merge's input: a geometry under the transforms of the groups that hold it,
/// outermost first.
struct MergeInput {
    var geometry: ShapeGeometry
    var transforms: [TransformModel]
}

/// The result of a Merge Paths item with a Boolean mode.
struct MergedPaths {
    /// How each input after the first combines with the result so far; nil joins them into one
    /// compound path (mode 1).
    var operation: PathBooleanOperation?
    /// The inputs, in list order (top first).
    var inputs: [MergeInput]
}

extension Array where Element == ShapeItem {
    /// The items (those before a Merge Paths item of `mode`) with their geometries and groups
    /// replaced by one merged geometry at the end, for a Boolean mode; as they are for mode 1.
    /// The first `joined` merge inputs were joined by an earlier mode 1 merge: they are one input.
    func merged(mode: Double, path: JSONPath, joined: Int, _ diagnostics: LottieDiagnostics) -> [ShapeItem] {
        let operation: PathBooleanOperation
        switch mode {
        case 1: return self
        case 2: operation = .union
        case 3: operation = .subtraction
        case 4: operation = .intersection
        case 5: operation = .symmetricDifference
        default:
            diagnostics.warn(path.member("mm"), "expected a merge mode from 1 to 5, found \(mode); merged as mode 1 "
                             + "(one compound path)")
            return self
        }
        let inputs = flatMap(\.mergeInputs)
        guard !inputs.isEmpty else { return self }
        // One input has nothing to combine with: it stays as it is (as lottie-android leaves it).
        let merged = if inputs.count == 1 || joined >= inputs.count {
            MergedPaths(operation: nil, inputs: inputs)
        } else if joined > 1 {
            MergedPaths(operation: operation, inputs: [MergeInput(geometry: ShapeGeometry(
                merging: MergedPaths(operation: nil, inputs: [MergeInput](inputs.prefix(joined))), path: path),
                transforms: [])] + inputs.dropFirst(joined))
        } else {
            MergedPaths(operation: operation, inputs: inputs)
        }
        return filter { $0.mergeInputs.isEmpty } + [.geometry(ShapeGeometry(merging: merged, path: path))]
    }
}

extension ShapeItem {
    /// The paths this item gives a Merge Paths item after it: a geometry itself, a group's
    /// geometries under its transform (its own merges already applied).
    var mergeInputs: [MergeInput] {
        switch self {
        case .geometry(let geometry):
            return [MergeInput(geometry: geometry, transforms: [])]
        case .group(let items, let transform, _):
            return items.flatMap(\.mergeInputs).map { input in
                MergeInput(geometry: input.geometry, transforms: (transform.map { [$0] } ?? []) + input.transforms)
            }
        default:
            return []
        }
    }
}
