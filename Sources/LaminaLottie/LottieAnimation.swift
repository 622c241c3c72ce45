// A Lottie (Bodymovin JSON) animation loaded for Lamina: its header (size, frame rate, in and
// out points, markers), the warnings of what Lamina skipped, and the layer tree that plays it —
// the mapping of lottie-ios's Core Animation engine (DESIGN §6b).
import Foundation
import Lamina
import LaminaRender

/// A named time in a Lottie animation (`markers`: `cm`, `tm`, `dr`).
public struct LottieMarker: Equatable, Sendable {
    /// The marker's name (`cm`).
    public var name: String
    /// Its frame (`tm`), in the animation's frames.
    public var frame: Double
    /// Its length in frames (`dr`); 0 for a point in time.
    public var durationFrames: Double
}

/// How ``LottieAnimation/makeLayer(options:)`` sizes the tree.
public struct LottieLayerOptions: Equatable, Sendable {
    /// The root layer's size in points; the animation scales to fill it (non-uniformly when the
    /// aspect ratio differs). Default nil: the animation's own ``LottieAnimation/size``.
    public var size: CGSize?
    /// The part of the animation to show, in its own points, as lottie-ios's `viewportFrame`:
    /// scaled uniformly to fit the root layer by its dominant side and centred in it; the rest of
    /// the animation shows around it as far as the root reaches.
    /// Default nil: the whole animation, scaled to fill.
    public var viewportFrame: CGRect?
    /// The animation's frames the layers will be drawn at, from ``LottieAnimation/startFrame``
    /// towards ``LottieAnimation/endFrame``. Expressions are evaluated only there, and what is
    /// sampled frame by frame is sampled only there, so that layers for one frame evaluate each
    /// expression once or twice; at other times the layers hold the nearest value sampled.
    /// Default nil: every frame.
    public var frameRange: ClosedRange<Double>?

    /// Options with the animation's own size (or `size`), showing the whole animation (or
    /// `viewportFrame`'s part of it), drawn at every frame (or at those of `frameRange`).
    public init(size: CGSize? = nil, viewportFrame: CGRect? = nil, frameRange: ClosedRange<Double>? = nil) {
        self.size = size
        self.viewportFrame = viewportFrame
        self.frameRange = frameRange
    }

    /// Options as ``init(size:viewportFrame:frameRange:)`` for layers drawn at the one frame
    /// `frame` (every frame when it is not finite).
    public init(size: CGSize? = nil, viewportFrame: CGRect? = nil, frame: Double) {
        self.init(size: size, viewportFrame: viewportFrame, frameRange: frame.isFinite ? frame...frame : nil)
    }

    /// The transform from the animation's points to the root layer's, of `target` points.
    func contentTransform(animationSize: CGSize, target: CGSize) -> CGAffineTransform {
        guard let viewport = viewportFrame, viewport.width > 0, viewport.height > 0 else {
            return CGAffineTransform(scaleX: target.width / animationSize.width, y: target.height / animationSize.height)
        }
        // lottie-ios's LottieAnimationView.layoutAnimation: the dominant side of the viewport fits.
        let scale = viewport.width / viewport.height > target.width / target.height
            ? target.width / viewport.width : target.height / viewport.height
        return CGAffineTransform(translationX: -viewport.midX, y: -viewport.midY)
            .concatenating(CGAffineTransform(scaleX: scale, y: scale))
            .concatenating(CGAffineTransform(translationX: target.width / 2, y: target.height / 2))
    }
}

/// A Lottie animation: load it, then build layers that play it or export its frames.
///
/// ```swift
/// let animation = try LottieAnimation(contentsOf: URL(fileURLWithPath: "loader.json"))
/// let frames = try animation.frames(fps: 30)
/// try frames.export(.animatedPNG(URL(fileURLWithPath: "loader.png")))
/// ```
public struct LottieAnimation: Sendable {
    /// The composition's size in points (`w`, `h`).
    public let size: CGSize
    /// Frames per second (`fr`).
    public let frameRate: Double
    /// The first frame (`ip`); time 0 of the layer tree.
    public let startFrame: Double
    /// The frame where the animation ends (`op`), exclusive.
    public let endFrame: Double
    /// The markers, in file order.
    public let markers: [LottieMarker]
    /// What Lamina skipped or approximated, each with its JSON path: what the load found, and
    /// what building layers and drawing them has found since. The load evaluates each
    /// expression at its first frame only; an expression that fails at a later frame warns when
    /// layers for a frame range that holds it are built (``makeLayer(options:)`` with a range,
    /// ``frames(fps:renderer:options:)``), and a tree of every frame, which draws the keyframed
    /// value there, warns when it first draws that frame.
    public var warnings: [LottieWarning] { warningLog.warnings }
    /// Where pictures in files are read from; nil for data without a file.
    public let baseURL: URL?
    /// Folders besides ``baseURL`` that pictures may be read from.
    public let allowedFolders: [URL]

