// The root `lamina` command and its exit-status contract.
import ArgumentParser
import Foundation

/// `lamina`: the root command. Subcommands: `render`, `frames`, `diff`, `golden verify`,
/// `golden record`, `golden report`.
///
/// Exit status, for every subcommand: 0 success, 1 a comparison found differences beyond the
/// tolerance or a render failed, 2 an error (bad arguments, unreadable or unwritable file, bad script).
struct LaminaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lamina",
        abstract: "Core Animation's shape layers on Linux: render shape scripts, compare and verify images.",
        discussion: """
            Exit status: 0 success, 1 images differ beyond the tolerance or a render failed, 2 error.

            Examples:
              lamina render icon.svg -o icon.png --scale 2
              lamina frames spinner.svg -o spinner.apng --fps 30
              lamina diff golden.png actual.png --output diff.png
              lamina golden verify Tests/Goldens --report report.html
              lamina golden record Tests/Goldens
            """,
        version: LaminaCommand.version,
        subcommands: [RenderCommand.self, FramesCommand.self, DiffCommand.self, GoldenCommand.self]
    )

    /// What `lamina --version` prints: the unreleased version CHANGELOG.md describes.
    static let version = "0.1.0-dev"

    /// The exit status of a run that failed with an error (not a comparison that found
    /// differences, which is 1).
    static let errorStatus: Int32 = 2

    /// Parses the process's arguments, runs the command and exits with 0, 1 or 2.
    ///
    /// Help and `--version` exit 0. A command that throws `ExitCode` exits with that code.
    /// Any other error, including a usage error, is printed to standard error and exits 2.
    static func runAndExit() -> Never {
        runAndExit {
            var command = try parseAsRoot()
            try command.run()
        }
    }

    /// Runs `body` and exits as ``runAndExit()`` does: 0 when it returns, else by its error.
    static func runAndExit(_ body: () throws -> Void) -> Never {
        do {
            try body()
            Self.exit(withError: nil)
        } catch {
            if error is ExitCode || exitCode(for: error) == .success { exit(withError: error) }
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            Foundation.exit(errorStatus)
        }
    }
}

/// A failure to report on standard error: names the file (when there is one) and the reason.
struct CLIError: Error, CustomStringConvertible {
    /// The message, e.g. `a.png is 64×64 px but b.png is 64×65 px: images must be the same size`.
    let description: String

    init(_ description: String) { self.description = description }
}
