// When a property Lamina does not draw deserves a warning: only where it would change the
// picture. Drawing programs write every property on every element (Inkscape's
// `enable-background:accumulate` on a plain path), so a warning for each would bury the few that
// matter. Silent are `enable-background` (no browser draws it) and `inherit`.

/// The warning policy for properties in ``ScriptStyle/unsupportedProperties``.
enum UnsupportedProperty {
    /// Properties that change nothing in any picture Lamina draws, whatever their value.
    static let neverDrawn: Set<String> = ["enable-background"]

    /// Whether setting `name` to `value` changes nothing in the picture, so that Lamina, not
    /// drawing the property, need not say so.
    static func isSilent(_ name: String, _ value: String) -> Bool {
        neverDrawn.contains(name) || value.filter { !$0.isWhitespace }.lowercased() == "inherit"
    }
}
