// Font providers, as lottie-ios's (FontProvider/AnimationFontProvider.swift): the font a text
// layer is set in, asked for by the font name the file gives (`f`, a PostScript name such as
// "AvenirNext-Medium") and the document's size. lottie-ios's Core Animation engine sets the
// text in the returned font at that font's own size, whatever the document's, and so does Lamina.
import Foundation
import LaminaRender

/// Gives the fonts text layers are set in, as lottie-ios's `AnimationFontProvider`.
public protocol AnimationFontProvider: Sendable {
    /// The font (family, weight, slant and ``TextStyle/fontSize`` in points) to set text in
    /// whose file names the font `family` at `size` points; nil for the file's own (the
    /// installed font of that name, else the glyphs the file embeds, else Helvetica).
    func fontFor(family: String, size: CGFloat) -> TextStyle?
}

/// The file's own fonts, as lottie-ios's `DefaultFontProvider`.
public struct DefaultFontProvider: AnimationFontProvider, Equatable {
    /// A provider that changes nothing.
    public init() {}

    /// nil: the file's own font.
    public func fontFor(family: String, size: CGFloat) -> TextStyle? { nil }
}

extension LottieAnimation {
    /// Sets text layers' fonts from `provider` (nil: the file's own), as lottie-ios's
    /// `fontProvider`. Takes effect in the next ``makeLayer(options:)``.
    public mutating func setFontProvider(_ provider: (any AnimationFontProvider)?) {
        fontProvider = provider
        forgetLayers()
    }
}
