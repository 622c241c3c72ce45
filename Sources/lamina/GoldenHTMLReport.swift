// The HTML page `lamina golden verify --report` writes: golden | actual | diff per failure.
import Foundation
import LaminaRender
import LaminaDiff

/// An HTML report of a `golden verify` run. The page lists every failure with its reason and
/// its golden, actual and diff images side by side, then the cases that passed. Images are
/// written as PNGs into a folder beside the page, `<page name>-images/`, and linked relatively,
/// so the page and its folder can be moved or uploaded together.
struct GoldenHTMLReport {
    /// Every case's outcome, in the order they ran.
    let outcomes: [GoldenCaseOutcome]
    /// The tolerance they were checked with.
    let tolerance: GoldenTolerance

    /// Writes the images and then the page, each file atomically.
    /// - Throws: `RenderError.io` naming the file that could not be written.
    func write(to url: URL) throws {
        let imagesName = "\(url.deletingPathExtension().lastPathComponent)-images"
        let imagesFolder = url.deletingLastPathComponent().appendingPathComponent(imagesName, isDirectory: true)
        var sections: [String] = []
        for outcome in outcomes {
            guard let failure = outcome.failure else { continue }
            var cells: [String] = []
            for (kind, image) in [("golden", outcome.golden), ("actual", outcome.actual), ("diff", outcome.diff)] {
                guard let image else {
                    cells.append("<td class=\"none\">(none)</td>")
                    continue
                }
                let file = "\(outcome.goldenCase.name).\(kind).png"
                try createFolder(imagesFolder)
                try image.writePNG(to: imagesFolder.appendingPathComponent(file))
                let source = "\(imagesName)/\(file)".addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? file
                cells.append("<td><img src=\"\(Self.escape(source))\" alt=\"\(kind)\"></td>")
            }
            sections.append("""
                <section>
                <h2>\(Self.escape(outcome.goldenCase.name))</h2>
                <p>\(Self.escape(failure))</p>
                <table><tr><th>golden</th><th>actual</th><th>diff</th></tr>
                <tr>\(cells.joined())</tr></table>
                </section>
                """)
        }
        let passed = outcomes.filter(\.passed).map { "<li>\(Self.escape($0.goldenCase.name))</li>" }
        let failed = outcomes.count - passed.count
        let page = """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>Lamina golden report: \(passed.count) passed, \(failed) failed</title>
            <style>
            body { font-family: system-ui, sans-serif; margin: 2em; }
            td { vertical-align: top; padding: 4px; }
            img { max-width: 100%; image-rendering: pixelated; border: 1px solid #ccc;
                  background: repeating-conic-gradient(#ddd 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
            .none { color: #888; }
            </style>
            </head>
            <body>
            <h1>\(passed.count) passed, \(failed) failed</h1>
            <p>Tolerance: \(Self.escape(tolerance.description)). Diff images show the golden in grey, \
            mismatches in red and anti-aliasing differences in yellow.</p>
            \(sections.joined(separator: "\n"))
            <h2>Passed</h2>
            <ul>\(passed.joined())</ul>
            </body>
            </html>

            """
        try createFolder(url.deletingLastPathComponent())
        try AtomicFile.write(Data(page.utf8), to: url)
    }

    private func createFolder(_ folder: URL) throws {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw RenderError.io(path: folder.path, reason: "cannot create the folder (\(error.localizedDescription))")
        }
    }

    /// Text made safe for HTML content and attribute values.
    static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }
}
