// The XML reader: the tree, text and attribute values XML 1.0 defines, exact positions, and an
// error with line, column, expected and found for every kind of malformed input.
import Foundation
import Testing
@testable import LaminaScript

@Suite struct ScriptXMLReaderTests {
    private func read(_ text: String, maxDepth: Int = 256) throws -> ScriptElement {
        try ScriptXMLReader.parse(Data(text.utf8), file: "test.svg", maxDepth: maxDepth).root
    }

    /// The error reading `text`, as "LINE:COL: message".
    private func failure(_ text: String) -> String {
        do {
            _ = try read(text)
            return "no error"
        } catch let error as ScriptDiagnostic {
            return "\(error.location.line):\(error.location.column): \(error.message)"
        } catch {
            return "\(error)"
        }
    }

    @Test func treeNamesAndLocations() throws {
        let root = try read("""
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
            <svg:svg xmlns:svg="http://www.w3.org/2000/svg" width="4">
              <svg:g id='a'><use xlink:href="#b"/></svg:g>
            </svg:svg>
            """)
        #expect(root.name == "svg" && root.location == SourceLocation(line: 3, column: 1))
        #expect(root.attributes.list.map(\.name) == ["xmlns:svg", "width"])
        #expect(root.attributes["width"]?.location == SourceLocation(line: 3, column: 49))
        let group = try #require(root.children.first)
        #expect(group.name == "g" && group.id == "a" && group.location == SourceLocation(line: 4, column: 3))
        #expect(group.children.first?.href?.value == "#b")
        #expect(group.children.first?.href?.location == SourceLocation(line: 4, column: 22))
    }

