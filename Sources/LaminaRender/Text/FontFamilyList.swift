// A CSS `font-family` list resolved to one installed family as Chromium on Linux resolves it:
// generic names through Chromium's default fonts, each named family through fontconfig with
// Skia's acceptance rule (an alias that is not metric-compatible counts as missing, so the next
// family is tried), Blink's alternate names (Arial ↔ Helvetica, Times ↔ Times New Roman,
// Courier ↔ Courier New), and the default family when nothing in the list is installed.
// Characters the chosen font lacks still come from other fonts: Pango falls back per character
// through fontconfig.
import CPango
import Foundation
import Synchronization

/// The families CSS's generic names stand for, as a browser's font settings name them. The
/// defaults are Chromium's on Linux (which fontconfig then maps to installed fonts: Times New
/// Roman and Arial to their metric twins Liberation Serif and Liberation Sans).
public struct GenericFontFamilies: Equatable, Hashable, Sendable {
    /// `serif`, and the family of text whose list names nothing installed (a browser's
    /// "standard" font). Default "Times New Roman".
    public var serif = "Times New Roman"
    /// `sans-serif`. Default "Arial".
    public var sansSerif = "Arial"
    /// `monospace`. Default "Monospace" (fontconfig's monospace family).
    public var monospace = "Monospace"
    /// `cursive`. Default "Comic Sans MS".
    public var cursive = "Comic Sans MS"
    /// `fantasy`. Default "Impact".
    public var fantasy = "Impact"
    /// `system-ui`. Default "sans" (fontconfig's sans-serif family, as Chromium's system font).
    public var systemUI = "sans"

    /// Chromium's defaults on Linux.
    public init() {}

    /// The family a generic name stands for (`serif`, `sans-serif`, `monospace`, `cursive`,
    /// `fantasy`, `system-ui`; ASCII case-insensitive); nil for any other name.
    public func family(forGeneric name: String) -> String? {
        switch name.lowercased() {
        case "serif": serif
        case "sans-serif": sansSerif
        case "monospace": monospace
        case "cursive": cursive
        case "fantasy": fantasy
        case "system-ui": systemUI
        default: nil
        }
    }
}

/// A CSS `font-family` list and how it resolves to one installed family.
public enum FontFamilyList {
    /// The installed family a browser sets text in for `families` (CSS order, quotes removed),
    /// with `generics` for the generic names; the first acceptable family wins, else the default
    /// (``GenericFontFamilies/serif``), else whatever fontconfig gives for it. Results are
    /// cached per list until fonts are added (``Canvas/addFontDirectory(_:)``).
    /// - Throws: ``RenderError/textUnavailable(_:)`` when fontconfig cannot be loaded.
    public static func resolve(_ families: [String], generics: GenericFontFamilies = GenericFontFamilies()) throws -> String {
        if let found = try cached(families, generics: generics, orDefault: true) { return found }
        return generics.serif
    }

    /// The family a browser sets text in for `families` when the document has fonts of its own
    /// (`@font-face`): the first name of the list that is a family of `faces` or an acceptable
    /// installed family (as ``resolve(_:generics:)``) wins. A family of `faces` comes back as
    /// its name inside the set followed by the resolution of the rest of the list, so that
    /// characters its faces lack come from the next families; `fontSet` is then `faces`, which
    /// the text's ``TextStyle/fontSet`` must be set to, and nil when the list resolved to an
    /// installed family.
    /// - Throws: ``RenderError/textUnavailable(_:)`` when fontconfig cannot be loaded.
    public static func resolve(_ families: [String], generics: GenericFontFamilies = GenericFontFamilies(),
                               faces: FontSet?) throws -> (family: String, fontSet: FontSet?) {
        guard let faces, let (index, own) = firstFamily(in: families, of: faces) else {
            return (try resolve(families, generics: generics), nil)
        }
        if let installed = try cached(Array(families[..<index]), generics: generics, orDefault: false) {
            return (installed, nil)
        }
        let rest = try resolve(Array(families[(index + 1)...]), generics: generics, faces: faces)
        return (own + "," + rest.family, faces)
    }

    /// Where the first family of `faces` stands in `families`, and its name inside the set.
    private static func firstFamily(in families: [String], of faces: FontSet) -> (Int, String)? {
        for (index, name) in families.enumerated() {
            if let own = faces.internalFamily(for: name) { return (index, own) }
        }
        return nil
    }

    /// The first acceptable family of `families`, else (when `orDefault`) the default's; cached
    /// per list until fonts are added.
    private static func cached(_ families: [String], generics: GenericFontFamilies, orDefault: Bool) throws -> String? {
        let key = Key(families: families, generics: generics, orDefault: orDefault)
        if let known = cache.withLock({ $0[key] }) { return known }
        let family = try resolveUncached(families, generics: generics, orDefault: orDefault)
        cache.withLock { cached in
            if cached.count >= maxCachedLists { cached.removeAll() }
            cached[key] = family
        }
        return family
    }

    /// Forgets every resolved list: fonts were added, so a list may now resolve otherwise.
    static func forgetResolved() {
        cache.withLock { $0.removeAll() }
    }

    /// The most lists remembered; past it the cache starts anew (a document has a handful).
    static let maxCachedLists = 1024

    private struct Key: Hashable {
        var families: [String]
        var generics: GenericFontFamilies
        var orDefault: Bool
    }

    private static let cache = Mutex<[Key: String?]>([:])

    /// Blink's alternate names (FontCache::AlternateFamilyName), tried when a family is missing.
    static let alternates: [String: String] = [
        "arial": "Helvetica", "helvetica": "Arial", "times": "Times New Roman", "times new roman": "Times",
        "courier": "Courier New", "courier new": "Courier",
    ]

    /// The names Chromium lets fontconfig substitute freely (IsFallbackFontAllowed).
    static let openNames: Set<String> = ["sans", "serif", "monospace"]

    private static func resolveUncached(_ families: [String], generics: GenericFontFamilies, orDefault: Bool) throws -> String? {
        for name in families where !name.isEmpty {
            if let generic = generics.family(forGeneric: name) {
                if let found = try match(generic) { return found }
                continue
            }
            if let found = try match(name) { return found }
            if let alternate = alternates[name.lowercased()], let found = try match(alternate) { return found }
        }
        guard orDefault else { return nil }
        return try match(generics.serif) ?? match(generics.serif, acceptingAny: true) ?? generics.serif
    }

    /// The installed family fontconfig gives for `name` if a browser takes it; nil if not.
    static func match(_ name: String, acceptingAny: Bool = false) throws -> String? {
        guard !name.isEmpty, name.utf8.count <= TextStyle.maxFontNameBytes, !name.utf8.contains(0) else { return nil }
        var found = [CChar](repeating: 0, count: 512)
        let any = acceptingAny || openNames.contains(name.lowercased())
        let result = lamina_font_family_match(name, any ? 1 : 0, &found, Int32(found.count))
        guard result >= 0 else {
            throw RenderError.textUnavailable(lamina_pango_error().map { String(cString: $0) }
                                              ?? "fontconfig could not be loaded to find the family \"\(name)\"")
        }
        guard result == 1 else { return nil }
        return String(decoding: found.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
