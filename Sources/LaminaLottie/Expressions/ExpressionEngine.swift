// Runs a build's Lottie expressions in one sandboxed Duktape heap (CDuktape), made when the
// first expression is evaluated: files without expressions never make one. The library
// (ExpressionLibrary.swift) is evaluated once per heap; each expression is compiled once per
// heap, then called once per frame through the library's runner: Bodymovin's form as a
// function returning `$bm_rt` (its own scope, as in lottie-web), an After Effects expression as
// written (`loopOut()`) as eval code whose completion value is the result. Every call has a CPU-time budget (``LottieLimits/expressionCallSeconds``)
// and all calls together another (``LottieLimits/expressionTotalSeconds``); the heap has a
// memory cap (``LottieLimits/expressionMemoryBytes``). A call that runs out of time discards
// the heap (the next call makes a new one).
import CDuktape
import Foundation

/// Why an expression gave no value.
struct ExpressionFailure: Error {
    /// What went wrong: the script's error, or the budget it ran out of.
    let message: String

    /// The warning of a property that falls back to its keyframes.
    var fallbackWarning: String { "the expression failed (\(message)); the keyframed value is used" }
}

/// The sandbox and the tables its host function reads.
final class ExpressionEngine {
    private var heap: OpaquePointer?
    /// The library's heap generation; a new heap needs the library again.
    private var libraryGeneration: UInt32 = 0
    /// Compiled expressions by source, with the heap generation that holds them.
    private var compiled: [String: (generation: UInt32, index: Int32)] = [:]
    /// CPU seconds left for all calls together.
    private var secondsLeft: Double
    /// Where each call's numbers come back, made once: a new 128 KB array a call was allocated
    /// from the kernel and cleared every time, a fifth of evaluating a simple expression.
    private var output = [Double](repeating: 0, count: Int(LAMINA_JS_MAX_NUMBERS))
    let limits: LottieLimits
    /// The diagnostics of the build, for decoding other layers' properties.
    unowned let diagnostics: LottieDiagnostics
    // What the host function reads (ExpressionEngine+Host.swift), numbered as first asked for.
    /// Properties by number: the ones evaluated and the ones expressions read.
    var properties: [Track<[Double]>] = []
    /// Layers by number, with their composition's number; `layerIDs` by node (the same layer
    /// of a precomp used twice is one).
    var layers: [(node: JSONNode, composition: Int)] = []
    var layerIDs: [JSONNode.Identity: Int] = [:]
    /// Compositions by number; `compositionIDs` by their first layer's node.
    var compositions: [ExpressionComposition] = []
    var compositionIDs: [JSONNode.Identity: Int] = [:]
    /// Other layers' transforms by layer number, decoded when first read.
    var transforms: [Int: TransformModel] = [:]
    /// Property numbers of other layers' transform properties and effect parameters, by layer and name.
    var namedProperties: [String: Int] = [:]

    init(limits: LottieLimits, diagnostics: LottieDiagnostics) {
        self.limits = limits
        self.diagnostics = diagnostics
        secondsLeft = limits.expressionTotalSeconds
    }

    deinit {
        if let heap { lamina_js_destroy(heap) }
    }

    /// The value of `source` at `seconds` (the composition's time) for the property `property`
    /// of layer `layer` in composition `composition`, whose keyframed value there is `value`
    /// (a path's as ``LottiePath/expressionNumbers`` when `isPath`). `seed` seeds `random()`
    /// (each property its own).
    func evaluate(_ source: String, seconds: Double, property: Int, layer: Int, composition: Int, frameRate: Double,
                  seed: Int, value: [Double], isPath: Bool = false) throws(ExpressionFailure) -> [Double] {
        let sandbox = try madeSandbox()
        let index = try compile(source, in: sandbox)
        let kind: Double = isPath ? 2 : value.count == 1 ? 0 : 1
        let numbers = [seconds, Double(property), Double(layer), Double(composition), frameRate, Double(seed), kind]
            + value
        var count: Int32 = 0
        try budgeted { budget, message, capacity in
            numbers.withUnsafeBufferPointer { input in
                output.withUnsafeMutableBufferPointer { output in
                    lamina_js_call(sandbox, ExpressionLibrary.runner, index, input.baseAddress, Int32(input.count),
                                   ExpressionLibrary.runnerArguments, budget,
                                   output.baseAddress, Int32(output.count), &count, message, capacity)
                }
            }
        }
        guard count > 0 else { throw ExpressionFailure(message: "the expression gave no numbers") }
        let result = Array(output.prefix(Int(count)))
        // NaN or an infinity would reach the layers, which refuse them when a frame is drawn.
        if let bad = result.first(where: { !$0.isFinite }) {
            throw ExpressionFailure(message: "expected finite numbers, found \(bad)")
        }
        return result
    }

