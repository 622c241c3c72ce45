// The three-box Gaussian (BoxBlur.swift) over premultiplied ARGB32 pixels: every row, then
// every column, through BoxBlurLine.swift, the four channels of a pixel in lanes of one vector.
// No transposing and no scratch image. Same passes and rounding as the plane version, channel
// by channel, so the results are identical.
import Foundation

extension BoxBlur {
    /// Blurs `width × height` premultiplied ARGB32 pixels in place with a Gaussian of standard
    /// deviation `sigmaX` pixels along rows and `sigmaY` along columns (an axis whose box size
    /// is 1 or less is left alone). Pixels outside count as transparent. Every pixel goes
    /// through `mapIn` as the first pass reads it, and through `mapOut` after the last pass,
    /// in one sweep (faster than in the last pass, which writes columns).
    static func blurPixels(_ pixels: inout [UInt32], width: Int, height: Int, sigmaX: CGFloat, sigmaY: CGFloat,
                           mapIn: PremultipliedChannelMap = .identity, mapOut: PremultipliedChannelMap = .identity) {
        blurPixels(&pixels, width: width, height: height, passesX: passesIfAny(boxSize: boxSize(sigma: sigmaX)),
                   passesY: passesIfAny(boxSize: boxSize(sigma: sigmaY)), mapIn: mapIn, mapOut: mapOut)
    }

    /// Blurs as ``blurPixels(_:width:height:sigmaX:sigmaY:mapIn:mapOut:)`` with `passesX` along
    /// rows and `passesY` along columns (none leaves that axis alone).
    static func blurPixels(_ pixels: inout [UInt32], width: Int, height: Int, passesX: [(before: Int, after: Int)],
                           passesY: [(before: Int, after: Int)], mapIn: PremultipliedChannelMap = .identity,
                           mapOut: PremultipliedChannelMap = .identity) {
        guard width > 0, height > 0, pixels.count == width * height else { return }
        guard !passesX.isEmpty || !passesY.isEmpty || mapIn.table != nil || mapOut.table != nil else { return }
        pixels.withUnsafeMutableBufferPointer { buffer in
            guard let image = buffer.baseAddress else { return }
            if !passesX.isEmpty {
                blurLines(height, count: width, lineStep: width, step: 1, in: image, passes: passesX, mapIn: mapIn)
            }
            if !passesY.isEmpty {
                blurLines(width, count: height, lineStep: 1, step: width, in: image, passes: passesY,
                          mapIn: passesX.isEmpty ? mapIn : .identity)
            }
            if passesX.isEmpty, passesY.isEmpty {
                var mapIn = mapIn
                mapIn.mapRuns(buffer)
            }
            mapOut.map(buffer)
        }
    }
}
