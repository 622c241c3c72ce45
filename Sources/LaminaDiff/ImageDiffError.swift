// Errors raised by ImageDiff and the golden-image store.
import Foundation

/// Why two images could not be compared, or a golden could not be checked.
public enum ImageDiffError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The images have different sizes; pixel comparison needs equal sizes.
    case sizeMismatch(expectedWidth: Int, expectedHeight: Int, actualWidth: Int, actualHeight: Int)
    /// An option is outside its range; names the option, the range and the value found.
    case invalidOption(name: String, expected: String, found: String)

    /// One line naming what failed and why.
    public var description: String {
        switch self {
        case let .sizeMismatch(ew, eh, aw, ah):
            return "image sizes differ: expected \(ew)×\(eh), found \(aw)×\(ah)"
        case let .invalidOption(name, expected, found):
            return "\(name): expected \(expected), found \(found)"
        }
    }
}
