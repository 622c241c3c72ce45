// The small value grammars: colours, lengths, transforms, selectors, declarations.
import Foundation
import Lamina
import Testing
@testable import LaminaScript

@Suite struct ScriptValueTests {
    private func color(_ text: String) throws -> Color {
        try CSSColor(parsing: text).resolved(current: .green)
    }

    @Test func colourForms() throws {
        #expect(try color("red") == Color(red: 1, green: 0, blue: 0))
        #expect(try color("RebeccaPurple") == Color(red255: 0x66, green255: 0x33, blue255: 0x99))
        #expect(try color("#0af") == Color(red255: 0, green255: 0xAA, blue255: 0xFF))
        #expect(try color("#0af8") == Color(red255: 0, green255: 0xAA, blue255: 0xFF, alpha: CGFloat(0x88) / 255))
        #expect(try color("#007AFF") == .systemBlue)
        #expect(try color("#007aff80") == Color.systemBlue.withAlphaComponent(CGFloat(0x80) / 255))
        #expect(try color("rgb(0, 122, 255)") == .systemBlue)
        #expect(try color("rgba(0 122 255 / 50%)") == Color.systemBlue.withAlphaComponent(0.5))
        #expect(try color("rgb(100%, 0%, 50%)") == Color(red: 1, green: 0, blue: 0.5))
        #expect(try color("rgba(0, 51, 0, 50%)") == Color(red: 0, green: 0.2, blue: 0, alpha: 0.5))
        #expect(try color("rgb(0 50% 0)") == Color(red: 0, green: 0.5, blue: 0))  // mixing is fine without commas
        #expect(try color("hsl(120, 100%, 25%)") == Color(red: 0, green: 0.5, blue: 0))
        #expect(try color("hsla(240deg, 100%, 50%, 0.25)") == Color(red: 0, green: 0, blue: 1, alpha: 0.25))
        #expect(try color("transparent") == .clear)
        #expect(try color("hsl(0.5turn 100% 50%)") == Color(red: 0, green: 1, blue: 1))
        #expect(try color("hwb(120 0% 50%)") == Color(red: 0, green: 0.5, blue: 0))
        #expect(try color("hwb(0 60% 60% / 0.5)") == Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.5))
    }

    /// CSS Color 4's Lab, LCH, Oklab and Oklch, against the sRGB values its spec's examples and
    /// conversion code give (to within a 255th).
    @Test func labAndOklabColours() throws {
        func close(_ text: String, _ red: Int, _ green: Int, _ blue: Int) throws -> Bool {
            let c = try color(text)
            return [(c.red, red), (c.green, green), (c.blue, blue)].allSatisfy { abs($0.0 * 255 - Double($0.1)) < 1 }
        }
        #expect(try close("lab(100 0 0)", 255, 255, 255))
        #expect(try close("lab(0% 0 0)", 0, 0, 0))
        #expect(try close("lab(54.29 80.82 69.89)", 255, 0, 0))  // sRGB red
        #expect(try close("lch(54.29 106.84 40.85)", 255, 0, 0))
        #expect(try close("oklab(0.628 0.2249 0.1258)", 255, 0, 0))
        #expect(try close("oklch(62.8% 0.2577 29.23deg)", 255, 0, 0))
        #expect(try color("oklch(1 0 0 / 25%)").alpha == 0.25)
        #expect(try color("currentColor") == .green)
    }

