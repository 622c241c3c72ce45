// Filters blend number by number (LaminaRender's Filter+Numbers.swift): a blur's deviation, a
// flood's colour, a colour matrix's values. What Core Animation animates through key paths such
// as "filters.gaussianBlur.inputRadius", Lamina animates as the whole `filters` list, whose
// entries must keep their structure.
import Foundation

extension Filter: ComponentwiseInterpolatable {
    /// Combines the two filters' numbers one by one: the region, each primitive's subregion and
    /// parameters (deviations, offsets, colours in sRGB with straight alpha, coefficients,
    /// matrix and transfer-function values, hue rotation angles, radii, scales, frequencies,
    /// lighting).
    ///
    /// - Throws: ``AnimationError/incompatibleValues(_:)`` unless the filters have the same
    ///   structure: the same primitives with the same inputs, names, colour spaces, modes,
    ///   pictures, convolution kernels, octaves and seeds, and lists of the same lengths.
    public static func combine(_ a: Filter, _ b: Filter, _ operation: (Double, Double) -> Double) throws -> Filter {
        let (first, second) = (a.numbers, b.numbers)
        guard let combined = a.replacingNumbers(zip(first, second).map { CGFloat.combine($0, $1, operation) }),
              first.count == second.count, a.replacingNumbers(second) == b else {
            throw AnimationError.incompatibleValues(
                "cannot blend filters of different structure (\(a.primitives.count) and \(b.primitives.count) "
                + "primitives, \(first.count) and \(second.count) numbers)")
        }
        return combined
    }

    /// Whether every number of the filter (as ``combine(_:_:_:)`` blends them) is finite.
    /// Read directly: the protocol's default would build and compare two more filters.
    public var isFinite: Bool { numbers.allSatisfy(\.isFinite) }
}
