// A gradient as the scan converter paints it (CLaminaRaster's `lamina_gradient`): 1,024
// premultiplied colours sampled evenly from location 0 to 1, mixed as Cairo (pixman 0.42) mixes
// them (colour and alpha apart, then premultiplied), and the map from a pixel's centre to its
// location. Each pixel takes the colour of the nearest sample: for a gradient spanning 4,000
// pixels that is within a quarter of a step between samples, under a level in 255 for any pair
// of stops; inside a shape the colours are Cairo's to within 2 levels. Axial
// gradients and radial ones whose focus is their centre are painted this way; conic ones and
// focal points stay Cairo's.
import CLaminaRaster
import Foundation
import LaminaGeometry

/// A gradient the scan converter can paint, with its colour table.
struct DirectGradient {
    /// How many colours the table holds.
    static let tableSize = 1024

    /// The mapping (the table's pointer is set while painting).
    private var mapping: lamina_gradient
    /// The premultiplied ARGB32 colours, Cairo's conversion of each sample.
    private let colors: [UInt32]

    /// Whether the scan converter paints gradients of `gradient`'s kind: axial with its ends
    /// apart, or radial about its centre with both radii above 0.
    static func paints(_ gradient: Gradient) -> Bool {
        guard !gradient.stops.isEmpty else { return false }
        switch gradient.kind {
        case .axial(let start, let end): return start != end
        case .radial(let center, let radii):
            return radii.width > 0 && radii.height > 0 && (gradient.focalPoint.map { $0 == center } ?? true)
        case .conic: return false
        }
    }

    /// `gradient` at `opacity` under `transform` (user space to the target's pixels); nil when
    /// the scan converter cannot paint it: conic, radial with a focus off its centre or a
    /// radius of 0, axial with its ends at one point, or a transform that cannot be inverted.
    init?(_ gradient: Gradient, opacity: CGFloat, transform: CGAffineTransform) {
        let t = transform
        let determinant = t.a * t.d - t.b * t.c
        guard determinant != 0, determinant.isFinite, Self.paints(gradient) else { return nil }
        let inverse = t.inverted()
        // User space of a pixel (px, py): u = (ia px + ic py + itx, ib px + id py + ity).
        let (ia, ib, ic, id, itx, ity) = (inverse.a, inverse.b, inverse.c, inverse.d, inverse.tx, inverse.ty)
        switch gradient.kind {
        case .axial(let start, let end):
            let dx = end.x - start.x, dy = end.y - start.y, squared = dx * dx + dy * dy
            guard squared.isFinite else { return nil }
            mapping = lamina_gradient(kind: Int32(LAMINA_GRADIENT_LINEAR),
                                      m: ((dx * ia + dy * ib) / squared, (dx * ic + dy * id) / squared,
                                          (dx * (itx - start.x) + dy * (ity - start.y)) / squared, 0, 0, 0),
                                      colors: nil, count: 0)
        case .radial(let center, let radii):
            let rx = radii.width, ry = radii.height
            mapping = lamina_gradient(kind: Int32(LAMINA_GRADIENT_RADIAL),
                                      m: (ia / rx, ic / rx, (itx - center.x) / rx, ib / ry, id / ry, (ity - center.y) / ry),
                                      colors: nil, count: 0)
        case .conic:
            return nil
        }
        let m = mapping.m
        guard [m.0, m.1, m.2, m.3, m.4, m.5].allSatisfy(\.isFinite) else { return nil }
        let alpha = min(max(opacity, 0), 1)
        let last = CGFloat(Self.tableSize - 1)
        // Stops as Cairo takes them: locations held to 0…1.
        var clamped = gradient
        clamped.stops = gradient.stops.map { GradientStop(color: $0.color, location: min(max($0.location, 0), 1)) }
        colors = (0..<Self.tableSize).map { index in
            let color = clamped.color(at: CGFloat(index) / last, interpolation: .straight)
            return color.withAlphaComponent(color.alpha * alpha).cairoPremultipliedARGB32
        }
        mapping.count = Int32(Self.tableSize)
    }

    /// Runs `body` with the gradient as the scan converter takes it.
    func withScanConverterGradient<Result>(_ body: (UnsafePointer<lamina_gradient>) -> Result) -> Result {
        colors.withUnsafeBufferPointer { table in
            var gradient = mapping
            gradient.colors = table.baseAddress
            return withUnsafePointer(to: gradient, body)
        }
    }
}
