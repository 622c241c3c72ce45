// One table from several sets of names: the walk and the cascade ask "what is this name?"
// with one hash instead of one set lookup per kind.

extension Dictionary where Key == String {
    /// Every name of every set, mapped to the value paired with its set; a name in several sets
    /// takes the value of the last.
    init(naming groups: [(names: Set<String>, value: Value)]) {
        self.init()
        for (names, value) in groups {
            for name in names { self[name] = value }
        }
    }
}
