// The JPEG, WebP and GIF decoders (CImageCodecs) are loaded with dlopen when the first such
// picture is decoded; every decoding entry point asks for them here first.
import CImageCodecs

extension Image {
    /// Loads the JPEG, WebP and GIF decoders (once per process).
    /// - Throws: ``RenderError/invalidImage(source:reason:)`` naming `source` when they cannot be
    ///   loaded, with the loader's reason.
    static func loadDecoders(for source: String) throws {
        guard lamina_image_codecs_load() == 0 else {
            let reason = lamina_image_codecs_error().map { String(cString: $0) } ?? "unknown error"
            throw RenderError.invalidImage(source: source, reason: "the image decoders could not be loaded (\(reason))")
        }
    }
}
