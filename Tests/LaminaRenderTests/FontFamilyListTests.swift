// CSS family lists resolved as Chromium on Linux resolves them (FontFamilyList.swift), among the
// fonts Scripts/bootstrap.sh installs (fonts-dejavu-core, fonts-liberation, fonts-urw-base35).
// The expected families are what headless Chromium 156 drew each list in on such a machine.
import Foundation
import LaminaRender
import Testing

@Suite struct FontFamilyListTests {
    /// Each list and the installed family Chromium drew it in.
    static let chromium: [(String, String)] = [
        ("", "Liberation Serif"), ("serif", "Liberation Serif"), ("Serif", "Liberation Serif"),
        ("sans-serif", "Liberation Sans"), ("monospace", "DejaVu Sans Mono"), ("Monospace", "DejaVu Sans Mono"),
        ("cursive", "Liberation Serif"), ("fantasy", "Liberation Serif"), ("system-ui", "DejaVu Sans"),
        ("sans", "DejaVu Sans"), ("Sans", "DejaVu Sans"), ("Foo", "Liberation Serif"), ("Arial", "Liberation Sans"),
        ("Helvetica", "Liberation Sans"), ("Times New Roman", "Liberation Serif"), ("Times", "Liberation Serif"),
        ("Courier New", "Liberation Mono"), ("Courier", "Liberation Mono"), ("Verdana", "Liberation Serif"),
        ("Bitstream Vera Sans", "Liberation Serif"), ("Georgia", "Liberation Serif"), ("Palatino", "Liberation Serif"),
        ("Comic Sans MS", "Liberation Serif"), ("Impact", "Liberation Serif"), ("DejaVu Sans", "DejaVu Sans"),
        ("Nimbus Sans", "Nimbus Sans"), ("Liberation Sans", "Liberation Sans"), ("Foo,sans-serif", "Liberation Sans"),
        ("Helvetica,Arial", "Liberation Sans"),
    ]

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
        #expect(try FontFamilyList.resolve(["Deja\u{0}Vu", "monospace"]) == "DejaVu Sans Mono")
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
