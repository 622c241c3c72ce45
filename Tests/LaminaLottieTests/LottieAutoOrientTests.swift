// Auto-orient (`ao`) of positions one motion path cannot carry (split into x and y), which
// lottie-ios lacks: the layer turns along the line through its position at every frame. A bar
// 20 pt long and 4 pt wide, pointing along x, moves diagonally from (20, 20) to (80, 80).
import Foundation
import Lamina
import LaminaLottie
import Testing

@Suite struct LottieAutoOrientTests {
    static func frame(position: String) throws -> Image {
        let bar = #"{"ty":"rc","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[20,4]}},"#
            + #"{"ty":"fl","c":{"a":0,"k":[0,0,0]},"o":{"a":0,"k":100}}"#
        let json = LottieErrorTests.file(layers: #"[{"ty":4,"ao":1,"ip":0,"op":30,"ks":{"p":"# + position + #"},"shapes":["#
            + bar + "]}]")
        let animation = try LottieErrorTests.load(json)
        #expect(animation.warnings.isEmpty, "\(animation.warnings)")
        return try Renderer().render(try RenderTree(animation.makeLayer()), at: animation.time(ofFrame: 15))
    }

    static func linear(_ from: String, _ to: String) -> String {
        #"{"a":1,"k":[{"t":0,"s":"# + from + #","o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}},{"t":30,"s":"# + to + "}]}"
    }

    @Test func aSplitPositionTurnsTheLayerAsTheJoinedOneDoes() throws {
        let axis = Self.linear("[20]", "[80]")
        let split = try Self.frame(position: #"{"s":1,"x":"# + axis + #","y":"# + axis + "}")
        let joined = try Self.frame(position: Self.linear("[20,20]", "[80,80]"))
        for image in [split, joined] {
            // At (50, 50), turned 45°: along the diagonal, not along x.
            #expect(image.color(x: 55, y: 55)?.alpha == 1)
            #expect(image.color(x: 58, y: 50)?.alpha == 0)
        }
    }
}
