// lottie-ios's render groups (ShapeRenderGroups.swift), checked item by item: which geometries
// each fill, stroke and trim reaches, and what passes down to child groups.
import Foundation
import Testing
@testable import LaminaLottie

@Suite struct LottieShapeRenderGroupTests {
    /// The shape items of `json` (a list of items).
    private func items(_ json: String) throws -> [ShapeItem] {
        let document = try JSONReader.parse(Data(json.utf8), maxDepth: 64, base: "it")
        return try ShapeItem.items(JSONNode(document: document), LottieDiagnostics(limits: LottieLimits()))
    }

    private static let ellipse = #"{"ty":"el","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[10,10]}}"#
    private static let rect = #"{"ty":"rc","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[10,10]},"r":{"a":0,"k":0}}"#
    private static let fill = #"{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}}"#
    private static let gradient = #"{"ty":"gf","t":1,"g":{"p":2,"k":{"a":0,"k":[0,1,0,0,1,0,0,1]}},"s":{"a":0,"k":[0,0]},"e":{"a":0,"k":[1,0]}}"#
    private static let stroke = #"{"ty":"st","c":{"a":0,"k":[0,0,0,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":2}}"#
    private static let trim = #"{"ty":"tm","s":{"a":0,"k":0},"e":{"a":0,"k":50},"o":{"a":0,"k":0}}"#

    /// Each group as its geometries' and paints' JSON paths.
    private func describe(_ groups: [ShapeRenderGroup]) -> [[String]] {
        groups.map { group in
            group.geometries.map { "\($0.path)" } + group.others.map { "\($0.index)" }
        }
    }

    @Test func aFillAfterAFillPaintsThePreviousGeometriesAndStrokesReachEveryGroup() throws {
        // issue_1887: ellipse, gradient fill, fill, stroke — the stroke is drawn with each fill.
        let list = try items("[\(Self.ellipse),\(Self.gradient),\(Self.fill),\(Self.stroke)]")
        let (groups, unused) = list.renderGroups(hasChildGroups: false)
        #expect(describe(groups) == [["it[0]", "1", "3"], ["it[0]", "2", "3"]])
        #expect(unused.isEmpty)
    }

    @Test func aFillPaintsOnlyTheGeometriesSinceThePreviousFill() throws {
        let list = try items("[\(Self.rect),\(Self.fill),\(Self.ellipse),\(Self.fill)]")
        #expect(describe(list.renderGroups(hasChildGroups: false).groups) == [["it[0]", "1"], ["it[2]", "3"]])
    }

    @Test func paintsWithoutGeometriesPassDownToChildGroups() throws {
        let list = try items("[\(Self.stroke),\(Self.fill)]")
        let (groups, unused) = list.renderGroups(hasChildGroups: true)
        #expect(groups.isEmpty)
        #expect(unused.count == 2)
        // Without child groups the fill has nothing to copy, and nothing is drawn either.
        #expect(list.renderGroups(hasChildGroups: false).groups.isEmpty)
    }

    @Test func aTrimReachesOnlyTheGeometriesBeforeIt() throws {
        let list = try items("[\(Self.rect),\(Self.trim),\(Self.ellipse),\(Self.stroke)]")
        let (groups, _) = list.renderGroups(hasChildGroups: false)
        #expect(describe(groups) == [["it[0]", "1", "3"], ["it[2]", "3"]])
        #expect(groups.map(\.trims.count) == [1, 0])
    }
}
