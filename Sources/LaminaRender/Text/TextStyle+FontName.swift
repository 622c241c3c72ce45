// Fonts by name, as Core Text's CTFontCreateWithName finds them: the installed font whose
// PostScript name ("AvenirNext-Medium"), or else full name, is given, through fontconfig. What
// names fonts that way (Lottie's text documents) sets text with the family, weight and slant
// fontconfig reports for it, so Pango picks that very face.
import CPango
import Foundation

extension TextStyle {
    /// The largest font name looked up, in bytes (PostScript names have at most 63 characters).
    static let maxFontNameBytes = 1024

    /// `style` set in the installed font whose PostScript name, or else full name, is `name`
    /// (fontconfig's fonts and those added by ``Canvas/addFontDirectory(_:)``): its family,
    /// weight and slant; nil when no installed font has that name.
    /// - Throws: ``RenderError/textUnavailable(_:)`` when Pango or fontconfig cannot be
    ///   loaded.
    public static func font(named name: String, style: TextStyle = TextStyle()) throws -> TextStyle? {
        guard !name.isEmpty, name.utf8.count <= maxFontNameBytes, !name.utf8.contains(0) else { return nil }
        var family = [CChar](repeating: 0, count: 512)
        var weight: Int32 = 400, slanted: Int32 = 0
        let found = lamina_font_named(name, &family, Int32(family.count), &weight, &slanted)
        guard found >= 0 else {
            throw RenderError.textUnavailable(lamina_pango_error().map { String(cString: $0) }
                                              ?? "fontconfig could not be loaded to find the font \"\(name)\"")
        }
        guard found == 1 else { return nil }
        var result = style
        result.fontFamily = String(decoding: family.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        result.fontWeight = FontWeight(rawValue: Int(weight))
        result.isItalic = slanted != 0
        return result
    }
}
