import Foundation
import Testing
@testable import Lamina

/// An independent solver: the Bernstein form bisected to 1e-13 in the parameter, so that its
/// y is exact to about 1e-12. Shares no code with `TimingFunction`.
private func bruteForceValue(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
    func bernstein(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }
    var low = 0.0, high = 1.0
    while high - low > 1e-13 {
        let mid = (low + high) / 2
        if bernstein(mid, x1, x2) < x { low = mid } else { high = mid }
    }
    return bernstein((low + high) / 2, y1, y2)
}

private let namedFunctions: [(String, TimingFunction)] = [
    ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut),
    ("easeInEaseOut", .easeInEaseOut), ("default", .default),
]

/// Inputs 0, 0.001, …, 1.
private let inputs = (0...1000).map { Double($0) / 1000 }

@Test func namedFunctionsHaveCoreAnimationsControlPoints() {
    let expected: [String: [Double]] = [
        "linear": [0, 0, 1, 1], "easeIn": [0.42, 0, 1, 1], "easeOut": [0, 0, 0.58, 1],
        "easeInEaseOut": [0.42, 0, 0.58, 1], "default": [0.25, 0.1, 0.25, 1],
    ]
    for (name, function) in namedFunctions {
        #expect([function.x1, function.y1, function.x2, function.y2] == expected[name], "\(name)")
    }
}

@Test func linearIsTheIdentity() {
    for x in inputs { #expect(TimingFunction.linear.value(at: x) == x) }
}

@Test func solvedParameterIsWithinAccuracyInX() throws {
    let steep = try TimingFunction(controlPoints: 1, 0, 0, 1)  // vertical tangent at x = 0.5
    let flatEnds = try TimingFunction(controlPoints: 0, 0.5, 1, 0.5)  // zero x-slope at both ends
    for function in namedFunctions.map(\.1) + [steep, flatEnds] {
        for x in inputs {
            let s = function.parameter(forX: x)
            #expect((0...1).contains(s))
            #expect(abs(function.curveX(atParameter: s) - x) <= 1e-7, "\(function) at \(x)")
            #expect(abs(function.curveX(atParameter: s) - x) <= TimingFunction.solveAccuracy)
        }
    }
}

@Test func namedFunctionsMatchBruteForceBisection() {
    for (name, f) in namedFunctions {
        for x in inputs {
            let expected = bruteForceValue(f.x1, f.y1, f.x2, f.y2, at: x)
            // y error ≤ (dy/dx)·1e-9; dy/dx stays below 10 on these curves.
            #expect(abs(f.value(at: x) - expected) <= 1e-8, "\(name) at \(x)")
        }
    }
}

@Test func easeInEaseOutIsSymmetricAboutTheMiddle() {
    let f = TimingFunction.easeInEaseOut
    #expect(abs(f.value(at: 0.5) - 0.5) <= 1e-7)
    for x in inputs { #expect(abs(f.value(at: x) + f.value(at: 1 - x) - 1) <= 1e-8) }
}

@Test func knownValuesOfTheDefaultCurve() {
    // 0.8024033875848566: the curve bisected to 1e-15 in Python, independently of Lamina.
    let f = TimingFunction.default
    #expect(abs(f.value(at: 0.25) - bruteForceValue(0.25, 0.1, 0.25, 1, at: 0.25)) <= 1e-8)  // slope dy/dx ≈ 1.7 here
    #expect(abs(f.value(at: 0.5) - 0.8024033875848566) <= 1e-8)
    #expect(f.value(at: 0) == 0)
    #expect(f.value(at: 1) == 1)
}

@Test func overshootingCurveIsNotClamped() throws {
    // CSS "easeInOutBack": y leaves 0...1 at both ends.
    let back = try TimingFunction(controlPoints: 0.68, -0.55, 0.265, 1.55)
    let values = inputs.map { back.value(at: $0) }
    #expect((values.min() ?? 0) < -0.09)
    #expect((values.max() ?? 0) > 1.09)
    for x in inputs {
        #expect(abs(back.value(at: x) - bruteForceValue(0.68, -0.55, 0.265, 1.55, at: x)) <= 1e-7)
    }
}

@Test func inputOutsideUnitIntervalIsClampedToTheEnds() {
    let f = TimingFunction.easeIn
    #expect(f.value(at: -0.5) == 0)
    #expect(f.value(at: 1.5) == 1)
    #expect(f.value(at: .nan) == 0)
    #expect(f.value(at: .infinity) == 1)
}

@Test func controlPointXOutsideUnitIntervalThrows() {
    #expect(throws: AnimationError.invalidParameter(
        parameter: "TimingFunction x1", expected: "a value in 0...1", found: 1.5)) {
        try TimingFunction(controlPoints: 1.5, 0, 0.5, 1)
    }
    #expect(throws: AnimationError.invalidParameter(
        parameter: "TimingFunction x2", expected: "a value in 0...1", found: -0.1)) {
        try TimingFunction(controlPoints: 0.5, 0, -0.1, 1)
    }
    // A value that is not finite is named before an x outside 0...1, in the order x1, y1, x2, y2.
    #expect(throws: AnimationError.invalidParameter(
        parameter: "TimingFunction x2", expected: "a finite number", found: .infinity)) {
        try TimingFunction(controlPoints: 2, 0, .infinity, 1)
    }
    #expect(throws: AnimationError.invalidParameter(
        parameter: "TimingFunction y2", expected: "a finite number", found: -.infinity)) {
        try TimingFunction(controlPoints: 0, 0, 1, -.infinity)
    }
}

@Test func nonFiniteControlPointThrowsWithMessage() {
    do {
        _ = try TimingFunction(controlPoints: 0.5, .infinity, 0.5, 1)
        Issue.record("expected an error")
    } catch {
        #expect("\(error)" == "TimingFunction y1: expected a finite number, found inf")
    }
}

@Test func descriptionUsesCSSNotation() {
    #expect(TimingFunction.easeInEaseOut.description == "cubic-bezier(0.42, 0.0, 0.58, 1.0)")
}
