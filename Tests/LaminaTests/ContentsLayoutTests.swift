// contentsGravity placement (all twelve), contentsRect, contentsScale and the nine-part cut.
import Foundation
import Testing
@testable import Lamina

@Suite struct ContentsLayoutTests {
    private let bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
    private let size = CGSize(width: 20, height: 10)

    @Test(arguments: [
        (ContentsGravity.center, CGRect(x: 40, y: 20, width: 20, height: 10)),
        (.top, CGRect(x: 40, y: 0, width: 20, height: 10)),
        (.bottom, CGRect(x: 40, y: 40, width: 20, height: 10)),
        (.left, CGRect(x: 0, y: 20, width: 20, height: 10)),
        (.right, CGRect(x: 80, y: 20, width: 20, height: 10)),
        (.topLeft, CGRect(x: 0, y: 0, width: 20, height: 10)),
        (.topRight, CGRect(x: 80, y: 0, width: 20, height: 10)),
        (.bottomLeft, CGRect(x: 0, y: 40, width: 20, height: 10)),
        (.bottomRight, CGRect(x: 80, y: 40, width: 20, height: 10)),
        (.resize, CGRect(x: 0, y: 0, width: 100, height: 50)),
        (.resizeAspect, CGRect(x: 0, y: 0, width: 100, height: 50)),
    ])
    func gravityPlacesTheImage(gravity: ContentsGravity, expected: CGRect) {
        #expect(gravity.rect(forContentsOfSize: size, in: bounds) == expected)
    }

    @Test func resizeAspectFitsInside() {
        let r = ContentsGravity.resizeAspect.rect(forContentsOfSize: CGSize(width: 10, height: 10), in: bounds)
        #expect(r == CGRect(x: 25, y: 0, width: 50, height: 50))
    }

    @Test func resizeAspectFillCovers() {
        let r = ContentsGravity.resizeAspectFill.rect(forContentsOfSize: CGSize(width: 10, height: 10), in: bounds)
        #expect(r == CGRect(x: 0, y: -25, width: 100, height: 100))
    }

    private func contents(width: Int, height: Int, rect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1),
                          center: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1,
                          gravity: ContentsGravity = .resize, mode: ContentsResizingMode = .stretch) throws -> RenderContents {
        RenderContents(image: try Image(width: width, height: height), gravity: gravity, rect: rect, center: center,
                       resizingMode: mode, scale: scale)
    }

    @Test func contentsScaleSetsTheNaturalSize() throws {
        let pieces = try contents(width: 40, height: 20, scale: 2, gravity: .topLeft).pieces(in: bounds)
        #expect(pieces == [ContentsPiece(source: CGRect(x: 0, y: 0, width: 40, height: 20),
                                         destination: CGRect(x: 0, y: 0, width: 20, height: 10), tileSize: nil)])
    }

    @Test func contentsRectPicksTheSource() throws {
        let pieces = try contents(width: 40, height: 20, rect: CGRect(x: 0.5, y: 0, width: 0.5, height: 0.5))
            .pieces(in: bounds)
        #expect(pieces.map(\.source) == [CGRect(x: 20, y: 0, width: 20, height: 10)])
    }

    @Test func ninePartKeepsCornersAndStretchesTheMiddle() throws {
        // A 30×30 image with 10-pixel caps on every side, into 100×50.
        let pieces = try contents(width: 30, height: 30, center: CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3))
            .pieces(in: bounds)
        #expect(pieces.count == 9)
        #expect(pieces.first?.destination == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(pieces[4].source == CGRect(x: 10, y: 10, width: 10, height: 10))
        #expect(pieces[4].destination == CGRect(x: 10, y: 10, width: 80, height: 30))
        #expect(pieces.last?.destination == CGRect(x: 90, y: 40, width: 10, height: 10))
    }

    @Test func ninePartTilesEdgesAlongTheirLengthAndTheCentreBothWays() throws {
        let pieces = try contents(width: 30, height: 30, center: CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3),
                                  mode: .tile).pieces(in: bounds)
        #expect(pieces[0].tileSize == nil)
        #expect(pieces[1].tileSize == CGSize(width: 10, height: 10))   // top edge: repeats across
        #expect(pieces[3].tileSize == CGSize(width: 10, height: 10))   // left edge: repeats down
        #expect(pieces[4].tileSize == CGSize(width: 10, height: 10))
    }

    @Test func zeroWidthCentreIsOneSourcePixel() throws {
        let pieces = try contents(width: 20, height: 10, center: CGRect(x: 0.5, y: 0, width: 0, height: 1))
            .pieces(in: bounds)
        #expect(pieces.map(\.source) == [CGRect(x: 0, y: 0, width: 9.5, height: 10),
                                         CGRect(x: 9.5, y: 0, width: 1, height: 10),
                                         CGRect(x: 10.5, y: 0, width: 9.5, height: 10)])
        #expect(pieces.map(\.destination.width) == [9.5, 81, 9.5])
    }

    @Test func capsLargerThanTheLayerShrinkTogether() throws {
        let pieces = try contents(width: 30, height: 30, center: CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3))
            .pieces(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(pieces.map(\.destination) == [CGRect(x: 0, y: 0, width: 5, height: 5), CGRect(x: 5, y: 0, width: 5, height: 5),
                                              CGRect(x: 0, y: 5, width: 5, height: 5), CGRect(x: 5, y: 5, width: 5, height: 5)])
    }
}
