// The list of samples `make demo` renders, and the canvas they share.
import Foundation
import Lamina

/// One rendered sample: the file name it is written under and how to draw it.
struct Sample {
    /// The output file name without extension, e.g. `progress-ring-37`.
    let name: String
    /// Draws the sample.
    let render: () throws -> Image

    /// Every sample, in the order they are written.
    static var all: [Sample] {
        [0, 37, 100].map { percent in
            Sample(name: "progress-ring-\(percent)") { try progressRing(progress: CGFloat(percent) / 100) }
        } + [
            Sample(name: "path-anatomy", render: pathAnatomy),
            Sample(name: "shape-view-stroke-end-68") { try shapeView(.strokeEnd(0.68)) },
            Sample(name: "shape-view-dash") { try shapeView(.dash) },
            Sample(name: "shape-view-dash-bevel") { try shapeView(.longGapsBevelled) },
            Sample(name: "caps-and-joins", render: capsAndJoins),
        ]
    }
}

/// A canvas of `width × height` points at `scale` pixels per point, filled with `background`.
func makeCanvas(width: Int, height: Int, scale: Int = 2, background: Color = .white) throws -> Canvas {
    let canvas = try Canvas(width: width * scale, height: height * scale, scale: CGFloat(scale))
    try canvas.clear(background)
    return canvas
}
