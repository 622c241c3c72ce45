// The host operations behind the library's shape interfaces (ShapeInterface.js and
// PropertyGroupFactory.js in lottie-web): shape items found by their place in a layer's
// `shapes` (indices through groups' `it`, written "0,2,1"), their properties by the names
// lottie-web gives them, a path property's points along its length, and the groups above a
// property (`propertyGroup(n)`).
//   child(layer, indices, key)        the index of a group's item by `nm`, `mn`, `ix` or its place from 1 (transforms not counted)
//   itemInfo(layer, indices)          whether it is a group (1 or 0), its item count (a group's, transforms not counted), its `ix` (−1 none),
//                                     whether it is a path (1 or 0), the index of a group's transform item (−1 none)
//   propertyIndex(property)           the property's `ix` (−1 none)
//   itemName(layer, indices)          its `nm` as character codes
//   itemProperty(layer, indices, p)   the property number of its property `p` (lottie-web's name, After Effects' or `ix`)
//   pathPoint(property, t, f, kind)   the point (0), unit tangent (1) or normal (2) a fraction f along a path property's length at t
//   group(property, n)                the n-th group above a property: kind (0 item, 1 a group's contents, 2 the layer,
//                                     3 an effect, 4 the layer's transform), the layer, then the item's indices or the effect's place
//   sourceRect(layer, t, extents)     top, left, width and height of the layer's content at t (ExpressionEngine+SourceRect.swift)
import Foundation
import LaminaGeometry

extension ExpressionEngine {
    /// Answers the shape operations; throws for any other.
    func shapeHost(_ op: String, _ arguments: [ExpressionArgument]) throws(ExpressionFailure) -> ([Double], Bool) {
        func integer(_ index: Int) -> Int? { index < arguments.count ? arguments[index].integer : nil }
        func number(_ index: Int) -> Double { index < arguments.count ? arguments[index].number ?? 0 : 0 }
        func indices() throws(ExpressionFailure) -> [Int] {
            guard arguments.count > 1, case .string(let text) = arguments[1] else { throw ExpressionFailure(message: "no shape") }
            return text.split(separator: ",").compactMap { Int($0) }
        }
        switch op {
        case "child":
            guard arguments.count > 2 else { throw ExpressionFailure(message: "content() needs a name or an index") }
            return ([Double(try child(integer(0), try indices(), arguments[2]))], true)
        case "itemInfo":
            let item = try shapeItem(integer(0), try indices())
            let isGroup = item == nil || (try? item?["ty"]?.string()) == "gr"
            let isPath = (try? item?["ty"]?.string()) == "sh"
            let items = try children(integer(0), try indices())
            let listed = items.filter { (try? $0["ty"]?.string()) != "tr" }
            let transform = item == nil ? nil : items.lastIndex { (try? $0["ty"]?.string()) == "tr" }
            return ([isGroup ? 1 : 0, Double(listed.count), (try? item?.number("ix")) ?? nil ?? -1, isPath ? 1 : 0,
                     Double(transform ?? -1)], false)
        case "itemName":
            let item = try shapeItem(integer(0), try indices())
            let name = item == nil ? "Contents" : (try? item?["nm"]?.string()) ?? ""
            return (name.utf16.map(Double.init), false)
        case "itemProperty":
            guard arguments.count > 2 else { throw ExpressionFailure(message: "no property named") }
            return ([Double(try itemProperty(integer(0), try indices(), arguments[2]))], true)
        case "pathPoint":
            return (try pathPoint(try property(integer(0)), seconds: number(1), fraction: number(2), kind: integer(3) ?? 0), false)
        case "group":
            return (try group(above: integer(0), level: integer(1) ?? 1), false)
        case "propertyIndex":
            return ([(try? propertyNode(integer(0))?.number("ix")) ?? nil ?? -1], true)
        case "sourceRect":
            return (try sourceRect(integer(0), seconds: number(1), includeExtents: number(2) != 0), false)
        default:
            throw ExpressionFailure(message: "unknown host operation \(op)")
        }
    }

    /// The shape item of layer `id` at `indices` (through groups' `it`); nil for the layer's
    /// contents themselves (no indices).
    private func shapeItem(_ id: Int?, _ indices: [Int]) throws(ExpressionFailure) -> JSONNode? {
        let (node, _) = try layerEntry(id)
        var items = (try? node["shapes"]?.array()) ?? []
        var found: JSONNode?
        for index in indices {
            if let group = found { items = (try? group["it"]?.array()) ?? [] }
            guard items.indices.contains(index) else { throw ExpressionFailure(message: "the layer has no such shape") }
            found = items[index]
        }
        return found
    }

