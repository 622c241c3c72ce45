// A small timing harness: run a body repeatedly and report the median wall and CPU time.
// The CPU time (this thread's, CLOCK_THREAD_CPUTIME_ID, or the whole process's for work that a
// library spreads over threads of its own) leaves out the time spent waiting for a core, so on
// a busy machine it is the steadier figure; goals are checked against it. Ratios compare two
// measurements taken in the same run.
import Foundation

/// One timed quantity: its medians over several runs, in milliseconds.
struct Measurement {
    /// What was measured.
    let name: String
    /// Median wall time of one run, in milliseconds.
    let milliseconds: Double
    /// Median CPU time of the measuring thread (or process) for one run, in milliseconds; nil
    /// when the work ran in other processes and only the wall time is known.
    let cpuMilliseconds: Double?

    /// The time goals and ratios are judged on: CPU time when known, else wall time.
    var judgedMilliseconds: Double { cpuMilliseconds ?? milliseconds }
}

/// Whose CPU time a measurement counts.
enum CPUClock {
    /// The measuring thread's (CLOCK_THREAD_CPUTIME_ID): single-threaded work.
    case thread
    /// The whole process's, all threads (CLOCK_PROCESS_CPUTIME_ID): work that may run on
    /// threads other than the caller's, such as rlottie's rasteriser pool.
    case process

    /// The CPU time used so far, in nanoseconds.
    var nanoseconds: UInt64 {
        var time = timespec()
        clock_gettime(self == .thread ? CLOCK_THREAD_CPUTIME_ID : CLOCK_PROCESS_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}

/// Runs `body` `warmup` times untimed, then `runs` times timed, and returns the medians; the
/// CPU time is `clock`'s (default the thread's).
func measure(_ name: String, runs: Int = 15, warmup: Int = 2, clock: CPUClock = .thread,
             _ body: () throws -> Void) rethrows -> Measurement {
    for _ in 0..<warmup { try body() }
    var wall: [Double] = [], cpu: [Double] = []
    wall.reserveCapacity(runs)
    cpu.reserveCapacity(runs)
    for _ in 0..<runs {
        let run = try timedRun(body, clock: clock)
        wall.append(run.wall)
        cpu.append(run.cpu)
    }
    return Measurement(name: name, milliseconds: median(wall), cpuMilliseconds: median(cpu))
}

/// One run of `body`: its wall time and `clock`'s CPU time, in milliseconds.
private func timedRun(_ body: () throws -> Void, clock: CPUClock) rethrows -> (wall: Double, cpu: Double) {
    let startCPU = clock.nanoseconds
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return (Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6, Double(clock.nanoseconds - startCPU) / 1e6)
}

/// Runs each of `bodies` `warmup` times untimed, then times them in turn, one run of each per
/// round for `rounds` rounds, and returns their medians in the same order: interleaved, a
/// slow spell of the machine falls on all of them alike, which keeps their ratios steady.
func measureInterleaved(_ bodies: [(name: String, body: () throws -> Void)], rounds: Int = 15, warmup: Int = 2,
                        clock: CPUClock = .thread) throws -> [Measurement] {
    for _ in 0..<warmup { for entry in bodies { try entry.body() } }
    var wall = Array(repeating: [Double](), count: bodies.count), cpu = wall
    for _ in 0..<rounds {
        for (index, entry) in bodies.enumerated() {
            let run = try timedRun(entry.body, clock: clock)
            wall[index].append(run.wall)
            cpu[index].append(run.cpu)
        }
    }
    return bodies.indices.map {
        Measurement(name: bodies[$0].name, milliseconds: median(wall[$0]), cpuMilliseconds: median(cpu[$0]))
    }
}

/// The middle value of `samples` (the upper middle for an even count); 0 for none.
func median(_ samples: [Double]) -> Double {
    samples.isEmpty ? 0 : samples.sorted()[samples.count / 2]
}

/// Prints a measurement (wall and, when known, CPU time), optionally against a goal in
/// milliseconds (of CPU time when known).
func report(_ m: Measurement, goal: Double? = nil) {
    let verdict = goal.map { m.judgedMilliseconds <= $0 ? "  (goal ≤ \($0) ms: met)" : "  (goal ≤ \($0) ms: MISSED)" } ?? ""
    let cpu = m.cpuMilliseconds.map { String(format: " %9.3f ms cpu", $0) } ?? ""
    print(padded(m.name) + String(format: " %9.3f ms wall", m.milliseconds) + cpu + verdict)
}

/// Prints the ratio of two measurements taken in the same run (of CPU times when both are
/// known, else of wall times).
func reportRatio(_ name: String, _ lamina: Measurement, _ reference: Measurement, goal: Double? = nil) {
    let bothCPU = lamina.cpuMilliseconds != nil && reference.cpuMilliseconds != nil
    let ratio = bothCPU ? lamina.judgedMilliseconds / reference.judgedMilliseconds
        : lamina.milliseconds / reference.milliseconds
    let verdict = goal.map { ratio <= $0 ? "  (goal ≤ \($0)×: met)" : "  (goal ≤ \($0)×: MISSED)" } ?? ""
    print(padded(name) + String(format: " %9.3f ×", ratio) + verdict)
}

/// Prints how many times faster `fast` ran than `slow` (wall times), against a goal of at
/// least `atLeast`.
func reportSpeedup(_ name: String, slow: Double, fast: Double, atLeast goal: Double) {
    let speedup = slow / fast
    print(padded(name) + String(format: " %9.3f ×", speedup)
          + (speedup >= goal ? "  (goal ≥ \(goal)×: met)" : "  (goal ≥ \(goal)×: MISSED)"))
}

/// `name` padded with spaces to a column of 58 characters.
func padded(_ name: String) -> String {
    name.count >= 58 ? name : name + String(repeating: " ", count: 58 - name.count)
}
