// Commit: the model tree snapshots into plain values, validated at the boundary.
import Foundation
import Testing
@testable import Lamina

@Suite struct CommitTests {
    @Test func snapshotCopiesPropertiesAndIsIndependentOfTheModel() throws {
        let root = Layer()
        root.bounds = CGRect(x: 0, y: 0, width: 40, height: 30)
        root.backgroundColor = .red
        let shape = ShapeLayer()
        shape.path = BezierPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4))
        shape.strokeColor = .blue
        shape.strokeEnd = 0.5
        root.addSublayer(shape)
        let tree = try root.commit()
        root.backgroundColor = .green
        shape.strokeEnd = 1
        #expect(tree.root.backgroundColor == .red)
        #expect(tree.size == CGSize(width: 40, height: 30))
        guard case .shape(let snapshot) = tree.root.sublayers.first?.content else {
            Issue.record("expected a shape node")
            return
        }
        #expect(snapshot.strokeStyle.strokeEnd == 0.5)
        #expect(snapshot.path.svgPathData == "M1 2 L4 2 L4 6 L1 6 Z")
    }

    /// Each node knows the layer it came from (a replicator's copies, their original), and
    /// equality ignores it: the same drawing from two layers compares equal.
    @Test func nodesNameTheirSourceLayerOutsideEquality() throws {
        let replicator = ReplicatorLayer()
        replicator.instanceCount = 2
        let dot = Layer()
        dot.backgroundColor = .red
        replicator.addSublayer(dot)
        let tree = try replicator.commit()
        #expect(tree.root.sourceLayer == ObjectIdentifier(replicator))
        #expect(tree.root.sublayers.map { $0.sublayers.map(\.sourceLayer) }
                == [[ObjectIdentifier(dot)], [ObjectIdentifier(dot)]])
        let twin = Layer()
        twin.backgroundColor = .red
        let twinNode = try twin.commit().root
        #expect(twinNode.sourceLayer != tree.root.sublayers[0].sublayers[0].sourceLayer)
        #expect(twinNode == tree.root.sublayers[0].sublayers[0])
    }

    @Test func renderTreeIsSendable() async throws {
        let layer = ShapeLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        layer.path = BezierPath(rect: layer.bounds)
        let tree = try layer.commit()
        let image = try await Task.detached { try Renderer().render(tree) }.value
        #expect(image.pixel(x: 2, y: 2) == 0xFF00_0000)
    }

    @Test func nonFiniteGeometryIsAnError() {
        let layer = Layer()
        layer.position = CGPoint(x: CGFloat.nan, y: 0)
        #expect(throws: LayerError.nonFinite("Layer.position.x")) { try layer.commit() }
    }

    @Test func nonFinitePathNamesTheLayer() {
        let layer = ShapeLayer()
        layer.name = "ring"
        var path = BezierPath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: CGFloat.infinity, y: 1))
        layer.path = path
        #expect(throws: LayerError.nonFinite("layer \"ring\".path")) { try layer.commit() }
    }

    @Test func gradientLocationsMustMatchColours() {
        let layer = GradientLayer()
        layer.colors = [.red, .blue]
        layer.locations = [0]
        #expect(throws: LayerError.invalidGradient("GradientLayer: expected 2 locations (one per colour), found 1")) {
            try layer.commit()
        }
    }

    @Test func gradientLocationsMustNotDecrease() {
        let layer = GradientLayer()
        layer.colors = [.red, .blue]
        layer.locations = [0.8, 0.2]
        #expect(throws: LayerError.invalidGradient("GradientLayer: expected non-decreasing locations, found 0.8 then 0.2")) {
            try layer.commit()
        }
    }

    @Test func opacityIsClampedAtCommit() throws {
        let layer = Layer()
        layer.opacity = 3
        #expect(try layer.commit().root.opacity == 1)
        layer.opacity = -1
        #expect(try layer.commit().root.opacity == 0)
    }

    @Test func shadowDrawsItsColourTimesItsOpacityAndIsNilAtZeroOpacity() throws {
        let layer = Layer()
        #expect(try layer.commit().root.shadow == nil)
        layer.shadowOpacity = 0.5
        let shadow = try #require(try layer.commit().root.shadow)
        #expect(shadow.color == .black && shadow.opacity == 0.5)
        #expect(shadow.drawnColor == Color(white: 0, alpha: 0.5))
        #expect(shadow.offset == CGSize(width: 0, height: -3) && shadow.radius == 3)
    }

    @Test func shadowPropertiesAnimateFromZeroOpacity() throws {
        let layer = Layer()
        layer.shadowColor = .red
        layer.shadowRadius = 0
        var fade = BasicAnimation(keyPath: .shadowOpacity, from: 0, to: 1)
        fade.duration = 1
        try layer.add(fade, forKey: nil)
        var move = BasicAnimation(keyPath: .shadowOffset, from: .zero, to: CGSize(width: 10, height: 20))
        move.duration = 1
        try layer.add(move, forKey: nil)
        let tree = try layer.commit()
        #expect(tree.root.shadow == nil)
        let shadow = try #require(try tree.evaluated(at: 0.5).root.shadow)
        #expect(shadow.color == .red && shadow.opacity == 0.5 && shadow.radius == 0)
        #expect(shadow.offset == CGSize(width: 5, height: 10))
    }

    @Test func shadowAnimationsOfALayerWithDefaultsStartFromTheDefaults() throws {
        let layer = Layer()
        var fade = BasicAnimation(keyPath: .shadowOpacity, from: 0, to: 1)
        fade.duration = 1
        try layer.add(fade, forKey: nil)
        let shadow = try #require(try layer.commit().evaluated(at: 0.75).root.shadow)
        #expect(shadow == RenderShadow(color: .black, opacity: 0.75, offset: CGSize(width: 0, height: -3), radius: 3, path: nil))
    }

    @Test func zPositionSortIsStableAmongTies() throws {
        let root = Layer()
        for (name, z) in [("a", 1.0), ("b", 0.0), ("c", 1.0), ("d", -1.0), ("e", 0.0)] {
            let l = Layer()
            l.name = name
            l.zPosition = CGFloat(z)
            root.addSublayer(l)
        }
        let sublayers = try root.commit().root.sublayers
        let order = Compositor.zOrder(sublayers).map { sublayers[$0].name }
        #expect(order == ["d", "b", "e", "a", "c"])
    }

    @Test func nestingDeeperThanTheLimitIsAnError() {
        let root = Layer()
        var leaf = root
        for _ in 0..<RenderTree.maxDepth {
            let child = Layer()
            leaf.addSublayer(child)
            leaf = child
        }
        #expect(throws: LayerError.nestingTooDeep(limit: RenderTree.maxDepth)) { try root.commit() }
    }
}
