// Runs the built `lamina` executable, found next to the test bundle in the build products folder.
import Foundation
import LaminaRender

/// One finished run of `lamina`.
struct LaminaRun {
    /// The exit status.
    let status: Int32
    /// Standard output, as bytes.
    let output: Data
    /// Standard error.
    let stderr: String

    /// Standard output, as text.
    var stdout: String { String(decoding: output, as: UTF8.self) }

    /// Standard output's non-empty lines.
    var lines: [String] { stdout.split(separator: "\n").map(String.init) }
}

enum Lamina {
    /// `lamina` in the build products folder that holds the running test bundle.
    static let executable: URL? = {
        let folders = [Bundle.main.executableURL?.deletingLastPathComponent(), Bundle.main.bundleURL,
                       URL(fileURLWithPath: CommandLine.arguments.first ?? ".").deletingLastPathComponent()]
        return folders.compactMap { $0?.appendingPathComponent("lamina") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// Runs `lamina` with `arguments` in `folder`, with `environment` added to this process's
    /// environment and `input` on its standard input (none by default), and waits for it.
    static func run(_ arguments: [String], in folder: URL? = nil, environment: [String: String] = [:],
                    input: Data? = nil) throws -> LaminaRun {
        guard let executable else {
            throw CLITestError("the lamina executable is not next to the test bundle; build all products first")
        }
        let process = Process()
        process.executableURL = executable
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
        // Read standard error on another thread so neither pipe can fill up and block the child.
        let errors = ErrorReader(err.fileHandleForReading)
        let output = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return LaminaRun(status: process.terminationStatus, output: output, stderr: errors.text())
    }
}

/// Collects a pipe's bytes on a background thread.
private final class ErrorReader: @unchecked Sendable {
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

struct CLITestError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// A temporary folder of test images, removed by `remove()`.
struct ImageFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// Writes a `width × height` image of `color`, with `changed` pixels painted black.
    @discardableResult
    func write(_ name: String, width: Int = 64, height: Int = 64, color: Color = .white,
               changed: [(x: Int, y: Int)] = []) throws -> String {
        var pixels = [UInt32](repeating: color.premultipliedARGB32, count: width * height)
        for (x, y) in changed { pixels[y * width + x] = Color.black.premultipliedARGB32 }
        try Image(width: width, height: height, pixels: pixels).writePNG(to: url.appendingPathComponent(name))
        return path(name)
    }

    func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: path(name)) }

    func remove() { try? FileManager.default.removeItem(at: url) }
}
