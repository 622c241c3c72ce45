// Layers and render trees can be handed to assertGolden directly.
import Foundation
import Lamina
import LaminaTesting
import Testing

@Suite struct GoldenRenderableTests {
    @Test func layerRendersAtItsBoundsWithTheDefaultRenderer() throws {
        let layer = Layer()
        layer.bounds = CGRect(x: 0, y: 0, width: 12, height: 8)
        layer.backgroundColor = .systemBlue
        let image = try layer.goldenImage()
        #expect(image.width == 12 && image.height == 8)
        #expect(image.pixel(x: 5, y: 4) == Color.systemBlue.premultipliedARGB32)
        #expect(try layer.commit().goldenImage() == image)
    }
}
