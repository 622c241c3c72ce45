// A parser for SVG path data (the `d` attribute), scanning UTF-8 bytes directly.
// Grammar and error handling: SVG 1.1 §8.3.9 "The grammar for path data" and Appendix F.2 (render
// up to the last complete command before an error); SVG 2 §9.3.9 for compact arc flags. Numbers in
// at most 19 significant digits with a power of ten up to 22 are converted exactly with one
// rounding (Clinger, "How to read floating point numbers accurately", PLDI 1990, the fast path);
// any other number goes to the standard library's correctly rounded conversion.
import Foundation

/// Reads SVG path data into a ``BezierPath``. Errors name the byte offset of the offending token
/// and carry the path built from every command that completed before it.
struct SVGPathParser {
    /// The most elements a parsed path may hold (DESIGN.md §8).
    static let defaultElementLimit = 10_000_000

    /// Parses `data`; empty or all-whitespace data is the empty path.
    static func parse(_ data: String, elementLimit: Int = defaultElementLimit) throws(GeometryError) -> BezierPath {
        var text = data
        text.makeContiguousUTF8()
        let outcome = text.utf8.withContiguousStorageIfAvailable { bytes in
            var parser = SVGPathParser(bytes: bytes, elementLimit: elementLimit)
            return Result { () throws(GeometryError) in try parser.run(); return parser.path }
        } ?? Array(text.utf8).withUnsafeBufferPointer { bytes in
            var parser = SVGPathParser(bytes: bytes, elementLimit: elementLimit)
            return Result { () throws(GeometryError) in try parser.run(); return parser.path }
        }
        return try outcome.get()
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private let elementLimit: Int
    private var position = 0
    private var path = BezierPath()
    private var current = CGPoint.zero
    private var subpathStart = CGPoint.zero
    /// The second control point of the previous command if it was C, c, S or s.
    private var previousCubicControl: CGPoint?
    /// The control point of the previous command if it was Q, q, T or t.
    private var previousQuadControl: CGPoint?

    private init(bytes: UnsafeBufferPointer<UInt8>, elementLimit: Int) {
        self.bytes = bytes
        self.elementLimit = elementLimit
    }

    // MARK: Commands

    private mutating func run() throws(GeometryError) {
        skipWhitespace()
        guard position < bytes.count else { return }
        guard byte(at: position) | 0x20 == ASCII.m else {
            throw failure(expected: "a moveto command (M or m)", at: position)
        }
        while true {
            skipWhitespace()
            guard position < bytes.count else { return }
            let commandOffset = position
            var command = byte(at: position)
            guard ASCII.isCommand(command) else { throw failure(expected: "a command", at: position) }
            position += 1
            if command | 0x20 == ASCII.z {
                try reserve(path.elements.last == .closeSubpath ? 0 : 1, at: commandOffset)
                path.close()
                current = subpathStart
                previousCubicControl = nil
                previousQuadControl = nil
                continue
            }
            skipWhitespace()
            while true {
                try segment(command)
                if command == ASCII.M { command = ASCII.L } else if command == ASCII.m { command = ASCII.l }
                skipWhitespace()
                if byte(at: position) == ASCII.comma {
                    position += 1
                    skipWhitespace()
                    guard startsNumber(byte(at: position)) else { throw failure(expected: "a number", at: position) }
                } else if !startsNumber(byte(at: position)) {
                    break
                }
            }
        }
    }

    /// Parses one argument group of `command` (the position is at its first number) and appends
    /// what it draws.
    private mutating func segment(_ command: UInt8) throws(GeometryError) {
        let offset = position
        let relative = command >= ASCII.a
        let origin = relative ? current : .zero
        func absolute(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: origin.x + x, y: origin.y + y) }
        var cubicControl: CGPoint?
        var quadControl: CGPoint?
        let drawn: PathElement
        switch command | 0x20 {
        case ASCII.m:
            drawn = .move(to: absolute(try number(), try nextNumber()))
        case ASCII.l:
            drawn = .line(to: absolute(try number(), try nextNumber()))
        case ASCII.h:
            let x = try number()
            drawn = .line(to: CGPoint(x: origin.x + x, y: current.y))
        case ASCII.v:
            let y = try number()
            drawn = .line(to: CGPoint(x: current.x, y: origin.y + y))
        case ASCII.c:
            let c1 = absolute(try number(), try nextNumber())
            let c2 = absolute(try nextNumber(), try nextNumber())
            let p = absolute(try nextNumber(), try nextNumber())
            drawn = .curve(to: p, control1: c1, control2: c2)
            cubicControl = c2
        case ASCII.s:
            let c2 = absolute(try number(), try nextNumber())
            let p = absolute(try nextNumber(), try nextNumber())
            let c1 = previousCubicControl.map { reflect($0) } ?? current
            drawn = .curve(to: p, control1: c1, control2: c2)
            cubicControl = c2
        case ASCII.q:
            let c = absolute(try number(), try nextNumber())
            let p = absolute(try nextNumber(), try nextNumber())
            drawn = .quadCurve(to: p, control: c)
            quadControl = c
        case ASCII.t:
            let p = absolute(try number(), try nextNumber())
            let c = previousQuadControl.map { reflect($0) } ?? current
            drawn = .quadCurve(to: p, control: c)
            quadControl = c
        default:  // a: the only command left, as `run` admits only path-data commands
            let rx = try number(), ry = try nextNumber(), rotation = try nextNumber()
            let largeArc = try nextFlag(), sweep = try nextFlag()
            let end = absolute(try nextNumber(), try nextNumber())
            let arc = SVGArc(start: current, end: end, radiusX: rx, radiusY: ry, rotationDegrees: rotation,
                             largeArc: largeArc, sweep: sweep)
            try append(arc.elements(), from: offset)
            previousCubicControl = nil
            previousQuadControl = nil
            return
        }
        try append(CollectionOfOne(drawn), from: offset)
        previousCubicControl = cubicControl
        previousQuadControl = quadControl
    }

