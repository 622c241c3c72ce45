// Drawing a layer's contents image, piece by piece (see ContentsLayout.swift).
import Foundation

extension Compositor {
    /// The contents image, placed by gravity, cut by contentsCenter, stretched or tiled.
    func drawContents(_ node: RenderNode, alpha: CGFloat) throws {
        guard let contents = node.contents else { return }
        for piece in contents.pieces(in: node.bounds) {
            if let tileSize = piece.tileSize {
                try canvas.drawTiled(contents.image, from: piece.source, in: piece.destination,
                                     tileSize: tileSize, opacity: alpha)
            } else {
                try canvas.draw(contents.image, from: piece.source, in: piece.destination, opacity: alpha)
            }
        }
    }
}
