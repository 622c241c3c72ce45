import Foundation
import LaminaTestSupport
import Testing
@testable import LaminaGeometry

/// The path text that `d` parses to.
private func parsed(_ d: String) throws -> String { try BezierPath(svgPathData: d).svgPathData }

/// The error that `d` raises, as (message, offset, valid prefix as path text); "no error" when
/// it parses.
private func failure(_ d: String, elementLimit: Int = SVGPathParser.defaultElementLimit) -> (String, Int, String) {
    do {
        let path = try SVGPathParser.parse(d, elementLimit: elementLimit)
        return ("no error", -1, path.svgPathData)
    } catch {
        guard case .svgPathData(let message, let offset, let prefix) = error else { return ("\(error)", -1, "") }
        return (message, offset, prefix.svgPathData)
    }
}

private func near(_ a: CGPoint, _ b: CGPoint, _ tol: CGFloat = 1e-12) -> Bool {
    abs(a.x - b.x) <= tol && abs(a.y - b.y) <= tol
}

/// The end points of a path's elements (moves included).
private func ends(_ path: BezierPath) -> [CGPoint] { path.elements.compactMap(\.endPoint) }

@Suite struct SVGPathCommandTests {
    @Test func moveAndImplicitLines() throws {
        #expect(try parsed("M10 20") == "M10 20")
        #expect(try parsed("M10 20 30 40") == "M10 20 L30 40")
        #expect(try parsed("m10 20 30 40") == "M10 20 L40 60")
        #expect(try parsed("M1 1 m2 2") == "M1 1 M3 3")
    }

    @Test func lines() throws {
        #expect(try parsed("M1 2 L3 4 l1 1") == "M1 2 L3 4 L4 5")
        #expect(try parsed("M1 2 H5 h1") == "M1 2 L5 2 L6 2")
        #expect(try parsed("M1 2 V5 v1") == "M1 2 L1 5 L1 6")
        #expect(try parsed("M1 2 H5 6 7") == "M1 2 L5 2 L6 2 L7 2")
    }

    @Test func cubics() throws {
        #expect(try parsed("M0 0 C1 2 3 4 5 6 c1 1 2 2 3 3") == "M0 0 C1 2 3 4 5 6 C6 7 7 8 8 9")
    }

    @Test func smoothCubicReflectsThePreviousSecondControl() throws {
        // (3, 4) reflected through (5, 6) is (7, 8).
        #expect(try parsed("M0 0 C1 2 3 4 5 6 S9 8 10 10") == "M0 0 C1 2 3 4 5 6 C7 8 9 8 10 10")
        #expect(try parsed("M0 0 s1 2 3 4 s1 1 2 2") == "M0 0 C0 0 1 2 3 4 C5 6 4 5 5 6")
    }

    @Test func smoothCubicWithoutAPreviousCubicStartsAtTheCurrentPoint() throws {
        #expect(try parsed("M0 0 S1 2 3 4") == "M0 0 C0 0 1 2 3 4")
        #expect(try parsed("M0 0 Q1 1 2 0 S3 1 4 0") == "M0 0 Q1 1 2 0 C2 0 3 1 4 0")
    }

    @Test func quadratics() throws {
        #expect(try parsed("M0 0 Q1 2 3 4 q1 1 2 0") == "M0 0 Q1 2 3 4 Q4 5 5 4")
    }

    @Test func smoothQuadraticChainsReflections() throws {
        #expect(try parsed("M0 0 Q1 2 3 4 T5 4") == "M0 0 Q1 2 3 4 Q5 6 5 4")
        #expect(try parsed("M0 0 Q1 1 2 0 T4 0 t2 0") == "M0 0 Q1 1 2 0 Q3 -1 4 0 Q5 1 6 0")
        #expect(try parsed("M0 0 T2 0") == "M0 0 Q0 0 2 0")
        #expect(try parsed("M0 0 Q1 1 2 0 L3 0 T4 0") == "M0 0 Q1 1 2 0 L3 0 Q3 0 4 0")
        #expect(try parsed("M0 0 C1 1 2 1 3 0 T4 0") == "M0 0 C1 1 2 1 3 0 Q3 0 4 0")
    }

