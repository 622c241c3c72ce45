// The Lamina half of Scripts/perspective_vs_chromium.py: when LAMINA_PERSPECTIVE_SCENES names
// a JSON file of scenes (the script writes it), each scene is built from layers and rendered to
// SCENE.lamina.png beside the file, for comparison with Chromium's drawing of the same CSS 3-D
// transforms. Without the variable this suite does nothing, so `swift test` never needs a browser.
//
// A scene: {"name", "width", "height", "perspective": d, "layers": [{"x", "y", "width",
// "height", "color": [r, g, b] or "gradient": [[r, g, b], …] (left to right), "transforms":
// [["rotateX" | "rotateY" | "rotateZ", degrees] | ["translateZ", points], …],
// "preserve3d": bool, "sublayers": [...]}]}, read as CSS reads them: the stage has `perspective:
// d` about its centre (a sublayer transform m34 = −1/d), each layer turns about its centre, and
// a transform list applies its last entry first.
import Foundation
import Testing
@testable import Lamina

@Suite struct PerspectiveSceneExport {
    private struct Scene: Decodable {
        let name: String
        let width: CGFloat, height: CGFloat
        let perspective: CGFloat
        let layers: [LayerSpec]
    }

    private struct LayerSpec: Decodable {
        let x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat
        let color: [CGFloat]?
        let gradient: [[CGFloat]]?
        let transforms: [[Either]]?
        let preserve3d: Bool?
        let sublayers: [LayerSpec]?
    }

    /// A transform list entry: the function's name or its number.
    private enum Either: Decodable {
        case name(String), number(CGFloat)
        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let text = try? container.decode(String.self) { self = .name(text) } else {
                self = .number(try container.decode(CGFloat.self))
            }
        }
    }

    @Test func exportScenes() throws {
        guard let path = ProcessInfo.processInfo.environment["LAMINA_PERSPECTIVE_SCENES"] else { return }
        let url = URL(fileURLWithPath: path)
        let scenes = try JSONDecoder().decode([Scene].self, from: Data(contentsOf: url))
        for scene in scenes {
            let stage = Layer()
            stage.bounds = CGRect(x: 0, y: 0, width: scene.width, height: scene.height)
            var perspective = Transform3D.identity
            perspective.m34 = -1 / scene.perspective
            stage.sublayerTransform3D = perspective
            stage.sublayers = try scene.layers.map(layer)
            let image = try Renderer(scale: 1, background: .white).render(stage)
            try image.pngData().write(to: url.deletingLastPathComponent().appendingPathComponent("\(scene.name).lamina.png"))
        }
    }

    private func layer(_ spec: LayerSpec) throws -> Layer {
        let layer: Layer
        if let stops = spec.gradient {
            let gradient = GradientLayer()
            gradient.colors = stops.map { Color(red: $0[0], green: $0[1], blue: $0[2]) }
            gradient.startPoint = CGPoint(x: 0, y: 0.5)
            gradient.endPoint = CGPoint(x: 1, y: 0.5)
            layer = gradient
        } else {
            layer = spec.preserve3d == true ? TransformLayer() : Layer()
        }
        layer.bounds = CGRect(x: 0, y: 0, width: spec.width, height: spec.height)
        layer.position = CGPoint(x: spec.x + spec.width / 2, y: spec.y + spec.height / 2)
        if let c = spec.color { layer.backgroundColor = Color(red: c[0], green: c[1], blue: c[2]) }
        var transform = Transform3D.identity
        for entry in (spec.transforms ?? []).reversed() {
            guard entry.count == 2, case .name(let name) = entry[0], case .number(let value) = entry[1] else {
                throw LayerError.invalidValue("transforms: expected [name, number]")
            }
            let angle = value * .pi / 180
            let step: Transform3D
            switch name {
            case "rotateX": step = Transform3D(rotationAngle: angle, x: 1, y: 0, z: 0)
            case "rotateY": step = Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0)
            case "rotateZ": step = Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1)
            case "translateZ": step = Transform3D(translationX: 0, y: 0, z: value)
            default: throw LayerError.invalidValue("transforms: unknown function \(name)")
            }
            transform = transform.concatenating(step)
        }
        layer.transform3D = transform
        layer.sublayers = try (spec.sublayers ?? []).map(self.layer)
        return layer
    }
}