    /// Appends the elements one argument group drew (starting at byte `offset`), after checking
    /// that they are finite and fit under the element limit, and moves the current point.
    private mutating func append<Drawn: BidirectionalCollection<PathElement>>(_ drawn: Drawn, from offset: Int) throws(GeometryError) {
        guard drawn.allSatisfy(Self.isFinite) else {
            throw failure(expected: "a finite coordinate", at: offset,
                          found: "\(quotedNumber(at: offset)) overflowing to infinity")
        }
        guard let last = drawn.last else { return }
        var isMove = false
        if case .move(let p) = last {
            isMove = true
            subpathStart = p
        }
        // A drawing element right after a close makes BezierPath start a contour with a move.
        let impliedMove = !isMove && path.elements.last == .closeSubpath ? 1 : 0
        try reserve(drawn.count + impliedMove, at: offset)
        for element in drawn { path.append(element) }
        if let end = last.endPoint { current = end }
    }

    /// Whether every coordinate of `element` is finite (without building an array of its points).
    private static func isFinite(_ element: PathElement) -> Bool {
        func finite(_ p: CGPoint) -> Bool { p.x.isFinite && p.y.isFinite }
        switch element {
        case .move(let p), .line(let p): return finite(p)
        case .quadCurve(let p, let c): return finite(p) && finite(c)
        case .curve(let p, let c1, let c2): return finite(p) && finite(c1) && finite(c2)
        case .closeSubpath: return true
        }
    }

    /// `control` reflected through the current point (the S and T rule).
    private func reflect(_ control: CGPoint) -> CGPoint {
        CGPoint(x: 2 * current.x - control.x, y: 2 * current.y - control.y)
    }

    /// Fails if appending `count` more elements would exceed the element limit.
    private func reserve(_ count: Int, at offset: Int) throws(GeometryError) {
        guard path.elements.count + count <= elementLimit else {
            throw failure(expected: "at most \(elementLimit) path elements", at: offset, found: "more")
        }
    }

    // MARK: Tokens

