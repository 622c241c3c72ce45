// The items of a shape layer's `shapes` and a group's `it` (the Lottie schema's `shape-element`
// kinds): groups, the four geometries, fill, stroke, trim paths, repeaters, rounded corners,
// merge paths, pucker & bloat and zig zag. Kinds Lamina does not draw yet are reported once,
// with their path, and left out.
import Foundation

/// One decoded shape item.
indirect enum ShapeItem {
    /// `gr`: items and the group's transform (`tr`).
    case group(items: [ShapeItem], transform: TransformModel?, path: JSONPath)
    /// `sh`, `rc`, `el`, `sr`.
    case geometry(ShapeGeometry)
    /// `fl`.
    case fill(FillModel)
    /// `st`.
    case stroke(StrokeModel)
    /// `tm`.
    case trim(TrimModel)
    /// `gf` and `gs`.
    case gradient(GradientModel)
    /// `rp`: copies of the items before it.
    case repeater(RepeaterModel)
    /// `rd`: rounded corners for the geometries before it.
    case roundedCorners(RoundedCornersModel)
    /// `mm`: Merge Paths with its mode (`mm`), gone once applied (MergedPaths.swift).
    case mergePaths(mode: Double, path: JSONPath)
    /// `pb`, `zz`: a path modifier, gone once applied (PathModifier.swift).
    case pathModifier(PathModifier)

    /// Whether a fill or stroke (which draw the geometries before them).
    var isRender: Bool {
        switch self {
        case .fill, .stroke, .gradient: true
        default: false
        }
    }

    /// Decodes the items of `node` (a list), skipping hidden ones and warning about kinds
    /// Lamina does not draw.
    static func items(_ node: JSONNode, _ diagnostics: LottieDiagnostics) throws -> [ShapeItem] {
        try node.array().compactMap { try item($0, diagnostics) }.applyingModifiers(diagnostics)
    }

    private static func item(_ node: JSONNode, _ diagnostics: LottieDiagnostics) throws -> ShapeItem? {
        guard let type = try node.member("ty", expected: "the item's type", "skipped", diagnostics)?.string() else { return nil }
        if try node.number("hd") == 1 { return nil }
        // Members without which ThorVG and rlottie draw nothing for the item (lottie-web stops).
        // (A switch: a dictionary literal here was built anew for every item, 1 % of a load.)
        let needed: (key: String, expected: String)? = switch type {
        case "sh": ("ks", "the path")
        case "sr": ("pt", "the star's number of points")
        case "gf", "gs": ("g", "the gradient's colours")
        default: nil
        }
        if let (key, expected) = needed, try node.member(key, expected: expected, "the item draws nothing", diagnostics) == nil {
            return nil
        }
        if type == "gf" || type == "gs", let colors = node["g"],
           try colors.member("p", expected: "the number of colour stops", "the item draws nothing, as in ThorVG", diagnostics) == nil
            || colors.member("k", expected: "the colour stops", "the item draws nothing, as in ThorVG", diagnostics) == nil {
            return nil
        }
        switch type {
        case "gr":
            var transform: TransformModel?
            var items: [ShapeItem] = []
            for child in try node["it"]?.array() ?? [] {
                if child["ty"]?.stringValue == "tr" {
                    transform = try TransformModel(child, diagnostics)
                } else if let item = try item(child, diagnostics) {
                    items.append(item)
                }
            }
            return .group(items: items.applyingModifiers(diagnostics), transform: transform, path: node.path)
        case "sh", "rc", "el", "sr": return .geometry(try ShapeGeometry(node, type: type, diagnostics))
        case "fl": return .fill(try FillModel(node, diagnostics))
        case "st": return .stroke(try StrokeModel(node, diagnostics))
        case "tm": return .trim(try TrimModel(node, diagnostics))
        case "gf", "gs": return .gradient(try GradientModel(node, isStroke: type == "gs", diagnostics))
        case "rp": return .repeater(try RepeaterModel(node, diagnostics))
        case "rd": return .roundedCorners(RoundedCornersModel(radius: try node.numbers("r", diagnostics, default: [0]),
                                                              path: node.path))
        case "mm": return .mergePaths(mode: try node.number("mm") ?? 1, path: node.path)
        case "pb", "zz": return .pathModifier(try PathModifier(node, type: type, diagnostics))
        case "tr": return nil
        default:
            let names = ["tw": "twist modifiers", "op": "offset paths"]
            diagnostics.warn(node.path, "\(names[type] ?? "shape items of type \"\(type)\"") are not supported yet; skipped")
            return nil
        }
    }
}

