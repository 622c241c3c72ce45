import Foundation
import Testing
@testable import Lamina

/// Whether every entry of `a` is within `tolerance` of `b`'s.
private func close(_ a: CGAffineTransform, _ b: CGAffineTransform, _ tolerance: Double = 1e-12) -> Bool {
    [a.a - b.a, a.b - b.b, a.c - b.c, a.d - b.d, a.tx - b.tx, a.ty - b.ty].allSatisfy { abs(Double($0)) <= tolerance }
}

/// Transforms with rotation, scale, shear, reflection and translation.
private let samples: [CGAffineTransform] = [
    .identity,
    CGAffineTransform(rotationAngle: 2.5),
    CGAffineTransform(scaleX: 3, y: 0.5).rotated(by: -1).translatedBy(x: 4, y: -7),
    CGAffineTransform(a: 1, b: 0.3, c: 0.8, d: 1.2, tx: 5, ty: 6),
    CGAffineTransform(scaleX: -1, y: 1),
    CGAffineTransform(scaleX: 1, y: -2).rotated(by: 0.7),
    CGAffineTransform(scaleX: 0, y: 0),
    CGAffineTransform(a: 0, b: 0, c: 2, d: 1, tx: 0, ty: 0),
]

@Test func decompositionRecomposesTheSameTransform() throws {
    for t in samples {
        #expect(close(try AffineDecomposition(t).transform, t), "\(t)")
    }
}

@Test func transformBlendKeepsTheEndsExactlyEnough() throws {
    for a in samples {
        for b in samples {
            #expect(close(try CGAffineTransform.interpolate(a, b, fraction: 0), a), "\(a) → \(b)")
            #expect(close(try CGAffineTransform.interpolate(a, b, fraction: 1), b), "\(a) → \(b)")
        }
    }
}

@Test func rotationBlendsByAngleNotByMatrixEntries() throws {
    let half = try CGAffineTransform.interpolate(.identity, CGAffineTransform(rotationAngle: .pi / 2), fraction: 0.5)
    #expect(close(half, CGAffineTransform(rotationAngle: .pi / 4)))
}

@Test func rotationTakesTheShortWayRound() throws {
    let from = CGAffineTransform(rotationAngle: 170 * .pi / 180)
    let to = CGAffineTransform(rotationAngle: -170 * .pi / 180)
    #expect(close(try CGAffineTransform.interpolate(from, to, fraction: 0.5), CGAffineTransform(rotationAngle: .pi)))
}

@Test func scaleRotationAndTranslationBlendLinearly() throws {
    // Built in the decomposition's order: scale, then rotate, then translate.
    func transform(scale: CGFloat, angle: CGFloat, x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: scale, y: scale).concatenating(CGAffineTransform(rotationAngle: angle))
            .concatenating(CGAffineTransform(translationX: x, y: y))
    }
    let to = transform(scale: 2, angle: .pi / 3, x: 5, y: 7)
    let half = try CGAffineTransform.interpolate(.identity, to, fraction: 0.5)
    #expect(close(half, transform(scale: 1.5, angle: .pi / 6, x: 2.5, y: 3.5)))
}

@Test func skewBlendsLinearly() throws {
    let sheared = CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0)  // x += 0.5·y
    #expect(close(try CGAffineTransform.interpolate(.identity, sheared, fraction: 0.5),
                  CGAffineTransform(a: 1, b: 0, c: 0.25, d: 1, tx: 0, ty: 0)))
}

@Test func horizontalFlipScalesThroughZeroWithoutTurning() throws {
    let half = try CGAffineTransform.interpolate(.identity, CGAffineTransform(scaleX: -1, y: 1), fraction: 0.5)
    #expect(close(half, CGAffineTransform(scaleX: 0, y: 1)))
    let quarter = try CGAffineTransform.interpolate(.identity, CGAffineTransform(scaleX: -1, y: 1), fraction: 0.25)
    #expect(close(quarter, CGAffineTransform(scaleX: 0.5, y: 1)))
}

@Test func oppositeAxisFlipsBecomeAHalfTurn() throws {
    // x flipped on one side, y on the other: together they are a half-turn, so blend as one.
    let from = CGAffineTransform(scaleX: -1, y: 1), to = CGAffineTransform(scaleX: 1, y: -1)
    let half = try CGAffineTransform.interpolate(from, to, fraction: 0.5)
    let parts = try AffineDecomposition(half)
    #expect(abs(parts.scaleX - 1) <= 1e-12 && abs(parts.scaleY + 1) <= 1e-12)
    #expect(abs(abs(parts.rotation) - .pi / 2) <= 1e-12)
}

@Test func transformBlendExtrapolatesForSprings() throws {
    let over = try CGAffineTransform.interpolate(.identity, CGAffineTransform(scaleX: 2, y: 2), fraction: 1.5)
    #expect(close(over, CGAffineTransform(scaleX: 2.5, y: 2.5)))
}

@Test func addingTransformsConcatenatesWithTheAddedOneFirst() throws {
    let model = CGAffineTransform(translationX: 10, y: 0)
    let spin = CGAffineTransform(rotationAngle: .pi / 2)
    #expect(model.adding(spin) == spin.concatenating(model))
    // The added rotation turns the layer about its own origin, then the model moves it.
    #expect(close(CGAffineTransform.identity.adding(spin), spin))
    let p = CGPoint(x: 1, y: 0).applying(model.adding(spin))
    #expect(abs(p.x - 10) <= 1e-12 && abs(p.y - 1) <= 1e-12)
}

@Test func subtractingUndoesAdding() throws {
    for a in samples.prefix(6) {
        for b in samples.prefix(6) {
            #expect(close(try a.subtracting(b).adding(b), a, 1e-9), "\(a) − \(b)")
        }
    }
}

@Test func subtractingASingularTransformThrows() {
    #expect(throws: AnimationError.self) { try CGAffineTransform.identity.subtracting(CGAffineTransform(scaleX: 0, y: 1)) }
}

@Test func shearOntoALineCannotBeInterpolated() {
    let degenerate = CGAffineTransform(a: 1, b: 0, c: 1, d: 0, tx: 0, ty: 0)  // y axis folded onto x
    do {
        _ = try CGAffineTransform.interpolate(.identity, degenerate, fraction: 0.5)
        Issue.record("expected an error")
    } catch {
        #expect("\(error)".hasPrefix("cannot interpolate the transform [1.0, 0.0, 1.0, 0.0]: it maps the plane onto a line"))
    }
}
