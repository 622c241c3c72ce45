// Text set on several threads at once: Pango's FreeType font maps share state between threads,
// so Canvas serialises text (Canvas.pangoLock); without it a glyph no font has came out 0 wide
// (and drew no box) now and then when other threads shaped text meanwhile.
import Foundation
import LaminaRender
import Testing

@Suite struct TextConcurrencyTests {
    @Test func aMissingGlyphKeepsItsBoxWhileOtherThreadsSetText() async throws {
        let reference = try Canvas.textOutline("\u{0378}", style: TextStyle(fontSize: 20))
        #expect(reference.advance > 0 && !reference.path.isEmpty)
        let failures = await withTaskGroup(of: Int.self) { group in
            for worker in 0..<8 {
                group.addTask {
                    var failures = 0
                    for index in 0..<200 {
                        let missing = (index + worker) % 3 == 0
                        var style = TextStyle(fontSize: 20)
                        if index % 5 == 0 { style.fontFamily = "serif" }
                        let outline = try? Canvas.textOutline(missing ? "\u{0378}" : "Hello \(index) wörld", style: style)
                        if missing, (outline?.advance ?? 0) <= 0 || (outline?.path.isEmpty ?? true) { failures += 1 }
                    }
                    return failures
                }
            }
            return await group.reduce(0, +)
        }
        #expect(failures == 0)
    }
}
