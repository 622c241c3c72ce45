// Patterns as layers (SVG 1.1 §13.3): the tile's content is rendered once, at the output's
// pixel density, into an image that one layer repeats across the painted area (contents
// tiling, Cairo's REPEAT extend), rather than one layer per tile, as resvg does.
import Foundation
import Lamina

extension ScriptLayerBuilder {
    /// The side, in pixels, of the smallest tile a pattern's render is counted as.
    static let minTileSide = 64

    /// The farthest, in tile pixels, a pattern's tiling layer reaches from the tile origin.
    static let maxTiledSide: CGFloat = 0x1p22

    /// A tile image made already: the tile and the density it was rendered at.
    struct TileImageKey: Hashable {
        var tile: PatternTileKey
        var density: CGFloat
    }

    /// A layer repeating `pattern`'s tile over `area`, the visible part of the painted region
    /// in the user space of a shape mapped to the viewport by `absolute`; nil when the tile
    /// cannot be drawn (a transform that is singular, or nearly, at the output's density).
    /// The tile's pixels count against ``rasterPixelsLeft`` and its render against the mask
    /// rasters' budget, so a pattern nested in a pattern's tile spends the same budgets; shapes
    /// that share a tile at one density share its image (``tileImages``), rendered and counted once.
    mutating func patternLayer(_ pattern: ResolvedPattern, area: CGRect, absolute: CGAffineTransform) throws -> Layer? {
        let tile = pattern.tile
        let toViewport = pattern.toUser.concatenating(absolute)
        let stretch = max((toViewport.a * toViewport.a + toViewport.b * toViewport.b).squareRoot(),
                          (toViewport.c * toViewport.c + toViewport.d * toViewport.d).squareRoot())
        let density = min(scale * stretch, Self.maxRasterSide / max(tile.width, tile.height))
        guard density.isFinite, density > 0 else { return nil }
        // Whole pixels per tile (at least one), so that the copies meet without seams.
        let width = max(Int((tile.width * density).rounded()), 1), height = max(Int((tile.height * density).rounded()), 1)
        let key = TileImageKey(tile: pattern.key, density: density)
        let image: Image
        if let made = tileImages[key] {
            image = made
        } else {
            image = try tileImage(pattern, width: width, height: height, density: density)
            tileImages[key] = image
        }

        // In the tiles' pixel space each tile is width × height; the layer covers whole tiles
        // around the area, the first at a tile's corner.
        let pixelsToUser = CGAffineTransform(scaleX: 1 / density, y: 1 / density)
            .concatenating(pattern.toUser)
        let covered = area.applying(pixelsToUser.inverted())
        let w = CGFloat(width), h = CGFloat(height)
        let minX = (covered.minX / w).rounded(.down) * w, minY = (covered.minY / h).rounded(.down) * h
        let bounds = CGRect(x: minX, y: minY, width: (covered.maxX / w).rounded(.up) * w - minX,
                            height: (covered.maxY / h).rounded(.up) * h - minY)
        // Tile pixels are about device pixels, so a side beyond 2^22 comes only from a nearly
        // singular patternTransform (skewX(89.9999)); Cairo cannot draw that far, and the tiles
        // would be slivers: nothing is drawn.
        guard [bounds.minX, bounds.minY, bounds.width, bounds.height].allSatisfy({ abs($0) <= Self.maxTiledSide })
        else { return nil }
        let layer = Layer()
        layer.contents = image
        layer.contentsResizingMode = .tile
        Self.place(layer, bounds: bounds, transform: pixelsToUser)
        return layer
    }

    /// `pattern`'s tile rendered into a `width` × `height` image, its content drawn at `density`
    /// pixels per tile-space unit.
    private mutating func tileImage(_ pattern: ResolvedPattern, width: Int, height: Int,
                                    density: CGFloat) throws -> Image {
        // A render has a fixed cost besides its pixels: a tile counts as at least 64 × 64, so
        // that thousands of tiny nested tiles cannot take longer than the limits allow.
        try takeRasterPixels(width: max(width, Self.minTileSide), height: max(height, Self.minTileSide))
        // The tile's content, built at the tile's density with only the tile visible.
        var tileBuilder = self
        tileBuilder.scale = density
        tileBuilder.viewport = CGRect(origin: .zero, size: pattern.tile)
        let root = Layer()
        root.bounds = CGRect(x: 0, y: 0, width: CGFloat(width), height: CGFloat(height))
        root.anchorPoint = .zero
        let content = Layer()
        Self.place(content, bounds: .zero, transform: CGAffineTransform(scaleX: density, y: density))
        for node in pattern.content { content.addSublayer(try tileBuilder.layer(for: node)) }
        root.addSublayer(content)
        let rendered = ScriptLayers(root: root, locations: tileBuilder.layerLocations, file: file, fallback: location,
                                    scope: .maskRasters)
        let image = try rendered.render {
            try rasterRenderer(scale: 1).render($0, budget: &tileBuilder.maskBudget)
        }
        rasterPixelsLeft = tileBuilder.rasterPixelsLeft
        maskBudget = tileBuilder.maskBudget
        tileImages = tileBuilder.tileImages
        return image
    }
}