extension Array where Element == ShapeItem {
    /// The items with each path modifier (merge paths, pucker & bloat, zig zag) applied, in
    /// list order, to the items before it, and removed.
    func applyingModifiers(_ diagnostics: LottieDiagnostics) -> [ShapeItem] {
        var result: [ShapeItem] = []
        // How many merge inputs the last mode 1 merge joined into one compound path.
        var joined = 0
        for item in self {
            switch item {
            case .mergePaths(let mode, let path):
                if mode == 1 {
                    joined = result.reduce(0) { $0 + $1.mergeInputs.count }
                } else {
                    result = result.merged(mode: mode, path: path, joined: joined, diagnostics)
                    joined = 0
                }
            case .pathModifier(let modifier):
                if !modifier.changesNothing { result = result.map { $0.modified(by: modifier) } }
            default:
                result.append(item)
            }
        }
        return result
    }
}

/// `rd`: rounded corners.
struct RoundedCornersModel {
    /// `r`: the radius in points.
    var radius: Track<[Double]>
    /// Where it is, for warnings.
    var path: JSONPath
}

/// `fl`: a solid fill.
struct FillModel {
    /// `c`: colour, RGB(A) 0…1.
    var color: Track<[Double]>
    /// `o`: opacity in percent.
    var opacity: Track<[Double]>
    /// `r`: 2 for even-odd.
    var evenOdd: Bool

    init(_ node: JSONNode, _ diagnostics: LottieDiagnostics) throws {
        color = try node.numbers("c", diagnostics, expected: "the fill's colour [red, green, blue] (0…1)",
                                 missing: [1, 1, 1], drawn: StrokeModel.white)
        opacity = try node.numbers("o", diagnostics, default: [100])
        evenOdd = try node.choice("r", "a fill rule", [1: "non-zero", 2: "even-odd"], default: 1, diagnostics) == 2
    }
}

/// `st`: a solid stroke.
struct StrokeModel {
    /// `c`, `o`: colour and opacity as for a fill.
    var color: Track<[Double]>, opacity: Track<[Double]>
    /// `w`: width in points.
    var width: Track<[Double]>
    /// `lc`: 1 butt, 2 round, 3 square; `lj`: 1 miter, 2 round, 3 bevel.
    var cap: Int, join: Int
    /// The miter limit: `ml`, a number, else the animatable `ml2` (an expression too); 4 without either.
    var miterLimit: Track<Double>
    /// `d`: dash lengths (`n` "d" and "g") and the offset (`n` "o"), in points.
    var dashes: [Track<Double>], dashOffset: Track<Double>

    /// What a fill or stroke without a colour paints: ThorVG's default colour.
    static let white = "drawn white, as ThorVG draws it"

    /// Reads a stroke's settings; `isGradient` for a gradient stroke (`gs`), which has no colour.
    init(_ node: JSONNode, isGradient: Bool = false, _ diagnostics: LottieDiagnostics) throws {
        color = isGradient ? Track([0, 0, 0], path: node.path.member("c"))
            : try node.numbers("c", diagnostics, expected: "the stroke's colour [red, green, blue] (0…1)",
                               missing: [1, 1, 1], drawn: Self.white)
        opacity = try node.numbers("o", diagnostics, default: [100])
        width = try node.numbers("w", diagnostics, expected: "the stroke's width", missing: [0],
                                 drawn: "it draws nothing, as in ThorVG")
        cap = try node.choice("lc", "a line cap", [1: "butt", 2: "round", 3: "square"], default: 2, diagnostics)
        join = try node.choice("lj", "a line join", [1: "miter", 2: "round", 3: "bevel"], default: 2, diagnostics)
        miterLimit = try node.number("ml").map { Track($0, path: node.path.member("ml")) }
            ?? node["ml2"]?.track(diagnostics) { try $0.scalar() } ?? Track(4, path: node.path.member("ml"))
        dashes = []
        dashOffset = Track(0, path: node.path.member("d"))
        for dash in try node["d"]?.array() ?? [] {
            guard let value = try dash.member("v", expected: "a dash length", "skipped", diagnostics)?
                .track(diagnostics, parse: { try $0.scalar() }) else { continue }
            if (try dash["n"]?.string()) == "o" { dashOffset = value } else { dashes.append(value) }
        }
    }
}

