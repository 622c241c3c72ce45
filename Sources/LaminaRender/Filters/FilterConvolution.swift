// The kernel of `feConvolveMatrix` (Filter Effects Module Level 1 §9.13): its order, values,
// target cell, divisor, bias, edge mode and whether alpha is kept. The checks are the spec's
// (an order of positive integers, as many values as cells, a target inside the kernel, a
// divisor other than 0); the convolution itself is in Image+ConvolveMatrix.swift.
import Foundation

/// How a convolution reads pixels beyond the edges of its input image.
public enum FilterEdgeMode: Hashable, Sendable {
    /// The nearest edge pixel (SVG's default, `edgeMode="duplicate"`).
    case duplicate
    /// The pixel from the opposite edge, as if the image were tiled.
    case wrap
    /// Transparent black: the cell adds nothing.
    case none
}

/// A convolution kernel: each result pixel is the weighted sum of the input pixels around it,
/// divided by ``divisor``, plus ``bias``.
///
/// ``values`` are in SVG's order, row by row from the top left; as in SVG, the kernel is
/// rotated 180° when it is applied (a true convolution), so value (column c, row r) weighs the
/// pixel (x − ``targetX`` + (columns − 1 − c), y − ``targetY`` + (rows − 1 − r)). Cells are whole
/// device pixels.
public struct FilterConvolution: Equatable, Sendable {
    /// The most values one kernel may hold (a larger kernel is refused).
    public static let maximumValues = 65_536

    /// Kernel width in cells (SVG's `orderX`), at least 1.
    public let columns: Int
    /// Kernel height in cells (SVG's `orderY`), at least 1.
    public let rows: Int
    /// The `columns × rows` weights, row by row (SVG's `kernelMatrix`).
    public let values: [CGFloat]
    /// The column of the cell over the result pixel, 0 ..< columns (default columns / 2).
    public let targetX: Int
    /// The row of the cell over the result pixel, 0 ..< rows (default rows / 2).
    public let targetY: Int
    /// What the weighted sum is divided by: never 0 (default: the sum of the values, or 1
    /// when they sum to 0).
    public let divisor: CGFloat
    /// Added to each result channel after the division, 0…1 of full scale (premultiplied: the
    /// colour channels get `bias × alpha`). Default 0.
    public var bias: CGFloat
    /// How pixels beyond the input's edges are read. Default ``FilterEdgeMode/duplicate``.
    public var edgeMode: FilterEdgeMode
    /// Whether alpha passes through unchanged and only the straight (unpremultiplied) colour
    /// channels are convolved. Default false: all four premultiplied channels are convolved.
    public var preserveAlpha: Bool

    /// A kernel, or nil where SVG calls the attributes in error: `columns` or `rows` below 1, a
    /// value count other than `columns × rows` (or above ``maximumValues``), a target outside
    /// the kernel, a divisor of 0, or a value that is not finite.
    /// - Parameters:
    ///   - columns: kernel width in cells.
    ///   - rows: kernel height in cells.
    ///   - values: the weights, row by row.
    ///   - targetX: the target column; nil for `columns / 2`.
    ///   - targetY: the target row; nil for `rows / 2`.
    ///   - divisor: nil for the sum of the values (1 when that sum is 0).
    ///   - bias: added after the division. Default 0.
    ///   - edgeMode: default ``FilterEdgeMode/duplicate``.
    ///   - preserveAlpha: default false.
    public init?(columns: Int, rows: Int, values: [CGFloat], targetX: Int? = nil, targetY: Int? = nil,
                 divisor: CGFloat? = nil, bias: CGFloat = 0, edgeMode: FilterEdgeMode = .duplicate,
                 preserveAlpha: Bool = false) {
        guard columns > 0, rows > 0, values.count <= Self.maximumValues, columns <= Self.maximumValues,
              rows <= Self.maximumValues, values.count == columns * rows,
              values.allSatisfy(\.isFinite), bias.isFinite else { return nil }
        let x = targetX ?? columns / 2, y = targetY ?? rows / 2
        guard (0..<columns).contains(x), (0..<rows).contains(y) else { return nil }
        // The sum rounded to 1e-6, so that 0.1 × 10 − 1 counts as 0 (as resvg reads it).
        let sum = (values.reduce(0, +) * 1_000_000).rounded() / 1_000_000
        let divide = divisor ?? (sum == 0 ? 1 : sum)
        guard divide != 0, divide.isFinite else { return nil }
        self.columns = columns
        self.rows = rows
        self.values = values
        self.targetX = x
        self.targetY = y
        self.divisor = divide
        self.bias = bias
        self.edgeMode = edgeMode
        self.preserveAlpha = preserveAlpha
    }
}
