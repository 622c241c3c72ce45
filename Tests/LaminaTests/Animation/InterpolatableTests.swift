import Foundation
import Testing
import Lamina

@Test func numbersBlendLinearlyWithExactEnds() throws {
    #expect(try Double.interpolate(2, 10, fraction: 0.25) == 4)
    #expect(try Double.interpolate(0.1, 0.7, fraction: 0) == 0.1)
    #expect(try Double.interpolate(0.1, 0.7, fraction: 1) == 0.7)
    #expect(try Double.interpolate(0.1, 0.1, fraction: 0.3) == 0.1)
    #expect(try CGFloat.interpolate(-4, 4, fraction: 0.5) == 0)
}

@Test func interpolationIsNotClampedSoSpringsOvershoot() throws {
    #expect(try Double.interpolate(0, 100, fraction: 1.25) == 125)
    #expect(try Double.interpolate(0, 100, fraction: -0.5) == -50)
    let spring = try Spring(damping: 2)  // ζ = 0.1: overshoots by 73 %
    let peak = Double.pi / (10 * (1 - 0.01).squareRoot())
    #expect(try spring.value(from: 0.0, to: 100.0, at: peak) > 172)
}

@Test func nonFiniteFractionThrows() {
    #expect(throws: AnimationError.invalidParameter(parameter: "interpolation fraction", expected: "a finite number", found: .infinity)) {
        try Double.interpolate(0, 1, fraction: .infinity)
    }
    #expect(throws: AnimationError.self) { try CGAffineTransform.interpolate(.identity, .identity, fraction: .nan) }
}

@Test func numbersAddAndSubtract() throws {
    #expect(try 3.0.adding(4.5) == 7.5)
    #expect(try 3.0.subtracting(4.5) == -1.5)
    #expect(try CGFloat(3).subtracting(4).adding(4) == 3)
}

@Test func pointsSizesAndRectsBlendEachComponent() throws {
    #expect(try CGPoint.interpolate(CGPoint(x: 0, y: 10), CGPoint(x: 8, y: -10), fraction: 0.25) == CGPoint(x: 2, y: 5))
    #expect(try CGSize.interpolate(CGSize(width: 10, height: 0), CGSize(width: 20, height: 40), fraction: 0.5)
        == CGSize(width: 15, height: 20))
    let rect = try CGRect.interpolate(CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 100, y: 50, width: 30, height: 0), fraction: 0.5)
    #expect(rect == CGRect(x: 50, y: 25, width: 20, height: 5))
    #expect(try CGPoint(x: 1, y: 2).adding(CGPoint(x: 10, y: 20)) == CGPoint(x: 11, y: 22))
    #expect(try CGSize(width: 5, height: 5).subtracting(CGSize(width: 1, height: 7)) == CGSize(width: 4, height: -2))
}

@Test func colorsBlendInSRGBWithStraightAlpha() throws {
    let from = Color(red: 1, green: 0, blue: 0, alpha: 1)
    let to = Color(red: 0, green: 0, blue: 1, alpha: 0)
    let middle = try Color.interpolate(from, to, fraction: 0.5)
    #expect(middle == Color(red: 0.5, green: 0, blue: 0.5, alpha: 0.5))  // not premultiplied
    #expect(try Color.interpolate(from, to, fraction: 0.25) == Color(red: 0.75, green: 0, blue: 0.25, alpha: 0.75))
}

@Test func colorOvershootAndDifferencesClampToTheChannelRange() throws {
    let grey = Color(white: 0.5)
    #expect(try Color.interpolate(.black, grey, fraction: 3) == .white)
    #expect(try Color.interpolate(.black, grey, fraction: -1) == .black)
    #expect(try Color(white: 0.25).subtracting(Color(white: 0.5)) == Color(white: 0, alpha: 0))
    #expect(try Color(white: 0.25).adding(Color(white: 0.5, alpha: 0)) == Color(white: 0.75))
}

@Test func dashPatternsBlendElementByElement() throws {
    let dashes = try [CGFloat].interpolate([10, 20], [30, 0], fraction: 0.25)
    #expect(dashes == [15, 15])
    #expect(try [CGFloat]([1, 2, 3]).adding([1, 1, 1]) == [2, 3, 4])
    #expect(try [Double]().subtracting([]) == [])
}

@Test func arraysOfDifferentLengthsThrow() {
    do {
        _ = try [CGFloat].interpolate([10, 20], [30, 0, 5], fraction: 0.5)
        Issue.record("expected an error")
    } catch {
        #expect("\(error)" == "cannot interpolate arrays of different lengths: 2 and 3 elements")
    }
    #expect(throws: AnimationError.self) { try [1.0].adding([]) }
}

@Test func arraysOfColorsAndTransformsUseTheirElementsRules() throws {
    let colors = try [Color].interpolate([.black, .white], [.white, .black], fraction: 0.5)
    #expect(colors == [Color(white: 0.5), Color(white: 0.5)])
    let turns = try [CGAffineTransform].interpolate([.identity], [CGAffineTransform(rotationAngle: .pi / 2)], fraction: 0.5)
    #expect(abs((turns.first?.b ?? 0) - sin(.pi / 4)) <= 1e-12)
}
