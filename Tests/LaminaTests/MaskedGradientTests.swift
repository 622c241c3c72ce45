// A gradient layer masked by a shape layer (how Lottie gradients arrive) is painted straight
// through the shape: no offscreen group, and the pixels of the gradient masked by the shape,
// worked out here from the two drawn apart. Where the canvas clips at a fraction of a pixel, or
// the mask does more than fill or stroke, the groups stay.
import Foundation
import LaminaRender
import Testing
@testable import Lamina

@Suite struct MaskedGradientTests {
    /// A 64 × 64 root holding a gradient layer (three stops, one translucent) reaching 64 points
    /// past it on every side, as Lottie's do, masked by `mask` (in the root's coordinates).
    static func scene(_ mask: ShapeLayer, opacity: CGFloat = 1) -> (root: Layer, gradient: GradientLayer) {
        let root = Layer()
        root.bounds = CGRect(x: 0, y: 0, width: 64, height: 64)
        root.anchorPoint = .zero
        let gradient = GradientLayer()
        gradient.bounds = CGRect(x: -64, y: -64, width: 192, height: 192)
        gradient.position = CGPoint(x: -64, y: -64)
        gradient.anchorPoint = .zero
        gradient.colors = [Color(red: 1, green: 0.2, blue: 0, alpha: 1), Color(red: 0.1, green: 0.3, blue: 1, alpha: 0.5),
                           Color(red: 0, green: 0.8, blue: 0.3, alpha: 1)]
        gradient.startPoint = CGPoint(x: 0.4, y: 0.35)
        gradient.endPoint = CGPoint(x: 0.6, y: 0.65)
        gradient.opacity = opacity
        gradient.mask = mask
        root.addSublayer(gradient)
        return (root, gradient)
    }

    static func ring(stroked: Bool) -> ShapeLayer {
        let shape = ShapeLayer()
        shape.path = BezierPath(ovalIn: CGRect(x: 9.3, y: 11.6, width: 44.5, height: 40))
        if stroked {
            shape.fillColor = nil
            shape.strokeColor = .white
            shape.lineWidth = 7.5
            shape.strokeEnd = 0.8
            shape.lineCap = .round
        } else {
            shape.fillColor = Color(white: 1, alpha: 0.8)
        }
        return shape
    }

    /// The gradient's premultiplied pixels times the mask's alpha, drawn apart.
    static func expected(_ root: Layer, _ gradient: GradientLayer, mask: ShapeLayer) throws -> [UInt32] {
        gradient.mask = nil
        let painted = try Renderer().render(try root.commit(), size: nil)
        gradient.isHidden = true
        mask.position = CGPoint(x: 0, y: 0)
        root.addSublayer(mask)
        let coverage = try Renderer().render(try root.commit(), size: nil)
        return zip(painted.pixels, coverage.pixels).map { pixel, cover in
            let a = cover >> 24
            func channel(_ shift: UInt32) -> UInt32 { ((((pixel >> shift) & 0xFF) * a + 127) / 255) << shift }
            return channel(24) | channel(16) | channel(8) | channel(0)
        }
    }

    @Test(arguments: [false, true]) func paintedThroughTheShapeWithoutGroups(stroked: Bool) throws {
        let (root, _) = Self.scene(Self.ring(stroked: stroked), opacity: 0.9)
        var statistics = RenderStatistics()
        let image = try Renderer().render(try root.commit(), size: nil, statistics: &statistics)
        #expect(statistics.groupsPushed == 0)
        let (again, copy) = Self.scene(Self.ring(stroked: stroked), opacity: 0.9)
        let expected = try Self.expected(again, copy, mask: try #require(copy.mask as? ShapeLayer))
        var largest = 0
        for (p, q) in zip(image.pixels, expected) {
            for shift in stride(from: 0, to: 32, by: 8) {
                largest = max(largest, abs(Int(p >> UInt32(shift) & 0xFF) - Int(q >> UInt32(shift) & 0xFF)))
            }
        }
        #expect(largest <= 3)
        #expect(image.pixels.contains { $0 >> 24 > 0 })
    }

    /// A mask that both fills and strokes, and a canvas rotated by a fraction of a turn under a
    /// clip (an antialiased one), keep the groups.
    @Test func otherMasksAndAntialiasedClipsKeepTheGroups() throws {
        let both = Self.ring(stroked: true)
        both.fillColor = .white
        var statistics = RenderStatistics()
        _ = try Renderer().render(try Self.scene(both).root.commit(), size: nil, statistics: &statistics)
        #expect(statistics.groupsPushed == 2)
        let clipped = Self.scene(Self.ring(stroked: false))
        let holder = Layer()
        holder.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
        holder.position = CGPoint(x: 32, y: 32)
        holder.masksToBounds = true
        holder.transform = CGAffineTransform(rotationAngle: 0.2)
        holder.addSublayer(clipped.root)
        let top = Layer()
        top.bounds = CGRect(x: 0, y: 0, width: 64, height: 64)
        top.addSublayer(holder)
        statistics = RenderStatistics()
        _ = try Renderer().render(try top.commit(), size: nil, statistics: &statistics)
        #expect(statistics.groupsPushed == 2)
        // The same holder unturned clips at whole pixels: straight through the shape.
        holder.transform = .identity
        statistics = RenderStatistics()
        _ = try Renderer().render(try top.commit(), size: nil, statistics: &statistics)
        #expect(statistics.groupsPushed == 0)
    }
}
