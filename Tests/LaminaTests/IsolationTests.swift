// The offscreen decision: a pure function, and the fast path it allows.
import Foundation
import Testing
@testable import Lamina

@Suite struct IsolationTests {
    private func shape(_ rect: CGRect, color: Color = .blue) -> ShapeLayer {
        let s = ShapeLayer()
        s.bounds = CGRect(origin: .zero, size: rect.size)
        s.position = CGPoint(x: rect.midX, y: rect.midY)
        s.path = BezierPath(ovalIn: s.bounds)
        s.fillColor = color
        return s
    }

    private func plainShapeTree() -> Layer {
        let root = Layer()
        root.bounds = CGRect(x: 0, y: 0, width: 64, height: 64)
        root.backgroundColor = .white
        for i in 0..<4 {
            let s = shape(CGRect(x: i * 12, y: i * 12, width: 20, height: 20))
            s.strokeColor = .red
            s.lineWidth = 2
            root.addSublayer(s)
        }
        return root
    }

    @Test func plainShapeTreeNeedsNoIsolation() throws {
        let tree = try plainShapeTree().commit()
        #expect(Isolation.required(for: tree.root).isEmpty)
        #expect(tree.root.sublayers.allSatisfy { Isolation.required(for: $0).isEmpty })
    }

    @Test func plainShapeTreeRendersWithoutGroups() throws {
        var statistics = RenderStatistics()
        _ = try Renderer().render(try plainShapeTree().commit(), size: nil, statistics: &statistics)
        #expect(statistics.groupsPushed == 0)
    }

    @Test func opacityOnASingleDrawingStaysOnTheFastPath() throws {
        let s = shape(CGRect(x: 0, y: 0, width: 10, height: 10))
        s.opacity = 0.5
        #expect(Isolation.required(for: try s.commit().root).isEmpty)
    }

    @Test func opacityOverFillAndStrokeNeedsAGroup() throws {
        let s = shape(CGRect(x: 0, y: 0, width: 10, height: 10))
        s.strokeColor = .red
        s.opacity = 0.5
        #expect(Isolation.required(for: try s.commit().root) == .groupOpacity)
        var statistics = RenderStatistics()
        _ = try Renderer().render(try s.commit(), size: nil, statistics: &statistics)
        #expect(statistics.groupsPushed == 1)
    }

    @Test func opacityOverSeveralSublayersNeedsAGroup() throws {
        let root = plainShapeTree()
        root.backgroundColor = nil
        root.opacity = 0.5
        #expect(Isolation.required(for: try root.commit().root) == .groupOpacity)
    }

    @Test func eachReasonIsReported() throws {
        let l = Layer()
        l.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        l.mask = Layer()
        l.shadowOpacity = 1
        l.compositingFilter = .multiply
        l.masksToBounds = true
        #expect(Isolation.required(for: try l.commit().root) == [.mask, .shadow, .blendMode])
        l.cornerRadius = 3
        #expect(Isolation.required(for: try l.commit().root) == [.mask, .shadow, .blendMode, .roundedClip])
    }

    /// `isolatesBlending` groups a layer whose sublayers blend, so that their blend modes meet
    /// only each other: a multiplied red over lime stays red inside the group.
    @Test func isolatedBlendingKeepsBlendModesInside() throws {
        let root = Layer()
        root.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        root.backgroundColor = .green
        let group = Layer()
        group.frame = root.bounds
        let red = Layer()
        red.frame = root.bounds
        red.backgroundColor = .red
        red.compositingFilter = .multiply
        group.addSublayer(red)
        root.addSublayer(group)
        #expect(try Renderer().render(root).color(x: 2, y: 2) == .black)
        group.isolatesBlending = true
        #expect(Isolation.required(for: try group.commit().root) == .isolatedBlending)
        #expect(try Renderer().render(root).color(x: 2, y: 2) == .red)
        red.compositingFilter = .normal
        // One plain drawing inside: nothing to keep apart, drawn straight.
        #expect(Isolation.required(for: try group.commit().root).isEmpty)
    }

    @Test func squareMasksToBoundsIsAPlainClip() throws {
        let l = Layer()
        l.masksToBounds = true
        #expect(Isolation.required(for: try l.commit().root).isEmpty)
    }

    // Deciding isolation used to ask each level's subtree afresh, twice per level: 30 nested
    // groups did not render in a minute. Planning examines each node once.
    @Test func nestedOpacityGroupsArePlannedOnceEach() throws {
        var statistics = RenderStatistics()
        _ = try Renderer().render(try nestedOpacityGroups(depth: 200, leaves: 1).commit(), size: nil,
                                  statistics: &statistics)
        #expect(statistics.nodesPlanned == 202)
        #expect(statistics.groupsPushed == 0)  // one drawing inside: every level fades on the fast path
    }

    @Test func nestedGroupsOverTwoDrawingsEachPushOneGroup() throws {
        var statistics = RenderStatistics()
        _ = try Renderer().render(try nestedOpacityGroups(depth: 200, leaves: 2).commit(), size: nil,
                                  statistics: &statistics)
        #expect(statistics.nodesPlanned == 203)
        #expect(statistics.groupsPushed == 200)
    }

    @Test func tenThousandSiblingsArePlannedOnceEach() throws {
        let root = Layer()
        root.bounds = CGRect(x: 0, y: 0, width: 32, height: 32)
        root.opacity = 0.5
        for i in 0..<10_000 { root.addSublayer(shape(CGRect(x: i % 32, y: i / 320, width: 2, height: 2))) }
        var statistics = RenderStatistics()
        _ = try Renderer().render(try root.commit(), size: nil, statistics: &statistics)
        #expect(statistics.nodesPlanned == 10_001)
        #expect(statistics.groupsPushed == 1)
    }

