// PNG decoding: Lamina's decoder against Cairo's reader (libpng), which Lamina used before,
// in the same run. Two 1024 × 800 RGBA images: the mostly empty one that
// preferences-desktop-appearance-symbolic.svg embeds (the documents group's slowest file;
// used when the browser corpus is unpacked) and a rendered scene of discs, filtered row by row
// as libpng would (PNGCompression.smallest).
import CRawCairoBench
import Foundation
import Lamina

/// Times both decoders on each image and prints the times and ratios.
func runPNGDecodeBenchmarks() throws {
    print("— PNG decoding, Lamina against Cairo's reader —")
    var files: [(String, Data)] = []
    if let embedded = try adwaitaEmbeddedPNG() { files.append(("embedded 1024×800 RGBA (Adwaita)", embedded)) }
    files.append(("rendered 1024×800 RGBA, filtered", try renderedScene().pngData(compression: .smallest)))
    for (name, file) in files {
        guard raw_cairo_decode_png(Array(file), file.count) == 0 else {
            print(padded(name) + " skipped: Cairo cannot read it")
            continue
        }
        let bytes = Array(file)
        let times = try measureInterleaved([
            ("\(name), Lamina (\(file.count / 1024) KiB)", { _ = try Image(pngData: file) }),
            ("\(name), Cairo", { _ = raw_cairo_decode_png(bytes, bytes.count) }),
        ])
        times.forEach { report($0) }
        reportRatio("\(name), Lamina / Cairo", times[0], times[1])
    }
}

/// The largest PNG embedded in the documents group's slowest file, or nil without the corpus.
private func adwaitaEmbeddedPNG() throws -> Data? {
    let path = documentCorpus + "/adwaita-icon-theme/usr/share/icons/Adwaita/scalable/legacy/"
        + "preferences-desktop-appearance-symbolic.svg"
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
    let marker = "data:image/png;base64,"
    var largest: Data?
    var rest = Substring(text)
    while let start = rest.range(of: marker) {
        let body = rest[start.upperBound...].prefix { $0.isLetter || $0.isNumber || "+/=\n\r\t ".contains($0) }
        if let data = Data(base64Encoded: body.filter { !$0.isWhitespace }.description),
           data.count > largest?.count ?? 0 { largest = data }
        rest = rest[body.endIndex...]
    }
    return largest
}

/// 1024 × 800 of translucent anti-aliased discs on a transparent background.
private func renderedScene() throws -> Image {
    let canvas = try Canvas(width: 1024, height: 800)
    for index in 0..<48 {
        let cx = Double(index % 8) * 128 + 64, cy = Double(index / 8) * 133 + 66, r = 30 + Double(index % 5) * 6
        let disc = BezierPath(ovalIn: CGRect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r))
        try canvas.fill(disc, color: Color(red: Double(index % 3) / 2, green: Double(index % 5) / 4, blue: 0.8,
                                           alpha: 0.4 + Double(index % 4) * 0.2))
    }
    return try canvas.makeImage()
}
