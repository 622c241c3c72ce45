// A second opinion on Lottie: rlottie (Samsung's renderer), from PyPI's `rlottie-python` wheel,
// installed once into a virtual environment in the build folder (the one
// Scripts/lottie-benchmark.sh uses), as the shape scripts' cross-check installs resvg. A small
// Python program renders a frame with rlottie's C API and writes it as a PNG.
import Foundation
import Lamina
import LaminaTesting

/// Renders Lottie files with rlottie.
struct RLottieOracle {
    /// The virtual environment's Python, which has rlottie_python.
    let python: URL

    /// The shared oracle, or why it is unavailable (no python3 with venv, or PyPI unreachable).
    static let shared: Result<RLottieOracle, OracleUnavailable> = install()

    /// True when rlottie is installed; otherwise prints why, so a skipped cross-check says so.
    static var isAvailable: Bool {
        switch shared {
        case .success: return true
        case .failure(let reason):
            FileHandle.standardError.write(Data("rlottie cross-check skipped: \(reason)\n".utf8))
            return false
        }
    }

    /// Why the oracle could not be set up.
    struct OracleUnavailable: Error, CustomStringConvertible {
        let description: String
    }

    /// The pinned version, so the cross-check's tolerances stay meaningful.
    private static let requirement = "rlottie-python==1.3.8"

    /// Renders frame `argv[2]` (counted from the animation's in point) of the file `argv[1]` at
    /// its own size and writes it to `argv[3]` as an 8-bit RGBA PNG (rlottie draws premultiplied
    /// BGRA, undone here).
    private static let program = """
        import struct, sys, zlib
        from rlottie_python import LottieAnimation
        animation = LottieAnimation.from_file(sys.argv[1])
        width, height = animation.lottie_animation_get_size()
        pixels = animation.lottie_animation_render(frame_num=int(sys.argv[2]))
        rows = bytearray()
        for y in range(height):
            rows.append(0)
            for x in range(width):
                b, g, r, a = pixels[(y * width + x) * 4:(y * width + x) * 4 + 4]
                if a:
                    r, g, b = min(255, (r * 255 + a // 2) // a), min(255, (g * 255 + a // 2) // a), min(255, (b * 255 + a // 2) // a)
                rows += bytes((r, g, b, a))
        def chunk(kind, data):
            return struct.pack('>I', len(data)) + kind + data + struct.pack('>I', zlib.crc32(kind + data) & 0xffffffff)
        with open(sys.argv[3], 'wb') as out:
            out.write(b'\\x89PNG\\r\\n\\x1a\\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', width, height, 8, 6, 0, 0, 0))
                      + chunk(b'IDAT', zlib.compress(bytes(rows))) + chunk(b'IEND', b''))
        """

    private static func install() -> Result<RLottieOracle, OracleUnavailable> {
        let build = GoldenStore.defaultArtifactsRoot(environment: [:]).deletingLastPathComponent()
        let venv = build.appendingPathComponent("rlottie-venv", isDirectory: true)
        let python = venv.appendingPathComponent("bin/python3")
        if (try? run(python, ["-c", "import rlottie_python"])) != nil { return .success(RLottieOracle(python: python)) }
        do {
            try run(URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-m", "venv", "--clear", venv.path])
            try run(python, ["-m", "pip", "install", "--quiet", "--disable-pip-version-check", requirement])
            return .success(RLottieOracle(python: python))
        } catch {
            return .failure(OracleUnavailable(description: "rlottie-python from PyPI is unavailable: \(error)"))
        }
    }

    /// The artifacts folder the cross-check keeps its files in, created when missing.
    static func folder() throws -> URL {
        let folder = GoldenStore.defaultArtifactsRoot().appendingPathComponent("RLottieCrossCheck", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// rlottie's frame `frame` (counted from the in point) of `file`, kept as `NAME.rlottie.png`.
    func render(_ file: URL, frame: Int, named name: String) throws -> Image {
        let png = try Self.folder().appendingPathComponent("\(name).rlottie.png")
        try Self.run(python, ["-c", Self.program, file.path, "\(frame)", png.path])
        return try Image(contentsOf: png)
    }

    private static func run(_ program: URL, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let errors = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw OracleUnavailable(description: "\(program.lastPathComponent) exited \(process.terminationStatus): "
                                    + String(decoding: errors, as: UTF8.self))
        }
    }
}
