/// A path to a layer, group, shape item or property in a Lottie animation, with lottie-ios's name and syntax.
///
/// Keys are the `nm` names of layers, groups and items, ending with a property name as lottie-ios names it
/// ("Color", "Opacity", "Position", "Scale", "Rotation", "Stroke Width", "Transform.Opacity", …), joined by ".":
/// `AnimationKeypath(keypath: "Layer.Group.Fill 1.Color")`.
///
/// Wildcards follow lottie-ios's Core Animation engine (`ValueProviderStore`):
/// - `*` matches exactly one key (and, inside a key, any run of characters other than "."; `Fill*` matches `Fill 1`);
/// - `**` matches zero or more keys (one or more when it ends the keypath after another key) (`**.Color` matches `Color`, `Layer.Color` and `Layer.Group.Fill 1.Color`).
public struct AnimationKeypath: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The keys, outermost first. Never split further: a key may not contain ".".
    public var keys: [String]

    /// Creates a keypath from a "."-separated string, as lottie-ios does.
    public init(keypath: String) {
        keys = keypath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }

    /// Creates a keypath from its keys, outermost first.
    public init(keys: [String]) {
        self.keys = keys
    }

    /// Creates a keypath from a "."-separated string literal.
    public init(stringLiteral value: String) {
        self.init(keypath: value)
    }

    /// The keys joined by ".", as lottie-ios's `string`.
    public var string: String { keys.joined(separator: ".") }

    /// The keys joined by ".".
    public var description: String { string }

    /// Whether this keypath (which may hold `*` and `**` wildcards) matches `concrete`, a keypath
    /// taken from the animation hierarchy without wildcards.
    public func matches(_ concrete: AnimationKeypath) -> Bool {
        Self.match(pattern: keys[...], concrete: concrete.keys[...])
    }

    private static func match(pattern: ArraySlice<String>, concrete: ArraySlice<String>) -> Bool {
        guard let first = pattern.first else { return concrete.isEmpty }
        if first == "**" {
            // Zero or more whole keys; one or more when last after another key ("Color.**"
            // needs a key after "Color", as lottie-ios's `\..*` does).
            if pattern.count == 1, pattern.startIndex > 0 { return !concrete.isEmpty }
            var rest = concrete
            while true {
                if match(pattern: pattern.dropFirst(), concrete: rest) { return true }
                guard !rest.isEmpty else { return false }
                rest = rest.dropFirst()
            }
        }
        guard let key = concrete.first, matchKey(pattern: Substring(first), key: Substring(key)) else { return false }
        return match(pattern: pattern.dropFirst(), concrete: concrete.dropFirst())
    }

    /// Glob match of one key: `*` stands for one or more characters (lottie-ios's `[^.]+`).
    private static func matchKey(pattern: Substring, key: Substring) -> Bool {
        guard let star = pattern.firstIndex(of: "*") else { return pattern == key }
        let prefix = pattern[..<star]
        guard key.hasPrefix(prefix) else { return false }
        let restPattern = pattern[pattern.index(after: star)...]
        var rest = key.dropFirst(prefix.count)
        guard !rest.isEmpty else { return false }
        rest = rest.dropFirst()
        while true {
            if matchKey(pattern: restPattern, key: rest) { return true }
            guard !rest.isEmpty else { return false }
            rest = rest.dropFirst()
        }
    }
}
