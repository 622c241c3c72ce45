// libFuzzer entry point: every input is loaded as a shape script and, when it loads, built into
// layers and rendered small. Any crash, hang or sanitizer report is a bug; a ScriptDiagnostic
// is the expected answer to bad input.
import Foundation
import Lamina
import LaminaScript

/// Options that keep each run fast under the sanitizers (about ten times slower than a release
/// build): a small render, and limits and a render budget a sixteenth of the defaults, so that
/// no input can pass libFuzzer's `-timeout=10` or `-rss_limit_mb=2048`.
private let options: ScriptOptions = {
    var options = ScriptOptions()
    options.scale = 0.25
    options.limits.maxDrawnElements = 5000
    options.limits.maxViewportSide = 1024
    options.limits.maxRasterPixels = 1 << 20
    options.limits.maxDecodedImagePixels = 1 << 20
    options.limits.maxSelectorTests = 1_000_000
    let full = RenderBudget()
    options.limits.renderBudget = RenderBudget(dashSegments: full.dashSegments / 16, blurPixels: full.blurPixels / 16,
                                               drawnPixels: full.drawnPixels / 16, edgeRows: full.edgeRows / 16,
                                               work: full.work / 16)
    return options
}()

/// One fuzz input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    if let script = try? ShapeScript(data: data, file: "fuzz.svg", options: options) {
        _ = try? script.render()
    }
    return 0
}

/// libFuzzer's driver, for programs that bring their own `main`.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(_ argc: UnsafeMutablePointer<CInt>,
                     _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                     _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt) -> CInt

/// SwiftPM links an executable's entry point as `<module>_main`; hand control to libFuzzer.
@_cdecl("ScriptFuzzer_main")
public func scriptFuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments) { fuzz($0, $1) }
}
