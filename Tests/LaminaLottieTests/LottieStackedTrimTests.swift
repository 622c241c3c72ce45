// Trims that cut the outline itself (TrimModel+Evaluation.swift): several trims on one stroke
// chain as After Effects, lottie-web and ThorVG chain them, while a fill's trims stay unapplied
// (as lottie-ios's Core Animation engine leaves them). The window's arithmetic is checked against
// lottie-web's TrimModifier, the cut paths point by point, and the drawing pixel by pixel;
// Samples/trim-stacked.json (LottieSampleTests' goldens) draws as ThorVG 1.0.4 draws it, to the
// pixel, at frames 0, 15 and 29.
import Foundation
import Lamina
import LaminaGeometry
import Testing
@testable import LaminaLottie

@Suite struct LottieStackedTrimTests {
    /// A trim read from JSON members `s`, `e` and `o`.
    private func trim(_ members: String) throws -> TrimModel {
        let document = try JSONReader.parse(Data(#"{"ty":"tm",\#(members)}"#.utf8), maxDepth: 16, base: "tm")
        return try TrimModel(JSONNode(document: document), LottieDiagnostics(limits: LottieLimits()))
    }

    /// A 100-point square from the origin, clockwise: 400 points long, a quarter per side.
    private let square = BezierPath(elements: [.move(to: CGPoint(x: 0, y: 0)), .line(to: CGPoint(x: 100, y: 0)),
                                               .line(to: CGPoint(x: 100, y: 100)), .line(to: CGPoint(x: 0, y: 100)),
                                               .closeSubpath])

    /// The points a path passes through, each rounded to 10⁻⁶ (nil for a close).
    private func points(_ path: BezierPath) -> [String] {
        path.elements.map { element in
            switch element {
            case .move(let p): "M \(round(p.x)) \(round(p.y))"
            case .line(let p): "L \(round(p.x)) \(round(p.y))"
            case .quadCurve(let p, _), .curve(let p, _, _): "C \(round(p.x)) \(round(p.y))"
            case .closeSubpath: "Z"
            }
        }
    }

    private func round(_ value: CGFloat) -> Double { (Double(value) * 1e6).rounded() / 1e6 }

    @Test func theWindowIsLottieWebs() throws {
        // Ordered, offset by degrees / 360, and both ends clamped to 0–100 % before the offset.
        #expect(try trim(#""s":{"a":0,"k":60},"e":{"a":0,"k":10},"o":{"a":0,"k":90}"#).window(at: 0) == (0.35, 0.85))
        #expect(try trim(#""s":{"a":0,"k":-20},"e":{"a":0,"k":150},"o":{"a":0,"k":0}"#).window(at: 0) == (0, 1))
        // A negative offset turns the other way: −90° is 270°.
        #expect(try trim(#""s":{"a":0,"k":10},"e":{"a":0,"k":60},"o":{"a":0,"k":-90}"#).window(at: 0) == (0.85, 1.35))
        // 720° + 36° is 36°; the ends are rounded to 10⁻⁴.
        #expect(try trim(#""s":{"a":0,"k":0},"e":{"a":0,"k":33.333333},"o":{"a":0,"k":756}"#).window(at: 0) == (0.1, 0.4333))
    }

    @Test func aTrimCutsTheOutlineItself() throws {
        let half = try trim(#""s":{"a":0,"k":0},"e":{"a":0,"k":50},"o":{"a":0,"k":0}"#)
        #expect(points(half.trim(square, at: 0)) == ["M 0.0 0.0", "L 100.0 0.0", "L 100.0 100.0"])
        // Start and end at one place leave nothing; 0–100 % leaves the path as it is.
        let none = try trim(#""s":{"a":0,"k":40},"e":{"a":0,"k":40},"o":{"a":0,"k":0}"#)
        #expect(none.trim(square, at: 0).isEmpty)
        let whole = try trim(#""s":{"a":0,"k":0},"e":{"a":0,"k":100},"o":{"a":0,"k":0}"#)
        #expect(whole.trim(square, at: 0) == square)
    }

    @Test func aWindowPastTheEndContinuesIntoTheClosedContoursStart() throws {
        // 0–50 % turned by 270°: 75 % → 125 %, the left side then the top, one open piece.
        let wrapped = try trim(#""s":{"a":0,"k":0},"e":{"a":0,"k":50},"o":{"a":0,"k":270}"#)
        #expect(points(wrapped.trim(square, at: 0)) == ["M 0.0 100.0", "L 0.0 0.0", "L 100.0 0.0"])
        // On an open path the two pieces stay apart.
        let open = BezierPath(elements: [.move(to: .zero), .line(to: CGPoint(x: 100, y: 0))])
        #expect(points(wrapped.trim(open, at: 0)) == ["M 75.0 0.0", "L 100.0 0.0", "M 0.0 0.0", "L 25.0 0.0"])
    }

    @Test func stackedTrimsCutWhatTheEarlierOnesLeft() throws {
        let threeQuarters = try trim(#""s":{"a":0,"k":0},"e":{"a":0,"k":75},"o":{"a":0,"k":0}"#)
        let half = try trim(#""s":{"a":0,"k":0},"e":{"a":0,"k":50},"o":{"a":0,"k":0}"#)
        // Half of the 300 points the first leaves: 150 points, to the middle of the right side.
        #expect(points([threeQuarters, half].trim(square, at: 0)) == ["M 0.0 0.0", "L 100.0 0.0", "L 100.0 50.0"])
    }

    /// The animation of one shape layer holding `items`, 100 × 100 points, frames 0–10 at 10 fps.
    private func animation(_ items: String) throws -> LottieAnimation {
        let json = #"{"v":"5.7.0","fr":10,"ip":0,"op":11,"w":100,"h":100,"layers":[{"ty":4,"ind":1,"ip":0,"op":11,"st":0,"#
            + #""ks":{},"shapes":["# + items + "]}]}"
        return try LottieAnimation(data: Data(json.utf8), baseURL: nil)
    }

    /// The alpha of each pixel of `xs` on row `y` at `frame` (premultiplied ARGB: the top byte).
    private func alphas(_ animation: LottieAnimation, _ xs: [Int], y: Int, at frame: Double) throws -> [UInt32] {
        let image = try Renderer().render(RenderTree(animation.makeLayer()), at: animation.time(ofFrame: frame))
        return xs.map { (image.pixel(x: $0, y: y) ?? 0) >> 24 }
    }

    @Test func aStrokeWithTwoTrimsDrawsWhatTheSecondLeavesOfTheFirst() throws {
        // A line from x = 0 to 100, 10 points wide with butt caps: the first trim keeps 0–50
        // points, the second the part from 50 % of that to 50 → 100 % over frames 0–10.
        let line = #"{"ty":"sh","ks":{"a":0,"k":{"c":false,"v":[[0,50],[100,50]],"i":[[0,0],[0,0]],"o":[[0,0],[0,0]]}}},"#
            + #"{"ty":"st","c":{"a":0,"k":[0,0,0,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":10},"lc":1,"lj":1},"#
            + #"{"ty":"tm","s":{"a":0,"k":0},"e":{"a":0,"k":50},"o":{"a":0,"k":0}},"#
            + #"{"ty":"tm","s":{"a":0,"k":50},"e":{"a":1,"k":[{"t":0,"s":[50],"i":{"x":[1],"y":[1]},"o":{"x":[0],"y":[0]}},"#
            + #"{"t":10,"s":[100]}]},"o":{"a":0,"k":0}}"#
        let stacked = try animation(line)
        #expect(stacked.warnings.isEmpty, "\(stacked.warnings)")
        let xs = [20, 26, 36, 40, 49, 51]
        // Frame 0: start and end meet (nothing); frame 5: 25–37.5 points; frame 10: 25–50.
        #expect(try alphas(stacked, xs, y: 50, at: 0) == [0, 0, 0, 0, 0, 0])
        #expect(try alphas(stacked, xs, y: 50, at: 5) == [0, 255, 255, 0, 0, 0])
        #expect(try alphas(stacked, xs, y: 50, at: 10) == [0, 255, 255, 255, 255, 0])
    }

    @Test func aFillsTrimIsNotAppliedAndWarns() throws {
        // A 100-point square filled through a trim of half its outline: filled whole.
        let square = #"{"ty":"rc","p":{"a":0,"k":[50,50]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0}},"#
            + #"{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}},"#
            + #"{"ty":"tm","s":{"a":0,"k":0},"e":{"a":0,"k":50},"o":{"a":0,"k":0}}"#
        let filled = try animation(square)
        #expect(filled.warnings.map(\.description)
                == ["layers[0].shapes[2]: warning: trim paths on fills are not applied (Core Animation trims strokes only)"])
        #expect(try alphas(filled, [10, 50, 90], y: 10, at: 0) == [255, 255, 255])
    }
}
