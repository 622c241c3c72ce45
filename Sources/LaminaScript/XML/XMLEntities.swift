// Internal XML entities (XML 1.0 §4.2), as Illustrator writes them: `<!ENTITY ns_svg
// "http://www.w3.org/2000/svg">` in the DOCTYPE's internal subset, used as `xmlns="&ns_svg;"`,
// and sometimes whole elements. resvg and browsers expand them, so Lamina does too, before
// reading: the declarations are taken out of the DOCTYPE (its lines kept, so positions before
// the first use stay exact) and each `&name;` after it is replaced by its text, expanded in
// turn. Only internal general entities: parameter entities and external ones (SYSTEM, PUBLIC)
// are never loaded, so no file or network is reached; a use of one stays an undefined entity.
// Expansion is capped (DESIGN §8), so a "billion laughs" document is an error, not a hang.
import Foundation
import LaminaRender

/// Expands a document's internal entities.
enum XMLEntities {
    /// The most bytes expansion may add to a document: 1 MiB.
    static let maxAddedBytes = 1 << 20
    /// The deepest chain of entities referring to entities.
    static let maxDepth = 16

    /// `bytes` with its DOCTYPE's internal subset blanked and its internal entities expanded;
    /// `bytes` itself when it has no internal subset.
    /// - Throws: ``ValueError`` when an entity refers to itself, nests deeper than ``maxDepth``,
    ///   or the expansion would add more than ``maxAddedBytes``.
    static func expand(_ bytes: [UInt8]) throws(ValueError) -> [UInt8] {
        guard let doctype = ByteSearch.firstIndex(of: Array("<!DOCTYPE".utf8), in: bytes, from: 0),
              let (subsetStart, subsetEnd) = internalSubset(bytes, doctypeAt: doctype) else { return bytes }
        var declared: [String: [UInt8]] = [:]
        for (name, value) in declarations(in: bytes[subsetStart..<subsetEnd]) where declared[name] == nil {
            declared[name] = value
        }
        var budget = maxAddedBytes
        var expanded: [String: [UInt8]] = [:]
        var output = Array(bytes[..<subsetStart])
        // The subset becomes blank lines, so that lines after it keep their numbers.
        output += bytes[subsetStart..<subsetEnd].filter { $0 == UInt8(ascii: "\n") }
        output += try substitute(bytes[subsetEnd...], declared: declared, expanded: &expanded, budget: &budget,
                                 depth: 0, active: [])
        return output
    }

    /// `text` with every `&name;` of a declared entity replaced by its expansion; comments and
    /// CDATA sections are copied as they are.
    private static func substitute(_ text: ArraySlice<UInt8>, declared: [String: [UInt8]],
                                   expanded: inout [String: [UInt8]], budget: inout Int, depth: Int,
                                   active: Set<String>) throws(ValueError) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(text.count)
        var i = text.startIndex
        while i < text.endIndex {
            let byte = text[i]
            if byte == UInt8(ascii: "<"), let skip = verbatimEnd(text, at: i) {
                output += text[i..<skip]
                i = skip
                continue
            }
            guard byte == UInt8(ascii: "&"), let semicolon = text[i...].prefix(256).firstIndex(of: UInt8(ascii: ";")) else {
                output.append(byte)
                i += 1
                continue
            }
            let name = String(decoding: text[(i + 1)..<semicolon], as: UTF8.self)
            guard let value = declared[name] else {
                output.append(byte)  // predefined, a character reference, or undefined: the reader decides
                i += 1
                continue
            }
            guard !active.contains(name) else { throw .expected("entities that do not refer to themselves", found: "&\(name);") }
            guard depth < maxDepth else {
                throw .expected("entities nested at most \(maxDepth) deep", found: "&\(name); deeper")
            }
            let replacement: [UInt8]
            if let known = expanded[name] {
                replacement = known
            } else {
                replacement = try substitute(value[...], declared: declared, expanded: &expanded, budget: &budget,
                                             depth: depth + 1, active: active.union([name]))
                expanded[name] = replacement
            }
            let added = replacement.count - (semicolon + 1 - i)
            guard added <= budget else {
                throw .expected("entity expansions adding at most \(maxAddedBytes) bytes", found: "more")
            }
            budget -= max(added, 0)
            output += replacement
            i = semicolon + 1
        }
        return output
    }

    /// Where a comment or CDATA section starting at `i` ends (past its close); nil for other markup.
    private static func verbatimEnd(_ text: ArraySlice<UInt8>, at i: Int) -> Int? {
        for (open, close) in [("<!--", "-->"), ("<![CDATA[", "]]>")] where text[i...].starts(with: open.utf8) {
            guard let end = ByteSearch.firstIndex(of: Array(close.utf8), in: text, from: i + open.utf8.count) else {
                return text.endIndex
            }
            return end + close.utf8.count
        }
        return nil
    }

    /// The bounds of the internal subset (`[` … `]`, brackets included) of the DOCTYPE at `start`.
    private static func internalSubset(_ bytes: [UInt8], doctypeAt start: Int) -> (Int, Int)? {
        var i = start + 9
        var quote: UInt8?
        var open: Int?
        while i < bytes.count {
            let byte = bytes[i]
            if let q = quote {
                if byte == q { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "["), open == nil {
                open = i
            } else if byte == UInt8(ascii: "]"), let first = open {
                return (first, i + 1)
            } else if byte == UInt8(ascii: ">"), open == nil {
                return nil
            }
            i += 1
        }
        return nil
    }

    /// The internal general entities `<!ENTITY name "value">` declared in `subset`, in order.
    private static func declarations(in subset: ArraySlice<UInt8>) -> [(String, [UInt8])] {
        var found: [(String, [UInt8])] = []
        let text = Array(subset)
        var i = 0
        while let start = ByteSearch.firstIndex(of: Array("<!ENTITY".utf8), in: text, from: i) {
            i = start + 8
            func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
            func skipSpaces() { while i < text.count, isSpace(text[i]) { i += 1 } }
            skipSpaces()
            guard i < text.count, text[i] != UInt8(ascii: "%") else { continue }  // a parameter entity
            let nameStart = i
            while i < text.count, !isSpace(text[i]) { i += 1 }
            let name = String(decoding: text[nameStart..<i], as: UTF8.self)
            skipSpaces()
            guard i < text.count, text[i] == UInt8(ascii: "\"") || text[i] == UInt8(ascii: "'") else { continue }  // external
            let quote = text[i]
            i += 1
            let valueStart = i
            while i < text.count, text[i] != quote { i += 1 }
            guard i < text.count, !name.isEmpty else { break }
            found.append((name, Array(text[valueStart..<i])))
            i += 1
        }
        return found
    }
}
