// Where a layer's contents image sits in its bounds, with Core Animation's names and kCAGravity…
// constants, over Lamina's ContentsGravity.
import Foundation
import Lamina

/// How a layer's ``CALayer/contents`` is placed in its bounds, as `CALayerContentsGravity`.
/// Default ``resize``.
///
/// The vertical names follow the layer's y axis, as Core Animation's do ("the naming of contents
/// gravity constants is based on the direction of the vertical axis", Apple's `contentsGravity`
/// documentation): on iOS a layer's y grows downward, so ``top`` puts the image at the maximum
/// y, the bottom of the screen, and ``bottom`` at the top, as iOS shows a plain `CALayer`
/// (ynaoto/iOSCALayer, a sample made to study this, finds `kCAGravityBottom` at the top of the
/// screen). Lamina's own ``ContentsGravity`` names what is seen: ``top`` here is its `.bottom`.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    /// The name: `"center"`, `"top"`, …, `"resizeAspectFill"`.
    public let rawValue: String
    /// Wraps a name; an unknown one places the image as ``resize``.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Natural size, centred.
    public static let center = Self(rawValue: "center")
    /// Natural size, centred horizontally, at the maximum y (the bottom of an iOS screen).
    public static let top = Self(rawValue: "top")
    /// Natural size, centred horizontally, at the minimum y (the top of an iOS screen).
    public static let bottom = Self(rawValue: "bottom")
    /// Natural size, centred vertically, at the left edge.
    public static let left = Self(rawValue: "left")
    /// Natural size, centred vertically, at the right edge.
    public static let right = Self(rawValue: "right")
    /// Natural size, at the left edge and the maximum y.
    public static let topLeft = Self(rawValue: "topLeft")
    /// Natural size, at the right edge and the maximum y.
    public static let topRight = Self(rawValue: "topRight")
    /// Natural size, at the left edge and the minimum y.
    public static let bottomLeft = Self(rawValue: "bottomLeft")
    /// Natural size, at the right edge and the minimum y.
    public static let bottomRight = Self(rawValue: "bottomRight")
    /// Stretched to fill the bounds (the default).
    public static let resize = Self(rawValue: "resize")
    /// Scaled uniformly to fit inside the bounds, centred.
    public static let resizeAspect = Self(rawValue: "resizeAspect")
    /// Scaled uniformly to cover the bounds, centred.
    public static let resizeAspectFill = Self(rawValue: "resizeAspectFill")

    /// The gravity in Lamina's on-screen terms (vertical names swapped); an unknown name is
    /// ``ContentsGravity/resize``.
    var laminaGravity: ContentsGravity { (ContentsGravity(rawValue: rawValue) ?? .resize).verticallySwapped }

    /// The gravity of Lamina's `gravity`.
    init(laminaGravity gravity: ContentsGravity) { self.init(rawValue: gravity.verticallySwapped.rawValue) }
}

extension ContentsGravity {
    /// The same gravity with top and bottom exchanged: y-up names to y-down ones and back.
    fileprivate var verticallySwapped: ContentsGravity {
        switch self {
        case .top: return .bottom
        case .bottom: return .top
        case .topLeft: return .bottomLeft
        case .bottomLeft: return .topLeft
        case .topRight: return .bottomRight
        case .bottomRight: return .topRight
        default: return self
        }
    }
}

/// ``CALayerContentsGravity/center``.
public let kCAGravityCenter = CALayerContentsGravity.center
/// ``CALayerContentsGravity/top``.
public let kCAGravityTop = CALayerContentsGravity.top
/// ``CALayerContentsGravity/bottom``.
public let kCAGravityBottom = CALayerContentsGravity.bottom
/// ``CALayerContentsGravity/left``.
public let kCAGravityLeft = CALayerContentsGravity.left
/// ``CALayerContentsGravity/right``.
public let kCAGravityRight = CALayerContentsGravity.right
/// ``CALayerContentsGravity/topLeft``.
public let kCAGravityTopLeft = CALayerContentsGravity.topLeft
/// ``CALayerContentsGravity/topRight``.
public let kCAGravityTopRight = CALayerContentsGravity.topRight
/// ``CALayerContentsGravity/bottomLeft``.
public let kCAGravityBottomLeft = CALayerContentsGravity.bottomLeft
/// ``CALayerContentsGravity/bottomRight``.
public let kCAGravityBottomRight = CALayerContentsGravity.bottomRight
/// ``CALayerContentsGravity/resize``.
public let kCAGravityResize = CALayerContentsGravity.resize
/// ``CALayerContentsGravity/resizeAspect``.
public let kCAGravityResizeAspect = CALayerContentsGravity.resizeAspect
/// ``CALayerContentsGravity/resizeAspectFill``.
public let kCAGravityResizeAspectFill = CALayerContentsGravity.resizeAspectFill
