// The four Lottie geometries (the Lottie schema's `path`, `rectangle`, `ellipse`, `polystar`),
// with their animatable parameters; Animations/ShapePaths.swift turns them into paths.
import Foundation

/// A geometry shape item.
struct ShapeGeometry {
    /// The kinds.
    enum Kind {
        /// `sh`: a Bézier path, `ks`.
        case path(Track<LottiePath>)
        /// `rc`: centre `p`, size `s`, corner radius `r`.
        case rectangle(position: Track<[Double]>, size: Track<[Double]>, roundness: Track<[Double]>)
        /// `el`: centre `p`, size `s`.
        case ellipse(position: Track<[Double]>, size: Track<[Double]>)
        /// `sr`: `sy` 1 star, 2 polygon; `pt` points, `p` centre, `r` rotation (degrees),
        /// `or`/`ir` outer/inner radius, `os`/`is` outer/inner roundness (percent).
        case star(isStar: Bool, points: Track<[Double]>, position: Track<[Double]>, rotation: Track<[Double]>,
                  outerRadius: Track<[Double]>, innerRadius: Track<[Double]>,
                  outerRoundness: Track<[Double]>, innerRoundness: Track<[Double]>)
        /// `mm` with a Boolean mode: the paths before it, combined (MergedPaths.swift).
        case merged(MergedPaths)
        /// A geometry under a path modifier after it (PathModifier.swift).
        indirect case modified(ShapeGeometry, PathModifier)
    }

    /// What it is.
    var kind: Kind
    /// `d`: 3 draws the shape counter-clockwise (the trim starts the other way).
    var reversed: Bool
    /// The radius of the rounded corners (`rd`) a render group gives a path or rectangle (for a
    /// rectangle, in place of its own `r`); nil for none.
    var cornerRadius: Track<[Double]>?
    /// Where it is, for warnings.
    var path: JSONPath

    init(_ node: JSONNode, type: String, _ diagnostics: LottieDiagnostics) throws {
        path = node.path
        reversed = try node.choice("d", "a path direction", [1: "clockwise", 2: "clockwise", 3: "counter-clockwise"],
                                   default: 1, diagnostics) == 3
        switch type {
        case "sh":
            kind = .path(try node.required("ks").pathTrack(diagnostics))
        case "rc":
            kind = .rectangle(position: try node.numbers("p", diagnostics, expected: "the rectangle's centre [x, y]",
                                                         missing: [0, 0], drawn: Self.atOrigin),
                              size: try node.numbers("s", diagnostics, expected: "the rectangle's size [width, height]",
                                                     missing: [0, 0], drawn: Self.drawsNothing),
                              roundness: try node.numbers("r", diagnostics, default: [0]))
        case "el":
            kind = .ellipse(position: try node.numbers("p", diagnostics, expected: "the ellipse's centre [x, y]",
                                                       missing: [0, 0], drawn: Self.atOrigin),
                            size: try node.numbers("s", diagnostics, expected: "the ellipse's size [width, height]",
                                                   missing: [0, 0], drawn: Self.drawsNothing))
        default:
            // Without a number of points (ShapeItem skips the star) or an outer radius, ThorVG
            // draws nothing.
            let points = try node.numbers("pt", diagnostics, default: [0])
            if points.valuesKnownNow.contains(where: { ($0.first ?? 5).rounded() != $0.first ?? 5 }) {
                diagnostics.warn(points.path, "fractional star points are not supported yet; rounded")
            }
            kind = .star(isStar: try node.choice("sy", "a star kind", [1: "star", 2: "polygon"], default: 1, diagnostics) == 1,
                         points: points,
                         position: try node.numbers("p", diagnostics, expected: "the star's centre [x, y]",
                                                    missing: [0, 0], drawn: Self.atOrigin),
                         rotation: try node.numbers("r", diagnostics, default: [0]),
                         outerRadius: try node.numbers("or", diagnostics, expected: "the star's outer radius",
                                                       missing: [0], drawn: Self.drawsNothing),
                         innerRadius: try node.numbers("ir", diagnostics, default: [0]),
                         outerRoundness: try node.numbers("os", diagnostics, default: [0]),
                         innerRoundness: try node.numbers("is", diagnostics, default: [0]))
        }
    }

    /// What a geometry without its centre or size draws, as ThorVG and rlottie read it.
    static let atOrigin = "drawn at (0, 0), as ThorVG and rlottie draw it"
    static let drawsNothing = "it draws nothing, as in ThorVG and rlottie"

    /// The result of a Merge Paths item at `path`.
    init(merging merged: MergedPaths, path: JSONPath) {
        kind = .merged(merged)
        reversed = false
        self.path = path
    }

    /// The frames of every keyframe of its parameters.
    var keyframeTimes: [Double] {
        (cornerRadius?.times ?? []) + parameterTimes
    }

    /// The number tracks of a rectangle, an ellipse or a star; none for the other kinds.
    private var numberTracks: [Track<[Double]>] {
        switch kind {
        case .rectangle(let position, let size, let roundness): [position, size, roundness]
        case .ellipse(let position, let size): [position, size]
        case .star(_, let points, let position, let rotation, let outer, let inner, let outerRound, let innerRound):
            [points, position, rotation, outer, inner, outerRound, innerRound]
        case .path, .merged, .modified: []
        }
    }

    /// The frames of every keyframe of its own parameters.
    private var parameterTimes: [Double] {
        switch kind {
        case .path(let track): track.times
        case .rectangle, .ellipse, .star: numberTracks.flatMap(\.times)
        case .merged(let merged):
            merged.inputs.flatMap { input in
                input.geometry.keyframeTimes + input.transforms.flatMap(\.keyframeTimes)
            }
        case .modified(let geometry, let modifier):
            geometry.keyframeTimes + modifier.keyframeTimes
        }
    }

    /// Whether any parameter changes over time: its keyframes fall at more than one frame.
    /// (Read from each track's first and last frame, where a set of every frame was made for
    /// each question.)
    var isAnimated: Bool {
        var earliest = Double.infinity, latest = -Double.infinity
        func include<Value>(_ track: Track<Value>?) {
            guard let track else { return }
            earliest = min(earliest, track.firstTime)
            latest = max(latest, track.lastTime)
        }
        include(cornerRadius)
        switch kind {
        case .path(let track): include(track)
        case .rectangle, .ellipse, .star: for track in numberTracks { include(track) }
        case .merged, .modified: return Set(keyframeTimes).count > 1
        }
        return earliest < latest
    }
}