    /// The file as read.
    private var document: JSONDocument
    /// The file as value providers and image replacements rewrote it; nil: as read.
    private var rewritten: JSONValue?
    let limits: LottieLimits
    /// The archive (dotLottie or ZIP) the animation came from, which holds its pictures; nil for JSON.
    let archive: LottieArchive?
    /// The layers built at load (for the errors and warnings), until the first
    /// ``makeLayer(options:)`` that can use them.
    private var loadedLayers: LoadedLayers
    /// The warnings of the load and of the layers built since (shared by copies until they change).
    private var warningLog: WarningLog
    /// The slots the properties name and their values (Dynamic/SlotTable.swift).
    var slotTable: SlotTable
    /// The pictures of image assets, before the file's own; nil: the file's (``setImageProvider(_:)``).
    var imageProvider: (any AnimationImageProvider)?
    /// The fonts of text layers, before the file's own; nil: the file's (``setFontProvider(_:)``).
    var fontProvider: (any AnimationFontProvider)?

    /// The length in seconds: (`op` − `ip`) / `fr`.
    public var duration: Double { (endFrame - startFrame) / frameRate }

    /// Loads the Lottie file at `url`, JSON, gzip-compressed JSON or an archive (see
    /// ``init(data:baseURL:limits:allowedFolders:fontDirectories:)``). Pictures in files beside
    /// JSON are read from its folder and from `allowedFolders`; text may be set in the fonts of
    /// `fontDirectories` too (added to the process's fonts, and kept), besides fontconfig's own.
    /// - Throws: ``LottieError``: unreadable file, invalid JSON (line and column), a missing or
    ///   mistyped value (its JSON path), a picture file outside the allowed folders, a limit
    ///   passed, or a font folder that cannot be read.
    public init(contentsOf url: URL, limits: LottieLimits = LottieLimits(), allowedFolders: [URL] = [],
                fontDirectories: [URL] = []) throws {
        let data: Data
        do {
            data = try BoundedFile.read(url.path, maxBytes: limits.maxFileBytes)
        } catch .tooLarge(let size) {
            throw LottieError.limit(path: "", message: "expected a file of at most \(limits.maxFileBytes) bytes, found "
                                    + (size.map(String.init) ?? "more"))
        } catch .unreadable(let reason) {
            throw LottieError.unreadable("\(url.path): expected a readable file, found \(reason)")
        }
        try self.init(data: data, baseURL: url.deletingLastPathComponent(), limits: limits, allowedFolders: allowedFolders,
                      fontDirectories: fontDirectories)
    }

