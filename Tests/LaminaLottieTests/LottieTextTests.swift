// Text layers as lottie-ios's Core Animation engine sets them (CoreTextRenderLayer), in exact
// numbers: each layer's glyph path is compared with the outlines LaminaRender makes of the same
// strings, placed by the rules of docs/Lottie.md (point text on the baseline y = 0 and aligned on
// x = 0; box text wrapped, its first baseline a cap height below the box's top; tracking after
// every character; baselines `lh` apart). Samples/text-point.json and text-box.json, in DejaVu
// Sans (Debian's fonts-dejavu-core).
import Foundation
import Lamina
import LaminaLottie
import Testing

@Suite struct LottieTextTests {
    /// The shape layers drawn for the layer at `path`, bottom first.
    private func shapes(_ animation: LottieAnimation, _ path: String) throws -> [ShapeLayer] {
        func find(_ layer: Layer) -> Layer? {
            layer.name == path ? layer : (layer.sublayers ?? []).lazy.compactMap(find).first
        }
        let layer = try #require(find(try animation.makeLayer()))
        return (layer.sublayers ?? []).compactMap { $0 as? ShapeLayer }
    }

    private static let regular = TextStyle(fontFamily: "DejaVu Sans", fontSize: 20)

    /// `outline` moved by (x, y).
    private func moved(_ outline: TextOutline, _ x: CGFloat, _ y: CGFloat) -> BezierPath {
        outline.path.applying(CGAffineTransform(translationX: x, y: y))
    }

    @Test func pointTextIsCentredOnItsPositionWithTheBaselineAtZero() throws {
        let animation = try LottieSampleTests.load("text-point")
        #expect(animation.warnings.isEmpty, "\(animation.warnings)")
        let fill = try #require(try shapes(animation, "layers[0]").first)
        var bold = Self.regular
        bold.fontSize = 36
        bold.fontWeight = .bold
        let outline = try Canvas.textOutline("Lamina", style: bold)
        let matches = fill.path == moved(outline, -outline.advance / 2, 0)
        #expect(matches, "the glyph paths differ")  // (not printed: thousands of points)
        #expect(fill.fillColor == Color(red: 0.1, green: 0.2, blue: 0.6) && fill.strokeColor == nil)
    }

    @Test func leftTextStartsAtItsPosition() throws {
        let fill = try #require(try shapes(try LottieSampleTests.load("text-point"), "layers[1]").first)
        let matches = fill.path == (try Canvas.textOutline("left", style: Self.regular)).path
        #expect(matches, "the glyph paths differ")  // (not printed: thousands of points)
    }

    @Test func trackingFollowsEveryCharacterAndLinesAreTheLineHeightApart() throws {
        // "two\rlines", right-justified, tracking 100 (2 points at 20), lh 26.
        let fill = try #require(try shapes(try LottieSampleTests.load("text-point"), "layers[2]").first)
        var expected = BezierPath()
        for (index, line) in ["two", "lines"].enumerated() {
            let advances = try Canvas.characterAdvances(line, style: Self.regular).map { $0 + 2 }
            var x = -advances.reduce(0, +)
            for (character, advance) in zip(line, advances) {
                expected.append(moved(try Canvas.textOutline(String(character), style: Self.regular), x, CGFloat(index) * 26))
                x += advance
            }
        }
        let matches = fill.path == expected
        #expect(matches, "the glyph paths differ")  // (not printed: thousands of points)
    }

    @Test func boxTextWrapsAtSpacesAndCentresEachLineInTheBox() throws {
        // A box of 150 × 80 at (−75, −40), 24 points, lh 30: three lines, each centred.
        let layers = try shapes(try LottieSampleTests.load("text-box"), "layers[0]")
        let fill = try #require(layers.first { $0.fillColor != nil })
        var style = Self.regular
        style.fontSize = 24
        let capHeight = -(try Canvas.textOutline("H", style: style)).path.bounds.minY
        var expected = BezierPath()
        for (index, line) in ["wrapped in ", "a box of ", "text"].enumerated() {
            let width = try Canvas.textOutline(line.trimmingCharacters(in: .whitespaces), style: style).advance
            expected.append(moved(try Canvas.textOutline(line, style: style), -75 + (150 - width) / 2,
                                  -40 + capHeight + CGFloat(index) * 30))
        }
        let matches = fill.path == expected
        #expect(matches, "the glyph paths differ")  // (not printed: thousands of points)
    }

