// The worked frame / position / anchor numbers of SEMANTICS §2.2, and point conversion.
import Foundation
import Testing
@testable import Lamina

@Suite struct LayerGeometryTests {
    private func layer(anchor: CGPoint = CGPoint(x: 0.5, y: 0.5)) -> Layer {
        let layer = Layer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        layer.position = CGPoint(x: 200, y: 300)
        layer.anchorPoint = anchor
        return layer
    }

    @Test func frameWithCentreAnchor() {
        #expect(layer().frame == CGRect(x: 150, y: 275, width: 100, height: 50))
    }

    @Test func frameWithTopLeftAnchor() {
        #expect(layer(anchor: .zero).frame == CGRect(x: 200, y: 300, width: 100, height: 50))
    }

    @Test func frameWithBottomRightAnchor() {
        #expect(layer(anchor: CGPoint(x: 1, y: 1)).frame == CGRect(x: 100, y: 250, width: 100, height: 50))
    }

    @Test func frameUnderScale() {
        let l = layer()
        l.transform = CGAffineTransform(scaleX: 2, y: 4)
        #expect(l.frame == CGRect(x: 100, y: 200, width: 200, height: 200))
    }

    @Test func boundsOriginDoesNotMoveFrame() {
        let l = layer()
        l.bounds.origin = CGPoint(x: 30, y: -20)
        #expect(l.frame == CGRect(x: 150, y: 275, width: 100, height: 50))
    }

    @Test func settingFrameSetsPositionAndSizeKeepingBoundsOrigin() {
        let l = layer()
        l.bounds.origin = CGPoint(x: 7, y: 9)
        l.frame = CGRect(x: 10, y: 20, width: 60, height: 40)
        #expect(l.position == CGPoint(x: 40, y: 40))
        #expect(l.bounds == CGRect(x: 7, y: 9, width: 60, height: 40))
        #expect(l.frame == CGRect(x: 10, y: 20, width: 60, height: 40))
    }

    @Test func settingFrameUnderScaleDividesByTheScale() {
        let l = layer()
        l.transform = CGAffineTransform(scaleX: 2, y: 4)
        l.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(l.bounds.size == CGSize(width: 50, height: 12.5))
        #expect(l.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
    }

    @Test func settingBoundsMovesNeitherPositionNorAnchor() {
        let l = layer()
        l.bounds = CGRect(x: 5, y: 5, width: 10, height: 10)
        #expect(l.position == CGPoint(x: 200, y: 300))
        #expect(l.anchorPoint == CGPoint(x: 0.5, y: 0.5))
    }

    @Test func anchorPointOutsideUnitSquareIsKept() {
        let l = layer(anchor: CGPoint(x: 2, y: -1))
        #expect(l.anchorPoint == CGPoint(x: 2, y: -1))
        // A = (200, −50): the bounds' top-left sits at position − A.
        #expect(l.frame == CGRect(x: 0, y: 350, width: 100, height: 50))
    }

    @Test func rotationPivotsAboutTheAnchor() {
        let l = layer(anchor: .zero)
        l.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let f = l.frame
        // (100, 0) → (0, 100) and (0, 50) → (−50, 0) about the top-left corner at (200, 300).
        #expect(abs(f.minX - 150) < 1e-9 && abs(f.minY - 300) < 1e-9)
        #expect(abs(f.width - 50) < 1e-9 && abs(f.height - 100) < 1e-9)
    }

    @Test func convertPointFromSublayer() {
        let parent = layer()
        let child = Layer()
        child.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        child.position = CGPoint(x: 10, y: 10)
        parent.addSublayer(child)
        #expect(parent.convert(CGPoint(x: 0, y: 0), from: child) == CGPoint(x: 0, y: 0))
        #expect(parent.convert(CGPoint(x: 20, y: 5), from: child) == CGPoint(x: 20, y: 5))
        child.position = CGPoint(x: 50, y: 25)
        #expect(parent.convert(CGPoint(x: 0, y: 0), from: child) == CGPoint(x: 40, y: 15))
        #expect(child.convert(CGPoint(x: 40, y: 15), from: parent) == CGPoint(x: 0, y: 0))
        #expect(child.convert(CGPoint(x: 1, y: 2), to: parent) == CGPoint(x: 41, y: 17))
    }

    @Test func convertHonoursBoundsOriginAndSublayerTransform() {
        let root = Layer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.sublayerTransform = CGAffineTransform(scaleX: 2, y: 2)  // about the anchor (50, 50)
        let child = Layer()
        child.bounds = CGRect(x: 10, y: 10, width: 20, height: 20)
        child.anchorPoint = .zero
        child.position = CGPoint(x: 60, y: 50)
        root.addSublayer(child)
        // child (10,10) → its position (60,50) → about (50,50) scaled by 2 → (70, 50).
        #expect(child.convert(CGPoint(x: 10, y: 10), to: root) == CGPoint(x: 70, y: 50))
        #expect(root.convert(CGPoint(x: 70, y: 50), to: child) == CGPoint(x: 10, y: 10))
    }

    @Test func convertBetweenCousins() {
        let root = Layer()
        let a = Layer(), b = Layer()
        a.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        b.bounds = a.bounds
        a.position = CGPoint(x: 5, y: 5)
        b.position = CGPoint(x: 105, y: 55)
        root.addSublayer(a)
        root.addSublayer(b)
        #expect(b.convert(CGPoint(x: 3, y: 4), from: a) == CGPoint(x: -97, y: -46))
        #expect(a.convert(CGPoint(x: 3, y: 4), to: nil) == CGPoint(x: 3, y: 4))
    }

    @Test func convertRectGivesTheBoundingBox() {
        let root = Layer()
        let child = Layer()
        child.bounds = CGRect(x: 0, y: 0, width: 10, height: 20)
        child.anchorPoint = .zero
        child.transform = CGAffineTransform(rotationAngle: .pi / 2)
        root.addSublayer(child)
        let r = root.convert(child.bounds, from: child)
        #expect(abs(r.minX + 20) < 1e-9 && abs(r.minY) < 1e-9 && abs(r.width - 20) < 1e-9 && abs(r.height - 10) < 1e-9)
    }
}
