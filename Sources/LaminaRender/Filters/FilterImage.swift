// What `feImage` draws (SVG 1.1 §15.16, Filter Effects 1 §9.16), as resvg draws it
// (crates/resvg/src/filter/mod.rs, `apply_image`): a bitmap placed in points, or any drawing
// (Lamina's committed layer trees among them), in the primitive's own space. That space has its
// origin at the top-left pixel of the primitive's subregion and is scaled as the filter's
// coordinates are (per axis), but never rotated or skewed.
import Foundation

/// Something a filter draws as a picture (``FilterImage/drawing(_:)``): Lamina's `RenderTree`
/// is one, so a layer subtree can feed a filter.
public protocol FilterDrawing: Sendable {
    /// Draws onto `canvas` in its current coordinates (points), spending from its budgets.
    /// - Throws: the canvas's errors (a budget run out, a non-finite number).
    func draw(on canvas: Canvas) throws
    /// Whether `other` draws the same (what makes two filters equal).
    func isEqual(to other: any FilterDrawing) -> Bool
}

extension FilterDrawing where Self: Equatable {
    /// Whether `other` is of the same type and equal.
    public func isEqual(to other: any FilterDrawing) -> Bool {
        (other as? Self) == self
    }
}

/// The picture of a ``FilterEffect/image(_:)`` primitive, in the primitive's space: points from
/// the top-left corner of its subregion (the whole filter region when it has none), scaled as
/// the filter's coordinates are but neither rotated nor skewed.
public enum FilterImage: Equatable, Sendable {
    /// `image` stretched over `rect` (points in the primitive's space), its pixels sampled by
    /// `filter`. Nothing of it shows outside the subregion.
    case bitmap(Image, rect: CGRect, filter: ImageFilter)
    /// A drawing, in the primitive's space.
    case drawing(any FilterDrawing)

    /// Whether both draw the same picture.
    public static func == (lhs: FilterImage, rhs: FilterImage) -> Bool {
        switch (lhs, rhs) {
        case let (.bitmap(a, r, f), .bitmap(b, s, g)): return a == b && r == s && f == g
        case let (.drawing(a), .drawing(b)): return a.isEqual(to: b)
        default: return false
        }
    }

    /// The picture over a `width` × `height` image whose pixels map from the primitive's space by
    /// `transform`, drawn on a canvas of its own that spends from `budget` (lowered by what it
    /// spent) and stops with `cancellation`.
    func rendered(width: Int, height: Int, transform: CGAffineTransform, budget: inout RenderBudget,
                  limits: RenderBudget, cancellation: RenderCancellation?) throws -> Image {
        try Image(width: width, height: height) { canvas in
            canvas.budgetLimits = limits
            canvas.budgetLeft = budget
            canvas.cancellation = cancellation
            defer { budget = canvas.budgetLeft }
            try canvas.concatenate(transform)
            switch self {
            case .bitmap(let image, let rect, let filter):
                try canvas.draw(image, from: CGRect(x: 0, y: 0, width: image.width, height: image.height), in: rect,
                                filter: filter)
            case .drawing(let drawing):
                try drawing.draw(on: canvas)
            }
        }
    }
}
