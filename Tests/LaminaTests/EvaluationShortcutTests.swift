// What lets a frame's evaluation skip work: the facts a render node keeps about its subtree
// (whether anything below animates, how deep it nests) stay true through every setter, a
// subtree without animations comes back from evaluation unchanged, and the renderer leaves
// unevaluated what its own animations hide.
import Foundation
import Testing
@testable import Lamina

@Suite struct EvaluationShortcutTests {
    /// A 10-point square shape layer at `x`.
    private func square(x: CGFloat) -> ShapeLayer {
        let layer = ShapeLayer()
        layer.frame = CGRect(x: x, y: 0, width: 10, height: 10)
        layer.path = BezierPath(rect: layer.bounds)
        layer.fillColor = .red
        return layer
    }

    /// A root holding a static group of two squares and an animated square.
    private func tree() throws -> RenderTree {
        let root = Layer()
        root.bounds = CGRect(x: 0, y: 0, width: 40, height: 10)
        let group = Layer()
        group.frame = root.bounds
        group.addSublayer(square(x: 0))
        group.addSublayer(square(x: 10))
        root.addSublayer(group)
        let moving = square(x: 20)
        var fade = BasicAnimation(keyPath: .opacity, from: 0, to: 1)
        fade.duration = 1
        try moving.add(fade, forKey: "fade")
        root.addSublayer(moving)
        return try root.commit()
    }

    @Test func nodesKnowWhetherTheirSubtreeAnimates() throws {
        let root = try tree().root
        #expect(root.animatesSubtree)
        #expect(!root.sublayers[0].animatesSubtree)  // the static group
        #expect(root.sublayers[1].animatesSubtree)
        #expect(root.depth == 3 && root.sublayers[0].depth == 2 && root.sublayers[1].depth == 1)
    }

    @Test func aStaticSubtreeEvaluatesToItself() throws {
        let tree = try tree()
        let evaluated = try tree.evaluated(at: 0.5)
        #expect(evaluated.root.sublayers[0] == tree.root.sublayers[0])
        #expect(evaluated.root.sublayers[1].opacity == 0.5)
        #expect(!evaluated.root.animatesSubtree)
    }

    @Test func settersKeepTheFactsTrue() throws {
        let tree = try tree()
        var root = tree.root
        let animations = root.sublayers[1].animations
        root.sublayers[1].animations = nil
        #expect(!root.animatesSubtree)
        root.sublayers[0].sublayers[1].animations = animations
        #expect(root.animatesSubtree && root.sublayers[0].animatesSubtree)
        root.sublayers[0].sublayers[1].animations = nil
        root.mask = tree.root.sublayers[1]
        #expect(root.animatesSubtree)
        root.mask = nil
        #expect(!root.animatesSubtree)
        // Deeper: a group of the whole root under the first square.
        root.sublayers[0].sublayers[0].sublayers = [tree.root]
        #expect(root.depth == 6)
        #expect(root.nestingDepth() == 6)
        root.sublayers[0].sublayers[0].sublayers = []
        #expect(root.depth == 3)
    }

    @Test func aFiltersPictureCountsInTheDepth() throws {
        var node = try tree().root.sublayers[1]
        let picture = try tree()
        node.filters = [Filter([FilterPrimitive(.image(.layer(picture)))], region: CGRect(x: 0, y: 0, width: 10, height: 10))]
        #expect(node.depth == picture.root.depth + 1)
        node.filters = []
        #expect(node.depth == 1)
    }

    /// A layer hidden (by a held opacity of 0) for its first second, holding a shape whose
    /// path animation cannot be evaluated: its keyframes differ in structure.
    private func hiddenBrokenTree() throws -> RenderTree {
        let root = Layer()
        root.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        let holder = Layer()
        holder.frame = root.bounds
        var visibility = KeyframeAnimation(keyPath: .opacity, values: [0, 1])
        visibility.keyTimes = [0, 0.5]
        visibility.calculationMode = .discrete
        visibility.duration = 2
        visibility.fillMode = .both
        visibility.isRemovedOnCompletion = false
        try holder.add(visibility, forKey: "visibility")
        let broken = square(x: 0)
        let morph = KeyframeAnimation(keyPath: .path, values: [BezierPath(rect: broken.bounds),
                                                              BezierPath(ovalIn: broken.bounds)])
        var timed = morph
        timed.duration = 2
        try broken.add(timed, forKey: "morph")
        holder.addSublayer(broken)
        root.addSublayer(holder)
        return try root.commit()
    }

    @Test func theRendererLeavesWhatIsHiddenUnevaluated() throws {
        let tree = try hiddenBrokenTree()
        // Evaluating the whole tree meets the broken animation, hidden or not.
        #expect(throws: AnimationError.self) { try tree.evaluated(at: 0.5) }
        // Drawing does not evaluate below a node its own animations hide: nothing shows.
        let hidden = try Renderer().render(tree, at: 0.5)
        #expect(hidden.pixels.allSatisfy { $0 == 0 })
        // Once the layer shows, the broken animation is met.
        #expect(throws: (any Error).self) { try Renderer().render(tree, at: 1.5) }
    }
}
