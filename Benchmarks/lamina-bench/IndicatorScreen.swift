// The screen both builders of the Apple-names benchmark draw (AppleNamesBenchmark.swift): 30
// loading indicators of six kinds modelled on NVActivityIndicatorView's, in a grid of six
// columns and five rows. This file holds what the two builders share; each builder says how
// its kind of indicator is made, one with Core Animation's and UIKit's names
// (IndicatorScreen+AppleNames.swift), one with Lamina's (IndicatorScreen+Lamina.swift).
import Foundation

/// The layout, kinds and colours of the benchmark's screen of indicators.
enum IndicatorScreen {
    /// The kinds of indicator, each after the NVActivityIndicatorView animation of that name.
    enum Kind: CaseIterable {
        /// Three dots pulsing through a keyframed "transform.scale" with key times, values and
        /// timing functions, begun one after another.
        case ballPulse
        /// Three circles growing from nothing and fading: a group of a basic "transform.scale"
        /// and a keyframed "opacity".
        case ballScaleMultiple
        /// A three-quarter ring turning and shrinking: a group of keyframed "transform.scale"
        /// and "transform.rotation.z".
        case ballClipRotate
        /// Eight dots round a circle fading and shrinking in turn: a group of keyframed
        /// "transform.scale" and "opacity".
        case ballSpinFadeLoader
        /// Five rounded bars stretching through a keyframed "transform.scale.y" with timing
        /// functions.
        case lineScale
        /// A ring drawn and undrawn while it turns: a group of basic "transform.rotation",
        /// "strokeEnd" and "strokeStart" with Bézier timing.
        case circleStrokeSpin
    }

    /// Columns of the grid.
    static let columns = 6
    /// Rows of the grid.
    static let rows = 5
    /// The side of one cell, in points.
    static let cell: CGFloat = 64
    /// The side of one indicator, centred in its cell, in points.
    static let indicatorSide: CGFloat = 40
    /// The screen's size in points: 384 × 320.
    static let size = CGSize(width: CGFloat(columns) * cell, height: CGFloat(rows) * cell)

    /// The kind of the indicator in cell `index` (row by row): each kind in turn.
    static func kind(at index: Int) -> Kind { Kind.allCases[index % Kind.allCases.count] }

    /// The frame of cell `index` (row by row), in screen points.
    static func cellFrame(at index: Int) -> CGRect {
        CGRect(x: CGFloat(index % columns) * cell, y: CGFloat(index / columns) * cell, width: cell, height: cell)
    }

    /// The colour of the indicator in cell `index`, red, green and blue in 0…1: hues round the
    /// wheel, so each indicator is told apart in a rendered frame.
    static func color(at index: Int) -> (red: CGFloat, green: CGFloat, blue: CGFloat) {
        let angle = 2 * CGFloat.pi * CGFloat(index) / CGFloat(columns * rows)
        return (0.55 + 0.4 * cos(angle), 0.55 + 0.4 * cos(angle - 2 * .pi / 3), 0.55 + 0.4 * cos(angle + 2 * .pi / 3))
    }
}