    @Test func closeReturnsToTheSubpathStart() throws {
        #expect(try parsed("M1 1 L5 1 Z") == "M1 1 L5 1 Z")
        #expect(try parsed("M1 1 L5 1 z l1 1") == "M1 1 L5 1 Z M1 1 L2 2")
        #expect(try parsed("M1 1 L2 2 Z m1 1 l1 0") == "M1 1 L2 2 Z M2 2 L3 2")
        #expect(try parsed("M1 1 L2 2 ZM5 5") == "M1 1 L2 2 Z M5 5")
        #expect(try parsed("M0 0 L1 0 Z S2 2 3 3") == "M0 0 L1 0 Z M0 0 C0 0 2 2 3 3")
    }

    @Test func emptyDataIsTheEmptyPath() throws {
        #expect(try BezierPath(svgPathData: "").isEmpty)
        #expect(try BezierPath(svgPathData: " \t\n\r\u{0C}").isEmpty)
    }

    @Test func compactNumbers() throws {
        #expect(try parsed("M0.5.5") == "M0.5 0.5")
        #expect(try parsed("M1e-3-.5") == "M0.001 -0.5")
        #expect(try parsed("M-.5-.5") == "M-0.5 -0.5")
        #expect(try parsed("M1E2,2e+1") == "M100 20")
        #expect(try parsed("M1.5e1.5") == "M15 0.5")
        #expect(try parsed("M+1 2.") == "M1 2")
        #expect(try parsed("M1,2,3,4") == "M1 2 L3 4")
        #expect(try parsed("M 1 , 2 L\t3\n,\r4") == "M1 2 L3 4")
    }

    @Test func numbersRoundExactlyLikeTheStandardLibrary() throws {
        for text in ["0.1", "123456789012345678901234567890", "1.7976931348623157e308", "5e-324",
                     "2.2250738585072014e-308", "0.30000000000000004", "9007199254740993", "1e22", "1e23"] {
            let path = try BezierPath(svgPathData: "M\(text) 0")
            #expect(path.elements.first == .move(to: CGPoint(x: Double(text) ?? .nan, y: 0)), "\(text)")
        }
    }
}

@Suite struct SVGArcTests {
    @Test func semicircleClockwiseBulgesUp() throws {
        let path = try BezierPath(svgPathData: "M0 0 A1 1 0 0 1 2 0")
        #expect(path.elements.count == 3)
        #expect(near(ends(path)[1], CGPoint(x: 1, y: -1)))
        #expect(ends(path)[2] == CGPoint(x: 2, y: 0))  // exactly the given end point
    }

