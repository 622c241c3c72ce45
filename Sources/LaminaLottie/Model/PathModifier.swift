// The path modifiers of shape groups that lottie-ios's Core Animation engine skips and Lamina
// applies as After Effects and lottie-web do, to every path before the modifier in its group and
// in the groups before it, contour by contour: Pucker & Bloat (`pb`) and Zig Zag (`zz`).
import Foundation

/// A modifier that changes each contour of the paths before it.
enum PathModifier {
    /// `pb`: `a`, the amount in percent.
    case puckerAndBloat(amount: Track<[Double]>)
    /// `zz`: `s`, the size (points); `r`, ridges per segment; `pt`, 1 corner points, 2 smooth.
    case zigZag(size: Track<[Double]>, ridges: Track<[Double]>, pointType: Track<[Double]>)

    /// Decodes a `pb` or `zz` item.
    init(_ node: JSONNode, type: String, _ diagnostics: LottieDiagnostics) throws {
        if type == "pb" {
            self = .puckerAndBloat(amount: try node.numbers("a", diagnostics, default: [0]))
        } else {
            self = .zigZag(size: try node.numbers("s", diagnostics, default: [0]),
                           ridges: try node.numbers("r", diagnostics, default: [0]),
                           pointType: try node.numbers("pt", diagnostics, default: [1]))
        }
    }

    /// Whether it leaves every path as it is: an amount or size of 0 throughout.
    var changesNothing: Bool {
        switch self {
        case .puckerAndBloat(let amount), .zigZag(let amount, _, _):
            !amount.containsValue { ($0.first ?? 0) != 0 }
        }
    }

    /// The frames of its parameters' keyframes.
    var keyframeTimes: [Double] {
        switch self {
        case .puckerAndBloat(let amount): amount.times
        case .zigZag(let size, let ridges, let pointType): [size, ridges, pointType].flatMap { $0.times }
        }
    }

    /// `path` modified at `frame`.
    func apply(to path: LottiePath, at frame: Double) -> LottiePath {
        switch self {
        case .puckerAndBloat(let amount):
            return path.puckered(by: (amount.value(at: frame).first ?? 0) / 100)
        case .zigZag(let size, let ridges, let pointType):
            return path.zigZagged(size: size.value(at: frame).first ?? 0, ridges: ridges.value(at: frame).first ?? 0,
                                  smooth: (pointType.value(at: frame).first ?? 1) == 2)
        }
    }
}

extension ShapeItem {
    /// The item with its geometries (and its groups' geometries) under `modifier`.
    func modified(by modifier: PathModifier) -> ShapeItem {
        switch self {
        case .geometry(let geometry):
            var modified = geometry
            modified.kind = .modified(geometry, modifier)
            modified.reversed = false
            modified.cornerRadius = nil
            return .geometry(modified)
        case .group(let items, let transform, let path):
            return .group(items: items.map { $0.modified(by: modifier) }, transform: transform, path: path)
        default:
            return self
        }
    }
}