    /// A number after a comma-or-whitespace separator.
    private mutating func nextNumber() throws(GeometryError) -> CGFloat {
        skipSeparator()
        return try number()
    }

    /// An arc flag (a single `0` or `1`) after a comma-or-whitespace separator.
    private mutating func nextFlag() throws(GeometryError) -> Bool {
        skipSeparator()
        switch byte(at: position) {
        case ASCII.zero: position += 1; return false
        case ASCII.zero + 1: position += 1; return true
        default: throw failure(expected: "an arc flag (0 or 1)", at: position)
        }
    }

    /// A number at the current position (``DecimalNumber`` has the grammar).
    private mutating func number() throws(GeometryError) -> CGFloat {
        switch DecimalNumber.read(bytes, from: position) {
        case .none: throw failure(expected: "a number", at: position)
        case .infinite(let end):
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<end]), as: UTF8.self)
            throw failure(expected: "a finite number", at: position, found: "'\(text)'")
        case .finite(let value, let end):
            position = end
            return CGFloat(value)
        }
    }

    private mutating func skipWhitespace() {
        while isWhitespace(byte(at: position)) { position += 1 }
    }

    /// comma-wsp?: whitespace, at most one comma, whitespace.
    private mutating func skipSeparator() {
        skipWhitespace()
        if byte(at: position) == ASCII.comma {
            position += 1
            skipWhitespace()
        }
    }

    /// The byte at `index`, or 0 past the end (0 is never valid path data, so every caller stops).
    private func byte(at index: Int) -> UInt8 {
        index < bytes.count ? bytes[index] : 0
    }

    private func isDigit(_ b: UInt8) -> Bool { b >= ASCII.zero && b <= ASCII.zero + 9 }
    private func isWhitespace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0C || b == 0x0D }
    private func startsNumber(_ b: UInt8) -> Bool {
        isDigit(b) || b == ASCII.dot || b == ASCII.plus || b == ASCII.minus
    }

    // MARK: Errors

    /// "expected X at offset N, found 'c'" (or "found end of data").
    private func failure(expected: String, at offset: Int, found: String? = nil) -> GeometryError {
        let token = found ?? describeToken(at: offset)
        return .svgPathData(message: "expected \(expected) at offset \(offset), found \(token)",
                            offset: offset, validPrefix: path)
    }

    /// The character at `offset`, quoted and escaped, or "end of data".
    private func describeToken(at offset: Int) -> String {
        guard offset < bytes.count else { return "end of data" }
        let end = min(offset + 4, bytes.count)
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
        let scalar = text.unicodeScalars.first ?? "\u{FFFD}"
        return "'\(scalar.escaped(asASCII: false))'"
    }

    /// The number text starting at `offset`, quoted, for messages.
    private func quotedNumber(at offset: Int) -> String {
        var end = offset
        while end < bytes.count, startsNumber(bytes[end]) || bytes[end] | 0x20 == ASCII.e { end += 1 }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
        return "'\(text)'"
    }
}

/// The ASCII bytes the path-data grammar uses.
private enum ASCII {
    static let M = UInt8(ascii: "M"), L = UInt8(ascii: "L"), m = UInt8(ascii: "m"), l = UInt8(ascii: "l")
    static let a = UInt8(ascii: "a"), c = UInt8(ascii: "c"), e = UInt8(ascii: "e"), h = UInt8(ascii: "h")
    static let q = UInt8(ascii: "q"), s = UInt8(ascii: "s"), t = UInt8(ascii: "t"), v = UInt8(ascii: "v")
    static let z = UInt8(ascii: "z")
    static let zero = UInt8(ascii: "0"), dot = UInt8(ascii: "."), comma = UInt8(ascii: ",")
    static let plus = UInt8(ascii: "+"), minus = UInt8(ascii: "-")
    /// Whether `byte` is one of M m L l H h V v C c S s Q q T t A a Z z.
    static func isCommand(_ byte: UInt8) -> Bool {
        switch byte | 0x20 {
        case m, l, h, v, c, s, q, t, a, z: return true
        default: return false
        }
    }
}
