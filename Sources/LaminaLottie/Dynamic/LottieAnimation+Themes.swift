// dotLottie 2 themes by name: the themes an archive holds, and the one in use, whose rules put
// values in the animation's slots under those set with setSlot (DotLottieTheme.swift).

extension LottieAnimation {
    /// The dotLottie 2 themes of the archive the animation came from (`t/ID.json`), in the
    /// manifest's order; empty for JSON and for archives without themes.
    public var themes: [String] { archive?.themeIDs ?? [] }

    /// The theme in use: the playing animation's `initialTheme` after loading (unless it cannot
    /// be used, which ``warnings`` says), or the last ``setTheme(_:)``; nil for none.
    public var theme: String? { slotTable.theme }

    /// Uses the theme `id` (nil: none, the file's own slot values): each of its rules for the
    /// playing animation puts its value in a slot, under the values set with ``setSlot(_:_:)``;
    /// a rule Lamina cannot use is skipped with a warning (``warnings``) naming the theme file
    /// and the rule. Builds the layers again at once, as ``setSlot(_:_:)`` does.
    /// - Throws: ``LottieError/invalid(path:message:)`` when the archive has no theme `id`
    ///   (listing those it has) or its file is not a theme; the errors of building the layers.
    public mutating func setTheme(_ id: String?) throws {
        var copy = self
        if let id {
            guard let archive else {
                throw LottieError.invalid(path: "manifest.json", message: "expected a theme \"\(id)\", found none; "
                                          + "themes come in dotLottie (.lottie) files, and this animation is not one")
            }
            copy.slotTable.use(theme: id, try DotLottieTheme(id, archive: archive, slots: slotTable, maxDepth: limits.maxDepth))
        } else {
            copy.slotTable.use(theme: nil, nil)
        }
        try copy.build()
        self = copy
    }
}
