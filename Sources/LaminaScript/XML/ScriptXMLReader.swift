// Reads a script's XML into a ``ScriptElement`` tree: a non-validating XML 1.0 reader (W3C XML
// 1.0, 5th edition) for UTF-8 documents (other encodings are transcoded first, XMLEncoding.swift). Entities are the five predefined ones, character
// references, and internal entities declared in the DOCTYPE, expanded before reading
// (XMLEntities.swift, capped); a DOCTYPE is otherwise skipped, never loaded, so neither a file
// nor the network can be reached.
//
// Lamina reads XML itself rather than through FoundationXML's XMLParser: libxml2's SAX callbacks
// report no position for attributes (every location had to be rebuilt by scanning the text
// again), XMLParser crashes on a processing instruction without data (`<?x?>`, well-formed XML:
// it calls strlen on libxml2's null pointer), and loading libxml2 with the system ICU cost every
// `lamina` run 1.5–3 ms. Names follow XML's ASCII productions; any non-ASCII UTF-8 character
// is accepted in a name.
import Foundation

/// Parses XML text into a tree of ``ScriptElement``s.
struct ScriptXMLReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let file: String
    private let maxDepth: Int
    /// The byte offset where each line starts (line 1 at index 0).
    private let lineStarts: [Int]
    /// The line of the last location asked for: locations are mostly asked in text order.
    private var lineCursor = 0
    private var index = 0
    /// Warnings about markup read but not applied (`<?xml-stylesheet?>`).
    private var warnings: [ScriptDiagnostic] = []

    private init(bytes: UnsafeBufferPointer<UInt8>, file: String, maxDepth: Int) {
        self.bytes = bytes
        self.file = file
        self.maxDepth = maxDepth
        var starts = [0]
        for offset in bytes.indices where bytes[offset] == Byte.newline { starts.append(offset + 1) }
        lineStarts = starts
    }

    /// Parses `data` into its root element, with warnings about markup Lamina reads but does
    /// not apply.
    /// - Throws: ``ScriptDiagnostic`` at the offending line and column for text that is not
    ///   UTF-8, a character XML forbids, malformed XML, entity expansion past its limits, an undefined
    ///   entity, or nesting deeper than `maxDepth`.
    static func parse(_ data: Data, file: String,
                      maxDepth: Int) throws -> (root: ScriptElement, warnings: [ScriptDiagnostic]) {
        let text: [UInt8]
        do {
            text = try XMLEncoding.utf8([UInt8](data))
        } catch {
            throw ScriptDiagnostic(file: file, location: SourceLocation(line: 1, column: 1), severity: .error,
                                   message: error.message)
        }
        let bytes: [UInt8]
        do {
            bytes = try XMLEntities.expand(text)
        } catch {
            throw ScriptDiagnostic(file: file, location: SourceLocation(line: 1, column: 1), severity: .error,
                                   message: "DOCTYPE: \(error.message)")
        }
        return try bytes.withUnsafeBufferPointer { buffer in
            var reader = ScriptXMLReader(bytes: buffer, file: file, maxDepth: maxDepth)
            try reader.checkCharacters()
            let root = try reader.document()
            return (root, reader.warnings)
        }
    }

    // MARK: Document

    /// document ::= prolog element Misc*
    private mutating func document() throws -> ScriptElement {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        if starts(with: "<?xml"), index + 5 < bytes.count, Self.isSpace(bytes[index + 5]) { try xmlDeclaration() }
        var sawDoctype = false
        while true {
            skipSpaces()
            if starts(with: "<!--") {
                try comment()
            } else if starts(with: "<?") {
                try processingInstruction()
            } else if starts(with: "<!DOCTYPE"), !sawDoctype {
                try doctype()
                sawDoctype = true
            } else if starts(with: "<"), Self.isNameStart(byte(at: index + 1)) {
                break
            } else {
                throw failure("expected the root element <svg …>")
            }
        }
        let root = try element()
        while true {
            skipSpaces()
            if index >= bytes.count { return root }
            if starts(with: "<!--") {
                try comment()
            } else if starts(with: "<?") {
                try processingInstruction()
            } else {
                throw failure("expected the end of the file after </\(root.name)>")
            }
        }
    }

    /// The root element and everything inside it, read with an explicit stack so depth costs
    /// no native stack.
    private mutating func element() throws -> ScriptElement {
        // Each open element with its namespace scope; a foreign one (not SVG) is read to its
        // end tag but never attached to its parent, so it and everything inside it drop out.
        var open: [(element: ScriptElement, qualifiedName: String, scope: XMLNamespaceScope, isSVG: Bool)] = []
        var text: [UInt8] = []
        func flushText() {
            guard !text.isEmpty, let current = open.last?.element else { return }
            current.addText(String(decoding: text, as: UTF8.self))
            text.removeAll(keepingCapacity: true)
        }
        while true {
            if byte(at: index) == Byte.less {
                let next = byte(at: index + 1)
                if next == Byte.slash {
                    flushText()
                    guard let (closed, qualifiedName, _, isSVG) = open.popLast() else {
                        throw failure("expected a start tag")
                    }
                    try endTag(closing: qualifiedName, openedAt: closed.location)
                    guard let parent = open.last?.element else { return try root(closed, qualifiedName, isSVG) }
                    if isSVG { parent.append(closed) }
                } else if starts(with: "<!--") {
                    try comment()
                } else if starts(with: "<![CDATA[") {
                    try cdata(into: &text)
                } else if next == Byte.question {
                    try processingInstruction()
                } else if Self.isNameStart(next) {
                    flushText()
                    let start = location(ofOffset: index)
                    let (qualifiedName, attributes, isEmpty) = try startTag()
                    let scope = (open.last?.scope ?? XMLNamespaceScope()).entering(attributes)
                    let kind = scope.element(qualifiedName)
                    let isSVG = kind != .foreign && open.last?.isSVG != false
                    guard case .svg(let local) = kind else {
                        // A foreign element: read, never attached.
                        let child = ScriptElement(name: qualifiedName, attributes: attributes, location: start)
                        if !isEmpty { open.append((child, qualifiedName, scope, false)) }
                        else if open.isEmpty { return try root(child, qualifiedName, false) }
                        continue
                    }
                    let child = ScriptElement(name: local, attributes: scope.resolving(attributes), location: start)
                    if open.count >= maxDepth {
                        throw diagnostic(at: child.location, "expected at most \(maxDepth) nested elements, found more")
                    }
                    if !isEmpty {
                        open.append((child, qualifiedName, scope, isSVG))
                    } else if let parent = open.last?.element {
                        if isSVG { parent.append(child) }
                    } else {
                        return child
                    }
                } else {
                    throw failure("expected a tag, a comment or character data after '<'")
                }
            } else if index >= bytes.count {
                let innermost = open.last.map {
                    "</\($0.qualifiedName)> closing <\($0.qualifiedName)> from line \($0.element.location.line)"
                }
                throw failure("expected \(innermost ?? "an element")")
            } else {
                try characterData(into: &text)
            }
        }
    }

    /// The root element, which must be an element of SVG's namespace.
    private func root(_ element: ScriptElement, _ qualifiedName: String, _ isSVG: Bool) throws -> ScriptElement {
        guard isSVG else {
            throw diagnostic(at: element.location,
                             "expected <svg> in SVG's namespace as the root element, found <\(qualifiedName)> "
                             + "in another namespace")
        }
        return element
    }

    // MARK: Tags

    /// STag ::= '<' Name (S Attribute)* S? '>', or an empty-element tag ending in '/>'.
    private mutating func startTag() throws -> (name: String, attributes: ScriptAttributes, isEmpty: Bool) {
        index += 1
        let name = try self.name("an element name")
        var attributes = ScriptAttributes()
        // Names already read: a linear search while there are few, a set beyond that, so an
        // element with thousands of attributes stays linear.
        var seen: Set<String>?
        while true {
            let hadSpace = skipSpaces()
            if byte(at: index) == Byte.greater {
                index += 1
                return (name, attributes, false)
            }
            if starts(with: "/>") {
                index += 2
                return (name, attributes, true)
            }
            guard hadSpace, Self.isNameStart(byte(at: index)) else {
                throw failure(hadSpace ? "expected an attribute, '>' or '/>' in <\(name)>"
                              : "expected a space, '>' or '/>' in <\(name)>")
            }
            let nameStart = index
            let attributeName = try self.name("an attribute name")
            if attributes.list.count == 8 { seen = Set(attributes.list.map(\.name)) }
            let repeated = seen?.insert(attributeName).inserted == false
                || (seen == nil && attributes[attributeName] != nil)
            if repeated {
                throw diagnostic(at: location(ofOffset: nameStart),
                                 "expected each attribute once in <\(name)>, found a second \(attributeName)")
            }
            skipSpaces()
            guard byte(at: index) == Byte.equals else { throw failure("expected '=' after \(attributeName)") }
            index += 1
            skipSpaces()
            let value = try attributeValue(of: attributeName)
            let attribute = ScriptAttribute(value: value, location: location(ofOffset: nameStart))
            attributes.list.append((attributeName, attribute))
        }
    }

    /// ETag ::= '</' Name S? '>', which must name the element it closes.
    private mutating func endTag(closing qualifiedName: String, openedAt opening: SourceLocation) throws {
        let start = index
        index += 2
        let name = try self.name("an element name after '</'")
        skipSpaces()
        guard name == qualifiedName, byte(at: index) == Byte.greater else {
            index = start
            throw failure("expected </\(qualifiedName)> closing <\(qualifiedName)> from line \(opening.line)")
        }
        index += 1
    }

    /// AttValue: the quoted text with references expanded and each white-space character (a
    /// CR LF pair counting as one) turned into a space (XML 1.0 §3.3.3, every attribute being
    /// CDATA without a DTD).
    private mutating func attributeValue(of name: String) throws -> String {
        let quote = byte(at: index)
        guard quote == Byte.quote || quote == Byte.apostrophe else {
            throw failure("expected a quoted value for \(name)")
        }
        index += 1
        let start = index
        // Most values need no rewriting: take the bytes as they are.
        skipPlainAttributeBytes(until: quote)
        if byte(at: index) == quote {
            index += 1
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index - 1]), as: UTF8.self)
        }
        var value = Array(bytes[start..<index])
        while true {
            guard index < bytes.count else {
                index = start - 1
                throw failure("expected the closing quote of \(name)")
            }
            let b = bytes[index]
            switch b {
            case quote:
                index += 1
                return String(decoding: value, as: UTF8.self)
            case Byte.less:
                throw failure("expected no '<' in the value of \(name) (write &lt;)")
            case Byte.ampersand:
                try reference(into: &value)
            case Byte.carriageReturn:
                value.append(Byte.space)
                index += byte(at: index + 1) == Byte.newline ? 2 : 1
            case Byte.newline, Byte.tab:
                value.append(Byte.space)
                index += 1
            default:
                // A run of plain bytes up to the next one to rewrite (a data URL's base64
                // broken into lines is megabytes of them) is copied at once.
                let run = index
                index += 1
                skipPlainAttributeBytes(until: quote)
                value.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<index]))
            }
        }
    }

    /// Moves ``index`` past the bytes an attribute value keeps as they are, to the closing
    /// `quote`, a byte to rewrite, or the end.
    private mutating func skipPlainAttributeBytes(until quote: UInt8) {
        var i = index
        while i < bytes.count {
            let b = bytes[i]
            // Letters and most punctuation lie above '<', the quotes and the bytes to rewrite.
            if b <= Byte.less, b == quote || Self.needsRewriting(inAttribute: b) { break }
            i += 1
        }
        index = i
    }

    // MARK: Content

    /// CharData and references up to the next '<', line ends normalised to LF.
    private mutating func characterData(into text: inout [UInt8]) throws {
        while index < bytes.count {
            let run = index
            while index < bytes.count, !Self.endsTextRun(bytes[index]) { index += 1 }
            text.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<index]))
            switch byte(at: index) {
            case Byte.ampersand:
                try reference(into: &text)
            case Byte.carriageReturn:
                text.append(Byte.newline)
                index += byte(at: index + 1) == Byte.newline ? 2 : 1
            case Byte.greater:
                if index >= 2, bytes[index - 1] == Byte.closeBracket, bytes[index - 2] == Byte.closeBracket {
                    throw failure("expected no ']]>' in character data (write ]]&gt;)")
                }
                text.append(Byte.greater)
                index += 1
            default:
                return
            }
        }
    }

    /// CDSect ::= '<![CDATA[' CData ']]>', its text taken as it is (line ends normalised).
    private mutating func cdata(into text: inout [UInt8]) throws {
        let start = index
        index += 9
        guard let end = find("]]>") else {
            index = start
            throw failure("expected ']]>' closing the CDATA section")
        }
        appendNormalisingLineEnds(bytes[index..<end], to: &text)
        index = end + 3
    }

    /// Reference ::= '&#' [0-9]+ ';' | '&#x' [0-9a-fA-F]+ ';' | '&' Name ';' for the five
    /// predefined entities, appended as UTF-8.
    private mutating func reference(into text: inout [UInt8]) throws {
        let start = index
        index += 1
        if byte(at: index) == Byte.hash {
            index += 1
            let hexadecimal = byte(at: index) == UInt8(ascii: "x")
            if hexadecimal { index += 1 }
            var value: UInt32 = 0
            var digits = 0
            while let digit = Self.digitValue(byte(at: index), hexadecimal: hexadecimal) {
                value = min(value * (hexadecimal ? 16 : 10) + digit, 0x110000)
                digits += 1
                index += 1
            }
            guard digits > 0, byte(at: index) == Byte.semicolon, Self.isXMLCharacter(value),
                  let scalar = Unicode.Scalar(value) else {
                index = start
                throw failure("expected a character reference such as &#233; or &#xE9; naming a character XML allows")
            }
            index += 1
            text.append(contentsOf: String(Character(scalar)).utf8)
            return
        }
        let nameStart = index
        while Self.isNameByte(byte(at: index)) { index += 1 }
        let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<index]), as: UTF8.self)
        guard byte(at: index) == Byte.semicolon, let expansion = Self.predefinedEntities[name] else {
            index = start
            throw failure("expected &lt; &gt; &amp; &quot; &apos;, a character reference or an entity the "
                          + "document declares")
        }
        index += 1
        text.append(expansion)
    }

    // MARK: Markup skipped

    /// Comment ::= '<!--' ((Char - '-') | ('-' (Char - '-')))* '-->'
    private mutating func comment() throws {
        let start = index
        index += 4
        guard let end = find("--") else {
            index = start
            throw failure("expected '-->' closing the comment")
        }
        guard byte(at: end + 2) == Byte.greater else {
            index = end
            throw failure("expected '-->' (a comment may not contain '--')")
        }
        index = end + 3
    }

    /// PI ::= '<?' PITarget (S (Char* - (Char* '?>' Char*)))? '?>', ignored. The target `xml`
    /// belongs to the declaration at the very start only; `xml-stylesheet`, which would style the
    /// drawing from another file, is named in a warning.
    private mutating func processingInstruction() throws {
        let start = index
        index += 2
        let target = try name("a processing instruction target after '<?'")
        if target.lowercased() == "xml" {
            index = start
            throw failure("expected the XML declaration <?xml …?> only at the start of the file")
        }
        if target == "xml-stylesheet" {
            warnings.append(ScriptDiagnostic(
                file: file, location: location(ofOffset: start), severity: .warning,
                message: "<?xml-stylesheet?> is not supported; external style sheets are not applied "
                    + "(use <style>, see docs/Unsupported.md)"))
        }
        guard byte(at: index) == Byte.question || Self.isSpace(byte(at: index)), let end = find("?>") else {
            index = start
            throw failure("expected '?>' closing the processing instruction <?\(target)")
        }
        index = end + 2
    }

    /// XMLDecl ::= '<?xml' VersionInfo EncodingDecl? SDDecl? S? '?>', skipped: the encoding it
    /// names was applied before reading (``XMLEncoding``).
    private mutating func xmlDeclaration() throws {
        guard let end = find("?>") else { throw failure("expected '?>' closing the XML declaration") }
        index = end + 2
    }

    /// doctypedecl, skipped: quoted literals, comments and the internal subset's markup are
    /// stepped over (XMLEntities has already blanked the subset and expanded its entities).
    private mutating func doctype() throws {
        let start = index
        index += 9
        var inSubset = false
        while index < bytes.count {
            switch bytes[index] {
            case Byte.quote, Byte.apostrophe:
                let quote = bytes[index]
                index += 1
                while index < bytes.count, bytes[index] != quote { index += 1 }
                index += 1
            case Byte.openBracket:
                inSubset = true
                index += 1
            case Byte.closeBracket:
                inSubset = false
                index += 1
            case Byte.greater where !inSubset:
                index += 1
                return
            case Byte.less where starts(with: "<!--"):
                try comment()
            default:
                index += 1
            }
        }
        index = start
        throw failure("expected '>' closing the DOCTYPE")
    }

    // MARK: Characters

    /// Refuses text that is not UTF-8 and the control characters XML 1.0 forbids (Char
    /// production: tab, LF and CR are the only ones below U+0020).
    private mutating func checkCharacters() throws {
        // One pass finds forbidden control characters and whether any byte is not ASCII: text
        // that is all ASCII is UTF-8, with no copy made to validate it.
        var nonASCII = false
        for (offset, b) in bytes.enumerated() where b < 0x20 || b >= 0x80 {
            if b >= 0x80 {
                nonASCII = true
            } else if b != Byte.tab && b != Byte.newline && b != Byte.carriageReturn {
                throw diagnostic(at: location(ofOffset: offset),
                                 "expected a character XML allows, found the control character 0x\(Self.hex(b))")
            }
        }
        // The standard library validates valid text fast; the scalar-by-scalar walk only finds
        // where invalid text goes wrong.
        if !nonASCII || String(validating: bytes, as: UTF8.self) != nil { return }
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var offset = 0
        while case .scalarValue(let scalar) = decoder.decode(&iterator) { offset += UTF8.width(scalar) }
        if offset < bytes.count {
            throw diagnostic(at: location(ofOffset: offset),
                             "expected UTF-8 text, found the byte 0x\(Self.hex(bytes[offset]))")
        }
    }

    /// Name ::= NameStartChar (NameChar)*
    private mutating func name(_ what: String) throws -> String {
        let start = index
        guard Self.isNameStart(byte(at: index)) else { throw failure("expected \(what)") }
        index += 1
        while Self.isNameByte(byte(at: index)) { index += 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    /// Skips white space (S ::= (#x20 | #x9 | #xD | #xA)+); says whether there was any.
    @discardableResult
    private mutating func skipSpaces() -> Bool {
        let start = index
        while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
        return index > start
    }

    private func byte(at offset: Int) -> UInt8 { offset < bytes.count ? bytes[offset] : 0 }

    private func starts(with literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        return literal.withUTF8Buffer { bytes[index..<index + count].elementsEqual($0) }
    }

    /// The offset of the first `literal` at or after the current index.
    private func find(_ literal: StaticString) -> Int? {
        literal.withUTF8Buffer { needle in
            guard let first = needle.first, bytes.count >= needle.count else { return nil }
            var offset = index
            while offset <= bytes.count - needle.count {
                if bytes[offset] == first, bytes[offset..<offset + needle.count].elementsEqual(needle) { return offset }
                offset += 1
            }
            return nil
        }
    }

    private func appendNormalisingLineEnds(_ slice: Slice<UnsafeBufferPointer<UInt8>>, to text: inout [UInt8]) {
        var previous: UInt8 = 0
        for b in slice {
            if b == Byte.carriageReturn {
                text.append(Byte.newline)
            } else if !(b == Byte.newline && previous == Byte.carriageReturn) {
                text.append(b)
            }
            previous = b
        }
    }

    private static func isSpace(_ b: UInt8) -> Bool {
        b == Byte.space || b == Byte.tab || b == Byte.newline || b == Byte.carriageReturn
    }

    private static func isNameStart(_ b: UInt8) -> Bool {
        (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || b == UInt8(ascii: "_") || b == Byte.colon || b >= 0x80
    }

    private static func isNameByte(_ b: UInt8) -> Bool {
        isNameStart(b) || (b >= 0x30 && b <= 0x39) || b == UInt8(ascii: "-") || b == UInt8(ascii: ".")
    }

    private static func endsTextRun(_ b: UInt8) -> Bool {
        b == Byte.less || b == Byte.ampersand || b == Byte.carriageReturn || b == Byte.greater
    }

    private static func needsRewriting(inAttribute b: UInt8) -> Bool {
        b == Byte.ampersand || b == Byte.less || b == Byte.carriageReturn || b == Byte.newline || b == Byte.tab
    }

    private static func digitValue(_ b: UInt8, hexadecimal: Bool) -> UInt32? {
        switch b {
        case 0x30...0x39: return UInt32(b - 0x30)
        case 0x61...0x66 where hexadecimal: return UInt32(b - 0x61 + 10)
        case 0x41...0x46 where hexadecimal: return UInt32(b - 0x41 + 10)
        default: return nil
        }
    }

    /// Char ::= #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF]
    private static func isXMLCharacter(_ value: UInt32) -> Bool {
        value == 0x9 || value == 0xA || value == 0xD || (0x20...0xD7FF).contains(value)
            || (0xE000...0xFFFD).contains(value) || (0x10000...0x10FFFF).contains(value)
    }

    private static let predefinedEntities: [String: UInt8] = [
        "lt": Byte.less, "gt": Byte.greater, "amp": Byte.ampersand, "quot": Byte.quote, "apos": Byte.apostrophe,
    ]

    private static func hex(_ b: UInt8) -> String { String(b, radix: 16, uppercase: true) }

    // MARK: Locations and errors

    /// The 1-based line and column of a byte offset; a column counts bytes, as the offsets of
    /// every diagnostic do.
    private mutating func location(ofOffset offset: Int) -> SourceLocation {
        if lineStarts[lineCursor] > offset {
            // Out of order (an error pointing back): binary search for the line.
            var low = 0, high = lineCursor
            while low < high {
                let mid = (low + high + 1) / 2
                if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
            }
            lineCursor = low
        }
        while lineCursor + 1 < lineStarts.count, lineStarts[lineCursor + 1] <= offset { lineCursor += 1 }
        return SourceLocation(line: lineCursor + 1, column: offset - lineStarts[lineCursor] + 1)
    }

    private func diagnostic(at location: SourceLocation, _ message: String) -> ScriptDiagnostic {
        ScriptDiagnostic(file: file, location: location, severity: .error, message: message)
    }

    /// "expected …, found …" at the current index, naming what stands there.
    private mutating func failure(_ expected: String) -> ScriptDiagnostic {
        var found = "the end of the file"
        if index < bytes.count {
            var end = index + 1
            while end < bytes.count, end - index < 16, !Self.isSpace(bytes[end]), bytes[end] != Byte.less { end += 1 }
            found = "\"" + String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self) + "\""
        }
        return diagnostic(at: location(ofOffset: min(index, bytes.count)), "\(expected), found \(found)")
    }
}

/// The ASCII bytes XML's grammar turns on.
private enum Byte {
    static let tab: UInt8 = 0x09, newline: UInt8 = 0x0A, carriageReturn: UInt8 = 0x0D, space: UInt8 = 0x20
    static let less = UInt8(ascii: "<"), greater = UInt8(ascii: ">"), slash = UInt8(ascii: "/")
    static let question = UInt8(ascii: "?"), ampersand = UInt8(ascii: "&"), semicolon = UInt8(ascii: ";")
    static let hash = UInt8(ascii: "#"), colon = UInt8(ascii: ":"), equals = UInt8(ascii: "=")
    static let quote = UInt8(ascii: "\""), apostrophe = UInt8(ascii: "'")
    static let openBracket = UInt8(ascii: "["), closeBracket = UInt8(ascii: "]")
}
