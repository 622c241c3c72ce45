// Reads a script's XML with FoundationXML's XMLParser (libxml2's SAX interface), with external
// entities off and entity declarations refused, into a ``ScriptElement`` tree. XMLParser reports
// where each start tag ends; the reader scans back to its `<` and across its attributes to give
// every element and attribute an exact line and column.
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Parses XML text into a tree of ``ScriptElement``s.
final class ScriptXMLReader: NSObject, XMLParserDelegate {
    private let bytes: [UInt8]
    private let file: String
    private let maxDepth: Int
    /// The byte offset where each line starts (line 1 at index 0).
    private let lineStarts: [Int]
    private var stack: [ScriptElement] = []
    private var root: ScriptElement?
    private var failure: ScriptDiagnostic?

    private init(bytes: [UInt8], file: String, maxDepth: Int) {
        self.bytes = bytes
        self.file = file
        self.maxDepth = maxDepth
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(index + 1) }
        lineStarts = starts
    }

    /// Parses `data` into its root element.
    /// - Throws: ``ScriptDiagnostic`` for malformed XML, entity declarations (no entity is
    ///   expanded, so neither external files nor exponential expansion can be reached), or
    ///   nesting deeper than `maxDepth`.
    static func parse(_ data: Data, file: String, maxDepth: Int) throws -> ScriptElement {
        let reader = ScriptXMLReader(bytes: Array(data), file: file, maxDepth: maxDepth)
        // FoundationXML traps on names that are not UTF-8, so such text never reaches it.
        if let bad = reader.firstInvalidUTF8Offset() {
            throw reader.diagnostic(at: reader.location(ofOffset: bad),
                                    "expected UTF-8 text, found the byte 0x\(String(reader.bytes[bad], radix: 16, uppercase: true))")
        }
        if let entity = reader.firstOffset(of: Array("<!ENTITY".utf8)) {
            throw reader.diagnostic(at: reader.location(ofOffset: entity),
                                    "expected no entity declarations (Lamina expands no XML entities), found <!ENTITY")
        }
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.shouldReportNamespacePrefixes = false
        parser.delegate = reader
        let ok = parser.parse()
        if let failure = reader.failure { throw failure }
        guard ok, let root = reader.root else {
            let location = SourceLocation(line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1))
            // The code is libxml2's xmlParserErrors (42 is a repeated attribute, 76 a mismatched tag).
            let reason = (parser.parserError as NSError?).map { "libxml2 error \($0.code)" } ?? "no root element"
            throw reader.diagnostic(at: location, "expected well-formed XML, found malformed XML (\(reason))")
        }
        return root
    }

    // MARK: XMLParserDelegate

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        guard failure == nil else { return }
        let end = offset(line: parser.lineNumber, column: parser.columnNumber)
        let start = tagStart(before: end)
        var attributes = ScriptAttributes()
        for (name, offset) in attributeOffsets(tagStart: start, end: end) {
            guard let value = attributeDict[name] else { continue }
            attributes.list.append((name, ScriptAttribute(value: value, location: location(ofOffset: offset))))
        }
        // Anything the scan missed keeps the tag's location (never expected for well-formed XML).
        if attributes.list.count < attributeDict.count {
            for (name, value) in attributeDict.sorted(by: { $0.key < $1.key }) where attributes[name] == nil {
                attributes.list.append((name, ScriptAttribute(value: value, location: location(ofOffset: start))))
            }
        }
        let local = elementName.utf8.contains(UInt8(ascii: ":"))
            ? elementName.split(separator: ":").last.map(String.init) ?? elementName : elementName
        stack.append(ScriptElement(name: local, attributes: attributes, location: location(ofOffset: start)))
        if stack.count > maxDepth {
            failure = diagnostic(at: location(ofOffset: start),
                                 "expected at most \(maxDepth) nested elements, found more")
            parser.abortParsing()
        }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?) {
        guard failure == nil, let element = stack.popLast() else { return }
        if stack.isEmpty {
            root = element
        } else {
            stack[stack.count - 1].children.append(element)
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard failure == nil, !stack.isEmpty else { return }
        stack[stack.count - 1].addText(string)
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        guard failure == nil, !stack.isEmpty else { return }
        stack[stack.count - 1].addText(String(decoding: CDATABlock, as: UTF8.self))
    }

    func parser(_ parser: XMLParser, foundInternalEntityDeclarationWithName name: String, value: String?) {
        refuseEntity(parser, name)
    }

    func parser(_ parser: XMLParser, foundExternalEntityDeclarationWithName name: String, publicID: String?,
                systemID: String?) {
        refuseEntity(parser, name)
    }

    // MARK: Locations

    private func refuseEntity(_ parser: XMLParser, _ name: String) {
        guard failure == nil else { return }
        failure = diagnostic(at: SourceLocation(line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1)),
                             "expected no entity declarations, found entity \"\(name)\"")
        parser.abortParsing()
    }

    private func diagnostic(at location: SourceLocation, _ message: String) -> ScriptDiagnostic {
        ScriptDiagnostic(file: file, location: location, severity: .error, message: message)
    }

    /// The byte offset of a 1-based line and column, clamped into the text.
    private func offset(line: Int, column: Int) -> Int {
        let lineIndex = min(max(line - 1, 0), lineStarts.count - 1)
        return min(max(lineStarts[lineIndex] + column - 1, 0), bytes.count)
    }

    /// The 1-based line and column of a byte offset.
    private func location(ofOffset offset: Int) -> SourceLocation {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return SourceLocation(line: low + 1, column: offset - lineStarts[low] + 1)
    }

    /// The `<` of the start tag that ends at or before `end` (`<` cannot appear inside an
    /// attribute value, so the nearest one is the tag's).
    private func tagStart(before end: Int) -> Int {
        var index = min(end, bytes.count) - 1
        while index > 0, bytes[index] != UInt8(ascii: "<") { index -= 1 }
        return max(index, 0)
    }

    /// Each attribute name in the tag starting at `tagStart` and its byte offset, in order.
    private func attributeOffsets(tagStart: Int, end: Int) -> [(String, Int)] {
        var result: [(String, Int)] = []
        var index = tagStart + 1
        func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }
        while index < end, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">") { index += 1 }
        while index < end {
            while index < end, isSpace(bytes[index]) { index += 1 }
            let nameStart = index
            while index < end, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: "="),
                  bytes[index] != UInt8(ascii: ">"), bytes[index] != UInt8(ascii: "/") { index += 1 }
            guard index > nameStart else { break }
            result.append((String(decoding: bytes[nameStart..<index], as: UTF8.self), nameStart))
            while index < end, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "'") { index += 1 }
            guard index < end else { break }
            let quote = bytes[index]
            index += 1
            while index < end, bytes[index] != quote { index += 1 }
            index += 1
        }
        return result
    }

    /// The offset of the first byte that does not belong to a valid UTF-8 sequence.
    private func firstInvalidUTF8Offset() -> Int? {
        // The standard library validates valid text fast; the scalar-by-scalar walk only finds
        // where invalid text goes wrong.
        if String(validating: bytes, as: UTF8.self) != nil { return nil }
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    private func firstOffset(of needle: [UInt8]) -> Int? {
        guard bytes.count >= needle.count, let first = needle.first else { return nil }
        var index = 0
        while index <= bytes.count - needle.count {
            if bytes[index] == first, bytes[index..<index + needle.count].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}
