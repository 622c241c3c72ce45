// JSONPath: the text of a path is the one the decoders always printed: members after a dot,
// elements in brackets, nothing for the top.
@testable import LaminaLottie
import Testing

@Suite struct JSONPathTests {
    @Test func membersFollowADotAndElementsABracket() {
        let opacity = JSONPath.root.member("layers").element(3).member("ks").member("o")
        #expect(opacity.description == "layers[3].ks.o")
        #expect(JSONPath.root.element(0).member("x").description == "[0].x")
        #expect(JSONPath.root.element(2).element(1).description == "[2][1]")
        #expect(JSONPath.root.description == "" && JSONPath.root.isEmpty)
    }

    @Test func aStringLiteralIsOneMemberOrTheTop() {
        let literal: JSONPath = "shapes[0]"
        #expect(literal.member("it").element(1).description == "shapes[0].it[1]")
        let top: JSONPath = ""
        #expect(top.isEmpty && !literal.isEmpty)
    }

    @Test func siblingsShareTheirParentAndStayApart() {
        let layer = JSONPath.root.member("layers").element(0)
        let position = layer.member("p"), scale = layer.member("s")
        #expect(position.description == "layers[0].p" && scale.description == "layers[0].s")
        #expect(layer.description == "layers[0]")
    }
}
