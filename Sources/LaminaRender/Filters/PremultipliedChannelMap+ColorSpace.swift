// The colour-space conversions of the filters (`color-interpolation-filters`, SVG 1.1 §15.7.1)
// as premultiplied channel maps through the sRGB ↔ linear-light tables (FilterColorTables).
import Foundation

extension PremultipliedChannelMap {
    /// Runs `body` with the map converting premultiplied values from `space` to `target`
    /// (the identity when they are the same).
    static func converting<R>(from space: FilterColorSpace, to target: FilterColorSpace,
                              _ body: (PremultipliedChannelMap) throws -> R) rethrows -> R {
        guard space != target else { return try body(.identity) }
        let table = target == .linearRGB ? FilterColorTables.premultipliedLinear : FilterColorTables.premultipliedSRGB
        return try table.withUnsafeBufferPointer { buffer in
            try body(buffer.count == 65536 ? PremultipliedChannelMap(table: buffer.baseAddress) : .identity)
        }
    }
}
