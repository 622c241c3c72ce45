// The parts of a transform that Core Animation animates by key path: each writes its part of
// the decomposition and keeps the others.
import Foundation
import Testing
@testable import Lamina

@Suite struct TransformPartsTests {
    /// A 10 × 10 layer turned a quarter and moved, so that every part is set.
    private func turnedLayer() -> Layer {
        let layer = Layer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.transform = CGAffineTransform(rotationAngle: .pi / 2).concatenating(CGAffineTransform(translationX: 3, y: 4))
        return layer
    }

    @Test func scaleKeepsTheRotationAndTranslation() throws {
        let layer = turnedLayer()
        var grow = BasicAnimation(keyPath: .scale, from: 1, to: 3)
        grow.duration = 1
        try layer.add(grow, forKey: "grow")
        let t = try layer.presentation(at: 0.5).transform
        #expect(abs(t.a) <= 1e-12 && abs(t.b - 2) <= 1e-12 && abs(t.c + 2) <= 1e-12 && abs(t.d) <= 1e-12)
        #expect(t.tx == 3 && t.ty == 4)
        #expect(AnimatableProperty<CGFloat>.scale.value(in: try layer.presentation(at: 0.5)) == 2)
    }

    @Test func negativeScaleIsAHalfTurn() throws {
        let layer = Layer()
        var flip = BasicAnimation(keyPath: .scale, from: -1, to: -1)
        flip.duration = 1
        try layer.add(flip, forKey: "flip")
        #expect(try layer.presentation(at: 0.5).transform == CGAffineTransform(scaleX: -1, y: -1))
    }

    @Test func scaleAlongOneAxis() throws {
        let layer = Layer()
        var squash = BasicAnimation(keyPath: .scaleY, from: 1, to: 0.4)
        squash.duration = 1
        try layer.add(squash, forKey: "squash")
        let t = try layer.presentation(at: 0.5).transform
        #expect(t.a == 1 && abs(t.d - 0.7) <= 1e-12)
    }

    @Test func translationPartsAndSize() throws {
        let layer = turnedLayer()
        var x = BasicAnimation(keyPath: .translationX, to: 13)
        x.duration = 1
        var both = BasicAnimation(keyPath: .translation, to: CGSize(width: 3, height: 24))
        both.duration = 2
        both.beginTime = 1
        var size = BasicAnimation(keyPath: .boundsSize, to: CGSize(width: 30, height: 10))
        size.duration = 1
        try layer.add(x, forKey: "x")
        try layer.add(both, forKey: "both")
        try layer.add(size, forKey: "size")
        let half = try layer.presentation(at: 0.5)
        #expect(half.transform.tx == 8 && half.transform.ty == 4 && abs(half.transform.b - 1) <= 1e-12)
        #expect(half.bounds == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(try layer.presentation(at: 2).transform.ty == 14)
    }

    @Test func partsOfAThreeDimensionalTransformKeepItsDepth() throws {
        // A layer turned 60° about x: turning it about z, scaling it along x and moving it keep
        // the turn about x (the transform stays 3-D).
        let layer = Layer()
        layer.transform3D = Transform3D(rotationAngle: .pi / 3, x: 1, y: 0, z: 0)
        var spin = BasicAnimation(keyPath: .rotation, from: 0, to: .pi / 2)
        spin.duration = 1
        var widen = BasicAnimation(keyPath: .scaleX, from: 2, to: 2)
        widen.duration = 1
        var move = BasicAnimation(keyPath: .translationX, from: 7, to: 7)
        move.duration = 1
        for (key, animation) in [("spin", spin), ("widen", widen), ("move", move)] as [(String, BasicAnimation<CGFloat>)] {
            try layer.add(animation, forKey: key)
        }
        let t = try layer.presentation(at: 0.5).transform3D
        let expected = Transform3D(scaleX: 2, y: 1, z: 1)
            .concatenating(Transform3D(rotationAngle: .pi / 3, x: 1, y: 0, z: 0))
            .concatenating(Transform3D(rotationAngle: .pi / 4, x: 0, y: 0, z: 1))
            .concatenating(Transform3D(translationX: 7, y: 0, z: 0))
        #expect(zip(t.entries, expected.entries).allSatisfy { abs($0 - $1) < 1e-9 }, "\(t)")
        #expect(abs((t.rotation(about: .x) ?? 0) - .pi / 3) < 1e-9 && abs((t.rotation(about: .z) ?? 0) - .pi / 4) < 1e-9)
    }

    @Test func halfTurnsAboutXAndYReadAsOneAboutZ() throws {
        let turned = try #require(Transform3D.identity.replacingRotation(about: .x, with: .pi)?
            .replacingRotation(about: .y, with: .pi))
        #expect(abs(abs(turned.rotation(about: .z) ?? 0) - .pi) < 1e-9 && abs(turned.rotation(about: .x) ?? 1) < 1e-9)
        // So a half turn about z written next replaces that one: a half turn in the plane, where
        // multiplying the three half turns would give no turn at all.
        let again = try #require(turned.replacingRotation(about: .z, with: .pi))
        let halfTurn = Transform3D(rotationAngle: .pi, x: 0, y: 0, z: 1)
        #expect(zip(again.entries, halfTurn.entries).allSatisfy { abs($0 - $1) < 1e-9 }, "\(again)")
    }
}