    @Test func strokeIsAPercentageOfTheFontSizeAndDrawsOverTheFillWhenAsked() throws {
        let layers = try shapes(try LottieSampleTests.load("text-box"), "layers[0]")
        #expect(layers.count == 2)
        let stroke = try #require(layers.last)  // "of": true, so on top
        #expect(stroke.fillColor == nil && stroke.strokeColor == Color(red: 0.2, green: 0.1, blue: 0))
        #expect(abs(stroke.lineWidth - 0.96) < 1e-12)  // sw 4 % of 24 points
        let matches = stroke.path == layers.first?.path
        #expect(matches, "the glyph paths differ")  // (not printed: thousands of points)
    }

    @Test func aFontThatIsNotInstalledFallsBackToHelveticaWithAWarning() throws {
        let json = try String(contentsOf: LottieSampleTests.folder.appendingPathComponent("text-point.json"), encoding: .utf8)
            .replacingOccurrences(of: "\"f\": \"DejaVuSans\"", with: "\"f\": \"NoSuchFont-Regular\"")
        let animation = try LottieAnimation(data: Data(json.utf8), baseURL: nil)
        #expect(animation.warnings.map(\.path) == ["layers[1].t.d.k[0].s.f", "layers[2].t.d.k[0].s.f"])
        let fill = try #require(try shapes(animation, "layers[1]").first)
        let helvetica = TextStyle(fontFamily: "Helvetica", fontSize: 20)
        let matches = fill.path == (try Canvas.textOutline("left", style: helvetica)).path
        #expect(matches, "the glyph paths differ")  // (not printed: thousands of points)
    }

    @Test func aFontThatIsNotInstalledIsDrawnWithTheGlyphsTheFileEmbeds() throws {
        // text-glyphs.json: "LIL I" at 40 points in "LaminaBlocks-Regular", whose L (advance 60),
        // I (35) and space (25) the file embeds in hundredths of the size; tracking 50 (2 points);
        // centred on x = 0.
        let animation = try LottieSampleTests.load("text-glyphs")
        #expect(animation.warnings.isEmpty, "\(animation.warnings)")
        let fill = try #require(try shapes(animation, "layers[0]").first)
        let advances: [CGFloat] = [24, 14, 24, 10, 14].map { $0 + 2 }  // 40 · w / 100, plus the tracking
        var x = -advances.reduce(0, +) / 2
        var expected = BezierPath()
        for (character, advance) in zip("LIL I", advances) {
            let outline: [CGPoint] = switch character {
            case "L": [CGPoint(x: 10, y: -70), CGPoint(x: 25, y: -70), CGPoint(x: 25, y: -15), CGPoint(x: 55, y: -15),
                       CGPoint(x: 55, y: 0), CGPoint(x: 10, y: 0)]
            case "I": [CGPoint(x: 10, y: -70), CGPoint(x: 25, y: -70), CGPoint(x: 25, y: 0), CGPoint(x: 10, y: 0)]
            default: []
            }
            if let first = outline.first {
                var glyph = BezierPath()
                glyph.move(to: first)
                // Lottie paths are always cubic (LottiePath.append), closing back to the start.
                for (from, to) in zip(outline, outline.dropFirst() + [first]) { glyph.addCurve(to: to, controlPoint1: from, controlPoint2: to) }
                glyph.close()
                expected.append(glyph.applying(CGAffineTransform(scaleX: 0.4, y: 0.4).concatenating(CGAffineTransform(translationX: x, y: 0))))
            }
            x += advance
        }
        let matches = fill.path == expected
        #expect(matches, "the glyph paths differ")  // (not printed: thousands of points)
    }

