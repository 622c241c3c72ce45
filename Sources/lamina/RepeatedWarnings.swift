// A file that repeats one problem in many places (an expression on every Lottie layer, a
// `<use>` of a missing symbol in every card of a deck) warns once, with a count, instead of
// filling the terminal: shape scripts and Lottie files print their warnings through this.

/// Warnings as the lines to print: one per message, at its first place, counting the others
/// and naming the next few, e.g. `… skipped (also at 11 more: 20:5, 31:5, 42:5, …)`.
enum RepeatedWarnings {
    /// How many further places of a repeated warning a line names.
    static let placesNamed = 3

    /// The lines for `warnings`, in the order each message first appears. Warnings with the
    /// same `message` are one; `place` is where each is, as the line names it (`LINE:COL`, a
    /// JSON path). A warning's own line is its `description`.
    static func lines<Warning: CustomStringConvertible>(_ warnings: [Warning], message: (Warning) -> String,
                                                        place: (Warning) -> String) -> [String] {
        // Most files warn about nothing: no dictionary then (its first use costs a short run).
        guard warnings.count > 1 else { return warnings.map(\.description) }
        var groups: [String: (first: Warning, places: [String])] = [:]
        var order: [String] = []
        for warning in warnings {
            let key = message(warning)
            if groups[key] == nil {
                order.append(key)
                groups[key] = (warning, [])
            } else {
                groups[key]?.places.append(place(warning))
            }
        }
        return order.compactMap { key in
            guard let (first, others) = groups[key] else { return nil }
            guard !others.isEmpty else { return first.description }
            let named = others.prefix(placesNamed).joined(separator: ", ")
            let rest = others.count > placesNamed ? ", …" : ""
            return "\(first) (also at \(others.count) more: \(named)\(rest))"
        }
    }
}