    @Test func everyFlagCombination() throws {
        // From (0, 0) to (1, 1) with r = 1 the center is (1, 0) or (0, 1).
        let cases: [(String, Int, CGPoint, CGPoint)] = [
            // flags, cubics, center, a point the arc passes through
            ("0 0", 1, CGPoint(x: 1, y: 0), CGPoint(x: 1 - 0.5.squareRoot(), y: 0.5.squareRoot())),
            ("0 1", 1, CGPoint(x: 0, y: 1), CGPoint(x: 0.5.squareRoot(), y: 1 - 0.5.squareRoot())),
            ("1 0", 3, CGPoint(x: 0, y: 1), CGPoint(x: -1, y: 1)),
            ("1 1", 3, CGPoint(x: 1, y: 0), CGPoint(x: 1, y: -1)),
        ]
        for (flags, count, center, through) in cases {
            let path = try BezierPath(svgPathData: "M0 0 A1 1 0 \(flags) 1 1")
            let curveEnds = ends(path).dropFirst()
            #expect(curveEnds.count == count, "\(flags)")
            for end in curveEnds { #expect(abs(hypot(end.x - center.x, end.y - center.y) - 1) <= 1e-12, "\(flags)") }
            // Each cubic's midpoint is exactly on the circle; one of them (or an end) is `through`.
            var start = CGPoint.zero, passes = false
            for element in path.elements {
                if case .curve(let p, let c1, let c2) = element {
                    let mid = CGPoint(x: (start.x + 3 * c1.x + 3 * c2.x + p.x) / 8, y: (start.y + 3 * c1.y + 3 * c2.y + p.y) / 8)
                    #expect(abs(hypot(mid.x - center.x, mid.y - center.y) - 1) <= 1e-12)
                    passes = passes || near(mid, through) || near(p, through)
                }
                start = element.endPoint ?? start
            }
            #expect(passes, "\(flags)")
        }
    }

    @Test func compactArcFlags() throws {
        #expect(try parsed("M0 0a1 1 0 00 1 1") == (try parsed("M0 0 A1 1 0 0 0 1 1")))
        #expect(try parsed("M0 0a1 1 0 011 1") == (try parsed("M0 0 A1 1 0 0 1 1 1")))
        #expect(try parsed("M0 0a1,1,0,1,1,1,1") == (try parsed("M0 0 A1 1 0 1 1 1 1")))
    }

    @Test func radiiTooSmallAreScaledUp() throws {
        // Radius 1 cannot span 10: it grows to 5, a semicircle centred on (5, 0).
        let path = try BezierPath(svgPathData: "M0 0 A1 1 0 0 1 10 0")
        #expect(ends(path).count == 3)
        #expect(near(ends(path)[1], CGPoint(x: 5, y: -5)))
        // Scaling keeps the ratio: rx 2, ry 1 over a chord of 8 becomes rx 4, ry 2.
        let ellipse = try BezierPath(svgPathData: "M0 0 A2 1 0 0 0 8 0")
        #expect(near(ends(ellipse)[1], CGPoint(x: 4, y: 2)))
    }

    @Test func zeroRadiusIsALine() throws {
        #expect(try parsed("M0 0 A0 5 0 0 1 10 0") == "M0 0 L10 0")
        #expect(try parsed("M0 0 A5 0 30 1 1 10 0") == "M0 0 L10 0")
    }

    @Test func identicalEndPointsDrawNothing() throws {
        #expect(try parsed("M1 1 A5 5 0 0 1 1 1") == "M1 1")
        #expect(try parsed("M1 1 a5 5 0 1 1 0 0 L2 2") == "M1 1 L2 2")
    }

    @Test func extremeRadiiNeverTrap() throws {
        // The center overflows (a radius near 1e308 against a chord of 1e-300 on one axis only).
        #expect(try parsed("M0 0 A1.7e308 1e-300 0 0 1 1e-300 0") == "M0 0 L1e-300 0")
        // Λ overflows (a chord of 2e308): the arc degrades to its chord rather than trapping.
        #expect(try parsed("M-1e308 0 A1 1 0 0 1 1e308 0") == "M-1e+308 0 L1e+308 0")
        for d in ["M0 0 A1e308 1e308 45 1 1 1e-320 1e-320", "M1e300 1e300 A1e-300 1e300 89 0 0 -1e300 -1e300",
                  "M0 0 A1e-320 1e-320 0 1 0 1e308 1e308", "M0 0 A5e-324 1.7e308 33 1 0 3 4"] {
            let outcome = failure(d)
            #expect(outcome.0 == "no error" || outcome.0.contains("finite"), "\(d): \(outcome.0)")
        }
    }

    @Test func negativeRadiiActAsTheirMagnitude() throws {
        #expect(try parsed("M0 0 A-3 -3 0 0 1 4 0") == (try parsed("M0 0 A3 3 0 0 1 4 0")))
    }

    @Test func rotationTurnsTheEllipseAxes() throws {
        // rx = 2 along the path's y axis (rotation 90°): the chord of 4 is the major axis, and the
        // arc swings out to x = ±1.
        let path = try BezierPath(svgPathData: "M0 0 A2 1 90 0 1 0 4")
        #expect(ends(path).count == 3)
        #expect(near(ends(path)[1], CGPoint(x: 1, y: 2)))
        let other = try BezierPath(svgPathData: "M0 0 A2 1 90 0 0 0 4")
        #expect(near(ends(other)[1], CGPoint(x: -1, y: 2)))
    }

    @Test func relativeArcEndsRelativeToTheCurrentPoint() throws {
        let path = try BezierPath(svgPathData: "M10 10 a5 5 0 0 1 10 0")
        #expect(path.currentPoint == CGPoint(x: 20, y: 10))
        #expect(near(ends(path)[1], CGPoint(x: 15, y: 5)))
    }
}

@Suite struct SVGPathErrorTests {
    @Test func mustStartWithAMoveto() {
        #expect(failure("L1 2") == ("expected a moveto command (M or m) at offset 0, found 'L'", 0, ""))
        #expect(failure("  x") == ("expected a moveto command (M or m) at offset 2, found 'x'", 2, ""))
        #expect(failure("Z").0 == "expected a moveto command (M or m) at offset 0, found 'Z'")
    }

