// The HTML page `lamina golden verify --report` writes: golden | actual | diff per failure.
import Foundation
import LaminaRender
import LaminaDiff

/// An HTML report of a `golden verify` run, or of shards' runs merged (`golden report`). The
/// page lists every failure with its reason and its golden, actual and diff images side by
/// side, then the cases that passed. Images are written as PNGs into a folder beside the page,
/// `<page name>-images/`, and linked relatively, so the page and its folder can be moved or
/// uploaded together.
struct GoldenHTMLReport {
    /// Every case, in the order of the folder's cases.
    let entries: [GoldenReportEntry]
    /// The tolerance they were checked with, as `GoldenTolerance` describes it.
    let tolerance: String

    /// Writes the images and then the page, each file atomically.
    /// - Throws: `RenderError.io` naming the file that could not be written.
    func write(to url: URL) throws {
        let (imagesName, imagesFolder) = GoldenReportEntry.imagesFolder(beside: url)
        var sections: [String] = []
        for entry in entries {
            guard let failure = entry.failure else { continue }
            let files = try entry.writeImages(into: imagesFolder)
            let cells = zip(GoldenReportEntry.kinds, files).map { kind, file -> String in
                guard let file else { return "<td class=\"none\">(none)</td>" }
                let source = "\(imagesName)/\(file)".addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? file
                return "<td><img src=\"\(Self.escape(source))\" alt=\"\(kind)\"></td>"
            }
            sections.append("""
                <section>
                <h2>\(Self.escape(entry.name))</h2>
                <p>\(Self.escape(failure))</p>
                <table><tr><th>golden</th><th>actual</th><th>diff</th></tr>
                <tr>\(cells.joined())</tr></table>
                </section>
                """)
        }
        let passed = entries.filter(\.passed).map { "<li>\(Self.escape($0.name))</li>" }
        let failed = entries.count - passed.count
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
            <p>Tolerance: \(Self.escape(tolerance)). Diff images show the golden in grey, \
            mismatches in red and anti-aliasing differences in yellow.</p>
            \(sections.joined(separator: "\n"))
            <h2>Passed</h2>
            <ul>\(passed.joined())</ul>
            </body>
            </html>

            """
        try AtomicFile.createFolder(url.deletingLastPathComponent())
        try AtomicFile.write(Data(page.utf8), to: url)
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
