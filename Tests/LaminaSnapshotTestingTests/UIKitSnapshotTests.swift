// The UIKit strategies as an iOS snapshot test meets them: `assertSnapshot(of: view, as: .image)`
// lays the view out, draws its layer's model values (animations and transforms in depth left
// out, as `render(in:)` draws on iOS) at the display scale, against references in __Snapshots__ (looked at before
// committing).
import Foundation
import Lamina
import LaminaRender
import LaminaSnapshotTesting
import LaminaUIKit
import SnapshotTesting
import Testing

/// A ring laid out in `layoutSubviews`, filling through an animation of `strokeEnd` from 0 that
/// a snapshot must not show: it shows the model value, 0.75.
final class AnimatedRingView: UIView {
    /// The ring.
    let ring = CAShapeLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        ring.fillColor = nil
        ring.strokeColor = UIColor(red: 0, green: 0.478, blue: 1, alpha: 1).cgColor
        ring.lineWidth = 4
        ring.lineCap = .round
        ring.strokeEnd = 0.75
        let fill = CABasicAnimation(keyPath: "strokeEnd")
        fill.fromValue = 0
        fill.toValue = 1
        fill.duration = 2
        ring.add(fill, forKey: "fill")
        layer.addSublayer(ring)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func layoutSubviews() {
        super.layoutSubviews()
        ring.frame = bounds
        ring.path = UIBezierPath(ovalIn: bounds.insetBy(dx: 4, dy: 4)).cgPath
    }
}

@Suite struct UIKitSnapshotTests {
    @Test func aViewIsLaidOutAndDrawnWithoutItsAnimations() {
        assertSnapshot(of: AnimatedRingView(frame: CGRect(x: 0, y: 0, width: 32, height: 32)), as: .image(scale: 2))
    }

    @Test func aLayerIsDrawnAtItsBoundsTimesTheScale() throws {
        let view = AnimatedRingView(frame: CGRect(x: 0, y: 0, width: 32, height: 20))
        var drawn: Image?
        Snapshotting<CALayer, Image>.image(scale: 3).snapshot(view.layer).run { drawn = $0 }
        let image = try #require(drawn)
        #expect(image.width == 96 && image.height == 60)
        // The layout pass ran: the ring fits the bounds, its leftmost point (4, 10) pt is blue
        // at 3 px per point, and the middle is the white background.
        let left = try #require(image.color(x: 12, y: 30))
        #expect(left.blue > 0.9 && left.red < 0.2)
        #expect(image.color(x: 48, y: 30) == Color.white)
    }

    /// A card turned 60° about y with a perspective (`m34`), the classic flip: `render(in:)`
    /// leaves the transform out, so the snapshot shows the card square, as iOS records it,
    /// where the screen (Lamina's renderer by default) shows it narrowed.
    @Test func aTransformInDepthIsLeftOutAsRenderInContextLeavesItOut() throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        let card = CALayer()
        card.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        card.backgroundColor = UIColor.red.cgColor
        var turn = CATransform3DIdentity
        turn.m34 = -1 / 100
        card.transform = CATransform3DRotate(turn, .pi / 3, 0, 1, 0)
        root.addSublayer(card)
        var drawn: Image?
        Snapshotting<CALayer, Image>.image(scale: 1).snapshot(root).run { drawn = $0 }
        let image = try #require(drawn)
        // Square: its corners (10, 10) and (29, 29) are red, as untransformed.
        #expect(image.color(x: 10, y: 10) == Color.red && image.color(x: 29, y: 29) == Color.red)
        #expect(image.color(x: 9, y: 20)?.alpha == 0 && image.color(x: 30, y: 20)?.alpha == 0)
        // The screen's picture: narrowed to about half its width by the turn.
        let screen = try Renderer().render(root.laminaLayer.commit())
        #expect(screen.color(x: 11, y: 20)?.alpha == 0)
        #expect(screen.color(x: 20, y: 20) == Color.red)
    }

    @Test func theDefaultScaleIsOneWithoutTheEnvironmentVariable() {
        if ProcessInfo.processInfo.environment["LAMINA_SNAPSHOT_SCALE"] == nil {
            #expect(SnapshotDisplayScale.default == 1)
        }
    }

    @Test func aColorLiteralIsAUIColor() {
        let color = #colorLiteral(red: 1, green: 0.5, blue: 0.25, alpha: 0.5)
        #expect(color == UIColor(red: 1, green: 0.5, blue: 0.25, alpha: 0.5))
    }
}