    @Test func unknownCommandKeepsThePrefix() {
        #expect(failure("M0 0 L10 20 x") == ("expected a command at offset 12, found 'x'", 12, "M0 0 L10 20"))
        #expect(failure("M0 0 L1 2 Z 3 4") == ("expected a command at offset 12, found '3'", 12, "M0 0 L1 2 Z"))
        #expect(failure("M0 0 L1 2 é") == ("expected a command at offset 10, found 'é'", 10, "M0 0 L1 2"))
        #expect(failure("M0 0 L1 2 1e").0 == "expected a number at offset 11, found 'e'")
    }

    @Test func missingNumbers() {
        #expect(failure("M0 0 L10 x") == ("expected a number at offset 9, found 'x'", 9, "M0 0"))
        #expect(failure("M0 0 L10") == ("expected a number at offset 8, found end of data", 8, "M0 0"))
        #expect(failure("M0 0 L1 2 3") == ("expected a number at offset 11, found end of data", 11, "M0 0 L1 2"))
        #expect(failure("M0 0 L1 2,") == ("expected a number at offset 10, found end of data", 10, "M0 0 L1 2"))
        #expect(failure("M,1 2") == ("expected a number at offset 1, found ','", 1, ""))
        #expect(failure("M--1 0") == ("expected a number at offset 1, found '-'", 1, ""))
        #expect(failure("M0 0 C1 2 3 4 5").0 == "expected a number at offset 15, found end of data")
        #expect(failure("M").0 == "expected a number at offset 1, found end of data")
    }

    @Test func badArcFlag() {
        #expect(failure("M0 0 A1 1 0 2 1 5 5") == ("expected an arc flag (0 or 1) at offset 12, found '2'", 12, "M0 0"))
        #expect(failure("M0 0 A1 1 0 1").0 == "expected an arc flag (0 or 1) at offset 13, found end of data")
    }

    @Test func numbersTooLargeForADouble() {
        #expect(failure("M1e999 0") == ("expected a finite number at offset 1, found '1e999'", 1, ""))
        #expect(failure("M0 0 L-2e308 0").0 == "expected a finite number at offset 6, found '-2e308'")
    }

    @Test func coordinatesThatOverflow() {
        #expect(failure("M1e308 0 l1e308 0")
            == ("expected a finite coordinate at offset 10, found '1e308' overflowing to infinity", 10, "M1e+308 0"))
    }

