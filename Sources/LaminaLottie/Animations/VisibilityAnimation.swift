// A layer's in and out points, as lottie-ios's VisibilityAnimation.swift: hidden before `ip`,
// shown until `op`, as a discrete opacity; a layer still showing at the root's last frame stays
// shown at the very end ("anything visible during the last frame should stay visible").
import Foundation
import Lamina

extension LayerAnimationContext {
    /// Shows `layer` only for local frames in [inFrame, outFrame); `path` names the layer.
    func applyVisibility(inFrame: Double, outFrame: Double, to layer: Layer, path: JSONPath) throws {
        var keyframes: [Keyframe<[Double]>] = []
        let showsFromStart = remap == nil && rootFrame(inFrame) <= rootInFrame
        let showsToEnd = remap == nil && rootFrame(outFrame) >= rootOutFrame
        if !showsFromStart { keyframes.append(Keyframe(time: inFrame - 1, value: [0], hold: true)) }
        keyframes.append(Keyframe(time: inFrame, value: [1], hold: true))
        if !showsToEnd { keyframes.append(Keyframe(time: outFrame, value: [0], hold: true)) }
        guard keyframes.count > 1, let track = Track(keyframes: keyframes, path: path) else { return }
        try animate(track, .opacity, on: layer, set: { layer.opacity = $0 }) {
            CGFloat($0.first ?? 1)
        }
    }
}
