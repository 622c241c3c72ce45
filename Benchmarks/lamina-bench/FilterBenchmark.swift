// Filter benchmarks (the SVG filters issue's speed goals): a 1080p feGaussianBlur σ 20 against
// the compositor's backdrop blur as it runs (read back, shrink, blur, stretch, draw), goal ≤ 1.2×,
// with the full-resolution three-box blur beside them; and a graph of ten primitives on a 512²
// region, goal ≤ 10 ms, beside `lamina render` and resvg on the same graph written as an SVG file
// (both as processes, interleaved, with their start-up floors).
import Foundation
import Lamina

/// Runs and prints the filter benchmarks.
func runFilterBenchmarks() throws {
    print("— filters —")
    let width = 1920, height = 1080
    var image = try Image(width: width, height: height)
    for y in 0..<height {
        for x in 0..<width where (x / 40 + y / 40) % 2 == 0 { image.setPixel(x: x, y: y, 0xFF20_80E0) }
    }
    let region = CGRect(x: 0, y: 0, width: width, height: height)
    let sigma = CGSize(width: 20, height: 20)
    let srgb = Filter([FilterPrimitive(.gaussianBlur(standardDeviation: sigma), colorSpace: .sRGB)], region: region)
    let linear = Filter([FilterPrimitive(.gaussianBlur(standardDeviation: sigma))], region: region)
    let backdropCanvas = try Canvas(image: image)
    // Fifteen blurs on one canvas: more than one image's blur budget, which is not what is timed.
    backdropCanvas.budgetLeft = RenderBudget(blurPixels: .max, drawnPixels: .max, edgeRows: .max, work: .max)
    let frame = BezierPath(rect: region)
    // Interleaved, 15 rounds: the blurs allocate an 8 MB image each, and the machine's slow
    // spells (page faults, a neighbour's work) must fall on all of them alike.
    let blurs = try measureInterleaved([
        ("1080p backdrop blur σ 20 (read, shrink, blur, stretch, draw)", {
            try backdropCanvas.drawBackdropBlur(BackdropBlur(blurRadius: 20), inside: frame)
        }),
        ("1080p three-box blur σ 20 at full resolution", { _ = try image.gaussianBlurred(sigma: 20) }),
        ("1080p feGaussianBlur σ 20, sRGB", { _ = try image.filtered(by: srgb) }),
        ("1080p feGaussianBlur σ 20, linearRGB", { _ = try image.filtered(by: linear) }),
    ])
    let (backdrop, fullSize, blurSRGB, blurLinear) = (blurs[0], blurs[1], blurs[2], blurs[3])
    for measurement in blurs { report(measurement) }
    reportRatio("feGaussianBlur sRGB against the backdrop blur", blurSRGB, backdrop, goal: 1.2)
    reportRatio("feGaussianBlur linearRGB against the backdrop blur", blurLinear, backdrop, goal: 1.2)
    reportRatio("feGaussianBlur linearRGB against the full-resolution three-box blur", blurLinear, fullSize)

    let small = CGRect(x: 0, y: 0, width: 512, height: 512)
    var tile = try Image(width: 512, height: 512)
    for i in 0..<512 * 512 where i % 3 == 0 { tile.setPixel(x: i % 512, y: i / 512, 0xFF80_4020) }
    let graph = Filter([
        FilterPrimitive(.gaussianBlur(standardDeviation: CGSize(width: 4, height: 4)), input: .sourceAlpha),
        FilterPrimitive(.offset(CGSize(width: 3, height: 3)), result: "shadow"),
        FilterPrimitive(.flood(Color(red: 0, green: 0, blue: 0, alpha: 0.4))),
        FilterPrimitive(.composite(.in, .named("shadow")), result: "tinted"),
        FilterPrimitive(.colorMatrix(Array(repeating: 0.25, count: 20)), input: .sourceGraphic),
        FilterPrimitive(.componentTransfer(red: .gamma(amplitude: 1, exponent: 0.8, offset: 0), green: .identity,
                                           blue: .identity, alpha: .identity)),
        FilterPrimitive(.blend(.screen, .sourceGraphic), result: "lit"),
        FilterPrimitive(.gaussianBlur(standardDeviation: CGSize(width: 2, height: 2))),
        FilterPrimitive(.composite(.arithmetic(k1: 0, k2: 0.5, k3: 0.5, k4: 0), .named("lit"))),
        FilterPrimitive(.merge([.named("tinted"), .previous])),
    ], region: small)
    report(try measure("10-primitive graph on a 512² region", runs: 10) { _ = try tile.filtered(by: graph) }, goal: 10)
    guard let times = try timeRenderAgainstResvg(svg: graphScript, rounds: 21) else { return }
    let lamina = wall("the graph as an SVG file: lamina render (process to PNG)", times.lamina)
    let resvg = wall("the graph as an SVG file: resvg (process to PNG)", times.resvg)
    let laminaWork = wall("lamina: the file's own work (file − empty script)", times.lamina - times.laminaFloor)
    let resvgWork = wall("resvg: the file's own work (file − empty script)", times.resvg - times.resvgFloor)
    for measurement in [lamina, resvg, laminaWork, resvgWork] { report(measurement) }
    reportRatio("the graph file: lamina render / resvg", lamina, resvg)
    reportRatio("the graph file's own work: lamina / resvg", laminaWork, resvgWork)
}

/// The ten-primitive graph of the benchmark over a 512² drawing of three shapes, as SVG.
private let graphScript = """
    <svg xmlns="http://www.w3.org/2000/svg" width="512" height="512">
      <filter id="graph" filterUnits="userSpaceOnUse" x="0" y="0" width="512" height="512">
        <feGaussianBlur in="SourceAlpha" stdDeviation="4"/>
        <feOffset dx="3" dy="3" result="shadow"/>
        <feFlood flood-color="black" flood-opacity="0.4"/>
        <feComposite in2="shadow" operator="in" result="tinted"/>
        <feColorMatrix in="SourceGraphic" type="matrix" values="\(Array(repeating: "0.25", count: 20).joined(separator: " "))"/>
        <feComponentTransfer><feFuncR type="gamma" amplitude="1" exponent="0.8" offset="0"/></feComponentTransfer>
        <feBlend in2="SourceGraphic" mode="screen" result="lit"/>
        <feGaussianBlur stdDeviation="2"/>
        <feComposite in2="lit" operator="arithmetic" k1="0" k2="0.5" k3="0.5" k4="0"/>
        <feMerge><feMergeNode in="tinted"/><feMergeNode/></feMerge>
      </filter>
      <g filter="url(#graph)">
        <rect x="32" y="32" width="300" height="200" fill="#804020"/>
        <circle cx="320" cy="300" r="150" fill="#2080e0" fill-opacity="0.8"/>
        <path d="M60 480 250 260 470 470Z" fill="#e0c020"/>
      </g>
    </svg>
    """
