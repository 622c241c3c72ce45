// ByteSearch (Files/ByteSearch.swift): the first occurrence of a run of bytes, found through
// memchr on the needle's anchor byte and memcmp where the bytes are contiguous, and byte by
// byte where they are not; both ways must agree.
@testable import LaminaRender
import Testing

@Suite struct ByteSearchTests {
    /// The search in `text`'s bytes, contiguous (an array) and not (a lazily mapped range).
    static func search(_ needle: String, in text: String, from: Int = 0, anchor: Int = 0) -> (Int?, Int?) {
        let bytes = Array(text.utf8)
        let lazy = (0..<bytes.count).lazy.map { bytes[$0] }
        return (ByteSearch.firstIndex(of: Array(needle.utf8), in: bytes, from: from, anchor: anchor),
                ByteSearch.firstIndex(of: Array(needle.utf8), in: lazy, from: from, anchor: anchor))
    }

    @Test(arguments: [0, 1, 2, 3, 4])
    func everyAnchorFindsTheFirstOccurrence(anchor: Int) {
        let text = #"{"a":"s","sid":"x","sid":"y"}"#
        #expect(Self.search(#""sid""#, in: text, anchor: anchor) == (9, 9))
        #expect(Self.search(#""sid""#, in: text, from: 10, anchor: anchor) == (19, 19))
        #expect(Self.search(#""sid""#, in: text, from: 20, anchor: anchor) == (nil, nil))
    }

    @Test func needlesAtTheEdgesAndBeyondThem() {
        #expect(Self.search("ab", in: "abxab") == (0, 0))
        #expect(Self.search("ab", in: "xxab", anchor: 1) == (2, 2))
        // An anchor byte at the end whose needle would start too late to fit is no match.
        #expect(Self.search("bd", in: "xxxd", anchor: 1) == (nil, nil))
        #expect(Self.search("abc", in: "ab") == (nil, nil))
        #expect(Self.search("a", in: "") == (nil, nil))
        #expect(Self.search("", in: "abc") == (nil, nil))
        #expect(Self.search("ab", in: "ab", anchor: 2) == (nil, nil))
    }
}
