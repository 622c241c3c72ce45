// CSS family lists resolved as Chromium on Linux resolves them (FontFamilyList.swift), among the
// fonts Scripts/bootstrap.sh installs (fonts-dejavu-core, fonts-liberation, fonts-urw-base35).
// The expected families are what headless Chromium 156 drew each list in on such a machine;
// where that is whatever fontconfig prefers for an open name (monospace, sans, system-ui), which
// another installed font can change, the expectation is fontconfig's own first choice.
import Foundation
import Testing
@testable import LaminaRender

@Suite struct FontFamilyListTests {
    /// Each list and the installed family Chromium drew it in.
    static let chromium: [(String, String)] = [
        ("", "Liberation Serif"), ("serif", "Liberation Serif"), ("Serif", "Liberation Serif"),
        ("sans-serif", "Liberation Sans"), ("monospace", fontconfigMonospace), ("Monospace", fontconfigMonospace),
        ("cursive", "Liberation Serif"), ("fantasy", "Liberation Serif"), ("system-ui", fontconfigSans),
        ("sans", fontconfigSans), ("Sans", fontconfigSans), ("Foo", "Liberation Serif"), ("Arial", "Liberation Sans"),
        ("Helvetica", "Liberation Sans"), ("Times New Roman", "Liberation Serif"), ("Times", "Liberation Serif"),
        ("Courier New", "Liberation Mono"), ("Courier", "Liberation Mono"), ("Verdana", "Liberation Serif"),
        ("Bitstream Vera Sans", "Liberation Serif"), ("Georgia", "Liberation Serif"), ("Palatino", "Liberation Serif"),
        ("Comic Sans MS", "Liberation Serif"), ("Impact", "Liberation Serif"), ("DejaVu Sans", "DejaVu Sans"),
        ("Nimbus Sans", "Nimbus Sans"), ("Liberation Sans", "Liberation Sans"), ("Foo,sans-serif", "Liberation Sans"),
        ("Helvetica,Arial", "Liberation Sans"),
    ]

    /// fontconfig's first choice for its monospace family (DejaVu Sans Mono with the bootstrap's fonts).
    static let fontconfigMonospace = (try? FontFamilyList.match("monospace", acceptingAny: true)) ?? "DejaVu Sans Mono"
    /// fontconfig's first choice for its sans family (DejaVu Sans with the bootstrap's fonts).
    static let fontconfigSans = (try? FontFamilyList.match("sans", acceptingAny: true)) ?? "DejaVu Sans"

    @Test(arguments: chromium)
    func aListResolvesToTheFamilyChromiumDraws(list: String, family: String) throws {
        let families = list.isEmpty ? [] : list.split(separator: ",").map(String.init)
        #expect(try FontFamilyList.resolve(families) == family)
    }

    @Test func theGenericFamiliesCanBeRenamed() throws {
        var generics = GenericFontFamilies()
        generics.serif = "DejaVu Serif"
        generics.sansSerif = "Nimbus Sans"
        #expect(try FontFamilyList.resolve([], generics: generics) == "DejaVu Serif")
        #expect(try FontFamilyList.resolve(["Foo"], generics: generics) == "DejaVu Serif")
        #expect(try FontFamilyList.resolve(["sans-serif"], generics: generics) == "Nimbus Sans")
        // A default family that is not installed still gives fontconfig's choice for it.
        generics.serif = "No Such Family"
        #expect(try !FontFamilyList.resolve([], generics: generics).isEmpty)
    }

    @Test func namesThatNoFontCanHaveAreSkipped() throws {
        #expect(try FontFamilyList.resolve([String(repeating: "a", count: 5000), "sans-serif"]) == "Liberation Sans")
        #expect(try FontFamilyList.resolve(["Deja\u{0}Vu", "monospace"]) == Self.fontconfigMonospace)
    }

    @Test func aCharacterTheFontLacksComesFromAnotherFont() throws {
        // Liberation Serif has no black star (U+2605); fontconfig's next font for it has.
        let star = try Canvas.textOutline("\u{2605}", style: TextStyle(fontFamily: "Liberation Serif", fontSize: 100))
        let dejaVu = try ["DejaVu Sans", "DejaVu Serif"].map {
            try Canvas.textOutline("\u{2605}", style: TextStyle(fontFamily: $0, fontSize: 100)).path.bounds
        }
        #expect(dejaVu.contains(star.path.bounds))
        // Not the box Liberation Serif draws for a character it lacks.
        let box = try Canvas.textOutline("\u{10FFFD}", style: TextStyle(fontFamily: "Liberation Serif", fontSize: 100))
        #expect(star.path.bounds != box.path.bounds)
    }
}
