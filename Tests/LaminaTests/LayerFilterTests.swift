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

    @Test func aBitmapPictureLandsInTheSubregionAtTheRenderScale() throws {
        let red = 0xFFFF_0000 as UInt32, blue = 0xFF00_00FF as UInt32
        let bitmap = try Image(width: 2, height: 1, pixels: [red, blue])
        let picture = FilterPrimitive(.image(.bitmap(bitmap, rect: CGRect(x: 1, y: 0, width: 4, height: 2), filter: .nearest)),
                                      subregion: CGRect(x: 4, y: 6, width: 6, height: 2))
        let (root, _) = scene([Filter([picture], region: whole)])
        let image = try Renderer(scale: 2).render(root)
        // The square's space starts at (2, 2); the subregion at (6, 8) in the root, pixel (12, 16).
        // The bitmap starts 1 point (2 px) in, 4 points wide: red on pixels 14…17, blue on 18…21.
        #expect(image.pixel(x: 13, y: 16) == 0)
        #expect(image.pixel(x: 14, y: 16) == red && image.pixel(x: 17, y: 19) == red)
        #expect(image.pixel(x: 18, y: 16) == blue && image.pixel(x: 21, y: 19) == blue)
        #expect(image.pixel(x: 22, y: 16) == 0 && image.pixel(x: 14, y: 20) == 0)
    }

    @Test func aLayerTreePictureDrawsWithItsGeometry() throws {
        let dot = Layer()
        dot.bounds = CGRect(x: 0, y: 0, width: 2, height: 2)
        dot.anchorPoint = .zero
        dot.position = CGPoint(x: 3, y: 1)
        dot.backgroundColor = Color(red: 0, green: 0, blue: 1, alpha: 1)
        let tree = try dot.commit()
        let filter = Filter([FilterPrimitive(.image(.layer(tree)))], region: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(filter == Filter([FilterPrimitive(.image(.layer(try dot.commit())))], region: filter.region))
        let (root, _) = scene([filter])
        #expect(try root.commit().root.nestingDepth() == 3)  // the picture nests below the square
        let image = try Renderer().render(root)
        // The region starts at the square's origin (2, 2): the dot covers 5…6 × 3…4, the square is gone.
        #expect(image.pixel(x: 5, y: 3) == 0xFF00_00FF && image.pixel(x: 6, y: 4) == 0xFF00_00FF)
        #expect(image.pixel(x: 4, y: 3) == 0 && image.pixel(x: 7, y: 4) == 0 && image.pixel(x: 2, y: 2) == 0)
        // Drawing the picture spends the render's budget: at least the dot's 4 pixels more than nothing.
        func spent(_ effect: FilterEffect) throws -> Int {
            let (root, _) = scene([Filter([FilterPrimitive(effect)], region: filter.region)])
            var budget = RenderBudget()
            _ = try Renderer().render(root, budget: &budget)
            return RenderBudget().drawnPixels - budget.drawnPixels
        }
        #expect(try spent(.image(.layer(tree))) >= spent(.flood(.clear)) + 4)
    }
}
