// `lamina render A.svg B.svg … --output-dir OUT`: many scripts in one process, several at once.
// A process per icon costs more in start-up than the drawing; one process with a few workers
// pays it once. Each script is loaded, drawn and written on its own, so memory stays flat in
// the number of scripts, and a script that fails does not stop the others.
import ArgumentParser
import Foundation
import Lamina
import Synchronization

/// Many `lamina render` jobs with the same options, written into one folder.
struct RenderBatch {
    /// The scripts named on the command line (- for standard input).
    var inputs: [String]
    /// A file listing more scripts, one path a line (- for standard input); nil for none.
    var list: String?
    /// The folder the PNGs go into, each at its script's relative path.
    var outputFolder: String
    /// How many scripts render at once.
    var jobs: Int
    /// Render only this share of the scripts (sorted by their bytes, duplicates dropped); nil
    /// for all of them, in the order given.
    var shard: Shard?
    /// What every script's job asks for (scale, background, size, time, timeout); its script
    /// path and output are each script's own.
    var template: RenderJob

    /// Renders every script, printing each failure as it happens and a summary line at the end.
    /// - Throws: `ExitCode.failure` when any script failed; ``CLIError`` when the list cannot be read.
    func run() throws {
        let given = inputs + (try list.map(Self.readList) ?? [])
        let paths = shard.map { $0.share(ofInputs: given) } ?? given
        let next = Atomic<Int>(0), failed = Atomic<Int>(0)
        let progress = Mutex(ExportProgress(total: paths.count, unit: "rendered", mode: .automatic))
        let done = DispatchGroup()
        for _ in 0..<min(jobs, max(paths.count, 1)) {
            done.enter()
            // Each worker's stack holds the deepest script, so loading needs no thread of its own.
            let worker = Thread {
                while case let index = next.add(1, ordering: .relaxed).oldValue, index < paths.count {
                    if !render(paths[index]) { failed.add(1, ordering: .relaxed) }
                    progress.withLock { $0.advance() }
                }
                done.leave()
            }
            worker.stackSize = LargeStack.size
            worker.start()
        }
        done.wait()
        let failures = failed.load(ordering: .relaxed)
        let share = shard.map { " (shard \($0) of \(Shard.sortedInputs(given).count) scripts)" } ?? ""
        FileHandle.standardError.write(Data("lamina render: rendered \(paths.count - failures), failed \(failures)\(share)\n".utf8))
        if failures > 0 { throw ExitCode.failure }
    }

    /// Renders `input` into its place in the output folder; false (after printing why) when it failed.
    private func render(_ input: String) -> Bool {
        let output = Self.outputPath(for: input, in: outputFolder)
        var job = template
        job.script.path = input
        job.output = output
        do {
            try FileManager.default.createDirectory(atPath: FilePathParts(output).folder,
                                                    withIntermediateDirectories: true)
            try job.run()
            return true
        } catch is ExitCode {
            return false  // printed already
        } catch let error as CLIError {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
        } catch {
            FileHandle.standardError.write(Data("lamina render: \(input): \(error)\n".utf8))
        }
        return false
    }

    /// Where the PNG of `input` goes in `folder`: its path relative to the current folder,
    /// with `.png` for its extension. A path that leaves the current folder (absolute, or
    /// through `..`) is placed by its absolute path, so no output lands outside `folder`;
    /// standard input (-) becomes `stdin.png`.
    static func outputPath(for input: String, in folder: String) -> String {
        guard input != "-" else { return join(folder, "stdin.png") }
        let current = FileManager.default.currentDirectoryPath
        let absolute = URL(fileURLWithPath: input, relativeTo: URL(fileURLWithPath: current, isDirectory: true))
            .standardizedFileURL.path
        let prefix = current.hasSuffix("/") ? current : current + "/"
        var relative = absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : String(absolute.drop { $0 == "/" })
        if let dot = relative.lastIndex(of: "."), !relative[dot...].contains("/") { relative = String(relative[..<dot]) }
        return join(folder, relative + ".png")
    }

    /// `name` inside `folder`.
    private static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// The script paths a list file holds, one a line (blank lines skipped); - reads standard input.
    /// - Throws: ``CLIError`` when the list cannot be read.
    static func readList(_ path: String) throws -> [String] {
        let data: Data
        if path == "-" {
            data = try ScriptInput.readStandardInput(maxBytes: 64 << 20)
        } else {
            guard let contents = FileManager.default.contents(atPath: path) else {
                throw CLIError("--list: cannot read \(path)")
            }
            data = contents
        }
        return String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
