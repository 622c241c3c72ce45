// A Lottie path as expressions see it: a list of numbers, [closed (0 or 1), vertex count, then
// x, y, in x, in y, out x, out y for each vertex] with the tangents relative to their vertex
// (ExpressionLibrary.swift's `__path` and `createPath` read and write it).
import Foundation

extension LottiePath {
    /// The path as numbers.
    var expressionNumbers: [Double] {
        var numbers: [Double] = [closed ? 1 : 0, Double(vertices.count)]
        numbers.reserveCapacity(2 + 6 * vertices.count)
        for index in vertices.indices {
            let vertex = vertices[index]
            let into = index < inTangents.count ? inTangents[index] : .zero
            let out = index < outTangents.count ? outTangents[index] : .zero
            numbers += [vertex.x, vertex.y, into.x, into.y, out.x, out.y]
        }
        return numbers
    }

    /// The path `numbers` describe; nil when they do not describe one.
    init?(expressionNumbers numbers: [Double]) {
        guard numbers.count >= 2, let count = Int(exactly: numbers[1]), count >= 0, numbers.count == 2 + 6 * count else {
            return nil
        }
        func point(_ index: Int, _ offset: Int) -> CGPoint {
            CGPoint(x: numbers[2 + 6 * index + offset], y: numbers[3 + 6 * index + offset])
        }
        self.init(closed: numbers[0] == 1, vertices: (0..<count).map { point($0, 0) },
                  inTangents: (0..<count).map { point($0, 2) }, outTangents: (0..<count).map { point($0, 4) })
    }
}
