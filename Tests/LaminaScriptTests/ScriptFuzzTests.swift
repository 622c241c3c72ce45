// No input crashes or hangs the script reader: the sample scripts mutated thousands of times
// (bytes flipped, inserted, deleted, spans duplicated, hostile tokens spliced in) must each
// load or fail with a diagnostic, and render when they load.
import Foundation
import Lamina
import LaminaTestSupport
import Testing
@testable import LaminaScript

@Suite struct ScriptFuzzTests {

    /// Tokens that reach the corners of each grammar.
    static let tokens = [
        "1e999", "-1e308", "NaN", "inf", "-0", ".5.5", "99999999", "%", "url(#", "url(#a)", "#", "#fff",
        "rgb(", "hsl(1,2%,3%)", "currentColor", "<g>", "</g>", "<use href='#a'/>", " id='a'", "<!ENTITY",
        "&amp;", "&#0;", "<![CDATA[", "<?x?>", "<!-- a --", "]]>", "&#x1F600;", "\r\n",
        " transform='scale(1e308)'", " stroke-dasharray='0 0'",
        " pathLength='0'", " viewBox='0 0 0 0'", " clip-path='url(#a)'", " mask='url(#a)'", "<style>*{}</style>",
        " style='fill:'", "!important", " d='M0 0", "A1 1 0 1 1", " stroke-width='1e300'", " r='-1'",
        "<mask id='a'><rect width='9' height='9' fill='white'/></mask>", "<clipPath id='a'><use href='#a'/></clipPath>",
        "<linearGradient id='a' spreadMethod='reflect' x2='0.01'><stop/><stop offset='1' stop-color='red'/></linearGradient>",
        "<pattern id='a' width='0.001' height='1e9'><rect fill='url(#a)' width='1' height='1'/></pattern>",
        " fill='url(#a) red'", " xmlns='http://example.org/x'", "<x:y xmlns:x='urn:x'>", " xlink:href='#a'",
        "[x~=a]:first-child + g ~ *", " mask-type='alpha'", " systemLanguage='ru'", " style='transform:rotate(1turn)'",
        " fill='context-stroke'", " vector-effect='non-scaling-stroke'", " width='1vw'", " font-size='1e30em'",
        "<filter id='a' x='-9' width='99'><feGaussianBlur stdDeviation='1e9 0'/><feOffset dx='-1e9'/>"
            + "<feComposite operator='arithmetic' k1='1e308' in2='SourceAlpha'/><feMerge><feMergeNode/></feMerge></filter>",
        " filter='url(#a)'", " filter='blur(1e30) drop-shadow(red 1e9 1e9 1e9) hue-rotate(1e308deg)'",
        "<style>@font-face{font-family:F;font-weight:1 1000;src:url(data:font/woff2;base64,d09GMgABAAA) format(woff2),"
            + "url('data:font/ttf;base64,AAEAAAAA'),local(DejaVuSans-Bold)}</style>", " font-family='F, serif'",
    ]

    /// The mutations, with this format's tokens.
    static let mutator = ByteMutator(tokens: tokens)

    @Test func mutatedSamplesNeverCrashOrHang() throws {
        let folder = SampleScriptTests.folder
        let seeds = try SampleScriptTests.names.map { try Array(Data(contentsOf: folder.appendingPathComponent("\($0).svg"))) }
            + FeatureScriptTests.names.map {
                try Array(Data(contentsOf: FeatureScriptTests.folder.appendingPathComponent("\($0).svg")))
            }
            + AnimatedSampleScriptTests.samples.map {
                try Array(Data(contentsOf: AnimatedSampleScriptTests.folder.appendingPathComponent("\($0.name).svg")))
            }
        var rng = SplitMix64(state: 20_261_123)
        var options = ScriptOptions()
        options.baseFolder = folder
        // Rendered small so 3,000 cases take seconds; tight limits stop mutated <use> bombs early.
        options.scale = 0.25
        options.limits.maxDrawnElements = 2000
        var loaded = 0, failed = 0
        for iteration in 0..<3000 {
            var bytes = seeds[iteration % seeds.count]
            for _ in 0..<Int.random(in: 1...4, using: &rng) { Self.mutator.mutate(&bytes, &rng) }
            do {
                let script = try ShapeScript(data: Data(bytes), file: "fuzz.svg", options: options)
                loaded += 1
                // A render may still fail cleanly (an oversized canvas); it must not crash.
                _ = try? script.render()
            } catch let error as ScriptDiagnostic {
                failed += 1
                #expect(error.description.hasPrefix("fuzz.svg:"), "\(error)")
            }
        }
        #expect(loaded + failed == 3000)
        #expect(loaded > 300, "mutations should leave many scripts loadable, found \(loaded)")
    }

    /// The image decoders (PNG, JPEG, GIF, WebP, gzip and SVG images) fed mutated images in
    /// data: URLs: each image draws or is skipped with a warning, never a crash.
    @Test func mutatedImagesNeverCrash() throws {
        let seeds = try ["two-colour.png", "two-colour.jpg", "two-colour.gif", "two-colour.webp", "badge.svgz", "badge.svg"]
            .map { try Array(Data(contentsOf: FeatureScriptTests.folder.appendingPathComponent($0))) }
        var rng = SplitMix64(state: 20_261_125)
        var options = ScriptOptions()
        options.limits.maxDrawnElements = 2000
        options.limits.maxDecodedImagePixels = 1 << 20
        var drawn = 0
        for iteration in 0..<1200 {
            var bytes = seeds[iteration % seeds.count]
            // Half the cases keep the header whole, so the decoders get past their signatures.
            let keep = iteration % 2 == 0 ? min(16, bytes.count) : 0
            var tail = Array(bytes[keep...])
            for _ in 0..<Int.random(in: 1...4, using: &rng) { Self.mutator.mutate(&tail, &rng) }
            bytes = Array(bytes[..<keep]) + tail
            let text = "<svg width='8' height='8'><image width='8' height='8' href='data:;base64,"
                + Data(bytes).base64EncodedString() + "'/></svg>"
            do {
                let script = try ShapeScript(data: Data(text.utf8), file: "fuzz.svg", options: options)
                if script.warnings.isEmpty { drawn += 1 }
                _ = try? script.render()
            } catch let error as ScriptDiagnostic {
                #expect(error.description.hasPrefix("fuzz.svg:"), "\(error)")
            }
        }
        #expect(drawn > 40, "mutations should leave some images readable, found \(drawn)")
    }
}
