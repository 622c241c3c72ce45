// The XML of a script as a plain tree, every element and attribute with its source location.
import Foundation

/// One attribute's value and where its name starts in the file.
struct ScriptAttribute: Equatable {
    /// The text between the quotes, entities expanded.
    let value: String
    /// Where the attribute's name starts.
    let location: SourceLocation
}

/// An element's attributes in source order. Elements have a handful, so a linear search
/// beats hashing every name.
struct ScriptAttributes: Sequence {
    /// Names and values, in the order they are written.
    var list: [(name: String, attribute: ScriptAttribute)] = []

    /// The attribute called `name`, or nil.
    subscript(_ name: String) -> ScriptAttribute? {
        list.first { $0.name == name }?.attribute
    }

    func makeIterator() -> IndexingIterator<[(name: String, attribute: ScriptAttribute)]> { list.makeIterator() }
}

/// One XML element of a script: its name, attributes, text and children, in document order.
/// A class, so ancestor chains and the id index share elements instead of copying subtrees;
/// the tree is only mutated while it is read.
final class ScriptElement {
    /// The qualified name as written, e.g. `path`, `svg:path` is reduced to `path`.
    let name: String
    /// Attributes by qualified name (`xlink:href` keeps its prefix), in source order.
    let attributes: ScriptAttributes
    /// Where the start tag's `<` is.
    let location: SourceLocation
    /// The child elements, in order (``append(_:)`` adds one).
    private(set) var children: [ScriptElement] = []
    /// The element's position among its parent's children (0 for the root), for CSS's
    /// sibling combinators and structural pseudo-classes.
    private(set) var siblingIndex = 0
    /// The character data directly inside the element (text and CDATA), concatenated.
    var text = ""
    /// The character data before the first child element (all of ``text`` when there is none).
    var leadingText = ""
    /// The character data after this element, up to its parent's next child or end tag.
    var tail = ""

    init(name: String, attributes: ScriptAttributes, location: SourceLocation) {
        self.name = name
        self.attributes = attributes
        self.location = location
    }

    /// Adds `child` after the element's other children.
    func append(_ child: ScriptElement) {
        child.siblingIndex = children.count
        children.append(child)
    }

    /// Adds character data read inside the element, keeping its place among the children
    /// (what `<text>` with `<tspan>`s needs).
    func addText(_ string: String) {
        text += string
        if let last = children.last { last.tail += string } else { leadingText += string }
    }

    /// The attribute's value, or nil when it is absent.
    subscript(_ name: String) -> String? { attributes[name]?.value }

    /// The `href`, SVG 2 style or `xlink:href`.
    var href: ScriptAttribute? { attributes["href"] ?? attributes["xlink:href"] }

    /// The `id`, if any.
    var id: String? { self["id"] }

    /// The whitespace-separated class names, split once (selectors ask for them often).
    lazy var classNames: [Substring] = (self["class"] ?? "").split(whereSeparator: \.isWhitespace)
}
