// Reading rendered pixels back in tests.
import Foundation
import Lamina

/// A rendered pixel as straight-alpha 8-bit channels.
struct RGBA: Equatable, CustomStringConvertible {
    var r, g, b, a: Int

    var description: String { "rgba(\(r), \(g), \(b), \(a))" }

    /// Whether every channel is within `tolerance` of `other`'s.
    func isClose(to other: RGBA, tolerance: Int = 2) -> Bool {
        abs(r - other.r) <= tolerance && abs(g - other.g) <= tolerance
            && abs(b - other.b) <= tolerance && abs(a - other.a) <= tolerance
    }
}

extension Image {
    /// The pixel at (x, y) as straight-alpha channels (transparent black outside).
    func rgba(_ x: Int, _ y: Int) -> RGBA {
        guard let c = color(x: x, y: y) else { return RGBA(r: 0, g: 0, b: 0, a: 0) }
        func byte(_ v: CGFloat) -> Int { Int((v * 255).rounded()) }
        return RGBA(r: byte(c.red), g: byte(c.green), b: byte(c.blue), a: byte(c.alpha))
    }

    /// The alpha (0…255) at (x, y).
    func alpha(_ x: Int, _ y: Int) -> Int { Int((pixel(x: x, y: y) ?? 0) >> 24) }
}

/// Opaque channels.
func rgb(_ r: Int, _ g: Int, _ b: Int, _ a: Int = 255) -> RGBA { RGBA(r: r, g: g, b: b, a: a) }

/// `layer` with bounds (0, 0, width, height), anchored at its top-left corner at (x, y).
@discardableResult
func place<L: Layer>(_ layer: L, x: CGFloat = 0, y: CGFloat = 0, width: CGFloat, height: CGFloat) -> L {
    layer.anchorPoint = .zero
    layer.bounds = CGRect(x: 0, y: 0, width: width, height: height)
    layer.position = CGPoint(x: x, y: y)
    return layer
}