    @Test func elementLimit() {
        #expect(failure("M0 0 L1 1 L2 2 L3 3", elementLimit: 3)
            == ("expected at most 3 path elements at offset 16, found more", 16, "M0 0 L1 1 L2 2"))
        // A line after a close needs room for the implied move too.
        #expect(failure("M0 0 Z L1 1", elementLimit: 3).2 == "M0 0 Z")
        #expect(failure("M0 0 L1 1 L2 2", elementLimit: 3).0 == "no error")
    }

    @Test func errorDescriptionIsTheMessage() {
        do {
            _ = try BezierPath(svgPathData: "M0 0 Lx")
            Issue.record("no error")
        } catch let error as GeometryError {
            #expect(error.description == "expected a number at offset 6, found 'x'")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}

@Suite struct SVGPathPropertyTests {
    private func randomCoordinate(_ rng: inout SplitMix64) -> CGFloat {
        switch Int.random(in: 0..<6, using: &rng) {
        case 0: return CGFloat(Int.random(in: -1000...1000, using: &rng))
        case 1: return CGFloat.random(in: -1...1, using: &rng)
        case 2: return CGFloat.random(in: -1e6...1e6, using: &rng)
        case 3: return CGFloat.random(in: -1...1, using: &rng) * CGFloat(pow(10.0, Double.random(in: -300...300, using: &rng)))
        case 4: return CGFloat(Double(bitPattern: rng.next() & 0x000F_FFFF_FFFF_FFFF))  // subnormals
        default: return CGFloat(Int.random(in: -3...3, using: &rng)) / 8
        }
    }

    private func randomPath(_ rng: inout SplitMix64) -> BezierPath {
        var path = BezierPath()
        func point() -> CGPoint { CGPoint(x: randomCoordinate(&rng), y: randomCoordinate(&rng)) }
        for _ in 0..<Int.random(in: 0...20, using: &rng) {
            switch Int.random(in: 0..<8, using: &rng) {
            case 0: path.move(to: point())
            case 1: path.addLine(to: point())
            case 2: path.addQuadCurve(to: point(), controlPoint: point())
            case 3: path.addCurve(to: point(), controlPoint1: point(), controlPoint2: point())
            case 4: path.close()
            case 5: path.append(BezierPath(ovalIn: CGRect(origin: point(), size: CGSize(width: 3, height: 7))))
            case 6: path.addArc(withCenter: point(), radius: 5, startAngle: randomCoordinate(&rng),
                                endAngle: randomCoordinate(&rng), clockwise: Bool.random(using: &rng))
            default: path.append(BezierPath(roundedRect: CGRect(x: 0, y: 0, width: 30, height: 20), cornerRadius: 4,
                                            cornerCurve: .continuous))
            }
        }
        return path
    }

    @Test func serialisedPathsParseBackIdentically() throws {
        var rng = SplitMix64(state: 2024)
        for _ in 0..<500 {
            let path = randomPath(&rng)
            guard path.isFinite else { continue }
            let text = path.svgPathData
            let back = try BezierPath(svgPathData: text)
            #expect(back == path, "\(text)")
            if back != path { return }
        }
    }

    @Test func randomAndMutatedInputNeverCrashes() {
        var rng = SplitMix64(state: 7)
        let alphabet = Array("MmLlHhVvCcSsQqTtAaZz0123456789.,+-eE \t\nx#é".unicodeScalars)
        let seeds = ["M0 0 L10 20 Z", "M1.5.5a1 1 0 00 1 1", "M0 0 C1 2 3 4 5 6 S7 8 9 10", "m1 1 q1 1 2 2 t3 3 h4 v5",
                     "M1e308 1e308 A1e-300 1e300 45 1 0 -1e308 1e-300", "M0 0 a1e307 1e-307 7 1 1 9e307 -9e307"]
        var completed = 0
        for round in 0..<5000 {
            var text: String
            if round % 2 == 0 {
                text = String(String.UnicodeScalarView((0..<Int.random(in: 0...40, using: &rng)).map { _ in
                    alphabet[Int.random(in: 0..<alphabet.count, using: &rng)]
                }))
            } else {
                var scalars = Array(seeds[Int.random(in: 0..<seeds.count, using: &rng)].unicodeScalars)
                for _ in 0..<Int.random(in: 1...4, using: &rng) {
                    let index = Int.random(in: 0...scalars.count, using: &rng)
                    let replacement = alphabet[Int.random(in: 0..<alphabet.count, using: &rng)]
                    switch Int.random(in: 0..<3, using: &rng) {
                    case 0: scalars.insert(replacement, at: index)
                    case 1 where index < scalars.count: scalars.remove(at: index)
                    default: if index < scalars.count { scalars[index] = replacement }
                    }
                }
                text = String(String.UnicodeScalarView(scalars))
            }
            do {
                let path = try BezierPath(svgPathData: text)
                #expect(path.isFinite)
            } catch {
                guard case GeometryError.svgPathData(let message, let offset, let prefix) = error else {
                    Issue.record("unexpected \(error) for \(text)")
                    continue
                }
                #expect(offset >= 0 && offset <= text.utf8.count, "\(text)")
                #expect(message.hasPrefix("expected ") && message.contains("at offset \(offset), found "), "\(text)")
                #expect(prefix.isFinite)
            }
            completed += 1
        }
        #expect(completed == 5000)
    }
}
