// UIAppearance for layers (SEMANTICS §4): defaults per layer type, optionally only inside a
// chain of container types, with Chameleon's precedence (subclass rules beat superclass rules,
// longer containment chains beat shorter, the instance's own values always win).
import Foundation

/// A set of appearance rules: property values given to every layer of a type, optionally only
/// when it is contained in layers of given types, as `UIAppearance`.
///
/// Attach the rules to a layer (``Layer/appearanceRules``, typically the root, like a window):
/// they apply to that layer and its subtree when a layer joins the tree and again at every
/// commit. Properties are named by key paths, so rules are type-checked:
///
///     let rules = AppearanceRules()
///     rules.set(\NavigationBar.backgroundColor, to: .brown)
///     rules.set(\NavigationBar.tintColor, to: .white, whenContainedIn: [PhotoPicker.self])
///     window.appearanceRules = rules
///
/// Precedence, when several rules set one property of a layer: rules for a superclass apply
/// before rules for its subclasses, and within a type shorter containment chains before longer
/// ones, then in the order they were added; the last applied wins. A value set on the instance
/// is never overwritten: before a rule writes a property, the property must still hold the type's
/// default value (read from a freshly made instance) or the value a rule last wrote there.
/// Setting a property to its type's default counts as leaving it unset.
///
/// Not thread-safe, like the layer tree it serves.
public final class AppearanceRules {
    /// One rule.
    struct Rule {
        /// The layer type the rule is for, and a test of whether another type is it or a subclass.
        let type: Layer.Type
        let includes: (Layer.Type) -> Bool
        /// The containers, innermost first.
        let containers: [Layer.Type]
        /// The position among the rules added, for ties.
        let order: Int
        /// Whether `layer` holds no instance value for the property (the default, or what a rule
        /// last wrote).
        let isUnset: (Layer) -> Bool
        /// Writes the value and records it.
        let write: (Layer) -> Void
    }

    private var rules: [Rule] = []

    /// Creates an empty rule set.
    public init() {}

    /// How many rules were added.
    public var count: Int { rules.count }

    /// Adds a rule: every layer of type `L` (subclasses included) gets `value` at `keyPath`,
    /// unless the instance set that property itself.
    /// - Parameters:
    ///   - keyPath: the property, rooted at the layer type the rule is for.
    ///   - value: the value to give it.
    ///   - containers: container types, innermost first (as UIKit's
    ///     `appearance(whenContainedInInstancesOf:)`): the rule applies only when, going up from
    ///     the layer, an instance of each is met in this order (others may lie between). Default
    ///     empty: everywhere.
    public func set<L: Layer, Value: Equatable>(_ keyPath: ReferenceWritableKeyPath<L, Value>, to value: Value,
                                                whenContainedIn containers: [Layer.Type] = []) {
        let defaultValue = L()[keyPath: keyPath]
        rules.append(Rule(
            type: L.self,
            includes: { $0 is L.Type },
            containers: containers,
            order: rules.count,
            isUnset: { layer in
                guard let layer = layer as? L else { return false }
                let current = layer[keyPath: keyPath]
                // Looked up before casting: a missing entry cast to an optional Value would read
                // as a written nil.
                guard let stored = layer.look.appearanceWrites[keyPath] else { return current == defaultValue }
                return (stored as? Value).map { current == $0 } ?? false
            },
            write: { layer in
                guard let layer = layer as? L else { return }
                layer[keyPath: keyPath] = value
                // Wrapped explicitly: an optional nil stored as `Any?` would remove the entry.
                layer.look.appearanceWrites[keyPath] = .some(value as Any)
            }))
    }

    /// Removes every rule. Values already written stay.
    public func removeAll() { rules.removeAll() }

    /// Applies the rules that match `layer`, whose ancestors' types are `ancestors` (nearest
    /// first), in precedence order. Whether each property is unset is decided before any rule
    /// writes, so rules for one property from several types do not mistake each other's values
    /// for the instance's.
    func apply(to layer: Layer, ancestors: [Layer.Type]) {
        let kind = type(of: layer)
        let matching = rules.filter { $0.includes(kind) && Self.chain(ancestors, contains: $0.containers) }
        guard !matching.isEmpty else { return }
        let ranked = matching.map { rule in
            // How many of the matching types this rule's type is a subclass of (itself included):
            // superclass rules rank lower and apply first.
            (rule: rule, depth: Set(matching.filter { $0.includes(rule.type) }.map { ObjectIdentifier($0.type) }).count)
        }.sorted { ($0.depth, $0.rule.containers.count, $0.rule.order) < ($1.depth, $1.rule.containers.count, $1.rule.order) }
        let unset = ranked.map { $0.rule.isUnset(layer) }
        for (entry, isUnset) in zip(ranked, unset) where isUnset { entry.rule.write(layer) }
    }

    /// Whether `containers` (innermost first) appear in `ancestors` (nearest first) in order.
    static func chain(_ ancestors: [Layer.Type], contains containers: [Layer.Type]) -> Bool {
        var remaining = containers[...]
        for ancestor in ancestors {
            guard let next = remaining.first else { break }
            if ancestor == next || isSubclass(ancestor, of: next) { remaining = remaining.dropFirst() }
        }
        return remaining.isEmpty
    }

    /// Whether `type` is `base` or a subclass of it.
    private static func isSubclass(_ type: Layer.Type, of base: Layer.Type) -> Bool {
        var current: AnyClass? = type
        while let c = current {
            if c == base { return true }
            current = _getSuperclass(c)
        }
        return false
    }
}

extension Layer {
    /// The appearance rules for this layer and its subtree. Default nil: the rules of the nearest
    /// ancestor that has some apply (if any). Setting rules applies them to the subtree at once.
    public var appearanceRules: AppearanceRules? {
        get { look.appearanceRules }
        set {
            look.appearanceRules = newValue
            applyAppearanceToSubtree()
        }
    }

    /// Applies the appearance rules in force to this layer and its subtree: called when the layer
    /// joins a tree (and again at commit).
    func applyAppearanceToSubtree() {
        guard let rules = nearestAppearanceRules else { return }
        var ancestors: [Layer.Type] = []
        var next = superlayer
        while let current = next, ancestors.count <= RenderTree.maxDepth {
            ancestors.append(type(of: current))
            next = current.superlayer
        }
        applyAppearance(rules, ancestors: ancestors, depth: 0)
    }

    /// The rules of the nearest layer that has some, this one or an ancestor (those
    /// ``LookContext/of(_:)`` finds), found without building the context: a layer joins a tree
    /// at every insert, and most trees have no rules.
    private var nearestAppearanceRules: AppearanceRules? {
        var next: Layer? = self
        var depth = 0
        while let current = next, depth <= RenderTree.maxDepth {
            if let rules = current.look.appearanceRules { return rules }
            next = current.superlayer
            depth += 1
        }
        return nil
    }

    private func applyAppearance(_ inherited: AppearanceRules, ancestors: [Layer.Type], depth: Int) {
        guard depth <= RenderTree.maxDepth else { return }
        let rules = look.appearanceRules ?? inherited
        rules.apply(to: self, ancestors: ancestors)
        let inner = [type(of: self)] + ancestors
        for sublayer in sublayerStorage ?? [] { sublayer.applyAppearance(rules, ancestors: inner, depth: depth + 1) }
    }
}
