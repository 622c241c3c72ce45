// The few C-level names that iOS drawing code uses from Darwin and CoreFoundation and that
// Linux's Foundation lacks. On Apple platforms the system provides them.
import Foundation

#if !canImport(Darwin)
/// A time interval in seconds, as CoreFoundation's `CFTimeInterval`.
public typealias CFTimeInterval = Double

/// Positive infinity as a `Float`, as Darwin's `HUGE`: `repeatCount = HUGE` repeats forever.
public var HUGE: Float { .infinity }
#endif
