// The highlight of Lottie radial gradients (`h`, `a`): the focal point, placed as lottie-web,
// Skottie and rlottie place it, in exact numbers; the picture is checked against rlottie by
// RlottieCrossCheckTests (radial-highlight).
import Foundation
import Lamina
import Testing
@testable import LaminaLottie

@Suite struct LottieGradientHighlightTests {
    /// A radial gradient fill from (10, 20) to (30, 20) (radius 20) with highlight `h`, `a`.
    static func model(h: String, a: String) throws -> GradientModel {
        let json = """
            {"ty":"gf","t":2,"o":{"a":0,"k":100},"r":1,"s":{"a":0,"k":[10,20]},"e":{"a":0,"k":[30,20]},
             "h":\(h),"a":\(a),"g":{"p":2,"k":{"a":0,"k":[0,1,1,1,1,0,0,0]}}}
            """
        let node = JSONNode(document: try JSONReader.parse(Data(json.utf8), maxDepth: 64, base: "shapes[0]"))
        return try GradientModel(node, isStroke: false, LottieDiagnostics(limits: LottieLimits()))
    }

    @Test func focalPointLiesAlongTheHighlightAngle() throws {
        // Half the radius, a quarter turn clockwise on screen (y down) from the start-to-end direction.
        let quarter = try Self.model(h: #"{"a":0,"k":50}"#, a: #"{"a":0,"k":90}"#)
        let point = quarter.focalPoint(at: 0)
        #expect(abs(point[0] - 10) < 1e-12 && abs(point[1] - 30) < 1e-12)
        #expect(quarter.hasHighlight)
        // A negative length points the other way.
        let back = try Self.model(h: #"{"a":0,"k":-25}"#, a: #"{"a":0,"k":0}"#)
        #expect(back.focalPoint(at: 0) == [5, 20])
    }

    @Test func lengthIsClampedInsideTheCircle() throws {
        #expect(try Self.model(h: #"{"a":0,"k":150}"#, a: #"{"a":0,"k":0}"#).focalPoint(at: 0) == [10 + 0.99 * 20, 20])
        #expect(try Self.model(h: #"{"a":0,"k":-100}"#, a: #"{"a":0,"k":0}"#).focalPoint(at: 0) == [10 - 0.99 * 20, 20])
    }

    @Test func animatedHighlightIsEvaluatedPerFrame() throws {
        let model = try Self.model(h: #"{"a":1,"k":[{"t":0,"s":[0]},{"t":10,"s":[100]}]}"#, a: #"{"a":0,"k":0}"#)
        #expect(model.focalPoint(at: 0) == [10, 20])
        #expect(model.focalPoint(at: 5) == [20, 20])
        #expect(model.hasHighlight)
        // No length at any keyframe: no focal point to animate.
        #expect(try !Self.model(h: #"{"a":0,"k":0}"#, a: #"{"a":0,"k":45}"#).hasHighlight)
    }

    @Test func highlightBuildsAFocalPointWithoutWarnings() throws {
        let animation = try LottieSampleTests.load("radial-highlight")
        #expect(animation.warnings.isEmpty)
        let layer = try animation.makeLayer()
        var gradients: [GradientLayer] = []
        func collect(_ layer: Layer) {
            if let gradient = layer as? GradientLayer { gradients.append(gradient) }
            layer.sublayers?.forEach(collect)
        }
        collect(layer)
        #expect(gradients.count == 4)
        #expect(gradients.allSatisfy { $0.focalPoint != nil && $0.type == .radial })
    }
}