    @Test func colourErrorsSayWhatWasExpected() {
        #expect(throws: ValueError.expected("#rgb, #rgba, #rrggbb or #rrggbbaa", found: "#12345")) { try color("#12345") }
        #expect(throws: ValueError.self) { try color("blurple") }
        #expect(throws: ValueError.self) { try color("rgb(1, 2)") }
        #expect(throws: ValueError.self) { try color("rgb(1, 2, 3, 4, 5)") }
        // CSS Color 4 §5.1: with commas, rgb() takes all numbers or all percentages.
        #expect(throws: ValueError.expected("numbers or percentages, not both, in rgba() with commas",
                                            found: "rgba(0, 50%, 0, 0.5)")) { try color("rgba(0, 50%, 0, 0.5)") }
    }

    @Test func lengthsInEveryUnit() throws {
        func px(_ text: String) throws -> Double { try ScriptLength(parsing: text).resolved(percentOf: 200) }
        #expect(try px("12") == 12)
        #expect(try px("12px") == 12)
        #expect(try px("25%") == 50)
        #expect(try px("1in") == 96)
        #expect(try px("2.54cm") == 96)
        #expect(abs(try px("25.4mm") - 96) < 1e-12)  // 25.4 × 96 / 25.4 rounds once
        #expect(try px("72pt") == 96)
        #expect(try px("1pc") == 16)
        #expect(try px("2em") == 32)
        #expect(try px("-1.5e1") == -15)
        #expect(throws: ValueError.expected("a unit (px, %, in, cm, mm, q, pt, pc, em, ex, ch, rem, vw, vh, vmin, vmax)",
                                            found: "furlong")) {
            try px("3furlong")
        }
        #expect(throws: ValueError.expected("a finite number", found: "1e999")) { try px("1e999") }
    }

    @Test func relativeUnitsFollowTheirMetrics() throws {
        let metrics = ScriptLength.Metrics(pixelsPerInch: 192, fontSize: 20, rootFontSize: 32,
                                           viewport: CGSize(width: 400, height: 300))
        func px(_ text: String) throws -> Double { try ScriptLength(parsing: text).resolved(percentOf: 50, metrics: metrics) }
        #expect(try px("10%") == 5)
        #expect(try px("1in") == 192)
        #expect(try px("4Q") == 192 / 25.4)  // a quarter millimetre each
        #expect(try px("2em") == 40)
        #expect(try px("2ex") == 20)
        #expect(try px("2ch") == 20)
        #expect(try px("1.5rem") == 48)
        #expect(try px("10vw") == 40)
        #expect(try px("10vh") == 30)
        #expect(try px("10vmin") == 30)
        #expect(try px("10vmax") == 40)
    }

    @Test func transformsApplyRightmostFirst() throws {
        let t = try TransformParser.parse("translate(10, 20) scale(2)")
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 22))
        let r = try TransformParser.parse("rotate(90 10 10)")
        let p = CGPoint(x: 20, y: 10).applying(r)
        #expect(abs(p.x - 10) < 1e-12 && abs(p.y - 20) < 1e-12)
        #expect(try TransformParser.parse("matrix(1 2 3 4 5 6)") == CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
        #expect(try TransformParser.parse("skewX(45)").c == tan(Double.pi / 4))
        #expect(try TransformParser.parse("") == .identity)
        #expect(throws: ValueError.expected("matrix, translate, scale, rotate, skewX or skewY", found: "spin")) {
            try TransformParser.parse("spin(3)")
        }
        #expect(throws: ValueError.expected("1 or 3 numbers in rotate()", found: "2")) { try TransformParser.parse("rotate(1 2)") }
    }

    /// The CSS `transform` property: units on angles and lengths, CSS's own functions, `none`.
    @Test func cssTransformsTakeUnitsAndCSSFunctions() throws {
        #expect(try TransformParser.parseCSS("none") == .identity)
        #expect(try TransformParser.parseCSS("translateX(10px) translateY(5)") == CGAffineTransform(translationX: 10, y: 5))
        #expect(try TransformParser.parseCSS("scaleX(2) scaleY(3)") == CGAffineTransform(scaleX: 2, y: 3))
        let quarter = try TransformParser.parseCSS("rotate(0.25turn)")
        #expect(abs(quarter.b - 1) < 1e-12 && abs(quarter.a) < 1e-12)
        #expect(try TransformParser.parseCSS("rotate(100grad)") == TransformParser.parse("rotate(90)"))
        #expect(try TransformParser.parseCSS("skew(45deg)") == TransformParser.parse("skewX(45)"))
        #expect(throws: ValueError.expected("an angle unit (deg, rad, grad, turn)", found: "px")) {
            try TransformParser.parseCSS("rotate(1px)")
        }
        #expect(throws: ValueError.expected("a number or pixels in translate()", found: "em")) {
            try TransformParser.parseCSS("translate(1em)")
        }
    }

    @Test func selectorSpecificityIsIdsThenClassesThenTypes() throws {
        let id = try CSSSelector(parsing: "#a").specificity
        let classes = try CSSSelector(parsing: "g .b .c path").specificity
        let types = try CSSSelector(parsing: "svg g path").specificity
        #expect(id > classes && classes > types)
        #expect(try CSSSelector(parsing: "[fill]:first-child").specificity == CSSSelector(parsing: ".a.b").specificity)
        #expect(throws: ValueError.self) { try CSSSelector(parsing: "path::before") }
        #expect(throws: ValueError.self) { try CSSSelector(parsing: "path:nth-child(2)") }
        #expect(throws: ValueError.self) { try CSSSelector(parsing: "[fill") }
        #expect(throws: ValueError.self) { try CSSSelector(parsing: "g >") }
    }

    @Test func declarationsKeepImportantAndParentheses() throws {
        var invalid: [ValueError] = []
        let block = CSSDeclaration.parseBlock("fill: rgb(1,2,3); /* c */STROKE : red !important;; bad; :x") {
            invalid.append($0)
        }
        #expect(invalid == [.expected("\"name: value\"", found: "bad"), .expected("\"name: value\"", found: ":x")])
        #expect(block == [CSSDeclaration(name: "fill", value: "rgb(1,2,3)", important: false),
                          CSSDeclaration(name: "stroke", value: "red", important: true)])
    }

    @Test func preserveAspectRatioMeetAndSlice() throws {
        let box = CGRect(x: 0, y: 0, width: 10, height: 20)
        let viewport = CGRect(x: 0, y: 0, width: 100, height: 100)
        let meet = PreserveAspectRatio().transform(viewBox: box, viewport: viewport)
        #expect(meet == CGAffineTransform(a: 5, b: 0, c: 0, d: 5, tx: 25, ty: 0))
        let slice = try PreserveAspectRatio(parsing: "xMinYMax slice").transform(viewBox: box, viewport: viewport)
        #expect(slice == CGAffineTransform(a: 10, b: 0, c: 0, d: 10, tx: 0, ty: -100))
        let none = try PreserveAspectRatio(parsing: "none").transform(viewBox: box, viewport: viewport)
        #expect(none == CGAffineTransform(a: 10, b: 0, c: 0, d: 5, tx: 0, ty: 0))
    }

    /// SVG stops mix colour and alpha separately (resvg, Chrome): a quarter of the way from
    /// clear white to opaque black is 75 % grey at 25 % alpha, premultiplied 48 of 255 (where
    /// premultiplied mixing, Cairo's, gives plain black).
    @Test func gradientStopsMixWithStraightAlpha() throws {
        let stops = [GradientStop(color: Color(red: 1, green: 1, blue: 1, alpha: 0), location: 0),
                     GradientStop(color: .black, location: 1)]
        let colors = Gradient(kind: .axial(start: .zero, end: CGPoint(x: 1, y: 0)), stops: stops)
        #expect(colors.color(at: 0.25, interpolation: .straight) == Color(red: 0.75, green: 0.75, blue: 0.75, alpha: 0.25))
        #expect(colors.color(at: 0.25) == Color(red: 0, green: 0, blue: 0, alpha: 0.25))
        let gradient = ResolvedGradient(kind: .linear(start: .zero, end: CGPoint(x: 4, y: 0)), stops: stops, spread: .pad,
                                        toUser: .identity)
        // Pixel centres at t = 1/8, 3/8, 5/8, 7/8: grey (1 − t) × alpha t × 255.
        let image = try GradientRaster.render(gradient, area: CGRect(x: 0, y: 0, width: 4, height: 1), width: 4, height: 1)
        #expect(image.pixels == [0x20_1C_1C_1C, 0x60_3C_3C_3C, 0x9F_3C_3C_3C, 0xDF_1C_1C_1C])
    }

    @Test func gradientSpreadsAndFocalParameter() {
        #expect(GradientRaster.spread(1.25, .pad) == 1)
        #expect(GradientRaster.spread(1.25, .repeat) == 0.25)
        #expect(GradientRaster.spread(1.25, .reflect) == 0.75)
        #expect(GradientRaster.spread(-0.25, .reflect) == 0.25)
        let kind = ResolvedGradient.Kind.radial(center: CGPoint(x: 0, y: 0), radius: 10, focal: CGPoint(x: 5, y: 0),
                                                focalRadius: 0)
        #expect(GradientRaster.parameter(kind, at: CGPoint(x: 5, y: 0)) == 0)
        #expect(GradientRaster.parameter(kind, at: CGPoint(x: 10, y: 0)) == 1)
        #expect(GradientRaster.parameter(kind, at: CGPoint(x: -10, y: 0)) == 1)
        let linear = ResolvedGradient.Kind.linear(start: CGPoint(x: 0, y: 0), end: CGPoint(x: 10, y: 0))
        #expect(GradientRaster.parameter(linear, at: CGPoint(x: 2.5, y: 7)) == 0.25)
    }

    /// `transform-origin`: keywords and lengths in either order, one value centring the other
    /// axis, and the transform taken about the point (percentages of the viewport).
    @Test func transformOriginParsesAndApplies() throws {
        func origin(_ text: String) throws -> CGPoint {
            let parsed = try TransformOrigin(parsing: text)
            return CGPoint(x: parsed.x.resolved(percentOf: 200), y: parsed.y.resolved(percentOf: 100))
        }
        #expect(try origin("center") == CGPoint(x: 100, y: 50))
        #expect(try origin("left") == CGPoint(x: 0, y: 50))
        #expect(try origin("bottom") == CGPoint(x: 100, y: 100))
        #expect(try origin("top left") == CGPoint(x: 0, y: 0))
        #expect(try origin("right bottom") == CGPoint(x: 200, y: 100))
        #expect(try origin("25% top") == CGPoint(x: 50, y: 0))
        #expect(try origin("10px 20 5px") == CGPoint(x: 10, y: 20))
        #expect(throws: ValueError.self) { try TransformOrigin(parsing: "sideways") }
        #expect(throws: ValueError.self) { try TransformOrigin(parsing: "1 2 3 4") }
        let about = try TransformOrigin(parsing: "30 40").applied(to: CGAffineTransform(scaleX: 2, y: 2),
                                                                   viewport: CGSize(width: 100, height: 100))
        #expect(CGPoint(x: 30, y: 40).applying(about) == CGPoint(x: 30, y: 40))  // the origin stays put
        #expect(CGPoint(x: 31, y: 40).applying(about) == CGPoint(x: 32, y: 40))
    }
}
