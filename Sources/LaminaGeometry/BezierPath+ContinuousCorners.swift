// The corner recipes of rounded rectangles: a circular quarter and the continuous (iOS 7) corner.
// The continuous corner is a reverse-engineered approximation of Core Animation's
// `cornerCurve = .continuous`, from LinBowen9656/ChainableUIKit
// (Sources/UIKitUtils/UIBezierPath+ContinuousCorner.swift); the expansion factor 1.528665 matches
// `CALayer.cornerCurveExpansionFactor(_:)`. See SEMANTICS.md §2.4.
//
// That source's corner is not symmetric (a short straight piece follows its first cubic but none
// precedes its last) and its constants differ in the 7th digit between the two halves. Lamina uses
// the symmetric form: the first half as published, the second half its mirror image, so every
// corner is the same shape whichever way it is travelled.
import Foundation

extension CornerCurve {
    /// How far along each edge a corner of radius 1 reaches: 1 for `.circular`, 1.52866483 for
    /// `.continuous`.
    var extent: CGFloat {
        switch self {
        case .circular: return 1
        case .continuous: return 1.52866483
        }
    }

    /// The corner from the incoming edge to the outgoing edge, in units of the radius, in the
    /// corner's frame (x: distance back along the incoming edge, y: distance along the outgoing
    /// edge). Each piece is a line (no controls) or a cubic; the corner starts at (extent, 0).
    var pieces: [(end: CGPoint, controls: (CGPoint, CGPoint)?)] {
        switch self {
        case .circular: return Self.circularPieces
        case .continuous: return Self.continuousPieces
        }
    }

    private static let circularPieces: [(end: CGPoint, controls: (CGPoint, CGPoint)?)] = {
        let k = BezierPath.quarterCircleKappa
        return [(CGPoint(x: 0, y: 1), (CGPoint(x: 1 - k, y: 0), CGPoint(x: 0, y: 1 - k)))]
    }()

    private static let continuousPieces: [(end: CGPoint, controls: (CGPoint, CGPoint)?)] = {
        // The first half, as published (top-right corner, in units of r).
        let firstHalf: [(end: CGPoint, controls: (CGPoint, CGPoint)?)] = [
            (CGPoint(x: 0.66993427, y: 0.06549600),
             (CGPoint(x: 1.08849299, y: 0), CGPoint(x: 0.86840701, y: 0))),
            (CGPoint(x: 0.63149399, y: 0.07491100), nil),
        ]
        let middle: (end: CGPoint, controls: (CGPoint, CGPoint)?) =
            (CGPoint(x: 0.07491100, y: 0.63149399),
             (CGPoint(x: 0.37282392, y: 0.16905899), CGPoint(x: 0.16905899, y: 0.37282392)))
        // The second half mirrors the first across the corner's diagonal, travelled backwards.
        let mirror = { (p: CGPoint) in CGPoint(x: p.y, y: p.x) }
        let ends = [CGPoint(x: 1.52866483, y: 0)] + firstHalf.map(\.end)
        var secondHalf: [(end: CGPoint, controls: (CGPoint, CGPoint)?)] = []
        for index in stride(from: firstHalf.count - 1, through: 0, by: -1) {
            let piece = firstHalf[index]
            let controls = piece.controls.map { (mirror($0.1), mirror($0.0)) }
            secondHalf.append((mirror(ends[index]), controls))
        }
        return firstHalf + [middle] + secondHalf
    }()
}