/// `rp`: a repeater, as After Effects draws it (and lottie-web and rlottie): copy n = i + offset
/// (`o`) is moved by position · n, turned by rotation · n and scaled by scale^n, the turn and
/// the scale about the anchor, which does not move the copies; its opacity runs from the start
/// opacity (`tr.so`, the first copy) to the end opacity (`tr.eo`, the last), and composite `m`
/// 2 stacks each copy below the one before. lottie-ios's Core Animation engine
/// (RepeaterLayer.swift) ignores the offset and the opacities, scales every copy once and
/// moves every copy by minus the anchor (rlottie's `abstract_circle` draws nothing there); its
/// snapshots show no repeater where these differ.
struct RepeaterModel {
    /// `c`: the number of copies; a fractional count shows the next whole copy, as lottie-web
    /// rounds it up.
    var count: Track<[Double]>
    /// The most copies it shows at any time (layers are made for them), at most 1,000.
    var copies: Int
    /// `tr`: the transform step.
    var transform: TransformModel
    /// `o`: the offset, in copies.
    var offset: Track<[Double]>
    /// `tr.so`, `tr.eo`: the first and last copies' opacity in percent.
    var startOpacity: Track<[Double]>, endOpacity: Track<[Double]>
    /// `m` 2: each copy below the one before (1, the default: above).
    var stacksBelow: Bool
    /// Where it is, for warnings.
    var path: JSONPath

    init(_ node: JSONNode, _ diagnostics: LottieDiagnostics) throws {
        path = node.path
        count = try node.numbers("c", diagnostics, default: [1])
        copies = Int(count.keyframes.map { Self.shown($0.value) }.max() ?? 0)
        let step = try node.member("tr", expected: "the repeater's transform", "each copy is drawn in place", diagnostics)
            ?? JSONNode(value: .object([:]), path: node.path.member("tr"))
        transform = try TransformModel(step, diagnostics)
        offset = try node.numbers("o", diagnostics, default: [0])
        startOpacity = try step.numbers("so", diagnostics, default: [100])
        endOpacity = try step.numbers("eo", diagnostics, default: [100])
        stacksBelow = try node.choice("m", "a repeater's order", [1: "above", 2: "below"], default: 1, diagnostics) == 2
    }

