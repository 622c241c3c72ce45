// Bad Lottie input: invalid JSON gives line and column; wrong types and missing members give
// the JSON path and what was expected; limits (nesting, keyframes, layers, sizes, precomp
// cycles) are errors; unsupported features are warnings with their paths.
import Foundation
import Lamina
import Testing
@testable import LaminaLottie

@Suite struct LottieErrorTests {
    static func load(_ json: String, limits: LottieLimits = LottieLimits()) throws -> LottieAnimation {
        try LottieAnimation(data: Data(json.utf8), baseURL: nil, limits: limits)
    }

    static func error(_ json: String, limits: LottieLimits = LottieLimits()) -> String {
        do {
            _ = try load(json, limits: limits)
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    /// A valid header around `layers`.
    static func file(layers: String, assets: String = "[]") -> String {
        #"{"v":"5.7","fr":30,"ip":0,"op":30,"w":100,"h":100,"assets":"# + assets + #","layers":"# + layers + "}"
    }

    @Test func syntaxErrorsHaveLineAndColumn() {
        #expect(Self.error("{\n  \"w\": 10,\n  \"h\": ]\n}") == "3:8: error: expected a value, found ']'")
        #expect(Self.error("{\"w\": 1,}") == "1:9: error: expected a member name in quotes, found '}'")
        #expect(Self.error("{\"a\": \"é\" x") == "1:11: error: expected ',' or '}' in an object, found 'x'")
        #expect(Self.error("") == "1:1: error: expected a value, found the end of the file")
        #expect(Self.error("{} {}") == "1:4: error: expected the end of the file")
        #expect(Self.error("[1e999]") == "1:2: error: expected a finite number, found 1e999")
    }

    @Test func missingAndMistypedMembersNameTheirPath() {
        #expect(Self.error(#"{"w":100,"h":100,"ip":0,"op":30}"#) == "fr: error: expected a value, found none")
        #expect(Self.error(#"{"w":"wide","h":100}"#) == "w: error: expected a number, found a string")
        let badKeyframe = #"[{"ty":4,"ind":1,"ip":0,"op":30,"ks":{},"shapes":[{"ty":"gr","it":[{"ty":"sh","ks":{"a":1,"k":[{"t":0,"s":[{"c":true,"v":[[0,0]]}]},{"t":5,"s":"x"}]}}]}]}]"#
        #expect(Self.error(Self.file(layers: badKeyframe))
                == "layers[0].shapes[0].it[0].ks.k[1].s: error: expected an object, found a string")
        let badColor = #"[{"ty":4,"ip":0,"op":30,"ks":{},"shapes":[{"ty":"fl","c":{"a":0,"k":[1,"red",0]},"o":{"a":0,"k":100}}]}]"#
        #expect(Self.error(Self.file(layers: badColor)) == "layers[0].shapes[0].c.k[1]: error: expected a number, found a string")
        #expect(Self.error(Self.file(layers: #"[{"ip":0,"op":"late"}]"#)) == "layers[0].op: error: expected a number, found a string")
    }

    /// A layer without a kind or an out point draws nothing in any player, and keyframes
    /// whose times go back are searched in order by lottie-web and ThorVG: warnings, and the
    /// rest of the file draws.
    @Test func layersWithoutKindOrOutPointAndKeyframesGoingBackWarn() throws {
        let backwards = #"{"ty":3,"ip":0,"op":30,"ks":{"o":{"a":1,"k":[{"t":5,"s":[0]},{"t":1,"s":[1]},{"t":9,"s":[50]}]}}}"#
        let animation = try Self.load(Self.file(layers: #"[{"ip":0},"# + backwards + "]"))
        #expect(animation.warnings.map(\.description) == [
            "layers[0].ty: warning: expected the layer's type, found none; it draws nothing (a null layer)",
            "layers[0].op: warning: expected the layer's out point (a frame number), found none; the layer never shows, "
                + "as in lottie-web, rlottie and ThorVG",
            "layers[1].ks.o.k[1].t: warning: expected a time at or after 5.0, found 1.0; the keyframe is skipped",
        ])
        let track = try JSONNode(document: JSONReader.parse(Data(#"{"a":1,"k":[{"t":5,"s":[0]},{"t":1,"s":[1]},{"t":9,"s":[50]}]}"#.utf8),
                                                            maxDepth: 64)).track(LottieDiagnostics(limits: LottieLimits())) { try $0.numbers() }
        #expect(track.keyframes.map(\.time) == [5, 9])
    }

    @Test func limitsAreErrors() {
        let deep = String(repeating: "[", count: 70) + String(repeating: "]", count: 70)
        #expect(Self.error(deep) == "1:65: error: expected nesting at most 64 deep, found deeper")
        #expect(Self.error(#"{"fr":30,"ip":0,"op":30,"w":20000,"h":100,"layers":[]}"#)
                == "w: error: expected a size above 0 and at most 16384, found 20000.0")
        var limits = LottieLimits()
        limits.maxKeyframes = 3
        let keyframes = #"[{"ty":3,"ip":0,"op":30,"ks":{"o":{"a":1,"k":[{"t":0,"s":[0]},{"t":1,"s":[1]},{"t":2,"s":[1]},{"t":3,"s":[1]}]}}}]"#
        #expect(Self.error(Self.file(layers: keyframes), limits: limits)
                == "layers[0].ks.o.k: error: expected at most 3 keyframes in all, found more")
        limits = LottieLimits()
        limits.maxLayers = 2
        #expect(Self.error(Self.file(layers: #"[{"ty":3,"ip":0,"op":30},{"ty":3,"ip":0,"op":30},{"ty":3,"ip":0,"op":30}]"#),
                           limits: limits)
                == "layers: error: expected at most 2 layers in all (counting each use of a precomp), found more")
        // Precomps that each use the one before twice: 2^30 layers, counted on the JSON, not built.
        let assets = (1...30).map { #"{"id":"p\#($0)","layers":[{"ty":0,"refId":"p\#($0 - 1)","ip":0,"op":30},"#
            + #"{"ty":0,"refId":"p\#($0 - 1)","ip":0,"op":30}]}"# }.joined(separator: ",")
        let fanout = #"{"fr":30,"ip":0,"op":30,"w":100,"h":100,"layers":[{"ty":0,"refId":"p30","ip":0,"op":30}],"#
            + #""assets":[{"id":"p0","layers":[{"ty":3,"ip":0,"op":30}]},"# + assets + "]}"
        #expect(Self.error(fanout)
                == "layers: error: expected at most 10000 layers in all (counting each use of a precomp), found more")
        // A chain of 20,000 precomps, each holding the one before: an error, not a stack overflow.
        let chain = (1..<20_000).map { #"{"id":"p\#($0)","layers":[{"ty":0,"refId":"p\#($0 - 1)","ip":0,"op":30}]}"# }
        let chained = #"{"fr":30,"ip":0,"op":30,"w":100,"h":100,"layers":[{"ty":0,"refId":"p19999","ip":0,"op":30}],"#
            + #""assets":[{"id":"p0","layers":[{"ty":3,"ip":0,"op":30}]},"# + chain.joined(separator: ",") + "]}"
        #expect(Self.error(chained) == "assets[19936].layers[0].refId: error: expected precomps nested at most 64 deep, "
                + "found deeper")
    }

    @Test func filesThatCannotBeReadOrAreTooLargeSayWhy() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-lottie-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("a.json")
        try Data(Self.file(layers: "[]").utf8).write(to: file)
        func error(_ url: URL, limits: LottieLimits = LottieLimits()) -> String {
            do {
                _ = try LottieAnimation(contentsOf: url, limits: limits)
                return "no error"
            } catch {
                return "\(error)"
            }
        }
        #expect(error(file) == "no error")
        let missing = folder.appendingPathComponent("missing.json")
        #expect(error(missing) == "error: \(missing.path): expected a readable file, found no such file")
        #expect(error(folder) == "error: \(folder.path): expected a readable file, found a folder")
        var limits = LottieLimits()
        limits.maxFileBytes = 20
        let size = try Data(contentsOf: file).count
        #expect(error(file, limits: limits) == "(root): error: expected a file of at most 20 bytes, found \(size)")
    }

    /// What is read frame by frame (a rectangle whose size changes becomes a path at every
    /// frame; a blur whose radius changes, a filter list) is read when a frame is drawn, not
    /// when the file loads: the sampling budget, which bounds what loading keeps, spends nothing
    /// on it, and each frame draws its own value.
    @Test func frameByFrameValuesAreReadWhenDrawnAndSpendNoBudget() throws {
        var limits = LottieLimits()
        limits.maxSampledValues = 1
        let rectangle = #"{"fr":30,"ip":0,"op":300,"w":100,"h":100,"layers":[{"ty":4,"ip":0,"op":300,"ks":{},"shapes":["#
            + #"{"ty":"rc","p":{"a":0,"k":[50,50]},"s":{"a":1,"k":[{"t":0,"s":[10,10]},{"t":300,"s":[90,90]}]},"r":{"a":0,"k":0}},"#
            + #"{"ty":"fl","c":{"a":0,"k":[1,0,0]},"o":{"a":0,"k":100}}]}]}"#
        let growing = try Self.load(rectangle, limits: limits)
        #expect(growing.warnings.isEmpty)
        let tree = try RenderTree(growing.makeLayer())
        for (frame, side) in [(0.0, 10.0), (150, 50), (299, 89.7333)] {
            let image = try Renderer().render(tree, at: growing.time(ofFrame: frame))
            let edge = Int((50 - side / 2).rounded(.down))
            #expect(LottieMergePathsTests.alpha(image, edge + 1, 50) == 1, "frame \(frame)")
            #expect(LottieMergePathsTests.alpha(image, edge - 1, 50) == 0, "frame \(frame)")
        }
        let blurred = #"{"fr":30,"ip":0,"op":300,"w":100,"h":100,"layers":[{"ty":4,"ip":0,"op":300,"ks":{},"ef":[{"ty":29,"#
            + #""ef":[{"ty":0,"v":{"a":1,"k":[{"t":0,"s":[0],"o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}},{"t":100,"s":[20]}]}}]}],"#
            + #""shapes":[{"ty":"rc","p":{"a":0,"k":[50,50]},"s":{"a":0,"k":[20,20]},"r":{"a":0,"k":0}},"#
            + #"{"ty":"fl","c":{"a":0,"k":[1,0,0]},"o":{"a":0,"k":100}}]}]}"#
        let blurring = try Self.load(blurred, limits: limits)
        let blurTree = try RenderTree(blurring.makeLayer())
        let sharp = try Renderer().render(blurTree, at: 0), soft = try Renderer().render(blurTree, at: blurring.time(ofFrame: 100))
        #expect(LottieMergePathsTests.alpha(sharp, 63, 50) == 0 && LottieMergePathsTests.alpha(sharp, 58, 50) == 1)
        #expect(LottieMergePathsTests.alpha(soft, 63, 50) > 0.1 && LottieMergePathsTests.alpha(soft, 58, 50) < 0.9)
    }

    /// An animation 14 days long (rlottie's `repro_sbof`) loads and renders any frame, as in
    /// ThorVG and rlottie; exporting every frame is what the frame limit stops.
    @Test func aVeryLongAnimationLoadsAndOnlyItsExportIsLimited() throws {
        let layers = ##"[{"ty":1,"ip":0,"op":3.3e7,"ks":{},"sw":10,"sh":10,"sc":"#00ff00"}]"##
        let animation = try Self.load(Self.file(layers: layers).replacingOccurrences(of: #""op":30,"w""#, with: #""op":3.3e7,"w""#))
        #expect(animation.duration == 1.1e6)
        let image = try Renderer().render(try RenderTree(animation.makeLayer()), at: animation.duration / 2)
        #expect(image.pixel(x: 5, y: 5) == 0xFF00_FF00)
        #expect(throws: (any Error).self) { try animation.frames().frameCount() }
    }

    @Test func precompCyclesAreErrors() {
        let assets = #"[{"id":"a","layers":[{"ty":0,"refId":"b","ip":0,"op":30,"w":10,"h":10}]},{"id":"b","layers":[{"ty":0,"refId":"a","ip":0,"op":30,"w":10,"h":10}]}]"#
        #expect(Self.error(Self.file(layers: #"[{"ty":0,"refId":"a","ip":0,"op":30,"w":10,"h":10}]"#, assets: assets))
                == "assets[1].layers[0].refId: error: expected precomps that do not contain themselves, found the cycle a → b → a")
    }

    @Test func unsupportedFeaturesWarnWithTheirPath() throws {
        let layers = #"[{"ty":4,"ip":0,"op":30,"ks":{},"masksProperties":[{"mode":"s","x":{"a":0,"k":2},"pt":{"a":0,"k":{"c":true,"v":[[0,0],[9,0],[9,9]],"i":[[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0]]}}}],"ef":[{"ty":22,"nm":"Stroke"}],"shapes":[{"ty":"tw"},{"ty":"gr","it":[{"ty":"mm"}]}]},"#
            + #"{"ty":5,"ip":0,"op":30,"ks":{},"tp":1},{"ty":2,"ip":0,"op":30,"ks":{},"tt":3,"refId":"gone"},"#
            + #"{"ty":4,"ip":0,"op":30,"ks":{},"shapes":[{"ty":"sr","pt":{"a":0,"k":4.5},"p":{"a":0,"k":[5,5]},"or":{"a":0,"k":4}}]}]"#
        let animation = try Self.load(Self.file(layers: layers))
        #expect(animation.warnings.map(\.description) == [
            "layers[0].shapes[0]: warning: twist modifiers are not supported yet; skipped",
            "layers[0].ef[0]: warning: the layer effect \"Stroke\" is not supported yet; ignored",
            "layers[1]: warning: a text layer without a text document (t.d.k); draws nothing",
            "layers[2].refId: warning: no asset has the id \"gone\"; the layer draws nothing",
            "layers[3].shapes[0].pt: warning: fractional star points are not supported yet; rounded",
        ])
    }

    /// Expression Controls (a slider an expression reads, as in lottie-ios's `issue_1915`) draw
    /// nothing, so skipping them is not reported; another effect written as a custom effect
    /// (`ty` 5) is.
    @Test func expressionControlsAreSkippedQuietly() throws {
        let slider = #"{"ty":5,"nm":"Amplitude","mn":"ADBE Slider Control","ef":[{"ty":0,"nm":"Slider","mn":"ADBE Slider Control-0001","v":{"a":0,"k":2}}]}"#
        let blur = #"{"ty":5,"nm":"Fast Blur","mn":"ADBE Fast Blur","ef":[{"ty":0,"nm":"Blurriness","mn":"ADBE Fast Blur-0001","v":{"a":0,"k":2}}]}"#
        let layers = #"[{"ty":4,"ip":0,"op":30,"ks":{},"ef":["# + slider + "," + blur + #"],"shapes":[]}]"#
        let animation = try Self.load(Self.file(layers: layers))
        #expect(animation.warnings.map(\.description) == [
            "layers[0].ef[1]: warning: the layer effect \"Fast Blur\" is not supported yet; ignored",
        ])
    }

    /// A number off an enumeration's list (a line cap, a fill rule, a star's kind, …) is drawn
    /// as the list's default, with a warning naming the list; numbers on it (also written as
    /// `1.0`) say nothing.
    @Test func enumerationsOffTheirListWarnAndDrawTheDefault() throws {
        let rect = #"{"ty":"rc","p":{"a":0,"k":[5,5]},"s":{"a":0,"k":[4,4]},"d":7}"#
        let items = [
            rect, #"{"ty":"sr","sy":7,"p":{"a":0,"k":[5,5]},"pt":{"a":0,"k":5},"or":{"a":0,"k":4},"ir":{"a":0,"k":2}}"#,
            #"{"ty":"fl","c":{"a":0,"k":[1,0,0]},"r":5}"#,
            #"{"ty":"st","c":{"a":0,"k":[1,0,0]},"w":{"a":0,"k":1},"lc":7,"lj":1e300}"#,
            #"{"ty":"gf","t":3,"r":0,"s":{"a":0,"k":[0,0]},"e":{"a":0,"k":[9,0]},"g":{"p":2,"k":{"a":0,"k":[0,1,0,0]}}}"#,
            #"{"ty":"rp","c":{"a":0,"k":2},"m":0.5,"tr":{"p":{"a":0,"k":[1,0]}}}"#,
        ]
        let trimmed = #"{"ty":"el","p":{"a":0,"k":[5,5]},"s":{"a":0,"k":[4,4]}},{"ty":"st","c":{"a":0,"k":[1,0,0]},"w":{"a":0,"k":1}},"#
            + #"{"ty":"tm","s":{"a":0,"k":0},"e":{"a":0,"k":50},"m":3}"#
        let layers = #"[{"ty":4,"ip":0,"op":30,"ks":{},"shapes":["# + items.joined(separator: ",") + "]},"
            + #"{"ty":4,"ip":0,"op":30,"ks":{},"shapes":["# + trimmed + "]}]"
        let animation = try Self.load(Self.file(layers: layers))
        #expect(animation.warnings.map(\.description) == [
            "layers[0].shapes[0].d: warning: expected a path direction: 1 (clockwise), 2 (clockwise) or 3 (counter-clockwise), found 7; drawn as 1 (clockwise)",
            "layers[0].shapes[1].sy: warning: expected a star kind: 1 (star) or 2 (polygon), found 7; drawn as 1 (star)",
            "layers[0].shapes[2].r: warning: expected a fill rule: 1 (non-zero) or 2 (even-odd), found 5; drawn as 1 (non-zero)",
            "layers[0].shapes[3].lc: warning: expected a line cap: 1 (butt), 2 (round) or 3 (square), found 7; drawn as 2 (round)",
            "layers[0].shapes[3].lj: warning: expected a line join: 1 (miter), 2 (round) or 3 (bevel), found 1e+300; drawn as 2 (round)",
            "layers[0].shapes[4].t: warning: expected a gradient kind: 1 (linear) or 2 (radial), found 3; drawn as 1 (linear)",
            "layers[0].shapes[4].g.k: warning: expected 2 colour stops (8 numbers) before the opacity stops, found 4 numbers; drawn with 1",
            "layers[0].shapes[4].r: warning: expected a fill rule: 1 (non-zero) or 2 (even-odd), found 0; drawn as 1 (non-zero)",
            "layers[0].shapes[5].m: warning: expected a repeater's order: 1 (above) or 2 (below), found 0.5; drawn as 1 (above)",
            "layers[1].shapes[2].m: warning: expected a trim mode: 1 (simultaneously) or 2 (individually), found 3; drawn as 1 (simultaneously)",
        ])
        let valid = layers.replacingOccurrences(of: #""d":7"#, with: #""d":3"#).replacingOccurrences(of: #""sy":7"#, with: #""sy":2.0"#)
            .replacingOccurrences(of: #""r":5"#, with: #""r":2"#).replacingOccurrences(of: #""lc":7"#, with: #""lc":1"#)
            .replacingOccurrences(of: #""lj":1e300"#, with: #""lj":3"#).replacingOccurrences(of: #""t":3,"r":0"#, with: #""t":2,"r":1"#)
            .replacingOccurrences(of: #""p":2"#, with: #""p":1"#)
            .replacingOccurrences(of: #""m":3"#, with: #""m":2"#).replacingOccurrences(of: #""m":0.5"#, with: #""m":2"#)
        #expect(try Self.load(Self.file(layers: valid)).warnings.isEmpty)
    }

    /// A precomp layer whose asset has no layers (a picture's asset, say) draws nothing, and
    /// says so.
    @Test func aPrecompOfAnAssetWithoutLayersWarns() throws {
        let animation = try Self.load(Self.file(layers: #"[{"ty":0,"refId":"p","ip":0,"op":30,"ks":{},"w":10,"h":10}]"#,
                                                assets: #"[{"id":"p","w":4,"h":4,"p":"a.png"}]"#))
        #expect(animation.warnings.map(\.description)
                == [#"layers[0]: warning: the asset "p" has no layers (a precomp's); the layer draws nothing"#])
    }

    /// A solid whose colour is no colour (rlottie's `starts_transparent` has `"sc": ""`) is
    /// drawn black, as lottie-ios reads it, with a warning; it stopped the file before.
    @Test func aSolidWithoutAColourIsDrawnBlackWithAWarning() throws {
        let animation = try Self.load(Self.file(layers: #"[{"ty":1,"ip":0,"op":30,"ks":{},"sw":10,"sh":10,"sc":""}]"#))
        #expect(animation.warnings.map(\.description)
                == [##"layers[0].sc: warning: expected a colour "#rrggbb", found ""; drawn black, as lottie-ios draws it"##])
        let image = try Renderer().render(try RenderTree(animation.makeLayer()), at: 0)
        #expect(image.pixel(x: 5, y: 5) == 0xFF00_0000)
        #expect(SolidLayerBuilder.color("#f80") == Color(red255: 255, green255: 136, blue255: 0))
        #expect(SolidLayerBuilder.color("#ff000080")?.alpha == CGFloat(128) / 255)
    }

    /// A parent chain that comes back to one of its layers (the layer itself included) stops
    /// before it, with a warning: a self-parented layer once took its own transform twice.
    @Test func parentCyclesStopTheChainWithAWarning() throws {
        let shapes = #""shapes":[{"ty":"rc","p":{"a":0,"k":[5,5]},"s":{"a":0,"k":[4,4]}},{"ty":"fl","c":{"a":0,"k":[1,0,0]}}]"#
        let selfParented = try Self.load(Self.file(layers:
            #"[{"ty":4,"ind":1,"parent":1,"ip":0,"op":30,"ks":{"p":{"a":0,"k":[20,0]}},"# + shapes + "}]"))
        #expect(selfParented.warnings.map(\.description) == [
            "layers[0].parent: warning: expected parents that do not lead back to a layer of the chain, found layer 1 again; the chain stops before it",
        ])
        // Moved once by its own 20 points, not twice: the red square is at x 23…27.
        let image = try Renderer().render(try RenderTree(selfParented.makeLayer()), at: 0)
        #expect(image.pixel(x: 25, y: 5) == 0xFFFF_0000)
        #expect(image.pixel(x: 45, y: 5) == 0)
        let mutual = try Self.load(Self.file(layers: #"[{"ty":4,"ind":1,"parent":2,"ip":0,"op":30,"ks":{},"# + shapes + "},"
            + #"{"ty":3,"ind":2,"parent":1,"ip":0,"op":30,"ks":{}}]"#))
        #expect(mutual.warnings.map(\.path.description) == ["layers[0].parent"])
    }

    /// Keyframes without a time or (the first) without a value are skipped; an ease without x
    /// or y is linear; a property object without a value, a text document without its text and
    /// a mask without its path draw their default (ThorVG reads zeros or nothing there; lottie-web
    /// stops), each with a warning.
    @Test func keyframesAndPropertiesWithoutTheirMembersWarn() throws {
        let square = #"{"ty":"rc","p":{"a":0,"k":[5,5]},"s":{"a":0,"k":[10,10]}},{"ty":"fl","c":{"a":0,"k":[1,0,0]}}"#
        let opacity = #"{"a":1,"k":[{"s":[0]},{"t":0},{"t":0,"s":[100],"o":{"y":[0]},"i":{"x":[1],"y":[1]}},{"t":10,"s":[100]}]}"#
        let layers = #"[{"ty":4,"ip":0,"op":30,"ks":{"o":"# + opacity + #","r":{"a":0}},"shapes":["# + square + "],"
            + #""masksProperties":[{"mode":"s","o":{"a":0,"k":100}}]},"#
            + #"{"ty":5,"ip":0,"op":30,"ks":{},"t":{"d":{"k":[{"t":0,"s":{"f":"Helvetica","s":10}}]}}}]"#
        let animation = try Self.load(Self.file(layers: layers))
        #expect(animation.warnings.map(\.description) == [
            "layers[0].ks.r.k: warning: expected the property's value or keyframes, found none; the default is used",
            "layers[0].ks.o.k[0].t: warning: expected the keyframe's time, found none; the keyframe is skipped",
            "layers[0].ks.o.k[1].s: warning: expected a value, found none; the keyframe is skipped",
            "layers[0].ks.o.k[2].o.x: warning: expected the ease's x values, found none; the segment is linear",
            "layers[0].masksProperties[0].pt: warning: expected the mask's path, found none; it covers nothing, as in ThorVG",
            "layers[1].t.d.k[0].s.t: warning: expected the text, found none; the layer draws nothing",
        ])
        // Opacity 100 from frame 0 (the ease without o.x is linear), the subtract mask cutting nothing.
        let image = try Renderer().render(try RenderTree(animation.makeLayer()), at: 0)
        #expect(image.pixel(x: 5, y: 5) == 0xFFFF_0000)
    }

    /// A member the Lottie schema requires, left out: ThorVG and rlottie draw their default
    /// for it (a centre at the origin, a size, radius or width of 0, white paint) and the rest
    /// of the file, and so does Lamina, with a warning naming it (it stopped the file before;
    /// lottie-web stops there). Members with a neutral value (an opacity, a rotation, a
    /// roundness) default to it silently, as before.
    @Test func missingRequiredMembersWarnAndDrawWhatThorVGDraws() throws {
        let rect = #"{"ty":"rc","p":{"a":0,"k":[5,5]},"s":{"a":0,"k":[4,4]}}"#
        let red = #"{"ty":"fl","c":{"a":0,"k":[1,0,0]}}"#
        func shapes(_ items: String) -> String { #"[{"ty":4,"ip":0,"op":30,"ks":{},"shapes":["# + items + "]}]" }
        let nothing = "it draws nothing, as in ThorVG and rlottie"
        let cases: [(layers: String, warning: String)] = [
            (shapes(#"{"ty":"rc","s":{"a":0,"k":[4,4]}},"# + red),
             "layers[0].shapes[0].p: warning: expected the rectangle's centre [x, y], found none; drawn at (0, 0), as ThorVG and rlottie draw it"),
            (shapes(#"{"ty":"rc","p":{"a":0,"k":[5,5]}},"# + red),
             "layers[0].shapes[0].s: warning: expected the rectangle's size [width, height], found none; \(nothing)"),
            (shapes(#"{"ty":"el","p":{"a":0,"k":[5,5]}},"# + red),
             "layers[0].shapes[0].s: warning: expected the ellipse's size [width, height], found none; \(nothing)"),
            (shapes(#"{"ty":"sr","p":{"a":0,"k":[5,5]},"pt":{"a":0,"k":5}},"# + red),
             "layers[0].shapes[0].or: warning: expected the star's outer radius, found none; \(nothing)"),
            (shapes(#"{"ty":"sr","p":{"a":0,"k":[5,5]},"or":{"a":0,"k":5}},"# + red),
             "layers[0].shapes[0].pt: warning: expected the star's number of points, found none; the item draws nothing"),
            (shapes(#"{"ty":"sh"},"# + red), "layers[0].shapes[0].ks: warning: expected the path, found none; the item draws nothing"),
            (shapes(rect + #",{"ty":"fl","o":{"a":0,"k":100}}"#),
             "layers[0].shapes[1].c: warning: expected the fill's colour [red, green, blue] (0…1), found none; drawn white, as ThorVG draws it"),
            (shapes(rect + #",{"ty":"st","c":{"a":0,"k":[0,0,0]}}"#),
             "layers[0].shapes[1].w: warning: expected the stroke's width, found none; it draws nothing, as in ThorVG"),
            (shapes(rect + #",{"ty":"gs","w":{"a":0,"k":2},"g":{"p":1,"k":{"a":0,"k":[0,1,0,0]}},"s":{"a":0,"k":[0,0]}}"#),
             "layers[0].shapes[1].e: warning: expected the gradient's end point [x, y], found none; (0, 0) is used, as in ThorVG"),
            (shapes(rect + #",{"ty":"gf","g":{"k":{"a":0,"k":[0,1,0,0]}},"s":{"a":0,"k":[0,0]},"e":{"a":0,"k":[9,0]}}"#),
             "layers[0].shapes[1].g.p: warning: expected the number of colour stops, found none; the item draws nothing, as in ThorVG"),
            (#"[{"ty":2,"ip":0,"op":30,"ks":{}}]"#,
             "layers[0].refId: warning: expected the id of a picture asset, found none; the layer draws nothing"),
            (#"[{"ty":0,"ip":0,"op":30,"ks":{}}]"#,
             "layers[0].refId: warning: expected the id of a precomp asset, found none; the layer draws nothing"),
            (#"[{"ty":4,"ip":0,"op":30,"ks":{}}]"#, "layers[0].shapes: warning: expected the layer's shapes, found none; it draws nothing"),
            (#"[{"ty":5,"ip":0,"op":30,"ks":{},"t":{"d":{"k":[{"t":0,"s":{"t":"Hi","f":"Helvetica"}}]}}}]"#,
             "layers[0].t.d.k[0].s.s: warning: expected the font size in points, found none; the text draws nothing, as in ThorVG"),
            (#"[{"ty":1,"ip":0,"op":30,"ks":{},"sw":10,"sh":10}]"#,
             ##"layers[0].sc: warning: expected the solid's colour "#rrggbb", found none; drawn black, as lottie-ios draws it"##),
            (##"[{"ty":1,"ip":0,"op":30,"ks":{},"sh":10,"sc":"#ff0000"}]"##,
             "layers[0].sw: warning: expected the solid's width, found none; the solid draws nothing, as in ThorVG and rlottie"),
        ]
        var pictures: [String: Image] = [:]
        for (layers, warning) in cases {
            let animation = try Self.load(Self.file(layers: layers))
            #expect(animation.warnings.map(\.description) == [warning])
            pictures[warning] = try Renderer().render(try RenderTree(animation.makeLayer()), at: 0)
        }
        // What is drawn: the rectangle round (0, 0); a white fill; a black solid; nothing else.
        func pixel(_ index: Int, _ x: Int, _ y: Int) -> UInt32? { pictures[cases[index].warning]?.pixel(x: x, y: y) }
        #expect(pixel(0, 1, 1) == 0xFFFF_0000 && pixel(0, 5, 5) == 0)
        #expect(pixel(6, 5, 5) == 0xFFFF_FFFF)
        #expect(pixel(14, 5, 5) == 0xFF00_0000)
        for index in [1, 2, 3, 4, 5, 9, 15] {
            #expect(pictures[cases[index].warning]?.pixels.allSatisfy { $0 == 0 } == true, "\(cases[index].warning)")
        }
        // The neutral members default: opacity 100, no roundness, a gradient stroke's missing colour.
        #expect(try Self.load(Self.file(layers: shapes(rect + "," + red))).warnings.isEmpty)
        #expect(try Self.load(Self.file(layers: shapes(
            rect + #",{"ty":"gs","w":{"a":0,"k":2},"g":{"p":1,"k":{"a":0,"k":[0,1,0,0]}},"s":{"a":0,"k":[0,0]},"e":{"a":0,"k":[9,0]}}"#)))
            .warnings.isEmpty)
    }

    /// Files stripped of default values leave a layer's `ip` out (lottie-android's
    /// `TgsWithoutOpacity`, a Telegram sticker): lottie-android, rlottie and ThorVG start the
    /// layer at frame 0, and so does Lamina, warning that the schema wants it.
    @Test func aLayerWithoutAnInPointStartsAtFrameZero() throws {
        let shapes = #""shapes":[{"ty":"rc","p":{"a":0,"k":[5,5]},"s":{"a":0,"k":[10,10]},"r":{"a":0,"k":0}},"#
            + #"{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}}]"#
        let animation = try Self.load(Self.file(layers: #"[{"ty":4,"op":30,"ks":{},"# + shapes + "}]"))
        #expect(animation.warnings.map(\.description)
                == ["layers[0].ip: warning: expected the layer's in point (a frame number), found none; frame 0 is used"])
        let image = try Renderer().render(try animation.makeLayer())
        #expect(image.pixel(x: 5, y: 5) == 0xFFFF_0000)
    }

    /// A path whose tangent lists do not pair with its vertices, or that has no vertices, draws
    /// nothing, as in ThorVG and rlottie, with a warning; the rest of the file draws (lottie-ios's
    /// decoder refuses the file). A path without tangent lists has straight segments. (A value
    /// short of its dimensions is read with 0 for the missing numbers, as lottie-ios reads
    /// `[9.688]` for an anchor in `pr_1599`.)
    @Test func tangentsThatDoNotPairWithTheVerticesDrawNothing() throws {
        func layer(_ path: String) -> String {
            #"[{"ty":4,"ip":0,"op":30,"ks":{},"shapes":[{"ty":"sh","ks":{"a":0,"k":"# + path
                + ##"}},{"ty":"fl","c":{"a":0,"k":[1,0,0]}}]},{"ty":1,"ip":0,"op":30,"ks":{},"sw":2,"sh":2,"sc":"#0000ff"}]"##
        }
        let cases = [
            (#"{"c":true,"v":[[0,0],[9,0],[9,9]],"i":[[0,0]],"o":[[0,0],[0,0],[0,0]]}"#,
             "layers[0].shapes[0].ks.k.i: warning: expected 3 in tangents (one per vertex), found 1; the path draws nothing, as in ThorVG and rlottie"),
            (#"{"c":true,"v":[[0,0],[9,0]],"i":[[0,0],[0,0]],"o":[[0,0],[0,0],[1,1]]}"#,
             "layers[0].shapes[0].ks.k.o: warning: expected 2 out tangents (one per vertex), found 3; the path draws nothing, as in ThorVG and rlottie"),
            (#"{"c":true}"#,
             "layers[0].shapes[0].ks.k.v: warning: expected the path's vertices, found none; the path draws nothing, as in ThorVG and rlottie"),
            ("[]",
             "layers[0].shapes[0].ks.k: warning: expected the path or its keyframes, found none; the path draws nothing, as in ThorVG"),
        ]
        for (path, warning) in cases {
            let animation = try Self.load(Self.file(layers: layer(path)))
            #expect(animation.warnings.map(\.description) == [warning])
            let image = try Renderer().render(try RenderTree(animation.makeLayer()), at: 0)
            #expect(image.pixel(x: 1, y: 1) == 0xFF00_00FF && image.pixel(x: 8, y: 2) == 0)
        }
        #expect(Self.error(Self.file(layers: layer(#"{"c":true,"v":[[0,0],[9,0],[9,9]]}"#))) == "no error")
    }

    /// Enumerations and counts written as numbers far beyond Int's range load (and warn where
    /// the value means nothing); converting them once trapped.
    @Test func hugeNumbersDoNotTrap() throws {
        let layers = #"[{"ty":4,"bm":1e300,"tt":-1e300,"ip":0,"op":30,"ks":{},"shapes":[{"ty":"rc","p":{"a":0,"k":[5,5]},"#
            + #""s":{"a":0,"k":[4,4]}},{"ty":"st","c":{"a":0,"k":[0,0,0]},"o":{"a":0,"k":100},"w":{"a":0,"k":1},"#
            + #""lc":1e300,"lj":-1e300},{"ty":"gf","t":1,"g":{"p":-1e300,"k":{"a":0,"k":[0,1,0,0]}},"#
            + #""s":{"a":0,"k":[0,0]},"e":{"a":0,"k":[9,0]}},{"ty":"rp","c":{"a":0,"k":3},"o":{"a":0,"k":1e300},"#
            + #""tr":{"s":{"a":0,"k":[-50,50]}}}]},{"ty":1e300,"ip":0,"op":30,"ks":{}}]"#
        let animation = try Self.load(Self.file(layers: layers))
        #expect(!animation.warnings.isEmpty)
        _ = try Renderer().render(try RenderTree(animation.makeLayer()), at: 0)
    }
}
