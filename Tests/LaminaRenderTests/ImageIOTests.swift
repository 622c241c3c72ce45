// PNG round trips, Image/Color conversions and atomic file output.
import Foundation
import Testing
@testable import LaminaRender

@Suite struct ImageIOTests {
    /// A rendered image with opaque, translucent, antialiased and empty pixels.
    private func renderedImage() throws -> Image {
        let canvas = try Canvas(width: 40, height: 30)
        var triangle = polyline([(3.3, 2.7), (36.1, 9.4), (12.8, 27.5)])
        triangle.close()
        try canvas.fill(triangle, color: Color(red: 0.2, green: 0.6, blue: 0.9, alpha: 0.7))
        try canvas.fill(rectPath(20, 5, 15, 15), color: .systemBlue)
        return try canvas.makeImage()
    }

    private func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func pngRoundTripOfARenderedImageIsExact() throws {
        let image = try renderedImage()
        // Premultiplied → straight → premultiplied is exact in 8 bits: each rounding error is
        // at most ½ · alpha/255 < ½ on the way back.
        #expect(try Image(pngData: image.pngData()) == image)
        #expect(image.pixels.contains { $0 >> 24 > 0 && $0 >> 24 < 255 })
    }

    @Test func writePNGThenReadGivesTheSameImage() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("image.png")
        let image = try renderedImage()
        try image.writePNG(to: url)
        #expect(try Image(contentsOf: url) == image)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["image.png"])
    }

    @Test func bytesThatAreNotAPNGSayWhatWasExpected() {
        #expect(throws: RenderError.invalidPNG(source: "x.png", reason: "expected the PNG signature (89 50 4E 47 0D 0A 1A 0A), found other bytes")) {
            _ = try Image(pngData: Data("not a png".utf8), source: "x.png")
        }
        #expect(throws: RenderError.invalidPNG(source: "x.png", reason: "expected PNG data, found an empty file")) {
            _ = try Image(pngData: Data(), source: "x.png")
        }
        // The signature alone, with nothing after it, is Cairo's to reject.
        #expect(throws: RenderError.self) { _ = try Image(pngData: Data(PNGEncoder.signature), source: "x.png") }
    }

    @Test func colorToPremultipliedPixelAndBack() {
        #expect(Color.systemBlue.premultipliedARGB32 == 0xFF00_7AFF)
        #expect(Color.red.withAlphaComponent(0.5).premultipliedARGB32 == 0x8080_0000)
        #expect(Color(premultipliedARGB32: 0xFF00_7AFF) == .systemBlue)
        #expect(Color(premultipliedARGB32: 0x8080_0000).premultipliedARGB32 == 0x8080_0000)
        #expect(Color(premultipliedARGB32: 0) == .clear)
    }

    @Test func imageColorAccessReadsStraightAlpha() throws {
        let image = try Image(width: 2, height: 1, pixels: [0xFF00_7AFF, 0x8080_0000])
        #expect(image.color(x: 0, y: 0) == .systemBlue)
        #expect(image.color(x: 1, y: 0)?.red == 1)
        #expect(image.color(x: 2, y: 0) == nil)
    }

    @Test func atomicWriteIntoAMissingFolderThrows() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("missing/out.png")
        #expect(throws: RenderError.io(path: url.path, reason: "cannot write a temporary file in "
                                       + "\(url.deletingLastPathComponent().path) (No such file or directory)")) {
            try AtomicFile.write(Data([1, 2, 3]), to: url)
        }
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }

    @Test func failedAtomicWriteLeavesTheOldContentAndNoTemporaryFile() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // The target is a non-empty folder: the final rename fails, after the temporary file
        // has been written.
        let target = folder.appendingPathComponent("out.png")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
        let keep = target.appendingPathComponent("keep.txt")
        try Data("old".utf8).write(to: keep)
        #expect(throws: RenderError.self) { try AtomicFile.write(Data("new".utf8), to: target) }
        #expect(try Data(contentsOf: keep) == Data("old".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.png"])
    }

    @Test func atomicWriteReplacesAnExistingFile() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("out.bin")
        try AtomicFile.write(Data("old".utf8), to: url)
        try AtomicFile.write(Data("new".utf8), to: url)
        #expect(try Data(contentsOf: url) == Data("new".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.bin"])
    }

    @Test func filePathPartsSplitAtTheLastSlash() {
        #expect(FilePathParts("a/b.png") == FilePathParts(folder: "a", name: "b.png"))
        #expect(FilePathParts("b.png") == FilePathParts(folder: ".", name: "b.png"))
        #expect(FilePathParts("/b.png") == FilePathParts(folder: "/", name: "b.png"))
        #expect(FilePathParts("/a/b/c.svg") == FilePathParts(folder: "/a/b", name: "c.svg"))
        #expect(FilePathParts("a/b/") == FilePathParts(folder: "a/b", name: ""))
    }

    @Test func atomicWriteByPathNamesThePathAsGiven() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.path + "/missing/out.png"
        #expect(throws: RenderError.io(path: path, reason: "cannot write a temporary file in "
                                       + "\(folder.path)/missing (No such file or directory)")) {
            try AtomicFile.write(Data([1, 2, 3]), toPath: path)
        }
        try AtomicFile.write(Data("new".utf8), toPath: folder.path + "/out.bin")
        #expect(try Data(contentsOf: folder.appendingPathComponent("out.bin")) == Data("new".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.bin"])
    }
}
