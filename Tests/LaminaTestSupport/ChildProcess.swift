// Runs another program for a test and collects what it prints: standard output and standard
// error are drained at once (error on a thread of its own) and standard input is written from
// another thread, so no pipe can fill up and stall the child.
import Foundation

/// One finished run of a program.
public struct ChildProcessRun: Sendable {
    /// The exit status.
    public let status: Int32
    /// Standard output, as bytes.
    public let output: Data
    /// Standard error, as text.
    public let errors: String
}

/// Running programs from tests.
public enum ChildProcess {
    /// Runs `program` with `arguments` in `folder` (default: this process's), with
    /// `environment` added to this process's environment and `input` on its standard input
    /// (none by default), and waits for it.
    /// - Throws: when the program cannot be started.
    public static func run(_ program: URL, _ arguments: [String], in folder: URL? = nil,
                           environment: [String: String] = [:], input: Data? = nil) throws -> ChildProcessRun {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let stdin = Pipe()
        if input != nil { process.standardInput = stdin }
        try process.run()
        if let input {
            // Written on another thread: a child that reads slowly must not block this one.
            let writer = stdin.fileHandleForWriting
            Thread.detachNewThread {
                writer.write(input)
                try? writer.close()
            }
        }
        let errors = PipeReader(err.fileHandleForReading)
        let output = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ChildProcessRun(status: process.terminationStatus, output: output, errors: errors.text())
    }
}

/// Collects a pipe's bytes on a background thread.
private final class PipeReader: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    func text() -> String {
        done.wait()
        return String(decoding: data, as: UTF8.self)
    }
}
