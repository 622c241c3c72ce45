// Resolving the look of a render node at commit: the dynamic tint and template images become
// plain colours and pixels, so a RenderTree never holds an unresolved tint. The same colour walk
// serves replicator instance colours and vibrancy.
import Foundation

extension RenderNode {
    /// Replaces every dynamic ``Color/tint`` in this node's own drawing by the tint of `look`
    /// (its alpha multiplied in), and draws a template contents image in that tint. Sublayers
    /// and the mask resolve their own when they are snapshotted.
    mutating func resolveLook(_ look: LookContext, renderingMode: ImageRenderingMode) {
        if drawsDynamicTint {
            let tint = look.resolvedTint
            mapColors(deep: false) { $0.isDynamicTint ? tint.withAlphaComponent(tint.alpha * $0.alpha) : $0 }
        }
        if renderingMode == .alwaysTemplate, var resolved = contents {
            resolved.image = resolved.image.templated(with: look.resolvedTint)
            contents = resolved
        }
    }

    /// Whether a colour this node draws with (not its sublayers') is the dynamic tint: a quick
    /// test, so that the common node with plain colours skips the colour walk at commit.
    var drawsDynamicTint: Bool {
        if backgroundColor?.isDynamicTint == true || borderColor?.isDynamicTint == true
            || shadowStyle?.color.isDynamicTint == true { return true }
        switch content {
        case .none: return false
        case .shape(let shape): return shape.fillColor?.isDynamicTint == true || shape.strokeColor?.isDynamicTint == true
        case .gradient(let gradient): return gradient.stops.contains { $0.color.isDynamicTint }
        case .text(let text): return text.style.color.isDynamicTint
        case .effect(let effect): return effect.tintColor?.isDynamicTint == true
        }
    }

    /// Applies `transform` to every colour this node draws with (background, border, shadow and
    /// its content's colours); with `deep`, to its sublayers too, and multiplies contents images
    /// by `transform(.white)` (a modulation) — used for replicator instance colours and vibrancy.
    mutating func mapColors(deep: Bool, _ transform: (Color) -> Color) {
        // Properties are written back only when a colour changes, so that resolving a node with
        // no dynamic tint (the common case at commit) copies nothing.
        func mapped(_ color: Color?) -> Color? { color.map(transform) }
        if let c = mapped(backgroundColor), c != backgroundColor { backgroundColor = c }
        if let c = mapped(borderColor), c != borderColor { borderColor = c }
        if var s = shadowStyle, case let c = transform(s.color), c != s.color {
            s.color = c
            shadowStyle = s
        }
        switch content {
        case .none:
            break
        case .shape(var shape):
            let fill = mapped(shape.fillColor), stroke = mapped(shape.strokeColor)
            guard fill != shape.fillColor || stroke != shape.strokeColor else { break }
            shape.fillColor = fill
            shape.strokeColor = stroke
            content = .shape(shape)
        case .gradient(var gradient):
            let stops = gradient.stops.map { GradientStop(color: transform($0.color), location: $0.location) }
            guard stops != gradient.stops else { break }
            gradient.stops = stops
            content = .gradient(gradient)
        case .text(var text):
            let color = transform(text.style.color)
            guard color != text.style.color else { break }
            text.style.color = color
            content = .text(text)
        case .effect(var effect):
            let tint = mapped(effect.tintColor)
            guard tint != effect.tintColor else { break }
            effect.tintColor = tint
            content = .effect(effect)
        }
        guard deep else { return }
        if var resolved = contents {
            resolved.image = resolved.image.modulated(by: transform(.white))
            contents = resolved
        }
        // Mapped as a copy and stored once: each store of `sublayers` rechecks the children.
        var mappedSublayers = sublayers
        for index in mappedSublayers.indices { mappedSublayers[index].mapColors(deep: true, transform) }
        sublayers = mappedSublayers
    }
}
