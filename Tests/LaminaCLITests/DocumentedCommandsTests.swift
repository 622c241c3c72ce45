// Every `lamina` command the README and docs/ show runs as written, from the repository's folder
// (their samples), so the documentation cannot drift from the tool.
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

    /// The `lamina` command lines in `text`'s shell code blocks (fenced with no language, `sh`,
    /// `shell` or `console`), as argument lists without `lamina`, each with its line number.
    static func commands(in text: String) -> [(line: Int, arguments: [String])] {
        var found: [(Int, [String])] = []
        var inShellBlock = false, inOtherBlock = false
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("```") {
                if inShellBlock || inOtherBlock {
                    inShellBlock = false
                    inOtherBlock = false
                } else {
                    let language = line.dropFirst(3).trimmingCharacters(in: .whitespaces)
                    inShellBlock = ["", "sh", "shell", "console"].contains(language)
                    inOtherBlock = !inShellBlock
                }
                continue
            }
            guard inShellBlock else { continue }
            let words = shellWords(line)
            if words.first == "lamina" { found.append((index + 1, Array(words.dropFirst()))) }
        }
        return found
    }

    /// `line` split into words as a shell would for these examples: spaces separate, quotes
    /// group, and a word starting with `#` begins a comment.
    static func shellWords(_ line: String) -> [String] {
        var words: [String] = [], word = "", quote: Character?, inWord = false
        for character in line {
            if let open = quote {
                if character == open { quote = nil } else { word.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
                inWord = true
            } else if character == " " || character == "\t" {
                if inWord { words.append(word) }
                word = ""
                inWord = false
            } else {
                if !inWord && character == "#" { break }
                word.append(character)
                inWord = true
            }
        }
        if inWord { words.append(word) }
        return words
    }

    @Test func shellWordsFollowQuotesAndComments() {
        #expect(Self.shellWords("lamina render 'a b.svg' -o \"c.png\" --background '#fff'  # comment")
                == ["lamina", "render", "a b.svg", "-o", "c.png", "--background", "#fff"])
        #expect(Self.shellWords("lamina render a.svg --background #fff") == ["lamina", "render", "a.svg", "--background"])
        #expect(Self.shellWords("make install   # into /usr/local") == ["make", "install"])
    }

    @Test func everyDocumentedCommandRuns() throws {
        var checked = 0
        for document in try Self.documents() {
            let text = try String(contentsOf: document, encoding: .utf8)
            for command in Self.commands(in: text) {
                // A fresh folder for each, holding the samples: outputs land there.
                let folder = try ImageFolder()
                defer { folder.remove() }
                try FileManager.default.createSymbolicLink(at: folder.url.appendingPathComponent("Samples"),
                                                           withDestinationURL: Self.root.appendingPathComponent("Samples"))
                let run = try Lamina.run(command.arguments, in: folder.url)
                let shown = "lamina " + command.arguments.joined(separator: " ")
                #expect(run.status == 0, "\(document.lastPathComponent):\(command.line): \(shown) exited \(run.status): \(run.stderr)")
                checked += 1
            }
        }
        #expect(checked >= 6, "the README and docs/ should show the tool at work")
    }
}
