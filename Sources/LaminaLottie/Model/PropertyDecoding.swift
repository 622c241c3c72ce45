// Decodes Lottie's animatable properties into ``Track``s (the Lottie schema's
// `animated-property`): a static `k`, or keyframes with `t`, `s` (or the previous keyframe's
// `e`), `h`, `o`/`i` easing and `to`/`ti` spatial tangents.
import Foundation
import Lamina

extension JSONNode {
    /// The animatable property `key`, nil when absent, or (after a warning) when it is an
    /// object without a value `k` or with an empty list of keyframes: ThorVG draws the
    /// property's default then, and so do the callers.
    func track<Value>(_ key: String, _ diagnostics: LottieDiagnostics,
                      parse: (JSONNode) throws -> Value) throws -> Track<Value>? {
        try track(member: self[key], diagnostics, parse: parse)
    }

    /// ``track(_:_:parse:)`` of a member already read (`node`; nil when absent).
    func track<Value>(member node: JSONNode?, _ diagnostics: LottieDiagnostics,
                      parse: (JSONNode) throws -> Value) throws -> Track<Value>? {
        guard let node else { return nil }
        guard node.isObject else { return Track(try parse(node), path: node.path) }
        let members = PropertyMembers(node)
        guard members.hasValue(in: node.document) else {
            diagnostics.warn(node.path.member("k"), "expected the property's value or keyframes, found none; the default is used")
            return nil
        }
        return try node.track(members, diagnostics, parse: parse)
    }

    /// Whether this property object has a value `k` that is not an empty list.
    var hasValue: Bool { PropertyMembers(self).hasValue(in: document) }

    /// The animatable property `key` as numbers, `fallback` when absent.
    func numbers(_ key: String, _ diagnostics: LottieDiagnostics, default fallback: [Double]) throws -> Track<[Double]> {
        try numbers(member: self[key], key, diagnostics, default: fallback)
    }

    /// ``numbers(_:_:default:)`` of a member already read (`node`, named `key`; nil when absent).
    func numbers(member node: JSONNode?, _ key: String, _ diagnostics: LottieDiagnostics,
                 default fallback: [Double]) throws -> Track<[Double]> {
        try track(member: node, diagnostics) { try $0.numbers() } ?? Track(fallback, path: path.member(key))
    }

    /// The animatable property `key` as numbers, which the Lottie schema requires (a shape's
    /// size, a colour). When the file leaves it out, ThorVG and rlottie draw their default and
    /// so does Lamina: `fallback`, with the warning "expected `expected`, found none; `drawn`".
    func numbers(_ key: String, _ diagnostics: LottieDiagnostics, expected: String, missing fallback: [Double],
                 drawn: String) throws -> Track<[Double]> {
        if let track = try track(key, diagnostics, parse: { try $0.numbers() }) { return track }
        diagnostics.warn(path.member(key), "expected \(expected), found none; \(drawn)")
        return Track(fallback, path: path.member(key))
    }

    /// The member `key`, which the Lottie schema requires; nil, after the warning "expected
    /// `expected`, found none; `consequence`", when the file leaves it out (the players draw
    /// the rest of the file).
    /// - Throws: ``LottieError/invalid(path:message:)`` when this is not an object.
    func member(_ key: String, expected: String, _ consequence: String, _ diagnostics: LottieDiagnostics) throws -> JSONNode? {
        guard isObject else { throw mismatch("an object") }
        if let member = self[key] { return member }
        diagnostics.warn(path.member(key), "expected \(expected), found none; \(consequence)")
        return nil
    }

    /// This node as an animatable property, its expression (`x`) evaluated frame by frame
    /// when it has one (JSONNode+Expression.swift).
    func track<Value>(_ diagnostics: LottieDiagnostics, parse: (JSONNode) throws -> Value) throws -> Track<Value> {
        guard isObject else { return Track(try parse(self), path: path) }
        return try track(PropertyMembers(self), diagnostics, parse: parse)
    }

    /// This property object, whose members are `members`, as an animatable property.
    private func track<Value>(_ members: PropertyMembers, _ diagnostics: LottieDiagnostics,
                              parse: (JSONNode) throws -> Value) throws -> Track<Value> {
        let track = try keyframedTrack(members, diagnostics, parse: parse)
        guard let source = node(atEntry: members.expression)?.stringValue, !source.isEmpty else { return track }
        return try applying(source, to: track, diagnostics)
    }

