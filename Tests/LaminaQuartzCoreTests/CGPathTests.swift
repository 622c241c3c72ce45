// Core Graphics' path builders produce exact elements; CGPath arcs take Core Graphics' y-up
// sense of `clockwise`, UIBezierPath's the screen's; CATransform3D's functions and NSValue boxes.
import Foundation
import Lamina
import LaminaUIKit
import Testing

@Suite struct CGPathTests {
    @Test func linesAndCloseAreExactElements() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addLines(between: [CGPoint(x: 20, y: 5), CGPoint(x: 20, y: 15)])
        path.addQuadCurve(to: CGPoint(x: 0, y: 20), control: CGPoint(x: 10, y: 30))
        path.closeSubpath()
        #expect(path.laminaPath.elements == [
            .move(to: CGPoint(x: 0, y: 0)), .line(to: CGPoint(x: 10, y: 0)),
            .move(to: CGPoint(x: 20, y: 5)), .line(to: CGPoint(x: 20, y: 15)),
            .quadCurve(to: CGPoint(x: 0, y: 20), control: CGPoint(x: 10, y: 30)), .closeSubpath,
        ])
        #expect(path.currentPoint == CGPoint(x: 20, y: 5))
    }

    @Test func rectanglesAndTransforms() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 1, y: 2, width: 3, height: 4), transform: CGAffineTransform(translationX: 10, y: 0))
        #expect(path.laminaPath == BezierPath(rect: CGRect(x: 11, y: 2, width: 3, height: 4)))
        #expect(CGPath(rect: CGRect(x: 0, y: 0, width: 2, height: 2), transform: nil).boundingBox
            == CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(UIBezierPath(rect: CGRect(x: 0, y: 0, width: 2, height: 2)).cgPath
            == CGPath(rect: CGRect(x: 0, y: 0, width: 2, height: 2), transform: nil))
    }

    @Test func cgArcClockwiseIsCounterClockwiseOnScreen() {
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        let screen = BezierPath(arcCenter: .zero, radius: 1, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(path.laminaPath == screen)  // the long way round: three quarters
        let ui = UIBezierPath(arcCenter: .zero, radius: 1, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(ui.laminaPath.elements.count == 2)  // a move and one quarter
    }

    @Test func arcAfterACurrentPointJoinsWithALine() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: -5, y: 0))
        path.addArc(center: .zero, radius: 1, startAngle: .pi, endAngle: .pi / 2, clockwise: true)
        #expect(path.laminaPath.elements.first == .move(to: CGPoint(x: -5, y: 0)))
        #expect(path.laminaPath.elements[1] == .line(to: CGPoint(x: -1, y: sin(CGFloat.pi))))
        #expect(path.laminaPath.elements.count == 3)  // move, line, one quarter
    }

    @Test func dotsOfNVActivityIndicatorViewAreFullCircles() {
        // 0 → 2π with clockwise false: a whole turn, as iOS draws it.
        let path = UIBezierPath()
        path.addArc(withCenter: CGPoint(x: 5, y: 5), radius: 5, startAngle: 0, endAngle: CGFloat(2 * Double.pi),
                    clockwise: false)
        #expect(path.laminaPath.elements.count == 5)
        #expect(path.bounds.insetBy(dx: -1e-9, dy: -1e-9).contains(CGRect(x: 0, y: 0, width: 10, height: 10)))
    }

    @Test func transform3DFunctions() {
        let rotation = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let flat = CATransform3DGetAffineTransform(rotation), expected = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(abs(flat.a - expected.a) <= 1e-15 && abs(flat.b - expected.b) <= 1e-15 && abs(flat.c - expected.c) <= 1e-15)
        let scaleThenMove = CATransform3DConcat(CATransform3DMakeScale(2, 3, 1), CATransform3DMakeTranslation(5, 6, 0))
        #expect(CATransform3DGetAffineTransform(scaleThenMove) == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 5, ty: 6))
        var flip = CATransform3DMakeRotation(.pi, 1, 0, 0)
        flip.m34 = -1 / 100
        // A layer keeps the whole matrix, perspective included, and shows its affine part as 2D.
        let layer = CALayer()
        layer.transform = flip
        #expect(layer.transform == flip && layer.laminaLayer.transform3D.m34 == -1 / 100)
        #expect(abs(layer.affineTransform().d + 1) <= 1e-15 && abs(layer.affineTransform().a - 1) <= 1e-15)
        #expect(CATransform3DIsAffine(CATransform3DMakeAffineTransform(CGAffineTransform(scaleX: 2, y: 2))))
        #expect(!CATransform3DIsAffine(flip))
    }

    @Test func nsValueBoxesRoundTrip() {
        let transform = CATransform3DMakeTranslation(1, 2, 3)
        #expect(NSValue(caTransform3D: transform).caTransform3DValue == transform)
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgPointValue == CGPoint(x: 1, y: 2))
        #expect(NSValue(cgSize: CGSize(width: 3, height: 4)).cgSizeValue == CGSize(width: 3, height: 4))
        #expect(NSCoder.cgPoint(for: "{12.5, -3}") == CGPoint(x: 12.5, y: -3))
        #expect(NSCoder.cgPoint(for: "{oops}") == .zero)
    }
}
