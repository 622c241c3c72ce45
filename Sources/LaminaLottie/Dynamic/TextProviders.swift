// Text providers, as lottie-ios's (TextProvider/AnimationTextProvider.swift): the text a text
// layer shows, asked for by the layer's keypath (its precomp layers' names, then its own) and
// the text the file gives. lottie-ios's Core Animation engine asks once per layer, for its one
// text; Lamina asks for the text of each of the layer's text keyframes.

/// Gives the text of text layers by their keypaths, as lottie-ios's `AnimationKeypathTextProvider`.
public protocol AnimationKeypathTextProvider: Sendable {
    /// The text to show for the text layer at `keypath` (e.g. "Precomp.Title") whose file gives
    /// `sourceText`; nil keeps `sourceText`.
    func text(for keypath: AnimationKeypath, sourceText: String) -> String?
}

/// Texts by keypath, as lottie-ios's `DictionaryTextProvider`: a layer's whole keypath
/// ("ENVELOPE.sender_username") is looked up first, then its last key, the layer's own name
/// ("sender_username"); a layer named in neither keeps its text.
public struct DictionaryTextProvider: AnimationKeypathTextProvider, Equatable {
    /// The texts, by whole keypath or by layer name.
    public let values: [String: String]

    /// A provider of `values`, by whole keypath ("A.B") or layer name ("B").
    public init(_ values: [String: String]) {
        self.values = values
    }

    /// The text for the whole keypath, else for its last key, else `sourceText`.
    public func text(for keypath: AnimationKeypath, sourceText: String) -> String? {
        values[keypath.string] ?? keypath.keys.last.flatMap { values[$0] } ?? sourceText
    }
}

/// The file's own texts, as lottie-ios's `DefaultTextProvider`.
public struct DefaultTextProvider: AnimationKeypathTextProvider, Equatable {
    /// A provider that changes nothing.
    public init() {}

    /// `sourceText`.
    public func text(for keypath: AnimationKeypath, sourceText: String) -> String? { sourceText }
}

extension LottieAnimation {
    /// Sets the text of every text layer (precomps' too) to what `provider` gives for its
    /// keypath, as lottie-ios's `textProvider`; each text keyframe keeps its font, size and
    /// colours. The replacement happens in the animation's JSON, before any layer tree is built.
    /// - Returns: how many text keyframes changed.
    @discardableResult
    public mutating func setTextProvider(_ provider: any AnimationKeypathTextProvider) -> Int {
        guard case .object(let top) = json else { return 0 }
        var changed = 0
        let result = LayerTreeRewrite.rewrite(top, frames: startFrame...endFrame, limits: limits) { layer, keys, _ in
            guard layer["ty"]?.numeric == 5 else { return layer }
            return LayerColors.editingDocuments(of: layer) { style, _ in
                guard case .string(let source)? = style["t"],
                      let text = provider.text(for: AnimationKeypath(keys: keys), sourceText: source), text != source else { return }
                style.append("t", .string(text))
                changed += 1
            }
        }
        if changed > 0 { replaceRoot(.object(result)) }
        return changed
    }
}
