// A position with spatial tangents as a motion path, as lottie-ios's CALayer+addAnimation.swift
// builds it: one path through the keyframe values (a cubic where `to`/`ti` bend the segment, a
// line elsewhere), one key time per keyframe and one timing function per segment, so the layer
// crosses each segment by its eased fraction of the cubic's own parameter — Core Animation's
// (and Lamina's) `CAKeyframeAnimation.path`. (Where a path animation cannot serve, the position
// is sampled by After Effects' arc-length rule, as lottie-ios's manual interpolation does.) An
// auto-oriented layer (`ao`) also turns to the path's direction (`rotationMode` auto), which
// lottie-ios does not do.
import Foundation
import Lamina

extension LayerAnimationContext {
    /// Animates `layer.position` along the path of `track`, turning the layer to the path's
    /// direction when `orient` is true; false (nothing done) when the track cannot be a path
    /// animation here: time remapping, holds, or a path without length.
    func animateAlongPath(_ track: Track<[Double]>, on layer: Layer, orient: Bool = false) throws -> Bool {
        guard remap == nil, track.isAnimated,
              !track.keyframes.dropLast().contains(where: \.hold) else { return false }
        let points = track.keyframes.map { Self.point($0.value) }
        var path = BezierPath()
        path.move(to: points[0])
        for index in points.indices.dropFirst() {
            let keyframe = track.keyframes[index - 1], from = points[index - 1], to = points[index]
            if keyframe.hasSpatialTangents {
                let out = keyframe.spatialOut ?? .zero, into = keyframe.spatialIn ?? .zero
                path.addCurve(to: to, controlPoint1: CGPoint(x: from.x + out.x, y: from.y + out.y),
                              controlPoint2: CGPoint(x: to.x + into.x, y: to.y + into.y))
            } else {
                path.addLine(to: to)
            }
        }
        let times = track.keyframes.map { seconds(rootFrame($0.time)) }
        guard let start = times.first, let end = times.last, end > start, PathMeasure(path).length > 0 else { return false }
        var animation = KeyframeAnimation(keyPath: .position)
        animation.path = path
        animation.rotationMode = orient ? .auto : nil
        animation.keyTimes = times.map { ($0 - start) / (end - start) }
        animation.timingFunctions = track.keyframes.dropLast().map(\.easing)
        animation.beginTime = start
        animation.duration = end - start
        animation.fillMode = .both
        animation.isRemovedOnCompletion = false
        layer.position = points[0]
        try layer.add(animation, forKey: nil)
        return true
    }

    /// Animates `layer.position` along the polyline through the transform's position at every
    /// frame it changes (linear between frames), turned to the line's direction: auto-orient for
    /// positions one path animation cannot carry. False (nothing done) when it does not move.
    func animateAlongSampledPath(of transform: TransformModel, on layer: Layer) throws -> Bool {
        let tracks = [transform.position, transform.positionX, transform.positionY].compactMap { $0 }
        guard tracks.contains(where: \.isAnimated) else { return false }
        let span = Track<Double>.span(tracks.flatMap { $0.times }, placeholder: 0, path: tracks[0].path)
        let samples = try sampled(span, read: { $0 }, cost: 2) { Self.position(of: transform, at: $0) }
        guard let start = samples.first?.time, let end = samples.last?.time, end > start else { return false }
        var path = BezierPath()
        path.move(to: samples[0].value)
        for sample in samples.dropFirst() { path.addLine(to: sample.value) }
        guard PathMeasure(path).length > 0 else { return false }
        var animation = KeyframeAnimation(keyPath: .position)
        animation.path = path
        animation.rotationMode = .auto
        animation.keyTimes = samples.map { ($0.time - start) / (end - start) }
        animation.beginTime = start
        animation.duration = end - start
        animation.fillMode = .both
        animation.isRemovedOnCompletion = false
        layer.position = samples[0].value
        try layer.add(animation, forKey: nil)
        return true
    }
}