    /// A start tag over several lines: the element is where its '<' is, each attribute where
    /// its name is, and later elements still find their lines.
    @Test func locationsAcrossMultiLineTags() throws {
        let root = try read("<svg>\n  <rect\n    x='1'\n    y='2'/><g\n/>\n<circle r='1'/></svg>")
        let rect = try #require(root.children.first)
        #expect(rect.location == SourceLocation(line: 2, column: 3))
        #expect(rect.attributes["y"]?.location == SourceLocation(line: 4, column: 5))
        #expect(root.children.map(\.location) == [SourceLocation(line: 2, column: 3), SourceLocation(line: 4, column: 12),
                                                  SourceLocation(line: 6, column: 1)])
    }

    /// Processing instructions are skipped wherever they stand, data or not (FoundationXML's
    /// XMLParser crashed on `<?x?>`).
    @Test func processingInstructionsWithoutDataAreSkipped() throws {
        let root = try read("<?x?><svg><?y?><g/><?z  ?></svg><?w?>")
        #expect(root.children.map(\.name) == ["g"])
        let styled = try ScriptTest.load("""
            <?xml-stylesheet href="icons.css"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="2" height="2"/>
            """)
        #expect(styled.warnings.map(\.description) == ["test.svg:1:1: warning: <?xml-stylesheet?> is not supported; "
                                                        + "external style sheets are not applied (use <style>, see docs/Unsupported.md)"])
        #expect(failure("<svg/><?xml version='1.0'?>")
            == "1:7: expected the XML declaration <?xml …?> only at the start of the file, found \"<?xml\"")
    }

    @Test func textReferencesCDATAAndLineEnds() throws {
        let root = try read("<svg>a&lt;&#65;&#x1F600;<![CDATA[<b>&amp;]]>\r\nc<!-- gone --><g/>t&gt;\r</svg>")
        #expect(root.leadingText == "a<A😀<b>&amp;\nc")
        #expect(root.children.first?.tail == "t>\n")
        #expect(root.text == "a<A😀<b>&amp;\nct>\n")
    }

    @Test func attributeValuesAreNormalised() throws {
        let root = try read("<svg a=\"x&#10;y\" b='1\r\n2\t3\n4' c=\"&quot;&apos;&amp;\" d=\"]]>\"/>")
        #expect(root["a"] == "x\ny", "a character reference is not normalised")
        #expect(root["b"] == "1 2 3 4", "CR LF counts as one space")
        #expect(root["c"] == "\"'&")
        #expect(root["d"] == "]]>")
    }

    @Test func malformedInputNamesLineColumnAndWhatWasFound() {
        #expect(failure("<svg>\n  <g>\n</svg>") == "3:1: expected </g> closing <g> from line 2, found \"</svg>\"")
        #expect(failure("<svg><g>") == "1:9: expected </g> closing <g> from line 1, found the end of the file")
        #expect(failure("<svg a='1' a='2'/>") == "1:12: expected each attribute once in <svg>, found a second a")
        let many = (0..<12).map { " a\($0)='\($0)'" }.joined()
        #expect(failure("<svg\(many) a3='x'/>") == "1:94: expected each attribute once in <svg>, found a second a3")
        #expect(failure("<svg a='1'b='2'/>") == "1:11: expected a space, '>' or '/>' in <svg>, found \"b='2'/>\"")
        #expect(failure("<svg a=1/>") == "1:8: expected a quoted value for a, found \"1/>\"")
        #expect(failure("<svg a='<'/>") == "1:9: expected no '<' in the value of a (write &lt;), found \"<'/>\"")
        #expect(failure("<svg>&nbsp;</svg>")
            == "1:6: expected &lt; &gt; &amp; &quot; &apos;, a character reference or an entity the document declares, "
            + "found \"&nbsp;\"")
        #expect(failure("<svg>&#0;</svg>")
            == "1:6: expected a character reference such as &#233; or &#xE9; naming a character XML allows, found \"&#0;\"")
        #expect(failure("<svg>]]></svg>") == "1:8: expected no ']]>' in character data (write ]]&gt;), found \">\"")
        #expect(failure("<svg><!-- a -- b --></svg>") == "1:13: expected '-->' (a comment may not contain '--'), found \"--\"")
        #expect(failure("<svg/>x") == "1:7: expected the end of the file after </svg>, found \"x\"")
        #expect(failure("<svg/><g/>") == "1:7: expected the end of the file after </svg>, found \"<g/>\"")
        #expect(failure("hello") == "1:1: expected the root element <svg …>, found \"hello\"")
        #expect(failure("") == "1:1: expected the root element <svg …>, found the end of the file")
        #expect(failure("<svg>\u{1}</svg>") == "1:6: expected a character XML allows, found the control character 0x1")
        #expect(failure("<?xml version='1.0' encoding='KOI8-R'?><svg/>")
            == "1:1: expected UTF-8 text or an encoding Lamina reads (UTF-16, ISO-8859-1/2, Windows-1250…1254, "
               + "Shift_JIS, EUC-JP), found the XML declaration encoding=\"KOI8-R\"")
    }

    /// Only SVG's namespace draws: a foreign element drops out with everything inside it, an
    /// SVG element may carry any prefix bound to SVG, and prefixed attributes are known by the
    /// namespace their prefix names (Namespaces in XML 1.0), not by how they are spelled.
    @Test func namespacesDecideWhatIsSVG() throws {
        let root = try read("""
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:s="http://www.w3.org/2000/svg"
                 xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"
                 xmlns:d="http://www.w3.org/1999/xlink">
              <sodipodi:namedview id="n"><rect id="inside-foreign"/></sodipodi:namedview>
              <s:rect id="prefixed" d:href="#a" sodipodi:type="x"/>
              <g xmlns="http://example.org/other" id="foreign-default"><rect/></g>
              <s:g xmlns="http://example.org/other" id="svg-g"><s:circle id="c"/><circle id="other"/></s:g>
              <use xmlns:xlink="http://example.org/not-xlink" xlink:href="#b" id="u"/>
            </svg>
            """)
        #expect(root.children.map(\.id) == ["prefixed", "svg-g", "u"])
        #expect(root.children[0].name == "rect" && root.children[0].href?.value == "#a")
        #expect(root.children[0]["sodipodi:type"] == "x")
        #expect(root.children[1].children.map(\.id) == ["c"])
        #expect(root.children[2].href == nil && root.children[2]["{http://example.org/not-xlink}href"] == "#b")
        #expect(failure("<svg xmlns='http://example.org/x'/>")
            == "1:1: expected <svg> in SVG's namespace as the root element, found <svg> in another namespace")
    }

    /// Files in another encoding than UTF-8 are transcoded, as browsers read them.
    @Test func declaredEncodingsAndByteOrderMarksAreRead() throws {
        var cp1251 = Array("<?xml version='1.0' encoding='Windows-1251'?><svg><text>".utf8)
        cp1251 += [0xCF, 0xF0, 0xE8]  // "При"
        cp1251 += Array("</text></svg>".utf8)
        let root = try ScriptXMLReader.parse(Data(cp1251), file: "test.svg", maxDepth: 8).root
        #expect(root.children.first?.text == "При")
        let utf16 = Data([0xFF, 0xFE]) + (try #require("<svg id='é'/>".data(using: .utf16LittleEndian)))
        #expect(try ScriptXMLReader.parse(utf16, file: "test.svg", maxDepth: 8).root.id == "é")
    }

    @Test func depthIsLimitedWithoutRecursion() throws {
        let deep = String(repeating: "<g>", count: 100_000) + String(repeating: "</g>", count: 100_000)
        #expect(failure(deep) == "1:769: expected at most 256 nested elements, found more")
        let fine = String(repeating: "<g>", count: 2_000) + String(repeating: "</g>", count: 2_000)
        #expect(try read(fine, maxDepth: 2_000).children.count == 1)
    }
}
