// Lottie files on the command line: `lamina render` and `lamina frames` tell a Lottie file from
// a shape script by its first bytes (`{` Lottie JSON, a ZIP signature a dotLottie archive or a
// ZIP file, `<` SVG; gzip-compressed, by what they inflate to), not by its extension.
import ArgumentParser
import Foundation
import Lamina
import LaminaLottie
import LaminaScript

/// Loading and timing a Lottie file for the rendering commands.
enum LottieInput {
    /// Whether the file at `path` is a Lottie animation: JSON starting (after white space and
    /// a byte-order mark) with `{`, plain or gzip-compressed, or an archive (a ZIP file); false
    /// for standard input (-) and for files that cannot be read (the script loader then reports
    /// the problem). A file with nothing but white space in it is a Lottie file when its name
    /// ends in `.json`, `.lottie` or `.tgs` (lottie-android's `intro.json` is empty), so that the
    /// error says what a Lottie file lacks.
    static func isLottie(_ path: String) -> Bool {
        guard path != "-", let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        guard let head = try? handle.read(upToCount: 4096) ?? Data() else { return false }
        if head.allSatisfy({ [0x20, 0x0A, 0x0D, 0x09].contains($0) }) {
            return ["json", "lottie", "tgs"].contains(URL(fileURLWithPath: path).pathExtension.lowercased())
        }
        return isLottie(head)
    }

    /// Whether `head`, the first bytes of a file, are a Lottie animation's: `{` after white
    /// space and a byte-order mark (once inflated, when gzip-compressed), or a ZIP file's
    /// signature (a dotLottie archive or a ZIP file holding the JSON).
    static func isLottie(_ head: Data) -> Bool {
        var bytes = ZlibInflater.inflatedGzipStart(of: head.prefix(4096), count: 4096)[...]
        if bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]) { return true }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        return bytes.first { ![0x20, 0x0A, 0x0D, 0x09].contains($0) } == UInt8(ascii: "{")
    }

    /// Loads the Lottie file `script.path`, or `standardInput` (read already) for -, with
    /// pictures beside it (the current folder for standard input) or in `--allow-path`'s
    /// folders, and text in fontconfig's fonts and those of `--font-dir`; then uses the
    /// `--theme` (`none`: no theme) and puts in `--image` pictures (fitted by
    /// `--image-gravity`), `--slot` values, `--text` and `--font` providers and `--set`
    /// providers, warning of a `--set` that matches nothing. The file's own warnings are for
    /// ``printWarnings(of:name:)`` once its layers are built (they may add some).
    /// - Throws: ``CLIError`` with the file's path and the error (exit 2).
    static func load(_ script: ScriptInput, standardInput: Data? = nil) throws -> LottieAnimation {
        let path = script.path
        let name = standardInput == nil ? path : "<stdin>"
        let fonts = script.fontDirs.map { URL(fileURLWithPath: $0, isDirectory: true) }
        let allowed = script.allowPaths.map { URL(fileURLWithPath: $0, isDirectory: true) }
        do {
            var animation = try standardInput.map {
                try LottieAnimation(data: $0, baseURL: URL(fileURLWithPath: FileManager.default.currentDirectoryPath,
                                                           isDirectory: true), allowedFolders: allowed, fontDirectories: fonts)
            } ?? LottieAnimation(contentsOf: URL(fileURLWithPath: path), allowedFolders: allowed, fontDirectories: fonts)
            if let theme = script.theme { try animation.setTheme(theme == "none" ? nil : theme) }
            for setting in script.images {
                let (id, data) = try LottieSlotSetting.image(setting)
                try animation.setImage(data, assetID: id)
            }
            try LottieProviderSetting.applyImageGravity(script.imageGravity, to: &animation)
            if !script.slots.isEmpty {
                let values = try script.slots.map { try LottieSlotSetting.parse($0, slots: animation.slots) }
                try animation.setSlots(Dictionary(values, uniquingKeysWith: { $1 }))
            }
            if !script.texts.isEmpty { animation.setTextProvider(try LottieProviderSetting.textProvider(script.texts)) }
            if !script.fonts.isEmpty { animation.setFontProvider(try LottieProviderSetting.fontProvider(script.fonts)) }
            for setting in script.sets {
                let (keypath, provider) = try LottieValueSetting.parse(setting)
                if animation.setValueProvider(provider, keypath: keypath) == 0 {
                    let warning = "\(name): warning: --set \(keypath) matches no property "
                        + "(lamina render \(path) --list-keypaths lists them)\n"
                    FileHandle.standardError.write(Data(warning.utf8))
                }
            }
            return animation
        } catch let error as CLIError {
            throw error
        } catch {
            throw CLIError("\(name): \(error)")
        }
    }

    /// Prints `animation`'s warnings to standard error, each line after `name` (the file's path
    /// or `<stdin>`), repeated ones once with a count.
    static func printWarnings(of animation: LottieAnimation, name: String) {
        let lines = RepeatedWarnings.lines(animation.warnings, message: \.message) { $0.path.isEmpty ? "(root)" : $0.path }
        for line in lines {
            FileHandle.standardError.write(Data("\(name): \(line)\n".utf8))
        }
    }

    /// Refuses an image of `size` points at `scale` past the pixels a Lottie frame may have
    /// (``LottieLimits/maxFramePixels``): a small Lottie file can ask for a 16384-point canvas,
    /// a gigabyte to allocate and clear for every frame.
    /// - Throws: ``CLIError`` naming the size (exit 2).
    static func checkImageSize(_ size: CGSize, scale: Double, name: String) throws {
        let limit = LottieLimits().maxFramePixels
        let pixels = (size.width * scale).rounded(.up) * (size.height * scale).rounded(.up)
        guard pixels <= CGFloat(limit) else {
            throw CLIError("\(name): expected an image of at most \(limit) pixels, found \(Int(pixels)) "
                           + "(\(size.width)×\(size.height) points at scale \(scale)); render it smaller "
                           + "(--width, --height, --scale)")
        }
    }

    /// The rectangle `--viewport` (`x,y,width,height` in the animation's points) gives; nil without it.
    /// - Throws: `ValidationError` unless it is four finite numbers with a width and height above 0 (exit 2).
    static func viewportFrame(_ viewport: String?) throws -> CGRect? {
        guard let viewport else { return nil }
        let values = viewport.split(separator: ",", omittingEmptySubsequences: false)
            .compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }.filter(\.isFinite)
        guard values.count == 4, viewport.split(separator: ",", omittingEmptySubsequences: false).count == 4,
              values[2] > 0, values[3] > 0 else {
            throw ValidationError("--viewport: expected x,y,width,height with a width and height above 0, found '\(viewport)'")
        }
        return CGRect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    /// The tree-clock seconds of `--frame` (an animation frame), `--progress` (0…1 of
    /// [ip, op]) or `--time` (seconds from ip), whichever is given; 0 for none.
    static func time(of animation: LottieAnimation, frame: Double?, progress: Double?, time: Double?) -> Double {
        if let frame { return animation.time(ofFrame: frame) }
        if let progress {
            return animation.time(ofFrame: animation.startFrame + progress * (animation.endFrame - animation.startFrame))
        }
        return time ?? 0
    }
}
