// Where the pieces of a contents image land: contentsRect picks the source, contentsGravity
// places it, and contentsCenter cuts it into nine parts whose corners keep their size
// (SEMANTICS §2.6, from CALayer.h).
import Foundation

/// One piece of a contents image: a source rectangle in image pixels drawn onto a
/// destination rectangle in the layer's points, stretched, or tiled at `tileSize`.
struct ContentsPiece: Equatable {
    /// The source, in image pixels.
    var source: CGRect
    /// The destination, in the layer's points.
    var destination: CGRect
    /// The size of one tile in points when tiled; nil when stretched.
    var tileSize: CGSize?
}

extension RenderContents {
    /// The pieces to draw for this contents in a layer with `bounds`: one piece, or up to
    /// nine when `center` marks a stretchable middle. Pieces of zero area are left out.
    func pieces(in bounds: CGRect) -> [ContentsPiece] {
        let pixelWidth = CGFloat(image.width), pixelHeight = CGFloat(image.height)
        let source = CGRect(x: rect.minX * pixelWidth, y: rect.minY * pixelHeight,
                            width: rect.width * pixelWidth, height: rect.height * pixelHeight)
        let natural = CGSize(width: source.width / scale, height: source.height / scale)
        let destination = gravity.rect(forContentsOfSize: natural, in: bounds)

        let xs = Self.cuts(source.minX, source.width, center.minX, center.width,
                           destination.minX, destination.width, scale)
        let ys = Self.cuts(source.minY, source.height, center.minY, center.height,
                           destination.minY, destination.height, scale)
        var pieces: [ContentsPiece] = []
        for row in 0..<3 {
            for column in 0..<3 {
                let s = CGRect(x: xs.source[column], y: ys.source[row],
                               width: xs.source[column + 1] - xs.source[column], height: ys.source[row + 1] - ys.source[row])
                let d = CGRect(x: xs.destination[column], y: ys.destination[row],
                               width: xs.destination[column + 1] - xs.destination[column],
                               height: ys.destination[row + 1] - ys.destination[row])
                guard s.width > 0, s.height > 0, d.width > 0, d.height > 0 else { continue }
                let stretchesX = column == 1, stretchesY = row == 1
                var tile: CGSize?
                if resizingMode == .tile, stretchesX || stretchesY {
                    tile = CGSize(width: stretchesX ? s.width / scale : d.width,
                                  height: stretchesY ? s.height / scale : d.height)
                }
                pieces.append(ContentsPiece(source: s, destination: d, tileSize: tile))
            }
        }
        return pieces
    }

    /// The four cut positions along one axis, in source pixels and destination points.
    /// The outer parts keep their natural size (shrunk together if they do not fit); the
    /// middle takes the rest. A zero-width centre is one source pixel wide, centred there.
    private static func cuts(_ sourceStart: CGFloat, _ sourceLength: CGFloat, _ centerStart: CGFloat,
                             _ centerLength: CGFloat, _ destinationStart: CGFloat, _ destinationLength: CGFloat,
                             _ scale: CGFloat) -> (source: [CGFloat], destination: [CGFloat]) {
        var lo = sourceStart + min(max(centerStart, 0), 1) * sourceLength
        var hi = sourceStart + min(max(centerStart + centerLength, 0), 1) * sourceLength
        if centerLength == 0 { lo -= 0.5; hi += 0.5 }
        lo = min(max(lo, sourceStart), sourceStart + sourceLength)
        hi = min(max(hi, lo), sourceStart + sourceLength)
        var head = (lo - sourceStart) / scale, tail = (sourceStart + sourceLength - hi) / scale
        if head + tail > destinationLength, head + tail > 0 {
            let shrink = destinationLength / (head + tail)
            head *= shrink
            tail *= shrink
        }
        let destinationEnd = destinationStart + destinationLength
        return ([sourceStart, lo, hi, sourceStart + sourceLength],
                [destinationStart, destinationStart + head, destinationEnd - tail, destinationEnd])
    }
}
