// SMIL animations of filter primitives: the element's filters at a moment are the static
// filters of the attribute's value then, pixel for pixel; what is not supported warns.
import Foundation
import Lamina
@testable import LaminaScript
import Testing

@Suite struct FilterAnimationScriptTests {
    private func svg(_ body: String) -> String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"60\" height=\"60\">\n\(body)\n</svg>"
    }

    /// The PNG bytes of `text` drawn at `time`.
    private func png(_ text: String, at time: Double = 0) throws -> Data {
        try ScriptTest.load(text).render(at: time).pngData()
    }

    @Test func anAnimatedBlurDrawsAsTheStaticBlurOfThatMoment() throws {
        let animated = svg("""
            <filter id="f"><feGaussianBlur stdDeviation="1">
              <animate attributeName="stdDeviation" values="1;8;2" keyTimes="0;0.5;1" dur="2s" fill="freeze"/>
            </feGaussianBlur></filter>
            <rect x="15" y="15" width="30" height="30" fill="#2050b0" filter="url(#f)"/>
            """)
        let script = try ScriptTest.load(animated)
        #expect(script.isAnimated && script.animationDuration == 2 && script.warnings.isEmpty)
        // Linear between the values: 4.5 at 0.5 s, 8 at 1 s, 5 at 1.5 s, 2 from 2 s on.
        for (time, deviation) in [(0.0, "1"), (0.5, "4.5"), (1.0, "8"), (1.5, "5"), (3.0, "2")] {
            let still = animated.replacingOccurrences(of: "stdDeviation=\"1\"", with: "stdDeviation=\"\(deviation)\"")
                .replacingOccurrences(of: #"<animate attributeName="stdDeviation" values="1;8;2" keyTimes="0;0.5;1" dur="2s" fill="freeze"/>"#,
                                      with: "")
            #expect(try png(animated, at: time) == png(still), "at \(time) s")
        }
    }

    @Test func anAnimatedLightSourceDrawsAsTheStaticLightOfThatMoment() throws {
        // A distant light turning around the shape (inside its element), and a point light
        // rising (by href): both as the static lights of each moment.
        let animated = svg("""
            <filter id="f"><feDiffuseLighting in="SourceAlpha" surfaceScale="4" lighting-color="#f0d080">
              <feDistantLight azimuth="0" elevation="30">
                <animate attributeName="azimuth" from="0" to="180" dur="2s" fill="freeze"/></feDistantLight>
            </feDiffuseLighting><feComposite in2="SourceGraphic" operator="in"/></filter>
            <filter id="g"><feSpecularLighting in="SourceAlpha" specularExponent="8">
              <fePointLight id="lamp" x="10" y="10" z="5"/></feSpecularLighting></filter>
            <animate href="#lamp" attributeName="z" values="5;40" dur="2s" fill="freeze"/>
            <circle cx="20" cy="30" r="15" fill="#3060c0" filter="url(#f)"/>
            <rect x="38" y="10" width="20" height="40" filter="url(#g)"/>
            """)
        let script = try ScriptTest.load(animated)
        #expect(script.isAnimated && script.animationDuration == 2 && script.warnings.isEmpty)
        for (time, azimuth, z) in [(0.0, "0", "5"), (0.5, "45", "13.75"), (1.0, "90", "22.5"), (3.0, "180", "40")] {
            let still = animated
                .replacingOccurrences(of: #"<animate attributeName="azimuth" from="0" to="180" dur="2s" fill="freeze"/>"#, with: "")
                .replacingOccurrences(of: ##"<animate href="#lamp" attributeName="z" values="5;40" dur="2s" fill="freeze"/>"##,
                                      with: "")
                .replacingOccurrences(of: #"azimuth="0""#, with: #"azimuth="\#(azimuth)""#)
                .replacingOccurrences(of: #"z="5""#, with: #"z="\#(z)""#)
            #expect(try png(animated, at: time) == png(still), "at \(time) s")
        }
        #expect(try png(animated, at: 0) != png(animated, at: 1))
    }

    @Test func anAnimatedFilterRegionDrawsAsTheStaticRegionOfThatMoment() throws {
        // One flood's region widens (inside its <filter>), another's moves down (by href).
        let animated = svg("""
            <filter id="f" filterUnits="userSpaceOnUse" x="5" y="5" width="10" height="20">
              <animate attributeName="width" from="10" to="20" dur="2s" fill="freeze"/>
              <feFlood flood-color="#208040"/></filter>
            <filter id="g" filterUnits="userSpaceOnUse" x="35" y="5" width="20" height="20">
              <feFlood flood-color="#802040"/></filter>
            <animate href="#g" attributeName="y" values="5;35" dur="2s" fill="freeze"/>
            <rect x="0" y="0" width="30" height="60" filter="url(#f)"/>
            <rect x="30" y="0" width="30" height="60" filter="url(#g)"/>
            """)
        let script = try ScriptTest.load(animated)
        #expect(script.isAnimated && script.warnings.isEmpty)
        for (time, width, y) in [(0.0, "10", "5"), (0.5, "12.5", "12.5"), (1.0, "15", "20"), (3.0, "20", "35")] {
            let still = animated
                .replacingOccurrences(of: #"<animate attributeName="width" from="10" to="20" dur="2s" fill="freeze"/>"#, with: "")
                .replacingOccurrences(of: ##"<animate href="#g" attributeName="y" values="5;35" dur="2s" fill="freeze"/>"##,
                                      with: "")
                .replacingOccurrences(of: #"y="5" width="10""#, with: #"y="5" width="\#(width)""#)
                .replacingOccurrences(of: #"x="35" y="5""#, with: #"x="35" y="\#(y)""#)
            #expect(try png(animated, at: time) == png(still), "at \(time) s")
        }
        let end = try script.render(at: 3)
        #expect(end.color(x: 22, y: 10)?.alpha == 1 && end.color(x: 45, y: 40)?.alpha == 1)
        #expect(end.color(x: 45, y: 10)?.alpha == 0)
    }

    @Test func anAnimatedHueRotationTurnsThroughItsAngles() throws {
        // 0° to 360°: blending the two matrices (which are the same) would show no change; the
        // angle blends, so each moment is the static rotation of its angle.
        let animated = svg("""
            <filter id="f"><feColorMatrix type="hueRotate" values="0">
              <animate attributeName="values" from="0" to="360" dur="2s" fill="freeze"/></feColorMatrix></filter>
            <rect x="10" y="10" width="40" height="40" fill="#e03020" filter="url(#f)"/>
            """)
        let script = try ScriptTest.load(animated)
        #expect(script.isAnimated && script.warnings.isEmpty)
        for (time, degrees) in [(0.0, "0"), (0.5, "90"), (1.0, "180"), (1.5, "270"), (3.0, "360")] {
            let still = animated
                .replacingOccurrences(of: #"<animate attributeName="values" from="0" to="360" dur="2s" fill="freeze"/>"#,
                                      with: "")
                .replacingOccurrences(of: #"values="0">"#, with: #"values="\#(degrees)">"#)
            #expect(try png(animated, at: time) == png(still), "at \(time) s")
        }
        let red = try script.render(at: 0).color(x: 30, y: 30), turned = try script.render(at: 1).color(x: 30, y: 30)
        #expect(red != turned && (turned?.blue ?? 0) > (turned?.red ?? 1))
    }

    @Test func primitivesAndRegionsAFilterInheritsThroughHrefAnimate() throws {
        // `f` draws `base`'s blur and region; both are animated where they are written.
        let animated = svg("""
            <filter id="base" filterUnits="userSpaceOnUse" x="0" y="0" width="30" height="60">
              <animate attributeName="width" from="30" to="60" dur="2s" fill="freeze"/>
              <feGaussianBlur stdDeviation="1"><animate attributeName="stdDeviation" from="1" to="5" dur="2s"
                fill="freeze"/></feGaussianBlur></filter>
            <filter id="f" href="#base"/>
            <rect x="10" y="10" width="40" height="40" fill="#2050b0" filter="url(#f)"/>
            """)
        let script = try ScriptTest.load(animated)
        #expect(script.isAnimated && script.warnings.isEmpty)
        // Two animations of one filter: the later one plays (the blur), over the static width.
        let still = animated
            .replacingOccurrences(of: #"<animate attributeName="width" from="30" to="60" dur="2s" fill="freeze"/>"#, with: "")
            .replacingOccurrences(of: #"<animate attributeName="stdDeviation" from="1" to="5" dur="2s"\#n    fill="freeze"/>"#,
                                  with: "")
            .replacingOccurrences(of: #"stdDeviation="1""#, with: #"stdDeviation="3""#)
        #expect(still != animated && !still.contains("<animate"))
        #expect(try png(animated, at: 1) == png(still))
    }

    @Test func aSetByHrefChangesTheFloodColourAtItsBegin() throws {
        let animated = svg("""
            <filter id="f"><feFlood id="flood" flood-color="red"/><feComposite in2="SourceGraphic" operator="in"/></filter>
            <set href="#flood" attributeName="flood-color" to="blue" begin="1s"/>
            <circle cx="30" cy="30" r="20" filter="url(#f)"/>
            """)
        let script = try ScriptTest.load(animated)
        #expect(script.warnings.isEmpty)
        let red = try script.render(at: 0.5), blue = try script.render(at: 1.5)
        #expect(red.color(x: 30, y: 30) == .red && blue.color(x: 30, y: 30) == .blue)
    }

    @Test func valuesThatCannotBlendAnimateDiscretely() throws {
        // The input changes the filter's structure: red until half-way, then the black alpha.
        let script = try ScriptTest.load(svg("""
            <filter id="f"><feOffset in="SourceGraphic">
              <animate attributeName="in" values="SourceGraphic;SourceAlpha" dur="1s"/></feOffset></filter>
            <rect x="15" y="15" width="30" height="30" fill="red" filter="url(#f)"/>
            """))
        #expect(try script.render(at: 0.2).color(x: 30, y: 30) == .red)
        #expect(try script.render(at: 0.7).color(x: 30, y: 30) == .black)
        // A spring cannot hold values apart: skipped, with a warning.
        let spring = try ScriptTest.load(svg("""
            <filter id="f"><feOffset in="SourceGraphic">
              <animate attributeName="in" from="SourceGraphic" to="SourceAlpha" calcMode="spring"/></feOffset></filter>
            <rect x="15" y="15" width="30" height="30" fill="red" filter="url(#f)"/>
            """))
        #expect(spring.warnings.map(\.message) == ["<animate> of <feOffset> in: values that change the filter's "
                                                   + "structure cannot spring; skipped (see docs/Unsupported.md)"])
        #expect(try spring.render(at: 0.7).color(x: 30, y: 30) == .red)
    }

    @Test func eachElementUsingTheFilterIsAnimatedInItsOwnBox() throws {
        // objectBoundingBox primitive units: the offset is a fraction of each element's box.
        let animated = svg("""
            <filter id="f" primitiveUnits="objectBoundingBox"><feOffset dx="0">
              <animate attributeName="dx" from="0" to="0.5" dur="1s" fill="freeze"/></feOffset></filter>
            <rect x="0" y="0" width="20" height="10" fill="black" filter="url(#f)"/>
            <rect x="0" y="30" width="40" height="10" fill="black" filter="url(#f)"/>
            """)
        let image = try ScriptTest.load(animated).render(at: 2)
        // Moved by half its width: 10 px and 20 px; the filter region (120 %) cuts what passes it.
        #expect(image.color(x: 11, y: 5)?.alpha == 1 && image.color(x: 9, y: 5)?.alpha == 0)
        #expect(image.color(x: 21, y: 35)?.alpha == 1 && image.color(x: 19, y: 35)?.alpha == 0)
    }

    @Test func whatIsNotSupportedWarnsAndDrawsTheStaticFilter() throws {
        let text = svg("""
            <filter id="f"><feGaussianBlur stdDeviation="2">
              <animate attributeName="stdDeviation" by="3" dur="1s"/></feGaussianBlur></filter>
            <filter id="unused"><feOffset dx="1"><animate attributeName="dx" to="3" dur="1s"/></feOffset></filter>
            <rect x="15" y="15" width="30" height="30" filter="url(#f)"/>
            <filter id="u"><set attributeName="filterUnits" to="userSpaceOnUse"/><feOffset dx="1"/></filter>
            <rect x="15" y="15" width="30" height="30" filter="url(#u)"/>
            """)
        let script = try ScriptTest.load(text)
        #expect(script.warnings.map(\.description) == [
            "test.svg:3:3: warning: <animate> of <feGaussianBlur> stdDeviation: by, additive and accumulate are not "
                + "supported on filters; skipped (see docs/Unsupported.md)",
            "test.svg:6:16: warning: <set> of <filter> filterUnits: only the filter's region (x, y, width, height) "
                + "animates; skipped (see docs/Unsupported.md)",
            "test.svg:4:38: warning: <animate> animates nothing Lamina draws as a layer (e.g. a gradient stop "
                + "or an element that is not drawn); skipped (see docs/Unsupported.md)",
        ])
        #expect(try script.render(at: 0.5).pngData() == script.render(at: 0).pngData())
    }

    @Test func resolvingAnimatedFiltersHasABudget() throws {
        // 4,000 values of a filter of 50 primitives: 204,000 primitives resolved.
        let values = (0..<4_000).map { "\($0 % 5)" }.joined(separator: ";")
        let offsets = String(repeating: "<feOffset dx=\"1\"/>", count: 49)
        let text = svg("""
            <filter id="f">\(offsets)<feGaussianBlur stdDeviation="1">
              <animate attributeName="stdDeviation" values="\(values)" dur="10s"/></feGaussianBlur></filter>
            <rect width="10" height="10" filter="url(#f)"/>
            """)
        #expect(throws: ScriptDiagnostic.self) { try ScriptTest.load(text) }
        do { _ = try ScriptTest.load(text) } catch {
            #expect("\(error)" == "test.svg:3:3: error: <animate>: expected at most 200000 filter primitives resolved for "
                    + "animations in the script, found more")
        }
    }
}
