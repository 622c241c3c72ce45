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
        "<filter id='a' x='-9' width='99'><feGaussianBlur stdDeviation='1e9 0'/><feOffset dx='-1e9'/>"
            + "<feComposite operator='arithmetic' k1='1e308' in2='SourceAlpha'/><feMerge><feMergeNode/></feMerge></filter>",
        " filter='url(#a)'", " filter='blur(1e30) drop-shadow(red 1e9 1e9 1e9) hue-rotate(1e308deg)'",
    ]

    /// One mutation of `bytes`.
    static func mutate(_ bytes: inout [UInt8], _ rng: inout SplitMix64) {
        guard !bytes.isEmpty else { return }
        let at = Int.random(in: 0..<bytes.count, using: &rng)
        switch Int.random(in: 0..<6, using: &rng) {
        case 0: bytes[at] = UInt8.random(in: 0...255, using: &rng)
        case 1: bytes.remove(at: at)
        case 2: bytes.insert(UInt8.random(in: 32...126, using: &rng), at: at)
        case 3: bytes.insert(contentsOf: Array(tokens[Int.random(in: 0..<tokens.count, using: &rng)].utf8), at: at)
        case 4:
            let end = min(bytes.count, at + Int.random(in: 1...64, using: &rng))
            bytes.insert(contentsOf: Array(bytes[at..<end]), at: end)
        default:
            bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...32, using: &rng)))
        }
    }

    @Test func mutatedSamplesNeverCrashOrHang() throws {
        let folder = SampleScriptTests.folder
        let seeds = try SampleScriptTests.names.map { try Array(Data(contentsOf: folder.appendingPathComponent("\($0).svg"))) }
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
            for _ in 0..<Int.random(in: 1...4, using: &rng) { Self.mutate(&bytes, &rng) }
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
}
