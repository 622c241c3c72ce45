// libFuzzer entry point for the Lottie reader: every input is loaded as a Lottie file and, when
// it loads, built into layers and rendered small at three moments. Any crash, hang or sanitizer
// report is a bug; a LottieError is the expected answer to bad input.
import Foundation
import Lamina
import LaminaLottie

/// Limits a sixteenth of the defaults (the sanitizers run about ten times slower than a release
/// build), so that no input can pass libFuzzer's `-timeout=10` or `-rss_limit_mb=2048`.
private let limits: LottieLimits = {
    var limits = LottieLimits()
    limits.maxKeyframes = 10_000
    limits.maxLayers = 10_000
    limits.maxSide = 1024
    limits.maxSampledValues = 100_000
    limits.maxDecodedImagePixels = 1 << 20
    return limits
}()

/// A render a sixteenth of the default budget, at a quarter of the animation's size.
private let renderer: Renderer = {
    let full = RenderBudget()
    return Renderer(scale: 0.25, budget: RenderBudget(dashSegments: full.dashSegments / 16,
                                                      blurPixels: full.blurPixels / 16,
                                                      drawnPixels: full.drawnPixels / 16,
                                                      edgeRows: full.edgeRows / 16, work: full.work / 16))
}()

/// One fuzz input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    guard let animation = try? LottieAnimation(data: data, baseURL: nil, limits: limits),
          let tree = try? RenderTree(try animation.makeLayer()) else { return 0 }
    for progress in [0, 0.5, 1.0] {
        _ = try? renderer.render(tree, at: progress * animation.duration)
    }
    return 0
}

/// libFuzzer's driver, for programs that bring their own `main`.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(_ argc: UnsafeMutablePointer<CInt>,
                     _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                     _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt) -> CInt

/// SwiftPM links an executable's entry point as `<module>_main`; hand control to libFuzzer.
@_cdecl("LottieFuzzer_main")
public func lottieFuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments) { fuzz($0, $1) }
}
