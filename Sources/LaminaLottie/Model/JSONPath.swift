// Where a value sits in a Lottie file, as a JSON path from the top (`layers[3].ks.o`). Decoding
// names a path for every value it reads, so a path costs no allocation: the path of a value
// read from a document is the document and the value's entry, whose steps are found only when a
// message names it; steps below that (a member the file left out) are a chain of links that
// share their parents.

/// A JSON path from the file's top, such as `layers[3].shapes[1].it[0].ks.k[2].s`; empty for
/// the top itself. A string literal is a path of one member (or the top, when empty).
struct JSONPath: CustomStringConvertible, ExpressibleByStringLiteral, Sendable {
    /// One step down from the parent: into a member (`key`) or an array element (`index`).
    private final class Link: Sendable {
        let parent: Link?
        let key: String?
        let index: Int

        init(parent: Link?, key: String?, index: Int) {
            self.parent = parent
            self.key = key
            self.index = index
        }
    }

    /// The document whose entry ``entry`` the path leads to before ``last``'s steps; nil: the
    /// steps start at the file's top.
    private let document: JSONDocument?
    /// The entry in ``document``.
    private let entry: Int
    /// The last step after the document's entry (or the top); nil for none.
    private let last: Link?

    private init(document: JSONDocument?, entry: Int, last: Link?) {
        self.document = document
        self.entry = entry
        self.last = last
    }

    /// The file's top.
    static let root = JSONPath(document: nil, entry: 0, last: nil)

    /// The path of entry `index` of `document`.
    init(_ document: JSONDocument, entry index: Int) {
        self.init(document: document, entry: index, last: nil)
    }

    /// The path of one member `value` below the top; the top itself when `value` is empty.
    init(stringLiteral value: String) {
        self = value.isEmpty ? .root : JSONPath.root.member(value)
    }

    /// Whether this is the top: no step below it, and a document's top entry (0) at a base
    /// that is the top too.
    var isEmpty: Bool {
        guard last == nil else { return false }
        guard let document else { return true }
        return entry == 0 && document.base.isEmpty
    }

    /// The member `key` of the object here.
    func member(_ key: String) -> JSONPath {
        JSONPath(document: document, entry: entry, last: Link(parent: last, key: key, index: 0))
    }

    /// Element `index` of the array here.
    func element(_ index: Int) -> JSONPath {
        JSONPath(document: document, entry: entry, last: Link(parent: last, key: nil, index: index))
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
        if let document {
            document.base.forEachStep(body)
            document.forEachStep(to: entry, body)
        }
        var below: [Link] = []
        var link = last
        while let step = link {
            below.append(step)
            link = step.parent
        }
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
