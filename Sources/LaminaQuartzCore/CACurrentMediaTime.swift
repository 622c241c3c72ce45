// Core Animation's clock. Lamina renders offline, at any time asked, so "now" is a scene time:
// the media clock stands at 0 while a scene is built, unless the code building it runs inside
// `CAMediaClock.$now.withValue(t) { … }`.
import Foundation

/// The media clock that ``CACurrentMediaTime()`` reads.
public enum CAMediaClock {
    /// The current media time in seconds of the scene clock. Default 0: a scene built at time 0,
    /// so `beginTime = CACurrentMediaTime() + 0.2` begins 0.2 s into every render of it.
    @TaskLocal public static var now: CFTimeInterval = 0
}

/// The current media time, in seconds of the scene clock (``CAMediaClock/now``), as Core
/// Animation's `CACurrentMediaTime()`. An animation added with `beginTime` 0 begins at this time.
public func CACurrentMediaTime() -> CFTimeInterval { CAMediaClock.now }
