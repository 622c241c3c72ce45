// Lottie expressions: the After Effects library as lottie-web defines it (ExpressionManager.js,
// ExpressionPropertyDecorator.js), each function against numbers worked out by hand from its
// formula, and the sandbox: a script that loops forever, allocates without end, does not
// parse or throws leaves a warning naming its JSON path and the keyframed value, fast.
import Foundation
import Lamina
import Testing
@testable import LaminaLottie

@Suite struct LottieExpressionTests {
    /// A 30 fps composition "Main" (200 × 100) of three layers: "Box" (`ind` 1, a shape layer
    /// shown for frames 0–40) whose transform property `key` is `property` with the expression
    /// `expression`; "Other" (`ind` 2), a null at (10, 20) rotated 30° with a slider effect of
    /// 42; and "Child" (`ind` 3), parented to "Other". A precomp asset "Inner" of 50 × 60 holds one layer.
    static func file(_ expression: String, key: String, property: String) -> String {
        let escaped = expression.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n")
        let box = #"{"ty":4,"ind":1,"nm":"Box","ip":0,"op":40,"st":0,"ks":{"# + "\"\(key)\":" + property.dropLast()
            + #","x":""# + escaped + #""}},"shapes":[]}"#
        let slider = #""ef":[{"ty":5,"nm":"Slider Control","ix":1,"ef":[{"ty":0,"nm":"Slider","ix":1,"v":{"a":0,"k":42}}]}]"#
        let other = #"{"ty":3,"ind":2,"nm":"Other","ip":0,"op":40,"st":0,"ks":{"p":{"a":0,"k":[10,20]},"r":{"a":0,"k":30}},"#
            + slider + "}"
        let child = #"{"ty":3,"ind":3,"nm":"Child","parent":2,"ip":5,"op":35,"st":0,"ks":{}}"#
        let inner = #"{"id":"p","nm":"Inner","w":50,"h":60,"layers":[{"ty":3,"ind":7,"nm":"Deep","ip":0,"op":10,"ks":{"o":{"a":0,"k":25}}}]}"#
        return #"{"v":"5.7","fr":30,"ip":0,"op":40,"w":200,"h":100,"nm":"Main","assets":["# + inner + #"],"layers":["#
            + [box, other, child].joined(separator: ",") + "]}"
    }

    /// The values of "Box"'s property `key` (`property`, with `expression`) at `frames`, and the warnings.
    static func evaluate(_ expression: String, key: String = "r", property: String = #"{"a":0,"k":0}"#,
                         at frames: [Double], limits: LottieLimits = LottieLimits()) throws -> ([[Double]], [LottieWarning]) {
        try evaluate(file: file(expression, key: key, property: property), at: frames, limits: limits) {
            try $0.required("ks").required(key)
        }
    }

    /// The values at `frames` of the property `property` finds in the first layer of `file`
    /// (a 200 × 100 composition "Main" at 30 fps, frames 0–40), and the warnings.
    static func evaluate(file: String, at frames: [Double], limits: LottieLimits = LottieLimits(),
                         property: (JSONNode) throws -> JSONNode) throws -> ([[Double]], [LottieWarning]) {
        let top = JSONNode(document: try JSONReader.parse(Data(file.utf8), maxDepth: 64, base: ""))
        let layers = try top.required("layers").array()
        var assets: [String: JSONNode] = [:]
        for asset in try top["assets"]?.array() ?? [] { assets[try asset.required("id").string()] = asset }
        let composition = ExpressionComposition(layers: layers, width: 200, height: 100, name: "Main", assets: assets,
                                                frameRate: 30, root: top)
        let diagnostics = LottieDiagnostics(limits: limits)
        let context = LayerAnimationContext(frameRate: 30, rootInFrame: 0, rootOutFrame: 40, diagnostics: diagnostics)
        let scope = CompositionBuilder.scope(of: layers[0], in: composition, context: context)
        let node = try property(layers[0])
        let track = try diagnostics.withExpressionScope(scope) { try node.track(diagnostics) { try $0.numbers() } }
        return (frames.map { track.value(at: $0) }, diagnostics.warnings)
    }

