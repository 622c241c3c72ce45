// Merge Paths (`mm`, the Lottie schema's `merge`), which lottie-ios's Core Animation engine
// skips: After Effects combines every path above it in its group (those of the groups above it
// too, under their transforms) into one path that the items after it paint, and the input paths
// draw no more. Mode 1 (merge) only joins them into one compound path, which is what Lamina
// already draws for them, so it changes nothing; modes 2–5 combine the filled regions (add,
// subtract, intersect, exclude intersections) one input after another, in list order, as Skia's
// Skottie does: the topmost path less those below it, for subtract, as After Effects' manual says.
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
    /// How each input after the first combines with the result so far.
    var operation: PathBooleanOperation
    /// The inputs, in list order (top first).
    var inputs: [MergeInput]
}

extension Array where Element == ShapeItem {
    /// The items (those before a Merge Paths item of `mode`) with their geometries and groups
    /// replaced by one merged geometry at the end, for a Boolean mode; as they are for mode 1.
    func merged(mode: Double, path: JSONPath, _ diagnostics: LottieDiagnostics) -> [ShapeItem] {
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
        return filter { $0.mergeInputs.isEmpty }
            + [.geometry(ShapeGeometry(merging: MergedPaths(operation: operation, inputs: inputs), path: path))]
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
