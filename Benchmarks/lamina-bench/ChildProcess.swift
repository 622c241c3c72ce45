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

/// The lamina beside lamina-bench and resvg (``findResvg()``), for a comparison named `name`;
/// nil, after printing that `name` was skipped and why, when either is missing.
func laminaAndResvg(for name: String) -> (lamina: String, resvg: String)? {
    guard let lamina = siblingExecutable("lamina") else {
        print("\(name): skipped (build the lamina product: Scripts/build-release.sh lamina)")
        return nil
    }
    guard let resvg = findResvg() else {
        print("\(name): skipped (\(resvgHint))")
        return nil
    }
    return (lamina, resvg)
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

/// The median wall times, in milliseconds, of `lamina render` and resvg on `svg` written to a
/// file, and of both on an empty 1 × 1 script (start-up plus the least work a render can do:
/// the floor under any run), the four runs interleaved for `rounds` rounds so that all see the
/// same machine load. Nil, after saying why, without a lamina product beside lamina-bench or
/// without resvg.
func timeRenderAgainstResvg(svg: String, rounds: Int) throws
    -> (lamina: Double, resvg: Double, laminaFloor: Double, resvgFloor: Double)? {
    guard let (lamina, resvg) = laminaAndResvg(for: "lamina render vs resvg") else { return nil }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-bench-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("file.svg"), empty = folder.appendingPathComponent("empty.svg")
    try Data(svg.utf8).write(to: file)
    try Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>"#.utf8).write(to: empty)
    let out = folder.appendingPathComponent("out.png").path
    var laminaTimes: [Double] = [], resvgTimes: [Double] = [], laminaFloor: [Double] = [], resvgFloor: [Double] = []
    for _ in 0..<rounds {
        laminaTimes.append(try time { try runProcess(lamina, ["render", file.path, "-o", out]) })
        resvgTimes.append(try time { try runProcess(resvg, [file.path, out]) })
        laminaFloor.append(try time { try runProcess(lamina, ["render", empty.path, "-o", out]) })
        resvgFloor.append(try time { try runProcess(resvg, [empty.path, out]) })
    }
    return (median(laminaTimes), median(resvgTimes), median(laminaFloor), median(resvgFloor))
}

/// A measurement known only by its wall time.
func wall(_ name: String, _ milliseconds: Double) -> Measurement {
    Measurement(name: name, milliseconds: milliseconds, cpuMilliseconds: nil)
}
