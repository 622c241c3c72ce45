// Packages from PyPI installed once inside the build folder, for the tests that check Lamina
// against another program (resvg, pixelmatch, rlottie): into a virtual environment, or where
// `venv` is missing (Debian without python3-venv) into a plain folder with `pip install
// --target`. A marker file says the install finished, so an interrupted one is redone.
import Foundation

/// An installed set of PyPI packages: the Python that sees them, and their commands.
public struct PyPIEnvironment: Sendable {
    /// The Python interpreter to run (the venv's, or `/usr/bin/env` with `python3` first).
    public let python: URL
    /// Arguments that go before a script's own: empty for a venv's interpreter, `python3` for
    /// `/usr/bin/env`.
    public let pythonPrefix: [String]
    /// Where the packages' console scripts are (`bin/`).
    public let commands: URL
    /// Variables the programs need: `PYTHONPATH` when the packages are a `--target` folder.
    public let environment: [String: String]

    /// Why an environment could not be set up (no python3, or PyPI unreachable), why a program
    /// run in it failed, or why its result cannot be compared.
    public struct Failure: Error, CustomStringConvertible, Sendable {
        public let description: String
        public init(_ description: String) { self.description = description }
    }

    /// Installs `requirements` once into `buildFolder/NAME-venv` (or `NAME-packages` with
    /// `pip install --target`), or finds them installed there by an earlier run.
    public static func install(_ requirements: [String], named name: String,
                               in buildFolder: URL) -> Result<PyPIEnvironment, Failure> {
        let venv = buildFolder.appendingPathComponent("\(name)-venv", isDirectory: true)
        let target = buildFolder.appendingPathComponent("\(name)-packages", isDirectory: true)
        let env = URL(fileURLWithPath: "/usr/bin/env")
        let inVenv = PyPIEnvironment(python: venv.appendingPathComponent("bin/python3"), pythonPrefix: [],
                                     commands: venv.appendingPathComponent("bin", isDirectory: true), environment: [:])
        let inTarget = PyPIEnvironment(python: env, pythonPrefix: ["python3"],
                                       commands: target.appendingPathComponent("bin", isDirectory: true),
                                       environment: ["PYTHONPATH": target.path])
        let marker = ".lamina-ready"
        for (folder, ready) in [(venv, inVenv), (target, inTarget)]
        where FileManager.default.fileExists(atPath: folder.appendingPathComponent(marker).path) {
            return .success(ready)
        }
        let pip = ["-m", "pip", "install", "--quiet", "--disable-pip-version-check"] + requirements
        var reasons: [String] = []
        do {
            try run(env, ["python3", "-m", "venv", "--clear", venv.path])
            try run(inVenv.python, pip)
            _ = FileManager.default.createFile(atPath: venv.appendingPathComponent(marker).path, contents: Data())
            return .success(inVenv)
        } catch {
            reasons.append("venv: \(error)")
        }
        do {
            try run(env, ["python3"] + pip + ["--target", target.path])
            _ = FileManager.default.createFile(atPath: target.appendingPathComponent(marker).path, contents: Data())
            return .success(inTarget)
        } catch {
            reasons.append("pip --target: \(error)")
        }
        return .failure(Failure("\(requirements.joined(separator: ", ")) from PyPI unavailable: "
                                    + reasons.joined(separator: "; ")))
    }

    /// Runs the Python `script` (its source) with `arguments`; returns what it printed.
    /// - Throws: ``Failure`` with the script's error output when it fails.
    @discardableResult
    public func runPython(_ script: String, _ arguments: [String]) throws -> Data {
        try Self.run(python, pythonPrefix + ["-c", script] + arguments, environment: environment)
    }

    /// Runs the console script `command` of the packages with `arguments`; returns its output.
    /// - Throws: ``Failure`` with the command's error output when it fails.
    @discardableResult
    public func runCommand(_ command: String, _ arguments: [String]) throws -> Data {
        try Self.run(commands.appendingPathComponent(command), arguments, environment: environment)
    }

    /// Runs `program`; returns its standard output, or throws with its error output when it
    /// exits with a failure.
    @discardableResult
    public static func run(_ program: URL, _ arguments: [String], environment: [String: String] = [:]) throws -> Data {
        let run = try ChildProcess.run(program, arguments, environment: environment)
        guard run.status == 0 else {
            throw Failure("\(program.lastPathComponent) \(arguments.prefix(3).joined(separator: " ")) exited \(run.status): "
                          + run.errors)
        }
        return run.output
    }
}

extension Result where Failure == PyPIEnvironment.Failure {
    /// True when the packages installed; otherwise prints why `check` is skipped, so a skipped
    /// cross-check says what was missing.
    public func isAvailable(for check: String) -> Bool {
        switch self {
        case .success: return true
        case .failure(let reason):
            FileHandle.standardError.write(Data("\(check) skipped: \(reason)\n".utf8))
            return false
        }
    }
}
