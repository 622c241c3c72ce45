// `sourceRectAtTime(t, includeExtents)`, as After Effects defines it: the rectangle a layer's
// content covers in its own space ({top, left, width, height}). lottie-web answers 100 × 100
// for every shape layer (RenderableElement.js), and ThorVG has none; Lamina measures the
// shapes: every path, rectangle, ellipse and star that is not hidden, under its groups'
// transforms, at the time asked (each decoded with its keyframes, as another property an
// expression reads is). With `includeExtents`, each shape's box grows by half the width of the
// widest stroke that paints it (in its group or a group around it), scaled as its groups scale.
// A solid is its size, a picture or precomp layer its asset's or its own `w` × `h`, a null
// After Effects' 100 × 100.
import Foundation
import LaminaGeometry

extension ExpressionEngine {
    /// [top, left, width, height] of layer `id` at `seconds`.
    func sourceRect(_ id: Int?, seconds: Double, includeExtents: Bool) throws(ExpressionFailure) -> [Double] {
        let (node, compositionID) = try layerEntry(id)
        func number(_ key: String) -> Double? { (try? node.number(key)) ?? nil }
        switch number("ty") {
        case 1:
            return [0, 0, number("sw") ?? 0, number("sh") ?? 0]
        case 0, 2:
            if let width = number("w"), let height = number("h") { return [0, 0, width, height] }
            let reference = (try? node["refId"]?.string()) ?? ""
            let asset = compositions.indices.contains(compositionID) ? compositions[compositionID].assets[reference] : nil
            let width = (try? asset?.number("w")) ?? nil, height = (try? asset?.number("h")) ?? nil
            return [0, 0, width ?? 0, height ?? 0]
        case 3:
            return [0, 0, 100, 100]
        case 4:
            let items = (try? node["shapes"]?.array()) ?? []
            let box = try keyframed {
                try Self.bounds(of: items, at: seconds * frameRate, matrix: .identity, stroke: 0, includeExtents, diagnostics)
            }
            guard let box, !box.isNull else { return [0, 0, 0, 0] }
            return [box.minY, box.minX, box.width, box.height]
        default:
            throw ExpressionFailure(message: "sourceRectAtTime is not supported on this kind of layer (text) yet")
        }
    }

    /// The box of the shapes among `items` at `frame` under `matrix`, each grown by `stroke`
    /// (half the widest stroke around them, in their space) or by that of the strokes among
    /// `items` when larger; nil when nothing is drawn.
    private static func bounds(of items: [JSONNode], at frame: Double, matrix: CGAffineTransform, stroke: Double,
                               _ includeExtents: Bool, _ diagnostics: LottieDiagnostics) throws -> CGRect? {
        let visible = items.filter { (try? $0["hd"]?.number()) != 1 }
        var half = stroke
        if includeExtents {
            for item in visible where ["st", "gs"].contains((try? item["ty"]?.string()) ?? "") {
                half = max(half, (try item.numbers("w", diagnostics, default: [0]).value(at: frame).first ?? 0) / 2)
            }
        }
        var box: CGRect?
        func add(_ rect: CGRect?) {
            guard let rect, !rect.isNull else { return }
            box = box.map { $0.union(rect) } ?? rect
        }
        for item in visible {
            let type = (try? item["ty"]?.string()) ?? ""
            switch type {
            case "gr":
                let children = (try? item["it"]?.array()) ?? []
                let transform = try TransformModel(children.last { (try? $0["ty"]?.string()) == "tr" }, diagnostics)
                add(try bounds(of: children, at: frame, matrix: transform.matrix(at: frame).concatenating(matrix), stroke: half,
                               includeExtents, diagnostics))
            case "sh", "rc", "el", "sr":
                var path = BezierPath()
                for contour in try ShapeGeometry(item, type: type, diagnostics).lottiePaths(at: frame, diagnostics) {
                    contour.append(to: &path)
                }
                let scale = sqrt(abs(matrix.a * matrix.d - matrix.b * matrix.c))
                add(path.applying(matrix).bounds.insetBy(dx: -half * scale, dy: -half * scale))
            default:
                continue
            }
        }
        return box
    }
}
