// Track mattes (`tt`) as lottie-ios's Core Animation engine applies them (and luma mattes, which
// it lacks, as After Effects does), probed at pixels whose value is exact:
// Samples/matte-inverted.json masks a blue rectangle by the inverse of a circle at 60 % opacity
// that moves from x = 20 to x = 80.
import Foundation
import Lamina
import LaminaLottie
import Testing

@Suite struct LottieMatteTests {
    @Test func alphaInvertedMatteShowsTheLayerWhereTheMatteIsNot() throws {
        let animation = try LottieSampleTests.load("matte-inverted")
        let image = try Renderer().render(try RenderTree(animation.makeLayer()), at: animation.time(ofFrame: 0))
        let inside = try #require(image.color(x: 20, y: 50)), outside = try #require(image.color(x: 80, y: 50))
        #expect(abs(inside.alpha - 0.4) < 0.01)  // 1 − the matte's 0.6
        #expect(outside.alpha == 1 && abs(outside.blue - 0.9) < 0.01)
    }

    /// Samples/matte-luma.json: red through bands of white, 50 % grey and black and an empty
    /// band, by luma (top) and inverted luma (bottom).
    @Test func lumaMattesShowTheLayerByTheMattesLuminance() throws {
        let animation = try LottieSampleTests.load("matte-luma")
        #expect(animation.warnings.isEmpty, "\(animation.warnings)")
        let image = try Renderer().render(try RenderTree(animation.makeLayer()), at: 0)
        let luma = [15, 45, 75, 105].map { image.color(x: $0, y: 25)?.alpha ?? -1 }
        let inverted = [15, 45, 75, 105].map { image.color(x: $0, y: 75)?.alpha ?? -1 }
        for (alpha, expected) in zip(luma, [1.0, 0.5, 0, 0]) { #expect(abs(alpha - expected) < 0.01, "luma \(luma)") }
        for (alpha, expected) in zip(inverted, [0.0, 0.5, 1, 1]) { #expect(abs(alpha - expected) < 0.01, "inverted \(inverted)") }
    }

    @Test func aMatteModeLottieDoesNotDefineWarns() throws {
        var json = try String(contentsOf: LottieSampleTests.folder.appendingPathComponent("matte-inverted.json"), encoding: .utf8)
        json = json.replacingOccurrences(of: "\"tt\": 2", with: "\"tt\": 7")
        let animation = try LottieAnimation(data: Data(json.utf8), baseURL: nil)
        #expect(animation.warnings.map(\.path) == ["layers[1].tt"])
        let image = try Renderer().render(try RenderTree(animation.makeLayer()), at: 0)
        #expect(image.color(x: 20, y: 50)?.alpha == 1)
    }

    /// Newer files name a layer's matte by index (`tp`): here a circle (`td`, index 1) mattes
    /// the blue rectangle after it and the green one after that, over an unmatted red one.
    @Test func aMatteParentNamesTheMatteByIndex() throws {
        func rect(_ index: Int, x: Int, color: String, matte: Bool) -> String {
            #"{"ty":4,"ind":"# + "\(index)" + #","ip":0,"op":30,"ks":{},"# + (matte ? #""tt":1,"tp":1,"# : "")
                + #""shapes":[{"ty":"rc","p":{"a":0,"k":["# + "\(x)" + #",50]},"s":{"a":0,"k":[40,100]}},"#
                + #"{"ty":"fl","c":{"a":0,"k":["# + color + #"]},"o":{"a":0,"k":100}}]}"#
        }
        let circle = #"{"ty":4,"ind":1,"td":1,"ip":0,"op":30,"ks":{},"shapes":[{"ty":"el","p":{"a":0,"k":[50,50]},"#
            + #""s":{"a":0,"k":[60,60]}},{"ty":"fl","c":{"a":0,"k":[1,1,1]},"o":{"a":0,"k":100}}]}"#
        let layers = "[" + [circle, rect(3, x: 30, color: "0,0,1", matte: true), rect(4, x: 70, color: "0,1,0", matte: true),
                            rect(2, x: 50, color: "1,0,0", matte: false)].joined(separator: ",") + "]"
        let animation = try LottieErrorTests.load(LottieErrorTests.file(layers: layers))
        #expect(animation.warnings.isEmpty, "\(animation.warnings)")
        let image = try Renderer().render(try RenderTree(animation.makeLayer()), at: 0)
        // Inside the circle, the matted blue and green lie over the red; outside it, only red.
        let blue = try #require(image.color(x: 30, y: 50)), green = try #require(image.color(x: 70, y: 50))
        #expect(blue.blue > 0.9 && blue.red < 0.1 && green.green > 0.9 && green.red < 0.1)
        // Outside the circle, the green is matted away too (the layer before it is no matte).
        let outside = try #require(image.color(x: 65, y: 5))
        #expect(outside.red > 0.9 && outside.green < 0.1)
        #expect(image.color(x: 5, y: 50)?.alpha == 0)
    }

    /// Files stripped of defaults (Telegram's stickers, lottie-android's `TgsWithoutOpacity`)
    /// leave `td` out: the layer just before a matted one is its matte and is not drawn, as
    /// lottie-ios pairs them (`pairedLayersAndMasks`), lottie-android and rlottie. A matted
    /// layer first in the list has no matte, with a warning.
    @Test func withoutTdTheLayerBeforeIsTheMatte() throws {
        let circle = #"{"ty":4,"ip":0,"op":30,"ks":{},"shapes":[{"ty":"el","p":{"a":0,"k":[50,50]},"#
            + #""s":{"a":0,"k":[60,60]}},{"ty":"fl","c":{"a":0,"k":[1,1,1]},"o":{"a":0,"k":100}}]}"#
        let blue = #"{"ty":4,"tt":1,"ip":0,"op":30,"ks":{},"shapes":[{"ty":"rc","p":{"a":0,"k":[50,50]},"#
            + #""s":{"a":0,"k":[100,100]}},{"ty":"fl","c":{"a":0,"k":[0,0,1]},"o":{"a":0,"k":100}}]}"#
        let animation = try LottieErrorTests.load(LottieErrorTests.file(layers: "[\(circle),\(blue)]"))
        #expect(animation.warnings.isEmpty, "\(animation.warnings)")
        let image = try Renderer().render(try RenderTree(animation.makeLayer()), at: 0)
        #expect(image.pixel(x: 50, y: 50) == 0xFF00_00FF)  // blue inside the circle, no white circle over it
        #expect(image.pixel(x: 5, y: 5) == 0)              // and nothing outside
        let alone = try LottieErrorTests.load(LottieErrorTests.file(layers: "[\(blue),\(circle)]"))
        #expect(alone.warnings.map(\.description)
                == ["layers[0].tt: warning: no layer precedes the layer to be its matte; drawn without a matte"])
    }
}
