// What a failing Lamina snapshot reports, how the precisions tolerate differences, and the
// library's record modes working with Lamina's strategies (in a temporary snapshot folder).
import Foundation
import Lamina
import LaminaSnapshotTesting
import SnapshotTesting
import Testing

@Suite struct SnapshotDiffingTests {
    /// A 20 × 20 white image with `changed` pixels black.
    private func image(changed: Int = 0) throws -> Image {
        var image = try Image(width: 20, height: 20, color: .white)
        for i in 0..<changed { image.setPixel(x: i % 20, y: i / 20, Color.black.premultipliedARGB32) }
        return image
    }

    /// Runs `body` with a fresh temporary folder for references, removed afterwards.
    private func withReferences(_ body: (String) throws -> Void) throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-snapshots-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: url) }
        try body(url.path)
    }

    /// `verifySnapshot`, removing the diff image a failure writes (its path is in the message).
    private func verify<Value, Format>(of value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>,
                                       named name: String, record: SnapshotTestingConfiguration.Record,
                                       snapshotDirectory: String, testName: String = #function) -> String? {
        let message = verifySnapshot(of: try value(), as: snapshotting, named: name, record: record,
                                     snapshotDirectory: snapshotDirectory, testName: testName)
        if let line = message?.split(separator: "\n").first(where: { $0.hasPrefix("Diff image: ") }) {
            try? FileManager.default.removeItem(atPath: String(line.dropFirst("Diff image: ".count)))
        }
        return message
    }

    @Test func aMismatchSaysHowManyPixelsDifferAndWhereTheDiffIs() throws {
        try withReferences { references in
            #expect(verifySnapshot(of: try image(), as: .image, named: "white", record: .all, snapshotDirectory: references)
                    != nil)  // recording reports itself as a failure
            let failure = try #require(verifySnapshot(of: try image(changed: 4), as: .image, named: "white", record: .never,
                                                      snapshotDirectory: references))
            #expect(failure.contains("Lamina: 4 of 400 pixels differ (1.000 %"))
            let diffLine = try #require(failure.split(separator: "\n").first { $0.hasPrefix("Diff image: ") })
            let diffPath = String(diffLine.dropFirst("Diff image: ".count))
            let diff = try Image(contentsOf: URL(fileURLWithPath: diffPath))
            try FileManager.default.removeItem(atPath: diffPath)
            #expect(diff.width == 20 && diff.height == 20)
            #expect(verifySnapshot(of: try image(), as: .image, named: "white", record: .never, snapshotDirectory: references)
                    == nil)
        }
    }

    @Test func precisionToleratesAFractionOfPixels() throws {
        try withReferences { references in
            _ = verify(of: try image(), as: .image, named: "base", record: .all, snapshotDirectory: references)
            // 4 of 400 pixels is 1 %: within a precision of 0.99, not of 0.995.
            #expect(verify(of: try image(changed: 4), as: .image(precision: 0.99), named: "base", record: .never,
                                   snapshotDirectory: references) == nil)
            #expect(verify(of: try image(changed: 4), as: .image(precision: 0.995), named: "base", record: .never,
                                   snapshotDirectory: references) != nil)
        }
    }

    @Test func perceptualPrecisionToleratesSlightColourChanges() throws {
        try withReferences { references in
            _ = verify(of: try image(), as: .image, named: "base", record: .all, snapshotDirectory: references)
            var slightly = try image()
            slightly.setPixel(x: 5, y: 5, Color(white: 0.99).premultipliedARGB32)
            #expect(verify(of: slightly, as: .image, named: "base", record: .never, snapshotDirectory: references) != nil)
            #expect(verify(of: slightly, as: .image(perceptualPrecision: 0.98), named: "base", record: .never,
                                   snapshotDirectory: references) == nil)
        }
    }

    @Test func recordModesAreTheLibrarys() throws {
        try withReferences { references in
            let file = URL(fileURLWithPath: references).appendingPathComponent("recordModesAreTheLibrarys.modes.png").path
            // .never with no reference fails and writes nothing; .missing records it.
            #expect(verify(of: try image(), as: .image, named: "modes", record: .never, snapshotDirectory: references)
                    != nil)
            #expect(!FileManager.default.fileExists(atPath: file))
            #expect(verify(of: try image(), as: .image, named: "modes", record: .missing, snapshotDirectory: references)
                    != nil)
            #expect(FileManager.default.fileExists(atPath: file))
            // .failed records the new image when it does not match; then it matches.
            _ = verify(of: try image(changed: 9), as: .image, named: "modes", record: .failed, snapshotDirectory: references)
            #expect(verify(of: try image(changed: 9), as: .image, named: "modes", record: .never,
                                   snapshotDirectory: references) == nil)
        }
    }

    @Test func aReferenceOfAnotherSizeFailsOnTheSize() throws {
        try withReferences { references in
            _ = verify(of: try Image(width: 10, height: 10), as: .image, named: "size", record: .all,
                               snapshotDirectory: references)
            let failure = verify(of: try image(), as: .image, named: "size", record: .never, snapshotDirectory: references)
            #expect(failure?.contains("Lamina: the snapshot is 20×20 px, the reference 10×10 px.") == true)
        }
    }
}
