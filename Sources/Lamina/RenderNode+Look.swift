// Resolving the look of a render node at commit: the dynamic tint and template images become
// plain colours and pixels, so a RenderTree never holds an unresolved tint. The same colour walk
// serves replicator instance colours and vibrancy.
import Foundation

extension RenderNode {
    /// Replaces every dynamic ``Color/tint`` in this node's own drawing by the tint of `look`
    /// (its alpha multiplied in), and draws a template contents image in that tint. Sublayers
    /// and the mask resolve their own when they are snapshotted.
    mutating func resolveLook(_ look: LookContext, renderingMode: ImageRenderingMode) {
        let tint = look.resolvedTint
        mapColors(deep: false) { $0.isDynamicTint ? tint.withAlphaComponent(tint.alpha * $0.alpha) : $0 }
        if renderingMode == .alwaysTemplate, var resolved = contents {
            resolved.image = resolved.image.templated(with: tint)
            contents = resolved
        }
    }

    /// Applies `transform` to every colour this node draws with (background, border, shadow and
    /// its content's colours); with `deep`, to its sublayers too, and multiplies contents images
    /// by `transform(.white)` (a modulation) — used for replicator instance colours and vibrancy.
    mutating func mapColors(deep: Bool, _ transform: (Color) -> Color) {
        backgroundColor = backgroundColor.map(transform)
        borderColor = borderColor.map(transform)
        if var s = shadow {
            s.color = transform(s.color)
            shadow = s
        }
        switch content {
        case .none:
            break
        case .shape(var shape):
            shape.fillColor = shape.fillColor.map(transform)
            shape.strokeColor = shape.strokeColor.map(transform)
            content = .shape(shape)
        case .gradient(var gradient):
            gradient.stops = gradient.stops.map { GradientStop(color: transform($0.color), location: $0.location) }
            content = .gradient(gradient)
        case .text(var text):
            text.style.color = transform(text.style.color)
            content = .text(text)
        case .effect(var effect):
            effect.tintColor = effect.tintColor.map(transform)
            content = .effect(effect)
        }
        guard deep else { return }
        if var resolved = contents {
            resolved.image = resolved.image.modulated(by: transform(.white))
            contents = resolved
        }
        for index in sublayers.indices { sublayers[index].mapColors(deep: true, transform) }
    }
}
