// LaminaQuartzCore: Core Animation's and Core Graphics' names (CALayer, CAKeyframeAnimation,
// CGPath, …) as a thin surface over Lamina's engine, so that iOS drawing code compiles on Linux
// with only its imports changed (docs/Porting.md). Code importing it gets Foundation's geometry
// and Lamina's CGAffineTransform too, as `import QuartzCore` brings CoreGraphics on Apple
// platforms.
@_exported import Foundation
@_exported import struct LaminaGeometry.CGAffineTransform
