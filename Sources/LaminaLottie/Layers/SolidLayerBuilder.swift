// A Lottie solid layer (`ty` 1), as lottie-ios's SolidLayer.swift: a rectangle of `sw` × `sh`
// points from the layer's origin, filled with `sc` ("#rrggbb"; black with a warning for text
// that is no colour, as lottie-ios reads it: rlottie's samples have solids with "sc": "").
import Foundation
import Lamina

/// Builds a solid layer's content.
enum SolidLayerBuilder {
    /// The filled rectangle.
    static func layers(_ model: LayerModel, _ diagnostics: LottieDiagnostics) throws -> [Layer] {
        let node = model.node
        // A path to fill, not pixels: any size ≥ 0 is fine.
        // Without a size the solid draws nothing (ThorVG's and rlottie's size is 0); without a
        // colour it is black, as for a colour that is no colour.
        let nothing = "the solid draws nothing, as in ThorVG and rlottie"
        let width = max(try node.member("sw", expected: "the solid's width", nothing, diagnostics)?.number() ?? 0, 0)
        let height = max(try node.member("sh", expected: "the solid's height", nothing, diagnostics)?.number() ?? 0, 0)
        let text = try node.member("sc", expected: "the solid's colour \"#rrggbb\"", "drawn black, as lottie-ios draws it",
                                   diagnostics)?.string() ?? "#000000"
        let layer = Layer()
        layer.anchorPoint = .zero
        layer.bounds = CGRect(x: 0, y: 0, width: width, height: height)
        if let color = color(text) {
            layer.backgroundColor = color
        } else {
            diagnostics.warn(node.path.member("sc"),
                             "expected a colour \"#rrggbb\", found \"\(text)\"; drawn black, as lottie-ios draws it")
            layer.backgroundColor = .black
        }
        return [layer]
    }

    /// "#rgb", "#rrggbb" or "#rrggbbaa" (the # may be left out); nil for other text.
    static func color(_ text: String) -> Color? {
        var hex = text.hasPrefix("#") ? String(text.dropFirst()) : text
        if hex.count == 3 { hex = hex.map { "\($0)\($0)" }.joined() }
        guard hex.count == 6 || hex.count == 8, let value = UInt32(hex, radix: 16) else { return nil }
        let shifted = hex.count == 8 ? value : value << 8 | 0xFF
        return Color(red255: Int(shifted >> 24 & 0xFF), green255: Int(shifted >> 16 & 0xFF),
                     blue255: Int(shifted >> 8 & 0xFF), alpha: CGFloat(shifted & 0xFF) / 255)
    }
}
