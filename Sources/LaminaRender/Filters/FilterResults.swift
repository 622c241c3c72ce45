// The intermediate results of a filter graph (FilterEvaluator.swift). Each result is kept only
// until the last primitive that reads it, which is handed the image itself rather than a copy:
// most primitives then work in place in the buffer their input already occupies, and a graph
// holds only the images that later primitives still need.

/// The source graphic and the results of a filter's primitives, evaluated in order.
struct FilterResults {
    typealias Result = FilterEvaluator.Result

    /// Where a reference of a primitive leads.
    enum Origin: Equatable {
        case sourceGraphic, sourceAlpha
        /// The result of the primitive at this index.
        case primitive(Int)
    }

    private let primitives: [FilterPrimitive]
    /// The drawing, in sRGB, over the whole region.
    private let source: Result
    /// The source graphic in linearRGB, made by the first linearRGB read of it and kept until
    /// the last (graphs often read it twice or more).
    private var linearSource: Image?
    /// Linear-light reads of the source graphic still to come.
    private var linearSourceReadsLeft = 0
    /// The results still to be read, by primitive.
    private var results: [Result?]
    /// Reads of each primitive's result still to come.
    private var readsLeft: [Int]
    /// The primitive each result name refers to so far.
    private var names: [String: Int] = [:]
    /// The primitive being evaluated.
    private(set) var index = 0

    /// Results for `primitives` over `source`, counting every read the graph will make.
    init(_ primitives: [FilterPrimitive], source: Result) {
        self.primitives = primitives
        self.source = source
        results = Array(repeating: nil, count: primitives.count)
        readsLeft = Array(repeating: 0, count: primitives.count)
        for (index, primitive) in primitives.enumerated() {
            for reference in primitive.effect.references(first: primitive.input) {
                switch Self.origin(of: reference, at: index, names: names) {
                case .primitive(let producer): readsLeft[producer] += 1
                case .sourceGraphic where primitive.colorSpace != .sRGB: linearSourceReadsLeft += 1
                case .sourceGraphic, .sourceAlpha: break
                }
            }
            if let name = primitive.result { names[name] = index }
        }
        names = [:]
    }

    /// Where `reference` leads from the primitive at `index`, given the names defined before it:
    /// a missing name reads the previous result, and the first primitive's previous result is
    /// the source graphic.
    static func origin(of reference: FilterInput, at index: Int, names: [String: Int]) -> Origin {
        let previous: Origin = index == 0 ? .sourceGraphic : .primitive(index - 1)
        switch reference {
        case .sourceGraphic: return .sourceGraphic
        case .sourceAlpha: return .sourceAlpha
        case .previous: return previous
        case .named(let name): return names[name].map(Origin.primitive) ?? previous
        }
    }

    /// Where `reference` leads from the current primitive.
    func origin(of reference: FilterInput) -> Origin { Self.origin(of: reference, at: index, names: names) }

    /// The subregion of the result `reference` leads to (the whole region for the source),
    /// without counting a read.
    func box(of reference: FilterInput) -> FilterEvaluator.PixelBox {
        guard case .primitive(let producer) = origin(of: reference), let result = results[producer] else {
            return source.box
        }
        return result.box
    }

    /// The result `reference` leads to, read by the current primitive (whose colour space is
    /// `space`), in whatever colour space it has: the result itself at its last read. The source
    /// graphic comes in linearRGB when that copy exists and `space` is linearRGB.
    mutating func read(_ reference: FilterInput, in space: FilterColorSpace) -> Result {
        switch origin(of: reference) {
        case .sourceGraphic:
            guard space != .sRGB else { return source }
            linearSourceReadsLeft -= 1
            guard let linear = linearSource else { return source }
            if linearSourceReadsLeft <= 0 { linearSource = nil }
            return Result(image: linear, space: space, box: source.box)
        case .sourceAlpha:
            return Result(image: source.image.alphaOnly(), space: space, box: source.box)
        case .primitive(let producer):
            readsLeft[producer] -= 1
            guard readsLeft[producer] <= 0 else { return results[producer] ?? source }
            return results[producer].take() ?? source
        }
    }

    /// The image `reference` leads to, converted to `space`, for the current primitive.
    mutating func image(_ reference: FilterInput, in space: FilterColorSpace) -> Image {
        if case .sourceGraphic = origin(of: reference), space != .sRGB, linearSource == nil,
           linearSourceReadsLeft > 1 {
            linearSource = source.image.converted(from: .sRGB, to: space)
        }
        let found = read(reference, in: space)
        var image = found.image
        image.convert(from: found.space, to: space)
        return image
    }

    /// Records the current primitive's result and moves on to the next primitive. A result
    /// that no later primitive reads is dropped at once, unless it is the last (the filter's).
    mutating func finish(_ result: Result) {
        let primitive = primitives[index]
        if readsLeft[index] > 0 || index == primitives.count - 1 { results[index] = result }
        if let name = primitive.result { names[name] = index }
        index += 1
    }

    /// The last primitive's result, handed over (after ``finish(_:)`` of every primitive).
    mutating func takeLast() -> Result {
        guard let last = results.indices.last else { return source }
        return results[last].take() ?? source
    }
}

extension FilterEffect {
    /// The inputs the effect reads, `first` being the primitive's own input, in the order it
    /// reads them; none for an effect that makes its picture from nothing (flood, image,
    /// turbulence).
    func references(first: FilterInput) -> [FilterInput] {
        switch self {
        case .flood, .image, .turbulence: return []
        case .composite(_, let second), .blend(_, let second), .displacementMap(_, _, _, let second):
            return [first, second]
        case .merge(let inputs): return inputs
        case .gaussianBlur, .offset, .colorMatrix, .hueRotate, .componentTransfer, .dropShadow, .morphology, .tile,
             .convolveMatrix, .lighting:
            return [first]
        }
    }
}
