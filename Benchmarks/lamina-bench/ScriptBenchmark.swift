// Shape script benchmarks: parse + resolve a 1 MB script of thousands of paths in ≤ 150 ms.
// Whole `lamina` processes against resvg's are StartupBenchmark.swift's.
import Foundation
import Lamina
import LaminaScript

/// Runs and prints the script benchmarks.
func runScriptBenchmarks() throws {
    print("— shape script —")
    try benchmarkParse()
}

/// A script of `count` groups, each a transformed group with a filled cubic path, a stroked
/// rounded rectangle and a circle, styled by a sheet, presentation attributes and style="".
func largeScript(count: Int) -> String {
    var text = """
        <svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024" viewBox="0 0 1024 1024">
        <style>.a { fill: #007AFF; stroke: rgba(0, 0, 0, 0.5) } g.b path { stroke-width: 2 } #n7 { opacity: 0.5 }</style>

        """
    var seed: UInt64 = 42
    func next() -> Int {
        seed = seed &* 6364136223846793005 &+ 1442695040888963407
        return Int((seed >> 33) % 1000)
    }
    for i in 0..<count {
        let x = next() % 1000, y = next() % 1000
        text += """
            <g id="n\(i)" class="b" transform="translate(\(x) \(y)) rotate(\(next() % 360))">\
            <path class="a" d="M0 0 C\(next() % 40) -20 40 \(next() % 40) 30 30 S10 40 0 20 Q-10 10 0 0 Z L5 5 H12 V3 z"/>\
            <rect x="2" y="2" width="\(next() % 30 + 1)" height="12" rx="3" fill="none" stroke="hsl(\(next() % 360), 80%, 50%)"/>\
            <circle cx="5" cy="5" r="\(next() % 9 + 1)" style="fill: #\(String(format: "%03x", next() % 4096)); fill-opacity: .5"/>\
            </g>

            """
    }
    return text + "</svg>\n"
}

private func benchmarkParse() throws {
    var count = 1000
    var data = Data(largeScript(count: count).utf8)
    count = count * (1 << 20) / data.count + 1
    data = Data(largeScript(count: count).utf8)
    let paths = count * 3
    report(try measure("parse + resolve \(data.count / 1024) KiB script (\(paths) shapes)", runs: 7) {
        _ = try ShapeScript(data: data, file: "large.svg")
    }, goal: 150)
}

/// A typical 24 × 24 icon (a download glyph in a rounded square with a gradient), rendered
/// at 256 × 256 px.
let typicalIcon = """
    <svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 24 24">
      <defs>
        <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stop-color="#5AC8FA"/><stop offset="1" stop-color="#007AFF"/>
        </linearGradient>
      </defs>
      <rect x="1" y="1" width="22" height="22" rx="5" fill="url(#bg)"/>
      <g fill="none" stroke="white" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">
        <path d="M12 5v10M7.5 10.5 12 15l4.5-4.5"/>
        <path d="M6 18.5h12"/>
      </g>
      <circle cx="18" cy="6" r="2.5" fill="#FF3B30" stroke="white" stroke-width="1"/>
    </svg>
    """
