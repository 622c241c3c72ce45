import Foundation
@testable import Lamina

/// A 40 × 40 progress ring whose stroke end runs 0 → 1 over 1 s (ease in-out), with a
/// half-transparent track so that straight-alpha encoding is exercised.
func makeRingTree() throws -> RenderTree {
    let root = Layer()
    root.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
    let track = ShapeLayer(), ring = ShapeLayer()
    for layer in [track, ring] {
        layer.bounds = root.bounds
        layer.position = CGPoint(x: 20, y: 20)
        layer.path = BezierPath(arcCenter: CGPoint(x: 20, y: 20), radius: 14, startAngle: -.pi / 2,
                                endAngle: 3 * .pi / 2, clockwise: true)
        layer.fillColor = nil
        layer.lineWidth = 6
        root.addSublayer(layer)
    }
    track.strokeColor = Color(red: 0, green: 0, blue: 0, alpha: 0.3)
    ring.strokeColor = .systemBlue
    ring.lineCap = .round
    var fill = BasicAnimation(keyPath: .strokeEnd, from: 0, to: 1)
    fill.duration = 1
    fill.timingFunction = .easeInEaseOut
    try ring.add(fill, forKey: "progress")
    return try root.commit()
}

/// A fresh empty temporary folder.
func makeTemporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-export-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// The chunk types of a PNG file, in order, and each chunk's payload.
func pngChunks(_ data: Data) -> [(type: String, payload: Data)] {
    let bytes = [UInt8](data)
    var chunks: [(String, Data)] = []
    var offset = 8
    while offset + 8 <= bytes.count {
        let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
        chunks.append((type, Data(bytes[offset + 8..<min(offset + 8 + length, bytes.count)])))
        offset += 12 + length
    }
    return chunks
}
