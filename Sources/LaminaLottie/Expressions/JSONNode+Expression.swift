// An animatable property's expression (`x`), evaluated where the property is decoded: its
// value at every frame of its layer that the build draws (ExpressionScope.frames) becomes a
// keyframe, so every later stage (keyframe animations, values combined from several tracks,
// sampling under time remapping) reads the expression's result as it reads keyframes. A build
// for a range of frames evaluates them all at once; a build for every frame evaluates the first
// at once and each other when it is read (DeferredValues.swift), so that a tree that plays
// costs no evaluation before its frames are drawn; the load's build evaluates the first only. A property without `x` pays nothing. A
// number (a dash length, the miter limit) is a list of one. An expression that fails (a syntax
// error, a thrown error, a result that is not numbers, its time budget) at any frame evaluated
// at once leaves the property's keyframes, after a warning naming the expression's JSON path;
// at a frame read later, that frame's keyframed value, with the same warning when it is read.
import Foundation

extension JSONNode {
    /// `track` with `source`, this property's expression, evaluated at every frame of the layer
    /// in scope; `track` itself (after a warning) when it cannot be.
    func applying<Value>(_ source: String, to track: Track<Value>, _ diagnostics: LottieDiagnostics) throws -> Track<Value> {
        // No scope: another layer's property, read by an expression through its keyframes.
        guard let scope = diagnostics.expressionScope else { return track }
        let paths = track as? Track<LottiePath>
        let scalars = track as? Track<Double>
        guard let numbers = track as? Track<[Double]> ?? paths?.map(\.expressionNumbers) ?? scalars?.map({ [$0] }) else {
            diagnostics.warn(path.member("x"), "expressions on this kind of property (text documents) "
                             + "are not supported yet; the keyframed value is used")
            return track
        }
        let engine = diagnostics.expressionEngine
        let timing = diagnostics.expressionTiming
        let frames = timing == .firstFrame ? scope.frames.prefix(1) : scope.frames[...]
        try diagnostics.countSamples(frames.count, at: path)
        do throws(ExpressionFailure) {
            if timing == .whenRead, frames.count > 1 {
                return try deferred(source, numbers: numbers, as: track, at: Array(frames), scope: scope, engine: engine,
                                    diagnostics)
            }
            let evaluated = try engine.evaluated(numbers, source: source, scope: scope, frames: frames, isPath: paths != nil)
            if scalars != nil { return evaluated.map { $0.first ?? 0 } as? Track<Value> ?? track }
            guard paths != nil else { return evaluated as? Track<Value> ?? track }
            if let bad = evaluated.keyframes.first(where: { LottiePath(expressionNumbers: $0.value) == nil }) {
                throw ExpressionFailure(message: "expected a path, found \(bad.value.count) numbers")
            }
            let empty = LottiePath(closed: false, vertices: [], inTangents: [], outTangents: [])
            return evaluated.map { LottiePath(expressionNumbers: $0) ?? empty } as? Track<Value> ?? track
        } catch {
            diagnostics.warn(path.member("x"), error.fallbackWarning)
            return track
        }
    }

    /// `keyframed` (the property's keyframes, as `numbers`) with the expression `source`
    /// evaluated at the first of `times` (`scope`'s frames, at least two) now and at the others
    /// when they are read; a frame whose evaluation fails then reads its keyframed value, and
    /// warns (through the build's reporter, which passes it to the animation's warnings).
    /// - Throws: ``ExpressionFailure`` when the first frame fails (or is not a path, for a path).
    private func deferred<Value>(_ source: String, numbers: Track<[Double]>, as keyframed: Track<Value>, at times: [Double],
                                 scope: ExpressionScope, engine: ExpressionEngine,
                                 _ diagnostics: LottieDiagnostics) throws(ExpressionFailure) -> Track<Value> {
        let evaluate = engine.evaluator(numbers, source: source, scope: scope, isPath: keyframed is Track<LottiePath>)
        // The engine reads other properties through its build's reporter, which it does not own.
        let expression = path.member("x")
        let read: (Double) -> [Double]? = { frame in
            withExtendedLifetime(diagnostics) {
                do throws(ExpressionFailure) {
                    return try evaluate(frame)
                } catch {
                    diagnostics.warn(expression, error.fallbackWarning)
                    return nil
                }
            }
        }
        let first = try evaluate(times[0])
        /// The track of `fallback`'s kind: the expression's numbers as `convert` reads them,
        /// else (for a frame that fails) the keyframed value there.
        func deferredTrack<Kind: KeyframeValue>(_ fallback: Track<Kind>, _ convert: @escaping ([Double]) -> Kind?)
            throws(ExpressionFailure) -> Track<Value> {
            guard let start = convert(first) else {
                throw ExpressionFailure(message: "expected a path, found \(first.count) numbers")
            }
            let values = DeferredValues(times: times, first: start) { frame in
                read(frame).flatMap(convert) ?? fallback.value(at: frame)
            }
            return Track(deferred: values, path: keyframed.path) as? Track<Value> ?? keyframed
        }
        if let scalars = keyframed as? Track<Double> { return try deferredTrack(scalars) { $0.first ?? 0 } }
        if let paths = keyframed as? Track<LottiePath> { return try deferredTrack(paths) { LottiePath(expressionNumbers: $0) } }
        return try deferredTrack(numbers) { $0 }
    }
}

extension ExpressionEngine {
    /// `track`'s expression `source` evaluated at `frames` (the layer's) as keyframes, blended
    /// linearly between them; one keyframe when every frame gives the same value. `isPath`: the
    /// values are paths as ``LottiePath/expressionNumbers``.
    func evaluated(_ track: Track<[Double]>, source: String, scope: ExpressionScope, frames: some Collection<Double>,
                   isPath: Bool = false) throws(ExpressionFailure) -> Track<[Double]> {
        let evaluate = evaluator(track, source: source, scope: scope, isPath: isPath)
        var keyframes: [Keyframe<[Double]>] = []
        keyframes.reserveCapacity(frames.count)
        for frame in frames {
            keyframes.append(Keyframe(time: frame, value: try evaluate(frame)))
        }
        guard let first = keyframes.first, keyframes.contains(where: { $0.value != first.value }) else {
            return Track(keyframes.first?.value ?? track.initialValue, path: track.path)
        }
        return Track(keyframes: keyframes, path: track.path) ?? track
    }

    /// `track`'s expression `source` as a function of the frame (the layer's, in `scope`):
    /// the value there, or the failure. `isPath` as for ``evaluated(_:source:scope:frames:isPath:)``.
    func evaluator(_ track: Track<[Double]>, source: String, scope: ExpressionScope,
                   isPath: Bool) -> (Double) throws(ExpressionFailure) -> [Double] {
        let composition = compositionID(scope.composition)
        let layer = layerID(scope.layer, in: composition)
        let property = register(track)
        let rate = scope.composition.frameRate
        return { frame throws(ExpressionFailure) in
            try self.evaluate(source, seconds: frame / rate, property: property, layer: layer, composition: composition,
                              frameRate: rate, seed: property, value: Self.value(of: track, atFrame: frame), isPath: isPath)
        }
    }
}