    /// A group holds only the pixels its content can cover: the plan knows where that is.
    @Test func planKnowsWhereASubtreeDraws() throws {
        let tree = try nestedOpacityGroups(depth: 1, leaves: 2).commit()
        var planned = 0
        let plan = CompositePlan(tree.root, nodesPlanned: &planned)
        // Squares at x 0…8 and 4…12 (y 0…8) inside the group, placed at the root's origin.
        #expect(plan.root.sublayer(0).contentBounds == CGRect(x: 0, y: 0, width: 12, height: 8))
        #expect(plan.root.contentBounds == CGRect(x: 0, y: 0, width: 12, height: 8))
        let text = TextLayer()
        text.string = "unknown extent"
        let withText = nestedOpacityGroups(depth: 1, leaves: 2)
        withText.addSublayer(text)
        #expect(CompositePlan(try withText.commit().root, nodesPlanned: &planned).root.contentBounds == nil)
    }

    /// 200 nested groups over two small squares on a 4096-point canvas: each group is the size
    /// of the squares, so they fit the open-group budget (full-canvas groups would need 200 × 2^24).
    @Test func nestedGroupsHoldOnlyTheirContent() throws {
        let root = nestedOpacityGroups(depth: 200, leaves: 2)
        root.bounds = CGRect(x: 0, y: 0, width: 4096, height: 4096)
        var statistics = RenderStatistics()
        _ = try Renderer().render(try root.commit(), size: nil, statistics: &statistics)
        #expect(statistics.groupsPushed == 200)
    }

    /// A gradient layer 16,384 points square masked by a 20-point circle at (40, 30), on a
    /// 1000-point canvas: how Lottie gradients come in (lottie-ios's mapping).
    private func maskedGradient() -> Layer {
        let root = Layer()
        root.bounds = CGRect(x: 0, y: 0, width: 1000, height: 1000)
        let gradient = GradientLayer()
        gradient.frame = CGRect(x: -8192, y: -8192, width: 16384, height: 16384)
        gradient.colors = [.red, .blue]
        let mask = ShapeLayer()
        mask.frame = gradient.bounds
        mask.path = BezierPath(ovalIn: CGRect(x: 8192 + 30, y: 8192 + 20, width: 20, height: 20))
        mask.fillColor = .black
        gradient.mask = mask
        root.addSublayer(gradient)
        return root
    }

    /// A masked layer's group holds only what its mask reaches.
    @Test func maskedContentIsCutToTheMasksReach() throws {
        var planned = 0
        let plan = CompositePlan(try maskedGradient().commit().root, nodesPlanned: &planned)
        #expect(plan.root.sublayer(0).contentBounds == CGRect(x: 8192 + 30, y: 8192 + 20, width: 20, height: 20))
        #expect(plan.root.contentBounds == CGRect(x: 30, y: 20, width: 20, height: 20))
        let hidden = maskedGradient()
        hidden.sublayers?.first?.mask?.isHidden = true
        let nothing = CompositePlan(try hidden.commit().root, nodesPlanned: &planned)
        #expect(nothing.root.sublayer(0).contentBounds == .null)
    }

    /// A filter that keeps transparent pixels transparent (a colour matrix, as Lottie's Fill
    /// and Tint effects are) draws no more than its layer does; one that can fill its region (a
    /// flood, a matrix adding alpha) may draw all of the region.
    @Test func aFilterThatKeepsTransparentPixelsIsBoundedByItsDrawing() throws {
        let everywhere = CGRect(x: -500, y: -500, width: 1000, height: 1000)
        func bounds(_ primitive: FilterPrimitive) throws -> CGRect? {
            let root = Layer()
            root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
            let square = ShapeLayer()
            square.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
            square.path = BezierPath(rect: CGRect(x: 0, y: 0, width: 30, height: 40))
            square.filters = [Filter([primitive], region: everywhere)]
            root.addSublayer(square)
            var planned = 0
            return CompositePlan(try root.commit().root, nodesPlanned: &planned).root.sublayer(0).contentBounds
        }
        let tint = FilterPrimitive(.colorMatrix([0.5, 0, 0, 0, 0.2, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0]))
        #expect(try bounds(tint) == CGRect(x: 0, y: 0, width: 30, height: 40))
        #expect(try bounds(FilterPrimitive(.hueRotate(degrees: 90))) == CGRect(x: 0, y: 0, width: 30, height: 40))
        let addsAlpha = FilterPrimitive(.colorMatrix([1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0.5]))
        #expect(try bounds(addsAlpha) == everywhere)
        #expect(try bounds(FilterPrimitive(.flood(.red))) == everywhere)
        let opaque = FilterPrimitive(.componentTransfer(red: .identity, green: .identity, blue: .identity,
                                                        alpha: .linear(slope: 0, intercept: 1)))
        #expect(try bounds(opaque) == everywhere)
    }

    /// So the gradient is shaded over the circle's pixels, not over the whole canvas, and the
    /// picture is the same as drawing the circle filled with the gradient.
    @Test func aMaskedGradientDrawsOnlyWhereItsMaskReaches() throws {
        var budget = RenderBudget()
        let image = try Renderer().render(maskedGradient(), budget: &budget)
        // Group, gradient, mask group and mask fill: a few times the 22-pixel box, not 10^6.
        #expect(RenderBudget().drawnPixels - budget.drawnPixels < 10 * 24 * 24)
        #expect(image.pixel(x: 40, y: 30).map { $0 >> 24 } == 255)
        #expect(image.pixel(x: 40, y: 45) == 0 && image.pixel(x: 500, y: 500) == 0)
    }
}
