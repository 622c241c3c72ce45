// Masks and keepOnly inside a group under an antialiased clip: Cairo blends a clipped operator
// with what was there by the clip's coverage, so destination-in must run unclipped inside a
// group, or part of the unmasked drawing stays along the clip's edge.
import Foundation
import Testing
@testable import LaminaRender

@Suite struct CanvasMaskTests {
    /// A diamond clip: its slanted edges cover pixels in part (a rectangle's straight edges
    /// take another path through Cairo, which never showed the fault).
    private func halfPixelClip(_ canvas: Canvas) throws {
        var diamond = BezierPath()
        diamond.move(to: CGPoint(x: 20, y: 1))
        diamond.addLine(to: CGPoint(x: 39, y: 20))
        diamond.addLine(to: CGPoint(x: 20, y: 39))
        diamond.addLine(to: CGPoint(x: 1, y: 20))
        diamond.close()
        try canvas.clip(to: diamond)
    }

    /// A 40 × 40 canvas under the diamond clip, filled red inside a group that `cut` masks
    /// before the group is painted.
    private func redGroup(cutBy cut: (Canvas) throws -> Void) throws -> Image {
        let canvas = try Canvas(width: 40, height: 40)
        try halfPixelClip(canvas)
        try canvas.beginGroup()
        try canvas.fill(rectPath(0, 0, 40, 40), color: .red)
        try cut(canvas)
        try canvas.endGroup()
        return try canvas.makeImage()
    }

    /// A mask group holding `path` in black.
    private func mask(_ canvas: Canvas, by path: BezierPath) throws {
        try canvas.beginGroup()
        try canvas.fill(path, color: .black)
        try canvas.mask(by: try canvas.takeGroup())
    }

    @Test func aMaskLeavesNothingOutsideItAlongAnAntialiasedClip() throws {
        let image = try redGroup { try mask($0, by: rectPath(15, 15, 10, 10)) }
        // Before, the pixels along the clip's edges kept part of the red outside the mask
        // (176 covered pixels).
        #expect(image.coveredPixelCount == 100)
        #expect(image.count(of: Color.red.premultipliedARGB32) == 100)
    }

    @Test func keepOnlyLeavesNothingOutsideItsPathAlongAnAntialiasedClip() throws {
        let image = try redGroup { try $0.keepOnly(inside: rectPath(15, 15, 10, 10)) }
        #expect(image.coveredPixelCount == 100)
        #expect(image.count(of: Color.red.premultipliedARGB32) == 100)
    }

    @Test func aFullMaskKeepsTheGroupAsTheClipDrewIt() throws {
        let image = try redGroup { try mask($0, by: rectPath(0, 0, 40, 40)) }
        #expect(image.pixel(x: 20, y: 20) == Color.red.premultipliedARGB32)
        #expect(image.pixel(x: 3, y: 3) == 0)
        #expect(image.pixel(x: 36, y: 36) == 0)
        #expect((image.pixel(x: 10, y: 10) ?? 0) >> 24 > 0)  // on the clip's antialiased edge
    }

    @Test func outsideAGroupAMaskStillKeepsToTheClip() throws {
        let canvas = try Canvas(width: 40, height: 40)
        try canvas.fill(rectPath(0, 0, 40, 40), color: .red)
        canvas.save()
        try canvas.clip(to: rectPath(10, 10, 20, 20))
        try canvas.beginGroup()
        try canvas.mask(by: try canvas.takeGroup())
        canvas.restore()
        let image = try canvas.makeImage()
        #expect(image.count(of: Color.red.premultipliedARGB32) == 1_600 - 400)
        #expect(image.pixel(x: 15, y: 15) == 0)
    }
}
