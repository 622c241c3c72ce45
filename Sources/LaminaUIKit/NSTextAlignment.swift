// UIKit's text alignment, for UILabel.
import Foundation
import Lamina

/// How lines of text sit in their box, as `NSTextAlignment`. Default of a label: `.natural`.
public enum NSTextAlignment: Int, Sendable {
    /// Left edges aligned.
    case left
    /// Centred.
    case center
    /// Right edges aligned.
    case right
    /// Both edges aligned (the last line left).
    case justified
    /// The script's own direction (left for left-to-right text).
    case natural

    /// Core Animation's text layer alignment.
    var alignmentMode: CATextLayerAlignmentMode {
        switch self {
        case .left: .left
        case .center: .center
        case .right: .right
        case .justified: .justified
        case .natural: .natural
        }
    }
}
