// dotLottie archives: the manifest's first animation with the pictures inside the archive, in
// the layouts of versions 1 (animations/, images/) and 2 (a/, i/), and the errors for archives
// that are not readable, hold no animation or inflate past the byte limit. The archives are made
// here with ZIPFoundation, the library Lamina reads them with.
import Foundation
import Lamina
import LaminaLottie
import Testing
import ZIPFoundation

@Suite struct DotLottieTests {
    /// A ZIP archive of `files` (path, contents), deflated.
    static func archive(_ files: [(String, Data)]) throws -> Data {
        let archive = try Archive(accessMode: .create)
        for (path, data) in files {
            try archive.addEntry(with: path, type: .file, uncompressedSize: Int64(data.count), compressionMethod: .deflate) {
                position, size in data.subdata(in: Int(position)..<Int(position) + size)
            }
        }
        return try #require(archive.data)
    }

    /// One image layer showing the fixture JPEG (16 × 8, orange then blue) from `folder`.
    static func animation(folder: String) throws -> Data {
        Data(LottieImageTests.animation([#""w":16,"h":8,"u":"\#(folder)","p":"pic.jpg""#]).utf8)
    }

    @Test func versionOneArchivesPlayTheManifestsFirstAnimation() throws {
        let data = try Self.archive([
            ("manifest.json", Data(#"{"version":"1.0","animations":[{"id":"second"},{"id":"first"}]}"#.utf8)),
            ("animations/first.json", Data(#"{"fr":10,"ip":0,"op":10,"w":1,"h":1,"layers":[]}"#.utf8)),
            ("animations/second.json", try Self.animation(folder: "/images/")),
            ("images/pic.jpg", try LottieImageTests.fixture("two-colour.jpg")),
        ])
        let animation = try LottieAnimation(data: data, baseURL: nil)
        #expect(animation.warnings.isEmpty, "\(animation.warnings)")
        #expect(animation.size == CGSize(width: 16, height: 10))
        let image = try LottieImageTests.render(animation)
        #expect(LottieImageTests.near(image.color(x: 2, y: 4), 255, 153, 0))
        #expect(LottieImageTests.near(image.color(x: 13, y: 4), 0, 90, 200))
    }

    @Test func versionTwoArchivesWithoutAManifestPlayTheirAnimation() throws {
        // The asset names a folder the archive does not have: the picture folder `i/` is tried.
        let data = try Self.archive([("a/only.json", try Self.animation(folder: "images/")),
                                     ("i/pic.jpg", try LottieImageTests.fixture("two-colour.jpg"))])
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("dot-\(UUID().uuidString).lottie")
        try data.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let animation = try LottieAnimation(contentsOf: file)
        #expect(animation.warnings.isEmpty, "\(animation.warnings)")
        #expect(LottieImageTests.near(try LottieImageTests.render(animation).color(x: 2, y: 4), 255, 153, 0))
    }

    @Test func aPictureMissingFromTheArchiveWarns() throws {
        let data = try Self.archive([("animations/a.json", try Self.animation(folder: "images/"))])
        let animation = try LottieAnimation(data: data, baseURL: FileManager.default.temporaryDirectory)
        #expect(animation.warnings.map(\.description) == [
            "assets[0].p: warning: the picture \"images/pic.jpg\" is not in the archive; skipped",
        ])
    }

    @Test func unreadableOrEmptyArchivesAreErrors() throws {
        #expect {
            try LottieAnimation(data: Data([0x50, 0x4B, 0x03, 0x04, 0, 0, 0]), baseURL: nil)
        } throws: { error in
            guard case LottieError.unreadable(let message) = error else { return false }
            return message.hasPrefix("expected a dotLottie archive (a ZIP file), found one that cannot be read")
        }
        let empty = try Self.archive([("manifest.json", Data(#"{"animations":[{"id":"gone"}]}"#.utf8)),
                                      ("images/pic.jpg", try LottieImageTests.fixture("two-colour.jpg"))])
        #expect(throws: LottieError.invalid(path: "", message: "expected a dotLottie archive (manifest.json and "
                                            + "animations/ID.json or a/ID.json) or a ZIP file with a Lottie JSON file, found none")) {
            try LottieAnimation(data: empty, baseURL: nil)
        }
    }

    @Test func archivesInflatingPastTheByteLimitStop() throws {
        var limits = LottieLimits()
        limits.maxFileBytes = 4_000
        // 40 KB of spaces deflate to a few hundred bytes, well under the limit as a file.
        let padding = Data(repeating: 0x20, count: 40_000)
        let data = try Self.archive([("animations/a.json", try Self.animation(folder: "images/")),
                                     ("images/big.bin", padding)])
        #expect(data.count < limits.maxFileBytes)
        #expect(throws: LottieError.limit(path: "", message: "expected an archive that inflates to at most 4000 "
                                          + "bytes, found more at images/big.bin")) {
            try LottieAnimation(data: data, baseURL: nil, limits: limits)
        }
    }

    /// A file whose compressed size in the central directory is off: cut short, its deflate
    /// stream does not end inside its data; grown past the end of the archive, its data does
    /// not fit. Both stop at once with a message naming the file (ZIPFoundation, read before,
    /// inflated until the stream ended, and read the archive's last, empty chunk for ever).
    @Test func filesWhoseDataDoesNotFitStopAtOnce() throws {
        let valid = try Self.archive([("animations/a.json", try Self.animation(folder: "images/")),
                                      ("images/pic.jpg", try LottieImageTests.fixture("two-colour.jpg"))])
        // The central directory's header of the last file: its compressed size at + 20.
        let bytes = [UInt8](valid)
        let header = try #require((0..<(bytes.count - 4)).last { bytes[$0..<($0 + 4)] == [0x50, 0x4B, 0x01, 0x02] })
        let size = (0..<4).reduce(0) { $0 | Int(bytes[header + 20 + $1]) << (8 * $1) }
        func withSize(_ newSize: Int) -> Data {
            var patched = bytes
            for index in 0..<4 { patched[header + 20 + index] = UInt8((newSize >> (8 * index)) & 0xFF) }
            return Data(patched)
        }
        #expect {
            try LottieAnimation(data: withSize(size - 20), baseURL: nil)
        } throws: { error in
            guard case LottieError.unreadable(let message) = error else { return false }
            return message.hasPrefix("the archive's entry images/pic.jpg cannot be read (expected a complete deflate stream")
        }
        #expect(throws: LottieError.unreadable("expected a dotLottie archive (a ZIP file), found one that cannot be read "
                                               + "(images/pic.jpg runs past the end of the file)")) {
            try LottieAnimation(data: withSize(size + 100_000), baseURL: nil)
        }
    }
}
