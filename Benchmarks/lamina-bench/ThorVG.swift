// ThorVG's C API (thorvg_capi.h, ThorVG 1.0), opened with dlopen from the libthorvg-1.so that
// PyPI's thorvg-python wheel ships: the second reference the Lottie benchmarks time Lamina
// against, beside rlottie.
import Foundation

/// Where ThorVG is, from the command line (`--thorvg PATH`).
nonisolated(unsafe) var thorvgOption: String?

/// ThorVG's C API, opened with dlopen, its engine started without worker threads (the caller's
/// thread draws; the benchmarks time CPU, so threads would not change the sum).
struct ThorVG {
    typealias Result = Int32
    typealias EngineInit = @convention(c) (UInt32) -> Result
    typealias CanvasCreate = @convention(c) (UInt8) -> OpaquePointer?
    typealias SetTarget = @convention(c) (OpaquePointer, UnsafeMutablePointer<UInt32>, UInt32, UInt32, UInt32, UInt8) -> Result
    typealias CanvasCall = @convention(c) (OpaquePointer) -> Result
    typealias CanvasDraw = @convention(c) (OpaquePointer, Bool) -> Result
    typealias CanvasAdd = @convention(c) (OpaquePointer, OpaquePointer) -> Result
    typealias AnimationNew = @convention(c) () -> OpaquePointer?
    typealias AnimationPicture = @convention(c) (OpaquePointer) -> OpaquePointer?
    typealias AnimationSetFrame = @convention(c) (OpaquePointer, Float) -> Result
    typealias LoadData = @convention(c) (OpaquePointer, UnsafePointer<CChar>, UInt32, UnsafePointer<CChar>,
                                          UnsafePointer<CChar>?, Bool) -> Result
    typealias PictureSize = @convention(c) (OpaquePointer, UnsafeMutablePointer<Float>, UnsafeMutablePointer<Float>) -> Result
    typealias SetSize = @convention(c) (OpaquePointer, Float, Float) -> Result

    let canvasCreate: CanvasCreate
    let setTarget: SetTarget
    let canvasAdd: CanvasAdd
    let canvasUpdate: CanvasCall
    let canvasDraw: CanvasDraw
    let canvasSync: CanvasCall
    let canvasDestroy: CanvasCall
    let animationNew: AnimationNew
    let animationPicture: AnimationPicture
    let animationSetFrame: AnimationSetFrame
    let animationDelete: CanvasCall
    let loadData: LoadData
    let pictureSize: PictureSize
    let setSize: SetSize

    /// The library at `--thorvg`, LAMINA_THORVG or the benchmark's virtual environment
    /// (.build/thorvg-venv, which Scripts/lottie-benchmark.sh makes); nil when none loads.
    static func open() -> ThorVG? {
        for path in wheelLibraryCandidates(option: thorvgOption, environment: "LAMINA_THORVG", venv: "thorvg-venv",
                                           file: "thorvg_python/libthorvg-1.so") {
            guard let handle = dlopen(path, RTLD_NOW) else { continue }
            func symbol<T>(_ name: String, as type: T.Type) -> T? { dlsym(handle, name).map { unsafeBitCast($0, to: type) } }
            guard let engineInit = symbol("tvg_engine_init", as: EngineInit.self),
                  let canvasCreate = symbol("tvg_swcanvas_create", as: CanvasCreate.self),
                  let setTarget = symbol("tvg_swcanvas_set_target", as: SetTarget.self),
                  let canvasAdd = symbol("tvg_canvas_add", as: CanvasAdd.self),
                  let canvasUpdate = symbol("tvg_canvas_update", as: CanvasCall.self),
                  let canvasDraw = symbol("tvg_canvas_draw", as: CanvasDraw.self),
                  let canvasSync = symbol("tvg_canvas_sync", as: CanvasCall.self),
                  let canvasDestroy = symbol("tvg_canvas_destroy", as: CanvasCall.self),
                  let animationNew = symbol("tvg_lottie_animation_new", as: AnimationNew.self),
                  let animationPicture = symbol("tvg_animation_get_picture", as: AnimationPicture.self),
                  let animationSetFrame = symbol("tvg_animation_set_frame", as: AnimationSetFrame.self),
                  let animationDelete = symbol("tvg_animation_del", as: CanvasCall.self),
                  let loadData = symbol("tvg_picture_load_data", as: LoadData.self),
                  let pictureSize = symbol("tvg_picture_get_size", as: PictureSize.self),
                  let setSize = symbol("tvg_picture_set_size", as: SetSize.self),
                  engineInit(0) == 0 else { continue }
            print("lottie: ThorVG from \(path)")
            return ThorVG(canvasCreate: canvasCreate, setTarget: setTarget, canvasAdd: canvasAdd, canvasUpdate: canvasUpdate,
                          canvasDraw: canvasDraw, canvasSync: canvasSync, canvasDestroy: canvasDestroy,
                          animationNew: animationNew, animationPicture: animationPicture,
                          animationSetFrame: animationSetFrame, animationDelete: animationDelete, loadData: loadData,
                          pictureSize: pictureSize, setSize: setSize)
        }
        return nil
    }

