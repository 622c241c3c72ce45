// Boolean operations on filled regions: exact areas of polygons, areas of circles within the
// flattening's bound, shared edges and vertices, fill rules, and the result's orientation.
import Foundation
import Testing
@testable import LaminaGeometry

@Suite struct BezierPathBooleanTests {
    static let square = BezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
    static let shifted = BezierPath(rect: CGRect(x: 5, y: 5, width: 10, height: 10))

    /// The signed area of a path of straight lines (shoelace), positive for contours that run
    /// clockwise on screen (y down), and the number of its contours.
    static func area(_ path: BezierPath) -> (area: CGFloat, contours: Int) {
        var total: CGFloat = 0, contours = 0
        var start = CGPoint.zero, current = CGPoint.zero
        func edge(to point: CGPoint) {
            total += current.x * point.y - point.x * current.y
            current = point
        }
        for element in path.elements {
            switch element {
            case .move(let point):
                edge(to: start)
                start = point
                current = point
                contours += 1
            case .line(let point): edge(to: point)
            case .closeSubpath: edge(to: start)
            case .quadCurve, .curve: Issue.record("a curve in a Boolean result")
            }
        }
        edge(to: start)
        return (total / 2, contours)
    }

    @Test func overlappingSquaresGiveExactAreas() {
        let a = Self.square, b = Self.shifted
        #expect(Self.area(a.union(b)) == (175, 1))
        #expect(Self.area(a.intersection(b)) == (25, 1))
        #expect(Self.area(a.subtractingRegion(b)) == (75, 1))
        #expect(Self.area(b.subtractingRegion(a)) == (75, 1))
        #expect(Self.area(a.symmetricDifference(b)) == (150, 2))
        for operation in [PathBooleanOperation.union, .intersection, .symmetricDifference] {
            #expect(Self.area(a.combined(with: b, operation)) == Self.area(b.combined(with: a, operation)))
        }
    }

    @Test func theResultFillsWhatTheOperationSays() {
        let a = Self.square, b = Self.shifted
        let steps = Array(stride(from: -0.5, through: 15.5, by: 1.0))
        let probes = steps.flatMap { x in steps.map { CGPoint(x: x, y: $0) } }
        for operation in PathBooleanOperation.allCases {
            let result = a.combined(with: b, operation)
            for point in probes {
                let expected = operation.contains(a.contains(point), b.contains(point))
                #expect(result.contains(point) == expected, "\(operation) at \(point)")
                #expect(result.contains(point, fillRule: .evenOdd) == expected, "\(operation) at \(point), even-odd")
            }
        }
    }

    @Test func squaresSharingAnEdgeUniteIntoOneContour() {
        let right = BezierPath(rect: CGRect(x: 10, y: 0, width: 10, height: 10))
        #expect(Self.area(Self.square.union(right)) == (200, 1))
        #expect(Self.area(Self.square.intersection(right)).area == 0)
        #expect(Self.area(Self.square.subtractingRegion(right)) == (100, 1))
        // A square on half of the edge: a T-junction at (10, 5).
        let half = BezierPath(rect: CGRect(x: 10, y: 5, width: 5, height: 5))
        #expect(Self.area(Self.square.union(half)) == (125, 1))
        // The same square twice: one copy of the outline.
        #expect(Self.area(Self.square.union(Self.square)) == (100, 1))
        #expect(Self.area(Self.square.subtractingRegion(Self.square)) == (0, 0))
    }

    @Test func aHoleRunsTheOtherWay() {
        let inner = BezierPath(rect: CGRect(x: 3, y: 3, width: 4, height: 4))
        let ring = Self.square.subtractingRegion(inner)
        #expect(Self.area(ring) == (84, 2))
        #expect(!ring.contains(CGPoint(x: 5, y: 5)) && ring.contains(CGPoint(x: 1, y: 5)))
        // A counter-clockwise input (the reversed square) gives the same clockwise result.
        #expect(Self.area(Self.square.reversed().union(inner)) == (100, 1))
    }

    @Test func theFillRuleDecidesWhatAPathCovers() {
        // Two nested squares drawn the same way: non-zero fills the inner one twice, even-odd
        // leaves it out.
        var nested = Self.square
        nested.append(BezierPath(rect: CGRect(x: 3, y: 3, width: 4, height: 4)))
        let nothing = BezierPath()
        #expect(Self.area(nested.union(nothing)) == (100, 1))
        #expect(Self.area(nested.union(nothing, using: .evenOdd)) == (84, 2))
    }

    @Test func circlesStayWithinTheFlatness() {
        let a = BezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20))
        let b = BezierPath(ovalIn: CGRect(x: 10, y: 0, width: 20, height: 20))
        // Two circles of radius 10 whose centres are 10 apart overlap in a lens of area
        // 2r²·acos(d / 2r) − (d / 2)·√(4r² − d²).
        let lens = 200 * acos(0.5) - 5 * (300.0).squareRoot()
        let circle = CGFloat.pi * 100
        // The cubic circle itself differs from a true circle by 0.027 % of the radius; the
        // lines lie within 0.01 of the cubics, so areas agree within perimeter × 0.01 + that.
        let tolerance: CGFloat = 2 * CGFloat.pi * 10 * (0.01 + 0.003) * 2
        #expect(abs(Self.area(a.intersection(b)).area - lens) < tolerance)
        #expect(abs(Self.area(a.union(b)).area - (2 * circle - lens)) < tolerance)
        #expect(Self.area(a.union(b)).contours == 1)
        #expect(Self.area(a.symmetricDifference(b)).contours == 2)
    }

    @Test func selfCrossingOutlinesSplitAtTheirCrossings() {
        // A bow tie: two triangles meeting at (5, 5).
        let bowTie = BezierPath(elements: [.move(to: .zero), .line(to: CGPoint(x: 10, y: 10)),
                                           .line(to: CGPoint(x: 10, y: 0)), .line(to: CGPoint(x: 0, y: 10)), .closeSubpath])
        let result = bowTie.union(BezierPath())
        #expect(Self.area(result) == (50, 2))
        #expect(result.contains(CGPoint(x: 8, y: 5)) && !result.contains(CGPoint(x: 5, y: 8)))
    }

    @Test func nonFiniteInputGivesNothing() {
        let broken = BezierPath(rect: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1))
        #expect(Self.square.union(broken).isEmpty)
    }

    /// Coordinates near the largest finite value overflow while flattening and cutting; the
    /// operation must still end (whatever it makes of them), never trap.
    @Test func hugeCoordinatesDoNotTrap() {
        let huge = CGFloat.greatestFiniteMagnitude
        let curve = BezierPath(elements: [.move(to: CGPoint(x: -huge, y: -huge)),
                                          .curve(to: CGPoint(x: huge, y: huge), control1: CGPoint(x: huge, y: -huge),
                                                 control2: CGPoint(x: -huge, y: huge)),
                                          .line(to: CGPoint(x: huge, y: -huge)), .closeSubpath])
        for operation in PathBooleanOperation.allCases { _ = curve.combined(with: Self.square, operation) }
        _ = curve.booleanPieceCount()
    }
}