    /// The items of the group at `indices` (the layer's `shapes` for none).
    private func children(_ id: Int?, _ indices: [Int]) throws(ExpressionFailure) -> [JSONNode] {
        guard let item = try shapeItem(id, indices) else {
            let (node, _) = try layerEntry(id)
            return (try? node["shapes"]?.array()) ?? []
        }
        return (try? item["it"]?.array()) ?? []
    }

    /// The index in its group of the item `key` names: by `nm`, `mn` or `ix`, or its place
    /// from 1 among the items that are not transforms, as lottie-web's contents interface finds
    /// it (a layer's own contents take a number as a place only, as lottie-web's do).
    private func child(_ id: Int?, _ indices: [Int], _ key: ExpressionArgument) throws(ExpressionFailure) -> Int {
        let items = try children(id, indices)
        let listed = items.enumerated().filter { (try? $0.element["ty"]?.string()) != "tr" }
        if indices.isEmpty, let place = key.integer {
            guard listed.indices.contains(place - 1) else { throw ExpressionFailure(message: "the layer has no shape \(place)") }
            return listed[place - 1].offset
        }
        guard let match = Self.find(key, in: listed.map(\.element)),
              let index = items.firstIndex(where: { $0.identity == match.identity }) else {
            throw ExpressionFailure(message: "the group has no shape \(Self.describe(key))")
        }
        return index
    }

    /// lottie-web's (and After Effects') names of the properties of a shape item of type `type`, lowercased
    /// and without spaces, with their members.
    private static func members(of type: String) -> [String: String] {
        switch type {
        case "rc": ["size": "s", "position": "p", "roundness": "r"]
        case "el": ["size": "s", "position": "p"]
        case "sr": ["position": "p", "rotation": "r", "points": "pt", "outerradius": "or", "outerroundness": "os",
                    "innerradius": "ir", "innerroundness": "is"]
        case "fl": ["color": "c", "opacity": "o"]
        case "st": ["color": "c", "opacity": "o", "strokewidth": "w"]
        case "gf": ["startpoint": "s", "endpoint": "e", "opacity": "o"]
        case "gs": ["startpoint": "s", "endpoint": "e", "opacity": "o", "strokewidth": "w"]
        case "tm": ["start": "s", "end": "e", "offset": "o"]
        case "rp": ["copies": "c", "offset": "o"]
        case "rd": ["radius": "r", "roundness": "r"]
        default: [:]
        }
    }

    /// The property number of the property `key` of the item at `indices`: a name (lottie-web's
    /// `strokeWidth` or After Effects' "Stroke Width") or an `ix`. A group's transform properties
    /// are its `tr` item's; a path's "Path" (or "Shape") is its path.
    private func itemProperty(_ id: Int?, _ indices: [Int], _ key: ExpressionArgument) throws(ExpressionFailure) -> Int {
        guard var item = try shapeItem(id, indices) else { throw ExpressionFailure(message: "the contents have no properties") }
        var type = (try? item["ty"]?.string()) ?? ""
        let name: String
        switch key {
        case .string(let text): name = text.lowercased().replacingOccurrences(of: " ", with: "")
        case .number:
            guard let members = item.members?.map(\.name) else { throw ExpressionFailure(message: "the shape has no properties") }
            guard let index = key.integer, let member = members.first(where: { (try? item[$0]?.number("ix")) == Double(index) }) else {
                throw ExpressionFailure(message: "the shape has no property \(Self.describe(key))")
            }
            name = member
        }
        if type == "gr", let transform = (try? item["it"]?.array())?.last(where: { (try? $0["ty"]?.string()) == "tr" }) {
            (item, type) = (transform, "tr")
        }
        let cacheKey = "\(item.path) \(name)"
        if let known = namedProperties[cacheKey] { return known }
        let track: Track<[Double]>
        if type == "sh", ["path", "shape", "adbevectorshape", "ks"].contains(name), let node = item["ks"] {
            track = try keyframed { try node.pathTrack(diagnostics) }.map(\.expressionNumbers)
        } else if type == "tr" {
            let transform = try keyframed { try TransformModel(item, diagnostics) }
            let names = ["a": "anchorPoint", "p": "position", "s": "scale", "r": "rotation", "o": "opacity", "sk": "skew", "sa": "skewAxis"]
            track = try Self.track(named: names[name] ?? Self.camelCase(name), of: transform)
        } else if let member = Self.members(of: type)[name] ?? Self.members(of: type).values.first(where: { $0 == name }),
                  item[member] != nil {
            track = try keyframed { try item.numbers(member, diagnostics, default: [0]) }
        } else {
            throw ExpressionFailure(message: "the shape \"\((try? item["nm"]?.string()) ?? "")\" has no property \(Self.describe(key))")
        }
        let property = register(track)
        namedProperties[cacheKey] = property
        return property
    }

