// An animatable property's expression (`x`), evaluated where the property is decoded: its
// value at every frame of its layer that the build draws (ExpressionScope.frames; the first
// only when the load probes) becomes a keyframe, so
// every later stage (keyframe animations, values combined from several tracks, sampling under
// time remapping) reads the expression's result as it reads keyframes. A property without `x`
// pays nothing. A number (a dash length, the miter limit) is a list of one. An expression that fails at any frame (a syntax error, a thrown error, a
// result that is not numbers, its time budget) leaves the property's keyframes, after a warning
// naming the expression's JSON path.
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
        let frames = diagnostics.probesExpressions ? scope.frames.prefix(1) : scope.frames[...]
        try diagnostics.countSamples(frames.count, at: path)
        do throws(ExpressionFailure) {
            let evaluated = try engine.evaluated(numbers, source: source, scope: scope, frames: frames, isPath: paths != nil)
            if scalars != nil { return evaluated.map { $0.first ?? 0 } as? Track<Value> ?? track }
            guard paths != nil else { return evaluated as? Track<Value> ?? track }
            if let bad = evaluated.keyframes.first(where: { LottiePath(expressionNumbers: $0.value) == nil }) {
                throw ExpressionFailure(message: "expected a path, found \(bad.value.count) numbers")
            }
            let empty = LottiePath(closed: false, vertices: [], inTangents: [], outTangents: [])
            return evaluated.map { LottiePath(expressionNumbers: $0) ?? empty } as? Track<Value> ?? track
        } catch {
            diagnostics.warn(path.member("x"), "the expression failed (\(error.message)); the keyframed value is used")
            return track
        }
    }
}

extension ExpressionEngine {
    /// `track`'s expression `source` evaluated at `frames` (the layer's) as keyframes, blended
    /// linearly between them; one keyframe when every frame gives the same value. `isPath`: the
    /// values are paths as ``LottiePath/expressionNumbers``.
    func evaluated(_ track: Track<[Double]>, source: String, scope: ExpressionScope, frames: some Collection<Double>,
                   isPath: Bool = false) throws(ExpressionFailure) -> Track<[Double]> {
        let composition = compositionID(scope.composition)
        let layer = layerID(scope.layer, in: composition)
        let property = register(track)
        let rate = scope.composition.frameRate
        var keyframes: [Keyframe<[Double]>] = []
        keyframes.reserveCapacity(frames.count)
        for frame in frames {
            let value = try evaluate(source, seconds: frame / rate, property: property, layer: layer, composition: composition,
                                     frameRate: rate, seed: property, value: Self.value(of: track, atFrame: frame),
                                     isPath: isPath)
            keyframes.append(Keyframe(time: frame, value: value))
        }
        guard let first = keyframes.first, keyframes.contains(where: { $0.value != first.value }) else {
            return Track(keyframes.first?.value ?? track.initialValue, path: track.path)
        }
        return Track(keyframes: keyframes, path: track.path) ?? track
    }
}
