// Rounded corners (`rd`) as lottie-ios rounds a path's sharp vertices, in exact numbers.
import Foundation
import Lamina
import Testing
@testable import LaminaLottie

@Suite struct LottieRoundedCornersTests {
    private func path(_ points: [(Double, Double)], closed: Bool) -> LottiePath {
        LottiePath(closed: closed, vertices: points.map { CGPoint(x: $0.0, y: $0.1) },
                   inTangents: Array(repeating: .zero, count: points.count), outTangents: Array(repeating: .zero, count: points.count))
    }

    @Test func aClosedSquareGetsTwoVerticesPerCornerFromItsSecondVertex() {
        let rounded = path([(0, 0), (100, 0), (100, 100), (0, 100)], closed: true).roundingCorners(radius: 10)
        #expect(rounded.closed)
        #expect(rounded.vertices == [(90, 0), (100, 10), (100, 90), (90, 100), (10, 100), (0, 90), (0, 10), (10, 0)]
            .map { CGPoint(x: $0.0, y: $0.1) })
        // The first corner's handles reach 0.5519 of the way back to the corner (100, 0).
        #expect(rounded.outTangents[0] == CGPoint(x: 10 * 0.5519, y: 0) && rounded.inTangents[0] == .zero)
        #expect(rounded.inTangents[1] == CGPoint(x: 0, y: -10 * 0.5519) && rounded.outTangents[1] == .zero)
    }

    @Test func theRadiusStopsHalfWayToTheNeighbour() {
        let rounded = path([(0, 0), (10, 0), (10, 10), (0, 10)], closed: true).roundingCorners(radius: 50)
        #expect(rounded.vertices.prefix(2) == [CGPoint(x: 5, y: 0), CGPoint(x: 10, y: 5)])
    }

    @Test func anOpenPathKeepsItsEndsSharp() {
        let rounded = path([(0, 0), (50, 50), (100, 0)], closed: false).roundingCorners(radius: 10)
        #expect(!rounded.closed && rounded.vertices.count == 4)
        #expect(rounded.vertices.first == .zero && rounded.vertices.last == CGPoint(x: 100, y: 0))
    }

    @Test func smoothVerticesAndRadiusZeroChangeNothing() {
        var curve = path([(0, 0), (50, 50), (100, 0)], closed: true)
        curve.inTangents = Array(repeating: CGPoint(x: 1, y: 1), count: 3)
        #expect(curve.roundingCorners(radius: 10) == curve)
        let square = path([(0, 0), (10, 0), (10, 10)], closed: false)
        #expect(square.roundingCorners(radius: 0).vertices.count == 4)  // lottie-ios splits even at 0
    }

    @Test func theSampleLoadsQuietly() throws {
        let animation = try LottieSampleTests.load("rounded-corners")
        #expect(animation.warnings.isEmpty, "\(animation.warnings)")
    }

    /// A square polygon (`sr` `sy` 2: four points, outer radius 30 round (50, 50), so corners at
    /// (20, 50), (50, 20), (80, 50), (50, 80)) with corners rounded by 10, which lottie-ios leaves
    /// sharp and After Effects rounds: the tip at (21, 50) is cut off.
    @Test func polygonsAreRoundedToo() throws {
        func polygon(rounded: Bool) throws -> Image {
            let star = #"{"ty":"sr","sy":2,"pt":{"a":0,"k":4},"p":{"a":0,"k":[50,50]},"r":{"a":0,"k":0},"#
                + #""or":{"a":0,"k":30},"os":{"a":0,"k":0}}"#
            let corners = rounded ? #",{"ty":"rd","r":{"a":0,"k":10}}"# : ""
            let json = LottieErrorTests.file(layers: #"[{"ty":4,"ip":0,"op":30,"ks":{},"shapes":["# + star + corners
                + #",{"ty":"fl","c":{"a":0,"k":[0,0,0]},"o":{"a":0,"k":100}}]}]"#)
            let animation = try LottieErrorTests.load(json)
            #expect(animation.warnings.isEmpty, "\(animation.warnings)")
            return try Renderer().render(try RenderTree(animation.makeLayer()), at: 0)
        }
        let sharp = try polygon(rounded: false), round = try polygon(rounded: true)
        #expect(sharp.color(x: 22, y: 49)?.alpha == 1 && round.color(x: 22, y: 49)?.alpha == 0)
        #expect(round.color(x: 50, y: 50)?.alpha == 1)
    }
}
