// A render node is a value even though its copies share one storage until one changes: every
// setter, on the node or deep in its sublayers, leaves the other copies as they were.
import Foundation
import Testing
@testable import Lamina

@Suite struct RenderNodeValueTests {
    /// A committed root with two sublayers, the second one masked.
    private func root() throws -> RenderNode {
        let root = Layer()
        root.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
        let left = ShapeLayer(), right = Layer()
        left.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        left.path = BezierPath(rect: left.bounds)
        left.fillColor = .red
        right.frame = CGRect(x: 10, y: 0, width: 10, height: 10)
        right.backgroundColor = .blue
        let mask = Layer()
        mask.frame = right.bounds
        mask.backgroundColor = .black
        right.mask = mask
        root.addSublayer(left)
        root.addSublayer(right)
        return try root.commit().root
    }

    @Test func changingACopyLeavesTheOriginal() throws {
        let original = try root()
        var copy = original
        #expect(copy == original)
        copy.opacity = 0.5
        copy.name = "copy"
        #expect(original.opacity == 1 && original.name == nil)
        #expect(copy.opacity == 0.5 && copy.name == "copy")
        #expect(copy != original)
    }

    @Test func changingADeepCopyLeavesTheOriginalSubtree() throws {
        let original = try root()
        var copy = original
        copy.sublayers[0].shape?.fillColor = .green
        copy.sublayers[1].mask?.backgroundColor = .white
        copy.sublayers[1].position.x = 30
        #expect(original.sublayers[0].shape?.fillColor == .red)
        #expect(original.sublayers[1].mask?.backgroundColor == .black)
        #expect(original.sublayers[1].position.x == 15)
        #expect(copy.sublayers[0].shape?.fillColor == .green)
        #expect(copy.sublayers[1].mask?.backgroundColor == .white)
        #expect(copy.sublayers[1].position.x == 30)
    }

    @Test func equalityComparesValuesNotStorage() throws {
        let (first, second) = (try root(), try root())
        #expect(first == second)  // separate commits: separate storage, same drawing
        var changed = second
        changed.sublayers[1].backgroundColor = .blue
        #expect(changed == first)  // written with the value it had: still equal
        changed.sublayers[1].cornerRadius = 2
        #expect(changed != first)
    }

    @Test func copiesAreChangedFromSeveralThreadsAtOnce() async throws {
        let original = try root()
        let opacities = await withTaskGroup(of: CGFloat.self) { group in
            for index in 1...8 {
                group.addTask {
                    var copy = original
                    copy.sublayers[0].opacity = CGFloat(index) / 10
                    return copy.sublayers[0].opacity
                }
            }
            return await group.reduce(into: [CGFloat]()) { $0.append($1) }
        }
        #expect(opacities.sorted() == (1...8).map { CGFloat($0) / 10 })
        #expect(original.sublayers[0].opacity == 1)
    }
}
