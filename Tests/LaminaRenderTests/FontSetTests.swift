// Font sets (FontSet.swift): faces under family names of their own, seen only by text set with
// the set, from font data (an installed DejaVu file read as bytes) or an installed face's name.
import Foundation
@testable import LaminaRender
import Testing

@Suite struct FontSetTests {
    static let dejaVuSerifBoldItalic = URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSerif-BoldItalic.ttf")

    /// The outline of "Face" at 20 pt in `style`'s family.
    static func outline(_ style: TextStyle) throws -> BezierPath {
        try Canvas.textOutline("Face", style: style).path
    }

    @Test func aFaceFromDataSetsTextWithTheSetOnly() throws {
        let set = FontSet()
        #expect(set.isEmpty)
        #expect(try set.addFace(family: "Mine", data: Data(contentsOf: Self.dejaVuSerifBoldItalic)))
        let own = try #require(set.internalFamily(for: "MINE"))
        var style = TextStyle(fontFamily: own, fontSize: 20)
        style.fontSet = set
        var installed = TextStyle(fontFamily: "DejaVu Serif", fontSize: 20, fontWeight: .bold)
        installed.isItalic = true
        #expect(try Self.outline(style) == (try Self.outline(installed)))
        // Without the set the name is unknown: fontconfig's default family sets it.
        style.fontSet = nil
        #expect(try Self.outline(style) == (try Self.outline(TextStyle(fontFamily: "sans-serif", fontSize: 20))))
    }

    @Test func aLocalFaceIsFoundByFullOrPostScriptName() throws {
        let set = FontSet()
        #expect(try set.addFace(family: "Mono", localName: "DejaVuSansMono-Bold"))
        #expect(try !set.addFace(family: "None", localName: "No Such Face"))
        #expect(set.internalFamily(for: "None") == nil)
        var style = TextStyle(fontFamily: try #require(set.internalFamily(for: "mono")), fontSize: 20)
        style.fontSet = set
        #expect(try Self.outline(style) == (try Self.outline(TextStyle(fontFamily: "DejaVu Sans Mono", fontSize: 20,
                                                                      fontWeight: .bold))))
    }

    @Test func dataThatIsNoFontAddsNothing() throws {
        let set = FontSet()
        #expect(try !set.addFace(family: "X", data: Data("not a font".utf8)))
        #expect(try !set.addFace(family: "X", data: Data("wOF2 and then nothing".utf8)))
        #expect(set.isEmpty)
    }

    @Test func theSetsFilesGoWithIt() throws {
        var set: FontSet? = FontSet()
        #expect(try set?.addFace(family: "Mine", data: Data(contentsOf: Self.dejaVuSerifBoldItalic)) == true)
        let folder = try #require(set?.fontFolder)
        #expect(FileManager.default.fileExists(atPath: folder.path))
        set = nil
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }
}