    /// A new animation holding `json` (pictures from `folder`), or nil when ThorVG cannot read it.
    fileprivate func animation(_ json: Data, folder: String) -> OpaquePointer? {
        guard let animation = animationNew() else { return nil }
        guard let picture = animationPicture(animation),
              json.withUnsafeBytes({ bytes -> Bool in
                  guard let base = bytes.baseAddress?.assumingMemoryBound(to: CChar.self) else { return false }
                  // Copied (the last argument): the bytes are not kept past the call.
                  return loadData(picture, base, UInt32(bytes.count), "lottie+json", folder, true) == 0
              }) else {
            _ = animationDelete(animation)
            return nil
        }
        return animation
    }

    /// Loads `json` into ThorVG's model and frees it; false when ThorVG cannot read it.
    func load(_ json: Data, folder: String) -> Bool {
        guard let animation = animation(json, folder: folder) else { return false }
        _ = animationDelete(animation)
        return true
    }

    /// ThorVG's model of `json`, drawn into a canvas of the animation's size times `scale`;
    /// nil when ThorVG cannot read it.
    func frames(of json: Data, folder: String, scale: Double) -> ThorVGFrames? {
        guard let animation = animation(json, folder: folder), let picture = animationPicture(animation) else { return nil }
        var width: Float = 0, height: Float = 0
        _ = pictureSize(picture, &width, &height)
        let pixelsWide = Int((Double(width) * scale).rounded()), pixelsHigh = Int((Double(height) * scale).rounded())
        guard pixelsWide > 0, pixelsHigh > 0, let canvas = canvasCreate(1) else {
            _ = animationDelete(animation)
            return nil
        }
        _ = setSize(picture, Float(pixelsWide), Float(pixelsHigh))
        return ThorVGFrames(library: self, animation: animation, picture: picture, canvas: canvas,
                            width: pixelsWide, height: pixelsHigh)
    }
}

/// One file loaded into ThorVG and added to a canvas with a buffer at its size; both are freed
/// with this object.
final class ThorVGFrames {
    private let library: ThorVG
    private let animation: OpaquePointer
    private let canvas: OpaquePointer
    private let buffer: UnsafeMutablePointer<UInt32>

    fileprivate init(library: ThorVG, animation: OpaquePointer, picture: OpaquePointer, canvas: OpaquePointer,
                     width: Int, height: Int) {
        self.library = library
        self.animation = animation
        self.canvas = canvas
        // ThorVG draws into it until the canvas is destroyed.
        buffer = .allocate(capacity: width * height)
        buffer.initialize(repeating: 0, count: width * height)
        // ARGB8888 (1): premultiplied, as Lamina's images are.
        _ = library.setTarget(canvas, buffer, UInt32(width), UInt32(width), UInt32(height), 1)
        _ = library.canvasAdd(canvas, picture)
    }

    // The canvas and the animation each hold a reference to the picture; the buffer goes last.
    deinit {
        _ = library.canvasDestroy(canvas)
        _ = library.animationDelete(animation)
        buffer.deallocate()
    }

    /// Draws `frames` (counted from the animation's first) in turn.
    func render(_ frames: [Double]) {
        for frame in frames {
            _ = library.animationSetFrame(animation, Float(frame))
            _ = library.canvasUpdate(canvas)
            _ = library.canvasDraw(canvas, true)
            _ = library.canvasSync(canvas)
        }
    }
}
