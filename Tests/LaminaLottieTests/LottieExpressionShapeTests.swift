// Expressions on shape layers: a stroke's dash lengths and miter limit, drawn; and the
// library's shape functions as lottie-web defines them (ExpressionPropertyDecorator.js,
// ShapeInterface.js, PropertyGroupFactory.js), against numbers worked out by hand.
import Foundation
import Lamina
import LaminaLottie
import Testing

@Suite struct LottieExpressionShapeTests {
    /// A 100-point, 30 fps file of one shape layer "L" holding `shapes`.
    static func animation(_ shapes: String, layer: String = "") throws -> LottieAnimation {
        let animation = try LottieErrorTests.load(LottieErrorTests.file(layers: #"[{"ty":4,"nm":"L","ind":1,"ip":0,"op":30,"ks":{},"#
            + layer + #""shapes":["# + shapes + "]}]"))
        #expect(animation.warnings.isEmpty, "\(animation.warnings)")
        return animation
    }

    /// `source` as a JSON string.
    static func quoted(_ source: String) -> String {
        "\"" + source.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// Row `y` at `frame`, "#" painted and "." not, x from 0 to 99.
    static func row(_ animation: LottieAnimation, frame: Double = 0, y: Int = 50) throws -> String {
        let image = try Renderer().render(try RenderTree(animation.makeLayer()), at: frame / 30)
        return String((0..<100).map { (image.color(x: $0, y: y)?.alpha ?? 0) > 0.5 ? "#" : "." })
    }

    static let line = #"{"ty":"sh","nm":"Line","ks":{"a":0,"k":{"c":false,"v":[[0,50],[100,50]],"i":[[0,0],[0,0]],"o":[[0,0],[0,0]]}}}"#

    @Test func dashLengthsTakeTheirExpressions() throws {
        let dashes = #"[{"n":"d","nm":"dash","v":{"a":0,"k":30,"x":"# + Self.quoted("var $bm_rt; $bm_rt = 5 + time * 30;")
            + #"}},{"n":"g","nm":"gap","v":{"a":0,"k":5}}]"#
        let stroke = #"{"ty":"st","nm":"Stroke 1","c":{"a":0,"k":[0,0,0]},"o":{"a":0,"k":100},"w":{"a":0,"k":4},"lc":1,"lj":1,"d":"#
            + dashes + "}"
        let animation = try Self.animation(Self.line + "," + stroke)
        #expect(try Self.row(animation, frame: 0) == String(repeating: "#####.....", count: 10))
        // At frame 5 the dashes are 10 long.
        #expect(try Self.row(animation, frame: 5) == String(String(repeating: "##########.....", count: 7).prefix(100)))
    }

    @Test func theMiterLimitTakesItsExpression() throws {
        // A V 10 wide with mitered joins: its miter is 2.24 times the half width, past a limit
        // of 2 (a bevel, whose top is at y ≈ 17.8) and within one of 4 (a point at y ≈ 8.8).
        let vee = #"{"ty":"sh","ks":{"a":0,"k":{"c":false,"v":[[20,80],[50,20],[80,80]],"i":[[0,0],[0,0],[0,0]],"#
            + #""o":[[0,0],[0,0],[0,0]]}}}"#
        func stroke(_ limit: String) -> String {
            #"{"ty":"st","c":{"a":0,"k":[0,0,0]},"o":{"a":0,"k":100},"w":{"a":0,"k":10},"lc":1,"lj":1,"ml2":"# + limit + "}"
        }
        let bevelled = try Self.animation(vee + "," + stroke(#"{"a":0,"k":2}"#))
        let mitred = try Self.animation(vee + "," + stroke(#"{"a":0,"k":2,"x":"# + Self.quoted("$bm_rt = value * 2") + "}"))
        #expect(try Self.row(bevelled, y: 15).filter { $0 == "#" }.isEmpty)
        #expect(try Self.row(mitred, y: 12).contains("#"))
        #expect(try Self.row(mitred, y: 8).filter { $0 == "#" }.isEmpty)
    }
}
