// One case of a golden folder: an input that renders to an image, and the golden beside it.
import Foundation
import LaminaRender
import LaminaScript

/// A renderable input in a golden folder and the golden PNG it is checked against.
///
/// An input is a rendered image, `NAME.actual.png`, or a shape script, `NAME.svg` (rendered
/// here at scale 1 over transparent before comparison); either way its golden is `NAME.png`.
struct GoldenCase {
    /// The case's name: the input's file name without `.actual.png`.
    let name: String
    /// The input file.
    let input: URL
    /// The golden file, `NAME.png` in the same folder (it may not exist yet).
    let golden: URL

    /// The suffix that marks a rendered image as an input.
    static let actualSuffix = ".actual.png"
    /// The suffix that marks a shape script as an input.
    static let scriptSuffix = ".svg"

    /// The input's pixels: the image read, or the script rendered.
    /// - Throws: `RenderError` when the file is unreadable or not a PNG, `ScriptDiagnostic`
    ///   when the script is bad.
    func render() throws -> Image {
        if input.path.hasSuffix(Self.scriptSuffix) { return try ShapeScript(contentsOf: input).render() }
        return try Image(contentsOf: input)
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
        let cases = names.sorted().compactMap { file -> GoldenCase? in
            guard let suffix = [actualSuffix, scriptSuffix].first(where: { file.hasSuffix($0) && file.count > $0.count })
            else { return nil }
            let name = String(file.dropLast(suffix.count))
            return GoldenCase(name: name, input: folder.appendingPathComponent(file),
                              golden: folder.appendingPathComponent("\(name).png"))
        }
        guard !cases.isEmpty else {
            throw CLIError("\(folder.path): no cases found (expected NAME\(actualSuffix) or NAME\(scriptSuffix) files "
                           + "beside NAME.png goldens)")
        }
        return cases
    }
}
