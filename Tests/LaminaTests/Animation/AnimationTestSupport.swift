import Foundation
@testable import Lamina

/// A 100 × 100 shape layer with a horizontal line path, so shape properties exist.
func makeShapeLayer() -> ShapeLayer {
    let layer = ShapeLayer()
    layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
    layer.position = CGPoint(x: 50, y: 50)
    var path = BezierPath()
    path.move(to: CGPoint(x: 0, y: 50))
    path.addLine(to: CGPoint(x: 100, y: 50))
    layer.path = path
    layer.strokeColor = .black
    return layer
}

/// The stroke end the layer presents at `time`.
func strokeEnd(_ layer: Layer, at time: Double) throws -> CGFloat? {
    AnimatableProperty<CGFloat>.strokeEnd.value(in: try layer.presentation(at: time))
}

/// The opacity the layer presents at `time`.
func opacity(_ layer: Layer, at time: Double) throws -> CGFloat {
    try layer.presentation(at: time).opacity
}
