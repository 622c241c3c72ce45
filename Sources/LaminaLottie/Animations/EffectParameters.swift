// The parameters (`ef`) of a layer effect, by position, read at one frame.
import Foundation

/// The parameters of a layer effect by position: their first values, or their values at
/// ``frame`` once it is set. Each parameter is read from the JSON once, when first asked for,
/// and remembers whether it changes over time.
final class EffectParameters {
    /// The effect's JSON path.
    let path: JSONPath
    private let parameters: [JSONNode]
    private let diagnostics: LottieDiagnostics
    private var tracks: [Int: Track<[Double]>] = [:]
    /// The local frame the values are read at; nil for each parameter's first value.
    var frame: Double?
    /// Whether a parameter read so far changes over time (an effect then keeps one structure
    /// at every frame, so that its filters blend).
    private(set) var isAnimated = false
    /// The keyframe times (local frames) of the parameters read so far that change.
    private(set) var keyframeTimes: [Double] = []

    /// The parameters of `effect`.
    init(_ effect: JSONNode, _ diagnostics: LottieDiagnostics) throws {
        path = effect.path
        parameters = try effect["ef"]?.array() ?? []
        self.diagnostics = diagnostics
    }

    /// The numbers of parameter `index` at ``frame``, or `fallback` when it is missing.
    func values(_ index: Int, _ fallback: [Double]) throws -> [Double] {
        guard parameters.indices.contains(index), let value = parameters[index]["v"] else { return fallback }
        let track: Track<[Double]>
        if let known = tracks[index] {
            track = known
        } else {
            track = try value.track(diagnostics) { try $0.numbers() }
            tracks[index] = track
            if track.isAnimated {
                isAnimated = true
                keyframeTimes += track.times
            }
        }
        return frame.map { track.value(at: $0) } ?? track.initialValue
    }

    /// The first number of parameter `index` at ``frame``, or `fallback`.
    func first(_ index: Int, _ fallback: Double) throws -> Double {
        try values(index, [fallback]).first ?? fallback
    }
}
