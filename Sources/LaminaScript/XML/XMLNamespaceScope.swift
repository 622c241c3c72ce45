// XML namespaces (Namespaces in XML 1.0, 3rd edition §5–6) as an SVG reader needs them: which
// elements are SVG, and what a prefixed attribute is. Drawing programs bind their own
// namespaces (Inkscape's `sodipodi:namedview`, Illustrator's `i:pgf`), and an SVG element may
// carry any prefix bound to SVG's namespace (`<svg:rect>`); like resvg and browsers, Lamina
// keeps only elements in SVG's namespace and drops the others with everything inside them.
// Files that declare no namespace at all (hand-written scripts) are read as SVG.

/// The namespace bindings in force at one element, and how they classify its names.
struct XMLNamespaceScope {
    static let svg = "http://www.w3.org/2000/svg"
    static let xlink = "http://www.w3.org/1999/xlink"
    static let xml = "http://www.w3.org/XML/1998/namespace"

    /// URI by prefix; the default namespace under the empty prefix. Absent: not declared.
    private var bindings: [Substring: String] = ["xml": Self.xml]

    /// What an element's qualified name means in this scope.
    enum ElementName: Equatable {
        /// An element of SVG's namespace (or of no namespace, where none is declared), by
        /// its local name.
        case svg(String)
        /// An element of another namespace, or of an undeclared prefix: not drawn.
        case foreign
    }

    /// The scope inside an element: this one with the element's `xmlns` and `xmlns:P`
    /// attributes added. Shares this scope's storage when the element declares nothing.
    func entering(_ attributes: ScriptAttributes) -> XMLNamespaceScope {
        var inner = self
        for (name, attribute) in attributes where name.hasPrefix("xmlns") {
            if name == "xmlns" {
                inner.bindings[""] = attribute.value
            } else if name.utf8.count > 6, name.utf8.dropFirst(5).first == UInt8(ascii: ":") {
                inner.bindings[name.dropFirst(6)] = attribute.value
            }
        }
        return inner
    }

    /// Whether `qualifiedName` is an SVG element here, and its local name.
    func element(_ qualifiedName: String) -> ElementName {
        // The colon is found among UTF-8 bytes: a character walk costs far more per name.
        guard let colon = qualifiedName.utf8.firstIndex(of: UInt8(ascii: ":")) else {
            let uri = bindings[""]
            return uri == nil || uri == Self.svg ? .svg(qualifiedName) : .foreign
        }
        guard bindings[qualifiedName[..<colon]] == Self.svg else { return .foreign }
        return .svg(String(qualifiedName[qualifiedName.utf8.index(after: colon)...]))
    }

    /// The attributes with their prefixes resolved: a prefix bound to XLink's or XML's
    /// namespace becomes `xlink:` or `xml:` whatever it was written as, and `xlink:`/`xml:`
    /// bound to another namespace become that namespace's `{URI}local`, so that they are not
    /// taken for XLink's or XML's. Undeclared prefixes stay as written (a file that uses
    /// `xlink:href` without declaring `xlink` still links). Unchanged when no name has a prefix.
    func resolving(_ attributes: ScriptAttributes) -> ScriptAttributes {
        guard attributes.list.contains(where: { $0.name.utf8.contains(UInt8(ascii: ":")) }) else { return attributes }
        var resolved = attributes
        for (position, entry) in attributes.list.enumerated() {
            guard let colon = entry.name.utf8.firstIndex(of: UInt8(ascii: ":")) else { continue }
            let prefix = entry.name[..<colon]
            guard prefix != "xmlns", let uri = bindings[prefix] else { continue }
            let local = entry.name[entry.name.utf8.index(after: colon)...]
            switch uri {
            case Self.xlink: resolved.list[position].name = "xlink:" + local
            case Self.xml: resolved.list[position].name = "xml:" + local
            case _ where prefix == "xlink" || prefix == "xml": resolved.list[position].name = "{\(uri)}\(local)"
            default: continue
            }
        }
        return resolved
    }
}
