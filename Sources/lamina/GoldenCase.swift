// One case of a golden folder: an input that renders to an image, and the golden beside it.
import Foundation
import Lamina
import LaminaLottie
import LaminaRender
import LaminaScript

/// A renderable input in a golden folder and the golden PNG it is checked against.
///
/// An input is a rendered image, `NAME.actual.png`, or a shape script, `NAME.svg` (rendered
/// here at scale 1 over transparent before comparison); either way its golden is `NAME.png`.
/// A Lottie file, `NAME.json`, is checked at each frame a golden names: `NAME@P.png` holds
/// the frame at P % of its length (as lottie-ios names its snapshots), `NAME.png` its first.
struct GoldenCase {
    /// The case's name: the input's file name without `.actual.png` (or `.svg`, `.json`),
    /// with `@P` for a Lottie frame at P %.
    let name: String
    /// The input file.
    let input: URL
    /// The golden file, `NAME.png` in the same folder (it may not exist yet).
    let golden: URL
    /// For a Lottie file, the fraction (0…1) of its length the frame is at; nil otherwise.
    var progress: Double?

    /// The suffix that marks a rendered image as an input.
    static let actualSuffix = ".actual.png"
    /// The suffix that marks a shape script as an input.
    static let scriptSuffix = ".svg"
    /// The suffixes that mark a Lottie file as an input (its content must be Lottie JSON, plain
    /// or gzip-compressed, or an archive).
    static let lottieSuffixes = [".json", ".lottie", ".tgs"]

    /// The input's pixels: the image read, or the script or Lottie frame rendered.
    /// - Throws: `RenderError` when the file is unreadable or not a PNG, `ScriptDiagnostic`
    ///   when the script is bad, `LottieError` when the Lottie file is.
    func render() throws -> Image {
        if let progress {
            let animation = try LottieAnimation(contentsOf: input)
            let seconds = LottieInput.time(of: animation, frame: nil, progress: progress, time: nil)
            let frame = animation.frame(atTime: seconds)
            let tree = try RenderTree(try animation.makeLayer(options: LottieLayerOptions(frame: frame)))
            return try Renderer().render(tree, at: seconds)
        }
        if input.path.hasSuffix(Self.scriptSuffix) { return try ShapeScript(contentsOf: input).render() }
        return try Image(contentsOf: input)
    }

    /// The cases of the Lottie file `file` in `folder`, whose other files are `names`: one per
    /// `NAME@P.png` golden (P a percentage, 0…100), and `NAME.png` (the first frame) when it
    /// exists or no frame golden does.
    private static func lottieCases(_ file: String, suffix: String, in folder: URL, names: [String]) -> [GoldenCase] {
        let name = String(file.dropLast(suffix.count))
        let input = folder.appendingPathComponent(file)
        var cases = names.compactMap { other -> GoldenCase? in
            guard other.hasPrefix(name + "@"), other.hasSuffix(".png"), !other.hasSuffix(actualSuffix),
                  let percent = Double(other.dropFirst(name.count + 1).dropLast(4)), (0...100).contains(percent)
            else { return nil }
            return GoldenCase(name: String(other.dropLast(4)), input: input,
                              golden: folder.appendingPathComponent(other), progress: percent / 100)
        }
        if cases.isEmpty || names.contains("\(name).png") {
            cases.insert(GoldenCase(name: name, input: input, golden: folder.appendingPathComponent("\(name).png"),
                                    progress: 0), at: 0)
        }
        return cases
    }

    /// Every case in `folder` (not its subfolders), in the order of their files' names sorted
    /// by their bytes (the order shards deal them in, the same on every machine).
    /// - Throws: ``CLIError`` when the folder cannot be listed or holds no case.
    static func all(in folder: URL) throws -> [GoldenCase] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        } catch {
            throw CLIError("\(folder.path): cannot list the folder (\(error.localizedDescription))")
        }
        let sorted = Shard.sortedInputs(names)
        let cases = sorted.flatMap { file -> [GoldenCase] in
            if let suffix = lottieSuffixes.first(where: { file.hasSuffix($0) && file.count > $0.count }),
               LottieInput.isLottie(folder.appendingPathComponent(file).path) {
                return lottieCases(file, suffix: suffix, in: folder, names: sorted)
            }
            guard let suffix = [actualSuffix, scriptSuffix].first(where: { file.hasSuffix($0) && file.count > $0.count })
            else { return [] }
            let name = String(file.dropLast(suffix.count))
            return [GoldenCase(name: name, input: folder.appendingPathComponent(file),
                               golden: folder.appendingPathComponent("\(name).png"))]
        }
        guard !cases.isEmpty else {
            throw CLIError("\(folder.path): no cases found (expected NAME\(actualSuffix), NAME\(scriptSuffix), NAME.json "
                           + "or NAME.lottie files beside NAME.png goldens)")
        }
        return cases
    }

    /// A fingerprint of `cases`' input and golden file names, in order: shards of one run
    /// carry the same one, so a merge can tell reports of another folder or version of it.
    /// FNV-1a, 64 bits, as `fnv1a64:` and 16 hex digits.
    static func fingerprint(of cases: [GoldenCase]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for goldenCase in cases {
            for byte in "\(goldenCase.input.lastPathComponent)\t\(goldenCase.golden.lastPathComponent)\n".utf8 {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            }
        }
        let digits = String(hash, radix: 16)
        return "fnv1a64:" + String(repeating: "0", count: 16 - digits.count) + digits
    }
}
