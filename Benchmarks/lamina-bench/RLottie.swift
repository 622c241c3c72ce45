// rlottie's C API (rlottie_capi.h), opened with dlopen from the librlottie.so that PyPI's
// rlottie-python wheel ships: the reference the Lottie benchmarks time Lamina against.
import Foundation

/// Where a library that a PyPI wheel ships may be: `option` (from the command line), the
/// environment variable `environment`, then `file` inside the site-packages of each Python of
/// `.build/VENV` in the current folder.
func wheelLibraryCandidates(option: String?, environment: String, venv: String, file: String) -> [String] {
    var candidates = [option, ProcessInfo.processInfo.environment[environment]].compactMap { $0 }
    let lib = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(".build/\(venv)/lib")
    for python in (try? FileManager.default.contentsOfDirectory(atPath: lib.path)) ?? [] {
        candidates.append(lib.appendingPathComponent("\(python)/site-packages/\(file)").path)
    }
    return candidates
}

/// rlottie's C API, opened with dlopen.
struct RLottie {
    typealias FromFile = @convention(c) (UnsafePointer<CChar>) -> OpaquePointer?
    typealias FromData = @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafePointer<CChar>) -> OpaquePointer?
    typealias Destroy = @convention(c) (OpaquePointer) -> Void
    typealias GetSize = @convention(c) (OpaquePointer, UnsafeMutablePointer<Int>, UnsafeMutablePointer<Int>) -> Void
    typealias Render = @convention(c) (OpaquePointer, Int, UnsafeMutablePointer<UInt32>, Int, Int, Int) -> Void
    typealias ConfigureCache = @convention(c) (Int) -> Void

    let fromFile: FromFile
    let fromData: FromData
    let destroy: Destroy
    let getSize: GetSize
    let render: Render

    /// The library at `--rlottie`, LAMINA_RLOTTIE or the benchmark's virtual environment, with
    /// its model cache turned off: rlottie otherwise keeps every parsed file by its path (or
    /// key) and hands the same model back, so a second load would cost nothing.
    static func open() -> RLottie? {
        for path in wheelLibraryCandidates(option: rlottieOption, environment: "LAMINA_RLOTTIE", venv: "rlottie-venv",
                                           file: "rlottie_python/librlottie.so") {
            guard let handle = dlopen(path, RTLD_NOW),
                  let fromFile = dlsym(handle, "lottie_animation_from_file"),
                  let fromData = dlsym(handle, "lottie_animation_from_data"),
                  let destroy = dlsym(handle, "lottie_animation_destroy"),
                  let getSize = dlsym(handle, "lottie_animation_get_size"),
                  let render = dlsym(handle, "lottie_animation_render"),
                  let configureCache = dlsym(handle, "lottie_configure_model_cache_size") else { continue }
            print("lottie: rlottie from \(path)")
            unsafeBitCast(configureCache, to: ConfigureCache.self)(0)
            return RLottie(fromFile: unsafeBitCast(fromFile, to: FromFile.self), fromData: unsafeBitCast(fromData, to: FromData.self),
                           destroy: unsafeBitCast(destroy, to: Destroy.self), getSize: unsafeBitCast(getSize, to: GetSize.self),
                           render: unsafeBitCast(render, to: Render.self))
        }
        return nil
    }

    /// rlottie's model of `file` and a buffer of its size times `scale` (rlottie scales the
    /// animation to the buffer), ready to render frames; nil when rlottie cannot read the file.
    func frames(of file: URL, scale: Double = 1) -> RLottieFrames? {
        guard let animation = file.path.withCString({ fromFile($0) }) else { return nil }
        var width = 0, height = 0
        getSize(animation, &width, &height)
        let pixelsWide = Int((Double(width) * scale).rounded()), pixelsHigh = Int((Double(height) * scale).rounded())
        guard pixelsWide > 0, pixelsHigh > 0 else {
            destroy(animation)
            return nil
        }
        return RLottieFrames(library: self, animation: animation, width: pixelsWide, height: pixelsHigh)
    }

    /// Loads `json` (pictures from `folder`), renders its first frame at its own size into a
    /// new buffer (rlottie builds its render tree there) and frees both; false when rlottie
    /// cannot read it.
    func firstFrame(_ json: String, folder: String) -> Bool {
        json.withCString { data in
            "".withCString { key in
                folder.withCString { resources in
                    guard let animation = fromData(data, key, resources) else { return false }
                    defer { destroy(animation) }
                    var width = 0, height = 0
                    getSize(animation, &width, &height)
                    guard width > 0, height > 0 else { return false }
                    var buffer = [UInt32](repeating: 0, count: width * height)
                    buffer.withUnsafeMutableBufferPointer { pixels in
                        if let base = pixels.baseAddress { render(animation, 0, base, width, height, width * 4) }
                    }
                    return true
                }
            }
        }
    }

    /// Loads `json` (pictures from `folder`) into rlottie's model and frees it; false when
    /// rlottie cannot read it.
    func load(_ json: String, folder: String) -> Bool {
        json.withCString { data in
            "".withCString { key in
                folder.withCString { resources in
                    guard let animation = fromData(data, key, resources) else { return false }
                    destroy(animation)
                    return true
                }
            }
        }
    }
}

/// One file loaded into rlottie, with a buffer at its size to render frames into; the model
/// is freed with this object.
final class RLottieFrames {
    private let library: RLottie
    private let animation: OpaquePointer
    private let width: Int, height: Int
    private var buffer: [UInt32]

    fileprivate init(library: RLottie, animation: OpaquePointer, width: Int, height: Int) {
        self.library = library
        self.animation = animation
        self.width = width
        self.height = height
        buffer = [UInt32](repeating: 0, count: width * height)
    }

    deinit { library.destroy(animation) }

    /// Renders `frames` (counted from the animation's first, rounded to whole frames) in turn.
    func render(_ frames: [Double]) {
        buffer.withUnsafeMutableBufferPointer { pixels in
            guard let base = pixels.baseAddress else { return }
            for frame in frames { library.render(animation, Int(frame.rounded()), base, width, height, width * 4) }
        }
    }
}
