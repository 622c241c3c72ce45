// Whole scripts: the cascade, inheritance, references, diagnostics with positions, limits.
import Foundation
import Lamina
import Testing
@testable import LaminaScript

@Suite struct ScriptDocumentTests {
    /// The shapes of a script, depth first.
    func shapes(_ text: String, options: ScriptOptions = ScriptOptions()) throws -> [ResolvedShape] {
        Self.shapes(of: try ScriptTest.load(text, options: options).root)
    }

    /// The shapes under `node`, depth first.
    static func shapes(of node: ResolvedNode) -> [ResolvedShape] {
        switch node {
        case .group(_, let children, _): return children.flatMap(shapes(of:))
        case .shape(_, let shape): return [shape]
        case .image, .look: return []
        }
    }

    func fill(_ shape: ResolvedShape?) -> Color? {
        if case .color(let c)? = shape?.fill { return c }
        return nil
    }

    func stroke(_ shape: ResolvedShape?) -> Color? {
        if case .color(let c)? = shape?.stroke { return c }
        return nil
    }

    @Test func cascadeOrderIsAttributeThenSheetBySpecificityThenStyleThenImportant() throws {
        let s = try shapes("""
            <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">
              <style>
                rect { fill: red; stroke: red }
                .a { fill: green }
                #r { stroke: blue }
                g rect { stroke: yellow !important }
                rect.b { fill: lime }
              </style>
              <g><rect id="r" class="a b" width="5" height="5" fill="black" style="fill: purple; stroke: black"/></g>
              <rect class="a" width="5" height="5" fill="black"/>
              <rect width="5" height="5" fill="black" style="fill: white !important" class="a b"/>
            </svg>
            """)
        #expect(fill(s[0]) == Color(red255: 128, green255: 0, blue255: 128))  // style="" beats the sheet
        #expect(stroke(s[0]) == Color(red: 1, green: 1, blue: 0))  // !important in the sheet beats style=""
        #expect(fill(s[1]) == Color(red: 0, green: 128.0 / 255, blue: 0))  // .a beats the attribute
        #expect(fill(s[2]) == .white)
    }

    /// Rules are indexed by their subject's id, first class or type; each kind still finds its
    /// elements, a class written twice counts once, and `*` reaches everything.
    @Test func everyKindOfSubjectFindsItsRules() throws {
        let s = try shapes("""
            <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">
              <style>
                * { stroke: red }
                circle { stroke-width: 3 }
                .x.y { fill: blue }
                g > #c { stroke: lime }
                svg .x { stroke-linecap: round }
              </style>
              <g><circle id="c" class="y x x" r="2"/></g>
              <rect class="x" width="1" height="1"/>
            </svg>
            """)
        #expect(stroke(s[0]) == Color(red: 0, green: 1, blue: 0))  // #c beats *
        #expect(s[0].strokeStyle.lineWidth == 3 && s[0].strokeStyle.lineCap == .round)
        #expect(fill(s[0]) == Color(red: 0, green: 0, blue: 1))
        #expect(stroke(s[1]) == Color(red: 1, green: 0, blue: 0) && fill(s[1]) == .black)
        #expect(s[1].strokeStyle.lineWidth == 1 && s[1].strokeStyle.lineCap == .round)
    }

    /// Attribute selectors, structural pseudo-classes and sibling combinators (Selectors 3).
    @Test func attributeSelectorsPseudoClassesAndSiblingCombinators() throws {
        let s = try shapes("""
            <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">
              <style>
                [x] { fill: green }
                [data-kind="a b"] { stroke: red }
                [data-kind~=b] { stroke-width: 3 }
                [lang|=en] { stroke: blue }
                [id^=ci][id$=le][id*=rc] { fill: lime }
                g > :first-child { stroke-linecap: round }
                g > :last-child:not-supported, rect:hover { fill: red }
                circle + rect { stroke-linejoin: bevel }
                circle ~ ellipse { fill: yellow }
              </style>
              <g>
                <circle id="circle" r="2" data-kind="a b"/>
                <rect x="1" width="1" height="1" lang="en-GB"/>
                <ellipse rx="1" ry="1"/>
              </g>
            </svg>
            """)
        #expect(fill(s[0]) == Color(red: 0, green: 1, blue: 0))  // [id^=ci][id$=le][id*=rc]
        #expect(stroke(s[0]) == Color(red: 1, green: 0, blue: 0) && s[0].strokeStyle.lineWidth == 3)
        #expect(s[0].strokeStyle.lineCap == .round && s[1].strokeStyle.lineCap == .butt)
        #expect(fill(s[1]) == Color(red: 0, green: 128.0 / 255, blue: 0))  // [x]; :hover never matches
        #expect(stroke(s[1]) == Color(red: 0, green: 0, blue: 1) && s[1].strokeStyle.lineJoin == .bevel)
        #expect(fill(s[2]) == Color(red: 1, green: 1, blue: 0) && s[2].strokeStyle.lineJoin == .miter)
    }

