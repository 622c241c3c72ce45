// The host function behind the library's `__host(op, …)`: what expressions read from Lamina.
// Properties, layers and compositions are numbered as expressions first ask for them.
//   value(property, seconds)        the property's keyframed value then
//   keys(property)                  its keyframes' times in seconds
//   key(property, n)                its n-th keyframe's value (from 1)
//   layerInfo(layer)                index, in/out point and start (s), parent (−1 none), width, height
//   transform(layer, name)          the property number of one of its transform's properties
//   effect(layer, effect, param)    the property number of an effect's parameter (by name or index)
//   layer(composition, name|index)  a layer number, by `nm` or `ind` (as lottie-web finds them)
//   compInfo(composition)           width, height, number of layers
//   comp(name)                      a composition number by name (the root's `nm` or a precomp asset's)
//   ease(kind, t)                   lottie-web's ease (0), easeIn (1) and easeOut (2) curves at t
//   and the shape operations of ExpressionEngine+Shapes.swift.
// Another layer's properties read their keyframes: their own expressions are not evaluated.
import CDuktape
import Foundation
import Lamina

/// The C entry of the host function: the context is the ``ExpressionEngine``.
let expressionHost: lamina_js_host = { context, arguments, count, out, capacity, isArray, message, messageCapacity in
    guard let context, let out, let isArray else { return -1 }
    let engine = Unmanaged<ExpressionEngine>.fromOpaque(context).takeUnretainedValue()
    let values = (0..<Int(max(count, 0))).map { index -> ExpressionArgument in
        let argument = arguments?[index]
        if argument?.is_string == 1, let text = argument?.string { return .string(String(cString: text)) }
        return .number(argument?.number ?? .nan)
    }
    do throws(ExpressionFailure) {
        let (numbers, scalar) = try engine.host(values)
        let written = min(numbers.count, Int(capacity))
        for index in 0..<written { out[index] = numbers[index] }
        isArray.pointee = scalar && written == 1 ? 0 : 1
        return Int32(written)
    } catch {
        if let message, messageCapacity > 0 {
            let bytes = Array(error.message.utf8.prefix(messageCapacity - 1))
            for (index, byte) in bytes.enumerated() { message[index] = CChar(bitPattern: byte) }
            message[bytes.count] = 0
        }
        return -1
    }
}

/// One argument of `__host`.
enum ExpressionArgument {
    case number(Double)
    case string(String)

    var number: Double? {
        if case .number(let value) = self, value.isFinite { return value }
        return nil
    }

    var integer: Int? { number.flatMap { Int(exactly: $0.rounded()) } }
}

extension ExpressionEngine {
    /// Registers `track` (a property being evaluated, or one an expression reads) and returns its number.
    func register(_ track: Track<[Double]>) -> Int {
        properties.append(track)
        return properties.count - 1
    }

    /// The number of `layer` of `composition`.
    func layerID(_ layer: JSONNode, in composition: Int) -> Int {
        let key = layer.identity
        if let id = layerIDs[key] { return id }
        layers.append((layer, composition))
        layerIDs[key] = layers.count - 1
        return layers.count - 1
    }

    /// The number of `composition` (a new one for each composition without layers).
    func compositionID(_ composition: ExpressionComposition) -> Int {
        let key = composition.layers.first?.identity
        if let key, let id = compositionIDs[key] { return id }
        compositions.append(composition)
        if let key { compositionIDs[key] = compositions.count - 1 }
        return compositions.count - 1
    }

    /// Answers one `__host` call: numbers, and whether one number is a scalar.
    func host(_ arguments: [ExpressionArgument]) throws(ExpressionFailure) -> ([Double], Bool) {
        guard case .string(let op)? = arguments.first else { throw ExpressionFailure(message: "__host needs an operation") }
        let rest = Array(arguments.dropFirst())
        func integer(_ index: Int) -> Int? { index < rest.count ? rest[index].integer : nil }
        func number(_ index: Int) -> Double { index < rest.count ? rest[index].number ?? 0 : 0 }
        switch op {
        case "value":
            let track = try property(integer(0))
            let value = Self.value(of: track, atFrame: number(1) * frameRate)
            return (value, value.count == 1)
        case "keys":
            let track = try property(integer(0))
            return (track.isAnimated ? track.keyframes.map { $0.time / frameRate } : [], false)
        case "key":
            let track = try property(integer(0))
            guard let index = integer(1), track.isAnimated, track.keyframes.indices.contains(index - 1) else {
                throw ExpressionFailure(message: "the property has no keyframe at index \(number(1))")
            }
            let value = track.keyframes[index - 1].value
            return (value, value.count == 1)
        case "layerInfo":
            return (try layerInfo(integer(0)), false)
        case "transform":
            guard case .string(let name)? = rest.dropFirst().first else { throw ExpressionFailure(message: "no property name") }
            return ([Double(try transformProperty(integer(0), name))], true)
        case "effect":
            guard rest.count >= 3 else { throw ExpressionFailure(message: "effect() needs an effect and a parameter") }
            return ([Double(try effectProperty(integer(0), effect: rest[1], parameter: rest[2]))], true)
        case "layer":
            guard rest.count >= 2 else { throw ExpressionFailure(message: "layer() needs a name or an index") }
            return ([Double(try layer(in: integer(0), named: rest[1]))], true)
        case "compInfo":
            let composition = try self.composition(integer(0))
            return ([composition.width, composition.height, Double(composition.layers.count)], false)
        case "comp":
            guard case .string(let name)? = rest.first else { throw ExpressionFailure(message: "comp() needs a name") }
            return ([Double(try compositionID(named: name))], true)
        case "ease":
            return ([try Self.ease(integer(0) ?? 0, number(1))], true)
        default:
            return try shapeHost(op, rest)
        }
    }