    /// The value at one frame, with no warning expected.
    static func value(_ expression: String, key: String = "r", property: String = #"{"a":0,"k":0}"#,
                      at frame: Double = 0) throws -> [Double] {
        let (values, warnings) = try evaluate(expression, key: key, property: property, at: [frame])
        #expect(warnings.isEmpty, "\(warnings)")
        return values.first ?? []
    }

    static let position = #"{"a":0,"k":[50,50]}"#
    /// Rotation keyframed linearly from 0 at frame 0 to 100 at frame 10.
    static let ramp = #"{"a":1,"k":[{"t":0,"s":[0],"o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}},{"t":10,"s":[100]}]}"#

    @Test func timeAndValue() throws {
        // After Effects' own form, without Bodymovin's $bm_rt: the completion value.
        #expect(try Self.value("time * 360", at: 15) == [180])
        #expect(try Self.value("var a = 2; if (a > 1) { a * 3 } else { 0 }") == [6])
        // In one heap, Bodymovin's form has a scope of its own (its names do not outlive it);
        // After Effects' runs in the global scope.
        let (engine, scope, diagnostics) = Self.engine(limits: LottieLimits())
        defer { withExtendedLifetime(diagnostics) {} }
        let probe = "var $bm_rt = [typeof leaked === 'undefined' ? 0 : 1, typeof global === 'undefined' ? 0 : 1];"
        _ = try engine.evaluated(Track([0]), source: "var $bm_rt; var leaked = 5; $bm_rt = 1;", scope: scope, frames: [0])
        _ = try engine.evaluated(Track([0]), source: "var global = 5; 1", scope: scope, frames: [0])
        #expect(try engine.evaluated(Track([0, 0]), source: probe, scope: scope, frames: [0]).initialValue == [0, 1])
        #expect(try Self.value("var $bm_rt = $bm_mul(time, 360);", at: 15) == [180])
        #expect(try Self.value("var $bm_rt = value + 5;", property: #"{"a":0,"k":7}"#) == [12])
        #expect(try Self.value("var $bm_rt = $bm_sum(value, [1, 2]);", key: "p", property: Self.position) == [51, 52])
        // Keyframed value at frame 5 of the ramp: 50.
        #expect(try Self.value("var $bm_rt = value * 2;", property: Self.ramp, at: 5) == [100])
    }

    @Test func vectorArithmetic() throws {
        let cases: [(String, [Double])] = [
            ("$bm_sum([1, 2], [3, 4])", [4, 6]), ("add([1, 2], 5)", [6, 2]), ("sub([5, 5], [1, 2])", [4, 3]),
            ("$bm_sub(10, 4)", [6]), ("mul([1, 2], 3)", [3, 6]), ("$bm_mul(2, [1, 2])", [2, 4]), ("div([3, 6], 3)", [1, 2]),
            ("$bm_neg([1, -2])", [-1, 2]), ("$bm_mod(7, 3)", [1]), ("length([3, 4])", [5]), ("length([1, 1], [4, 5])", [5]),
            ("length(2, 7)", [5]), ("normalize([3, 4])", [0.6, 0.8]), ("clamp(5, 0, 3)", [3]), ("clamp(5, 10, 0)", [5]),
            ("clamp([-1, 4], 0, 3)", [0, 3]), ("dot([1, 2, 3], [4, 5, 6])", [32]), ("cross([1, 0, 0], [0, 1, 0])", [0, 0, 1]),
            ("degreesToRadians(180)", [Double.pi]), ("radiansToDegrees(Math.PI / 2)", [90]),
            ("rgbToHsl([1, 0, 0, 1])", [0, 1, 0.5, 1]), ("hslToRgb([0, 1, 0.5, 1])", [1, 0, 0, 1]),
        ]
        for (expression, expected) in cases {
            #expect(try Self.value("var $bm_rt = \(expression);") == expected, "\(expression)")
        }
    }

