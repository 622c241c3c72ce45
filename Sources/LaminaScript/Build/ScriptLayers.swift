// A built layer tree and the script element each of its layers came from, so that an error
// raised while drawing a layer (a render budget run out) names the element's line and column.
import Foundation
import Lamina

/// A script's layers, with the location of the element each layer was built for
/// (``ScriptLayerBuilder/layerLocations``).
///
/// The locations are keyed by `ObjectIdentifier`, which names a layer only while it is alive:
/// ``render(_:)`` keeps ``root`` (and so every layer under it) alive while it draws and maps
/// the error. A ``FrameSequence`` renders after the layers are gone, so its errors are not
/// mapped (``ShapeScript/frameSequence(fps:start:duration:background:)``).
struct ScriptLayers {
    /// What a budget error says the limit applies to.
    enum Scope {
        /// The script's own render: one image's budget.
        case image
        /// The rasters of luminance masks and pattern tiles, which share one image's budget.
        case maskRasters
    }

    /// The root layer.
    let root: Layer
    /// The location of the element each layer under ``root`` was built for.
    let locations: [ObjectIdentifier: SourceLocation]
    /// The script's name, for errors.
    let file: String
    /// Where errors point when the layer that failed has no location (a wrapper the script
    /// itself adds).
    let fallback: SourceLocation
    /// What the budget errors say the limit applies to.
    let scope: Scope

    /// Runs `draw` on ``root`` with the layers kept alive, turning a ``LayerRenderError`` into
    /// a ``ScriptDiagnostic`` at the element whose layer raised it.
    /// - Throws: ``ScriptDiagnostic`` for a ``LayerRenderError``; `draw`'s other errors as they are.
    func render<Result>(_ draw: (Layer) throws -> Result) throws -> Result {
        try withExtendedLifetime(root) {
            do {
                return try draw(root)
            } catch let error as LayerRenderError {
                throw diagnostic(for: error)
            }
        }
    }

    /// `error` as an error at its layer's element, saying what was expected and found.
    func diagnostic(for error: LayerRenderError) -> ScriptDiagnostic {
        let location = error.layer.flatMap { locations[$0] } ?? fallback
        let images = scope == .image ? "one image" : "all mask and pattern rasters"
        let message = switch error.error {
        case .tooManyDashSegments(let limit):
            "expected at most \(limit) dash segments in \(images), found more "
                + "(longer dash patterns or fewer \(scope == .image ? "dashed" : "masked or pattern-filled") shapes)"
        case .tooManyBlurPixels(let limit):
            "expected at most \(limit) pixels blurred by shadows and backdrop filters "
                + "in \(images), found more "
                + "(smaller blur radii or fewer \(scope == .image ? "shadows and blurs" : "masked or pattern-filled shapes"))"
        case .tooManyDrawnPixels(let limit):
            "expected at most \(limit) pixels drawn in \(images), found more "
                + "(fewer or smaller shapes, or a smaller image)"
        case .tooManyEdgeRows(let limit):
            "expected at most \(limit) edge rows (pixel rows crossed by each path edge) in \(images), found more "
                + "(simpler or smaller paths, or a smaller image)"
        case .tooMuchWork(let limit):
            "expected at most \(limit) work units (about \(String(format: "%g", Double(limit) / 1e9)) s) of drawing "
                + "in \(images), found more (fewer or simpler shapes, dashes, blurs and groups, or a smaller image)"
        case .tooManyGroupPixels(let limit):
            "expected at most \(limit) pixels in the offscreen groups open at once, found more (fewer nested "
                + "groups with opacity, masks, clips or blend modes, or a smaller image)"
        case .geometry(.tooManyDashSegments(let limit)):
            "expected at most \(limit) dash segments in one stroke, found more (a longer dash pattern)"
        default:
            error.description
        }
        return ScriptDiagnostic(file: file, location: location, severity: .error, message: message)
    }
}
