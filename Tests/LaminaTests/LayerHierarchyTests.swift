// The sublayer tree: CALayer's insertion and removal rules.
import Testing
@testable import Lamina

@Suite struct LayerHierarchyTests {
    private func names(_ layer: Layer) -> [String?] { (layer.sublayers ?? []).map(\.name) }

    private func named(_ name: String) -> Layer {
        let l = Layer()
        l.name = name
        return l
    }

    @Test func sublayersStartNil() {
        #expect(Layer().sublayers == nil)
    }

    @Test func addSublayerAppendsOnTopAndSetsSuperlayer() {
        let parent = Layer(), a = named("a"), b = named("b")
        parent.addSublayer(a)
        parent.addSublayer(b)
        #expect(names(parent) == ["a", "b"])
        #expect(a.superlayer === parent && b.superlayer === parent)
    }

    @Test func addingToAnotherParentMovesTheLayer() {
        let p1 = Layer(), p2 = Layer(), a = named("a")
        p1.addSublayer(a)
        p2.addSublayer(a)
        #expect(p1.sublayers?.isEmpty == true)
        #expect(a.superlayer === p2)
    }

    @Test func insertAtIndexBelowAndAbove() {
        let parent = Layer(), a = named("a"), b = named("b"), c = named("c"), d = named("d")
        parent.addSublayer(a)
        parent.addSublayer(b)
        parent.insertSublayer(c, at: 1)
        #expect(names(parent) == ["a", "c", "b"])
        parent.insertSublayer(d, below: a)
        #expect(names(parent) == ["d", "a", "c", "b"])
        parent.insertSublayer(d, above: b)
        #expect(names(parent) == ["a", "c", "b", "d"])
        parent.insertSublayer(named("e"), at: 99)
        #expect(names(parent) == ["a", "c", "b", "d", "e"])
    }

    @Test func replaceSublayerKeepsThePlace() {
        let parent = Layer(), a = named("a"), b = named("b"), c = named("c")
        parent.sublayers = [a, b]
        parent.replaceSublayer(a, with: c)
        #expect(names(parent) == ["c", "b"])
        #expect(a.superlayer == nil && c.superlayer === parent)
    }

    @Test func removeFromSuperlayer() {
        let parent = Layer(), a = named("a")
        parent.addSublayer(a)
        a.removeFromSuperlayer()
        #expect(parent.sublayers?.isEmpty == true)
        #expect(a.superlayer == nil)
    }

    @Test func settingSublayersAdoptsAndReleases() {
        let parent = Layer(), other = Layer(), a = named("a"), b = named("b")
        other.addSublayer(b)
        parent.addSublayer(a)
        parent.sublayers = [b]
        #expect(a.superlayer == nil)
        #expect(b.superlayer === parent)
        #expect(other.sublayers?.isEmpty == true)
        parent.sublayers = nil
        #expect(b.superlayer == nil)
        #expect(parent.sublayers == nil)
    }

    @Test func aLayerCannotBeItsOwnSublayer() {
        let a = Layer()
        a.addSublayer(a)
        #expect(a.sublayers == nil)
        #expect(a.superlayer == nil)
    }

    @Test func aLayerInsideItsOwnSubtreeIsACommitError() {
        let a = Layer(), b = Layer()
        a.addSublayer(b)
        b.addSublayer(a)  // a leaves the (absent) root and now nests in b: a cycle
        #expect(throws: LayerError.nestingTooDeep(limit: RenderTree.maxDepth)) { try a.commit() }
    }
}
