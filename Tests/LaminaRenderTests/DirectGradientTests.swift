// Gradient fills and strokes by the scan converter (DirectGradient.swift): inside a shape the
// colours are Cairo's to within a level; at the edges the alpha is the exact area a solid fill
// or stroke of the same shape gives, pixel for pixel; what the scan converter does not paint
// (conic gradients, an off-centre focus) is still Cairo's. Cairo (pixman 0.42) mixes stops with
// colour and alpha apart, then premultiplies: the table is made the same way.
import Foundation
import LaminaGeometry
import LaminaTestSupport
import Testing
@testable import LaminaRender

@Suite struct DirectGradientTests {
    static let stops = [GradientStop(color: Color(red: 1, green: 0, blue: 0, alpha: 1), location: 0.1),
                        GradientStop(color: Color(red: 0, green: 0.5, blue: 1, alpha: 0.4), location: 0.5),
                        GradientStop(color: Color(red: 0.2, green: 0.9, blue: 0.1, alpha: 1), location: 0.85)]

    static let gradients: [Gradient] = [
        Gradient(kind: .axial(start: CGPoint(x: 6, y: 10), end: CGPoint(x: 58, y: 50)), stops: stops),
        Gradient(kind: .radial(center: CGPoint(x: 30, y: 34), radii: CGSize(width: 26, height: 14)), stops: stops),
        // A hard edge: two stops at one location.
        Gradient(kind: .axial(start: CGPoint(x: 0, y: 0), end: CGPoint(x: 64, y: 0)),
                 stops: [GradientStop(color: .white, location: 0.5), GradientStop(color: Color(red: 0, green: 0, blue: 0.5, alpha: 1), location: 0.5)]),
    ]

    /// Inside a square, rotated and scaled, the scan converter's colours are Cairo's to within
    /// a level (pixman holds stop colours in 16 bits), but for a few pixels where a stop falls
    /// between two of the table's colours, and the column a hard edge crosses.
    @Test(arguments: [0, 1, 2]) func coloursInsideAreCairos(index: Int) throws {
        let gradient = Self.gradients[index]
        let transform = CGAffineTransform(translationX: 32, y: 32).rotated(by: 0.3).scaledBy(x: 0.9, y: 1.1)
            .translatedBy(x: -32, y: -32)
        let square = BezierPath(rect: CGRect(x: -20, y: -20, width: 104, height: 104))
        let images = try [false, true].map { cairo in
            try DirectDrawingComparison.render(cairo: cairo, transform: transform) { canvas in
                try canvas.fill(square, gradient: gradient, opacity: 0.9)
            }
        }
        let (largest, pixels) = DirectDrawingComparison.difference(beyond: 1, images[0], images[1])
        #expect(pixels <= (index == 2 ? 64 : 8), "largest difference \(largest)")
    }

    /// An opaque gradient's alpha at every pixel of a filled star and a stroked curve is the
    /// alpha a solid colour gives there: the same exact-area edges.
    @Test func edgesAreTheSolidShapesEdges() throws {
        let opaque = Gradient(kind: .axial(start: CGPoint(x: 0, y: 0), end: CGPoint(x: 64, y: 64)),
                              colors: [Color(red: 1, green: 0.5, blue: 0, alpha: 1), Color(red: 0, green: 0.2, blue: 1, alpha: 1)])
        let star = DirectDrawingComparison.star(center: CGPoint(x: 31.3, y: 32.7), radius: 27, points: 7)
        var curve = BezierPath()
        curve.move(to: CGPoint(x: 5, y: 50))
        curve.addCurve(to: CGPoint(x: 60, y: 12), controlPoint1: CGPoint(x: 20, y: -10), controlPoint2: CGPoint(x: 40, y: 70))
        let style = StrokeStyle(lineWidth: 7.5, lineCap: .round, lineJoin: .round)
        for draw in [{ (canvas: Canvas, gradient: Gradient?) in
                        if let gradient { try canvas.fill(star, gradient: gradient) } else { try canvas.fill(star, color: .black) }
                     },
                     { (canvas: Canvas, gradient: Gradient?) in
                        if let gradient { try canvas.stroke(curve, gradient: gradient, style: style) } else {
                            try canvas.stroke(curve, color: .black, style: style)
                        }
                     }] {
            let painted = try Self.alpha(try Self.clearCanvas { try draw($0, opaque) })
            let solid = try Self.alpha(try Self.clearCanvas { try draw($0, nil) })
            #expect(painted == solid)
            #expect(solid.contains { $0 > 0 && $0 < 255 })
        }
    }

    /// A conic gradient and a radial one with an off-centre focus are left to Cairo: the same
    /// pixels whether or not the scan converter could draw.
    @Test func conicAndFocalGradientsStayCairos() throws {
        var focal = Self.gradients[1]
        focal.focalPoint = CGPoint(x: 20, y: 30)
        let conic = Gradient(kind: .conic(center: CGPoint(x: 32, y: 32), startAngle: 0.4), stops: Self.stops)
        let circle = BezierPath(ovalIn: CGRect(x: 4, y: 4, width: 56, height: 56))
        for gradient in [focal, conic] {
            let images = try [false, true].map { cairo in
                try DirectDrawingComparison.render(cairo: cairo) { try $0.fill(circle, gradient: gradient) }
            }
            #expect(images[0].pixels == images[1].pixels)
        }
        #expect(DirectGradient(focal, opacity: 1, transform: .identity) == nil)
        #expect(DirectGradient(conic, opacity: 1, transform: .identity) == nil)
        #expect(DirectGradient(Self.gradients[0], opacity: 1, transform: .identity) != nil)
    }

    /// A 64 × 64 clear canvas after `draw`.
    static func clearCanvas(_ draw: (Canvas) throws -> Void) throws -> Image {
        let canvas = try Canvas(width: 64, height: 64)
        try draw(canvas)
        return try canvas.makeImage()
    }

    /// The alpha of every pixel.
    static func alpha(_ image: Image) throws -> [UInt32] { image.pixels.map { $0 >> 24 } }
}
