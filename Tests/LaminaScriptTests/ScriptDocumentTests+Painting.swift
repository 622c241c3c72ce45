// Painting and shape geometry in whole scripts: context-fill and context-stroke, relative length
// units with font-size inheritance, invalid sizes, the root's opacity and display, hidden shapes
// in bounding boxes, paint fallbacks, and the viewport size --width, --height and --zoom give.
import Foundation
import Lamina
import Testing
@testable import LaminaScript

extension ScriptDocumentTests {
    private static let svg = "<svg xmlns='http://www.w3.org/2000/svg' xmlns:xlink='http://www.w3.org/1999/xlink' "
        + "width='200' height='200'>"

    @Test func contextPaintComesFromTheUseAndItsOuterUse() throws {
        let found = try shapes(Self.svg + """
            <defs><rect id='r' width='10' height='10' fill='context-stroke' stroke='context-fill'/>
            <use id='inner' xlink:href='#r' fill='context-fill' stroke='context-stroke'/></defs>
            <use xlink:href='#r' fill='blue' stroke='green'/>
            <use xlink:href='#inner' fill='red' stroke='lime' fill-opacity='0.5'/>
            <rect width='10' height='10' fill='context-fill' stroke='context-stroke'/></svg>
            """)
        #expect(found.count == 3)
        #expect(fill(found[0]) == Color(red255: 0, green255: 128, blue255: 0))
        #expect(stroke(found[0]) == .blue)
        // The outer <use>'s paints reach through the inner one; its fill-opacity inherits too.
        #expect(fill(found[1]) == Color(red: 0, green: 1, blue: 0, alpha: 0.5))
        #expect(stroke(found[1]) == .red)
        // Without a context element, context paints are none.
        #expect(found[2].fill == nil && found[2].stroke == nil)
    }

    @Test func aUsesGradientSpansTheUsesBoundingBox() throws {
        let found = try shapes(Self.svg + """
            <linearGradient id='g'><stop offset='0' stop-color='red'/><stop offset='1' stop-color='blue'/>
            </linearGradient>
            <defs><g id='pair'><rect width='10' height='10' fill='context-fill' fill-opacity='0.5'/>
            <rect transform='translate(30 0)' width='10' height='20' fill='context-fill' stroke='context-fill'/></g></defs>
            <use xlink:href='#pair' x='5' fill='url(#g)'/></svg>
            """)
        #expect(found.count == 2)
        // One gradient over the <use>'s box (0, 0, 40, 20 in its user space), not one per rect:
        // the second rect, 30 to the right, sees it start 30 to its left.
        guard case .gradient(let first)? = found[0].fill, case .gradient(let second)? = found[1].fill,
              case .gradient? = found[1].stroke else {
            Issue.record("expected gradients, found \(found.map(\.fill)) and \(String(describing: found[1].stroke))")
            return
        }
        #expect(first.toUser == CGAffineTransform(a: 40, b: 0, c: 0, d: 20, tx: 0, ty: 0))
        #expect(second.toUser == CGAffineTransform(a: 40, b: 0, c: 0, d: 20, tx: -30, ty: 0))
        // Each shape keeps its own fill-opacity.
        #expect(first.stops.map(\.color.alpha) == [0.5, 0.5])
        #expect(second.stops.map(\.color.alpha) == [1, 1])
    }

    @Test func markersPaintWithTheirShapesPaintsWithoutItsOpacities() throws {
        let found = try shapes(Self.svg + """
            <marker id='m' markerWidth='4' markerHeight='4'><path d='M0 0H4V4Z' fill='context-stroke'
            stroke='context-fill' stroke-opacity='0.5'/></marker>
            <path d='M10 10H100' fill='red' fill-opacity='0.2' stroke='blue' marker-end='url(#m)'/></svg>
            """)
        #expect(found.count == 2)
        #expect(fill(found[1]) == .blue)
        #expect(stroke(found[1]) == Color(red: 1, green: 0, blue: 0, alpha: 0.5))
    }

