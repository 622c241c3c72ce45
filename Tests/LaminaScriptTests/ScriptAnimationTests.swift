// SMIL in scripts: each element and attribute mapped onto Lamina's animations, checked by the
// exact values the evaluated tree shows at chosen times, and the errors and warnings.
import Foundation
import Lamina
@testable import LaminaScript
import Testing

@Suite struct ScriptAnimationTests {
    /// The shape nodes of `text` as they show at `time`, in document order (a layer's mask
    /// before its sublayers).
    func shapes(_ text: String, at time: Double) throws -> [RenderNode] {
        let tree = try RenderTree(try ScriptTest.load(text).makeLayer()).evaluated(at: time)
        func collect(_ node: RenderNode) -> [RenderNode] {
            (AnimatableProperty<CGFloat>.lineWidth.value(in: node) != nil ? [node] : [])
                + (node.mask.map(collect) ?? []) + node.sublayers.flatMap(collect)
        }
        return collect(tree.root)
    }

    /// The first shape's value of `property` at each of `times`.
    func values<V>(_ property: AnimatableProperty<V>, _ text: String, at times: [Double]) throws -> [V?] {
        try times.map { try shapes(text, at: $0).first.flatMap { property.value(in: $0) } }
    }

    func svg(_ body: String) -> String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"100\" height=\"100\">\n\(body)\n</svg>"
    }

    @Test func animationsInsideAnEffectOrReplicatorCount() throws {
        let effect = try ScriptTest.load(svg("""
            <g effect="dark"><rect width="40" height="40"/>
              <circle cx="20" cy="20" r="5"><animate attributeName="r" from="5" to="15" dur="2s"/></circle></g>
            """))
        #expect(effect.isAnimated && effect.animationDuration == 2)
        let replicator = try ScriptTest.load(svg("""
            <replicate instance-count="3">
              <rect width="4" height="4"><animate attributeName="opacity" from="1" to="0" begin="1s" dur="0.5s"/></rect>
            </replicate>
            """))
        #expect(replicator.isAnimated && replicator.animationDuration == 1.5)
    }

    @Test func clockValues() throws {
        #expect(try ClockValue.seconds("2s") == 2)
        #expect(try ClockValue.seconds("250ms") == 0.25)
        #expect(try ClockValue.seconds("1.5min") == 90)
        #expect(try ClockValue.seconds("1h") == 3600)
        #expect(try ClockValue.seconds(" 3 ") == 3)
        #expect(try ClockValue.seconds("01:30") == 90)
        #expect(try ClockValue.seconds("1:00:02.5") == 3602.5)
        #expect(throws: ValueError.self) { try ClockValue.seconds("2 parsecs") }
        #expect(throws: ValueError.self) { try ClockValue.seconds("1:75") }
        #expect(throws: ValueError.self) { try ClockValue.seconds("click") }
    }

    @Test func fromToWithBeginRemoveAndFreeze() throws {
        let removed = svg("""
            <rect width="10" height="10" opacity="0.2" stroke="black" stroke-width="2">
              <animate attributeName="stroke-width" from="0" to="8" begin="1s" dur="2s"/>
            </rect>
            """)
        #expect(try values(.lineWidth, removed, at: [0.5, 1, 2, 2.5, 3.5]) == [2, 0, 4, 6, 2])
        let frozen = removed.replacingOccurrences(of: "dur=\"2s\"", with: "dur=\"2s\" fill=\"freeze\"")
        #expect(try values(.lineWidth, frozen, at: [0.5, 3.5]) == [2, 8])
        let script = try ScriptTest.load(frozen)
        #expect(script.animationDuration == 3)
        #expect(script.isAnimated)
    }

    @Test func opacityAnimatesTheLayer() throws {
        let text = svg("""
            <g><rect width="10" height="10"/>
              <animate attributeName="opacity" values="1;0.5;0" dur="1s"/></g>
            """)
        let tree = try RenderTree(try ScriptTest.load(text).makeLayer())
        // The root layer, the <svg> element's group, its viewport group, then the <g>.
        let group = try tree.evaluated(at: 0.25).root.sublayers[0].sublayers[0].sublayers[0]
        #expect(group.opacity == 0.75)
    }

    @Test func byToAndValuesWithKeyTimes() throws {
        let by = svg("<rect width='10' height='10' stroke='red' stroke-width='2'><animate attributeName='stroke-width' by='4' dur='1s'/></rect>")
        #expect(try values(.lineWidth, by, at: [0.5]) == [4])
        let to = svg("<rect width='10' height='10' stroke='red' stroke-width='2'><animate attributeName='stroke-width' to='4' dur='1s'/></rect>")
        #expect(try values(.lineWidth, to, at: [0.5]) == [3])
        let keyed = svg("""
            <rect width="10" height="10" stroke="red"><animate attributeName="stroke-width" values="0;10;20"
             keyTimes="0;0.8;1" dur="1s"/></rect>
            """)
        #expect(try values(.lineWidth, keyed, at: [0.4, 0.9]) == [5, 15])
        let discrete = keyed.replacingOccurrences(of: "dur=", with: "calcMode=\"discrete\" dur=")
        #expect(try values(.lineWidth, discrete, at: [0.4, 0.79, 0.85]) == [0, 0, 10])
        let paced = svg("""
            <rect width="10" height="10" stroke="red"><animate attributeName="stroke-width" values="0;30;40"
             calcMode="paced" dur="1s"/></rect>
            """)
        #expect(try values(.lineWidth, paced, at: [0.5]) == [20])
    }

    @Test func keySplinesEaseEachInterval() throws {
        let text = svg("""
            <rect width="10" height="10" stroke="red"><animate attributeName="stroke-width" from="0" to="10"
             calcMode="spline" keyTimes="0;1" keySplines="0.42 0 0.58 1" dur="1s"/></rect>
            """)
        let eased = try #require(try values(.lineWidth, text, at: [0.25]).first ?? nil)
        #expect(abs(eased - 10 * TimingFunction.easeInEaseOut.value(at: 0.25)) < 1e-9)
        #expect(try values(.lineWidth, text, at: [0.5]) == [5])
    }

    @Test func repeatsAccumulateAndAdd() throws {
        let text = svg("""
            <rect width="10" height="10" stroke="red" stroke-width="1"><animate attributeName="stroke-width" from="0" to="2"
             dur="1s" repeatCount="3" accumulate="sum" additive="sum"/></rect>
            """)
        // Iteration 2 at half: 1 (value) + 2 × 2 (accumulated) + 1 (the still width beneath).
        #expect(try values(.lineWidth, text, at: [2.5, 3.5]) == [6, 1])
        let forever = text.replacingOccurrences(of: "repeatCount=\"3\"", with: "repeatCount=\"indefinite\"")
        #expect(try ScriptTest.load(forever).animationDuration == nil)
        let capped = text.replacingOccurrences(of: "repeatCount=\"3\"", with: "repeatCount=\"3\" repeatDur=\"1.5s\"")
        #expect(try ScriptTest.load(capped).animationDuration == 1.5)
    }

    @Test func paintColoursAndOpacities() throws {
        let fill = svg("<rect width='10' height='10' fill='red' fill-opacity='0.5'><animate attributeName='fill' to='blue' dur='1s'/></rect>")
        #expect(try values(.fillColor, fill, at: [0.5]) == [Color(red: 0.5, green: 0, blue: 0.5, alpha: 0.5)])
        let opacity = svg("<rect width='10' height='10' stroke='#00ff00' stroke-opacity='0.5'><animate attributeName='stroke-opacity' to='1' dur='1s'/></rect>")
        #expect(try values(.strokeColor, opacity, at: [0.5]) == [Color(red: 0, green: 1, blue: 0, alpha: 0.75)])
        // Beside a gradient fill, only the plain stroke layer takes the stroke colour (not the gradient's outline mask).
        let gradient = svg("""
            <linearGradient id="g"><stop offset="0" stop-color="red"/><stop offset="1" stop-color="blue"/></linearGradient>
            <rect width="10" height="10" fill="url(#g)" stroke="black"><animate attributeName="stroke" to="white" dur="1s"/></rect>
            """)
        #expect(try shapes(gradient, at: 0.5).map { AnimatableProperty<Color>.strokeColor.value(in: $0) }
                == [.clear, Color(white: 0.5)])
        let set = svg("<rect width='10' height='10' fill='red'><set attributeName='fill' to='none' begin='0.5s'/></rect>")
        #expect(try values(.fillColor, set, at: [0.25, 0.5, 100]) == [.red, .clear, .clear])
        #expect(try ScriptTest.load(set).animationDuration == 0.5)
    }

    @Test func strokeTrimAndDashOffsetWithPathLength() throws {
        let trim = svg("<path d='M0 0 H100' stroke='red' stroke-end='0'><animate attributeName='stroke-end' to='1' dur='2s'/></path>")
        #expect(try values(.strokeEnd, trim, at: [1]) == [0.5])
        #expect(try values(.strokeColor, trim, at: [1]) == [.red])
        let dash = svg("""
            <path d="M0 0 H200" pathLength="100" stroke="red" stroke-dasharray="10 90">
              <animate attributeName="stroke-dashoffset" from="0" to="50" dur="1s"/>
              <animate attributeName="stroke-dasharray" to="20 80" dur="1s"/>
            </path>
            """)
        #expect(try values(.lineDashPhase, dash, at: [0.5]) == [50])
        #expect(try values(.lineDashPattern, dash, at: [0.5]) == [[30, 170]])
    }

    @Test func pathDataAndShapeGeometry() throws {
        let d = svg("<path d='M0 0 L10 0'><animate attributeName='d' to='M0 10 L30 0' dur='1s'/></path>")
        #expect(try values(.path, d, at: [0.5]).first??.svgPathData == "M0 5 L20 0")
        let rect = svg("<rect x='10' width='20' height='10'><animate attributeName='width' to='40' dur='1s'/></rect>")
        #expect(try values(.path, rect, at: [0.5]).first??.bounds == CGRect(x: 10, y: 0, width: 30, height: 10))
        let circle = svg("<circle cx='50' cy='50' r='10'><animate attributeName='r' by='10' additive='sum' dur='1s' fill='freeze'/></circle>")
        #expect(try values(.path, circle, at: [1]).first??.bounds == CGRect(x: 30, y: 30, width: 40, height: 40))
        #expect(try values(.path, circle, at: [0.5]).first??.bounds == CGRect(x: 35, y: 35, width: 30, height: 30))
    }

    @Test func transformsInterpolateTheirParameters() throws {
        let spin = svg("""
            <rect width="10" height="10" transform="translate(5 0)">
              <animateTransform attributeName="transform" type="rotate" from="0 5 5" to="360 5 5" dur="1s"/>
            </rect>
            """)
        let half = try #require(try shapes(spin, at: 0.5).first).transform
        let expected = try TransformParser.parse("rotate(180 5 5)")
        #expect(half == expected)
        let summed = spin.replacingOccurrences(of: "dur=", with: "additive=\"sum\" dur=")
        let composed = try #require(try shapes(summed, at: 0.25).first).transform
        #expect(composed == (try TransformParser.parse("translate(5 0) rotate(90 5 5)")))
        let scale = svg("<rect width='10' height='10'><animateTransform attributeName='transform' type='scale' values='1;3' dur='1s'/></rect>")
        #expect(try shapes(scale, at: 0.5).first?.transform == CGAffineTransform(scaleX: 2, y: 2))
    }

    @Test func useKeepsItsXAndYInsideTheAnimatedTransform() throws {
        func transform(_ additive: String) throws -> CGAffineTransform {
            let text = svg("""
                <defs><rect id="r" width="10" height="10"/></defs>
                <use href="#r" x="20" transform="scale(2)"><animateTransform attributeName="transform" type="rotate"
                 from="0" to="90" dur="1s" fill="freeze" additive="\(additive)"/></use>
                """)
            let tree = try RenderTree(try ScriptTest.load(text).makeLayer()).evaluated(at: 1)
            // The root layer, the <svg> element's group, its viewport group, then the <use>.
            return tree.root.sublayers[0].sublayers[0].sublayers[0].transform
        }
        // Undoing the <use> translation to compose beneath it leaves rounding in the last bits.
        func near(_ a: CGAffineTransform, _ b: CGAffineTransform) -> Bool {
            [a.a - b.a, a.b - b.b, a.c - b.c, a.d - b.d, a.tx - b.tx, a.ty - b.ty].allSatisfy { abs($0) < 1e-12 }
        }
        #expect(near(try transform("sum"), try TransformParser.parse("scale(2) rotate(90) translate(20 0)")))
        #expect(near(try transform("replace"), try TransformParser.parse("rotate(90) translate(20 0)")))
    }

    @Test func motionAlongAPathValuesAndMpath() throws {
        let path = svg("""
            <path id="track" d="M0 0 H100" fill="none"/>
            <rect width="10" height="10"><animateMotion path="M0 0 H100 V100" dur="2s" rotate="auto"/></rect>
            <rect width="10" height="10"><animateMotion dur="1s"><mpath href="#track"/></animateMotion></rect>
            <rect width="10" height="10"><animateMotion values="0,0;10,20" dur="1s"/></rect>
            """)
        let nodes = try shapes(path, at: 1.5)
        #expect(nodes[1].position == CGPoint(x: 100, y: 50))
        let turned = nodes[1].transform
        #expect(abs(turned.b - 1) < 1e-12 && abs(turned.a) < 1e-12)  // a quarter turn down the V
        let keyed = svg("""
            <rect width="10" height="10"><animateMotion path="M0 0 H100 V100" keyPoints="0;0.75;0.5" keyTimes="0;0.5;1"
             calcMode="linear" rotate="auto" dur="1s"/></rect>
            """)
        let backing = try #require(try shapes(keyed, at: 0.75).first)
        #expect(backing.position == CGPoint(x: 100, y: 25))  // from 3/4 (100, 50) back towards 1/2 (100, 0)
        #expect(abs(backing.transform.b - 1) < 1e-12 && abs(backing.transform.a) < 1e-12)  // facing down the V
        #expect(try shapes(keyed, at: 0.25).first?.position == CGPoint(x: 75, y: 0))
        #expect(ScriptTest.error(keyed.replacingOccurrences(of: "keyTimes=\"0;0.5;1\"", with: "keyTimes=\"0;1\""))?
            .description.contains("keyPoints: expected one per key time (2), found 3") == true)
        let fixed = svg("<rect width='10' height='10'><animateMotion path='M0 0 H10' rotate='90' dur='1s'/></rect>")
        let quarter = try #require(try shapes(fixed, at: 0.5).first)
        #expect(quarter.position == CGPoint(x: 5, y: 0))
        #expect(quarter.transform == CGAffineTransform(rotationAngle: .pi / 2))
        let halfway = try shapes(path, at: 0.5)
        #expect(halfway[2].position == CGPoint(x: 50, y: 0))
        #expect(halfway[3].position == CGPoint(x: 5, y: 10))
    }

    @Test func hrefTargetsAnElementById() throws {
        let text = svg("""
            <rect id="box" width="10" height="10" stroke="red"/>
            <animate href="#box" attributeName="stroke-width" from="0" to="4" dur="1s"/>
            <set href="#nowhere" attributeName="opacity" to="0"/>
            """)
        #expect(try values(.lineWidth, text, at: [0.5]) == [2])
        #expect(try ScriptTest.load(text).warnings.map(\.description)
                == ["test.svg:4:1: warning: <set> href=\"#nowhere\": no element has this id; skipped"])
    }

    @Test func springFollowsCoreAnimationsSpring() throws {
        let text = svg("""
            <rect width="10" height="10" stroke="red"><animate attributeName="stroke-width" from="0" to="10"
             calcMode="spring" stiffness="200" damping="10"/></rect>
            """)
        let spring = try Spring(mass: 1, stiffness: 200, damping: 10)
        #expect(try ScriptTest.load(text).animationDuration == spring.settlingDuration)
        let value = try #require(try values(.lineWidth, text, at: [0.1]).first ?? nil)
        #expect(abs(value - 10 * spring.fraction(at: 0.1)) < 1e-9)
    }

    /// Bad values name their position: invalid attribute values as warnings (the animation
    /// skips them), errors under `strict`, as here; animations that cannot play as errors.
    @Test func badValuesAreErrorsAtTheirPosition() throws {
        var strict = ScriptOptions()
        strict.strict = true
        func message(_ body: String) -> String? { ScriptTest.error(svg(body), options: strict)?.description }
        // An invalid `to` is ignored (a warning), which leaves the animation nothing to play.
        #expect(message("<rect width='1' height='1'><animate attributeName='opacity' to='x' dur='1s'/></rect>")
                == "test.svg:2:28: error: <animate>: expected values, to or by")
        #expect(message("<rect width='1' height='1'><animate attributeName='opacity' to='1' dur='-1s'/></rect>")
                == "test.svg:2:68: error: dur: expected a duration above 0, found -1s")
        #expect(message("""
            <rect width='1' height='1'><animate attributeName='opacity' values='0;1' calcMode='spline' keySplines='0 0 1 1; 0 0 1 1' dur='1s'/></rect>
            """)?.hasPrefix("test.svg:2:92: error: keySplines: expected 1 groups of 4 numbers") == true)
        #expect(message("<path d='M0 0 L1 1'><animate attributeName='d' to='M0 0 C1 1 1 1 2 2' dur='1s'/></path>")?
            .hasPrefix("test.svg:2:48: error: <animate>: path data 1 cannot blend with path data 0") == true)
        #expect(message("<rect width='1' height='1'><animate attributeName='opacity' values='0;1' keyTimes='0;2' dur='1s'/></rect>")?
            .hasPrefix("test.svg:2:28: error: <animate>: keyTimes[1]") == true)
        #expect(message("<path d='M0 0 H9' stroke='red' stroke-dasharray='1 2'><animate attributeName='stroke-dasharray' to='1 2 3 4' dur='1s'/></path>")
                == "test.svg:2:55: error: <animate> stroke-dasharray: expected the same number of lengths in every "
                + "value (and in the still's dash array for from-less animations), found 2, 4")
        #expect(message("<rect width='1' height='1'><animate attributeName='opacity' to='1' dur='1s' repeatCount='0'/></rect>")
                == "test.svg:2:77: error: repeatCount: expected a number above 0 or indefinite, found \"0\"")
        #expect(message("<rect width='1' height='1'><animateMotion path='M0 0 H9' calcMode='spline' dur='1s'/></rect>")
                == "test.svg:2:28: error: <animateMotion> calcMode=\"spline\": expected keyTimes and at least two values")
        #expect(message("<rect width='1' height='1'><animateTransform attributeName='transform' type='spin' to='1' dur='1s'/></rect>")
                == "test.svg:2:72: error: type: expected translate, scale, rotate, skewX or skewY, found spin")
    }

    @Test func unsupportedPartsWarnWithTheirPosition() throws {
        let script = try ScriptTest.load(svg("""
            <rect width="1" height="1"><animate attributeName="opacity" to="0" dur="1s" begin="click"/></rect>
            <g><animate attributeName="stroke-width" to="3" dur="1s"/></g>
            <rect width="1" height="1"><animate attributeName="font-size" to="3" dur="1s"/></rect>
            <rect width="1" height="1"><animate attributeName="opacity" to="0"/></rect>
            <rect width="0" height="1"><animate attributeName="width" to="5" dur="1s"/></rect>
            <linearGradient id="g"><stop offset="0"><animate attributeName="stop-color" to="red" dur="1s"/></stop></linearGradient>
            """))
        #expect(script.warnings.map(\.description) == [
            "test.svg:2:77: warning: <animate> begin=\"click\": only a single clock offset (e.g. 1s) is supported; "
                + "animation skipped (see docs/Unsupported.md)",
            "test.svg:3:13: warning: <animate> attributeName=\"stroke-width\": Lamina animates it only on shapes, "
                + "not on <g>; skipped (see docs/Unsupported.md)",
            "test.svg:4:37: warning: <animate> attributeName=\"font-size\": not animatable on <rect> in Lamina; "
                + "skipped (see docs/Unsupported.md)",
            "test.svg:5:28: warning: <animate> without a finite dur does not animate; skipped (see docs/Unsupported.md)",
            "test.svg:6:28: warning: <animate> animates nothing Lamina draws as a layer (e.g. a gradient stop "
                + "or an element that is not drawn); skipped (see docs/Unsupported.md)",
            "test.svg:7:41: warning: <animate> animates nothing Lamina draws as a layer (e.g. a gradient stop "
                + "or an element that is not drawn); skipped (see docs/Unsupported.md)",
        ])
    }
}
