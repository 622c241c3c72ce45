// Every shell example the README and docs/ give for `lamina` runs as written, from the
// repository's folder (their samples), so the documentation cannot drift from the tool.
import Foundation
import Testing

@Suite struct DocumentedCommandsTests {
    /// The repository's root folder, found from this file's path.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The documents whose examples are checked: the README and every page in docs/.
    static func documents() throws -> [URL] {
        let docs = root.appendingPathComponent("docs")
        let pages = try FileManager.default.contentsOfDirectory(at: docs, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "md" }
        return [root.appendingPathComponent("README.md")] + pages.sorted { $0.path < $1.path }
    }

    /// The shell code blocks of `text` (fenced with no language, `sh`, `shell` or `console`) that
    /// run `lamina`: each block's first line number and its command lines (comments and blank
    /// lines left out). Blocks that only run other tools (`make demo`) are not examples of lamina.
    static func examples(in text: String) -> [(line: Int, commands: [String])] {
        var blocks: [(line: Int, commands: [String])] = []
        var current: (line: Int, commands: [String])?
        var inOtherBlock = false
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("```") {
                if let block = current {
                    if block.commands.contains(where: runsLamina) { blocks.append(block) }
                    current = nil
                } else if inOtherBlock {
                    inOtherBlock = false
                } else {
                    let language = line.dropFirst(3).trimmingCharacters(in: .whitespaces)
                    if ["", "sh", "shell", "console"].contains(language) { current = (index + 2, []) } else { inOtherBlock = true }
                }
                continue
            }
            if current != nil, !line.isEmpty, !line.hasPrefix("#") { current?.commands.append(line) }
        }
        return blocks
    }

    /// Whether a shell command line runs `lamina` (as its command, or in a pipeline).
    static func runsLamina(_ command: String) -> Bool {
        command.split(separator: "|").contains { $0.split(separator: " ").first == "lamina" }
    }

    @Test func examplesAreFoundInShellBlocksOnly() {
        let text = """
            ```sh
            make demo    # not lamina
            ```
            ```
            # a comment
            lamina render a.svg -o a.png
            ls *.svg > list.txt
            cat a.svg | lamina render - -o -
            ```
            ```swift
            lamina render x.svg -o x.png
            ```
            """
        let blocks = Self.examples(in: text)
        #expect(blocks.count == 1)
        #expect(blocks.first?.line == 5)
        #expect(blocks.first?.commands == ["lamina render a.svg -o a.png", "ls *.svg > list.txt", "cat a.svg | lamina render - -o -"])
    }

    @Test func everyDocumentedExampleRuns() throws {
        let bin = try #require(Lamina.executable).deletingLastPathComponent().path
        var checked = 0
        for document in try Self.documents() {
            for block in Self.examples(in: try String(contentsOf: document, encoding: .utf8)) {
                // A fresh folder for each block, holding the samples: outputs land there.
                let folder = try ImageFolder()
                defer { folder.remove() }
                try FileManager.default.createSymbolicLink(at: folder.url.appendingPathComponent("Samples"),
                                                           withDestinationURL: Self.root.appendingPathComponent("Samples"))
                for command in block.commands {
                    let status = try Self.shell(command, in: folder.url, path: bin)
                    #expect(status == 0, "\(document.lastPathComponent):\(block.line): \(command) exited \(status)")
                    checked += 1
                }
            }
        }
        #expect(checked >= 8, "the README and docs/ should show the tool at work")
    }

    /// Runs `command` with /bin/sh in `folder`, with `path` first on PATH; its exit status.
    static func shell(_ command: String, in folder: URL, path: String) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
