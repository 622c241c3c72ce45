// The animated samples: layer trees carrying animations, exported as animated PNGs by
// `make demo`, with golden frames at t = 0, ¼, ½, ¾ and 1 of their duration in the tests.
import Foundation
import Lamina

/// An animated sample: a committed tree with animations and how long to show it.
struct AnimatedSample {
    /// The output file name without extension.
    let name: String
    /// Seconds of the scene to export.
    let duration: Double
    /// Pixels per point for `make demo` (goldens render at 1).
    let scale: CGFloat
    /// Builds the tree.
    let make: () throws -> RenderTree

    /// Every animated sample, in the order they are written.
    static var all: [AnimatedSample] {
        [
            AnimatedSample(name: "anim-progress-ring", duration: 2, scale: 2) { try AnimatedScenes.progressRing().commit() },
            AnimatedSample(name: "anim-thinking", duration: 1, scale: 4) { try AnimatedScenes.thinking().commit() },
            AnimatedSample(name: "anim-badge", duration: AnimatedScenes.badgeDuration, scale: 4) {
                try AnimatedScenes.badge().commit()
            },
            AnimatedSample(name: "anim-download-control", duration: 4, scale: 4) {
                try AnimatedScenes.downloadControl().commit()
            },
            AnimatedSample(name: "anim-springs", duration: 1.5, scale: 2) { try AnimatedScenes.springs().commit() },
            AnimatedSample(name: "anim-replicator-spinner", duration: 1, scale: 4) {
                try AnimatedScenes.activitySpinner().commit()
            },
            AnimatedSample(name: "anim-hue-action", duration: 2.5, scale: 4) { try AnimatedScenes.hueAction().commit() },
            AnimatedSample(name: "anim-apple-names", duration: 2 * AppleNamesScene.duration, scale: 2) {
                try AppleNamesScene.indicator().laminaLayer.commit()
            },
        ]
    }

    /// The frames of this sample at `fps`, rendered at `scale` on white.
    func frames(fps: Double, scale: CGFloat) throws -> FrameSequence {
        FrameSequence(tree: try make(), fps: fps, duration: duration, renderer: Renderer(scale: scale, background: .white))
    }
}
