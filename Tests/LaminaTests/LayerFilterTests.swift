// Layer.filters: a filter graph runs over the layer's group, in its coordinates and at the
// render's scale, before its mask and opacity; it isolates the layer and spends the budget.
import Foundation
import Testing
@testable import Lamina

@Suite struct LayerFilterTests {
    /// A 20 × 20 root holding a 4 × 4 green square at (2, 2), filtered by `filters`.
    private func scene(_ filters: [Filter]) -> (root: Layer, square: Layer) {
        let root = Layer()
        root.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        let square = Layer()
        square.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        square.anchorPoint = .zero
        square.position = CGPoint(x: 2, y: 2)
        square.backgroundColor = Color(red: 0, green: 1, blue: 0, alpha: 1)
        square.filters = filters
        root.addSublayer(square)
        return (root, square)
    }

    private let whole = CGRect(x: -2, y: -2, width: 18, height: 18)

    @Test func filtersIsolateAndCommit() throws {
        let (root, square) = scene([Filter([FilterPrimitive(.offset(CGSize(width: 1, height: 0)))], region: whole)])
        let tree = try root.commit()
        #expect(tree.root.sublayers[0].filters == square.filters)
        #expect(Isolation.required(for: tree.root.sublayers[0]) == .filter)
    }

    @Test func anOffsetMovesTheLayerInItsPointsAtTheRenderScale() throws {
        let (root, _) = scene([Filter([FilterPrimitive(.offset(CGSize(width: 3, height: 1)))], region: whole)])
        let image = try Renderer(scale: 2).render(root)
        // The square covers pixels 4…11; moved 3 points (6 px) right and 1 point (2 px) down.
        #expect(image.pixel(x: 9, y: 5) == 0)
        #expect(image.pixel(x: 10, y: 6) == 0xFF00_FF00)
        #expect(image.pixel(x: 17, y: 13) == 0xFF00_FF00)
        #expect(image.pixel(x: 18, y: 13) == 0)
    }

    @Test func theRegionClipsAndOpacityAppliesAfter() throws {
        let (root, square) = scene([Filter([FilterPrimitive(.offset(.zero))],
                                           region: CGRect(x: 0, y: 0, width: 2, height: 4))])
        square.opacity = 0.5
        let image = try Renderer().render(root)
        #expect(image.pixel(x: 3, y: 3) == 0x8000_8000)
        #expect(image.pixel(x: 4, y: 3) == 0)  // outside the 2-point-wide region
    }

    @Test func aPointLightSitsInTheLayersPointsAtTheRenderScale() throws {
        // A light 1 point above the square's centre (layer point (2, 2), pixel (8, 8) at 2×):
        // beneath it N·L = 1; four pixels aside, 2 pixels below it, 2/√20 of white: 114.
        let light = FilterLight.point(FilterLight.Position(x: 2, y: 2, z: 1))
        let lighting = FilterLighting(.diffuse(constant: 1), light: light, surfaceScale: 0)
        let (root, _) = scene([Filter([FilterPrimitive(.lighting(lighting), colorSpace: .sRGB)], region: whole)])
        let image = try Renderer(scale: 2).render(root)
        #expect(image.pixel(x: 8, y: 8) == 0xFFFF_FFFF)
        #expect(image.pixel(x: 12, y: 8) == 0xFF72_7272)
    }

    @Test func aFilterWithoutPrimitivesHidesTheLayer() throws {
        let (root, _) = scene([Filter([], region: whole)])
        #expect(try Renderer().render(root).pixels.allSatisfy { $0 == 0 })
    }

    @Test func filtersSpendTheBlurBudget() throws {
        let blur = FilterPrimitive(.gaussianBlur(standardDeviation: CGSize(width: 2, height: 2)))
        let (root, _) = scene([Filter(Array(repeating: blur, count: 3), region: whole)])
        var budget = RenderBudget(blurPixels: 2 * 18 * 18)
        #expect(throws: LayerRenderError.self) { _ = try Renderer().render(root, budget: &budget) }
    }
}
