// LaminaUIKit: UIKit's drawing names (UIColor, UIBezierPath, a layer-hosting UIView, UIFont)
// over LaminaQuartzCore, so that `import UIKit` becomes `import LaminaUIKit` (docs/Porting.md).
@_exported import LaminaQuartzCore