    /// The sandbox, made on first use, with the library evaluated in its current heap.
    private func madeSandbox() throws(ExpressionFailure) -> OpaquePointer {
        let sandbox: OpaquePointer
        if let existing = heap {
            sandbox = existing
        } else {
            let context = Unmanaged.passUnretained(self).toOpaque()
            guard let made = lamina_js_create(limits.expressionMemoryBytes, expressionHost, context) else {
                throw ExpressionFailure(message: lamina_js_load_error().map { String(cString: $0) }
                                        ?? "the expression engine could not be made (out of memory)")
            }
            heap = made
            sandbox = made
        }
        // Generation 0: no heap yet, or the last one was discarded.
        let generation = lamina_js_generation(sandbox)
        if generation == 0 || libraryGeneration != generation {
            let library = ExpressionLibrary.source
            try budgeted { budget, message, capacity in
                lamina_js_run(sandbox, library, library.utf8.count, budget, message, capacity)
            }
            libraryGeneration = lamina_js_generation(sandbox)
        }
        return sandbox
    }

    /// The index of `source`'s function in the current heap, compiled when it is not there.
    private func compile(_ source: String, in sandbox: OpaquePointer) throws(ExpressionFailure) -> Int32 {
        let generation = lamina_js_generation(sandbox)
        if let kept = compiled[source], kept.generation == generation { return kept.index }
        // Bodymovin's form, which sets `$bm_rt`, runs in a function of its own, as lottie-web's
        // and ThorVG's do; After Effects' own form runs as eval code for its completion value.
        let isBodymovin = source.contains("$bm_rt")
        let code = isBodymovin ? "function () { var $bm_rt;\n" + source + "\n;return $bm_rt; }" : source
        var index: Int32 = -1
        try budgeted { budget, message, capacity in
            lamina_js_compile(sandbox, code, code.utf8.count, isBodymovin ? 1 : 0, budget, &index, message, capacity)
        }
        compiled[source] = (generation, index)
        return index
    }

    /// Runs one sandbox call within the budgets, charging the CPU time it took; throws its
    /// message when it did not end well.
    private func budgeted(_ call: (Double, UnsafeMutablePointer<CChar>, Int) -> Int32) throws(ExpressionFailure) {
        guard secondsLeft > 0 else {
            throw ExpressionFailure(message: "the file's expressions used up their \(limits.expressionTotalSeconds) s budget")
        }
        let budget = min(limits.expressionCallSeconds, secondsLeft)
        let (result, text) = withUnsafeTemporaryAllocation(of: CChar.self, capacity: 512) { buffer in
            guard let base = buffer.baseAddress else { return (Int32(LAMINA_JS_ERROR), "no room for the message") }
            base.initialize(to: 0)
            let result = call(budget, base, buffer.count)
            return (result, result == Int32(LAMINA_JS_OK) ? "" : String(cString: base))
        }
        // As the budget's timer measured it (the thread's CPU time, with the host's work).
        secondsLeft -= heap.map(lamina_js_last_call_seconds) ?? 0
        guard result == Int32(LAMINA_JS_OK) else {
            if result == Int32(LAMINA_JS_TIMEOUT) {
                throw ExpressionFailure(message: "it ran longer than its \(budget) s budget")
            }
            throw ExpressionFailure(message: text)
        }
    }
}
