// TextLayer: CATextLayer's defaults, alignment, wrapping, truncation and weight, set by Pango
// with fixed font options (DejaVu Sans from fonts-dejavu-core).
import Foundation
import LaminaTesting
import Testing
@testable import Lamina

@Suite struct TextLayerTests {
    @Test func defaultsAreCATextLayers() {
        let text = TextLayer()
        #expect(text.string == nil && text.fontSize == 36 && text.foregroundColor == .white)
        #expect(text.alignmentMode == .natural && !text.isWrapped && text.truncationMode == .none)
        #expect(text.fontWeight == .regular && text.fontFamily == "DejaVu Sans")
    }

    private func label(_ string: String, y: CGFloat, width: CGFloat = 150,
                       _ configure: (TextLayer) -> Void = { _ in }) -> TextLayer {
        let layer = place(TextLayer(), x: 5, y: y, width: width, height: 18)
        layer.string = string
        layer.fontSize = 14
        layer.foregroundColor = .black
        layer.backgroundColor = Color(white: 0.92)
        configure(layer)
        return layer
    }

    @Test func alignmentWeightAndDefaults() throws {
        let stage = place(Layer(), width: 160, height: 178)
        stage.sublayers = [
            label("Natural", y: 4),
            label("Left", y: 26) { $0.alignmentMode = .left },
            label("Center", y: 48) { $0.alignmentMode = .center },
            label("Right", y: 70) { $0.alignmentMode = .right },
            label("Bold tint", y: 92) { $0.fontWeight = .bold; $0.foregroundColor = .tint },
            label("Light", y: 114) { $0.fontWeight = .light },
        ]
        let big = place(TextLayer(), x: 0, y: 138, width: 160, height: 40)
        big.string = "36"  // default size and colour: white, over a dark background
        stage.addSublayer(big)
        stage.backgroundColor = .white
        big.backgroundColor = Color(white: 0.2)
        let image = try Renderer(scale: 2).render(stage)
        #expect(image == (try Renderer(scale: 2).render(stage)))  // deterministic
        assertGolden(image, named: "alignment-weight-default")
    }

    @Test func wrappingAndTruncation() throws {
        let stage = place(Layer(), width: 160, height: 150)
        stage.backgroundColor = .white
        let long = "The quick brown fox jumps over the lazy dog"
        stage.sublayers = [
            label(long, y: 4, width: 120) { $0.truncationMode = .end },
            label(long, y: 26, width: 120) { $0.truncationMode = .middle },
            label(long, y: 48, width: 120) { $0.truncationMode = .start },
            label(long, y: 70, width: 120) {
                $0.isWrapped = true
                $0.bounds.size.height = 50
                $0.alignmentMode = .justified
            },
            label(long, y: 126, width: 120) {
                $0.isWrapped = true
                $0.truncationMode = .end
                $0.bounds.size.height = 20  // one line fits
            },
        ]
        stage.bounds.size.height = 152
        let image = try Renderer(scale: 2).render(stage)
        // Unwrapped, truncated text stays inside its 120-pt box: nothing right of x = 125 pt on
        // its row but white.
        #expect((2 * 126..<2 * 160).allSatisfy { image.rgba($0, 2 * 13) == rgb(255, 255, 255) })
        assertGolden(image, named: "wrap-truncate")
    }

    /// A wrapped, truncated text box far larger than Pango's units (1e300 points) lays out as
    /// an unlimited one rather than trapping when its size is converted to whole units.
    @Test func aHugeWrappedBoxIsNoError() throws {
        let stage = place(Layer(), width: 40, height: 20)
        stage.sublayers = [label("wrap me", y: 0) {
            $0.isWrapped = true
            $0.truncationMode = .end
            $0.bounds.size = CGSize(width: 1e300, height: 1e300)
        }]
        #expect(throws: Never.self) { try Renderer().render(stage) }
    }

    @Test func nonFiniteFontSizeIsAnError() {
        let text = TextLayer()
        text.string = "x"
        text.fontSize = .infinity
        #expect(throws: LayerError.nonFinite("TextLayer.fontSize")) { try text.commit() }
        text.fontSize = 5000
        #expect(throws: LayerError.invalidValue("TextLayer.fontSize: expected at most 4096.0, found 5000.0")) {
            try text.commit()
        }
    }

    @Test func nothingDrawnWithoutStringOrColour() throws {
        let text = place(TextLayer(), width: 20, height: 20)
        #expect(try text.commit().root.content == .none)
        text.string = "x"
        text.foregroundColor = nil
        #expect(try text.commit().root.content == .none)
    }

    /// Natural alignment is the paragraph's start: right-to-left text sits at the right edge;
    /// `.left` keeps it left.
    @Test func naturalAlignmentFollowsTheTextDirection() throws {
        func inkColumns(_ alignment: TextAlignment) throws -> Range<Int> {
            let text = place(TextLayer(), width: 150, height: 20)
            text.string = "שלום עולם"
            text.fontSize = 14
            text.alignmentMode = alignment
            let image = try Renderer().render(text)
            let inked = (0..<150).filter { x in (0..<20).contains { image.alpha(x, $0) > 0 } }
            return (inked.first ?? 0)..<((inked.last ?? -1) + 1)
        }
        let natural = try inkColumns(.natural), left = try inkColumns(.left)
        #expect(natural.upperBound >= 148 && natural.lowerBound > 60)
        #expect(left.lowerBound <= 2 && left.upperBound < 90)
    }
}