    /// lottie-web's eases: Béziers (0.33, 0, 0.667, 1), (0.333, 0, 0.833, 0.833) and
    /// (0.167, 0.167, 0.667, 1).
    static func ease(_ kind: Int, _ t: Double) throws(ExpressionFailure) -> Double {
        let points: [(Double, Double, Double, Double)] = [(0.33, 0, 0.667, 1), (0.333, 0, 0.833, 0.833), (0.167, 0.167, 0.667, 1)]
        guard points.indices.contains(kind), let curve = try? TimingFunction(controlPoints: points[kind].0, points[kind].1,
                                                                             points[kind].2, points[kind].3) else {
            throw ExpressionFailure(message: "no ease \(kind)")
        }
        return curve.value(at: min(max(t, 0), 1))
    }

    /// The keyframed value of `track` at `frame`, along spatial tangents where it has them.
    static func value(of track: Track<[Double]>, atFrame frame: Double) -> [Double] {
        track.hasSpatialTangents ? track.spatialValue(at: frame) : track.value(at: frame)
    }

    func property(_ id: Int?) throws(ExpressionFailure) -> Track<[Double]> {
        guard let id, properties.indices.contains(id) else { throw ExpressionFailure(message: "no such property") }
        return properties[id]
    }

    /// Frames per second (every composition has the root's).
    var frameRate: Double { compositions.first?.frameRate ?? 30 }

    func layerEntry(_ id: Int?) throws(ExpressionFailure) -> (node: JSONNode, composition: Int) {
        guard let id, layers.indices.contains(id) else { throw ExpressionFailure(message: "no such layer") }
        return layers[id]
    }

    private func composition(_ id: Int?) throws(ExpressionFailure) -> ExpressionComposition {
        guard let id, compositions.indices.contains(id) else { throw ExpressionFailure(message: "no such composition") }
        return compositions[id]
    }

    private func layerInfo(_ id: Int?) throws(ExpressionFailure) -> [Double] {
        let (node, compositionID) = try layerEntry(id)
        let composition = try self.composition(compositionID)
        let rate = composition.frameRate
        func number(_ key: String) -> Double? { (try? node.number(key)) ?? nil }
        var parent = -1.0
        if let parentIndex = number("parent"),
           let parentNode = composition.layers.first(where: { (try? $0.number("ind")) == parentIndex }) {
            parent = Double(layerID(parentNode, in: compositionID))
        }
        return [number("ind") ?? 0, (number("ip") ?? 0) / rate, (number("op") ?? 0) / rate, (number("st") ?? 0) / rate,
                parent, number("sw") ?? number("w") ?? 0, number("sh") ?? number("h") ?? 0]
    }

    /// Reads `body` with no expression scope, so that the properties it decodes keep their keyframes.
    func keyframed<Result>(_ body: () throws -> Result) throws(ExpressionFailure) -> Result {
        do {
            return try diagnostics.withExpressionScope(nil, body)
        } catch {
            throw ExpressionFailure(message: "\(error)")
        }
    }

    private func transformProperty(_ id: Int?, _ name: String) throws(ExpressionFailure) -> Int {
        let (node, _) = try layerEntry(id)
        let key = "\(node.path) \(name)"
        if let known = namedProperties[key] { return known }
        let transform: TransformModel
        if let layerID = id, let known = transforms[layerID] {
            transform = known
        } else {
            transform = try keyframed { try TransformModel(node["ks"], diagnostics) }
            if let layerID = id { transforms[layerID] = transform }
        }
        let property = register(try Self.track(named: name, of: transform))
        namedProperties[key] = property
        return property
    }

