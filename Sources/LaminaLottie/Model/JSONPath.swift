// Where a value sits in a Lottie file, as a JSON path from the top (`layers[3].ks.o`). Decoding
// builds one for every value it reads, so a path is a chain of links that share their parents,
// one small allocation per step; its text is written only for a message that names it.

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

    /// The last step; nil for the top.
    private let last: Link?

    private init(last: Link?) {
        self.last = last
    }

    /// The file's top.
    static let root = JSONPath(last: nil)

    /// The path of one member `value` below the top; the top itself when `value` is empty.
    init(stringLiteral value: String) {
        self = value.isEmpty ? .root : JSONPath.root.member(value)
    }

    /// Whether this is the top.
    var isEmpty: Bool { last == nil }

    /// The member `key` of the object here.
    func member(_ key: String) -> JSONPath {
        JSONPath(last: Link(parent: last, key: key, index: 0))
    }

    /// Element `index` of the array here.
    func element(_ index: Int) -> JSONPath {
        JSONPath(last: Link(parent: last, key: nil, index: index))
    }

    /// The steps from the top, in order: a member's key, or nil and an element's index.
    var steps: [(key: String?, index: Int)] {
        var steps: [(key: String?, index: Int)] = []
        var link = last
        while let step = link {
            steps.append((step.key, step.index))
            link = step.parent
        }
        return steps.reversed()
    }

    /// `layers[3].ks.o`: members after a dot (none before the first), elements in brackets.
    var description: String {
        var text = ""
        for step in steps {
            if let key = step.key {
                if !text.isEmpty { text += "." }
                text += key
            } else {
                text += "[\(step.index)]"
            }
        }
        return text
    }
}
