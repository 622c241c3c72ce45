// Where goldens and failure artifacts live on disk (the layout of swift-snapshot-testing's
// `__Snapshots__`, with Lamina's names).
import Foundation

/// The goldens of one test file and the folder its failure artifacts go to.
///
/// Goldens live beside the test file:
/// `<folder of the test file>/__Goldens__/<TestFile>/<test>.<name>.png`. On a failure the
/// actual image, a copy of the golden and the diff image are written to
/// `<artifacts>/<TestFile>/<test>.<name>.{actual,golden,diff}.png`, where `<artifacts>` is
/// `LAMINA_ARTIFACTS` when set (a relative path is taken from the current directory), and
/// otherwise `lamina-artifacts` inside the SwiftPM build folder that holds the running test
/// bundle (for example `.build/lamina-artifacts`), or in the temporary folder when there is
/// none.
public struct GoldenStore: Sendable, Equatable {
    /// The environment variable naming the artifacts folder: `LAMINA_ARTIFACTS`.
    public static let artifactsVariable = "LAMINA_ARTIFACTS"

    /// `<folder of the test file>/__Goldens__/<TestFile>`.
    public let goldensDirectory: URL
    /// `<artifacts>/<TestFile>`.
    public let artifactsDirectory: URL

    /// The store for the test file at `testFilePath` (pass `#filePath`).
    /// - Parameter artifactsRoot: the artifacts folder; default ``defaultArtifactsRoot(environment:)``.
    public init(testFilePath: String, artifactsRoot: URL = GoldenStore.defaultArtifactsRoot()) {
        let file = URL(fileURLWithPath: testFilePath)
        let stem = file.deletingPathExtension().lastPathComponent
        goldensDirectory = file.deletingLastPathComponent()
            .appendingPathComponent("__Goldens__", isDirectory: true)
            .appendingPathComponent(stem, isDirectory: true)
        artifactsDirectory = artifactsRoot.appendingPathComponent(stem, isDirectory: true)
    }

    /// The golden's file: `<goldensDirectory>/<test>.<name>.png`.
    public func goldenURL(test: String, name: String) -> URL {
        goldensDirectory.appendingPathComponent("\(Self.baseName(test: test, name: name)).png")
    }

    /// The three artifact files written when the golden `<test>.<name>` fails.
    public func artifacts(test: String, name: String) -> GoldenArtifacts {
        let base = Self.baseName(test: test, name: name)
        func url(_ kind: String) -> URL { artifactsDirectory.appendingPathComponent("\(base).\(kind).png") }
        return GoldenArtifacts(actual: url("actual"), golden: url("golden"), diff: url("diff"))
    }

    /// The artifacts folder for this run: `LAMINA_ARTIFACTS` when set, else
    /// `<build folder>/lamina-artifacts` found by walking up from the running executable to
    /// the nearest folder named `.build` or `.build-*`, else `<temporary folder>/lamina-artifacts`.
    public static func defaultArtifactsRoot(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL {
        if let path = environment[artifactsVariable], !path.isEmpty {
            return URL(fileURLWithPath: path, isDirectory: true).standardizedFileURL
        }
        let executable = (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments.first ?? "/"))
            .resolvingSymlinksInPath()
        var folder = executable.deletingLastPathComponent()
        while folder.pathComponents.count > 1 {
            let name = folder.lastPathComponent
            if name == ".build" || name.hasPrefix(".build-") {
                return folder.appendingPathComponent("lamina-artifacts", isDirectory: true)
            }
            folder = folder.deletingLastPathComponent()
        }
        return FileManager.default.temporaryDirectory.appendingPathComponent("lamina-artifacts", isDirectory: true)
    }

    /// The test's name from `#function`: `testRing()` → `testRing`, `ring(size:)` → `ring`.
    public static func testName(fromFunction function: String) -> String {
        let bare = function.prefix { $0 != "(" }
        return sanitize(String(bare))
    }

    /// `<test>.<name>` with every character outside `A–Z a–z 0–9 _ -` replaced by `_`, so a
    /// name can never leave the goldens folder.
    static func baseName(test: String, name: String) -> String {
        "\(sanitize(test)).\(sanitize(name))"
    }

    private static func sanitize(_ text: String) -> String {
        String(text.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") ? $0 : "_" })
    }
}

/// The files a failed golden assertion leaves for inspection.
public struct GoldenArtifacts: Sendable, Equatable {
    /// The image the test produced: `<test>.<name>.actual.png`.
    public let actual: URL
    /// A copy of the golden it was compared with: `<test>.<name>.golden.png`.
    public let golden: URL
    /// The diff image (golden in grey, mismatches red, anti-aliasing yellow): `<test>.<name>.diff.png`.
    public let diff: URL

    /// Creates the set from three file URLs.
    public init(actual: URL, golden: URL, diff: URL) {
        self.actual = actual
        self.golden = golden
        self.diff = diff
    }

    /// All three, in the order actual, golden, diff.
    public var all: [URL] { [actual, golden, diff] }
}
