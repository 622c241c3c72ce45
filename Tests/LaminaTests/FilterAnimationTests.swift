// Animating Layer.filters: filters blend number by number when their structure matches, and an
// animated filter renders as the static filter of the value at that time.
import Foundation
import Testing
@testable import Lamina

@Suite struct FilterAnimationTests {
    private let region = CGRect(x: -10, y: -10, width: 40, height: 40)

    private func blur(_ sigma: CGFloat, flood: Color = .red) -> Filter {
        Filter([FilterPrimitive(.gaussianBlur(standardDeviation: CGSize(width: sigma, height: sigma / 2))),
                FilterPrimitive(.flood(flood), result: "tint"),
                FilterPrimitive(.composite(.arithmetic(k1: 0, k2: sigma / 10, k3: 1, k4: 0), .named("tint")))],
               region: region)
    }

    @Test func numbersBlendOneByOne() throws {
        let half = try Filter.interpolate(blur(2), blur(10, flood: .blue), fraction: 0.5)
        #expect(half.primitives[0].effect == .gaussianBlur(standardDeviation: CGSize(width: 6, height: 3)))
        #expect(half.primitives[1].effect == .flood(Color(red: 0.5, green: 0, blue: 0.5)))
        #expect(half.primitives[2].effect == .composite(.arithmetic(k1: 0, k2: 0.6, k3: 1, k4: 0), .named("tint")))
        #expect(half.primitives[1].result == "tint" && half.region == region)
        #expect(blur(2).numbers.count == 4 + 2 + 4 + 4)
        let moved = try Filter.interpolate(Filter([], region: .zero), Filter([], region: region), fraction: 0.25)
        #expect(moved.region == CGRect(x: -2.5, y: -2.5, width: 10, height: 10))
    }

    /// A filter is finite when all its numbers are: its region, subregions and parameters.
    @Test func aFilterIsFiniteWhenEveryNumberIs() {
        #expect(blur(2).isFinite && Filter([], region: region).isFinite)
        #expect(!blur(.infinity).isFinite && !blur(.nan).isFinite)
        #expect(!Filter([], region: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1)).isFinite)
        var subregion = blur(2)
        subregion.primitives[1].subregion = CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)
        #expect(!subregion.isFinite)
    }

    @Test func transferFunctionsMatricesAndLightsBlend() throws {
        let light = { (z: CGFloat) in
            FilterLighting(.specular(constant: z, exponent: 2 * z),
                           light: .spot(.init(x: z, y: 0, z: 1), pointsAt: .init(x: 0, y: 0, z: 0),
                                        specularExponent: 1, limitingConeAngle: 10 * z), surfaceScale: 1)
        }
        let a = Filter([FilterPrimitive(.componentTransfer(red: .table([0, 1]), green: .gamma(amplitude: 1, exponent: 2, offset: 0),
                                                           blue: .identity, alpha: .linear(slope: 1, intercept: 0))),
                        FilterPrimitive(.colorMatrix(Array(repeating: 0, count: 20))),
                        FilterPrimitive(.lighting(light(1)))], region: region)
        let b = Filter([FilterPrimitive(.componentTransfer(red: .table([1, 0]), green: .gamma(amplitude: 3, exponent: 2, offset: 1),
                                                           blue: .identity, alpha: .linear(slope: 0, intercept: 1))),
                        FilterPrimitive(.colorMatrix(Array(repeating: 1, count: 20))),
                        FilterPrimitive(.lighting(light(3)))], region: region)
        let half = try Filter.interpolate(a, b, fraction: 0.5)
        #expect(half.primitives[0].effect == .componentTransfer(red: .table([0.5, 0.5]),
                                                               green: .gamma(amplitude: 2, exponent: 2, offset: 0.5),
                                                               blue: .identity, alpha: .linear(slope: 0.5, intercept: 0.5)))
        #expect(half.primitives[1].effect == .colorMatrix(Array(repeating: 0.5, count: 20)))
        #expect(half.primitives[2].effect == .lighting(light(2)))
    }

    /// Different primitives, inputs, names, modes or list lengths cannot blend.
    @Test func differentStructuresAreRefused() {
        let other = [
            Filter(Array(blur(2).primitives.prefix(2)), region: region),
            Filter([FilterPrimitive(.offset(CGSize(width: 2, height: 1)))] + blur(2).primitives.dropFirst(), region: region),
            Filter(blur(2).primitives.enumerated().map { index, p in
                var p = p
                if index == 1 { p.result = "other" }
                return p
            }, region: region),
            Filter(blur(2).primitives.map { p in
                var p = p
                p.colorSpace = .sRGB
                return p
            }, region: region),
        ]
        for filter in other {
            #expect(throws: AnimationError.self) { try Filter.interpolate(blur(2), filter, fraction: 0.5) }
        }
        #expect(throws: AnimationError.self) {
            try [Filter].interpolate([blur(2)], [blur(2), blur(3)], fraction: 0.5)
        }
    }

    /// A blur animated from σ 0 to 4 over one second shows, at 0.5 s, exactly the static σ 2.
    @Test func anAnimatedBlurRendersAsTheStaticOneOfThatMoment() throws {
        func scene() -> (root: Layer, square: Layer) {
            let root = Layer()
            root.bounds = CGRect(x: 0, y: 0, width: 30, height: 30)
            let square = Layer()
            square.frame = CGRect(x: 10, y: 10, width: 10, height: 10)
            square.backgroundColor = .blue
            root.addSublayer(square)
            return (root, square)
        }
        func filter(_ sigma: CGFloat) -> Filter {
            Filter([FilterPrimitive(.gaussianBlur(standardDeviation: CGSize(width: sigma, height: sigma)))],
                   region: CGRect(x: -10, y: -10, width: 30, height: 30))
        }
        let (animated, square) = scene()
        square.filters = [filter(0)]
        var animation = BasicAnimation(keyPath: .filters, from: [filter(0)], to: [filter(4)])
        animation.duration = 1
        try square.add(animation, forKey: "blur")
        let (still, stillSquare) = scene()
        stillSquare.filters = [filter(2)]
        let renderer = Renderer()
        let moving = try renderer.render(try animated.commit().evaluated(at: 0.5))
        let expected = try renderer.render(still)
        #expect(moving.pixels == expected.pixels)
        #expect(moving.pixels != (try renderer.render(try animated.commit().evaluated(at: 0))).pixels)
    }
}
