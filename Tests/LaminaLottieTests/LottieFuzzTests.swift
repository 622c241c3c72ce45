// No input crashes or hangs the Lottie reader: the samples mutated thousands of times (bytes
// flipped, inserted, deleted, spans duplicated, hostile tokens spliced in) must each load or
// fail with a LottieError, and render a frame when they load.
import Foundation
import Lamina
import LaminaTestSupport
import Testing
@testable import LaminaLottie

@Suite struct LottieFuzzTests {
    /// Tokens that reach the corners of the format.
    static let tokens = [
        "1e999", "-1e308", "-0", "0.5", "99999999", "null", "true", "[]", "{}", "\"\"", "[[[[", "]]]]", "\\u",
        "\"\\uD800\"", #""h":1"#, #""t":-5"#, #""s":[]"#, #""a":1"#, #""ty":0"#, #""ty":"gr""#, #""refId":"x""#,
        #""parent":1"#, #""sr":0"#, #""tm":{"a":1,"k":[{"t":0,"s":[1e9]}]}"#, #""k":[{"t":0}]"#, ",", ":",
        #""o":{"x":[2],"y":[0]}"#, #""pt":{"a":0,"k":1e9}"#, #""j":-1e308"#, #""lh":1e308"#, #""sz":[1e308,1]"#,
        #""mm":3"#, #""mm":1e300"#, #"{"ty":"mm","mm":5}"#, #""tp":1"#, #""x":{"a":0,"k":-1e9}"#, #""so":{"a":0,"k":1e9}"#,
        #""o":{"a":0,"k":-7.5}"#, #""m":2"#, #""lc":1e300"#, #""bm":-1e300"#, #""tt":1e300"#, #""ty":1e300"#,
    ]

    /// The mutations, with this format's tokens.
    static let mutator = ByteMutator(tokens: tokens)

    @Test func mutatedSamplesNeverCrash() throws {
        var rng = SplitMix64(state: 0x10771E)
        var loaded = 0
        for name in LottieSampleTests.names {
            let original = try [UInt8](Data(contentsOf: LottieSampleTests.folder.appendingPathComponent("\(name).json")))
            for _ in 0..<300 {
                var bytes = original
                for _ in 0..<Int.random(in: 1...4, using: &rng) { Self.mutator.mutate(&bytes, &rng) }
                let animation: LottieAnimation
                do {
                    animation = try LottieAnimation(data: Data(bytes), baseURL: nil)
                } catch {
                    #expect(error is LottieError, "\(error)")
                    continue
                }
                loaded += 1
                // Drawing may refuse what Lamina's own checks refuse (an error), never crash.
                let time = Double.random(in: -1...2, using: &rng)
                _ = try? Renderer().render(try RenderTree(animation.makeLayer()), at: time)
            }
        }
        #expect(loaded > 150)
    }

