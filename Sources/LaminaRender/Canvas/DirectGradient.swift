// A gradient as the scan converter paints it (CLaminaRaster's `lamina_gradient`): its stops,
// straight colours with the opacity in their alpha, the map from a pixel's centre to its
// location, and how many premultiplied colours the scan converter makes of them for this
// drawing (four times the device pixels the gradient spans), mixed and rounded as Cairo's
// pixman 0.42 mixes them (colour and alpha apart, then premultiplied): inside a shape the
// colours are Cairo's to within a level or two. Axial gradients and radial ones whose focus is
// their centre are painted this way; conic ones and focal points stay Cairo's.
import CLaminaRaster
import Foundation
import LaminaGeometry

/// A gradient the scan converter can paint.
struct DirectGradient {
    /// The mapping (the stops' pointer is set while painting).
    private var mapping: lamina_gradient
    /// The stops, five floats each: location 0…1, then straight red, green, blue and alpha 0…1.
    private let stops: [Float]

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
        // The map from a pixel to the location, and how many device pixels the colours span.
        let m: (Double, Double, Double, Double, Double, Double)
        let kind: Int32, span: CGFloat
        func deviceLength(_ x: CGFloat, _ y: CGFloat) -> CGFloat { hypot(t.a * x + t.c * y, t.b * x + t.d * y) }
        switch gradient.kind {
        case .axial(let start, let end):
            let dx = end.x - start.x, dy = end.y - start.y, squared = dx * dx + dy * dy
            guard squared.isFinite else { return nil }
            let ux = dx / squared, uy = dy / squared
            m = (ux * ia + uy * ib, ux * ic + uy * id, ux * (itx - start.x) + uy * (ity - start.y), 0, 0, 0)
            kind = Int32(LAMINA_GRADIENT_LINEAR)
            span = deviceLength(dx, dy)
        case .radial(let center, let radii):
            let rx = radii.width, ry = radii.height
            m = (ia / rx, ic / rx, (itx - center.x) / rx, ib / ry, id / ry, (ity - center.y) / ry)
            kind = Int32(LAMINA_GRADIENT_RADIAL)
            span = max(deviceLength(rx, 0), deviceLength(0, ry))
        case .conic:
            return nil
        }
        let resolution = span.isFinite ? Int32(min(max(4 * span, 0), 65_536)) : 4096
        guard [m.0, m.1, m.2, m.3, m.4, m.5].allSatisfy(\.isFinite) else { return nil }
        // Stops as Cairo takes them: in order of location, held to 0…1.
        let alpha = min(max(opacity, 0), 1)
        func unit(_ v: CGFloat) -> Float { v.isNaN ? 0 : Float(min(max(v, 0), 1)) }
        stops = gradient.stops.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .flatMap { _, stop in
                let c = stop.color
                return [unit(stop.location), unit(c.red), unit(c.green), unit(c.blue), unit(c.alpha * alpha)]
            }
        mapping = lamina_gradient(kind: kind, m: m, stops: nil, count: Int32(gradient.stops.count), resolution: resolution)
    }

    /// Runs `body` with the gradient as the scan converter takes it.
    func withScanConverterGradient<Result>(_ body: (UnsafePointer<lamina_gradient>) -> Result) -> Result {
        stops.withUnsafeBufferPointer { stops in
            var gradient = mapping
            gradient.stops = stops.baseAddress
            return withUnsafePointer(to: gradient, body)
        }
    }
}
