// Where a value sits in a Lottie file, as a JSON path from the top (`layers[3].ks.o`). Decoding
// names a path for every value it reads, so a path costs no allocation: the path of a value
// read from a document is the document and the value's entry, whose steps are found only when a
// message names it; steps below that (a member the file left out) are a chain of links that
// share their parents.

/// A JSON path from the file's top, such as `layers[3].shapes[1].it[0].ks.k[2].s`; empty for
/// the top itself. A string literal is a path of one member (or the top, when empty).
struct JSONPath: CustomStringConvertible, ExpressibleByStringLiteral, Sendable {
    /// One step down from the parent (or from the entry where the steps start): into a member
    /// (`key`) or an array element (`index`).
    private final class Link: Sendable {
        let start: Start
        let parent: Link?
        let key: String?
        let index: Int

        init(start: Start, parent: Link?, key: String?, index: Int) {
            self.start = start
            self.parent = parent
            self.key = key
            self.index = index
        }
    }

    /// Where steps start: entry `entry` of `document`; a nil document: the file's top.
    private struct Start: Sendable {
        let document: JSONDocument?
        let entry: Int
    }

    /// A document's entry, a member of it, or the last of the steps below one. (One reference
    /// each way, a short key being held in the string itself: a path is copied with every
    /// track, and each reference a copy retains costs; a member a file leaves out, whose
    /// default track names it, costs no link.)
    private enum Position: Sendable {
        case entry(Start)
        case member(Start, String)
        case below(Link)
    }

    private let position: Position

    private init(_ position: Position) {
        self.position = position
    }

    /// The file's top.
    static let root = JSONPath(.entry(Start(document: nil, entry: 0)))

    /// The path of entry `index` of `document`.
    init(_ document: JSONDocument, entry index: Int) {
        self.init(.entry(Start(document: document, entry: index)))
    }

    /// The path of one member `value` below the top; the top itself when `value` is empty.
    init(stringLiteral value: String) {
        self = value.isEmpty ? .root : JSONPath.root.member(value)
    }

    /// Whether this is the top: no step below it, and a document's top entry (0) at a base
    /// that is the top too.
    var isEmpty: Bool {
        guard case .entry(let start) = position else { return false }
        guard let document = start.document else { return true }
        return start.entry == 0 && document.base.isEmpty
    }

    /// The member `key` of the object here.
    func member(_ key: String) -> JSONPath {
        if case .entry(let start) = position { return JSONPath(.member(start, key)) }
        return step(key: key, index: 0)
    }

    /// A step below this path.
    private func step(key: String?, index: Int) -> JSONPath {
        switch position {
        case .entry(let start): JSONPath(.below(Link(start: start, parent: nil, key: key, index: index)))
        case .member(let start, let member):
            JSONPath(.below(Link(start: start, parent: Link(start: start, parent: nil, key: member, index: 0),
                                 key: key, index: index)))
        case .below(let last): JSONPath(.below(Link(start: last.start, parent: last, key: key, index: index)))
        }
    }

    /// Element `index` of the array here.
    func element(_ index: Int) -> JSONPath {
        step(key: nil, index: index)
    }

    /// The steps from the top, in order: a member's key, or nil and an element's index.
    var steps: [(key: String?, index: Int)] {
        var steps: [(key: String?, index: Int)] = []
        forEachStep { steps.append(($0, $1)) }
        return steps
    }

    /// Calls `body` with each step from the top, in order: a member's key, or nil and an
    /// element's index.
    func forEachStep(_ body: (_ key: String?, _ index: Int) -> Void) {
        var below: [Link] = []
        var link: Link?
        let start: Start
        var member: String?
        switch position {
        case .entry(let entry): start = entry
        case .member(let entry, let key): (start, member) = (entry, key)
        case .below(let last): (start, link) = (last.start, last)
        }
        if let document = start.document {
            document.base.forEachStep(body)
            document.forEachStep(to: start.entry, body)
        }
        while let step = link {
            below.append(step)
            link = step.parent
        }
        if let member { body(member, 0) }
        for step in below.reversed() { body(step.key, step.index) }
    }

    /// `layers[3].ks.o`: members after a dot (none before the first), elements in brackets.
    var description: String {
        var text = ""
        forEachStep { key, index in
            if let key {
                if !text.isEmpty { text += "." }
                text += key
            } else {
                text += "[\(index)]"
            }
        }
        return text
    }
}
