// A large, rarely set part of a resolved node, kept on the heap.

/// An optional value kept on the heap: a struct that holds a large, rarely set part (a mask, a
/// shadow) pays one pointer for it instead of its whole size, and each copy of the struct
/// copies that pointer, not the part. Setting it stores a new box; nil costs no allocation.
@propertyWrapper
struct HeapOptional<Value> {
    private final class Storage {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    private var storage: Storage?

    init(wrappedValue: Value?) { storage = wrappedValue.map(Storage.init) }

    var wrappedValue: Value? {
        get { storage?.value }
        set { storage = newValue.map(Storage.init) }
    }
}
