// Reading a BezierPath from SVG path data (the `d` attribute).
import Foundation

extension BezierPath {
    /// Parses SVG path data: every command (`M m L l H h V v C c S s Q q T t A a Z z`), absolute and
    /// relative, with implicit repeats (pairs after `M` are lines), compact numbers (`M0.5.5`,
    /// `1e-3`, `-.5-.5`) and compact arc flags (`a1 1 0 00 1 1`). Elliptical arcs become cubics of
    /// at most 90°. After `Z` the current point is the subpath's start. Empty or all-whitespace
    /// data gives the empty path. `BezierPath(svgPathData: p.svgPathData) == p` for every finite path.
    ///
    /// - Throws: `GeometryError.svgPathData(message:offset:validPrefix:)` when the data does not
    ///   start with a moveto, holds an unexpected token, a number too large for a Double (`1e999`),
    ///   a coordinate that overflows, or more than 10,000,000 elements. The message reads
    ///   "expected a number at offset 14, found 'x'" (the offset is in UTF-8 bytes, "found end of
    ///   data" when the string ended); `validPrefix` is the path drawn by the commands that completed
    ///   before the error, which SVG renders.
    /// - Complexity: O(n) in the length of the data.
    public init(svgPathData: String) throws {
        self = try SVGPathParser.parse(svgPathData)
    }
}
