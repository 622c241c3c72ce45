// Running other programs from the benchmarks: lamina itself (beside lamina-bench) and resvg, the
// reference for whole-process and batch timings. Timed through the programs' own binaries.
import Foundation

/// The resvg executable to compare with, given as `--resvg PATH` (main.swift sets it); nil to
/// search (``findResvg()``).
nonisolated(unsafe) var resvgOption: String?

/// What to do when no resvg is found, for the lines that say a comparison was skipped.
let resvgHint = "no resvg: pip install resvg-cli, put resvg on PATH, or pass --resvg PATH"

/// resvg: `--resvg PATH`, else `LAMINA_RESVG`, else the tests' virtual environments in .build,
/// else the first on `PATH`; nil when there is none.
func findResvg() -> String? {
    let environment = ProcessInfo.processInfo.environment
    let onPath = (environment["PATH"] ?? "").split(separator: ":").map { "\($0)/resvg" }
    let candidates = [resvgOption, environment["LAMINA_RESVG"], ".build/resvg-venv/bin/resvg",
                      ".build/resvg-packages/bin/resvg"].compactMap { $0 } + onPath
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
}

/// The path of `name` in the folder that holds lamina-bench (the release products), or nil.
func siblingExecutable(_ name: String) -> String? {
    let path = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(name).path
    return FileManager.default.isExecutableFile(atPath: path) ? path : nil
}

/// Runs `program` with `arguments` to its end, standard output and error to /dev/null, and
/// returns its peak resident memory in kilobytes. posix_spawn and wait4, not Foundation's
/// Process: on Linux, Process.waitUntilExit adds tens of milliseconds of its own, which would
/// hide both programs' times.
/// - Throws: when it cannot start or exits with a status other than 0.
@discardableResult
func runProcess(_ program: String, _ arguments: [String]) throws -> Int {
    let argv = ([program] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var pid = pid_t()
    guard posix_spawn(&pid, program, &actions, nil, argv, environ) == 0 else {
        throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: "cannot start \(program)"])
    }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) == -1 && errno == EINTR {}
    guard status == 0 else {
        throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: "\(program) failed (\(status))"])
    }
    return usage.ru_maxrss
}

/// The wall time `body` takes, in milliseconds.
func time(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
}
