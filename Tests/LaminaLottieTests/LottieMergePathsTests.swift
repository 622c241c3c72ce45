// Merge Paths, which lottie-ios's Core Animation engine skips, combined as After Effects
// combines them and probed at pixels whose value is exact. Samples/merge-paths.json has four
// groups: a square and a circle added (and stroked: one outline round both), a circle less a
// square turned 45° by its own group, a square and a circle intersected (a quarter disc), and a
// square and a moving circle excluding each other.
import Foundation
import Lamina
import LaminaLottie
import Testing

@Suite struct LottieMergePathsTests {
    static func frame(_ frame: Double) throws -> Image {
        let animation = try LottieSampleTests.load("merge-paths")
        #expect(animation.warnings.isEmpty, "\(animation.warnings)")
        return try Renderer().render(try RenderTree(animation.makeLayer()), at: animation.time(ofFrame: frame))
    }

    static func alpha(_ image: Image, _ x: Int, _ y: Int) -> CGFloat { image.color(x: x, y: y)?.alpha ?? -1 }

    /// A merge counts its inputs' straight pieces (what its result can hold) and the pairs it
    /// may compare, six to a unit, against the sampling limit: two 60-sided polygons are 120
    /// pieces and 120 · 2 comparisons, 160 in all. (Counted by comparisons alone, lottie-web's
    /// `happy2016` demo passed the default limit, 1,000,000, and stopped.)
    @Test func aMergeCountsItsPiecesAndAFractionOfItsComparisons() throws {
        func polygon(_ dx: Double) -> String {
            let points = (0..<60).map { index -> String in
                let angle = Double(index) * .pi / 30
                return "[\(50 + dx + 30 * cos(angle)),\(50 + 30 * sin(angle))]"
            }
            let zeros = Array(repeating: "[0,0]", count: 60).joined(separator: ",")
            return #"{"ty":"sh","ks":{"a":0,"k":{"c":true,"v":["# + points.joined(separator: ",") + #"],"i":["# + zeros
                + #"],"o":["# + zeros + "]}}}"
        }
        let json = LottieErrorTests.file(layers: #"[{"ty":4,"ip":0,"op":30,"ks":{},"shapes":[{"ty":"gr","it":["#
            + polygon(0) + "," + polygon(10) + #",{"ty":"mm","mm":4},{"ty":"fl","c":{"a":0,"k":[1,0,0]}}]}]}]"#)
        var limits = LottieLimits()
        limits.maxSampledValues = 159
        #expect(throws: (any Error).self) { try LottieErrorTests.load(json, limits: limits) }
        limits.maxSampledValues = 160
        let animation = try LottieErrorTests.load(json, limits: limits)
        let image = try Renderer().render(try RenderTree(animation.makeLayer()), at: 0)
        #expect(Self.alpha(image, 55, 50) == 1 && Self.alpha(image, 22, 50) == 0)
    }

    @Test func addedPathsShareOneOutline() throws {
        let image = try Self.frame(0)
        // The square's right side (x = 36) runs inside the circle: no stroke there, only fill
        // (unmerged, the square's own outline would be stroked over it).
        let inside = try #require(image.color(x: 35, y: 30))
        #expect(inside.alpha == 1 && inside.red > 0.8 && inside.green < 0.3)
        // The stroke, listed before the fill, lies over it round the union.
        let edge = try #require(image.color(x: 12, y: 24))
        #expect(edge.alpha > 0.5 && edge.red < 0.3)
    }

    @Test func subtractedPathsCutTheTopmostUnderTheirGroupsTransforms() throws {
        let image = try Self.frame(0)
        #expect(Self.alpha(image, 90, 30) == 0)      // the diamond's centre
        #expect(Self.alpha(image, 90, 17) == 0)      // its top corner reaches y = 15.9
        // Inside the unturned square but outside the diamond: still the circle's.
        #expect(Self.alpha(image, 81, 21) == 1)
        #expect(Self.alpha(image, 76, 22) == 1)
    }

    @Test func intersectedPathsKeepTheirCommonArea() throws {
        let image = try Self.frame(0)
        #expect(Self.alpha(image, 33, 93) == 1)
        #expect(Self.alpha(image, 20, 80) == 0)      // the square's alone
        #expect(Self.alpha(image, 40, 100) == 0)     // the circle's alone
    }

    @Test func excludedPathsFollowTheAnimation() throws {
        let start = try Self.frame(0), end = try Self.frame(29)
        // At frame 0 the circle (centre 84, 84) lies inside the square: a hole.
        #expect(Self.alpha(start, 84, 84) == 0)
        #expect(Self.alpha(start, 74, 74) == 1)
        // At frame 29 it has moved to (108, 108): their overlap is empty, the rest filled.
        #expect(Self.alpha(end, 84, 84) == 1)
        #expect(Self.alpha(end, 97, 97) == 0)        // in both
        #expect(Self.alpha(end, 108, 108) == 1)      // the circle's alone
    }

    @Test func mergeModeOneChangesNothingAndABadModeWarns() throws {
        var json = try String(contentsOf: LottieSampleTests.folder.appendingPathComponent("merge-paths.json"), encoding: .utf8)
        json = json.replacingOccurrences(of: "\"mm\": 4", with: "\"mm\": 9")
        let animation = try LottieAnimation(data: Data(json.utf8), baseURL: nil)
        #expect(animation.warnings.map(\.description)
                == ["layers[0].shapes[2].it[2].mm: warning: expected a merge mode from 1 to 5, found 9.0; merged as mode 1 (one compound path)"])
        // Merged as one compound path, the square and the circle both show.
        let image = try Renderer().render(try RenderTree(animation.makeLayer()), at: 0)
        #expect(Self.alpha(image, 20, 80) == 1 && Self.alpha(image, 40, 100) == 1)
    }

