// A per-channel mapping of premultiplied ARGB32 pixels through a 64 K table (one row of 256
// bytes per alpha): the filters' colour-space conversions
// (Filters/PremultipliedChannelMap+ColorSpace.swift), applied by Image.convert, and by the box
// blurs as their first pass reads the pixels and in one sweep after their last.
import Foundation

/// Maps the colour channels of premultiplied pixels through a table whose entry `a << 8 | c`
/// is channel value c's image at alpha a; alpha is kept. No table maps every pixel to itself.
/// The last pixel mapped is remembered, so a run of equal pixels (flat colour, empty space)
/// is looked up once.
struct PremultipliedChannelMap {
    /// The first of 65,536 bytes, row by alpha; nil for the identity.
    let table: UnsafePointer<UInt8>?
    /// The last pixel mapped and its image (0 maps to 0 in every colour-space table).
    private var last: (pixel: UInt32, image: UInt32) = (0, 0)

    /// A map through `table` (65,536 bytes, row by alpha), or the identity for nil.
    init(table: UnsafePointer<UInt8>?) { self.table = table }

    /// The identity.
    static var identity: PremultipliedChannelMap { PremultipliedChannelMap(table: nil) }

    /// `pixel` with its red, green and blue bytes looked up in the row of its alpha, unless it
    /// is the pixel mapped last.
    @inline(__always)
    mutating func callAsFunction(_ pixel: UInt32) -> UInt32 {
        if pixel != last.pixel { last = (pixel, mapped(pixel)) }
        return last.image
    }

    /// `pixel` with its red, green and blue bytes looked up in the row of its alpha.
    @inline(__always)
    func mapped(_ pixel: UInt32) -> UInt32 {
        guard let table else { return pixel }
        let row = table + (Int(pixel >> 24) << 8)
        return pixel & 0xFF00_0000 | UInt32(row[Int(pixel >> 16 & 0xFF)]) << 16
            | UInt32(row[Int(pixel >> 8 & 0xFF)]) << 8 | UInt32(row[Int(pixel & 0xFF)])
    }

    /// Maps every pixel of `pixels` in place, remembering the last one (for drawings, whose
    /// runs of equal pixels are then looked up once).
    mutating func mapRuns(_ pixels: UnsafeMutableBufferPointer<UInt32>) {
        guard let p = pixels.baseAddress else { return }
        mapRuns(from: p, to: p, count: pixels.count)
    }

    /// Writes the images of `count` pixels from `source` to `target` (which may be `source`
    /// itself, not otherwise overlapping it), remembering the last pixel.
    mutating func mapRuns(from source: UnsafePointer<UInt32>, to target: UnsafeMutablePointer<UInt32>, count: Int) {
        guard table != nil else {
            if UnsafePointer(target) != source { target.update(from: source, count: count) }
            return
        }
        var (pixel, image) = last  // (kept in registers: the loop's stores cannot alias them)
        for i in 0..<count {
            if source[i] != pixel { (pixel, image) = (source[i], mapped(source[i])) }
            target[i] = image
        }
        last = (pixel, image)
    }

    /// Maps every pixel of `pixels` in place, without remembering the last one (for pixels
    /// that rarely repeat, such as a blur's).
    func map(_ pixels: UnsafeMutableBufferPointer<UInt32>) {
        guard table != nil, let p = pixels.baseAddress else { return }
        for i in 0..<pixels.count { p[i] = mapped(p[i]) }
    }
}
