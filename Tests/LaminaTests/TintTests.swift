// Tint colour (SEMANTICS §4), walked through EXAMPLES scene 7 step by step: a red window, a
// green tab bar subtree, dimming with a normal sheet, restoring; plus the dimming rule's numbers.
import Foundation
import LaminaTesting
import Testing
@testable import Lamina

@Suite struct TintTests {
    /// The scene: a window with two buttons, a tab bar with two items, and a sheet with Cancel
    /// and Post. Every control is a shape layer filled with the dynamic tint.
    final class Scene {
        let window = place(Layer(), width: 120, height: 90)
        let buttons = [Scene.control(x: 8, y: 8), Scene.control(x: 40, y: 8)]
        let tabBar = place(Layer(), x: 0, y: 66, width: 120, height: 24)
        let tabItems = [Scene.control(x: 8, y: 4), Scene.control(x: 40, y: 4)]
        let sheet = place(Layer(), x: 0, y: 30, width: 120, height: 30)
        let sheetButtons = [Scene.control(x: 8, y: 6, name: "Cancel"), Scene.control(x: 80, y: 6, name: "Post")]

        init() {
            window.backgroundColor = .white
            buttons.forEach(window.addSublayer)
            tabBar.backgroundColor = Color(white: 0.95)
            tabItems.forEach(tabBar.addSublayer)
            window.addSublayer(tabBar)
            sheetButtons.forEach(sheet.addSublayer)
            window.addSublayer(sheet)
        }

        static func control(x: CGFloat, y: CGFloat, name: String? = nil) -> ShapeLayer {
            let layer = place(ShapeLayer(), x: x, y: y, width: 28, height: 16)
            layer.name = name
            layer.path = BezierPath(roundedRect: layer.bounds, cornerRadius: 4)
            layer.fillColor = .tint
            return layer
        }

        /// The committed fill colour of each group of controls.
        func fills() throws -> (buttons: [Color?], tabs: [Color?], sheet: [Color?]) {
            let root = try window.commit().root
            func fill(_ node: RenderNode) -> Color? {
                guard case .shape(let shape) = node.content else { return nil }
                return shape.fillColor
            }
            return (Array(root.sublayers[0...1]).map(fill), root.sublayers[2].sublayers.map(fill),
                    root.sublayers[3].sublayers.map(fill))
        }
    }

    static let systemBlueDimmed = Color(white: 0.5 + (0.7152 * 122 / 255 + 0.0722 - 0.5) / 2)

    @Test func dimmingRuleNumbers() {
        // Y(#007AFF) = 0.7152 × 122/255 + 0.0722 = 0.414374…; grey = 0.5 + (Y − 0.5)/2 = 0.457187…
        #expect(abs(Color.systemBlue.luma - 0.414_374_117_647) < 1e-9)
        #expect(abs(Color.systemBlue.dimmed.red - 0.457_187_058_824) < 1e-9)
        #expect(Color.systemBlue.dimmed.description == "rgba(117, 117, 117, 1.0)")
        #expect(Color.red.dimmed == Color(white: 0.5 + (0.2126 - 0.5) / 2))
        #expect(Color.red.withAlphaComponent(0.5).dimmed.alpha == 0.5)
        #expect(Color.tint.dimmed == .tint)
    }

    @Test func dynamicTintKeepsItsAlphaAndIsNotAPlainColour() {
        let half = Color.tint.withAlphaComponent(0.5)
        #expect(half.isDynamicTint && half.alpha == 0.5)
        #expect(Color.tint != .black)
        #expect(!Color.black.isDynamicTint)
        #expect(Color.tint.description == "tint(alpha: 1.0)")
    }

    @Test func scene7StepByStep() throws {
        let scene = Scene()
        // Nothing set: system blue everywhere.
        var fills = try scene.fills()
        #expect(fills.buttons == [.systemBlue, .systemBlue] && fills.tabs == [.systemBlue, .systemBlue])
        #expect(scene.buttons[0].effectiveTintColor == .systemBlue)

        // 1. The window's tint set to red recolours every control below it.
        scene.window.tintColor = .red
        fills = try scene.fills()
        #expect(fills.buttons == [.red, .red] && fills.tabs == [.red, .red] && fills.sheet == [.red, .red])

        // 2. The tab bar given green keeps green when the window changes.
        scene.tabBar.tintColor = .green
        scene.window.tintColor = .blue
        fills = try scene.fills()
        #expect(fills.buttons == [.blue, .blue] && fills.tabs == [.green, .green])

        // 3. Clearing the window's tint returns the rest to the default blue.
        scene.window.tintColor = nil
        fills = try scene.fills()
        #expect(fills.buttons == [.systemBlue, .systemBlue] && fills.tabs == [.green, .green])

        // 4. Dimming the window (an alert is up) turns every tint grey; a sheet set to normal
        //    keeps its red Cancel and Post.
        scene.window.tintColor = .red
        scene.window.tintAdjustmentMode = .dimmed
        scene.sheet.tintAdjustmentMode = .normal
        fills = try scene.fills()
        #expect(fills.buttons == [Color.red.dimmed, Color.red.dimmed])
        #expect(fills.tabs == [Color.green.dimmed, Color.green.dimmed])
        #expect(fills.sheet == [.red, .red])
        #expect(scene.tabItems[0].effectiveTintAdjustmentMode == .dimmed)
        #expect(scene.sheetButtons[1].effectiveTintAdjustmentMode == .normal)

        // 5. Back to automatic: every colour returns, since the specific tints were never lost.
        scene.window.tintAdjustmentMode = .automatic
        fills = try scene.fills()
        #expect(fills.buttons == [.red, .red] && fills.tabs == [.green, .green] && fills.sheet == [.red, .red])
        #expect(scene.tabBar.tintColor == .green && scene.window.tintColor == .red)
    }

