// One entry of a Lottie `layers` array (the Lottie schema's `layer` and its kinds): what every
// kind shares (index, parent, in/out points, start time, stretch, transform, blend mode) and the
// members of the kinds Lamina draws.
import Foundation

/// A Lottie layer, decoded. A class: a composition's layers are kept in a list and by index,
/// and each copy of a value this size (a dozen tracks in its transform) retained every one of
/// them (loading LottieLogo1 1.64 → 1.58 ms).
final class LayerModel {
    /// The kinds of layer (`ty`).
    enum Kind: Int {
        case precomp = 0, solid = 1, image = 2, null = 3, shape = 4, text = 5, audio = 6
        case videoPlaceholder = 7, imageSequence = 8, video = 9, imagePlaceholder = 10, guide = 11
        case adjustment = 12, camera = 13, light = 14, data = 15
    }

    /// The JSON, for the kind-specific members.
    let node: JSONNode
    /// `ty`; nil for a kind Lottie does not define.
    let kind: Kind?
    /// `ty` as written.
    let type: Int
    /// `ind`: the index `parent` refers to.
    let index: Int?
    /// `parent`: the `ind` of the layer whose transform this one's follows.
    let parent: Int?
    /// `tp`: the `ind` of this layer's track matte (newer files); nil: the `td` layer before it.
    let matteParent: Int?
    /// `ip`/`op`: the frames (in the composition's frames) where the layer shows: [ip, op).
    let inFrame: Double, outFrame: Double
    /// `st`: the frame the layer's local time starts at.
    let startTime: Double
    /// `sr`: the time stretch of a precomp's children (2 plays at half speed, a negative stretch
    /// plays backwards); 0, like a missing one, reads as 1, as lottie-web and lottie-android
    /// read it.
    let stretch: Double
    /// `ks`.
    let transform: TransformModel
    /// `hd`: hidden.
    let isHidden: Bool
    /// `ao`: the layer turns to follow the direction its position moves in (auto-orient).
    let autoOrient: Bool
    /// `bm`: After Effects' blend mode number.
    let blendMode: Int
    /// `td`: this layer is a track matte for the next.
    let isMatteSource: Bool
    /// `tt`: the kind of track matte this layer uses (0 none).
    let matteMode: Int

    init(_ node: JSONNode, _ diagnostics: LottieDiagnostics) throws {
        self.node = node
        // Without a kind or an out point, no player draws the layer; the others still draw.
        type = try node.member("ty", expected: "the layer's type", "it draws nothing (a null layer)",
                           diagnostics)?.integer() ?? Kind.null.rawValue
        kind = Kind(rawValue: type)
        index = try node.number("ind").map { Int(clamping: Int64(exactly: $0.rounded()) ?? 0) }
        parent = try node.number("parent").map { Int(clamping: Int64(exactly: $0.rounded()) ?? 0) }
        matteParent = try node.number("tp").map { Int(clamping: Int64(exactly: $0.rounded()) ?? 0) }
        // The schema requires both. Without an in point the layer starts at frame 0, as
        // lottie-android, rlottie (Telegram's player) and ThorVG read it (files stripped of
        // defaults, such as lottie-android's `TgsWithoutOpacity`, leave it out); without an out
        // point it never shows in any player.
        if let start = try node.number("ip") {
            inFrame = start
        } else {
            inFrame = 0
            diagnostics.warn(node.path.member("ip"), "expected the layer's in point (a frame number), found none; "
                             + "frame 0 is used")
        }
        outFrame = try node.member("op", expected: "the layer's out point (a frame number)",
                                   "the layer never shows, as in lottie-web, rlottie and ThorVG", diagnostics)?.number()
            ?? inFrame
        startTime = try node.number("st") ?? 0
        // Every player maps a precomp's frames through (frame − st) / sr, a negative stretch
        // included (the children play backwards). lottie-web reads 0 as 1 (`if (!data.sr)` in
        // BaseElement.js) and lottie-android skips the division (CompositionLayer.java);
        // ThorVG divides by it.
        let stretch = try node.number("sr") ?? 1
        self.stretch = stretch == 0 ? 1 : stretch
        transform = try TransformModel(node["ks"], diagnostics)
        isHidden = try node.number("hd") == 1
        autoOrient = try node.number("ao") == 1
        blendMode = try node.integer("bm") ?? 0
        isMatteSource = try node.number("td") == 1
        matteMode = try node.integer("tt") ?? 0
    }
}
