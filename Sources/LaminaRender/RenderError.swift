// Errors raised by LaminaRender: the one file every part of the module uses (with Exports.swift
// and LargeStack.swift, the module's root; the parts are its folders, see docs/Architecture.md).
import Foundation

/// Why rendering, decoding or encoding failed. Cairo's error states surface as `.cairo`.
public enum RenderError: Error, Equatable, Sendable, CustomStringConvertible {
    /// An image size outside the limits (each side 1...16384 px, at most 2^28 pixels).
    case invalidSize(width: Int, height: Int, reason: String)
    /// Cairo reported an error status; `message` is Cairo's own text for it.
    case cairo(operation: String, message: String)
    /// A file or byte buffer is not a readable PNG.
    case invalidPNG(source: String, reason: String)
    /// A file or byte buffer is not a readable image of another format (JPEG).
    case invalidImage(source: String, reason: String)
    /// A file could not be read or written.
    case io(path: String, reason: String)
    /// A number handed to the renderer was NaN or infinite; names the parameter.
    case nonFinite(String)
    /// Encoding an image failed (zlib reported an error); the message says how.
    case encoding(String)
    /// Text needs Pango, which is loaded on first use, and loading it failed; the
    /// loader's message says why.
    case textUnavailable(String)
    /// The strokes on one canvas would produce more dash segments in all than `limit`
    /// (``Canvas/maximumDashSegmentsPerImage``).
    case tooManyDashSegments(limit: Int)
    /// The shadows and backdrop filters on one canvas would process more pixels in all than
    /// `limit` (``Canvas/maximumBlurPixelsPerImage``).
    case tooManyBlurPixels(limit: Int)
    /// The drawings on one canvas would cover more pixels in all than `limit`
    /// (``Canvas/maximumDrawnPixelsPerImage``).
    case tooManyDrawnPixels(limit: Int)
    /// The paths on one canvas would have more edge rows in all than `limit`
    /// (``Canvas/maximumEdgeRowsPerImage``).
    case tooManyEdgeRows(limit: Int)
    /// The work of all kinds on one canvas would pass `limit` work units in all
    /// (``Canvas/maximumWorkPerImage``).
    case tooMuchWork(limit: Int)
    /// The offscreen groups open at once on one canvas would hold more pixels than `limit`
    /// (``Canvas/maximumOpenGroupPixels``).
    case tooManyGroupPixels(limit: Int)
    /// A stroke's geometry could not be made: its dash pattern was invalid, or would cut the
    /// one path into more than `BezierPath.maximumDashSegments` pieces.
    case geometry(GeometryError)
    /// The render was stopped by ``RenderCancellation/cancel()``.
    case cancelled
    /// The render ran past its ``RenderCancellation``'s deadline, `seconds` after it was set.
    case timedOut(seconds: Double)

    /// One line naming what failed and why.
    public var description: String {
        switch self {
        case .invalidSize(let w, let h, let reason): return "image size \(w)×\(h): \(reason)"
        case .cairo(let op, let message): return "\(op): cairo error: \(message)"
        case .invalidPNG(let source, let reason): return "\(source): not a readable PNG: \(reason)"
        case .invalidImage(let source, let reason): return "\(source): not a readable image: \(reason)"
        case .io(let path, let reason): return "\(path): \(reason)"
        case .nonFinite(let what): return "\(what): expected a finite number, found NaN or infinity"
        case .encoding(let message): return "PNG encoding: \(message)"
        case .textUnavailable(let reason): return "text: \(reason)"
        case .tooManyDashSegments(let limit):
            return "dash patterns: more than \(limit) dash segments in one image; use longer patterns"
        case .tooManyBlurPixels(let limit):
            return "shadows and backdrop filters: more than \(limit) pixels blurred in one image; "
                + "use smaller blur radii or fewer shadows and blurs"
        case .tooManyDrawnPixels(let limit):
            return "drawing: more than \(limit) pixels drawn in one image; draw fewer or smaller shapes, or a smaller image"
        case .tooManyEdgeRows(let limit):
            return "paths: more than \(limit) edge rows in one image; draw simpler or smaller paths, or a smaller image"
        case .tooMuchWork(let limit):
            return "drawing: more than \(limit) work units (about \(String(format: "%g", Double(limit) / 1e9)) s) in one "
                + "image; draw fewer or simpler shapes, dashes, blurs and groups, or a smaller image"
        case .tooManyGroupPixels(let limit):
            return "offscreen groups: more than \(limit) pixels in groups open at once; nest fewer groups with "
                + "opacity, masks or blend modes, or draw a smaller image"
        case .geometry(let error): return error.description
        case .cancelled: return "stopped: the render was cancelled"
        case .timedOut(let seconds):
            return "stopped: expected to finish within the time limit of \(String(format: "%g", seconds)) s, ran past it"
        }
    }
}
