// Part Files/: finding a run of bytes in a file's bytes (an XML document's DOCTYPE and
// entities, a Lottie file's slot ids), candidates found with the C library's memchr and memcmp.
// May use: the C library; no other part.
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Searches bytes for a run of bytes.
package enum ByteSearch {
    /// The first index at or after `from` where `needle` occurs in `haystack`; nil when it does
    /// not. Candidates are found with the C library's `memchr` where the bytes are contiguous,
    /// since these searches run over whole documents: it looks for the byte of `needle` at
    /// `anchor` (default its first), so a caller names the one rarest in what it searches, and
    /// each candidate is checked with `memcmp`.
    package static func firstIndex<C: RandomAccessCollection<UInt8>>(of needle: [UInt8], in haystack: C,
                                                                    from: C.Index, anchor: Int = 0) -> C.Index?
        where C.Index == Int {
        guard needle.indices.contains(anchor), from < haystack.endIndex else { return nil }
        // Outer nil: the bytes are not contiguous; inner nil: the needle is not there.
        let found: Int?? = haystack[from...].withContiguousStorageIfAvailable { tail -> Int? in
            guard let base = tail.baseAddress, needle.count <= tail.count else { return nil }
            return needle.withUnsafeBytes { wanted -> Int? in
                guard let wanted = wanted.baseAddress else { return nil }
                // Candidates start at 0 … last; their anchors sit `anchor` bytes further on.
                let last = tail.count - needle.count, byte = Int32(needle[anchor])
                var start = 0
                while start <= last {
                    guard let hit = memchr(base + start + anchor, byte, last - start + 1) else { return nil }
                    start = UnsafeRawPointer(hit) - UnsafeRawPointer(base) - anchor
                    if memcmp(base + start, wanted, needle.count) == 0 { return from + start }
                    start += 1
                }
                return nil
            }
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
