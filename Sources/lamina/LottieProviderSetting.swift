// `--text KEYPATH=TEXT`, `--font NAME=FONT[@SIZE]` and `--image-gravity GRAVITY`: Lottie text,
// font and image providers from the command line.
import Foundation
import Lamina
import LaminaLottie
import LaminaRender

/// Parses `--text`, `--font` and `--image-gravity` into providers.
enum LottieProviderSetting {
    /// A text provider of `settings`, each `KEYPATH=TEXT` (lottie-ios's `DictionaryTextProvider`:
    /// a whole keypath or a layer's name).
    /// - Throws: ``CLIError`` when a setting has no "=" or no keypath (exit 2).
    static func textProvider(_ settings: [String]) throws -> DictionaryTextProvider {
        var values: [String: String] = [:]
        for setting in settings {
            guard let equals = setting.firstIndex(of: "="), equals != setting.startIndex else {
                throw CLIError("--text: expected KEYPATH=TEXT, e.g. 'Title=Hello', found '\(setting)'")
            }
            values[String(setting[..<equals])] = String(setting[setting.index(after: equals)...])
        }
        return DictionaryTextProvider(values)
    }

    /// A font provider of `settings`, each `NAME=FONT[@SIZE]`: text the file sets in the font
    /// `NAME` (`*`: any font) is set in the installed font `FONT` (a PostScript name or a family;
    /// Helvetica's substitute, with a warning on standard error, when it is not installed), at
    /// `SIZE` points or the text's own size.
    /// - Throws: ``CLIError`` for a setting not so written or a size that is not above 0 (exit 2).
    static func fontProvider(_ settings: [String]) throws -> CommandLineFontProvider {
        var fonts: [String: CommandLineFontProvider.Font] = [:]
        for setting in settings {
            let (name, text) = try LottieValueSetting.split(setting, option: "--font", form: "NAME=FONT[@SIZE], e.g. '*=DejaVu Sans@36'")
            var fontName = text, size: Double?
            if let at = text.lastIndex(of: "@") {
                fontName = String(text[..<at]).trimmingCharacters(in: .whitespaces)
                guard let points = Double(text[text.index(after: at)...].trimmingCharacters(in: .whitespaces)),
                      points > 0, points <= TextLayer.maxFontSize else {
                    throw CLIError("--font \(name): expected a size in points above 0 and at most \(Int(TextLayer.maxFontSize)) "
                                   + "after @, found '\(text)'")
                }
                size = points
            }
            var style: TextStyle
            if let found = try TextStyle.font(named: fontName) {
                style = found
            } else {
                style = TextStyle()
                style.fontFamily = "Helvetica"
                let warning = "warning: --font \(name): the font \"\(fontName)\" is not installed (--font-dir adds a folder "
                    + "of fonts); set in Helvetica\n"
                FileHandle.standardError.write(Data(warning.utf8))
            }
            fonts[name] = CommandLineFontProvider.Font(style: style, size: size)
        }
        return CommandLineFontProvider(fonts: fonts)
    }

    /// Fits every image asset's picture by `gravity` (a ``ContentsGravity`` name) when given.
    /// - Throws: ``CLIError`` naming the gravities for an unknown name (exit 2).
    static func applyImageGravity(_ gravity: String?, to animation: inout LottieAnimation) throws {
        guard let gravity else { return }
        guard let value = ContentsGravity(rawValue: gravity) else {
            throw CLIError("--image-gravity: expected one of " + ContentsGravity.allCases.map(\.rawValue).joined(separator: ", ")
                           + ", found '\(gravity)'")
        }
        animation.setImageProvider(DictionaryImageProvider([:], contentsGravity: value))
    }
}

/// Fonts by the name a Lottie file gives (`*` for every other), each at its own size or the text's.
struct CommandLineFontProvider: AnimationFontProvider {
    /// A font and the size to set it at.
    struct Font: Equatable {
        /// The family, weight and slant.
        var style: TextStyle
        /// The size in points; nil for the text's own.
        var size: Double?
    }

    /// The fonts, by the file's font name or `*`.
    let fonts: [String: Font]

    /// The font for `family` (else for `*`) at its size or `size`; nil for the file's own.
    func fontFor(family: String, size: CGFloat) -> TextStyle? {
        guard let font = fonts[family] ?? fonts["*"] else { return nil }
        var style = font.style
        style.fontSize = font.size.map { CGFloat($0) } ?? size
        return style
    }
}
