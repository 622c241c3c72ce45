// A Lottie gradient's colour and opacity stops, merged into the locations and colours of the
// gradient layer: exact values, and hard edges where two stops share a location (a rainbow of
// bands, as lottie-android's `TgsWithoutOpacity` sticker draws one).
import Foundation
import Lamina
@testable import LaminaLottie
import Testing

@Suite struct LottieGradientStopsTests {
    /// The model of a linear gradient fill with `stops` packed as `g.k`, `count` colour stops.
    static func model(_ count: Int, _ stops: [Double]) throws -> GradientModel {
        let json = #"{"ty":"gf","t":1,"g":{"p":"# + "\(count)" + #","k":{"a":0,"k":"# + "\(stops)"
            + #"}},"s":{"a":0,"k":[0,0]},"e":{"a":0,"k":[100,0]}}"#
        let node = JSONNode(document: try JSONReader.parse(Data(json.utf8), maxDepth: 64, base: ""))
        return try GradientModel(node, isStroke: false, LottieDiagnostics(limits: LottieLimits()))
    }

    @Test func colourAndOpacityStopsMergeInLocationOrder() throws {
        // Red at 0, blue at 1; opaque at 0.5, transparent at 1.
        let model = try Self.model(2, [0, 1, 0, 0, 1, 0, 0, 1, 0.5, 1, 1, 0])
        let (locations, colors) = model.gradientStops(model.stops.initialValue)
        #expect(locations == [0, 0.5, 1, 1])
        #expect(colors == [[1, 0, 0, 1], [0.5, 0, 0.5, 1], [0, 0, 1, 0], [0, 0, 1, 0]])
    }

    @Test func stopsSharingALocationMakeAHardEdge() throws {
        // Red to 0.5, then blue: two colour stops at 0.5, and an opacity step at 0.25.
        let model = try Self.model(4, [0, 1, 0, 0, 0.5, 1, 0, 0, 0.5, 0, 0, 1, 1, 0, 0, 1, 0.25, 0.5, 0.25, 1])
        let (locations, colors) = model.gradientStops(model.stops.initialValue)
        #expect(locations == [0, 0.25, 0.25, 0.5, 0.5, 1])
        #expect(colors == [[1, 0, 0, 0.5], [1, 0, 0, 0.5], [1, 0, 0, 1], [1, 0, 0, 1], [0, 0, 1, 1], [0, 0, 1, 1]])
    }

    /// Drawn, the edge is sharp: pure red just before the middle, pure blue just after (the
    /// stops were merged to the first colour of each pair, a smooth red-to-blue ramp).
    @Test func aHardEdgeDrawsSharp() throws {
        let json = #"{"v":"5.7","fr":30,"ip":0,"op":30,"w":100,"h":10,"layers":[{"ty":4,"ip":0,"op":30,"ks":{},"#
            + #""shapes":[{"ty":"rc","p":{"a":0,"k":[50,5]},"s":{"a":0,"k":[100,10]}},{"ty":"gf","t":1,"o":{"a":0,"k":100},"#
            + #""g":{"p":4,"k":{"a":0,"k":[0,1,0,0,0.5,1,0,0,0.5,0,0,1,1,0,0,1]}},"s":{"a":0,"k":[0,0]},"e":{"a":0,"k":[100,0]}}]}]}"#
        let animation = try LottieAnimation(data: Data(json.utf8), baseURL: nil)
        let image = try Renderer().render(try animation.makeLayer())
        #expect(image.pixel(x: 10, y: 5) == 0xFFFF_0000 && image.pixel(x: 48, y: 5) == 0xFFFF_0000)
        #expect(image.pixel(x: 52, y: 5) == 0xFF00_00FF && image.pixel(x: 90, y: 5) == 0xFF00_00FF)
    }
}
