// Drawing a layer's contents image, piece by piece (see ContentsLayout.swift).
import Foundation

extension Compositor {
    /// The contents image, placed by gravity, cut by contentsCenter, stretched or tiled.
    func drawContents(_ node: RenderNode, alpha: CGFloat) throws {
        guard let contents = node.contents else { return }
        // Points to device pixels, on average over both axes.
        let m = canvas.currentTransform
        let deviceScale = abs(m.a * m.d - m.b * m.c).squareRoot()
        for piece in contents.pieces(in: node.bounds) {
            let enlarged = piece.destination.width * piece.destination.height * deviceScale * deviceScale
                > piece.source.width * piece.source.height
            let filter = enlarged ? contents.magnificationFilter : contents.minificationFilter
            if let tileSize = piece.tileSize {
                try canvas.drawTiled(contents.image, from: piece.source, in: piece.destination,
                                     tileSize: tileSize, opacity: alpha, filter: filter)
            } else {
                try canvas.draw(contents.image, from: piece.source, in: piece.destination, opacity: alpha,
                                filter: filter)
            }
        }
    }
}
