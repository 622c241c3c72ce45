// Backdrop blur parameters far out of range, as a script can write them: bounded, never a trap.
import Foundation
import LaminaRender
import Testing

@Suite struct BackdropBlurLimitTests {
    @Test func hugeSigmaDownsamplesByTheMostAllowed() {
        #expect(BackdropBlur.downsampleFactor(sigma: 1e30) == 8)
        #expect(BackdropBlur.downsampleFactor(sigma: 60) == 8)
        #expect(BackdropBlur.downsampleFactor(sigma: 47) == 7)
    }

    @Test func hugeSaturationClampsInsteadOfOverflowing() throws {
        // Premultiplied opaque (200, 100, 50): luma 0.2126·200 + 0.7152·100 + 0.0722·50 = 117.6.
        let image = try Image(width: 1, height: 1, pixels: [0xFF_C8_64_32])
        // Any factor this large pushes every channel apart from the luma to 0 or alpha.
        #expect(try image.saturated(by: 1e30).pixels == [0xFF_FF_00_00])
        #expect(try image.saturated(by: -1e30).pixels == [0xFF_00_FF_FF])
    }
}
