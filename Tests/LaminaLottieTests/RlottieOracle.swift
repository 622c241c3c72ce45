// The independent Lottie renderer: rlottie 1.3.8, from PyPI's rlottie-python wheel (which ships
// librlottie.so), installed once inside the build folder (PyPIEnvironment), the same folder
// Scripts/lottie-benchmark.sh times rlottie from.
import Foundation
import Lamina
import LaminaTesting
import LaminaTestSupport

/// Renders Lottie frames with rlottie.
struct RlottieOracle {
    /// Where rlottie-python is installed.
    let packages: PyPIEnvironment

    /// The shared oracle, or why it is unavailable (no python3, or PyPI unreachable).
    static let shared: Result<RlottieOracle, PyPIEnvironment.Failure> =
        PyPIEnvironment.install(["rlottie-python==1.3.8"], named: "rlottie",
                                in: GoldenStore.defaultArtifactsRoot(environment: [:]).deletingLastPathComponent())
            .map(RlottieOracle.init)

    /// True when rlottie is installed; otherwise prints why, so a skipped cross-check says so.
    static var isAvailable: Bool { shared.isAvailable(for: "rlottie cross-check") }

    /// Frame `frame` of `file` (rlottie counts whole frames from the in point) drawn at
    /// `width` × `height` pixels on a transparent background, as rlottie's C API draws it:
    /// premultiplied ARGB32, the layout of Lamina's ``Image``.
    func render(_ file: URL, frame: Int, width: Int, height: Int) throws -> Image {
        let bytes = try packages.runPython(Self.script, [file.path, "\(frame)", "\(width)", "\(height)"])
        guard bytes.count == width * height * 4 else {
            throw PyPIEnvironment.Failure("rlottie drew \(bytes.count) bytes for \(width)×\(height) pixels")
        }
        let pixels = bytes.withUnsafeBytes { raw in
            (0..<width * height).map { UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: $0 * 4, as: UInt32.self)) }
        }
        return try Image(width: width, height: height, pixels: pixels)
    }

    private static let script = """
        import sys
        from rlottie_python import LottieAnimation
        path, frame, width, height = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
        animation = LottieAnimation.from_file(path)
        sys.stdout.buffer.write(animation.lottie_animation_render(frame_num=frame, width=width, height=height))
        """
}
