// `--slot ID=VALUE` and `--image ASSET_ID=PATH`: a Lottie file's slots and pictures set from the
// command line, each value read as the slot's kind asks.
import Foundation
import LaminaLottie
import LaminaRender

/// Parses `--slot` and `--image` arguments.
enum LottieSlotSetting {
    /// The slot id and value of `setting`, `ID=VALUE`, read for the kind of the slot in `slots`:
    /// a colour (CSS or `r,g,b` 0…1), a number, a point `x,y`, gradient stops `OFFSET:COLOUR …`
    /// (separated by spaces), a picture file's path, or a text.
    /// - Throws: ``CLIError`` naming the slot, the file's slots or the value expected (exit 2).
    static func parse(_ setting: String, slots: [LottieSlot]) throws -> (String, LottieSlotValue) {
        let (id, text) = try LottieValueSetting.split(setting, option: "--slot", form: "ID=VALUE, e.g. 'ring_color=red'")
        guard let slot = slots.first(where: { $0.id == id }) else {
            let known = slots.isEmpty ? "the file has no slots" : "its slots are " + slots.map(\.id).joined(separator: ", ")
            throw CLIError("--slot \(id): expected the id of a slot, found none of that name; \(known)")
        }
        let label = "--slot \(id)"
        switch slot.type {
        case .color:
            let color = try LottieValueSetting.color(text, label: label)
            return (id, .color(red: color.red, green: color.green, blue: color.blue))
        case .scalar:
            return (id, .scalar(try LottieValueSetting.numbers(text, count: 1, label: label, expected: "a number")[0]))
        case .vector, .position:
            let values = try LottieValueSetting.numbers(text, count: 2, label: label, expected: "a point x,y")
            return (id, .vector(x: values[0], y: values[1]))
        case .gradient:
            return (id, .gradient(try stops(text, label: label)))
        case .image:
            return (id, .image(try picture(text, label: label)))
        case .text:
            return (id, .text(text))
        }
    }

    /// The asset id and picture bytes of `setting`, `ASSET_ID=PATH`.
    /// - Throws: ``CLIError`` when the form is wrong or the file cannot be read (exit 2).
    static func image(_ setting: String) throws -> (String, Data) {
        let (id, path) = try LottieValueSetting.split(setting, option: "--image", form: "ASSET_ID=PATH, e.g. 'image_0=photo.png'")
        return (id, try picture(path, label: "--image \(id)"))
    }

    /// Gradient stops written `OFFSET:COLOUR` and separated by spaces: `0:#ff0000 1:blue`.
    /// - Throws: ``CLIError`` naming `label` for a stop not so written, or fewer than two.
    static func stops(_ text: String, label: String) throws -> [LottieGradientStop] {
        let stops = try text.split(whereSeparator: \.isWhitespace).map { stop in
            guard let colon = stop.firstIndex(of: ":"), let offset = Double(stop[..<colon]), (0...1).contains(offset) else {
                throw CLIError("\(label): expected gradient stops OFFSET:COLOUR with offsets from 0 to 1, e.g. "
                               + "'0:red 1:#0000ff', found '\(stop)'")
            }
            let color = try LottieValueSetting.color(String(stop[stop.index(after: colon)...]), label: label)
            return LottieGradientStop(offset: offset, red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
        }
        guard stops.count >= 2 else { throw CLIError("\(label): expected at least two gradient stops, found '\(text)'") }
        return stops
    }

    /// The bytes of the picture file at `path`, at most ``maxPictureBytes``.
    /// - Throws: ``CLIError`` saying why the file cannot be read.
    private static func picture(_ path: String, label: String) throws -> Data {
        do {
            return try BoundedFile.read(path, maxBytes: maxPictureBytes)
        } catch .unreadable(let reason) {
            throw CLIError("\(label): expected a readable picture file, found \(path): \(reason)")
        } catch .tooLarge {
            throw CLIError("\(label): expected a picture file of at most \(maxPictureBytes) bytes, found \(path) larger")
        }
    }

    /// The largest picture file `--slot` and `--image` read: 64 MiB, as a Lottie file's own limit.
    static let maxPictureBytes = 64 << 20
}
