// Fonts found by name as Core Text's CTFontCreateWithName finds them (TextStyle+FontName.swift),
// among Debian's fonts-dejavu-core.
import Foundation
import LaminaRender
import Testing

@Suite struct TextFontNameTests {
    @Test func aPostScriptNameGivesTheFamilyWeightAndSlant() throws {
        let bold = try #require(try TextStyle.font(named: "DejaVuSans-Bold"))
        #expect(bold.fontFamily == "DejaVu Sans" && bold.fontWeight == .bold && !bold.isItalic)
        let oblique = try #require(try TextStyle.font(named: "DejaVuSans-Oblique"))
        #expect(oblique.fontFamily == "DejaVu Sans" && oblique.fontWeight == .regular && oblique.isItalic)
    }

    @Test func aFullNameIsFoundWhenNoPostScriptNameMatches() throws {
        let bold = try #require(try TextStyle.font(named: "DejaVu Sans Bold"))
        #expect(bold.fontFamily == "DejaVu Sans" && bold.fontWeight == .bold)
    }

    @Test func theStyleKeepsItsOtherSettings() throws {
        let style = try #require(try TextStyle.font(named: "DejaVuSans", style: TextStyle(fontSize: 12, alignment: .center)))
        #expect(style.fontSize == 12 && style.alignment == .center && style.fontFamily == "DejaVu Sans")
    }

    @Test func unknownEmptyAndOverlongNamesFindNothing() throws {
        #expect(try TextStyle.font(named: "NoSuchFont-Regular") == nil)
        #expect(try TextStyle.font(named: "") == nil)
        #expect(try TextStyle.font(named: String(repeating: "a", count: 5000)) == nil)
        #expect(try TextStyle.font(named: "DejaVu\u{0}Sans") == nil)
    }
}
