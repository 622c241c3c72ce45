// Fonts that belong to one document, as CSS's `@font-face` gives them: faces from font data or
// from installed fonts by name, each under a family name of the document's choosing. A set has
// its own fontconfig configuration and Pango font map (CPango's LaminaFontSet), so its faces
// are seen only by text set with it: they never reach the process's fonts, other documents or
// text in installed families. Font data goes to files in a folder of the set's own (HarfBuzz
// and FreeType read fonts from files), removed when the set is released.
import CPango
import Foundation
import Synchronization

/// A document's own fonts: faces added under family names, used by text whose
/// ``TextStyle/fontSet`` is the set. Text in a family the set does not hold is set as without it.
public final class FontSet: Hashable, @unchecked Sendable {
    /// A face's slant, as CSS's `font-style` descriptor. Default ``upright``.
    public enum Slant: Int32, Sendable {
        /// `normal`.
        case upright = 0
        /// `italic`.
        case italic = 100
        /// `oblique`.
        case oblique = 110
    }

    /// Serializes every use of the C set and its font map, which are not thread-safe.
    private let lock = NSLock()
    /// The C set; nil until the first face is added.
    private var set: OpaquePointer?
    /// Where the set's font files are; nil until the first face is added.
    private var folder: URL?
    /// The family names of the set's faces (folded to ASCII lower case, as CSS compares them)
    /// and the name fontconfig knows each by inside the set.
    private var families: [String: String] = [:]
    /// How many font files the set has written.
    private var files = 0

    /// An empty set.
    public init() {}

    deinit {
        lamina_font_set_destroy(set)
        if let folder {
            try? FileManager.default.removeItem(at: folder)
            Self.liveFolders.withLock { _ = $0.remove(folder.path) }
        }
    }

    /// The folders of the sets alive. They are removed at exit too: a set released on another
    /// thread (a resolver's large stack) as the process exits would leave its files behind.
    private static let liveFolders = Mutex<Set<String>>([])

    /// Removes the folders of ``liveFolders`` when the process exits; registered once.
    private static let removeFoldersAtExit: Void = {
        atexit {
            for path in FontSet.liveFolders.withLock({ $0 }) { try? FileManager.default.removeItem(atPath: path) }
        }
    }()

    /// The folder of the set's font files; nil until the first face is added.
    var fontFolder: URL? { lock.withLock { folder } }

    /// Whether the set holds no face.
    public var isEmpty: Bool { lock.withLock { families.isEmpty } }

    /// Adds the font `data` (TrueType or OpenType, the first face of a collection, WOFF or WOFF2)
    /// as a face of `family`, covering `weights` (CSS's 1…1000; a single weight is a one-value
    /// range) with `slant`, whatever the font itself says, as `@font-face` does.
    /// - Returns: false when the data is not a font FreeType reads (nothing is added).
    /// - Throws: ``RenderError/textUnavailable(_:)`` when fontconfig cannot be loaded, the set's
    ///   folder cannot be written, or fonts were already set with the set.
    public func addFace(family: String, data: Data, weights: ClosedRange<Double> = 400...400,
                        slant: Slant = .upright) throws -> Bool {
        let head = Array(data.prefix(4))
        guard Self.fontSignatures.contains(head) else { return false }
        return try lock.withLock {
            let set = try prepared()
            var font = data
            if head == Array("wOFF".utf8) || head == Array("wOF2".utf8) {
                guard let rewritten = try Self.openType(from: data) else { return false }
                font = rewritten
            }
            guard let folder else { throw RenderError.textUnavailable("the font set has no folder") }
            files += 1
            let file = folder.appendingPathComponent("face-\(files).font")
            try Self.write(font, to: file.path)
            let added = lamina_font_set_add_file(set, file.path, name(of: family), weights.lowerBound,
                                                 weights.upperBound, slant.rawValue)
            if added != 1 { try? FileManager.default.removeItem(at: file) }
            return try note(added, family: family)
        }
    }

    /// Adds the installed face whose full name (`DejaVu Sans Bold`), else PostScript name
    /// (`DejaVuSans-Bold`), is `name` as a face of `family`, as ``addFace(family:data:weights:slant:)``
    /// does; CSS's `src: local(…)`.
    /// - Returns: false when no installed face has that name.
    /// - Throws: as ``addFace(family:data:weights:slant:)``.
    public func addFace(family: String, localName name: String, weights: ClosedRange<Double> = 400...400,
                        slant: Slant = .upright) throws -> Bool {
        guard !name.isEmpty, name.utf8.count <= TextStyle.maxFontNameBytes, !name.utf8.contains(0) else { return false }
        return try lock.withLock {
            let set = try prepared()
            return try note(lamina_font_set_add_local(set, name, self.name(of: family), weights.lowerBound,
                                                      weights.upperBound, slant.rawValue), family: family)
        }
    }