    /// This property object as an animatable property, without its expression.
    private func keyframedTrack<Value>(_ members: PropertyMembers, _ diagnostics: LottieDiagnostics,
                                       parse: (JSONNode) throws -> Value) throws -> Track<Value> {
        guard let content = node(atEntry: members.value) else {
            throw LottieError.invalid(path: "\(path.member("k"))", message: "expected a value, found none")
        }
        guard try isKeyframed(content, animated: node(atEntry: members.animated)) else {
            return Track(try parse(content), path: path)
        }
        let nodes = try content.array()
        try diagnostics.countKeyframes(nodes.count, at: content.path)
        var keyframes: [Keyframe<Value>] = []
        keyframes.reserveCapacity(nodes.count)
        var previousEnd: JSONNode?
        /// The keyframes whose x and y ease differently (drawn with x's ease).
        var unevenEases: [Int] = []
        for node in nodes {
            let members = KeyframeMembers(node)
            // A keyframe without a time or a first one without a value: ThorVG reads a frame of
            // zeros, lottie-web stops; skipped.
            // Members that are plain numbers are read in place, without a node.
            guard let time = try members.time.flatMap(document.numeric(at:))
                    ?? node.member("t", expected: "the keyframe's time", "the keyframe is skipped", diagnostics)?.number()
            else { continue }
            guard let valueNode = node.node(atEntry: members.value) ?? previousEnd else {
                // Bodymovin's last keyframe often has only a time; the previous one's `e` or
                // value continues.
                if let last = keyframes.last {
                    keyframes.append(Keyframe(time: time, value: last.value))
                    continue
                }
                diagnostics.warn(node.path.member("s"), "expected a value, found none; the keyframe is skipped")
                continue
            }
            var keyframe = Keyframe(time: time, value: try parse(valueNode))
            keyframe.hold = try (members.hold.flatMap(document.numeric(at:)) ?? node.node(atEntry: members.hold)?.number()) == 1
            let (easing, isUneven) = try Self.plainEasing(document, out: document.present(members.out),
                                                          into: document.present(members.into))
                ?? node.easing(out: node.node(atEntry: members.out), into: node.node(atEntry: members.into), diagnostics)
            keyframe.easing = easing
            if isUneven { unevenEases.append(keyframes.count) }
            keyframe.spatialOut = try node.node(atEntry: members.spatialOut)?.point()
            keyframe.spatialIn = try node.node(atEntry: members.spatialIn)?.point()
            previousEnd = node.node(atEntry: members.end)
            if let last = keyframes.last, time < last.time {
                // lottie-web and ThorVG search keyframes assuming order and draw what they find.
                diagnostics.warn(node.path.member("t"), "expected a time at or after \(last.time), found \(time); "
                                 + "the keyframe is skipped")
                continue
            }
            keyframes.append(keyframe)
        }
        guard let track = Track(keyframes: keyframes, path: path) else { throw content.mismatch("at least one keyframe") }
        if unevenEases.contains(where: { track.easesSecondDimension(after: $0) }) {
            diagnostics.warn(path, "a different ease per dimension is drawn with the first dimension's for all (as "
                             + "lottie-ios reads keyframes)")
        }
        return track
    }

    /// Whether `k` holds keyframes: a list of objects with a time (whatever `a` says; some
    /// exporters write `"a": 0` over keyframes, and lottie-ios reads them as keyframes), or
    /// `"a": 1` over a list.
    private func isKeyframed(_ content: JSONNode, animated: JSONNode?) throws -> Bool {
        guard content.isArray else { return false }
        if let first = content.first, first.has("t") { return true }
        return try animated?.number() == 1 && content.array().contains(where: \.isObject)
    }

    /// The segment's ease from `o` and `i` (x values clamped to 0…1, as lottie-ios does);
    /// linear when absent. Where they hold a list per dimension, the first of each, as lottie-ios
    /// reads them (`LottieVector2D`): one ease for every dimension; `isUneven` when y's differs
    /// from x's (a z that eases otherwise, as AE writes for 3-D values, is never drawn).
    /// An ease without its x or y is linear, with a warning (ThorVG reads 0s: a straight line too).
    /// (Keyframes read the usual form in place first: ``plainEasing(_:out:into:)``.)
    private func easing(out: JSONNode?, into: JSONNode?,
                        _ diagnostics: LottieDiagnostics) throws -> (easing: TimingFunction, isUneven: Bool) {
        guard let out, let into else { return (.linear, false) }
        let members = [(out, "x"), (out, "y"), (into, "x"), (into, "y")]
        if let (node, key) = members.first(where: { $0.0[$0.1] == nil }) {
            diagnostics.warn(node.path.member(key), "expected the ease's \(key) values, found none; the segment is linear")
        }
        let lists = try members.map { try $0.0[$0.1]?.numbers() ?? [] }
        guard let outX = lists[0].first, let outY = lists[1].first, let inX = lists[2].first, let inY = lists[3].first else {
            return (.linear, false)
        }
        let isUneven = lists.contains { list in list.count > 1 && list[1] != list[0] }
        return (try TimingFunction(controlPoints: min(max(outX, 0), 1), outY, min(max(inX, 0), 1), inY), isUneven)
    }
}

