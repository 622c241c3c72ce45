// Part Files/: finding a run of bytes in a file's bytes (an XML document's DOCTYPE and
// entities, a Lottie file's slot ids), candidates found with the C library's memchr.
// May use: the C library; no other part.
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Searches bytes for a run of bytes.
package enum ByteSearch {
    /// The first index at or after `from` where `needle` occurs in `haystack`; nil when it does
    /// not. Candidates are found with the C library's `memchr` where the bytes are contiguous,
    /// since these searches run over whole documents.
    package static func firstIndex<C: RandomAccessCollection<UInt8>>(of needle: [UInt8], in haystack: C,
                                                                    from: C.Index) -> C.Index? where C.Index == Int {
        guard let first = needle.first, from < haystack.endIndex else { return nil }
        // Outer nil: the bytes are not contiguous; inner nil: the needle is not there.
        let found: Int?? = haystack[from...].withContiguousStorageIfAvailable { tail -> Int? in
            guard let base = tail.baseAddress else { return nil }
            var i = 0
            while i + needle.count <= tail.count {
                guard let hit = memchr(base + i, Int32(first), tail.count - needle.count + 1 - i) else { return nil }
                i = UnsafeRawPointer(hit) - UnsafeRawPointer(base)
                if UnsafeBufferPointer(rebasing: tail[i..<i + needle.count]).elementsEqual(needle) { return from + i }
                i += 1
            }
            return nil
        }
        if let found { return found }
        var i = from
        while i + needle.count <= haystack.endIndex {
            if haystack[i..<(i + needle.count)].elementsEqual(needle) { return i }
            i += 1
        }
        return nil
    }
}
