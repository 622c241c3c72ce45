// Drawing through a projective map (a layer under a 3-D transform with perspective). Cairo maps
// only affinely, so the drawing is made flat on an offscreen canvas of its own, fine enough
// that no part of it is enlarged on the way out, and then resampled through the map onto this
// canvas (Image+ProjectiveWarp.swift). Only the part in front of the eye and inside the clip
// is drawn offscreen; the offscreen canvas shares this canvas's budgets and counts as an open
// group while it lives, as a filtered drawing's does.
import Foundation

extension Canvas {
    /// The most pixels a projected drawing's offscreen canvas holds, as a multiple of the
    /// device pixels it lands on: where perspective enlarges one end of a layer a lot, the
    /// offscreen canvas is made coarser rather than huge.
    static let projectionOversampling = 4

    /// Draws with `body` on an offscreen canvas and paints the result onto this one through
    /// `projection`, a map from the drawing's points to this canvas's current user space.
    ///
    /// `body` gets a canvas whose user space is the drawing's own (points), with this canvas's
    /// budgets and cancellation; what it spends is spent here. Only `region` (the drawing's
    /// points that can hold anything) is kept, and of it only what lies in front of the eye
    /// (w > 0, as ``ProjectiveTransform/visiblePart(of:nearW:window:)``) and maps inside the
    /// clip. An affine `projection` works too, but ``concatenate(_:)`` draws that exactly.
    /// - Parameters:
    ///   - region: where the drawing can fall, in its points; a rect that is not finite draws
    ///     nothing.
    ///   - opacity: multiplies the result's alpha, 0…1 (clamped). Default 1.
    ///   - blendMode: how the result combines with the pixels beneath. Default ``BlendMode/normal``.
    /// - Throws: ``RenderError/nonFinite`` for a projection or opacity that is not finite,
    ///   ``RenderError/tooManyGroupPixels(limit:)`` when the offscreen canvas would pass the
    ///   open-group budget, ``RenderError/tooMuchWork(limit:)`` when resampling would, and what
    ///   `body` throws.
    public func drawProjected(_ region: CGRect, through projection: ProjectiveTransform, opacity: CGFloat = 1,
                              blendMode: BlendMode = .normal, _ body: (Canvas) throws -> Void) throws {
        guard projection.isFinite else { throw RenderError.nonFinite("projection") }
        guard opacity.isFinite else { throw RenderError.nonFinite("opacity") }
        guard canDraw, !region.isNull, region.minX.isFinite, region.minY.isFinite, region.width.isFinite,
              region.height.isFinite else { return }
        let toDevice = projection.concatenating(ProjectiveTransform(deviceTransform))
        let window = clipDeviceBox
        guard !window.isNull, let fromDevice = toDevice.inverted() else { return }
        let corners = [CGPoint(x: region.minX, y: region.minY), CGPoint(x: region.maxX, y: region.minY),
                       CGPoint(x: region.maxX, y: region.maxY), CGPoint(x: region.minX, y: region.maxY)]
        let visible = toDevice.visiblePart(of: corners, window: window)
        guard !visible.isEmpty else { return }
        // The device pixels the visible part lands on, and the drawing's points it shows.
        var landing = CGRect.null, shown = CGRect.null
        for point in visible {
            shown = shown.union(CGRect(origin: point, size: .zero))
            if let mapped = toDevice.apply(point) { landing = landing.union(CGRect(origin: mapped, size: .zero)) }
        }
        landing = landing.intersection(window)
        guard !landing.isNull else { return }
        let x0 = Int(landing.minX.rounded(.down)), y0 = Int(landing.minY.rounded(.down))
        let x1 = Int(landing.maxX.rounded(.up)), y1 = Int(landing.maxY.rounded(.up))
        guard x1 > x0, y1 > y0 else { return }
        let (offscreen, toOffscreen) = try projectionCanvas(showing: shown, landing: (x1 - x0) * (y1 - y0),
                                                            stretch: visible.map(toDevice.stretch(at:)).max() ?? 1)
        try draw(on: offscreen, body)
        let samples = Image.maximumWarpSamples * Image.maximumWarpSamples
        try spendWork((x1 - x0) * (y1 - y0), unitCost: samples * Self.workPerDrawnPixel)
        let warped = try offscreen.makeImage().warped(through: fromDevice.concatenating(toOffscreen),
                                                      width: x1 - x0, height: y1 - y0, originX: x0, originY: y0)
        try paint(try group(of: warped, deviceOffset: (Double(-x0), Double(-y0))), opacity: opacity, blendMode: blendMode)
    }

    /// The offscreen canvas for a projected drawing showing the points `shown`, which land on
    /// `landing` device pixels and are enlarged up to `stretch` times on the way: as many pixels
    /// per point as that stretch (so nothing is enlarged), fewer where that would pass
    /// ``projectionOversampling`` times the landing pixels or the image size limits, with two
    /// transparent pixels round the edge. Also returns the map from the drawing's points to the
    /// offscreen canvas's pixels.
    private func projectionCanvas(showing shown: CGRect, landing: Int,
                                  stretch: CGFloat) throws -> (Canvas, ProjectiveTransform) {
        let margin: CGFloat = 2
        var density = min(max(stretch.isFinite ? stretch : 1, 1e-3), 1e6)
        let budget = CGFloat(max(landing * Self.projectionOversampling, 64 * 64))
        let area = max(shown.width * density, 1) * max(shown.height * density, 1)
        if area > budget { density *= (budget / area).squareRoot() }
        let longest = max(shown.width, shown.height) * density
        let side = CGFloat(Image.maxSide) - 2 * margin
        if longest > side { density *= side / longest }
        let width = Int((shown.width * density).rounded(.up) + 2 * margin)
        let height = Int((shown.height * density).rounded(.up) + 2 * margin)
        let offscreen = try offscreenCanvas(width: width, height: height, scale: density)
        let origin = CGPoint(x: shown.minX - margin / density, y: shown.minY - margin / density)
        try offscreen.concatenate(CGAffineTransform(translationX: -origin.x, y: -origin.y))
        let toPixels = CGAffineTransform(translationX: -origin.x, y: -origin.y)
            .concatenating(CGAffineTransform(scaleX: density, y: density))
        return (offscreen, ProjectiveTransform(toPixels))
    }
}