    @Test func aCharacterWithoutAnEmbeddedGlyphSetsTheTextInTheFallback() throws {
        let json = try String(contentsOf: LottieSampleTests.folder.appendingPathComponent("text-glyphs.json"), encoding: .utf8)
            .replacingOccurrences(of: "\"LIL I\"", with: "\"LIT\"")
        let animation = try LottieAnimation(data: Data(json.utf8), baseURL: nil)
        #expect(animation.warnings.map(\.path) == ["layers[0].t.d.k[0].s.f"])
        let fill = try #require(try shapes(animation, "layers[0]").first)
        // Set in Helvetica's substitute, character by character (the tracking), centred.
        let helvetica = TextStyle(fontFamily: "Helvetica", fontSize: 40)
        let advances = try Canvas.characterAdvances("LIT", style: helvetica).map { $0 + 2 }
        var x = -advances.reduce(0, +) / 2
        var expected = BezierPath()
        for (character, advance) in zip("LIT", advances) {
            expected.append(moved(try Canvas.textOutline(String(character), style: helvetica), x, 0))
            x += advance
        }
        let matches = fill.path == expected
        #expect(matches, "the glyph paths differ")  // (not printed: thousands of points)
    }

    @Test func animatorsAndLaterDocumentsWarnAndTheFirstDocumentIsDrawn() throws {
        let json = try String(contentsOf: LottieSampleTests.folder.appendingPathComponent("text-point.json"), encoding: .utf8)
        var file = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        var layers = try #require(file["layers"] as? [[String: Any]])
        var data = try #require(layers[1]["t"] as? [String: Any])
        var documents = try #require((data["d"] as? [String: Any])?["k"] as? [[String: Any]])
        documents.append(["t": 10, "s": ["s": 20, "f": "DejaVuSans", "t": "later", "j": 0, "tr": 0, "lh": 24, "fc": [0, 0, 0]]])
        data["d"] = ["k": documents]
        data["a"] = [["nm": "Animator 1", "s": [:], "a": ["o": ["a": 0, "k": 0]]]]
        layers[1]["t"] = data
        file["layers"] = layers
        let animation = try LottieAnimation(data: try JSONSerialization.data(withJSONObject: file), baseURL: nil)
        #expect(Set(animation.warnings.map(\.path)) == ["layers[1].t.d.k", "layers[1].t.a"])
        let fill = try #require(try shapes(animation, "layers[1]").first)
        let matches = fill.path == (try Canvas.textOutline("left", style: Self.regular)).path
        #expect(matches, "the glyph paths differ")  // (not printed: thousands of points)
    }

    @Test func extremeValuesWarnOrDrawNothingButNeverTrap() throws {
        for document in [#""j":-1e308"#, #""j":2.5"#, #""lh":1e308"#, #""tr":1e308"#, #""sw":1e308,"sc":[0,0,0]"#,
                         #""sz":[1e308,1e308],"ps":[-1e308,0]"#, #""s":1e308"#] {
            let json = #"{"fr":30,"ip":0,"op":30,"w":50,"h":50,"layers":[{"ty":5,"ip":0,"op":30,"ks":{},"t":{"d":{"k":[{"t":0,"s":{"#
                + #""f":"DejaVuSans","t":"one\rtwo","fc":[0,0,0],"s":10,"# + document + "}}]}}}]}"
            let animation = try LottieAnimation(data: Data(json.utf8), baseURL: nil)
            _ = try Renderer().render(try RenderTree(animation.makeLayer()), at: 0)
        }
    }

    @Test func textPastTheCharacterLimitIsAnError() throws {
        var limits = LottieLimits()
        limits.maxTextCharacters = 10
        #expect(throws: LottieError.self) {
            _ = try LottieAnimation(contentsOf: LottieSampleTests.folder.appendingPathComponent("text-point.json"), limits: limits)
        }
    }
}
