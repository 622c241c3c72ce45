import Foundation
import Testing
@testable import LaminaGeometry

private func near(_ a: CGPoint, _ b: CGPoint, _ tol: CGFloat = 1e-12) -> Bool {
    abs(a.x - b.x) <= tol && abs(a.y - b.y) <= tol
}

@Suite struct CGAffineTransformTests {
    @Test func concatenatingAppliesSelfFirst() {
        let translate = CGAffineTransform(translationX: 10, y: 0), scale = CGAffineTransform(scaleX: 2, y: 3)
        #expect(CGPoint(x: 1, y: 1).applying(translate.concatenating(scale)) == CGPoint(x: 22, y: 3))
        #expect(CGPoint(x: 1, y: 1).applying(scale.concatenating(translate)) == CGPoint(x: 12, y: 3))
    }

    @Test func translatedByAppliesTheTranslationBeforeTheTransform() {
        let t = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 22, y: 2))
        let s = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
        #expect(CGPoint(x: 1, y: 1).applying(s) == CGPoint(x: 12, y: 2))
    }

    @Test func rotationByHalfPiTurnsXTowardsYClockwiseOnScreen() {
        let r = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(near(CGPoint(x: 1, y: 0).applying(r), CGPoint(x: 0, y: 1)))
        #expect(near(CGPoint(x: 0, y: 1).applying(r), CGPoint(x: -1, y: 0)))
        let rotatedFirst = CGAffineTransform(translationX: 5, y: 0).rotated(by: .pi / 2)
        #expect(near(CGPoint(x: 1, y: 0).applying(rotatedFirst), CGPoint(x: 5, y: 1)))
    }

    @Test func invertedUndoesTheTransform() {
        let t = CGAffineTransform(rotationAngle: 0.3).translatedBy(x: 5, y: -2).scaledBy(x: 2, y: 3)
        let product = t.concatenating(t.inverted())
        for (value, expected) in [(product.a, 1.0), (product.b, 0), (product.c, 0), (product.d, 1),
                                  (product.tx, 0), (product.ty, 0)] as [(CGFloat, CGFloat)] {
            #expect(abs(value - expected) <= 1e-12)
        }
        let p = CGPoint(x: 3.5, y: -7)
        #expect(near(p.applying(t).applying(t.inverted()), p))
    }

    @Test func singularTransformInvertsToItself() {
        let singular = CGAffineTransform(scaleX: 0, y: 2)
        #expect(singular.inverted() == singular)
    }

    @Test func rectApplyingGivesTheBoxOfTheMappedCorners() {
        let rect = CGRect(x: 0, y: 0, width: 2, height: 1)
        let rotated = rect.applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(rotated.minX - -1) <= 1e-12 && abs(rotated.minY) <= 1e-12)
        #expect(abs(rotated.width - 1) <= 1e-12 && abs(rotated.height - 2) <= 1e-12)
        #expect(rect.applying(CGAffineTransform(translationX: 3, y: 4)) == CGRect(x: 3, y: 4, width: 2, height: 1))
        #expect(rect.applying(CGAffineTransform(scaleX: -1, y: 1)) == CGRect(x: -2, y: 0, width: 2, height: 1))
        #expect(CGRect.null.applying(CGAffineTransform(scaleX: 2, y: 2)).isNull)
    }

    @Test func sizeApplyingIgnoresTranslation() {
        let t = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 100, y: 100))
        #expect(CGSize(width: 1, height: 1).applying(t) == CGSize(width: 2, height: 3))
    }

    @Test func identityIsIdentity() {
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(CGAffineTransform(translationX: 0, y: 0).isIdentity)
        #expect(!CGAffineTransform(rotationAngle: 0.1).isIdentity)
    }
}