    /// CSS's error handling: at-rules and text that is not a rule are dropped with a warning,
    /// never the file; a block left open runs to the end.
    @Test func atRulesAndBrokenSheetsAreSkipped() throws {
        let script = try ScriptTest.load("""
            <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">
              <style>@charset "UTF-8"; @import "other.css"; @media print { rect { fill: red } }
                rect { fill: blue } circle { stroke: lime</style>
              <style>circle { fill: green } @import "last.css"</style>
              <style>junk</style>
              <rect width="1" height="1"/><circle r="1"/>
            </svg>
            """)
        let found = Self.shapes(of: script.root)
        #expect(fill(found[0]) == Color(red: 0, green: 0, blue: 1))
        #expect(fill(found[1]) == Color(red: 0, green: 128.0 / 255, blue: 0) && stroke(found[1]) == Color(red: 0, green: 1, blue: 0))
        #expect(script.warnings.map(\.description) == [
            "test.svg:2:3: warning: style sheet: @import rules load no files; skipped",
            "test.svg:2:3: warning: style sheet: @media rules are not supported; skipped",
            "test.svg:4:3: warning: style sheet: @import rules load no files; skipped",
            "test.svg:5:3: warning: style sheet: expected a rule \"selector { … }\", found \"junk\"; skipped",
        ])
    }

    /// A `<use>` of another file's element loads nothing: it draws nothing, with a warning.
    @Test func aUseOfAnotherFileIsSkipped() throws {
        let script = try ScriptTest.load("""
            <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">
              <use href="other.svg#a"/><rect width="1" height="1"/>
            </svg>
            """)
        #expect(Self.shapes(of: script.root).count == 1)
        #expect(script.warnings.map(\.description) == [
            "test.svg:2:8: warning: href: expected a reference to an element of this file, \"#id\", "
                + "found \"other.svg#a\"; skipped",
        ])
    }

    /// The CSS `transform` property replaces the attribute, from a sheet or `style=""`.
    @Test func cssTransformReplacesTheAttribute() throws {
        let script = try ScriptTest.load("""
            <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">
              <style>#a { transform: scale(2) }</style>
              <rect id="a" width="1" height="1" transform="translate(5 5)"/>
              <rect width="1" height="1" style="transform: translate(8px, 8px) rotate(0.5turn)"/>
            </svg>
            """)
        guard case .group(_, let viewport, _) = script.root, case .group(_, let children, _)? = viewport.first else {
            Issue.record("expected the root's viewport group")
            return
        }
        #expect(children.map(\.common.transform) == [CGAffineTransform(scaleX: 2, y: 2),
                                                     try TransformParser.parse("translate(8 8) rotate(180)")])
    }

    /// `isolation: isolate` keeps the blend modes inside a group from reaching what lies
    /// beneath it (Layer.isolatesBlending).
    @Test func isolationKeepsBlendModesInsideTheGroup() throws {
        func colour(_ isolation: String) throws -> Color? {
            try ScriptTest.load("""
                <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">
                  <rect width="10" height="10" fill="lime"/>
                  <g style="isolation: \(isolation)"><rect width="10" height="10" fill="red" style="mix-blend-mode: multiply"/></g>
                </svg>
                """).render().color(x: 5, y: 5)
        }
        #expect(try colour("auto") == .black)  // red × lime
        #expect(try colour("isolate") == .red)  // red over the group's clear backdrop
    }

    /// The root's `transform` applies to its content inside the viewBox, as in resvg.
    @Test func theRootsTransformAppliesInsideItsViewBox() throws {
        let image = try ScriptTest.load("""
            <svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 20 20"
                 transform="translate(10 0)"><rect width="10" height="10" fill="lime"/></svg>
            """).render()
        #expect(image.color(x: 10, y: 10)?.alpha == 0)
        #expect(image.color(x: 30, y: 10) == .green)  // 10 user units are 20 px
    }

    /// The root's CSS `background-color` paints its viewBox beneath everything, as a browser
    /// paints a standalone SVG; on other elements it draws nothing.
    @Test func theRootsBackgroundColorPaintsItsViewBox() throws {
        let script = try ScriptTest.load("""
            <svg xmlns="http://www.w3.org/2000/svg" width="20" height="10" viewBox="-5 0 10 10"
                 style="background-color: rgba(0, 0, 255, 0.5)">
              <rect x="0" width="5" height="10" fill="lime" style="background-color: red"/>
            </svg>
            """)
        #expect(script.warnings.isEmpty)
        let image = try script.render()
        #expect(image.color(x: 2, y: 5)?.alpha == 0)  // outside the viewBox (meet: x 5…15)
        #expect(image.color(x: 7, y: 5) == Color(red: 0, green: 0, blue: 1, alpha: 128.0 / 255))
        #expect(image.color(x: 12, y: 5) == .green)
    }

    /// Trying rules against elements has a budget, so a huge sheet over a huge document is an
    /// error rather than minutes of work.
    @Test func styleRuleTriesAreLimited() {
        var options = ScriptOptions()
        options.limits.maxSelectorTests = 5
        let text = """
            <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">
              <style>* { fill: red } rect { fill: blue } .a { fill: green }</style>
              <rect class="a" width="1" height="1"/>
              <rect width="2" height="2"/>
            </svg>
            """
        #expect(ScriptTest.error(text, options: options)?.description
                == "test.svg:4:3: error: expected at most 5 tries of style rules against "
                    + "elements, found more (a smaller style sheet or fewer elements)")
        options.limits.maxSelectorTests = 6
        #expect(throws: Never.self) { try ScriptTest.load(text, options: options) }
    }

    @Test func styleSheetCommentsAreSkipped() throws {
        let s = try shapes("""
            <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">
              <style>/* rect { fill: red } */ rect { fill: /* not red */ blue }/**/ /* unclosed</style>
              <rect width="5" height="5"/>
            </svg>
            """)
        #expect(fill(s[0]) == Color(red: 0, green: 0, blue: 1))
    }

    @Test func inheritanceCurrentColorAndGroupOpacity() throws {
        let script = try ScriptTest.load("""
            <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">
              <g color="#007AFF" stroke="currentColor" stroke-width="3" opacity="0.5" fill-opacity="0.25">
                <path d="M0 0H5" fill="currentColor"/>
              </g>
            </svg>
            """)
        guard case .group(_, let top, _) = script.root, case .group(_, let body, _)? = top.first,
              case .group(let g, let children, _)? = body.first, case .shape(let common, let shape)? = children.first
        else { Issue.record("unexpected tree \(script.root)"); return }
        #expect(g.opacity == 0.5)
        #expect(common.opacity == 1)
        // currentColor paints with the tint; the group's layer carries its colour as the tint.
        #expect(fill(shape) == Color.tint.withAlphaComponent(0.25))
        #expect(stroke(shape) == .tint)
        #expect(g.look.tintColor == .systemBlue)
        #expect(common.look.tintColor == nil)
        #expect(shape.strokeStyle.lineWidth == 3)
        #expect(shape.strokeStyle.miterLimit == 4)  // SVG's default, not Core Animation's 10
    }

    @Test func pathLengthScalesDashesAndOffset() throws {
        let s = try shapes("""
            <svg xmlns="http://www.w3.org/2000/svg" width="100" height="10">
              <path d="M0 5H80" stroke="black" pathLength="10" stroke-dasharray="1 2" stroke-dashoffset="0.5"/>
            </svg>
            """)
        #expect(s.first?.strokeStyle.dashPattern == [8, 16])
        #expect(s.first?.strokeStyle.dashPhase == 4)
    }

    @Test func basicShapesFollowSVG2Paths() throws {
        let s = try shapes("""
            <svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">
              <rect x="10" y="20" width="30" height="40"/>
              <rect x="0" y="0" width="20" height="10" rx="15"/>
              <circle cx="50" cy="50" r="10"/>
              <polygon points="0,0 10,0 10,10"/>
              <line x1="1" y1="2" x2="3" y2="4" stroke="black"/>
              <rect width="0" height="10"/>
            </svg>
            """)
        #expect(s.count == 5)
        #expect(s[0].path.svgPathData == "M10 20 L40 20 L40 60 L10 60 Z")
        #expect(s[1].path.elements.first == .move(to: CGPoint(x: 10, y: 0)))  // rx clamped to half the width
        #expect(s[1].path.bounds == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(s[2].path.elements.first == .move(to: CGPoint(x: 60, y: 50)))  // starts at 3 o'clock
        #expect((s[2].path.elements[1].endPoint?.y ?? 0) > 50)  // and runs clockwise on screen
        #expect(s[3].path.svgPathData == "M0 0 L10 0 L10 10 Z")
        #expect(s[4].path.svgPathData == "M1 2 L3 4")
    }

    @Test func errorsCarryFileLineColumnExpectedAndFound() throws {
        let text = """
            <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">
              <path d="M0 0H5"
                    stroke-dasharray="abc"/>
            </svg>
            """
        // An invalid value behaves as if absent, with a warning; under `strict` it is an error.
        #expect(try ScriptTest.load(text).warnings.map(\.description)
                == ["test.svg:3:9: warning: stroke-dasharray: expected a number, found \"abc\"; ignored"])
        var strict = ScriptOptions()
        strict.strict = true
        let error = ScriptTest.error(text, options: strict)
        #expect(error?.description == "test.svg:3:9: error: stroke-dasharray: expected a number, found \"abc\"")
        #expect(ScriptTest.error("<svg><g></svg>")?.location.line == 1)
        #expect(ScriptTest.error("<html/>")?.message == "expected <svg> as the root element, found <html>")
        #expect(ScriptTest.error("<svg width='1e999'/>", options: strict)?.message
                == "width: expected a finite number, found \"1e999\"")
        #expect(try ScriptTest.load("<svg width='1e999'/>").size == CGSize(width: 100, height: 100))  // as if absent
        #expect(ScriptTest.error("<svg><path d='M0 0H1' stroke='red' stroke-width='1e308in'/></svg>")?.message
                == "stroke-width: expected finite lengths, found one that overflows when converted to user units")
        #expect(ScriptTest.error("<svg><circle r='1e308in'/></svg>")?.message
                == "<circle>: expected finite coordinates, found a path that overflows")
        #expect(ScriptTest.error("<svg width='20000' height='10'/>")?.message
                == "svg: expected a size of 0 < side ≤ 16384 points, found 20000.0×10.0")
        // 16384 × 16384 is 1 GiB of pixels: over the default image limit, and fine when raised.
        #expect(ScriptTest.error("<svg width='16384' height='16384'/>")?.message
                == "svg: expected an image of at most 33554432 pixels, found 268435456 (16384.0×16384.0 points "
                + "at scale 1.0); render it smaller, or raise ScriptLimits.maxImagePixels")
        var retina = ScriptOptions()
        retina.scale = 3
        #expect(ScriptTest.error("<svg width='2000' height='2000'/>", options: retina)?.message
                == "svg: expected an image of at most 33554432 pixels, found 36000000 (2000.0×2000.0 points "
                + "at scale 3.0); render it smaller, or raise ScriptLimits.maxImagePixels")
        var raised = ScriptOptions()
        raised.limits.maxImagePixels = 1 << 28
        #expect(ScriptTest.error("<svg width='16384' height='16384'/>", options: raised) == nil)
    }

    /// A script's render budget grows with its size, one image's worth per 64 KiB started.
    @Test func theRenderBudgetGrowsWithTheScript() throws {
        let small = try ScriptTest.load("<svg width='10' height='10'/>")
        #expect(small.renderBudget == RenderBudget())
        let padding = String(repeating: " ", count: 70_000)
        let large = try ScriptTest.load("<svg width='10' height='10'>\(padding)</svg>")
        #expect(large.renderBudget == RenderBudget().scaled(by: 2))
        #expect(large.renderBudget.dashSegments == 400_000)
    }

    /// An image used many times is decoded once; the pixels decoded in all are limited, checked
    /// against the PNG's header before it is decoded.
    @Test func imagesAreDecodedOnceWithinALimit() throws {
        let png = try Image(width: 2, height: 2, pixels: [UInt32](repeating: 0xFF00_FF00, count: 4)).pngData()
        let other = try Image(width: 2, height: 2, pixels: [UInt32](repeating: 0xFFFF_0000, count: 4)).pngData()
        func url(_ data: Data) -> String { "data:image/png;base64," + data.base64EncodedString() }
        var options = ScriptOptions()
        options.limits.maxDecodedImagePixels = 4
        let reused = "<svg width='10' height='10'><defs><image id='i' width='2' height='2' href='\(url(png))'/></defs>"
            + "<use href='#i'/><use href='#i' x='3'/><image width='2' height='2' href='\(url(png))'/></svg>"
        #expect(throws: Never.self) { try ScriptTest.load(reused, options: options) }
        let two = "<svg width='10' height='10'><image width='2' height='2' href='\(url(png))'/>\n"
            + "<image width='2' height='2' href='\(url(other))'/></svg>"
        #expect(ScriptTest.error(two, options: options)?.description
                == "test.svg:2:29: error: href: expected images of at most 4 pixels in all, found 2×2 more (smaller images)")
    }

    /// `<switch>` draws its first child whose conditions hold, as a group with its attributes.
    @Test func switchDrawsTheFirstChildWhoseConditionsHold() throws {
        func colour(_ body: String, options: ScriptOptions = ScriptOptions()) throws -> Color? {
            let script = try ScriptTest.load("<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'>\(body)</svg>",
                                             options: options)
            #expect(script.warnings.isEmpty, "\(script.warnings)")
            return try script.render().color(x: 5, y: 5)
        }
        let red = "<rect width='10' height='10' fill='red'", green = "<rect width='10' height='10' fill='lime'"
        // Illustrator's pattern: its private data in a foreignObject, then the SVG fallback.
        #expect(try colour("""
            <switch><foreignObject requiredExtensions="http://ns.adobe.com/AdobeIllustrator/10.0/"/>
            <g>\(green)/></g>\(red)/></switch>
            """) == .green)
        #expect(try colour("<switch>\(red) systemLanguage='ru, is'/>\(green) systemLanguage='de, en-GB'/></switch>") == .green)
        var russian = ScriptOptions()
        russian.languages = ["ru"]
        #expect(try colour("<switch>\(green) systemLanguage='ru-RU'/>\(red)/></switch>", options: russian) == .green)
        #expect(try colour("<switch>\(red) requiredFeatures='http://www.w3.org/TR/SVG11/feature#Font'/>\(green)/></switch>")
                == .green)
        // Unknown elements are passed over; a chosen child that does not display draws nothing.
        #expect(try colour("<switch><unknown/>\(green)/>\(red)/></switch>") == .green)
        #expect(try colour("<switch>\(red) display='none'/>\(red)/></switch>")?.alpha == 0)
        // The switch is a group: its transform and inherited properties apply to the choice.
        #expect(try colour("<switch fill='lime' transform='scale(2)'><rect width='5' height='5'/></switch>") == .green)
    }

    /// Conditional attributes decide on every element (SVG 1.1 §5.8.2), not only in a switch;
    /// on the root, the whole drawing.
    @Test func conditionsHoldOnEveryElement() throws {
        #expect(try shapes("<svg xmlns='http://www.w3.org/2000/svg' systemLanguage='ru'><rect width='5' height='5'/></svg>")
                .isEmpty)
        let s = try shapes("""
            <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" systemLanguage="en">
              <rect id="a" width="5" height="5" systemLanguage="ru-RU"/>
              <g requiredExtensions="http://example.org/x"><rect width="5" height="5"/></g>
              <rect id="b" width="5" height="5" systemLanguage="en-US"/>
            </svg>
            """)
        #expect(s.count == 1 && fill(s.first) == .black)
    }

    /// A `<use>` that refers to itself, or whose target holds a `<use>` back to it or to the
    /// target, is skipped with a warning (resvg's rule): the group draws once, not once more
    /// inside itself.
    @Test func recursiveUsesAreSkipped() throws {
        let script = try ScriptTest.load("""
            <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">
              <g id="g1"><use id="u1" href="#g1" x="2"/><rect width="5" height="5" opacity="0.5"/></g>
              <use id="self" href="#self"/>
            </svg>
            """)
        #expect(script.warnings.map(\.description) == [
            "test.svg:2:14: warning: <use>: expected no reference cycle, found \"#g1\" inside itself; skipped",
            "test.svg:3:3: warning: <use>: expected no reference cycle, found \"#self\" inside itself; skipped",
        ])
        let alpha = try #require(try script.render().color(x: 1, y: 1)?.alpha)
        #expect(abs(alpha - 0.5) < 0.01)  // once: twice would be 0.75
    }

    /// A width or height of 0 disables rendering: an empty image at a size given from outside.
    @Test func aZeroSizedDrawingIsEmpty() throws {
        var options = ScriptOptions()
        options.width = 20
        options.height = 10
        let script = try ScriptTest.load("""
            <svg xmlns="http://www.w3.org/2000/svg" width="0" height="0"><rect width="9" height="9"/></svg>
            """, options: options)
        let image = try script.render()
        #expect(image.width == 20 && image.height == 10 && image.color(x: 5, y: 5)?.alpha == 0)
        #expect(ScriptTest.error("<svg xmlns='http://www.w3.org/2000/svg' width='0' height='5'/>")?.description
                == "test.svg:1:1: error: svg: expected a size of 0 < side ≤ 16384 points, found 0.0×5.0")
    }

    /// A malformed declaration in style="" is dropped with a warning; the others apply.
    @Test func malformedStyleDeclarationsAreDropped() throws {
        let script = try ScriptTest.load("""
            <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">
              <rect width="5" height="5" style="stroke; fill: /* green */ lime; :x"/>
            </svg>
            """)
        #expect(script.warnings.map(\.description) == [
            "test.svg:2:30: warning: style: expected \"name: value\", found \"stroke\"; declaration ignored",
            "test.svg:2:30: warning: style: expected \"name: value\", found \":x\"; declaration ignored",
        ])
        #expect(try script.render().color(x: 1, y: 1) == .green)
    }

    @Test func pathDataKeepsTheValidPrefixAndWarns() throws {
        let script = try ScriptTest.load("""
            <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">
              <path d="M0 0 L5 5 L x"/>
            </svg>
            """)
        #expect(script.warnings.map(\.description)
                == ["test.svg:2:9: warning: d: expected a number at offset 12, found 'x'; drawing the path up to the error"])
        #expect(try shapes("<svg><path d='M0 0 L5 5 L x'/></svg>").first?.path.svgPathData == "M0 0 L5 5")
    }

    @Test func unsupportedFeaturesWarnNamingElementAndLine() throws {
        let script = try ScriptTest.load("""
            <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">
              <text x="1" y="5">hi <textPath>there</textPath></text>
              <rect width="5" height="5" vector-effect="non-rotation">
                <animate attributeName="x" to="5" dur="1s" begin="click"/>
              </rect>
            </svg>
            """)
        let lines = script.warnings.map(\.description)
        #expect(lines.contains("test.svg:2:24: warning: <textPath>: expected an href to a shape, found none that draws; "
                               + "its text is skipped"))
        #expect(lines.contains("test.svg:3:30: warning: <rect> vector-effect: not supported yet; ignored "
                               + "(see docs/Unsupported.md)"))
        #expect(lines.contains("test.svg:4:48: warning: <animate> begin=\"click\": only a single clock offset (e.g. 1s) "
                               + "is supported; animation skipped (see docs/Unsupported.md)"))
    }

    /// Real files render quietly: an unsupported property says nothing where it never draws
    /// or at a value that draws as a supported one; otherwise it warns once per file, with a count.
    @Test func unsupportedPropertiesWarnOnlyWhereThePictureChanges() throws {
        let inkscape = "font-style:normal;font-weight:normal;letter-spacing:0px;word-spacing:0px;"
            + "enable-background:accumulate;isolation:auto;vector-effect:none;color-interpolation-filters:linearRGB;"
            + "mask-type:luminance;text-decoration:none;dominant-baseline:auto"
        let quiet = try ScriptTest.load("""
            <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" enable-background="new 0 0 10 10">
              <path d="M0 0H5V5Z" style="\(inkscape)"/>
              <rect width="5" height="5" font-variant="small-caps" font-stretch="condensed"/>
            </svg>
            """)
        #expect(quiet.warnings.isEmpty, "\(quiet.warnings)")
        let loud = try ScriptTest.load("""
            <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">
              <path d="M0 0H5V5Z" stroke="red" stroke-linejoin="arcs"/>
              <rect width="5" height="5" vector-effect="non-rotation"/>
              <rect width="5" height="5" vector-effect="non-rotation"/>
              <rect width="5" height="5" vector-effect="non-rotation"/>
            </svg>
            """)
        #expect(loud.warnings.map(\.description) == [
            "test.svg:2:36: warning: <path> stroke-linejoin: arcs is not supported yet; drawn as miter (see docs/Unsupported.md)",
            "test.svg:3:30: warning: <rect> vector-effect: not supported yet; ignored here and on 2 more elements "
                + "(see docs/Unsupported.md)",
        ])
    }

    @Test func anUnreadableFileIsAnErrorNamingIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-unreadable-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = folder.appendingPathComponent("missing.svg")
        #expect(throws: ScriptDiagnostic(file: missing.path, location: SourceLocation(line: 1, column: 1), severity: .error,
                                         message: "expected a readable file, found no such file")) {
            _ = try ShapeScript(contentsOf: missing)
        }
        #expect(throws: ScriptDiagnostic(file: folder.path, location: SourceLocation(line: 1, column: 1), severity: .error,
                                         message: "expected a readable file, found a folder")) {
            _ = try ShapeScript(contentsOf: folder)
        }
        // A file over the size limit is refused before it is read; one at the limit loads.
        let big = folder.appendingPathComponent("big.svg")
        let text = "<svg xmlns='http://www.w3.org/2000/svg' width='2' height='2'/>"
        try Data(text.utf8).write(to: big)
        var options = ScriptOptions()
        options.limits.maxFileBytes = text.utf8.count - 1
        #expect(throws: ScriptDiagnostic(file: big.path, location: SourceLocation(line: 1, column: 1), severity: .error,
                                         message: "expected a script of at most \(text.utf8.count - 1) bytes, found \(text.utf8.count)")) {
            _ = try ShapeScript(contentsOf: big, options: options)
        }
        options.limits.maxFileBytes = text.utf8.count
        #expect(try ShapeScript(contentsOf: big, options: options).size == CGSize(width: 2, height: 2))
    }

    @Test func textThatIsNotUTF8IsAnErrorAtItsByte() throws {
        var bytes = Array("<svg>\n  <rect transform='x'/></svg>".utf8)
        bytes[12] = 0xE6  // a lone lead byte in place of the "t" of "rect"
        #expect(throws: ScriptDiagnostic.self) { try ShapeScript(data: Data(bytes), file: "test.svg") }
        do { _ = try ShapeScript(data: Data(bytes), file: "test.svg") } catch let error as ScriptDiagnostic {
            #expect(error.description == "test.svg:2:7: error: expected UTF-8 text, found the byte 0xE6")
        }
    }

    /// External entities are never loaded: a use of one is an undefined entity.
    @Test func externalEntitiesAreNotLoaded() {
        let error = ScriptTest.error("""
            <?xml version="1.0"?>
            <!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>
            <svg>&x;</svg>
            """)
        #expect(error?.location == SourceLocation(line: 3, column: 6))
        #expect(error?.message.hasPrefix("expected &lt; &gt; &amp; &quot; &apos;, a character reference or an entity") == true)
    }

    /// Internal entities, as Illustrator writes them (namespaces in attributes), and whole
    /// elements, expand; lines after the DOCTYPE keep their numbers; expansion is capped.
    @Test func internalEntitiesExpand() throws {
        let script = try ScriptTest.load("""
            <?xml version="1.0"?>
            <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [
              <!ENTITY ns_svg "http://www.w3.org/2000/svg">
              <!ENTITY % params "ignored">
              <!ENTITY square "<rect width='&side;' height='&side;' fill='lime'/>">
              <!ENTITY side "10">
            ]>
            <svg xmlns="&ns_svg;" width="10" height="10">&square;
              <rect width="1" height="1" fill="nope"/>
            </svg>
            """)
        #expect(try script.render().color(x: 5, y: 5) == .green)
        #expect(script.warnings.first?.location.line == 9)
        let laughs = "<!DOCTYPE svg [<!ENTITY a 'aaaaaaaaaa'>" + (0..<7).map { i in
            let previous = String(UnicodeScalar(UInt8(97 + i)))
            return "<!ENTITY \(String(UnicodeScalar(UInt8(98 + i)))) '" + String(repeating: "&\(previous);", count: 10) + "'>"
        }.joined() + "]><svg><title>&h;</title></svg>"
        #expect(ScriptTest.error(laughs)?.message == "DOCTYPE: expected entity expansions adding at most 1048576 bytes, "
                + "found \"more\"")
        #expect(ScriptTest.error("<!DOCTYPE svg [<!ENTITY a '&a;'>]><svg>&a;</svg>")?.message
                == "DOCTYPE: expected entities that do not refer to themselves, found \"&a;\"")
    }

    @Test func limitsAreErrors() throws {
        let deep = "<svg>" + String(repeating: "<g>", count: 300) + String(repeating: "</g>", count: 300) + "</svg>"
        #expect(ScriptTest.error(deep)?.message == "expected at most 256 nested elements, found more")
        // A chain of <use> doubling at each level would draw 2^30 rectangles; the limit (lowered
        // here to keep the test fast) stops it.
        var limited = ScriptOptions()
        limited.limits.maxDrawnElements = 1000
        var text = "<svg><defs><rect id='u0' width='1' height='1'/>"
        for i in 1...30 { text += "<g id='u\(i)'><use href='#u\(i - 1)'/><use href='#u\(i - 1)'/></g>" }
        text += "</defs><use href='#u30'/></svg>"
        #expect(throws: ScriptDiagnostic.self) { try ScriptTest.load(text, options: limited) }
        do { _ = try ScriptTest.load(text, options: limited) } catch let error as ScriptDiagnostic {
            #expect(error.message.hasPrefix("expected at most 1000 drawn elements"))
        }
        // The untrusted-input report's fan-out: 12 groups each using the one below three times,
        // 531,441 rectangles from 1 KB (3.3 s and 737 MB before), stops at the default limit.
        var fanOut = "<svg><defs><rect id='f0' width='1' height='1'/>"
        for i in 1...12 {
            fanOut += "<g id='f\(i)'><use href='#f\(i - 1)'/><use href='#f\(i - 1)' x='1'/><use href='#f\(i - 1)' y='1'/></g>"
        }
        fanOut += "</defs><use href='#f12'/></svg>"
        #expect(ScriptTest.error(fanOut)?.message.hasPrefix("expected at most 100000 drawn elements more than the 52 the file holds") == true)
        let cycle = try? ScriptTest.load("<svg><g id='a'><use href='#a'/></g></svg>")
        #expect(cycle?.warnings.first?.message.hasPrefix("<use>: expected no reference cycle") == true)
    }

    /// The glyph outline elements a script's text may draw grow with the script, one share of
    /// `maxGlyphElements` for every 64 KiB started, as the render budget does: Inkscape's
    /// tutorials, up to 280 KB of text, stopped on a fixed limit.
    @Test func theGlyphLimitGrowsWithTheScript() throws {
        var limited = ScriptOptions()
        limited.limits.maxGlyphElements = 1
        func script(padding: Int) -> String {
            let head = "<svg width='100' height='40'><text y='30' font-size='20'>WW</text><!--"
            let tail = "--></svg>"
            return head + String(repeating: "x", count: max(padding - head.utf8.count - tail.utf8.count, 0)) + tail
        }
        // One share (64 KiB) allows 1 element: two Ws have more.
        #expect(ScriptTest.error(script(padding: ScriptLimits.budgetBytes), options: limited)?.message
                == "<text>: expected at most 1 glyph outline elements in the script (a stroke counts four times), found more")
        // 65 shares allow 65 elements, more than two Ws' outlines (a W is one closed polygon).
        let large = try ScriptTest.load(script(padding: 64 * ScriptLimits.budgetBytes + 1), options: limited)
        #expect(large.warnings.isEmpty)
    }

    /// Gradient and mask rasters share a pixel budget, so many huge gradient-filled or masked
    /// shapes are an error rather than gigabytes of rasters.
    @Test func rasterPixelsAreLimited() throws {
        // Two 10 × 10 gradient rasters and one 10 × 10 mask raster: 300 pixels.
        let text = """
            <svg xmlns="http://www.w3.org/2000/svg" width="30" height="30">
              <linearGradient id="g"><stop offset="0" stop-color="red"/><stop offset="1" stop-color="blue"/></linearGradient>
              <mask id="m" maskUnits="userSpaceOnUse" x="0" y="0" width="10" height="10"><rect width="10" height="10" fill="white"/></mask>
              <rect width="10" height="10" fill="url(#g)"/>
              <rect width="10" height="10" fill="url(#g)"/>
              <rect width="10" height="10" fill="red" mask="url(#m)"/>
            </svg>
            """
        var options = ScriptOptions()
        options.limits.maxRasterPixels = 299
        let script = try ScriptTest.load(text, options: options)
        #expect(throws: ScriptDiagnostic.self) { try script.makeLayer() }
        do { _ = try script.makeLayer() } catch let error as ScriptDiagnostic {
            #expect(error.description == "test.svg:6:3: error: expected at most 299 pixels of gradient and mask "
                    + "rasters, found more (fewer or smaller gradient- or pattern-filled or masked shapes, or a lower scale)")
        } catch {}
        options.limits.maxRasterPixels = 300
        #expect(throws: Never.self) { try ScriptTest.load(text, options: options).render() }
    }

    /// Mask rasters share one image's budget of dash segments and blurred pixels, so a finely
    /// dashed or shadowed mask used by many shapes does not get a fresh budget for each.
    @Test func maskRastersShareARenderBudget() throws {
        // The mask's line is dashed 1 on 1 over 10 units (5 segments) and casts a sharp shadow
        // over its dashes' box (9 × 2 pixels), for each masked rectangle (the second moved, so
        // that its mask is rasterised again rather than shared).
        let script = try ScriptTest.load("""
            <svg xmlns="http://www.w3.org/2000/svg" width="30" height="30">
              <mask id="m" maskUnits="userSpaceOnUse" x="0" y="0" width="10" height="10">
                <line x2="10" y1="5" y2="5" stroke="white" stroke-width="2" stroke-dasharray="1 1"
                      shadow-opacity="1" shadow-radius="0"/></mask>
              <rect width="10" height="10" fill="red" mask="url(#m)"/>
              <rect width="10" height="10" fill="red" mask="url(#m)" transform="translate(10 0)"/>
            </svg>
            """)
        /// Builds the layers with `budget` for the masks; what is left of it.
        func build(_ budget: RenderBudget) throws -> RenderBudget {
            var builder = ScriptLayerBuilder(scale: 1, viewport: CGRect(origin: .zero, size: script.size),
                                             file: script.file, limits: script.options.limits)
            builder.maskBudget = budget
            _ = try builder.layer(for: script.root)
            return builder.maskBudget
        }
        func message(_ budget: RenderBudget) -> String? {
            do { _ = try build(budget) } catch { return (error as? ScriptDiagnostic)?.description }
            return nil
        }
        let spent = try build(RenderBudget(dashSegments: 10, blurPixels: 1000))
        #expect(spent.dashSegments == 0 && spent.blurPixels == 1000 - 2 * 18)
        // The errors point at the mask's line, whose dashes and shadow spend the budget.
        #expect(message(RenderBudget(dashSegments: 9)) == "test.svg:3:5: error: expected at most 200000 dash "
                + "segments in all mask and pattern rasters, found more (longer dash patterns or fewer masked or "
                + "pattern-filled shapes)")
        #expect(message(RenderBudget(blurPixels: 35)) == "test.svg:3:5: error: expected at most 16777216 pixels "
                + "blurred by shadows and backdrop filters in all mask and pattern rasters, found more "
                + "(smaller blur radii or fewer masked or pattern-filled shapes)")
    }

    @Test func imagesOutsideTheScriptFolderNeedAnAllowedPath() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-script-\(UUID())")
        let scripts = root.appendingPathComponent("scripts"), assets = root.appendingPathComponent("assets")
        try FileManager.default.createDirectory(at: scripts, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: assets, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Image(width: 2, height: 2, color: .red).writePNG(to: assets.appendingPathComponent("dot.png"))
        let script = scripts.appendingPathComponent("s.svg")
        try Data("<svg width='4' height='4'>\n<image href='../assets/dot.png' width='4' height='4'/></svg>".utf8)
            .write(to: script)
        #expect(throws: ScriptDiagnostic.self) { try ShapeScript(contentsOf: script) }
        do {
            _ = try ShapeScript(contentsOf: script)
        } catch let error as ScriptDiagnostic {
            #expect(error.location == SourceLocation(line: 2, column: 8))
            #expect(error.message.contains("--allow-path"))
        }
        var options = ScriptOptions()
        options.allowedFolders = [assets]
        let image = try ShapeScript(contentsOf: script, options: options).render()
        #expect(image.color(x: 2, y: 2) == .red)
    }

    @Test func viewBoxAndSizeOptionsScaleTheDrawing() throws {
        var options = ScriptOptions()
        options.width = 48
        let script = try ScriptTest.load("""
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 12"><rect x="12" width="12" height="12" fill="red"/></svg>
            """, options: options)
        #expect(script.size == CGSize(width: 48, height: 24))
        let image = try script.render()
        #expect(image.width == 48 && image.height == 24)
        #expect(image.color(x: 23, y: 12)?.alpha == 0)
        #expect(image.color(x: 24, y: 12) == .red)
    }

    /// A script without a viewBox drawn at another size stretches to it on each axis, as
    /// Chromium, resvg and rsvg-convert draw it; its preserveAspectRatio applies to a viewBox
    /// only, so it changes nothing (Scripts/browser-sizing.sh checks every combination).
    @Test func withoutAViewBoxTheDrawingStretchesToTheAskedSize() throws {
        for aspect in ["", #"preserveAspectRatio="xMidYMid meet""#, #"preserveAspectRatio="xMinYMin slice""#] {
            var options = ScriptOptions()
            (options.width, options.height) = (200, 200)
            let image = try ScriptTest.load("""
                <svg xmlns="http://www.w3.org/2000/svg" width="100" height="50" \(aspect)>
                  <rect width="100" height="50" fill="red"/><circle cx="25" cy="25" r="20" fill="blue"/>
                </svg>
                """, options: options).render()
            #expect(image.width == 200 && image.height == 200)
            // Stretched by 2 × 4: the circle becomes an ellipse 40 px wide and 80 px high about (50, 100).
            #expect(image.color(x: 50, y: 25) == .blue, "\(aspect)")
            #expect(image.color(x: 50, y: 175) == .blue, "\(aspect)")
            #expect(image.color(x: 5, y: 100) == .red, "\(aspect)")
            #expect(image.color(x: 150, y: 2) == .red, "\(aspect)")
            #expect(image.color(x: 150, y: 197) == .red, "\(aspect)")
        }
    }
}