    @Test func aGradientInAMarkerStaysWhereItLiesOnTheShape() throws {
        let found = try shapes(Self.svg + """
            <linearGradient id='g' gradientUnits='userSpaceOnUse' x1='0' x2='100'>
            <stop offset='0' stop-color='red'/><stop offset='1' stop-color='blue'/></linearGradient>
            <marker id='m' markerWidth='4' markerHeight='4' refX='2' refY='2' markerUnits='userSpaceOnUse'>
            <rect width='4' height='4' fill='context-fill'/></marker>
            <path d='M10 10H100' fill='url(#g)' stroke='black' marker-end='url(#m)'/></svg>
            """)
        guard case .gradient(let gradient)? = found.last?.fill else {
            Issue.record("expected a gradient fill on the marker, found \(String(describing: found.last?.fill))")
            return
        }
        // The marker's user space starts at (98, 8) in the path's: gradient x 0 is x -98 there.
        #expect(gradient.toUser == CGAffineTransform(translationX: -98, y: -8))
    }

    @Test func relativeUnitsFollowTheFontSizeTheRootAndTheViewport() throws {
        let found = try shapes("""
            <svg xmlns='http://www.w3.org/2000/svg' width='400' height='300' font-size='10'>
            <g font-size='20'><rect x='1em' y='1ex' width='2rem' height='10vh' stroke='black'
            stroke-width='0.5em' stroke-dasharray='1em 2ch'/></g>
            <g font-size='150%'><rect width='10vw' height='10vmin' rx='1em'/></g>
            <g font-size='20' stroke-width='1em'><rect width='5' height='5' font-size='5' stroke='black'/></g></svg>
            """)
        #expect(found[0].path.bounds == CGRect(x: 20, y: 10, width: 20, height: 30))
        #expect(found[0].strokeStyle.lineWidth == 10)
        #expect(found[0].strokeStyle.dashPattern == [20, 20])
        #expect(found[1].path.bounds == CGRect(x: 0, y: 0, width: 40, height: 30))
        // rx 1em at font-size 150 % of 10: a 15-point corner, so the first point is x 15.
        #expect(found[1].path.elements.first == .move(to: CGPoint(x: 15, y: 0)))
        // An inherited 1em is the em where it was declared: the child inherits 20, not 5.
        #expect(found[2].strokeStyle.lineWidth == 20)
    }