    /// A transform property's name as the library's transform names it (`anchorpoint` → `anchorPoint`).
    private static func camelCase(_ name: String) -> String {
        ["anchorpoint": "anchorPoint", "skewaxis": "skewAxis", "xposition": "xPosition", "yposition": "yPosition"][name] ?? name
    }

    /// The point (kind 0), unit tangent (1) or normal (2: the tangent turned a quarter turn, as
    /// lottie-web's `normalOnPath`) a fraction `fraction` (held to 0…1) of the way along the
    /// path property `track` at `seconds`, by arc length; (0, 0) on an empty path.
    private func pathPoint(_ track: Track<[Double]>, seconds: Double, fraction: Double, kind: Int) throws(ExpressionFailure) -> [Double] {
        guard let path = LottiePath(expressionNumbers: Self.value(of: track, atFrame: seconds * frameRate)) else {
            throw ExpressionFailure(message: "pointOnPath needs a path")
        }
        var bezier = BezierPath()
        path.append(to: &bezier)
        let measure = PathMeasure(bezier)
        let distance = measure.length * min(max(fraction.isFinite ? fraction : 0, 0), 1)
        if kind == 0 {
            let point = measure.position(atDistance: distance) ?? .zero
            return [point.x, point.y]
        }
        let tangent = measure.tangent(atDistance: distance) ?? .zero
        return kind == 1 ? [tangent.x, tangent.y] : [-tangent.y, tangent.x]
    }

    /// The layer holding the property `id` (the innermost whose JSON path begins the
    /// property's) and the steps from it to the property; nil when no known layer holds it.
    private func place(of id: Int?) throws(ExpressionFailure) -> (layer: Int, steps: [(key: String?, index: Int)])? {
        let steps = try property(id).path.steps
        let holders = layers.indices.filter { index in
            steps.starts(with: layers[index].node.path.steps) { $0.key == $1.key && $0.index == $1.index }
        }
        guard let layer = holders.max(by: { layers[$0].node.path.steps.count < layers[$1].node.path.steps.count }) else {
            return nil
        }
        return (layer, Array(steps.dropFirst(layers[layer].node.path.steps.count)))
    }

    /// The JSON of the property `id`, found from its layer; nil when no known layer holds it.
    private func propertyNode(_ id: Int?) throws(ExpressionFailure) -> JSONNode? {
        guard let (layer, steps) = try place(of: id) else { return nil }
        var node: JSONNode? = layers[layer].node
        for step in steps {
            if let key = step.key { node = node?[key] } else { node = (try? node?.array())?.dropFirst(step.index).first }
        }
        return node
    }

    /// The `level`-th group above the property `id`, as lottie-web's `propertyGroup` climbs: a
    /// shape item's property has its item (1), the contents of the group holding it (2), that
    /// group (3), …, the layer's contents, then the layer; a group transform's property skips
    /// its group's contents. A layer transform's property has the transform (1), then the
    /// layer; an effect parameter its effect (1), then the layer. Past the top: the layer.
    private func group(above id: Int?, level: Int) throws(ExpressionFailure) -> [Double] {
        guard let (layerID, rest) = try place(of: id) else {
            throw ExpressionFailure(message: "propertyGroup: the property's layer is not known")
        }
        let layer = Double(layerID)
        var chain: [[Double]] = []
        switch rest.first?.key {
        case "ks":
            chain = [[4, layer]]
        case "ef":
            chain = [[3, layer, Double(rest.count > 1 ? rest[1].index + 1 : 1)]]
        case "shapes":
            // The item indices: the element after `shapes` and after each `it`.
            var indices: [Int] = []
            for (offset, step) in rest.enumerated() where (step.key == "shapes" || step.key == "it") && offset + 1 < rest.count {
                indices.append(rest[offset + 1].index)
            }
            let item = try shapeItem(layerID, indices)
            var parent = Array(indices.dropLast())
            chain.append([0, layer] + indices.map(Double.init))
            if (try? item?["ty"]?.string()) != "tr" { chain.append([1, layer] + parent.map(Double.init)) }
            while !parent.isEmpty {
                chain.append([0, layer] + parent.map(Double.init))
                parent.removeLast()
                chain.append([1, layer] + parent.map(Double.init))
            }
        default:
            throw ExpressionFailure(message: "propertyGroup is not supported on this property yet")
        }
        return level >= 1 && level <= chain.count ? chain[level - 1] : [2, layer]
    }
}
