// The look elements and extensions (DESIGN §6): `<text>` through TextLayer, `<replicate>`
// through ReplicatorLayer, `effect`/`backdrop-filter` through EffectLayer, and the tint that
// `color` sets for `currentColor` (UIKit's tintColor).
import Foundation
import Lamina

extension ScriptResolver {
    /// Elements that become look layers whatever their style.
    static let lookElements: Set<String> = ["text", "replicate"]


    /// `<text>`, `<replicate>`, or a `<rect>`/`<g>` with a backdrop effect.
    func resolveLook(_ element: ScriptElement, common: ResolvedCommon, style: ScriptStyle,
                     context: Context) throws -> ResolvedNode? {
        switch element.name {
        case "text": return try resolveText(element, common: common, style: style, context: context)  // +Text
        case "replicate": return try resolveReplicate(element, common: common, context: context)
        default: return try resolveEffect(element, common: common, style: style, context: context)
        }
    }

    /// Adds the tint, the tint adjustment and an image's rendering mode to a resolved node;
    /// `context` is the parent's.
    func finishLook(_ common: inout ResolvedCommon, node: ResolvedNode, element: ScriptElement,
                    style: ScriptStyle, context: Context) -> ResolvedNode {
        if style.color != context.tintParent { common.look.tintColor = style.color }
        common.look.tintAdjustment = style.look.tintAdjustment
        let look = style.look
        if look.hasEffect, !["rect", "g"].contains(element.name) {
            warn(element.location, "<\(element.name)>: effect and backdrop-filter apply to <rect> and <g>; ignored")
        }
        if !look.hasEffect, look.vibrancy || look.effectTint != nil {
            warn(element.location, "<\(element.name)>: vibrancy and effect-tint need an effect or backdrop-filter; ignored")
        }
        if look.renderingMode != .automatic, element.name != "image" {
            warn(element.location, "<\(element.name)>: rendering-mode applies to <image>; ignored")
        }
        if case .image(_, var image) = node {
            image.renderingMode = style.look.renderingMode
            return .image(common, image)
        }
        return node
    }

    // MARK: Replicators

    /// `<replicate>`: its children drawn `instance-count` times, each instance moved by
    /// `instance-transform` (about the user-space origin) from the one before.
    private func resolveReplicate(_ element: ScriptElement, common: ResolvedCommon,
                                  context: Context) throws -> ResolvedNode? {
        let count = try reading(element, "instance-count") { v throws(ValueError) in
            let n = try ValueScanner.singleNumber(v)
            guard n >= 0, n <= Double(ReplicatorLayer.maxInstanceCount), n == n.rounded() else {
                throw .expected("a whole number 0…\(ReplicatorLayer.maxInstanceCount)", found: v)
            }
            return Int(n)
        } ?? 1
        let transform = try reading(element, "instance-transform") { v throws(ValueError) in
            try TransformParser.parse(v)
        } ?? .identity
        let delay = try reading(element, "instance-delay") { v throws(ValueError) in try Self.seconds(v) } ?? 0
        let color = try reading(element, "instance-color") { v throws(ValueError) in
            try CSSColor(parsing: v).resolved(current: .white)
        } ?? .white
        func offset(_ name: String) throws -> CGFloat {
            try reading(element, name) { v throws(ValueError) in
                let n = try ValueScanner.singleNumber(v)
                guard (-1...1).contains(n) else { throw .expected("a number −1…1", found: v) }
                return n
            } ?? 0
        }
        let replicator = ResolvedReplicator(count: count, transform: transform, delay: delay, color: color,
                                            redOffset: try offset("instance-red-offset"),
                                            greenOffset: try offset("instance-green-offset"),
                                            blueOffset: try offset("instance-blue-offset"),
                                            alphaOffset: try offset("instance-alpha-offset"))
        var inner = context
        inner.absolute = common.transform.concatenating(context.absolute)
        let before = nodeCount
        let children = try resolveChildren(element.children, context: inner)
        // Each instance past the first draws the children again: they count once per instance,
        // so replicators of replicators (or many <use>s of one) cannot multiply the layer tree
        // past the limit.
        let perInstance = nodeCount - before
        if count > 1 {
            let (copies, overflow) = perInstance.multipliedReportingOverflow(by: count - 1)
            try countDrawn(overflow ? Int.max : copies, at: element)
        }
        return .look(common, .replicator(replicator, children: children))
    }

