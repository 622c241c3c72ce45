// The fonts of a script's `@font-face` rules, loaded as a browser loads them: each rule's `src`
// entries in order until one gives a font (`local()` an installed face by name, `url()` a
// `data:` URL's font data; a `format()` hint Lamina cannot read is passed over unread), the
// face then standing for its family, weights and style. A rule with no usable entry adds nothing
// and warns once: text in its family falls to the next family of its `font-family` list.
// The fonts go into a FontSet of the script's own, so they are seen by this script's text only.
import Foundation
import Lamina

extension ScriptResolver {
    /// A font set with the faces of the sheet's `@font-face` rules; nil when the sheet has
    /// none, no rule gave a face, or fontconfig cannot be loaded (with a warning).
    func loadFontFaces() -> FontSet? {
        guard !sheet.fontFaces.isEmpty else { return nil }
        let fonts = FontSet()
        var spent = (bytes: 0, sources: 0)
        for face in sheet.fontFaces {
            let limit = options.limits.maxFontFaceSources
            guard spent.sources + face.sources.count <= limit else {
                warn(face.location, "@font-face \"\(face.family)\" and the rules after it: not loaded, past the "
                     + "\(limit) font sources a script may try (ScriptLimits.maxFontFaceSources); their text is set "
                     + "in the next families of its font-family list")
                break
            }
            var reasons: [String] = []
            do {
                for source in face.sources {
                    guard let reason = try add(source, of: face, to: fonts, spent: &spent) else { break }
                    reasons.append(reason)
                }
            } catch {
                warn(face.location, "@font-face \"\(face.family)\": \(error); its text is set in installed fonts")
                break
            }
            if reasons.count == face.sources.count {
                warn(face.location, "@font-face \"\(face.family)\": no font loaded (\(reasons.joined(separator: "; "))); "
                     + "its text is set in the next families of its font-family list")
            }
        }
        return fonts.isEmpty ? nil : fonts
    }

    /// Adds the font of `source` as a face of `face` to `fonts`, counting the decoded font data
    /// and the sources tried in `spent`; nil when added, else why not.
    private func add(_ source: CSSFontFace.Source, of face: CSSFontFace, to fonts: FontSet,
                     spent: inout (bytes: Int, sources: Int)) throws -> String? {
        spent.sources += 1
        switch source {
        case .local(let name):
            let added = try fonts.addFace(family: face.family, localName: name, weights: face.weights, slant: face.slant)
            return added ? nil : "local(\"\(name)\") names no installed face"
        case .url(let url, let format):
            if let format, !CSSFontFace.readableFormats.contains(format) {
                return "format(\"\(format)\") is not a format Lamina reads"
            }
            guard DataURL.isDataURL(url) else {
                return "url(\(url.prefix(80))) is not a data: URL, and fonts are read from data: URLs only"
            }
            let data: Data
            do {
                data = try DataURL(parsing: url).data
            } catch {
                return "its data: URL: \(error.message)"
            }
            spent.bytes += data.count
            let limit = options.limits.maxFontFaceBytes
            guard spent.bytes <= limit else {
                return "the script's font data passes \(limit) bytes (ScriptLimits.maxFontFaceBytes)"
            }
            let added = try fonts.addFace(family: face.family, data: data, weights: face.weights, slant: face.slant)
            return added ? nil : "its data (\(data.count) bytes) is not a font FreeType reads"
        }
    }
}