    /// Loads Lottie JSON from `data`: plain, gzip-compressed (Telegram's `.tgs` stickers), or
    /// the first animation of a dotLottie archive (`.lottie`) or of a ZIP file holding the JSON
    /// and its pictures, as lottie-android reads them (each told by its first bytes), with the
    /// pictures inside it (a ZIP file with several JSON files warns); `baseURL` is the folder
    /// pictures in files beside plain JSON are read from (nil: none are); `allowedFolders` and
    /// `fontDirectories` as for ``init(contentsOf:limits:allowedFolders:fontDirectories:)``.
    /// - Throws: As ``init(contentsOf:limits:allowedFolders:fontDirectories:)``.
    public init(data: Data, baseURL: URL?, limits: LottieLimits = LottieLimits(), allowedFolders: [URL] = [],
                fontDirectories: [URL] = []) throws {
        for folder in fontDirectories {
            do { try Canvas.addFontDirectory(folder) } catch {
                throw LottieError.unreadable("cannot add the fonts of \(folder.path): \(error)")
            }
        }
        guard data.count <= limits.maxFileBytes else {
            throw LottieError.limit(path: "", message: "expected a file of at most \(limits.maxFileBytes) bytes, found \(data.count)")
        }
        let file: Data
        do {
            file = try ZlibInflater.inflatedGzip(data, maxBytes: limits.maxFileBytes, noun: "a file")
        } catch {
            throw LottieError.invalid(path: "", message: error.message)
        }
        let archive = LottieArchive.isArchive(file) ? try LottieArchive(data: file, maxBytes: limits.maxFileBytes) : nil
        let document = try JSONReader.parse(archive?.animation ?? file, maxDepth: limits.maxDepth)
        let top = JSONNode(document: document)
        guard top.isObject else { throw top.mismatch("an object (a Lottie animation)") }
        let width = try top.required("w").number(), height = try top.required("h").number()
        for (side, key) in [(width, "w"), (height, "h")] where !(side > 0 && side <= limits.maxSide) {
            throw LottieError.limit(path: key, message: "expected a size above 0 and at most \(Int(limits.maxSide)), found \(side)")
        }
        let frameRate = try top.required("fr").number()
        guard frameRate > 0, frameRate <= 1000 else {
            throw LottieError.invalid(path: "fr", message: "expected frames per second above 0 and at most 1000, found \(frameRate)")
        }
        let start = try top.required("ip").number(), end = try top.required("op").number()
        guard end > start else {
            throw LottieError.invalid(path: "op", message: "expected an out point after the in point \(start), found \(end)")
        }
        // A long animation (rlottie's `repro_sbof` lasts 14 days) loads, as in ThorVG and rlottie:
        // what is read frame by frame is read as frames are drawn, what is sampled while
        // building counts against `maxSampledValues` before it is sampled, and exporting every
        // frame is bounded by `FrameSequence.maxFrames`.
        markers = try top["markers"]?.array().map { marker in
            LottieMarker(name: try marker["cm"]?.string() ?? "", frame: try marker.number("tm") ?? 0,
                         durationFrames: try marker.number("dr") ?? 0)
        } ?? []
        size = CGSize(width: width, height: height)
        self.frameRate = frameRate
        startFrame = start
        endFrame = end
        self.baseURL = baseURL
        self.allowedFolders = allowedFolders
        self.archive = archive
        self.document = document
        rewritten = nil
        self.limits = limits
        warningLog = WarningLog()
        loadedLayers = LoadedLayers()
        let json = archive?.animation ?? file
        // Foundation's `Data.range(of:)` compares byte by byte through generic collections on
        // Linux: 5 % of loading a small file. The search looks for the `d`: quotes, its first
        // byte, are forty times as common in Lottie JSON.
        let named = ByteSearch.firstIndex(of: Array(#""sid""#.utf8), in: json, from: json.startIndex, anchor: 3) != nil
        slotTable = SlotTable(top: top, scan: named)
        if let archive, let initial = archive.initialTheme {
            // A dotLottie player starts with the animation's initial theme; one that cannot be read warns.
            let (id, theme) = DotLottieTheme.initial(initial, archive: archive, slots: slotTable, maxDepth: limits.maxDepth)
            slotTable.use(theme: id, theme)
        }
        try build()
    }

    /// Builds the layers, so that every error shows now and every warning is known, and keeps
    /// them for the first ``makeLayer(options:)`` of every frame, which takes them rather than
    /// building them again. Expressions are evaluated at their first frame now and at the others
    /// as the tree draws them, as in any tree of every frame; what fails then warns through the
    /// animation's warnings. A file with expressions whose tree of every frame passes a limit
    /// (a long animation, sampled frame by frame) is checked with each expression evaluated at
    /// its first frame only, and keeps no layers: a tree of fewer frames may still be built.
    mutating func build() throws {
        let diagnostics = loadDiagnostics(.whenRead)
        let built: [Layer]
        do {
            built = try layers(diagnostics, frames: nil)
        } catch LottieError.limit where diagnostics.metExpressions {
            let check = loadDiagnostics(.firstFrame)
            _ = try layers(check, frames: nil)
            loadedLayers = LoadedLayers()
            warningLog = WarningLog(slotTable.warnings + check.warnings)
            return
        }
        loadedLayers = LoadedLayers()
        loadedLayers.keep(built, evaluatesExpressions: diagnostics.metExpressions)
        warningLog = WarningLog(slotTable.warnings)
        diagnostics.reportWarnings(to: warningLog.add)
    }

    /// The reporter of a build at load, with the warning of a ZIP file's other animations.
    private func loadDiagnostics(_ timing: ExpressionTiming) -> LottieDiagnostics {
        let diagnostics = LottieDiagnostics(limits: limits, expressionTiming: timing)
        if let archive, !archive.otherAnimationPaths.isEmpty {
            diagnostics.warn("", "the ZIP file holds \(archive.otherAnimationPaths.count + 1) JSON files; "
                             + "\(archive.animationPath) plays, and \(archive.otherAnimationPaths.joined(separator: ", ")) do not")
        }
        return diagnostics
    }

    /// A new layer tree that plays the animation: time 0 of its animations is frame
    /// ``startFrame``; its root has the animation's size (or `options.size`) and clips to it;
    /// it shows every frame, or those of `options.frameRange`. The first call returns the
    /// layers built at load (a load and one tree cost one build), unless the file has
    /// expressions and the call asks for a frame range; later calls, and copies of the
    /// animation, build new ones. A tree of every frame evaluates expressions when its frames
    /// are drawn (one that fails there draws its keyframed value); a tree of a frame range
    /// evaluates them at its frames when it is built. Either way, what fails is added to
    /// ``warnings``.
    /// - Throws: ``LottieError`` for limits passed while building: with other options, or for
    ///   the values that expressions give frame by frame (the load evaluated them at one frame).
    public func makeLayer(options: LottieLayerOptions = LottieLayerOptions()) throws -> Layer {
        let sublayers: [Layer]
        if let loaded = loadedLayers.take(evaluatingExpressions: options.frameRange == nil ? .whenRead : .atBuild) {
            sublayers = loaded
        } else {
            let diagnostics = LottieDiagnostics(limits: limits, expressionTiming: options.frameRange == nil ? .whenRead : .atBuild)
            defer { diagnostics.reportWarnings(to: warningLog.add) }
            sublayers = try layers(diagnostics, frames: options.frameRange)
        }
        let layer = Layer()
        layer.anchorPoint = .zero
        let target = options.size ?? size
        layer.bounds = CGRect(origin: .zero, size: target)
        layer.masksToBounds = true
        let content = Layer()
        content.anchorPoint = .zero
        content.transform = options.contentTransform(animationSize: size, target: target)
        layer.addSublayer(content)
        for sublayer in sublayers { content.addSublayer(sublayer) }
        return layer
    }

    /// The frames of the animation at `fps` (default ``frameRate``) from ``startFrame`` to just
    /// before ``endFrame``, drawn by `renderer` from the layers `options` build (default: the
    /// whole animation at its size; a ``LottieLayerOptions/viewportFrame`` shows part of it).
    /// - Throws: ``LottieError`` as ``makeLayer(options:)``; Lamina's commit errors.
    public func frames(fps: Double? = nil, renderer: Renderer = Renderer(),
                       options: LottieLayerOptions = LottieLayerOptions()) throws -> FrameSequence {
        try frames(in: startFrame..<endFrame, fps: fps, renderer: renderer, options: options)
    }

    /// The time in seconds of the layer tree's clock at which `frame` (in the animation's
    /// frames) shows.
    public func time(ofFrame frame: Double) -> Double { (frame - startFrame) / frameRate }

    /// The frame (in the animation's frames) that shows at `seconds` of the layer tree's clock:
    /// the inverse of ``time(ofFrame:)``.
    public func frame(atTime seconds: Double) -> Double { startFrame + seconds * frameRate }

    /// Sets the JSON (image assets replaced) and forgets the layers built at load.
    mutating func replaceRoot(_ value: JSONValue) {
        rewritten = value
        forgetLayers()
    }

    /// Forgets the layers built at load, after a change the next ``makeLayer(options:)`` must show.
    mutating func forgetLayers() {
        loadedLayers = LoadedLayers()
    }

    /// The JSON as the file has it (with value providers' and image replacements' changes, without slots' values).
    var json: JSONValue { rewritten ?? document.value(at: 0) }

    /// The layers, built to be drawn at `frames` (nil: every frame).
    private func layers(_ diagnostics: LottieDiagnostics, frames: ClosedRange<Double>?) throws -> [Layer] {
        defer { diagnostics.closeExpressionEngine() }
        // The file as read, unless something rewrote it.
        let top = rewritten == nil && !slotTable.rewrites ? JSONNode(document: document)
            : JSONNode(value: slotTable.resolve(json), path: .root)
        var assets: [String: JSONNode] = [:]
        for asset in try top["assets"]?.array() ?? [] {
            if let name = asset["id"]?.stringValue { assets[name] = asset }
        }
        var context = LayerAnimationContext(frameRate: frameRate, rootInFrame: startFrame, rootOutFrame: endFrame,
                                            diagnostics: diagnostics)
        if let frames {
            // A frame beyond each end: what turns with the direction of motion (auto-orient)
            // needs its neighbours.
            let low = min(max(frames.lowerBound.rounded(.down) - 1, startFrame), endFrame)
            context.window = low...max(min(frames.upperBound.rounded(.up) + 1, endFrame), low)
        } else {
            // Every frame the animation shows: a layer that lasts past the out point (rlottie's
            // `mughead`, 6 frames of layers 2,520 long) evaluates its expressions only there.
            context.window = startFrame...endFrame
        }
        var expansion = PrecompExpansion(assets: assets, cap: limits.maxLayers + 1, maxDepth: limits.maxDepth)
        if expansion.count(try top.required("layers").array()) > limits.maxLayers {
            throw LottieError.limit(path: "layers", message: "expected at most \(limits.maxLayers) layers in all "
                                    + "(counting each use of a precomp), found more")
        }
        let images = ImageLayerBuilder(baseURL: baseURL, allowedFolders: allowedFolders, archive: archive, limits: limits,
                                       provider: imageProvider)
        let builder = CompositionBuilder(assets: assets, root: top, images: images,
                                         texts: TextLayerBuilder(glyphs: try LottieGlyphs(top: top, diagnostics),
                                                                 fontProvider: fontProvider))
        return try builder.layers(try top.required("layers").array(), context: context, width: size.width,
                                  height: size.height, name: try? top["nm"]?.string())
    }
}

/// The layers an animation built at load, kept for the first caller that asks (copies of the
/// animation share them; the lock makes sure only one caller gets them).
private final class LoadedLayers: @unchecked Sendable {
    private let lock = NSLock()
    private var layers: [Layer]?
    /// Whether the layers evaluate expressions as their frames are drawn.
    private var evaluatesExpressions = false

    /// Keeps `layers` for ``take(evaluatingExpressions:)``; `evaluatesExpressions`: they hold
    /// expressions evaluated as frames are drawn (a build of every frame's).
    func keep(_ layers: [Layer], evaluatesExpressions: Bool) {
        lock.lock()
        self.layers = layers
        self.evaluatesExpressions = evaluatesExpressions
        lock.unlock()
    }

    /// The layers kept, once, for a build whose expressions are evaluated as `timing` says; nil
    /// afterwards, and nil when they hold expressions evaluated otherwise (a tree of a frame
    /// range evaluates its frames' at once).
    func take(evaluatingExpressions timing: ExpressionTiming) -> [Layer]? {
        lock.lock()
        defer { lock.unlock() }
        guard !evaluatesExpressions || timing == .whenRead else { return nil }
        return layers.take()
    }
}

/// The warnings of a load and of the layer trees built since, each once (copies of the
/// animation share it; the lock lets trees be built on several threads).
private final class WarningLog: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [LottieWarning]
    private var seen: Set<LottieWarning>

    /// A log holding `warnings`.
    init(_ warnings: [LottieWarning] = []) {
        list = warnings
        seen = Set(warnings)
    }

    /// The warnings, in the order they were found.
    var warnings: [LottieWarning] {
        lock.lock()
        defer { lock.unlock() }
        return list
    }

    /// Adds those of `warnings` not yet logged.
    func add(_ warnings: [LottieWarning]) {
        lock.lock()
        defer { lock.unlock() }
        for warning in warnings where seen.insert(warning).inserted { list.append(warning) }
    }
}
