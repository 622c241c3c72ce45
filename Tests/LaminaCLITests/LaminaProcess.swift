// Runs the built `lamina` executable, found next to the test bundle in the build products folder.
import Foundation
import LaminaRender
import LaminaTestSupport
import Testing

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
        let run = try ChildProcess.run(executable, arguments, in: folder, environment: environment, input: input)
        return LaminaRun(status: run.status, output: run.output, stderr: run.errors)
    }
}

extension Lamina {
    /// Runs `lamina render` and `lamina frames` on `input` with `--timeout 0.001`, and expects
    /// each to stop with exit 1 and `message` on standard error, writing no `out.png` in `folder`.
    static func expectStopsAtTimeout(_ input: String, in folder: ImageFolder, message: String) throws {
        for command in ["render", "frames"] {
            let run = try run([command, input, "-o", folder.path("out.png"), "--timeout", "0.001"])
            #expect(run.status == 1)
            #expect(run.stderr.contains(message), "\(run.stderr)")
            #expect(!folder.exists("out.png"))
        }
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
