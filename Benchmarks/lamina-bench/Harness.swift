// A small timing harness: run a body repeatedly and report the median wall time.
import Foundation

/// One timed quantity: its median over several runs, in milliseconds.
struct Measurement {
    /// What was measured.
    let name: String
    /// Median wall time of one run, in milliseconds.
    let milliseconds: Double
}

/// Runs `body` `warmup` times untimed, then `runs` times timed, and returns the median.
func measure(_ name: String, runs: Int = 15, warmup: Int = 2, _ body: () throws -> Void) rethrows -> Measurement {
    for _ in 0..<warmup { try body() }
    var samples: [Double] = []
    samples.reserveCapacity(runs)
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    samples.sort()
    return Measurement(name: name, milliseconds: samples[samples.count / 2])
}

/// Prints a measurement, optionally against a goal in milliseconds.
func report(_ m: Measurement, goal: Double? = nil) {
    let verdict = goal.map { m.milliseconds <= $0 ? "  (goal ≤ \($0) ms: met)" : "  (goal ≤ \($0) ms: MISSED)" } ?? ""
    print(String(format: "%-58@ %9.3f ms", m.name as NSString, m.milliseconds) + verdict)
}

/// Prints the ratio of two measurements taken in the same run.
func reportRatio(_ name: String, _ lamina: Measurement, _ reference: Measurement, goal: Double? = nil) {
    let ratio = lamina.milliseconds / reference.milliseconds
    let verdict = goal.map { ratio <= $0 ? "  (goal ≤ \($0)×: met)" : "  (goal ≤ \($0)×: MISSED)" } ?? ""
    print(String(format: "%-58@ %9.3f ×", name as NSString, ratio) + verdict)
}
