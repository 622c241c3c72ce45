// The safety limits of DESIGN §8 as they apply to Lottie files. Every limit is an error, never a
// crash or a hang.
import Foundation

/// Limits on what a Lottie file may ask for.
public struct LottieLimits: Equatable, Sendable {
    /// The deepest JSON nesting, and the deepest precomps inside precomps (a chain of
    /// thousands of precomps would otherwise recurse past the stack). Default 64 (real files
    /// nest about 15 deep, and their precomps a few).
    public var maxDepth = 64
    /// The most keyframes in the whole file. Default 100,000.
    public var maxKeyframes = 100_000
    /// The most layers, counting each use of a precomp, so precomps of precomps cannot
    /// multiply the work; counted on the JSON before anything is built. Default 10,000: about
    /// nine times the largest of lottie-ios's samples (1,139), and a file that expands to that
    /// many loads and renders in about half a second (65,000 took 3.2 s and 577 MB).
    public var maxLayers = 10_000
    /// The most pixels one frame of `lamina render` and `lamina frames` may have, checked before
    /// anything is drawn (the animation's size, or the size asked for, times the scale,
    /// squared; ``LottieAnimation`` itself draws what `Renderer` allows): 2^26 by default,
    /// 256 MiB at 4 bytes a pixel, as many as the offscreen groups open at once may hold
    /// (`Canvas.maximumOpenGroupPixels`), so that a frame and its groups stay within about half
    /// a gigabyte. That holds the largest animations players draw at their own size
    /// (lottie-ios's `issue_1972`, 5800 × 6075 points, 35 M pixels, 0.23 s); a shape script's
    /// image stops at `ScriptLimits.maxImagePixels`.
    public var maxFramePixels = 1 << 26
    /// The largest width or height of the animation, in points (precomps and solids only clip
    /// or fill a path at their size, so they may be larger). Default 16384.
    public var maxSide: Double = 16_384
    /// The most values sampled frame by frame while layers are built, in all (expressions'
    /// values, shape items combined from several tracks), a sampled path counting one per
    /// vertex: each costs up to a few hundred bytes, so the default 1,000,000 stays within a few
    /// hundred megabytes; also the most work of one merge of paths at one frame. What Lamina
    /// reads frame by frame as frames are drawn (time-remapped properties, trims of several
    /// shapes, …) keeps nothing and counts nothing.
    public var maxSampledValues = 1_000_000
    /// The most pixels the pictures of image layers may decode to together: 2^24 by default
    /// (64 MiB), each counted from its header before it is decoded.
    public var maxDecodedImagePixels = 1 << 24
    /// The most characters in all text layers, counting each use of a precomp: each is shaped
    /// and outlined when the tree is built. Default 100,000 (a few seconds of work).
    public var maxTextCharacters = 100_000
    /// The largest file in bytes, the Lottie file's and each picture file's. Default 64 MiB.
    public var maxFileBytes = 64 << 20

    /// The most CPU time one call of an expression may take, in seconds (a call evaluates
    /// one property at one frame). One that takes longer is stopped, and its property drawn
    /// with its keyframed value after a warning. Default 0.25.
    public var expressionCallSeconds = 0.25
    /// The most CPU time all the file's expressions may take together, in seconds; past it
    /// the remaining ones are drawn with their keyframed values after a warning. Default 10.
    public var expressionTotalSeconds = 10.0
    /// The most memory the expressions' JavaScript heap may hold, in bytes. Default 64 MiB.
    public var expressionMemoryBytes = 64 << 20

    /// The default limits.
    public init() {}
}