    @Test func movingASubtreeReResolvesIt() throws {
        let scene = Scene()
        scene.window.tintColor = .red
        scene.tabBar.tintColor = .green
        let button = scene.buttons[1]
        #expect(button.effectiveTintColor == .red)
        scene.tabBar.addSublayer(button)
        #expect(button.effectiveTintColor == .green)
        let tabBar = try scene.window.commit().root.sublayers[1]
        guard case .shape(let moved) = tabBar.sublayers[2].content else {
            Issue.record("expected a shape node")
            return
        }
        #expect(moved.fillColor == .green)
    }

    @Test func committingASubtreeUsesItsAncestorsTint() throws {
        let scene = Scene()
        scene.window.tintColor = .red
        guard case .shape(let shape) = try scene.buttons[0].commit().root.content else {
            Issue.record("expected a shape node")
            return
        }
        #expect(shape.fillColor == .red)
    }

    @Test func everyColourPropertyAcceptsTheTint() throws {
        let window = place(Layer(), width: 40, height: 40)
        window.tintColor = .green
        let layer = place(Layer(), width: 20, height: 20)
        layer.backgroundColor = Color.tint.withAlphaComponent(0.5)
        layer.borderColor = .tint
        layer.borderWidth = 1
        layer.shadowColor = .tint
        layer.shadowOpacity = 1
        let text = TextLayer()
        text.string = "A"
        text.foregroundColor = .tint
        let gradient = GradientLayer()
        gradient.colors = [.tint, .white]
        window.sublayers = [layer, text, gradient]
        let root = try window.commit().root
        let node = root.sublayers[0]
        #expect(node.backgroundColor == Color.green.withAlphaComponent(0.5))
        #expect(node.borderColor == .green && node.shadow?.color == .green)
        if case .text(let t) = root.sublayers[1].content { #expect(t.style.color == .green) } else {
            Issue.record("expected a text node")
        }
        if case .gradient(let g) = root.sublayers[2].content { #expect(g.stops.first?.color == .green) } else {
            Issue.record("expected a gradient node")
        }
    }

    @Test func theDynamicTintIsNoTintColour() {
        let layer = Layer()
        layer.tintColor = .tint
        #expect(layer.tintColor == nil && layer.effectiveTintColor == .systemBlue)
    }

    /// The scene in its three looks: red, dimmed with a normal sheet, and restored with a green
    /// tab bar.
    @Test func scene7Golden() throws {
        let scene = Scene()
        let renderer = Renderer(scale: 2, background: .white)
        scene.window.tintColor = .red
        scene.tabBar.tintColor = .green
        let normal = try renderer.render(scene.window)
        scene.window.tintAdjustmentMode = .dimmed
        scene.sheet.tintAdjustmentMode = .normal
        let dimmed = try renderer.render(scene.window)
        assertGolden(normal, named: "scene7-red-green")
        assertGolden(dimmed, named: "scene7-dimmed-normal-sheet")
        // A fill of Color.red.dimmed, exactly: grey 0.5 + (0.2126 − 0.5)/2 = 0.3563 → 91.
        #expect(dimmed.rgba(2 * 22, 2 * 16) == rgb(91, 91, 91))
        #expect(dimmed.rgba(2 * 22, 2 * 44) == rgb(255, 0, 0))
    }

    /// Scene 10: tally marks stroked in the tint are redrawn in the new colour when the tint
    /// changes, without touching the marks' layer.
    @Test func tallyMarksFollowTheTint() throws {
        let card = place(Layer(), width: 40, height: 20)
        let marks = place(ShapeLayer(), width: 40, height: 20)
        var path = BezierPath()
        for i in 0..<4 {
            path.move(to: CGPoint(x: 6 + CGFloat(i) * 8, y: 2))
            path.addLine(to: CGPoint(x: 6 + CGFloat(i) * 8, y: 18))
        }
        marks.path = path
        marks.fillColor = nil
        marks.strokeColor = .tint
        marks.lineWidth = 2
        card.addSublayer(marks)
        card.tintColor = .green
        let green = try Renderer(scale: 2).render(card)
        card.tintColor = .red
        let red = try Renderer(scale: 2).render(card)
        #expect(green.rgba(12, 20) == rgb(0, 255, 0) && red.rgba(12, 20) == rgb(255, 0, 0))
        #expect(red.rgba(20, 20) == rgb(0, 0, 0, 0))  // between the marks
    }
}
