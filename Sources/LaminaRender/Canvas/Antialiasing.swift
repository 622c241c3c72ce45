// How the scan converter covers the pixels a shape's edges cross: by exact area (Core Graphics,
// Cairo, FreeType and ThorVG alike), or by Skia's sixteen samples, which resvg draws SVG with.
import CLaminaRaster

/// How the edges of filled and stroked shapes cover the pixels they cross.
///
/// It applies to what Lamina's scan converter draws: fills and strokes in a solid colour or a
/// linear or radial gradient, source over, under a clip of whole pixels. What Cairo draws
/// (shapes under an antialiased clip, images, text's glyphs) keeps Cairo's coverage.
public enum Antialiasing: String, Sendable, Equatable, CaseIterable {
    /// The exact area of each pixel inside the shape, as Core Graphics, Cairo and ThorVG cover
    /// it: an edge at y = 20.37 covers its row by 0.63. Lamina's default.
    case area
    /// Sixteen samples per pixel, four rows of four at the centres of a 4 × 4 grid, each inside
    /// or outside by the fill rule, counted as Skia's supersampling scan converter counts them
    /// (`SkScan_AntiPath`), with which resvg draws SVG: an edge at y = 20.37 covers its row by
    /// 3/4 (191 of 255), as in Chromium too; Chromium's slanted edges come nearer exact area.
    case samples

    /// The scan converter's value for it.
    var raster: Int32 {
        switch self {
        case .area: Int32(LAMINA_ANTIALIAS_AREA)
        case .samples: Int32(LAMINA_ANTIALIAS_SAMPLES)
        }
    }
}
