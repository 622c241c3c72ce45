// The displacement of `feDisplacementMap` (Filter Effects Module Level 1 §9.15): each result
// pixel P'(x, y) = P(x + s·(XC(x, y) − ½), y + s·(YC(x, y) − ½)), where XC and YC are channels of
// the map read unpremultiplied, as the spec requires, and s is the scale in pixels per axis.
// Positions are rounded to the nearest pixel; those outside the image read transparent black
// (resvg's crates/resvg/src/filter/displacement_map.rs samples the same way).
import Foundation

extension Image {
    /// The image with each pixel taken from where `map`'s channels point: `scale` is the
    /// largest displacement in pixels along x and y (a channel of 1 moves by half of it).
    /// `map` has this image's size.
    func displaced(by map: Image, scaleX: CGFloat, scaleY: CGFloat, x xChannel: FilterChannel,
                   y yChannel: FilterChannel) -> Image {
        var result = self
        guard map.width == width, map.height == height, scaleX.isFinite, scaleY.isFinite else { return result }
        let sx = Double(scaleX), sy = Double(scaleY)
        FilterColorTables.straight.withUnsafeBufferPointer { straight in
            @inline(__always) func value(_ pixel: UInt32, _ channel: FilterChannel) -> Double {
                let raw = pixel >> channel.shift & 0xFF
                let straightValue = channel == .alpha ? raw : UInt32(straight[Int(pixel >> 24) << 8 | Int(raw)])
                return Double(straightValue) / 255 - 0.5
            }
            for y in 0..<height {
                for x in 0..<width {
                    let m = map.pixels[y * width + x]
                    let fromX = (Double(x) + sx * value(m, xChannel)).rounded()
                    let fromY = (Double(y) + sy * value(m, yChannel)).rounded()
                    let inside = fromX >= 0 && fromX < Double(width) && fromY >= 0 && fromY < Double(height)
                    result.pixels[y * width + x] = inside ? pixels[Int(fromY) * width + Int(fromX)] : 0
                }
            }
        }
        return result
    }
}
