// What an expression sees as `thisComp` and `thisLayer`: the composition and the layer whose
// properties are being decoded. CompositionBuilder sets it on the build's diagnostics while it
// decodes and builds each layer; decoding an animatable property with an expression (`x`)
// evaluates it there, frame by frame (JSONNode+Expression.swift).
import Foundation

/// A composition as expressions see it: its layers, size and name.
struct ExpressionComposition {
    /// The composition's `layers`, as written.
    let layers: [JSONNode]
    /// Its size in points.
    let width: Double, height: Double
    /// Its `nm`, if any.
    let name: String?
    /// Every asset by id, for `comp(name)`.
    let assets: [String: JSONNode]
    /// The frame rate of the animation (frames per second).
    let frameRate: Double
    /// The root composition, for `comp(name)`.
    let root: JSONNode
}

/// The layer whose properties are being decoded, in its composition.
struct ExpressionScope {
    /// The layer's composition.
    let composition: ExpressionComposition
    /// The layer.
    let layer: JSONNode
    /// The layer's frames (its composition's) where an expression is evaluated: from its in
    /// point to its out point, every `step` (one frame, or less where a precomp's stretch shows
    /// the layer's frames faster than the root's).
    let inFrame: Double, outFrame: Double, step: Double
}

extension LottieDiagnostics {
    /// Runs `body` with `scope` as the expression scope, restoring the one before afterwards.
    func withExpressionScope<Result>(_ scope: ExpressionScope?, _ body: () throws -> Result) rethrows -> Result {
        let previous = expressionScope
        expressionScope = scope
        defer { expressionScope = previous }
        return try body()
    }
}