    /// The property `name` (expressions' name: `position`, `anchorPoint`, …) of `transform`.
    static func track(named name: String, of transform: TransformModel) throws(ExpressionFailure) -> Track<[Double]> {
        let track: Track<[Double]>?
        switch name {
        case "position": track = transform.position ?? Self.joined(transform.positionX, transform.positionY)
        case "xPosition": track = transform.positionX ?? transform.position.map { $0.map { [$0.first ?? 0] } }
        case "yPosition": track = transform.positionY ?? transform.position.map { $0.map { [$0.count > 1 ? $0[1] : 0] } }
        case "anchorPoint": track = transform.anchor
        case "scale": track = transform.scale
        case "rotation": track = transform.rotation
        case "opacity": track = transform.opacity
        case "skew": track = transform.skew
        case "skewAxis": track = transform.skewAxis
        default: track = nil
        }
        guard let track else { throw ExpressionFailure(message: "the transform has no property \(name)") }
        return track
    }

    /// A split position as one [x, y] track, keyed at every keyframe of either.
    private static func joined(_ x: Track<[Double]>?, _ y: Track<[Double]>?) -> Track<[Double]>? {
        guard let x, let y else { return nil }
        let times = Set(x.times + y.times).sorted()
        let keyframes = times.map { Keyframe(time: $0, value: [x.value(at: $0).first ?? 0, y.value(at: $0).first ?? 0]) }
        return Track(keyframes: keyframes, path: x.path)
    }

    private func effectProperty(_ id: Int?, effect: ExpressionArgument, parameter: ExpressionArgument)
        throws(ExpressionFailure) -> Int {
        let (node, _) = try layerEntry(id)
        let key = "\(node.path) effect \(effect) \(parameter)"
        if let known = namedProperties[key] { return known }
        let effects = (try? node["ef"]?.array()) ?? []
        guard let group = Self.find(effect, in: effects) else {
            throw ExpressionFailure(message: "the layer has no effect \(Self.describe(effect))")
        }
        let parameters = (try? group["ef"]?.array()) ?? []
        guard let parameterNode = Self.find(parameter, in: parameters) else {
            throw ExpressionFailure(message: "the effect has no parameter \(Self.describe(parameter))")
        }
        let track = try keyframed { try parameterNode.numbers("v", diagnostics, default: [0]) }
        let property = register(track)
        namedProperties[key] = property
        return property
    }

    /// The element named (`nm`, or `mn`, the match name) or numbered (`ix`, else its place from 1) by `key`.
    static func find(_ key: ExpressionArgument, in nodes: [JSONNode]) -> JSONNode? {
        switch key {
        case .string(let name):
            return nodes.first { node in
                ["nm", "mn"].contains { (try? node[$0]?.string()) == name }
            }
        case .number:
            guard let index = key.integer else { return nil }
            if let match = nodes.first(where: { (try? $0.number("ix")) == Double(index) }) { return match }
            return nodes.indices.contains(index - 1) ? nodes[index - 1] : nil
        }
    }

    static func describe(_ key: ExpressionArgument) -> String {
        switch key {
        case .string(let name): return "\"\(name)\""
        case .number(let value): return "\(value)"
        }
    }

    private func layer(in compositionID: Int?, named key: ExpressionArgument) throws(ExpressionFailure) -> Int {
        guard let compositionID else { throw ExpressionFailure(message: "no such composition") }
        let composition = try self.composition(compositionID)
        let match = composition.layers.first { node in
            switch key {
            case .string(let name): return (try? node["nm"]?.string()) == name
            case .number(let index): return (try? node.number("ind")) == index
            }
        }
        guard let match else { throw ExpressionFailure(message: "the composition has no layer \(Self.describe(key))") }
        return layerID(match, in: compositionID)
    }

    private func compositionID(named name: String) throws(ExpressionFailure) -> Int {
        guard let any = compositions.first else { throw ExpressionFailure(message: "no composition is known") }
        if (try? any.root["nm"]?.string()) == name, let layers = try? any.root["layers"]?.array() {
            let width = (try? any.root.number("w")) ?? nil, height = (try? any.root.number("h")) ?? nil
            return compositionID(ExpressionComposition(layers: layers, width: width ?? 0, height: height ?? 0, name: name,
                                                       assets: any.assets, frameRate: any.frameRate, root: any.root))
        }
        for asset in any.assets.values.sorted(by: { "\($0.path)" < "\($1.path)" })
        where (try? asset["nm"]?.string()) == name {
            guard let layers = try? asset["layers"]?.array() else { continue }
            let width = (try? asset.number("w")) ?? nil, height = (try? asset.number("h")) ?? nil
            return compositionID(ExpressionComposition(layers: layers, width: width ?? 0, height: height ?? 0, name: name,
                                                       assets: any.assets, frameRate: any.frameRate, root: any.root))
        }
        throw ExpressionFailure(message: "no composition is named \"\(name)\"")
    }
}