    @Test func interpolation() throws {
        #expect(try Self.value("var $bm_rt = linear(0.5, 0, 1, 10, 20);") == [15])
        #expect(try Self.value("var $bm_rt = linear(2, 0, 1, 10, 20);") == [20])
        #expect(try Self.value("var $bm_rt = linear(0.25, [0, 0], [4, 8]);") == [1, 2])
        // lottie-web's eases: Béziers (0.33, 0, 0.667, 1), (0.333, 0, 0.833, 0.833), (0.167, 0.167, 0.667, 1).
        let curves = [("ease", try TimingFunction(controlPoints: 0.33, 0, 0.667, 1)),
                      ("easeIn", try TimingFunction(controlPoints: 0.333, 0, 0.833, 0.833)),
                      ("easeOut", try TimingFunction(controlPoints: 0.167, 0.167, 0.667, 1))]
        for (name, curve) in curves {
            #expect(try Self.value("var $bm_rt = \(name)(5, 0, 10, 0, 100);") == [curve.value(at: 0.5) * 100], "\(name)")
            #expect(try Self.value("var $bm_rt = \(name)(-1, 0, 10, 0, 100);") == [0], "\(name)")
            #expect(try Self.value("var $bm_rt = \(name)(0.25, [0, 10], [100, 20]);")
                    == [curve.value(at: 0.25) * 100, curve.value(at: 0.25) * 10 + 10], "\(name)")
        }
        #expect(try Self.value("var $bm_rt = ease(0.5, 0, 1, 0, 100);") != [50])
    }

    @Test func framesAndTime() throws {
        #expect(try Self.value("var $bm_rt = framesToTime(15);") == [0.5])
        #expect(try Self.value("var $bm_rt = framesToTime(15, 60);") == [0.25])
        #expect(try Self.value("var $bm_rt = timeToFrames(1);") == [30])
        #expect(try Self.value("var $bm_rt = timeToFrames();", at: 12) == [12])
        #expect(try Self.value("var $bm_rt = thisComp.frameDuration * 30;") == [1])
    }

    @Test func keysValueAtTimeAndVelocity() throws {
        #expect(try Self.value("var $bm_rt = valueAtTime(0.25);", property: Self.ramp) == [75])
        #expect(try Self.value("var $bm_rt = thisProperty.valueAtTime(1 / 6);", property: Self.ramp) == [50])
        #expect(try Self.value("var $bm_rt = numKeys;", property: Self.ramp) == [2])
        #expect(try Self.value("var $bm_rt = key(2).value;", property: Self.ramp) == [100])
        #expect(try Self.value("var $bm_rt = key(2).time;", property: Self.ramp) == [10.0 / 30])
        #expect(try Self.value("var $bm_rt = nearestKey(0.3).index;", property: Self.ramp) == [2])
        // 10 per frame: 300 per second, from the value 1 ms before (lottie-web's getVelocityAtTime).
        let velocity = try #require(try Self.value("var $bm_rt = velocity;", property: Self.ramp, at: 5).first)
        #expect(abs(velocity - 300) < 1e-6)
        let keyless = try Self.evaluate("var $bm_rt = key(1).value;", at: [0]).1
        #expect(keyless.map(\.message) == ["the expression failed (Error: The property has no keyframe at index 1); "
                                           + "the keyframed value is used"])
    }

    /// lottie-web's loopOut and loopIn over the ramp (0 → 100 over frames 0–10), evaluated
    /// at frames past (before) it.
    @Test func loops() throws {
        let (cycle, _) = try Self.evaluate(#"var $bm_rt = loopOut("cycle");"#, property: Self.ramp, at: [5, 15, 27])
        #expect(cycle == [[50], [50], [70]])
        let (pingpong, _) = try Self.evaluate(#"var $bm_rt = loopOut("pingpong");"#, property: Self.ramp, at: [12, 15, 22])
        #expect(pingpong == [[80], [50], [20]])
        let (offset, _) = try Self.evaluate(#"var $bm_rt = loopOut("offset");"#, property: Self.ramp, at: [15, 25])
        #expect(offset == [[150], [250]])
        let (continued, _) = try Self.evaluate(#"var $bm_rt = loopOut("continue");"#, property: Self.ramp, at: [15])
        #expect(abs((continued.first?.first ?? 0) - 150) < 1e-6)
        // The same ramp keyed from frame 10 to 20, looped in before frame 10.
        let late = #"{"a":1,"k":[{"t":10,"s":[0],"o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}},{"t":20,"s":[100]}]}"#
        let (loopIn, _) = try Self.evaluate(#"var $bm_rt = loopIn("cycle");"#, property: late, at: [5, 12])
        #expect(loopIn == [[50], [20]])
        let (inOffset, _) = try Self.evaluate(#"var $bm_rt = loopIn("offset");"#, property: late, at: [5])
        #expect(inOffset == [[-50]])
        let (inPingpong, _) = try Self.evaluate(#"var $bm_rt = loopIn("pingpong");"#, property: late, at: [7])
        #expect(inPingpong == [[30]])
    }

    /// ThorVG's wiggle: at 0.5 s with frequency 1 the noise sits between the gradients at 0
    /// and 1 (glibc's LCG of 1000000 and 1100000 for x: −1 and +1; of 2000000 and 2100000 for
    /// y: +1 and −1), fade 0.5: x −0.5 · 3, y +0.5 · 3, times the amplitude 10. At whole
    /// seconds the noise is 0.
    @Test func wiggleIsThorVGsNoise() throws {
        #expect(try Self.value("var $bm_rt = wiggle(1, 10);", key: "p", property: Self.position, at: 15) == [35, 65])
        #expect(try Self.value("var $bm_rt = wiggle(1, 10);", key: "p", property: Self.position, at: 30) == [50, 50])
        #expect(try Self.value("var $bm_rt = wiggle(2, 10);", key: "p", property: Self.position, at: 0) == [50, 50])
        let (first, _) = try Self.evaluate("var $bm_rt = wiggle(3, 20, 2);", key: "p", property: Self.position, at: [7, 11])
        let (again, _) = try Self.evaluate("var $bm_rt = wiggle(3, 20, 2);", key: "p", property: Self.position, at: [7, 11])
        #expect(first == again)
    }

    @Test func seededRandomRepeats() throws {
        let source = "seedRandom(7, true); var $bm_rt = [random(), random(10), random([5, 5], [6, 6])[0], gaussRandom()];"
        let (first, _) = try Self.evaluate(source, at: [3, 9])
        let (again, _) = try Self.evaluate(source, at: [3, 9])
        #expect(first == again)
        // Timeless: the same numbers at every frame.
        #expect(first[0] == first[1])
        let values = try #require(first.first)
        #expect(values[0] >= 0 && values[0] < 1 && values[1] >= 0 && values[1] < 10 && values[2] >= 5 && values[2] < 6)
        let (timed, _) = try Self.evaluate("var $bm_rt = random();", at: [3, 9])
        #expect(timed[0] != timed[1])
        // xorshift32 from seed 7 and frame 0 (timeless), four numbers skipped, as worked out by hand.
        #expect(try Self.value("seedRandom(7, true); var $bm_rt = [random(), random(10)];", key: "p", property: Self.position)
                == [0.29727189987897873, 5.176790140103549])
        // Unseeded: the property's number (0) and the frame at its time (3 of 30 fps: 3,000 thousandths).
        #expect(try Self.value("var $bm_rt = random();", at: 3) == [0.6865363272372633])
    }

    @Test func layersAndCompositions() throws {
        #expect(try Self.value(#"var $bm_rt = thisComp.layer("Other").transform.position;"#, key: "p",
                               property: Self.position) == [10, 20])
        #expect(try Self.value("var $bm_rt = thisComp.layer(2).rotation + 1;") == [31])
        #expect(try Self.value("var $bm_rt = [thisComp.width, thisComp.height, thisComp.numLayers];", key: "p",
                               property: Self.position) == [200, 100, 3])
        #expect(try Self.value("var $bm_rt = [thisLayer.index, inPoint, outPoint];", key: "p",
                               property: Self.position) == [1, 0, 40.0 / 30])
        #expect(try Self.value(#"var $bm_rt = thisComp.layer("Child").parent.transform.rotation;"#) == [30])
        #expect(try Self.value(#"var $bm_rt = thisComp.layer("Child").hasParent ? 1 : 0;"#) == [1])
        #expect(try Self.value(#"var $bm_rt = thisComp.layer("Other").effect("Slider Control")("Slider");"#) == [42])
        #expect(try Self.value(#"var $bm_rt = thisComp.layer("Other").effect(1)(1).value;"#) == [42])
        #expect(try Self.value(#"var $bm_rt = comp("Inner").layer("Deep").opacity * 2;"#) == [50])
        #expect(try Self.value(#"var $bm_rt = comp("Main").layer(2).position[1];"#) == [20])
        #expect(try Self.value(#"var $bm_rt = transform.rotation + rotation;"#, property: #"{"a":0,"k":4}"#) == [8])
        // A layer's, a composition's and a shape's interface are made once, as lottie-web keeps them.
        #expect(try Self.value(#"var $bm_rt = thisComp.layer("Other") === thisComp.layer(2) && thisLayer === thisComp.layer(1) "#
                               + #"&& thisComp === comp("Main") ? 1 : 0;"#) == [1])
        // "Other": (10, 20), 30°; "Child" sits at its origin: a point 10 along x lands at
        // (10 + 10 cos 30°, 20 + 10 sin 30°).
        let other = try Self.value(#"var $bm_rt = thisComp.layer("Child").toComp([10, 0]);"#, key: "p", property: Self.position)
        #expect(other.count == 2 && abs(other[0] - (10 + 10 * cos(Double.pi / 6))) < 1e-12 && abs(other[1] - 25) < 1e-12)
        let back = try Self.value(#"var $bm_rt = thisComp.layer("Child").fromComp([10 + 10 * Math.cos(Math.PI / 6), 25]);"#,
                                  key: "p", property: Self.position)
        #expect(back.count == 2 && abs(back[0] - 10) < 1e-12 && abs(back[1]) < 1e-12)
        // "Box" itself: its keyframed position (50, 50), anchor (0, 0).
        #expect(try Self.value("var $bm_rt = toComp([0, 0]);", key: "p", property: Self.position) == [50, 50])
        let missing = try Self.evaluate(#"var $bm_rt = thisComp.layer("Nope").rotation;"#, at: [0]).1
        #expect(missing.map(\.path) == ["layers[0].ks.r.x"])
    }

    /// The frames an expression runs at: the layer's in to out point, or every layer's for a
    /// transform; half frames inside a precomp stretched to twice its length.
    @Test func framesOfAScope() throws {
        let layers = try JSONNode(document: try JSONReader.parse(Data(#"[{"ip":2,"op":4},{"ip":0,"op":3}]"#.utf8), maxDepth: 8, base: "layers")).array()
        let composition = ExpressionComposition(layers: layers, width: 1, height: 1, name: nil, assets: [:], frameRate: 30,
                                                root: JSONNode(value: .object([:]), path: ""))
        let root = LayerAnimationContext(frameRate: 30, rootInFrame: 0, rootOutFrame: 10,
                                         diagnostics: LottieDiagnostics(limits: LottieLimits()))
        #expect(Array(CompositionBuilder.scope(of: layers[0], in: composition, context: root).frames) == [2, 3, 4])
        #expect(Array(CompositionBuilder.scope(of: layers[0], in: composition, context: root, spanning: ExpressionFrames())
            .frames) == [0, 1, 2, 3, 4])
        // The composition's layers share what the first worked out: every layer's frames.
        let shared = ExpressionFrames()
        let spans = layers.map { Array(CompositionBuilder.scope(of: $0, in: composition, context: root, spanning: shared).frames) }
        #expect(spans == layers.map { _ in [0, 1, 2, 3, 4] })
        let stretched = root.entering(startTime: 0, stretch: 2, timeRemap: nil)
        #expect(Array(CompositionBuilder.scope(of: layers[1], in: composition, context: stretched).frames)
                == [0, 0.5, 1, 1.5, 2, 2.5, 3])
        // A build drawn at root frames 3–4 only: the frames there and none beyond.
        var window = root
        window.window = 3...4
        #expect(Array(CompositionBuilder.scope(of: layers[0], in: composition, context: window).frames) == [3, 4])
        #expect(Array(CompositionBuilder.scope(of: layers[1], in: composition, context: window, spanning: ExpressionFrames())
            .frames) == [3, 4])
        // Root frame 3 of a precomp stretched twice is its frame 1.5, between two half frames.
        var slowed = stretched
        slowed.window = 3...3
        #expect(Array(CompositionBuilder.scope(of: layers[1], in: composition, context: slowed).frames) == [1.5])
        // A window the layer does not show in: its nearest frame.
        window.window = 8...9
        #expect(Array(CompositionBuilder.scope(of: layers[0], in: composition, context: window).frames) == [4])
        // Under a time remapping, the window is read frame by frame: frames 0–2 of the root show 6, 4 and 2.
        let track = try #require(Track<[Double]>(keyframes: [Keyframe(time: 0, value: [0.2]),
                                                             Keyframe(time: 2, value: [0.0667])], path: .root))
        var remapped = root.entering(startTime: 0, stretch: 1, timeRemap: track)
        remapped.window = 0...2
        let local = try #require(remapped.localWindow)
        #expect(local.lowerBound.rounded() == 2 && local.upperBound.rounded() == 6)
    }

    /// A null shown for frames 0–10 turns its child, shown for frames 0–30, by `time * 90`:
    /// at frame 20 (2/3 s) the child's bar points 60° down from the x axis, not the 30° of frame 10.
    @Test func aParentsExpressionRunsWhileItsChildShows() throws {
        let parent = #"{"ty":3,"ind":1,"ip":0,"op":10,"ks":{"p":{"a":0,"k":[50,50]},"r":{"a":0,"k":0,"x":"time * 90"}}}"#
        let child = #"{"ty":4,"ind":2,"parent":1,"ip":0,"op":30,"ks":{},"shapes":[{"ty":"rc","p":{"a":0,"k":[15,0]},"#
            + #""s":{"a":0,"k":[30,6]},"r":{"a":0,"k":0}},{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}}]}"#
        let json = #"{"v":"5.7","fr":30,"ip":0,"op":30,"w":100,"h":100,"layers":["# + child + "," + parent + "]}"
        let animation = try LottieAnimation(data: Data(json.utf8), baseURL: nil)
        #expect(animation.warnings.isEmpty, "\(animation.warnings)")
        let image = try Renderer().render(try RenderTree(animation.makeLayer()), at: animation.time(ofFrame: 20))
        // 20 points along the bar: (50 + 20 cos 60°, 50 + 20 sin 60°) = (60, 67.3).
        #expect(image.color(x: 60, y: 67)?.red == 1)
        #expect(image.color(x: 67, y: 60)?.alpha == 0)
    }

    // MARK: Paths

    /// A 50 × 50 file whose layers are `layers`, rendered at `frames`.
    static func renders(_ layers: [String], at frames: [Double]) throws -> [[UInt32]] {
        let json = #"{"v":"5.7","fr":30,"ip":0,"op":20,"w":50,"h":50,"layers":["# + layers.joined(separator: ",") + "]}"
        let animation = try LottieAnimation(data: Data(json.utf8), baseURL: nil)
        #expect(animation.warnings.isEmpty, "\(animation.warnings)")
        let tree = try RenderTree(animation.makeLayer())
        return try frames.map { try Renderer().render(tree, at: animation.time(ofFrame: $0)).pixels }
    }

    /// A shape layer named `name` of one group "Shape 1" holding the path "Path 1" (`path`, an
    /// animatable property's JSON) filled red.
    static func pathLayer(_ name: String, _ path: String, hidden: Bool = false) -> String {
        #"{"ty":4,"nm":""# + name + #"","ip":0,"op":20,"hd":"# + (hidden ? "true" : "false") + #","ks":{},"shapes":[{"ty":"gr","nm":"Shape 1","it":["#
            + #"{"ty":"sh","nm":"Path 1","ks":"# + path + "},"
            + #"{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}},{"ty":"tr"}]}]}"#
    }

    /// A square moving from x 5 to x 25 over frames 0–10.
    static let movingSquare = #"{"a":1,"k":[{"t":0,"s":[{"c":true,"v":[[5,5],[20,5],[20,20],[5,20]],"i":[[0,0],[0,0],[0,0],[0,0]],"#
        + #""o":[[0,0],[0,0],[0,0],[0,0]]}],"o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}},{"t":10,"s":[{"c":true,"#
        + #""v":[[25,5],[40,5],[40,20],[25,20]],"i":[[0,0],[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0],[0,0]]}]}]}"#

    /// `content(…).path` of another layer draws that layer's path at every frame (as night_own's
    /// feathers copy theirs), `value` on a path is the path, and `createPath` draws what a
    /// static path of its points draws.
    @Test func pathExpressions() throws {
        let frames: [Double] = [0, 5, 10]
        let original = try Self.renders([Self.pathLayer("A", Self.movingSquare)], at: frames)
        let copy = #"{"a":0,"k":{"c":false,"v":[],"i":[],"o":[]},"x":"var $bm_rt;\n$bm_rt = "#
            + #"thisComp.layer('A').content('Shape 1').content('Path 1').path;"}"#
        #expect(try Self.renders([Self.pathLayer("B", copy), Self.pathLayer("A", Self.movingSquare, hidden: true)],
                                 at: frames) == original)
        let same = String(Self.movingSquare.dropLast()) + #","x":"var $bm_rt = value;"}"#
        #expect(try Self.renders([Self.pathLayer("A", same)], at: frames) == original)
        let triangle = #"{"a":0,"k":{"c":true,"v":[[10,10],[40,10],[25,40]],"i":[[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0]]}}"#
        let created = #"{"a":0,"k":{"c":false,"v":[],"i":[],"o":[]},"x":"createPath([[10, 10], [40, 10], [25, 40]], [], [], true)"}"#
        #expect(try Self.renders([Self.pathLayer("A", created)], at: [0]) == (try Self.renders([Self.pathLayer("A", triangle)], at: [0])))
        let points = #"{"a":0,"k":{"c":false,"v":[],"i":[],"o":[]},"x":"var p = createPath([[1, 2], [3, 4]], [[5, 6]], [], false); "#
            + #"createPath([[p.points()[1][0] * 10, 10], [40, 40], [10, 40]], [], [], !p.isClosed())"}"#
        let pointsTriangle = #"{"a":0,"k":{"c":true,"v":[[30,10],[40,40],[10,40]],"i":[[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0]]}}"#
        #expect(try Self.renders([Self.pathLayer("A", points)], at: [0])
                == (try Self.renders([Self.pathLayer("A", pointsTriangle)], at: [0])))
    }

    @Test func pathsAsNumbers() {
        let path = LottiePath(closed: true, vertices: [CGPoint(x: 1, y: 2), CGPoint(x: 3, y: 4)],
                              inTangents: [CGPoint(x: 5, y: 6), .zero], outTangents: [.zero, CGPoint(x: 7, y: 8)])
        #expect(path.expressionNumbers == [1, 2, 1, 2, 5, 6, 0, 0, 3, 4, 0, 0, 7, 8])
        #expect(LottiePath(expressionNumbers: path.expressionNumbers) == path)
        #expect(LottiePath(expressionNumbers: [1, 2, 0]) == nil)
    }

    // MARK: The sandbox

    /// Budgets small enough that a runaway script ends in a few milliseconds.
    static var tight: LottieLimits {
        var limits = LottieLimits()
        limits.expressionCallSeconds = 0.05
        limits.expressionMemoryBytes = 8 << 20
        return limits
    }

    /// Every bad script leaves the keyframed value (the ramp's) and one warning at `x`.
    @Test(arguments: [
        ("while (true) {}", "ran longer than its 0.05 s budget"),
        ("for (;;) { try { while (true) {} } catch (e) {} }", "ran longer than its 0.05 s budget"),
        // Out of heap, or (on a loaded machine, under AddressSanitizer) out of time first.
        (#"var s = "x"; while (true) { s = s + s; }"#, "alloc failed|ran longer than its 0.05 s budget"),
        ("var a = []; for (var i = 0; ; i++) { a.push([i, i, i, i]); }", ""),
        (#"var s = "x"; for (;;) { try { s = s + s; } catch (e) {} }"#, ""),
        ("var $bm_rt = ;", "SyntaxError"),
        (#"throw new Error("boom");"#, "Error: boom"),
        ("var $bm_rt = {};", "expected a number or an array of numbers"),
        ("var x = 1;", "the expression sets no $bm_rt and ends in no value"),
    ] as [(String, String)])
    func aFailingScriptLeavesTheKeyframedValue(source: String, reason: String) throws {
        let start = Date()
        let (values, warnings) = try Self.evaluate(source, property: Self.ramp, at: [0, 5, 10], limits: Self.tight)
        #expect(Date().timeIntervalSince(start) < 2)
        #expect(values == [[0], [50], [100]])
        #expect(warnings.count == 1)
        #expect(warnings.first?.path == "layers[0].ks.r.x")
        // Memory: out of heap, or out of time collecting garbage near the cap ("|" separates
        // the reasons either of which may end a script).
        let message = warnings.first?.message ?? ""
        #expect(reason.isEmpty || reason.split(separator: "|").contains { message.contains($0) }, "\(warnings)")
        #expect(warnings.first?.message.hasSuffix("the keyframed value is used") == true)
    }

    /// An engine and a scope of one empty layer (the engine keeps its diagnostics unowned: they
    /// are returned too, to live as long).
    static func engine(limits: LottieLimits) -> (ExpressionEngine, ExpressionScope, LottieDiagnostics) {
        let diagnostics = LottieDiagnostics(limits: limits)
        let composition = ExpressionComposition(layers: [JSONNode(value: .object([:]), path: "layers[0]")], width: 1, height: 1,
                                                name: nil, assets: [:], frameRate: 30, root: JSONNode(value: .object([:]), path: ""))
        let context = LayerAnimationContext(frameRate: 30, rootInFrame: 0, rootOutFrame: 30, diagnostics: diagnostics)
        return (diagnostics.expressionEngine,
                ExpressionScope(composition: composition, layer: composition.layers[0], spansComposition: false, step: 1,
                                context: context),
                diagnostics)
    }

    /// After a runaway script the next expression gets a new heap and works.
    @Test func aNewHeapFollowsATimeout() throws {
        let (engine, scope, diagnostics) = Self.engine(limits: Self.tight)
        defer { withExtendedLifetime(diagnostics) {} }
        #expect(throws: ExpressionFailure.self) {
            try engine.evaluated(Track([1]), source: "while (true) {}", scope: scope, frames: [0])
        }
        let track = try engine.evaluated(Track([1]), source: "var $bm_rt = value + time * 30;", scope: scope, frames: [0, 1, 2])
        #expect(track.keyframes.map(\.value) == [[1], [2], [3]])
    }

    /// Every call's CPU time counts against the file's budget for all calls: with 0.03 s for
    /// all, calls of a few milliseconds each (each well within its own 0.05 s) stop after a few.
    @Test func callsTogetherSpendTheFilesBudget() throws {
        var limits = Self.tight
        limits.expressionTotalSeconds = 0.03
        let (engine, scope, diagnostics) = Self.engine(limits: limits)
        defer { withExtendedLifetime(diagnostics) {} }
        let slow = "var $bm_rt = value; var end = 0; for (var i = 0; i < 1e9; i++) { if ((end += 1) > 1e5) break; }"
        var failure: ExpressionFailure?
        var calls = 0
        while failure == nil, calls < 1_000 {
            do throws(ExpressionFailure) {
                _ = try engine.evaluated(Track([1]), source: slow, scope: scope, frames: [Double(calls)])
                calls += 1
            } catch {
                failure = error
            }
        }
        // The last call gets what is left and runs out of it; after it nothing is left.
        #expect(failure != nil && calls >= 1, "\(calls) calls, then \(String(describing: failure))")
        let after = #expect(throws: ExpressionFailure.self) {
            try engine.evaluated(Track([1]), source: "var $bm_rt = value;", scope: scope, frames: [0])
        }
        #expect(after?.message == "the file's expressions used up their 0.03 s budget")
    }

    /// Nothing reaches outside: Duktape's core has no module loader, console or file
    /// functions, and the sandbox removes `Date`.
    @Test func theSandboxHasNoInputOrOutput() throws {
        let names = ["require", "print", "alert", "console", "Date", "XMLHttpRequest", "fetch", "process"]
        let source = "var $bm_rt = [" + names.map { "typeof \($0) === 'undefined' ? 1 : 0" }.joined(separator: ", ") + "];"
        #expect(try Self.value(source, key: "p", property: Self.position) == names.map { _ in 1 })
    }
}
