// Expressions on shape layers: a stroke's dash lengths and miter limit, drawn; and the
// library's shape functions as lottie-web defines them (ExpressionPropertyDecorator.js,
// ShapeInterface.js, PropertyGroupFactory.js), against numbers worked out by hand.
import Foundation
import Lamina
@testable import LaminaLottie
import Testing

@Suite struct LottieExpressionShapeTests {
    /// A 100-point, 30 fps file of one shape layer "L" holding `shapes`.
    static func animation(_ shapes: String, layer: String = "") throws -> LottieAnimation {
        let animation = try LottieErrorTests.load(LottieErrorTests.file(layers: #"[{"ty":4,"nm":"L","ind":1,"ip":0,"op":30,"ks":{},"#
            + layer + #""shapes":["# + shapes + "]}]"))
        #expect(animation.warnings.isEmpty, "\(animation.warnings)")
        return animation
    }

    /// `source` as a JSON string.
    static func quoted(_ source: String) -> String {
        "\"" + source.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// Row `y` at `frame`, "#" painted and "." not, x from 0 to 99.
    static func row(_ animation: LottieAnimation, frame: Double = 0, y: Int = 50) throws -> String {
        let image = try Renderer().render(try RenderTree(animation.makeLayer()), at: frame / 30)
        return String((0..<100).map { (image.color(x: $0, y: y)?.alpha ?? 0) > 0.5 ? "#" : "." })
    }

    static let line = #"{"ty":"sh","nm":"Line","ks":{"a":0,"k":{"c":false,"v":[[0,50],[100,50]],"i":[[0,0],[0,0]],"o":[[0,0],[0,0]]}}}"#

    @Test func dashLengthsTakeTheirExpressions() throws {
        let dashes = #"[{"n":"d","nm":"dash","v":{"a":0,"k":30,"x":"# + Self.quoted("var $bm_rt; $bm_rt = 5 + time * 30;")
            + #"}},{"n":"g","nm":"gap","v":{"a":0,"k":5}}]"#
        let stroke = #"{"ty":"st","nm":"Stroke 1","c":{"a":0,"k":[0,0,0]},"o":{"a":0,"k":100},"w":{"a":0,"k":4},"lc":1,"lj":1,"d":"#
            + dashes + "}"
        let animation = try Self.animation(Self.line + "," + stroke)
        #expect(try Self.row(animation, frame: 0) == String(repeating: "#####.....", count: 10))
        // At frame 5 the dashes are 10 long.
        #expect(try Self.row(animation, frame: 5) == String(String(repeating: "##########.....", count: 7).prefix(100)))
    }

    @Test func theMiterLimitTakesItsExpression() throws {
        // A V 10 wide with mitered joins: its miter is 2.24 times the half width, past a limit
        // of 2 (a bevel, whose top is at y ≈ 17.8) and within one of 4 (a point at y ≈ 8.8).
        let vee = #"{"ty":"sh","ks":{"a":0,"k":{"c":false,"v":[[20,80],[50,20],[80,80]],"i":[[0,0],[0,0],[0,0]],"#
            + #""o":[[0,0],[0,0],[0,0]]}}}"#
        func stroke(_ limit: String) -> String {
            #"{"ty":"st","c":{"a":0,"k":[0,0,0]},"o":{"a":0,"k":100},"w":{"a":0,"k":10},"lc":1,"lj":1,"ml2":"# + limit + "}"
        }
        let bevelled = try Self.animation(vee + "," + stroke(#"{"a":0,"k":2}"#))
        let mitred = try Self.animation(vee + "," + stroke(#"{"a":0,"k":2,"x":"# + Self.quoted("$bm_rt = value * 2") + "}"))
        #expect(try Self.row(bevelled, y: 15).filter { $0 == "#" }.isEmpty)
        #expect(try Self.row(mitred, y: 12).contains("#"))
        #expect(try Self.row(mitred, y: 8).filter { $0 == "#" }.isEmpty)
    }

    /// A layer "L" (`ind` 1, rotated 30°) whose contents are a group "Group 1" (a 40 × 30
    /// rectangle path "Path 1" from (0, 0), a rectangle "Rect" of 20 × 10 at (5, 6) rounded 3, a
    /// stroke "Stroke 1", its transform at (7, 8) turned 45°) and a fill "Fill 1" (`ix` 7, its place 2). The layer's
    /// position has the expression `position`, the stroke's width `width`, the group's rotation `rotation`.
    static func shapes(position: String = "value", width: String = "value", rotation: String = "value") -> String {
        let path = #"{"ty":"sh","nm":"Path 1","ix":1,"ks":{"a":0,"k":{"c":true,"v":[[0,0],[40,0],[40,30],[0,30]],"#
            + #""i":[[0,0],[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0],[0,0]]}}}"#
        let rect = #"{"ty":"rc","nm":"Rect","ix":2,"p":{"a":0,"k":[5,6],"ix":3},"s":{"a":0,"k":[20,10],"ix":2},"r":{"a":0,"k":3}}"#
        let stroke = #"{"ty":"st","nm":"Stroke 1","ix":3,"c":{"a":0,"k":[0.5,0.25,1]},"o":{"a":0,"k":100},"#
            + #""w":{"a":0,"k":4,"ix":5,"x":"# + quoted(width) + "}}"
        let transform = #"{"ty":"tr","p":{"a":0,"k":[7,8]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"#
            + #""r":{"a":0,"k":45,"x":"# + quoted(rotation) + #"},"o":{"a":0,"k":100}}"#
        let group = #"{"ty":"gr","nm":"Group 1","ix":1,"it":["# + [path, rect, stroke, transform].joined(separator: ",") + "]}"
        let fill = #"{"ty":"fl","nm":"Fill 1","ix":7,"c":{"a":0,"k":[1,0,0]},"o":{"a":0,"k":100}}"#
        return #"{"v":"5.7","fr":30,"ip":0,"op":40,"w":200,"h":100,"layers":[{"ty":4,"nm":"L","ind":1,"ip":0,"op":40,"#
            + #""ks":{"p":{"a":0,"k":[50,50],"x":"# + quoted(position) + #"},"r":{"a":0,"k":30}},"shapes":["# + group + ","
            + fill + "]}]}"
    }

    /// The value at frame 0 of the layer's position (`in` "p"), the stroke's width ("w") or the
    /// group's rotation ("r") with `expression`, without warnings.
    static func value(_ expression: String, in key: String = "p") throws -> [Double] {
        let file = switch key {
        case "w": shapes(width: expression)
        case "r": shapes(rotation: expression)
        default: shapes(position: expression)
        }
        let (values, warnings) = try LottieExpressionTests.evaluate(file: file, at: [0]) { layer in
            let group = try layer.required("shapes").array()[0].required("it").array()
            return switch key {
            case "w": try group[2].required("w")
            case "r": try group[3].required("r")
            default: try layer.required("ks").required("p")
            }
        }
        #expect(warnings.isEmpty, "\(warnings)")
        return values.first ?? []
    }

    static func close(_ a: [Double], _ b: [Double]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 1e-6 }
    }

    @Test func pointsAlongAPathByItsLength() throws {
        // The path runs 40 right, 30 down, 40 left and 30 up: 140 in all.
        let path = "content('Group 1').content('Path 1').path"
        #expect(Self.close(try Self.value("\(path).pointOnPath(0.25)"), [35, 0]))
        #expect(Self.close(try Self.value("\(path).pointOnPath(0.5)"), [40, 30]))
        #expect(Self.close(try Self.value("\(path).pointOnPath(0.6)"), [26, 30]))
        #expect(Self.close(try Self.value("\(path).tangentOnPath(0.6)"), [-1, 0]))
        #expect(Self.close(try Self.value("\(path).normalOnPath(0.6)"), [0, -1]))
        #expect(Self.close(try Self.value("\(path).pointOnPath(2)"), [0, 0]))
        #expect(Self.close(try Self.value("thisComp.layer('L').content('Group 1')('Contents')('Path 1').path.pointOnPath(0.75, 0)"),
                           [5, 30]))
    }

    @Test func itemsAndTheirPropertiesByName() throws {
        #expect(try Self.value("content('Group 1').content('Rect').size") == [20, 10])
        #expect(try Self.value("content('Group 1')('Contents')('Rect')('Size')") == [20, 10])
        #expect(try Self.value("content('Group 1').content(2).position") == [5, 6])
        // One item's interface, however it is reached, as lottie-web keeps them.
        #expect(try Self.value("content('Group 1').content('Rect') === content('Group 1')('Contents')('Rect') ? 1 : 0") == [1])
        // A property by its `ix` (Bodymovin's `propertyGroup(1)(2)` reads a rectangle's size so).
        #expect(try Self.value("add(content('Group 1').content('Rect')(2), content('Group 1').content('Rect')(3))") == [25, 16])
        // The layer's contents take a number as a place (the fill's `ix` is 7).
        #expect(try Self.value("thisLayer('Contents')(2)('Opacity')") == [100])
        #expect(try Self.value("[content('Group 1').content('Rect').roundness, content(2).opacity]") == [3, 100])
        #expect(try Self.value("[content('Group 1').transform.rotation, content('Group 1').numProperties]") == [45, 3])
        #expect(try Self.value("content('Group 1').content('Stroke 1').color") == [0.5, 0.25, 1])
    }

    @Test func layersAndGroupsCalledAsFunctions() throws {
        #expect(Self.close(try Self.value("thisLayer('ADBE Root Vectors Group')(1)('ADBE Vectors Group')('Path 1')"
                                          + "('ADBE Vector Shape').pointOnPath(0.25)"), [35, 0]))
        #expect(try Self.value("[thisLayer('Transform').rotation, thisComp.layer('L')(2)('Fill 1')('Opacity')]") == [30, 100])
        // As pumped_up.json and elephant_trunk_swing.json read them.
        #expect(try Self.value("[thisLayer('ADBE Transform Group')('ADBE Rotate Z'), thisLayer(2)(1)._name == 'Group 1' ? 1 : 0]")
            == [30, 1])
        #expect(try Self.value("thisLayer(2)('Group 1')('Transform').position") == [7, 8])
        #expect(try Self.value("[content('Group 1')('ADBE Vector Transform Group')('Rotation'), "
            + "content('Group 1')('Transform')('Anchor Point')[0]]") == [45, 0])
    }

    @Test func propertyGroupsClimbAsLottieWebsDo() throws {
        // A stroke's width: its stroke (1), the group's contents (2), the group (3), the layer's contents (4), the layer (5).
        #expect(try Self.value("thisProperty.propertyGroup(1).name == 'Stroke 1' ? thisProperty.propertyGroup(1).color[1] : -1",
                               in: "w") == [0.25])
        #expect(try Self.value("thisProperty.propertyGroup(2)('Rect').size[0] + thisProperty.propertyGroup(2).numProperties",
                               in: "w") == [23])
        #expect(try Self.value("var g = thisProperty.propertyGroup(3); g.name == 'Group 1' ? g.transform.position : 0",
                               in: "w") == [7, 8])
        #expect(try Self.value("thisProperty.propertyGroup(4)('Fill 1').opacity - thisProperty.propertyGroup(4).numProperties",
                               in: "w") == [98])
        #expect(try Self.value("thisProperty.propertyGroup(5).index + thisProperty.propertyGroup(9).index", in: "w") == [2])
        // Indices: the width's `ix` and its stroke's, as walking_arrow.json reads them.
        #expect(try Self.value("[thisProperty.propertyIndex, thisProperty.propertyGroup(1).propertyIndex]", in: "w") == [5, 3])
        // A group transform's rotation: the transform (1), then the group (2), skipping its contents.
        #expect(try Self.value("thisProperty.propertyGroup(1).position[0] + (thisProperty.propertyGroup(2).name == 'Group 1' ? 100 : 0)",
                               in: "r") == [107])
        // A layer's position: the transform (1), then the layer (2).
        #expect(try Self.value("[thisProperty.propertyGroup(1).rotation, thisProperty.propertyGroup(2).index]") == [30, 1])
    }

    @Test func sourceRectsMeasureTheContent() throws {
        // A group scaled 2 × 1 and moved to (10, 20) holding a 20 × 10 rectangle stroked 4 wide;
        // an ellipse 10 across at (50, 50); a hidden path far away. A solid "S" of 30 × 40 and a null "N".
        let group = #"{"ty":"gr","it":[{"ty":"rc","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[20,10]}},"#
            + #"{"ty":"st","c":{"a":0,"k":[0,0,0]},"o":{"a":0,"k":100},"w":{"a":0,"k":4}},"#
            + #"{"ty":"tr","p":{"a":0,"k":[10,20]},"s":{"a":0,"k":[200,100]}}]}"#
        let ellipse = #"{"ty":"el","p":{"a":0,"k":[50,50]},"s":{"a":0,"k":[10,10]}}"#
        let hidden = #"{"ty":"sh","hd":true,"ks":{"a":0,"k":{"c":false,"v":[[900,900],[990,990]]}}}"#
        func file(_ expression: String) -> String {
            #"{"v":"5.7","fr":30,"ip":0,"op":40,"w":200,"h":100,"layers":[{"ty":4,"nm":"L","ind":1,"ip":0,"op":40,"#
                + #""ks":{"p":{"a":0,"k":[0,0],"x":"# + Self.quoted(expression) + #"}},"shapes":["#
                + [group, ellipse, hidden].joined(separator: ",") + #"]},{"ty":1,"nm":"S","ind":2,"ip":0,"op":40,"ks":{},"#
                + ##""sw":30,"sh":40,"sc":"#000000"},{"ty":3,"nm":"N","ind":3,"ip":0,"op":40,"ks":{}}]}"##
        }
        func value(_ expression: String) throws -> [Double] {
            let (values, warnings) = try LottieExpressionTests.evaluate(file: file(expression), at: [0]) {
                try $0.required("ks").required("p")
            }
            #expect(warnings.isEmpty, "\(warnings)")
            return values.first ?? []
        }
        let box = "var r = sourceRectAtTime(time, EXTENTS); [r.left, r.top, r.width, r.height]"
        #expect(Self.close(try value(box.replacingOccurrences(of: "EXTENTS", with: "false")), [-10, 15, 65, 40]))
        let grown = 2 * 2.0.squareRoot()
        #expect(Self.close(try value(box.replacingOccurrences(of: "EXTENTS", with: "true")),
                           [-10 - grown, 15 - grown, 65 + grown, 40 + grown]))
        #expect(try value("var s = thisComp.layer('S').sourceRectAtTime(), n = thisComp.layer('N').sourceRectAtTime(); "
            + "[s.width, s.height, n.width, n.top]") == [30, 40, 100, 0])
    }
}
