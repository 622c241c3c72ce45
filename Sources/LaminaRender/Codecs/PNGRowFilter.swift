// PNG's five row filters (PNG spec §7.3, filter method 0) and libpng's heuristic for picking one:
// the smallest sum of the filtered bytes taken as signed values. Their inverse, which the PNG
// decoder runs on every row, is in C (CLaminaPNG's Unfilter.c); `unfilter` is its Swift face.
import CLaminaPNG
import Foundation

/// The row filters, for ``PNGCompression/smallest``.
enum PNGRowFilter {
    /// Bytes per pixel of 8-bit RGBA.
    static let pixelBytes = 4

    /// The filter type byte and the filtered row with the smallest sum of absolute signed
    /// values, trying None, Sub, Up, Average and Paeth.
    static func best(_ row: [UInt8], previous: [UInt8]) -> (UInt8, [UInt8]) {
        var best: (UInt8, [UInt8]) = (0, row)
        var bestScore = score(row)
        for type in UInt8(1)...4 {
            let filtered = apply(type, row, previous: previous)
            let s = score(filtered)
            if s < bestScore { best = (type, filtered); bestScore = s }
        }
        return best
    }

    /// The row filtered with `type` (1 Sub, 2 Up, 3 Average, 4 Paeth); `pixelBytes` is the
    /// distance to the byte on the left (4 for 8-bit RGBA; 1 under 8 bits a pixel).
    static func apply(_ type: UInt8, _ row: [UInt8], previous: [UInt8], pixelBytes: Int = pixelBytes) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: row.count)
        for i in row.indices {
            let left = i >= pixelBytes ? row[i - pixelBytes] : 0
            let up = previous[i]
            let upLeft = i >= pixelBytes ? previous[i - pixelBytes] : 0
            let predictor: UInt8
            switch type {
            case 1: predictor = left
            case 2: predictor = up
            case 3: predictor = UInt8((Int(left) + Int(up)) / 2)
            default: predictor = paeth(left, up, upLeft)
            }
            out[i] = row[i] &- predictor
        }
        return out
    }

    /// Reverses ``apply(_:_:previous:pixelBytes:)``: `row` unfiltered in place, given the row
    /// above already unfiltered (nil for the first row of an image or Adam7 pass).
    /// - Returns: false when `type` is not a filter (0–4); `row` is then unchanged.
    static func unfilter(_ type: UInt8, _ row: inout [UInt8], previous: [UInt8]?, pixelBytes: Int = pixelBytes) -> Bool {
        guard previous.map({ $0.count >= row.count }) ?? true else { return false }
        let length = row.count
        return row.withUnsafeMutableBufferPointer { row in
            guard let base = row.baseAddress else { return type <= 4 }
            guard let previous else { return lamina_png_unfilter(type, base, nil, length, pixelBytes) == 0 }
            return previous.withUnsafeBufferPointer { lamina_png_unfilter(type, base, $0.baseAddress, length, pixelBytes) == 0 }
        }
    }

    /// The Paeth predictor: whichever of left, up and upper-left is closest to left + up − upper-left.
    static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a)), pb = abs(p - Int(b)), pc = abs(p - Int(c))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }

    /// The sum of the bytes read as signed values, in absolute value.
    private static func score(_ bytes: [UInt8]) -> Int {
        bytes.reduce(0) { $0 + abs(Int(Int8(bitPattern: $1))) }
    }
}