    /// The name fontconfig knows `family` by in this set, if the set holds a face of it
    /// (compared as CSS compares family names: ASCII case-insensitively).
    public func internalFamily(for family: String) -> String? {
        lock.withLock { families[Self.folded(family)] }
    }

    /// Runs `body` with the set's Pango font map, no other thread using the set meanwhile.
    /// - Throws: ``RenderError/textUnavailable(_:)`` when Pango cannot make the font map.
    func withFontMap<T>(_ body: (OpaquePointer) throws -> T) throws -> T {
        try lock.withLock {
            guard let set = try? prepared(), let map = lamina_font_set_font_map(set) else {
                throw RenderError.textUnavailable("Pango could not make a font map for the document's fonts")
            }
            return try body(map)
        }
    }

    /// The C set and its folder, made on first use (under the lock).
    private func prepared() throws -> OpaquePointer {
        if let set { return set }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-fonts-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            throw RenderError.textUnavailable("cannot make a folder for fonts at \(folder.path): \(error.localizedDescription)")
        }
        guard let made = lamina_font_set_create(folder.path) else {
            try? FileManager.default.removeItem(at: folder)
            throw RenderError.textUnavailable(lamina_pango_error().map { String(cString: $0) }
                                              ?? "fontconfig could not be loaded to add a document's fonts")
        }
        (set, self.folder) = (made, folder)
        _ = Self.removeFoldersAtExit
        Self.liveFolders.withLock { _ = $0.insert(folder.path) }
        return made
    }

    /// The name `family`'s faces have inside the set: one no installed family has, so that only
    /// the set's faces answer to it.
    private func name(of family: String) -> String {
        families[Self.folded(family)] ?? "Lamina Font Face \(families.count + 1)"
    }

    /// Records `family` after an add that returned `result` (CPango's 1, 0 or -1).
    private func note(_ result: Int32, family: String) throws -> Bool {
        guard result >= 0 else {
            throw RenderError.textUnavailable("fontconfig could not add a face of \"\(family)\" (out of memory, "
                                              + "or fonts were already set with the set)")
        }
        guard result == 1 else { return false }
        let key = Self.folded(family)
        if families[key] == nil { families[key] = name(of: family) }
        return true
    }

    /// `family` with ASCII letters in lower case.
    private static func folded(_ family: String) -> String {
        String(decoding: family.utf8.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
    }

    /// Writes `data` to a new file at `path`, readable by its owner only, without waiting for
    /// the disk (Foundation's `Data.write` syncs each file: a document of many fonts waited
    /// seconds): the file lives only as long as the set.
    private static func write(_ data: Data, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw RenderError.textUnavailable("cannot write a font file at \(path): \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        let written = data.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress else { return true }
            var offset = 0
            while offset < bytes.count {
                let count = Glibc.write(descriptor, base + offset, bytes.count - offset)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return false }
                offset += count
            }
            return true
        }
        guard written else {
            throw RenderError.textUnavailable("cannot write a font file at \(path): \(String(cString: strerror(errno)))")
        }
    }

    /// The first four bytes of the fonts FreeType is given: TrueType (version 1.0, `true`),
    /// OpenType with CFF outlines (`OTTO`), a collection (`ttcf`), WOFF and WOFF2; anything else
    /// is not a font, and is turned away before a file is written for it.
    static let fontSignatures: Set<[UInt8]> = [[0, 1, 0, 0], Array("true".utf8), Array("OTTO".utf8),
                                               Array("ttcf".utf8), Array("wOFF".utf8), Array("wOF2".utf8)]

    /// WOFF or WOFF2 `data` as a plain OpenType font; nil when FreeType cannot read it.
    static func openType(from data: Data) throws -> Data? {
        var out: UnsafeMutablePointer<UInt8>?
        var length = 0
        let result = data.withUnsafeBytes { bytes in
            lamina_font_to_sfnt(bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, &out, &length)
        }
        guard result >= 0 else { throw RenderError.textUnavailable("FreeType could not be loaded to read a WOFF font") }
        guard result == 1, let out else { return nil }
        defer { free(out) }
        return Data(bytes: out, count: length)
    }

    /// Sets are equal when they are the same set.
    public static func == (lhs: FontSet, rhs: FontSet) -> Bool { lhs === rhs }

    /// Hashes the set's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
