// One case of a golden folder: an input that renders to an image, and the golden beside it.
import Foundation
import LaminaRender

/// A renderable input in a golden folder and the golden PNG it is checked against.
///
/// Today an input is a rendered image, `NAME.actual.png`, whose golden is `NAME.png`. Shape
/// scripts will be a second kind of input, rendered here before comparison.
struct GoldenCase {
    /// The case's name: the input's file name without `.actual.png`.
    let name: String
    /// The input file.
    let input: URL
    /// The golden file, `NAME.png` in the same folder (it may not exist yet).
    let golden: URL

    /// The suffix that marks a rendered image as an input.
    static let actualSuffix = ".actual.png"

    /// The input's pixels.
    /// - Throws: `RenderError` when the file is unreadable or not a PNG.
    func render() throws -> Image {
        try Image(contentsOf: input)
    }

    /// Every case in `folder` (not its subfolders), sorted by name.
    /// - Throws: ``CLIError`` when the folder cannot be listed or holds no case.
    static func all(in folder: URL) throws -> [GoldenCase] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        } catch {
            throw CLIError("\(folder.path): cannot list the folder (\(error.localizedDescription))")
        }
        let cases = names.filter { $0.hasSuffix(actualSuffix) && $0.count > actualSuffix.count }.sorted().map { file in
            let name = String(file.dropLast(actualSuffix.count))
            return GoldenCase(name: name, input: folder.appendingPathComponent(file),
                              golden: folder.appendingPathComponent("\(name).png"))
        }
        guard !cases.isEmpty else {
            throw CLIError("\(folder.path): no cases found (expected NAME\(actualSuffix) files beside NAME.png goldens)")
        }
        return cases
    }
}