    /// Two zigzags of 9,000 vertices each: 18,000 pieces, whose merge would compare up to
    /// 162 million pairs of them, passes the sampling limit (18,000 + 18,000 × 360 / 6 >
    /// 1,000,000) before any merging.
    @Test func aMergeTooCostlyIsAnErrorNamingIt() throws {
        func zigzag(_ offset: Int) -> String {
            let points = (0..<9_000).map { "[\($0 % 2 == 0 ? offset : offset + 5),\($0)]" }.joined(separator: ",")
            let zeros = Array(repeating: "[0,0]", count: 9_000).joined(separator: ",")
            return #"{"ty":"sh","ks":{"a":0,"k":{"c":true,"v":["# + points + #"],"i":["# + zeros + #"],"o":["# + zeros + #"]}}}"#
        }
        let layers = #"[{"ty":4,"ip":0,"op":30,"ks":{},"shapes":[{"ty":"gr","it":["# + zigzag(0) + "," + zigzag(2)
            + #",{"ty":"mm","mm":2},{"ty":"fl","c":{"a":0,"k":[1,0,0]},"o":{"a":0,"k":100}}]}]}]"#
        let json = #"{"v":"5.7.0","fr":30,"ip":0,"op":30,"w":100,"h":100,"layers":"# + layers + "}"
        #expect(throws: LottieError.self) { try LottieAnimation(data: Data(json.utf8), baseURL: nil) }
        do {
            _ = try LottieAnimation(data: Data(json.utf8), baseURL: nil)
        } catch {
            #expect("\(error)".contains("layers[0].shapes[0].it[2]") && "\(error)".contains("sampled"), "\(error)")
        }
    }

    /// A merge after a mode 1 merge takes the joined compound path as one input, as
    /// lottie-android's `absorbContent` does (LottieFiles' `Plane`: a globe of two paths merged,
    /// then intersected with nothing else, stays the globe). Here a square with a square hole
    /// (the inner one wound the other way) intersected with nothing is the ring, not the hole.
    @Test func aMergeAfterAJoiningMergeTakesTheJoinedPathAsOneInput() throws {
        func square(_ points: [[Int]]) -> String {
            let zeros = Array(repeating: "[0,0]", count: 4).joined(separator: ",")
            return #"{"ty":"sh","ks":{"a":0,"k":{"c":true,"v":"# + "\(points)" + #","i":["# + zeros + #"],"o":["# + zeros + "]}}}"
        }
        let outer = square([[10, 10], [90, 10], [90, 90], [10, 90]]), inner = square([[30, 30], [30, 70], [70, 70], [70, 30]])
        let json = LottieErrorTests.file(layers: #"[{"ty":4,"ip":0,"op":30,"ks":{},"shapes":[{"ty":"gr","it":["#
            + outer + "," + inner + #",{"ty":"mm","mm":1},{"ty":"mm","mm":4},{"ty":"fl","c":{"a":0,"k":[1,0,0]}}]}]}]"#)
        let animation = try LottieErrorTests.load(json)
        #expect(animation.warnings.isEmpty, "\(animation.warnings)")
        let image = try Renderer().render(try RenderTree(animation.makeLayer()), at: 0)
        #expect(image.pixel(x: 20, y: 50) == 0xFFFF_0000)  // the ring
        #expect(image.pixel(x: 50, y: 50) == 0)            // the hole
    }
}