    /// A clock value in seconds: `0.1`, `0.1s` or `100ms`, at least 0.
    private static func seconds(_ value: String) throws(ValueError) -> CGFloat {
        var scanner = ValueScanner(value)
        scanner.skipSpaces()
        let number = try scanner.number()
        let unit = scanner.identifier()
        try scanner.expectEnd("seconds such as 0.1, 0.1s or 100ms")
        guard ["", "s", "ms"].contains(unit), number >= 0 else {
            throw .expected("seconds ≥ 0 such as 0.1, 0.1s or 100ms", found: value)
        }
        return unit == "ms" ? number / 1000 : number
    }

    // MARK: Backdrop effects

    /// A `<rect>` with `effect` or `backdrop-filter` blurs the backdrop inside it (rounded by
    /// `rx`); a `<g>` blurs inside its first `<rect>` child and draws its other children on
    /// the blur (vibrant with `vibrancy="true"`).
    private func resolveEffect(_ element: ScriptElement, common: ResolvedCommon, style: ScriptStyle,
                               context: Context) throws -> ResolvedNode? {
        guard let effect = style.look.blurEffect(currentColor: style.color) else { return nil }
        let areaElement: ScriptElement
        var content: [ScriptElement] = []
        if element.name == "rect" {
            areaElement = element
        } else if let index = element.children.firstIndex(where: { $0.name == "rect" }) {
            areaElement = element.children[index]
            content = Array(element.children[(index + 1)...])
            for skipped in element.children[..<index] where !Self.silentElements.contains(skipped.name) {
                warn(skipped.location, "<\(skipped.name)> before the area <rect> of an effect group is skipped")
            }
            if let attribute = areaElement.attributes["transform"] {
                warn(attribute.location, "transform on the area <rect> of an effect group is ignored")
            }
        } else {
            warn(element.location, "<g> effect: expected a <rect> child giving the blurred area, found none; "
                 + "drawn as a plain group")
            var inner = context
            inner.absolute = common.transform.concatenating(context.absolute)
            return .group(common, children: try resolveChildren(element.children, context: inner), clipRect: nil)
        }
        let size = context.viewport, metrics = context.style.lengthMetrics
        let area = CGRect(x: try length(areaElement, "x", percentOf: size.width, metrics: metrics),
                          y: try length(areaElement, "y", percentOf: size.height, metrics: metrics),
                          width: try length(areaElement, "width", percentOf: size.width, metrics: metrics),
                          height: try length(areaElement, "height", percentOf: size.height, metrics: metrics))
        guard area.width > 0, area.height > 0 else { return nil }
        func corner(_ name: String, _ reference: CGFloat) throws -> CGFloat? {
            areaElement.attributes[name] == nil ? nil : try length(areaElement, name, percentOf: reference, metrics: metrics)
        }
        let rx = try corner("rx", size.width), ry = try corner("ry", size.height)
        let radius = max(min(rx ?? ry ?? 0, area.width / 2, area.height / 2), 0)
        var inner = context
        inner.absolute = common.transform.concatenating(context.absolute)
        let children = try resolveChildren(content, context: inner)
        return .look(common, .effect(ResolvedEffect(area: area, cornerRadius: radius, effect: effect,
                                                    vibrant: style.look.vibrancy), children: children))
    }
}

extension CSSColor {
    /// The colour to paint with: `currentColor` becomes the dynamic ``Color/tint`` (the layer
    /// tree resolves it to the `color` in force, which each layer carries as its tint colour).
    var dynamic: Color {
        switch self {
        case .color(let color): return color
        case .currentColor: return .tint
        }
    }
}
