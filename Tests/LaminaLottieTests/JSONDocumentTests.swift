// The parsed document that decoding reads (JSONDocument.swift): members found by name as the
// tree of values found them (the last of a name wins, null is absent), paths worked out from
// the entries, numbers and points read in place with errors at the element, and a document
// written from a rewritten value reading as the text it came from.
import Foundation
import Testing
@testable import LaminaLottie

@Suite struct JSONDocumentTests {
    static let text = #"""
    {"v":"5.7","layers":[{"ind":1,"nm":"Ball"},{"ind":2,"shapes":[{"ty":"gr","it":[{"ty":"el"},{"ty":"fl","o":null},
    {"ty":"tr","p":{"a":0,"k":[[1,2],[3,"four"]]}}]}]}],"a":1,"a":2,"n\u0061me":"esc\u00e9ped","e":[],"o":{}}
    """#

    static func top() throws -> JSONNode {
        JSONNode(document: try JSONReader.parse(Data(text.utf8), maxDepth: 16))
    }

    @Test func membersAreFoundByNameTheLastOfANameWinning() throws {
        let top = try Self.top()
        #expect(try top.required("a").number() == 2)
        #expect(try top["name"]?.string() == "escéped")
        #expect(top["missing"] == nil)
        let fill = try #require(try top.required("layers").array()[1]["shapes"]?.first?["it"]?.array()[1])
        #expect(fill["o"] == nil)
        #expect(fill.has("o"))
        #expect(!fill.has("c"))
        #expect(top.members?.map(\.name) == ["v", "layers", "a", "a", "name", "e", "o"])
        #expect(try top.required("e").array().isEmpty)
        #expect(top["o"]?.members?.isEmpty == true)
        #expect(top["v"]?.members == nil)
    }

    /// Transforms, animatable properties and keyframes read all their members in one pass over
    /// each object, and find what the look-up by name finds: the last of a name, null as absent.
    @Test func decodersReadEachObjectInOnePassAsALookUpFindsMembers() throws {
        let text = #"{"a":{"k":[1,2]},"o":{"k":50},"o":{"k":80},"r":null,"rz":{"k":30},"s":{"k":[50,50],"k":[20,30]},"#
            + #""p":{"a":1,"k":[{"t":0,"t":10,"s":[0,0],"h":null,"o":{"x":0,"y":0},"i":{"x":1,"y":1}},{"t":20,"s":[10,10]}]}}"#
        let node = JSONNode(document: try JSONReader.parse(Data(text.utf8), maxDepth: 16, base: "ks"))
        let diagnostics = LottieDiagnostics(limits: LottieLimits())
        let transform = try TransformModel(node, diagnostics)
        #expect(transform.anchor.initialValue == [1, 2])
        #expect(transform.opacity.initialValue == [80])
        #expect(transform.rotation.initialValue == [30])
        #expect(transform.scale.initialValue == [20, 30])
        let position = try #require(transform.position)
        #expect(position.times == [10, 20])
        #expect(position.keyframes.first?.hold == false)
        #expect(position.value(at: 15) == [5, 5])
        #expect(transform.skew.initialValue == [0])
        #expect(diagnostics.warnings.isEmpty)
    }

    @Test func pathsAreWorkedOutFromTheEntries() throws {
        let top = try Self.top()
        let layers = try top.required("layers").array()
        #expect("\(layers[0].path)" == "layers[0]")
        let items = try #require(try layers[1]["shapes"]?.array()[0]["it"]?.array())
        let position = try #require(items[2]["p"]?["k"])
        #expect("\(position.path)" == "layers[1].shapes[0].it[2].p.k")
        #expect("\(position.path.member("x").element(3))" == "layers[1].shapes[0].it[2].p.k.x[3]")
        #expect("\(top.path)" == "")
        #expect(top.path.isEmpty && !position.path.isEmpty)
        #expect(throws: LottieError.invalid(path: "layers[1].shapes[0].it[2].p.k[1][1]", message: "expected a number, found a string")) {
            try position.points()
        }
        let based = JSONNode(document: try JSONReader.parse(Data(#"{"k":[0,true,"x"]}"#.utf8), maxDepth: 4, base: "t/theme.json"))
        #expect(throws: LottieError.invalid(path: "t/theme.json.k[2]", message: "expected a number, found a string")) {
            try based.required("k").numbers()
        }
    }

    @Test func numbersAndPointsAreReadInPlace() throws {
        let document = try JSONReader.parse(Data(#"{"n":[1,true,-2.5e1],"p":[[1,2],[3,4,5]],"s":[7]}"#.utf8), maxDepth: 4)
        let top = JSONNode(document: document)
        #expect(try top.required("n").numbers() == [1, 1, -25])
        #expect(try top.required("p").points() == [CGPoint(x: 1, y: 2), CGPoint(x: 3, y: 4)])
        #expect(try top.required("s").scalar() == 7)
        #expect(top.numeric("n") == nil)
        #expect(top["s"]?.count == 1)
    }

    @Test func aDocumentWrittenFromAValueReadsAsTheText() throws {
        let parsed = try JSONReader.parse(Data(Self.text.utf8), maxDepth: 16)
        let written = JSONDocument(parsed.value(at: 0))
        #expect(written.value(at: 0) == parsed.value(at: 0))
        let node = JSONNode(document: written)
        #expect(try node.required("name").string() == "escéped")
        let fill = try #require(try node.required("layers").array()[1]["shapes"]?.first?["it"]?.array()[2])
        #expect("\(fill.path)" == "layers[1].shapes[0].it[2]")
        #expect(written.entries.count == parsed.entries.count)
    }
}
