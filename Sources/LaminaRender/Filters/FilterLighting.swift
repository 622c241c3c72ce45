// feDiffuseLighting and feSpecularLighting (SVG 1.1 §15.14, §15.22; Filter Effects Module
// Level 1): the input's alpha is a height map lit by one light (FilterLight.swift). The surface
// normal comes from the Sobel kernels, with the spec's one-sided kernels and factors on the
// border pixels; the light vector, the spot's cone and fall-off, and the Lambert and
// Blinn–Phong terms follow resvg's crates/resvg/src/filter/lighting.rs in 32-bit floating
// point, so that the bytes agree with its references. As there, pixels are sampled at their
// corners and kernelUnitLength is not read: the normals are taken over device pixels.
import Foundation

/// A lighting filter: the input's alpha, scaled by ``surfaceScale``, is a surface lit by
/// ``light`` in ``color`` (`feDiffuseLighting`, `feSpecularLighting`).
public struct FilterLighting: Equatable, Sendable {
    /// How the surface reflects the light.
    public enum Reflection: Equatable, Sendable {
        /// Lambertian reflection (`feDiffuseLighting`): each channel is `constant · N·L` times
        /// the light's colour; the result is opaque. SVG's `diffuseConstant` is 1 by default;
        /// a negative constant counts as 0 (black).
        case diffuse(constant: CGFloat)
        /// Blinn–Phong highlights (`feSpecularLighting`): each channel is
        /// `constant · (N·H)^exponent` times the light's colour, H halfway between the light
        /// and the viewer; alpha is the largest channel, so that the result adds onto an image.
        /// SVG's defaults are 1 and 1 (SVG allows exponents 1…128); a negative constant counts
        /// as 0.
        case specular(constant: CGFloat, exponent: CGFloat)
    }

    /// Diffuse or specular, with its constants.
    public var reflection: Reflection
    /// The light source.
    public var light: FilterLight
    /// The height of an opaque pixel above a transparent one, in pixels (SVG's `surfaceScale`,
    /// 1 by default; negative values turn the surface inside out).
    public var surfaceScale: CGFloat
    /// The light's colour (`lighting-color`, white by default); its alpha is ignored. It is
    /// converted to the primitive's colour space.
    public var color: Color

    /// Creates a lighting filter: `reflection` of `light` in `color` off the input's alpha
    /// raised by `surfaceScale`.
    public init(_ reflection: Reflection, light: FilterLight, surfaceScale: CGFloat = 1, color: Color = .white) {
        self.reflection = reflection
        self.light = light
        self.surfaceScale = surfaceScale
        self.color = color
    }

    /// What one lit pixel costs, in blurred pixels of the render budget (a dozen
    /// floating-point operations, a square root, and a power for a specular or a spot).
    static let costPerPixel = 2

    /// The lit surface of `input`'s alpha, in `space`, with the light's positions mapped to
    /// the image's pixels by `toPixels` and its heights scaled by `zScale`. An image narrower
    /// or lower than 3 pixels stays transparent (no normal can be taken).
    func render(alphaOf input: Image, toPixels: CGAffineTransform, zScale: CGFloat,
                space: FilterColorSpace) throws -> Image {
        let width = input.width, height = input.height
        var result = try Image(width: width, height: height)
        guard width >= 3, height >= 3 else { return result }
        let light = Light(light, toPixels: toPixels, zScale: zScale)
        let scale = Float(surfaceScale)
        func byte(_ c: CGFloat) -> Float {
            let value = UInt8((min(max(c.isFinite ? c : 0, 0), 1) * 255).rounded())
            return Float(space == .linearRGB ? FilterColorTables.linear[Int(value)] : value)
        }
        let color = (byte(color.red), byte(color.green), byte(color.blue))
        let alpha = input.pixels.map { Int32($0 >> 24) }
        alpha.withUnsafeBufferPointer { a in
            result.pixels.withUnsafeMutableBufferPointer { out in
                for y in 0..<height {
                    for x in 0..<width {
                        let normal = Self.normal(a, width, height, x, y, surfaceScale: scale)
                        let l = light.vector(x, y, height: Float(a[y * width + x]) / 255 * scale)
                        let factor = self.factor(normal, l)
                        let c = light.color(color, l)
                        let r = Self.channel(c.0 * factor), g = Self.channel(c.1 * factor), b = Self.channel(c.2 * factor)
                        let alpha: UInt32
                        if case .diffuse = reflection { alpha = 255 } else { alpha = max(r, g, b) }
                        out[y * width + x] = alpha << 24 | r << 16 | g << 8 | b
                    }
                }
            }
        }
        return result
    }

    /// A colour value through the clamp to 0…255 and the rounding of resvg (NaN gives 0).
    @inline(__always)
    static func channel(_ value: Float) -> UInt32 {
        value.isNaN ? 0 : UInt32(min(max(value, 0), 255) + 0.5)
    }

