// A large value that is copied far more often than it is changed, kept on the heap.

/// A value kept on the heap and shared between copies until one of them changes it: a struct
/// that carries a large part (the resolver's context carries the computed style, ~900 bytes)
/// copies one pointer where it copied the whole part. Reads borrow the shared value; a change
/// copies it first when another copy still shares it, and a whole new value takes a box of its own.
@propertyWrapper
struct CopyOnWrite<Value> {
    private final class Storage {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    private var storage: Storage

    init(wrappedValue: Value) { storage = Storage(wrappedValue) }

    var wrappedValue: Value {
        _read { yield storage.value }
        set {
            if isKnownUniquelyReferenced(&storage) { storage.value = newValue } else { storage = Storage(newValue) }
        }
        _modify {
            if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.value) }
            yield &storage.value
        }
    }
}
