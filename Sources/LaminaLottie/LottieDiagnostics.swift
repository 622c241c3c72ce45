// The one reporter every unsupported or skipped Lottie feature goes through, as lottie-ios's
// CompatibilityTracker does: a warning naming the JSON path, never a silent half-render. It also
// counts what the limits bound (keyframes, layers, sampled frames) while a file is read and built.
import Foundation

/// A feature of a Lottie file that Lamina skipped or approximated.
public struct LottieWarning: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Where, as a JSON path from the file's top: `layers[2].shapes[0].it[3]`.
    public var path: String
    /// What was skipped or approximated.
    public var message: String

    /// Creates a warning.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// `PATH: warning: MESSAGE`.
    public var description: String { "\(path.isEmpty ? "(root)" : path): warning: \(message)" }
}

/// When a build evaluates its properties' expressions (JSONNode+Expression.swift).
enum ExpressionTiming {
    /// At the first of each one's frames only: the load's check of a file whose tree of every
    /// frame passes a limit, which finds what fails at once and keeps no layers.
    case firstFrame
    /// At the first of each one's frames now, and at each other when it is read
    /// (``DeferredValues``): a tree of every frame, which evaluates as its frames are drawn.
    case whenRead
    /// At every frame of the build now, each that fails with a warning: a tree of a frame range.
    case atBuild
}

/// Collects warnings (each path and message once) and spends the limits' budgets.
final class LottieDiagnostics {
    private(set) var warnings: [LottieWarning] = []
    private var seen: Set<LottieWarning> = []
    let limits: LottieLimits
    private var keyframes = 0
    private var layers = 0
    private var samples = 0
    private var characters = 0
    /// The layer whose properties are being decoded, for expressions (ExpressionScope.swift);
    /// nil outside layers and while an expression reads another property's keyframes.
    var expressionScope: ExpressionScope?
    /// The engine of the build's expressions, made for the first one.
    private var engine: ExpressionEngine?
    /// When the build evaluates its expressions.
    let expressionTiming: ExpressionTiming
    /// Whether the build met an expression (the engine was asked for).
    private(set) var metExpressions = false
    /// Where each warning goes once the build is over (``reportWarnings(to:)``): what a tree
    /// reads as its frames are drawn can still fail, and warns then.
    private var laterWarnings: (([LottieWarning]) -> Void)?

    /// The engine of the build's expressions, made on first use.
    var expressionEngine: ExpressionEngine {
        if let engine { return engine }
        let made = ExpressionEngine(limits: limits, diagnostics: self)
        engine = made
        metExpressions = true
        return made
    }

    /// Lets go of the expression engine once the layers are built: what the layers read frame
    /// by frame as frames are drawn keeps this reporter as long as the layers live, and only
    /// expressions evaluated when read (``DeferredValues``) need the engine, which they keep.
    func closeExpressionEngine() {
        engine = nil
    }

    /// A reporter spending `limits`, whose build evaluates expressions as `expressionTiming`
    /// says (default: at every frame of the build, when it is built).
    init(limits: LottieLimits, expressionTiming: ExpressionTiming = .atBuild) {
        self.limits = limits
        self.expressionTiming = expressionTiming
    }

    /// Records a warning once, and passes it on after the build (``reportWarnings(to:)``).
    func warn(_ path: JSONPath, _ message: String) {
        let warning = LottieWarning(path: "\(path)", message: message)
        guard seen.insert(warning).inserted else { return }
        warnings.append(warning)
        laterWarnings?([warning])
    }

    /// Ends the build: hands `sink` the warnings so far, and each found later as soon as it is
    /// found (by a tree of every frame as it draws, under its build's ``SamplingLock``).
    func reportWarnings(to sink: @escaping ([LottieWarning]) -> Void) {
        sink(warnings)
        laterWarnings = sink
    }

    /// Counts `count` keyframes read at `path`.
    func countKeyframes(_ count: Int, at path: JSONPath) throws {
        keyframes += count
        guard keyframes <= limits.maxKeyframes else {
            throw LottieError.limit(path: "\(path)", message: "expected at most \(limits.maxKeyframes) keyframes in all, found more")
        }
    }

    /// Counts one layer built (precomps count each time they are used).
    func countLayer(at path: JSONPath) throws {
        layers += 1
        guard layers <= limits.maxLayers else {
            throw LottieError.limit(path: "\(path)", message: "expected at most \(limits.maxLayers) layers in all (counting each use of a precomp), found more")
        }
    }

    /// Counts `count` characters of text set at `path`.
    func countCharacters(_ count: Int, at path: JSONPath) throws {
        characters += count
        guard characters <= limits.maxTextCharacters else {
            throw LottieError.limit(path: "\(path)", message: "expected at most \(limits.maxTextCharacters) characters of text in all, found more")
        }
    }

    /// Counts `count` values sampled frame by frame at `path`.
    func countSamples(_ count: Int, at path: JSONPath) throws {
        samples = samples.addingReportingOverflow(count).overflow ? Int.max : samples + count
        guard samples <= limits.maxSampledValues else {
            throw LottieError.limit(path: "\(path)", message: "expected at most \(limits.maxSampledValues) values sampled frame by frame in all, found more")
        }
    }

    /// Checks the work of reading one frame at `path`, `count` in sampled values' worth,
    /// against the same limit, without counting it in the build's total: a frame read as it is
    /// drawn costs time once, and keeps nothing.
    func checkFrameWork(_ count: Int, at path: JSONPath) throws {
        guard count <= limits.maxSampledValues else {
            throw LottieError.limit(path: "\(path)", message: "expected the work of at most \(limits.maxSampledValues) sampled values at one frame, found \(count)")
        }
    }
}