    /// The surface normal at (x, y): the Sobel gradient of the alpha over the 3 × 3
    /// neighbourhood, one-sided where it reaches beyond the image, scaled by the spec's factor
    /// (1/4 inside, 1/3 and 1/2 along an edge, 2/3 at a corner: 2 over the weights times the
    /// span) and by `surfaceScale`/255. Nil for a flat neighbourhood, whose normal is (0, 0, 1).
    @inline(__always)
    static func normal(_ a: UnsafeBufferPointer<Int32>, _ width: Int, _ height: Int, _ x: Int, _ y: Int,
                       surfaceScale: Float) -> (x: Float, y: Float, z: Float)? {
        let x0 = max(x - 1, 0), x1 = min(x + 1, width - 1), y0 = max(y - 1, 0), y1 = min(y + 1, height - 1)
        var nx: Int32 = 0, ny: Int32 = 0, rowWeights: Int32 = 0, columnWeights: Int32 = 0
        for row in y0...y1 {
            let weight: Int32 = row == y ? 2 : 1
            nx += weight * (a[row * width + x1] - a[row * width + x0])
            rowWeights += weight
        }
        for column in x0...x1 {
            let weight: Int32 = column == x ? 2 : 1
            ny += weight * (a[y1 * width + column] - a[y0 * width + column])
            columnWeights += weight
        }
        guard nx != 0 || ny != 0 else { return nil }
        let factorX = 2 / Float(rowWeights * Int32(x1 - x0)), factorY = 2 / Float(columnWeights * Int32(y1 - y0))
        let s = surfaceScale / 255
        return (Float(-nx) * s * factorX, Float(-ny) * s * factorY, 1)
    }

    /// The reflection factor for unit normal direction `n` (nil: flat) and light vector `l`.
    @inline(__always)
    private func factor(_ n: (x: Float, y: Float, z: Float)?, _ l: (Float, Float, Float)) -> Float {
        switch reflection {
        case .diffuse(let constant):
            let constant = Float(max(constant, 0))
            guard let n else { return constant * l.2 }
            return constant * ((n.x * l.0 + n.y * l.1 + n.z * l.2) / Light.length(n.x, n.y, n.z))
        case .specular(let constant, let exponent):
            let h = (l.0, l.1, l.2 + 1)
            let hLength = Light.length(h.0, h.1, h.2)
            guard hLength != 0 else { return 0 }
            let cosine: Float
            if let n {
                cosine = (n.x * h.0 + n.y * h.1 + n.z * h.2) / Light.length(n.x, n.y, n.z) / hLength
            } else {
                cosine = h.2 / hLength
            }
            return Float(max(constant, 0)) * pow(cosine, Float(exponent))
        }
    }

    /// The light in the image's pixels, in 32-bit floating point.
    private struct Light {
        /// The unit vector towards a distant light.
        var direction: (Float, Float, Float) = (0, 0, 0)
        /// A point or spot light's position; nil for a distant light.
        var position: (Float, Float, Float)?
        /// A spot's unit axis, exponent and cosine of its cone (nil: no cone).
        var spot: (axis: (Float, Float, Float), exponent: Float, cone: Float?)?

        init(_ light: FilterLight, toPixels: CGAffineTransform, zScale: CGFloat) {
            func mapped(_ p: FilterLight.Position) -> (Float, Float, Float) {
                let q = CGPoint(x: p.x, y: p.y).applying(toPixels)
                return (Float(q.x), Float(q.y), Float(p.z * zScale))
            }
            switch light {
            case .distant(let azimuth, let elevation):
                let a = Float(azimuth) * (Float.pi / 180), e = Float(elevation) * (Float.pi / 180)
                direction = (cos(a) * cos(e), sin(a) * cos(e), sin(e))
            case .point(let p):
                position = mapped(p)
            case .spot(let p, let target, let exponent, let cone):
                let from = mapped(p), to = mapped(target)
                spot = (Self.normalized((to.0 - from.0, to.1 - from.1, to.2 - from.2)), Float(exponent),
                        cone.map { cos(Float($0) * (Float.pi / 180)) })
                position = from
            }
        }

        @inline(__always)
        static func length(_ x: Float, _ y: Float, _ z: Float) -> Float { (x * x + y * y + z * z).squareRoot() }

        /// `v` scaled to unit length; unchanged when it has none.
        @inline(__always)
        static func normalized(_ v: (Float, Float, Float)) -> (Float, Float, Float) {
            let l = length(v.0, v.1, v.2)
            return l == 0 ? v : (v.0 / l, v.1 / l, v.2 / l)
        }

        /// The unit vector from the surface at pixel (x, y), `height` above the plane, to the light.
        @inline(__always)
        func vector(_ x: Int, _ y: Int, height: Float) -> (Float, Float, Float) {
            guard let p = position else { return direction }
            return Self.normalized((p.0 - Float(x), p.1 - Float(y), p.2 - height))
        }

        /// The light's colour reaching the surface along `l`: `color` but for a spot, which
        /// scales it by (−L·S)^exponent (rounded to bytes) inside its cone and is black outside.
        @inline(__always)
        func color(_ color: (Float, Float, Float), _ l: (Float, Float, Float)) -> (Float, Float, Float) {
            guard let spot else { return color }
            let cosine = -(l.0 * spot.axis.0 + l.1 * spot.axis.1 + l.2 * spot.axis.2)
            guard cosine > 0 else { return (0, 0, 0) }
            if let cone = spot.cone, cosine < cone { return (0, 0, 0) }
            let f = pow(cosine, spot.exponent)
            return (Float(FilterLighting.channel(color.0 * f)), Float(FilterLighting.channel(color.1 * f)),
                    Float(FilterLighting.channel(color.2 * f)))
        }
    }
}
