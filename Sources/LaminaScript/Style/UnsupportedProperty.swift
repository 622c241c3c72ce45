// When a property Lamina does not draw deserves a warning: only where it would change the
// picture. Drawing programs write every property on every element (Inkscape's
// `style="font-style:normal;letter-spacing:0px;enable-background:accumulate;isolation:auto"` on
// a plain path), so a warning for each would bury the few that matter. Silent are a property's
// initial value and the values that draw as it, `enable-background` (no browser draws it), and text
// properties on elements that hold no text (they inherit, so a group with text inside still
// warns).

/// The warning policy for properties in ``ScriptStyle/unsupportedProperties``.
enum UnsupportedProperty {
    /// Properties that change nothing in any picture Lamina draws, whatever their value.
    static let neverDrawn: Set<String> = ["enable-background"]

    /// Values that draw as the property's initial value, by property (lower case, no spaces).
    static let initialValues: [String: Set<String>] = [
        "font-variant": ["normal"],
        "font-stretch": ["normal", "100%"],
    ]

    /// Properties that only change text.
    static let textProperties: Set<String> = [
        "font", "font-variant", "font-stretch",
    ]

    /// The elements that hold or are text.
    static let textElements: Set<String> = ["text", "tspan", "tref", "textPath"]

    /// Whether setting `name` to `value` on `element` changes nothing in the picture, so
    /// that Lamina, not drawing the property, need not say so.
    static func isSilent(_ name: String, _ value: String, on element: ScriptElement) -> Bool {
        if neverDrawn.contains(name) { return true }
        let normalized = String(value.lowercased().filter { !$0.isWhitespace })
        if initialValues[name]?.contains(normalized) == true || normalized == "inherit" { return true }
        return textProperties.contains(name) && !holdsText(element)
    }

    /// Whether `element` is text or has text inside it. It runs only for an element setting a
    /// text property to a value that draws, and nesting is limited (``ScriptLimits/maxDepth``),
    /// so the walks stay within the depth times the elements.
    private static func holdsText(_ element: ScriptElement) -> Bool {
        var pending = [element]
        while let next = pending.popLast() {
            if textElements.contains(next.name) { return true }
            pending.append(contentsOf: next.children)
        }
        return false
    }
}
