// Which pixels of its own surface a canvas's drawing may have changed: the box a
// ``FrameBuffer`` clears before its next drawing. The scan converter grows it by the box
// around each path's edges (a hairline by each pixel it blends); every drawing Cairo does on
// the canvas's own surface grows it by the clip's box. Drawing into a group changes no pixel
// of the surface until the group is painted, which Cairo does.
import CCairo
import CLaminaRaster
import Foundation

/// A box of whole pixels, [minX, maxX) × [minY, maxY), not empty.
struct PixelRect: Equatable {
    var minX: Int, minY: Int, maxX: Int, maxY: Int
}

extension Canvas {
    /// Grows the box of changed pixels by the clip's box, when Cairo is about to draw on the
    /// canvas's own surface rather than a group's. Every Cairo call that changes pixels calls it.
    func noteCairoDrawing() {
        guard cairo_get_group_target(context) == surface else { return }
        let box = clipDeviceBox
        guard !box.isNull, box.width > 0, box.height > 0 else { return }
        // The box lies within the canvas, so its edges fit.
        lamina_grow_box(touchedBox, Int32(box.minX.rounded(.down)), Int32(box.minY.rounded(.down)),
                        Int32(box.maxX.rounded(.up)), Int32(box.maxY.rounded(.up)))
    }

    /// The pixels the drawing may have changed so far, or nil when none.
    var touchedPixels: PixelRect? {
        guard touchedBox[0] < touchedBox[2], touchedBox[1] < touchedBox[3] else { return nil }
        return PixelRect(minX: Int(touchedBox[0]), minY: Int(touchedBox[1]), maxX: Int(touchedBox[2]), maxY: Int(touchedBox[3]))
    }
}