    /// The transform of copy `index` as a layer's (whose position places its anchor): position
    /// times n = index + offset plus the anchor, rotation times n, the scale to the power n,
    /// and the opacity between the start and end opacities.
    func transform(ofCopy index: Int, _ diagnostics: LottieDiagnostics) throws -> TransformModel {
        let number = Double(index)
        func times(_ track: Track<[Double]>) throws -> Track<[Double]> {
            try Track.combined(track, offset, diagnostics) { value, offset in value.map { $0 * (number + (offset.first ?? 0)) } }
        }
        /// `track` (a position, or one of its coordinates) times n, plus the anchor's `axis`
        /// coordinate (all of it for nil).
        func placed(_ track: Track<[Double]>, axis: Int?) throws -> Track<[Double]> {
            try Track.combined(try times(track), transform.anchor, diagnostics) { value, anchor in
                value.indices.map { index in
                    let coordinate = axis ?? index
                    return value[index] + (coordinate < anchor.count ? anchor[coordinate] : 0)
                }
            }
        }
        let position = try transform.position.map { try placed($0, axis: nil) }
        let positionX = try transform.positionX.map { try placed($0, axis: 0) }
        let positionY = try transform.positionY.map { try placed($0, axis: 1) }
        let rotation = try times(transform.rotation)
        let scale = try Track.combined(transform.scale, offset, diagnostics) { scale, offset in
            let power = number + (offset.first ?? 0)
            return scale.map { percent in
                // A negative scale flips once per copy: by its size's power, signed by whole copies.
                let size = min(pow(abs(percent) / 100, power) * 100, 1e12)
                // (The remainder, not Int(power): an offset of 1e300 must not trap.)
                return percent < 0 && power.rounded().truncatingRemainder(dividingBy: 2) != 0 ? -size : size
            }
        }
        // The copy shows while the count reaches it, at its share of the way from the start
        // opacity to the end opacity among the copies showing.
        func opacity(count: [Double], start: [Double], end: [Double]) -> [Double] {
            let shown = Self.shown(count)
            guard number < shown else { return [0] }
            let first = start.first ?? 100, last = end.first ?? 100
            return [first + (last - first) * (shown > 1 ? number / (shown - 1) : 0)]
        }
        func copy(opacity: Track<[Double]>) -> TransformModel {
            TransformModel(anchor: transform.anchor, position: position, positionX: positionX, positionY: positionY,
                           scale: scale, rotation: rotation, opacity: opacity, skew: transform.skew,
                           skewAxis: transform.skewAxis, rotationX: transform.rotationX, rotationY: transform.rotationY)
        }
        let times = [count, startOpacity, endOpacity].flatMap { $0.times }
        guard count.isAnimated, let firstFrame = times.min(), let lastFrame = times.max() else {
            return copy(opacity: try Track.combined(startOpacity, endOpacity, diagnostics) {
                opacity(count: count.initialValue, start: $0, end: $1)
            })
        }
        // A changing count shows and hides copies at whole frames: held values, one a frame
        // over every keyframe of the count and the opacities.
        let steps = Int(min((lastFrame - firstFrame).rounded(.up), 100_000))
        try diagnostics.countSamples(steps + 1, at: count.path)
        let keyframes = (0...steps).map { step in
            let frame = min(firstFrame + Double(step), lastFrame)
            return Keyframe(time: frame, value: opacity(count: count.value(at: frame), start: startOpacity.value(at: frame),
                                                        end: endOpacity.value(at: frame)), hold: true)
        }
        return copy(opacity: Track(keyframes: keyframes, path: count.path) ?? transform.opacity)
    }

    /// The copies a count shows: rounded up, 0 … 1,000.
    private static func shown(_ count: [Double]) -> Double {
        min(max((count.first ?? 1).rounded(.up), 0), 1_000)
    }
}

/// `tm`: trim paths. A class: each render group below a trim holds it, and a value of three
/// tracks was copied into each.
final class TrimModel {
    /// `s`, `e`: start and end in percent; `o`: offset in degrees (360 = the whole length).
    let start: Track<[Double]>, end: Track<[Double]>, offset: Track<[Double]>
    /// `m`: 2 for individually (each shape trimmed on its own share of the total length).
    let individually: Bool
    /// Where it is, for warnings.
    let path: JSONPath
    /// Whether an expression (`x`) drives its start, end or offset.
    let hasExpression: Bool

    init(_ node: JSONNode, _ diagnostics: LottieDiagnostics) throws {
        let members = node.memberEntries(Self.names)
        let (startNode, endNode, offsetNode) = (node.node(atEntry: members[0]), node.node(atEntry: members[1]),
                                                node.node(atEntry: members[2]))
        hasExpression = [startNode, endNode, offsetNode].contains { $0?["x"]?.stringValue?.isEmpty == false }
        start = try node.numbers(member: startNode, "s", diagnostics, default: [0])
        end = try node.numbers(member: endNode, "e", diagnostics, default: [100])
        offset = try node.numbers(member: offsetNode, "o", diagnostics, default: [0])
        individually = try node.choice("m", "a trim mode", [1: "simultaneously", 2: "individually"], default: 1,
                                       diagnostics) == 2
        path = node.path
    }

    /// The members read: `s`, `e` and `o`.
    private static let names: [UInt16] = [JSONNode.shortName("s"), JSONNode.shortName("e"), JSONNode.shortName("o")]

    /// Whether it leaves the path whole: start 0 and end 100 throughout (any offset then
    /// only moves where the whole path starts).
    var isIdentity: Bool {
        !start.isAnimated && !end.isAnimated && start.initialValue.first ?? 0 == 0 && end.initialValue.first ?? 100 == 100
    }
}

extension Double: KeyframeValue {
    static func blend(_ a: Double, _ b: Double, fraction: Double) -> Double { a + (b - a) * fraction }
}