    @Test func negativeSizesAndRadiiAreIgnoredWithAWarning() throws {
        let text = Self.svg + """
            <rect width='-10' height='10'/><circle r='-5'/><ellipse rx='-5' ry='8'/>
            <rect width='100' height='100' rx='-5' ry='20'/></svg>
            """
        let found = try shapes(text)
        #expect(found.count == 2)
        // ry alone: rx takes its value (auto).
        #expect(found[0].path.bounds == CGRect(x: -8, y: -8, width: 16, height: 16))
        #expect(found[1].path.elements.first == .move(to: CGPoint(x: 20, y: 0)))
        #expect(try ScriptTest.load(text).warnings.map(\.message) == [
            "width: expected a length of at least 0, found -10; ignored",
            "r: expected a length of at least 0, found -5; ignored",
            "rx: expected a length of at least 0, found -5; ignored",
            "rx: expected a length of at least 0, found -5; ignored",
        ])
    }

    @Test func theRootsOpacityAndDisplayApplyToTheDrawing() throws {
        let faded = try ScriptTest.load("<svg width='10' height='10' opacity='0.25'><rect width='5' height='5'/></svg>")
        #expect(faded.root.common.opacity == 0.25)
        let hidden = try ScriptTest.load("<svg width='10' height='10' display='none'><rect width='5' height='5'/></svg>")
        #expect(try shapes("<svg width='10' height='10' display='none'><rect width='5' height='5'/></svg>").isEmpty)
        #expect(hidden.size == CGSize(width: 10, height: 10))
    }

    @Test func aHiddenShapePaintsNothingButCountsInItsGroupsBounds() throws {
        let script = try ScriptTest.load(Self.svg + """
            <g><rect x='10' y='10' width='100' height='100' visibility='hidden'/>
            <rect x='40' y='40' width='20' height='20' fill='green'/></g></svg>
            """)
        let found = try shapes(Self.svg + """
            <rect width='5' height='5' visibility='collapse' fill='red'/>
            <g visibility='hidden'><rect width='5' height='5' fill='red'/><rect width='5' height='5' fill='blue'
            visibility='visible'/></g></svg>
            """)
        #expect(found.count == 3 && found[0].fill == nil && found[0].stroke == nil && found[1].fill == nil)
        // A visible child of a hidden group shows.
        #expect(fill(found[2]) == .blue)
        guard case .group(_, let children, _) = script.root, case .group(_, let content, _)? = children.first,
              let group = content.first else {
            Issue.record("expected the root viewport's groups")
            return
        }
        #expect(group.ownBounds == CGRect(x: 10, y: 10, width: 100, height: 100))
    }

    @Test func aGradientThatCannotPaintGivesWayToTheFallback() throws {
        let found = try shapes(Self.svg + """
            <linearGradient id='empty'/><linearGradient id='g'><stop stop-color='red'/><stop offset='1'/></linearGradient>
            <rect width='10' height='10' fill='url(#empty) blue'/>
            <line x2='100' stroke='url(#g) green'/></svg>
            """)
        #expect(fill(found[0]) == .blue)
        #expect(stroke(found[1]) == Color(red255: 0, green255: 128, blue255: 0))
    }

    @Test func nonScalingStrokesAreDrawnInViewportUnits() throws {
        let text = "<svg width='100' height='100'><g transform='scale(4 2)'><rect x='5' y='10' width='15' height='30' "
            + "fill='blue' stroke='lime' stroke-width='2' stroke-dasharray='4' vector-effect='non-scaling-stroke'/></g></svg>"
        let script = try ScriptTest.load(text)
        guard case .group(_, let viewport, _) = script.root, case .group(_, let content, _)? = viewport.first,
              case .group(_, let group, _)? = content.first, case .shape(let common, let shape)? = group.first else {
            Issue.record("expected the rect inside the root's groups")
            return
        }
        #expect(shape.path.bounds == CGRect(x: 20, y: 20, width: 60, height: 60))
        #expect(common.transform == CGAffineTransform(scaleX: 0.25, y: 0.5))
        #expect(common.absoluteTransform == .identity)
        #expect(shape.strokeStyle.lineWidth == 2 && shape.strokeStyle.dashPattern == [4])
        // The left edge's stroke covers x 19…21 whatever the group's scale; y 25…26 lies 234…235
        // along the outline (it starts at the top-left corner, clockwise), within a 4-point dash.
        let image = try script.render(background: .white)
        #expect(image.color(x: 20, y: 25) == Color(red: 0, green: 1, blue: 0))
        #expect(image.color(x: 22, y: 25) == .blue)
        #expect(try ScriptTest.load("<svg><rect width='5' height='5' vector-effect='non-rotation'/></svg>")
            .warnings.map(\.message) == ["<rect> vector-effect: not supported yet; ignored (see docs/Unsupported.md)"])
        let clipped = "<svg><clipPath id='c'><rect width='2' height='2'/></clipPath><rect width='5' height='5' "
            + "stroke='red' clip-path='url(#c)' vector-effect='non-scaling-stroke'/></svg>"
        #expect(try ScriptTest.load(clipped).warnings.map(\.message) == ["<rect> vector-effect: not supported on an "
            + "animated, clipped or masked shape yet; ignored (see docs/Unsupported.md)"])
    }

    @Test func widthHeightAndZoomSizeTheViewportAsResvgDoes() {
        func size(_ natural: CGSize, width: CGFloat? = nil, height: CGFloat? = nil, zoom: CGFloat = 1) -> CGSize {
            var options = ScriptOptions()
            (options.width, options.height, options.zoom) = (width, height, zoom)
            return options.viewportSize(natural: natural)
        }
        // Numbers from resvg 0.44: the natural size rounds to whole points, the derived side rounds up.
        #expect(size(CGSize(width: 24.5, height: 10), width: 100) == CGSize(width: 100, height: 40))
        #expect(size(CGSize(width: 10.9, height: 10.1), width: 100) == CGSize(width: 100, height: 91))
        #expect(size(CGSize(width: 300, height: 200), width: 100) == CGSize(width: 100, height: 67))
        #expect(size(CGSize(width: 7, height: 3), height: 64) == CGSize(width: 150, height: 64))
        #expect(size(CGSize(width: 100, height: 100), zoom: 1.333) == CGSize(width: 133, height: 133))
        #expect(size(CGSize(width: 24.5, height: 10), zoom: 2.5) == CGSize(width: 63, height: 25))
        #expect(size(CGSize(width: 24.5, height: 10)) == CGSize(width: 24.5, height: 10))
    }
}