    /// Numbers far past what any file means trap nowhere: an out point of 1e300 frames under an
    /// expression and under two trims (sampled frame by frame), and a Levels channel of 1e300 on
    /// an animated effect. Each trapped converting a frame count or the channel to an integer.
    @Test func numbersFarPastAnyFilesDrawWithoutTrapping() throws {
        let bar = #"{"ty":"rc","p":{"a":0,"k":[20,0]},"s":{"a":0,"k":[40,6]},"r":{"a":0,"k":0}},"#
            + #"{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}}"#
        let expression = #"[{"ty":4,"ip":0,"op":1e300,"ks":{"r":{"a":0,"k":0,"x":"time * 40"}},"shapes":["# + bar + "]}]"
        let line = #"{"ty":"sh","ks":{"a":0,"k":{"c":false,"v":[[0,50],[100,50]],"i":[[0,0],[0,0]],"o":[[0,0],[0,0]]}}},"#
            + #"{"ty":"st","c":{"a":0,"k":[0,0,0,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":10},"lc":1,"lj":1},"#
            + #"{"ty":"tm","s":{"a":0,"k":0},"e":{"a":0,"k":50},"o":{"a":0,"k":0}},"#
            + #"{"ty":"tm","s":{"a":0,"k":50},"e":{"a":1,"k":[{"t":0,"s":[50],"i":{"x":[1],"y":[1]},"o":{"x":[0],"y":[0]}},"#
            + #"{"t":1e299,"s":[100]}]},"o":{"a":0,"k":0}}"#
        let trims = #"[{"ty":4,"ip":0,"op":1e300,"ks":{},"shapes":["# + line + "]}]"
        let parameters = ["1e300", "0", "0", "1", "1", "0"].map(LottieColorEffectsTests.parameter)
            + [#"{"v":{"a":1,"k":[{"t":0,"s":[0.5],"o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}},{"t":10,"s":[1]}]}}"#]
        let levels = #"[{"ty":4,"ip":0,"op":30,"ks":{},"ef":[{"ty":5,"mn":"ADBE Easy Levels2","ef":["#
            + parameters.joined(separator: ",") + "]}],\"shapes\":[" + bar + "]}]"
        for layers in [expression, trims, levels] {
            let json = LottieErrorTests.file(layers: layers).replacingOccurrences(of: #""op":30,"w""#, with: layers == levels ? #""op":30,"w""# : #""op":1e300,"w""#)
            let animation = try LottieAnimation(data: Data(json.utf8), baseURL: nil)
            for frame in [0.0, 10, 1e299] {
                let tree = try RenderTree(animation.makeLayer(options: LottieLayerOptions(frame: frame)))
                _ = try Renderer().render(tree, at: animation.time(ofFrame: frame))
            }
            // A tree of every frame may pass the sampling limit (an error), never trap.
            do {
                _ = try Renderer().render(try RenderTree(animation.makeLayer()), at: animation.time(ofFrame: 5e299))
            } catch {
                #expect(error is LottieError, "\(error)")
            }
        }
    }

    /// dotLottie archives (ZIP, deflated) with bytes mutated: each loads or fails with a
    /// LottieError, never crashes or hangs the reader. (ZIPFoundation's in-memory archives
    /// trapped on the first few hundred; read from a file, it hung on a deflate stream that did
    /// not end. Lamina's reader checks every file's bounds, stream end and CRC-32, so only the
    /// mutations that miss the compressed data, 20 of these 1,000, load.)
    @Test func mutatedArchivesNeverCrash() throws {
        var rng = SplitMix64(state: 0xD07107)
        let original = [UInt8](try DotLottieTests.archive([
            ("manifest.json", Data(#"{"animations":[{"id":"a"}]}"#.utf8)),
            ("animations/a.json", try DotLottieTests.animation(folder: "images/")),
            ("images/pic.jpg", try LottieImageTests.fixture("two-colour.jpg")),
        ]))
        #expect(Self.loadMutations(of: [original], rounds: 1_000, &rng) > 10)
    }

    /// Gzip-compressed stickers and plain ZIP files (the JSON and its picture in a folder, with
    /// a macOS resource fork) with bytes mutated: each loads or fails with a LottieError (most
    /// fail their stream's or CRC-32's check; 24 of these 1,000 load).
    @Test func mutatedStickersAndZipFilesNeverCrash() throws {
        var rng = SplitMix64(state: 0x76_5A1F)
        let sticker = [UInt8](try Data(contentsOf: LottieZipAndGzipTests.sticker))
        let zip = [UInt8](try DotLottieTests.archive([
            ("anim/data.json", try DotLottieTests.animation(folder: "images/")),
            ("__MACOSX/anim/._data.json", Data([0, 5, 22, 7])),
            ("anim/images/pic.jpg", try LottieImageTests.fixture("two-colour.jpg")),
        ]))
        #expect(Self.loadMutations(of: [sticker, zip], rounds: 1_000, &rng) > 10)
    }

    /// Loads `rounds` copies of `originals` (in turn), each with one to three mutations, and
    /// renders what loads at 0 s; what does not load must fail with a LottieError.
    /// - Returns: how many loaded.
    static func loadMutations(of originals: [[UInt8]], rounds: Int, _ rng: inout SplitMix64) -> Int {
        var loaded = 0
        for round in 0..<rounds {
            var bytes = originals[round % originals.count]
            for _ in 0..<Int.random(in: 1...3, using: &rng) { mutator.mutate(&bytes, &rng) }
            do {
                let animation = try LottieAnimation(data: Data(bytes), baseURL: nil)
                loaded += 1
                _ = try? Renderer().render(try RenderTree(animation.makeLayer()), at: 0)
            } catch {
                #expect(error is LottieError, "\(error)")
            }
        }
        return loaded
    }
}
