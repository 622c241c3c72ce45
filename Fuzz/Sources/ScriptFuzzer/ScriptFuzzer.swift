// libFuzzer entry point: every input is loaded as a shape script and, when it loads, built into
// layers and rendered small. Any crash, hang or sanitizer report is a bug; a ScriptDiagnostic
// is the expected answer to bad input.
import Foundation
import LaminaScript

/// Options that keep each run fast: a small render and tight work limits.
private let options: ScriptOptions = {
    var options = ScriptOptions()
    options.scale = 0.25
    options.limits.maxDrawnElements = 5000
    options.limits.maxViewportSide = 1024
    return options
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    if let script = try? ShapeScript(data: data, file: "fuzz.svg", options: options) {
        _ = try? script.render()
    }
    return 0
}