extension JSONNode {
    /// ``easing(out:into:_:)`` read in place from the entries of `o` and `i` in `document` (nil
    /// for none), as exporters write it (no ease, or `o` and `i` each with an `x` and a `y` of
    /// numbers); nil for anything else, which that reads with its warnings and errors. Making a
    /// node for each of the eight values was a tenth of loading a file.
    fileprivate static func plainEasing(_ document: JSONDocument, out: Int?,
                                        into: Int?) -> (easing: TimingFunction, isUneven: Bool)? {
        guard let out, let into else { return (.linear, false) }
        let outXY = document.memberEntries(easeNames, of: out), inXY = document.memberEntries(easeNames, of: into)
        guard document.entries[out].kind == .object, document.entries[into].kind == .object,
              let outX = ease(document, outXY[0]), let outY = ease(document, outXY[1]),
              let inX = ease(document, inXY[0]), let inY = ease(document, inXY[1]),
              let easing = try? TimingFunction(controlPoints: min(max(outX.first, 0), 1), outY.first,
                                               min(max(inX.first, 0), 1), inY.first) else { return nil }
        return (easing, outX.isUneven || outY.isUneven || inX.isUneven || inY.isUneven)
    }

    /// The names of an ease's members, `x` and `y`.
    private static let easeNames: [UInt16] = [JSONNode.shortName("x"), JSONNode.shortName("y")]

    /// An ease's `x` or `y`: its first number, and whether a second differs from it; nil when
    /// it is not a number or a non-empty list of numbers. (Read in place: a list made for each
    /// of a keyframe's four was a percent of a load.)
    private static func ease(_ document: JSONDocument, _ entry: Int?) -> (first: Double, isUneven: Bool)? {
        guard let entry = document.present(entry) else { return nil }
        guard document.entries[entry].kind == .array else { return document.numeric(at: entry).map { ($0, false) } }
        guard let (first, second) = document.leadingNumbers(at: entry) else { return nil }
        return (first, second.map { $0 != first } ?? false)
    }
}

extension Track {
    /// Whether the segment after keyframe `index` draws y with an ease of its own: it is not
    /// held, a keyframe follows, and y changes along it. (A value that is not a list of numbers
    /// is taken to change.)
    fileprivate func easesSecondDimension(after index: Int) -> Bool {
        guard index + 1 < keyframes.count, !keyframes[index].hold else { return false }
        guard let start = keyframes[index].value as? [Double], let end = keyframes[index + 1].value as? [Double] else {
            return true
        }
        return start.count > 1 && end.count > 1 && start[1] != end[1]
    }
}

/// The members of a property object that decoding reads (`k`, `x`, `a`), found in one pass: the
/// entries of the last of each name, a null read as absent, as ``JSONNode/subscript(_:)`` finds
/// them. (Entries, not nodes: each node retains its document.)
private struct PropertyMembers {
    /// `k`, `x` and `a`.
    let value: Int?, expression: Int?, animated: Int?

    private static let names: [UInt16] = [JSONNode.shortName("k"), JSONNode.shortName("x"), JSONNode.shortName("a")]

    init(_ node: JSONNode) {
        let entries = node.memberEntries(Self.names)
        let document = node.document
        (value, expression, animated) = (document.present(entries[0]), document.present(entries[1]),
                                         document.present(entries[2]))
    }

    /// Whether there is a value `k` that is not an empty list (in `document`, the object's).
    func hasValue(in document: JSONDocument) -> Bool {
        guard let value else { return false }
        let entry = document.entries[value]
        return entry.kind != .array || entry.count > 0
    }
}

/// The members of a keyframe that decoding reads, found in one pass: their entries, the last of
/// each name (``JSONNode/node(atEntry:)`` reads a null as absent, as ``JSONNode/subscript(_:)``
/// does).
private struct KeyframeMembers {
    /// `t`, `s`, `e`, `h`, `o`, `i`, `to` and `ti`.
    let time: Int?, value: Int?, end: Int?, hold: Int?, out: Int?, into: Int?, spatialOut: Int?, spatialIn: Int?

    private static let names: [UInt16] = [
        JSONNode.shortName("t"), JSONNode.shortName("s"), JSONNode.shortName("e"), JSONNode.shortName("h"),
        JSONNode.shortName("o"), JSONNode.shortName("i"), JSONNode.shortName("to"), JSONNode.shortName("ti"),
    ]

    init(_ node: JSONNode) {
        let entries = node.memberEntries(Self.names)
        (time, value, end, hold) = (entries[0], entries[1], entries[2], entries[3])
        (out, into, spatialOut, spatialIn) = (entries[4], entries[5], entries[6], entries[7])
    }
}
