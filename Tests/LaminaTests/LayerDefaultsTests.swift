// Core Animation's defaults (SEMANTICS §1.1, §2.1, §2.7), property by property.
import Foundation
import Testing
@testable import Lamina

@Suite struct LayerDefaultsTests {
    @Test func layerDefaultsAreCALayers() {
        let l = Layer()
        #expect(l.bounds == .zero)
        #expect(l.position == .zero)
        #expect(l.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(l.transform == .identity && l.sublayerTransform == .identity)
        #expect(l.zPosition == 0)
        #expect(l.opacity == 1)
        #expect(!l.isHidden && !l.masksToBounds)
        #expect(l.compositingFilter == .normal)
        #expect(l.mask == nil)
        #expect(l.backgroundColor == nil)
        #expect(l.cornerRadius == 0 && l.cornerCurve == .circular && l.maskedCorners == .allCorners)
        #expect(l.borderWidth == 0 && l.borderColor == .black)
        #expect(l.shadowColor == .black && l.shadowOpacity == 0)
        #expect(l.shadowOffset == CGSize(width: 0, height: -3) && l.shadowRadius == 3 && l.shadowPath == nil)
        #expect(l.contents == nil && l.contentsGravity == .resize)
        #expect(l.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(l.contentsCenter == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(l.contentsScale == 1 && l.contentsResizingMode == .stretch)
        #expect(l.name == nil && l.superlayer == nil && l.sublayers == nil)
    }

    @Test func shapeLayerDefaultsAreCAShapeLayers() {
        let s = ShapeLayer()
        #expect(s.path == nil)
        #expect(s.fillColor == .black && s.fillRule == .nonZero)
        #expect(s.strokeColor == nil)
        #expect(s.lineWidth == 1 && s.miterLimit == 10)
        #expect(s.lineCap == .butt && s.lineJoin == .miter)
        #expect(s.lineDashPattern == nil && s.lineDashPhase == 0)
        #expect(s.strokeStart == 0 && s.strokeEnd == 1)
    }

    @Test func settingTheStrokeStyleSetsEveryStrokeProperty() {
        let shape = ShapeLayer()
        let style = StrokeStyle(lineWidth: 6, lineCap: .round, lineJoin: .bevel, miterLimit: 4, dashPattern: [2, 4],
                                dashPhase: 1, strokeStart: 0.2, strokeEnd: 0.6)
        shape.strokeStyle = style
        #expect(shape.lineWidth == 6 && shape.lineCap == .round && shape.lineJoin == .bevel && shape.miterLimit == 4)
        #expect(shape.lineDashPattern == [2, 4] && shape.lineDashPhase == 1)
        #expect(shape.strokeStart == 0.2 && shape.strokeEnd == 0.6)
        #expect(shape.strokeStyle == style)
    }

    @Test func gradientLayerDefaultsAreCAGradientLayers() {
        let g = GradientLayer()
        #expect(g.colors == nil && g.locations == nil)
        #expect(g.startPoint == CGPoint(x: 0.5, y: 0) && g.endPoint == CGPoint(x: 0.5, y: 1))
        #expect(g.type == .axial)
    }
}
