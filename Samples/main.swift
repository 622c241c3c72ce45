// lamina-samples: renders every sample into a folder as PNGs (animated PNGs for the animated
// samples) and prints each path written.
//
//     lamina-samples OUTDIR
import Foundation
import Lamina

func fail(_ message: String, code: Int32) -> Never {
    FileHandle.standardError.write(Data("lamina-samples: \(message)\n".utf8))
    exit(code)
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 1, let folderPath = arguments.first else {
    fail("expected one argument, the output folder; found \(arguments.count)\nusage: lamina-samples OUTDIR", code: 2)
}
let folder = URL(fileURLWithPath: folderPath, isDirectory: true)
do {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
} catch {
    fail("cannot create \(folder.path): \(error.localizedDescription)", code: 1)
}

/// Renders one sample into `folder` atomically and prints its path; false (reported) on failure.
func write(_ name: String, into folder: URL, _ render: () throws -> Image) -> Bool {
    let url = folder.appendingPathComponent("\(name).png")
    do {
        try render().writePNG(to: url)
        print(url.path)
        return true
    } catch {
        FileHandle.standardError.write(Data("lamina-samples: \(name): \(error)\n".utf8))
        return false
    }
}

var failures = 0
for sample in Sample.all where !write(sample.name, into: folder, sample.render) { failures += 1 }
do {
    for (name, image) in try LayerSamples.render() + LookSamples.render() where !write(name, into: folder, { image }) {
        failures += 1
    }
} catch {
    FileHandle.standardError.write(Data("lamina-samples: layer samples: \(error)\n".utf8))
    failures += 1
}
for sample in AnimatedSample.all {
    let url = folder.appendingPathComponent("\(sample.name).png")
    do {
        try sample.frames(fps: 30, scale: sample.scale).export(.animatedPNG(url), options: ExportOptions(progress: .never))
        print(url.path)
    } catch {
        FileHandle.standardError.write(Data("lamina-samples: \(sample.name): \(error)\n".utf8))
        failures += 1
    }
}
if failures > 0 { fail("\(failures) sample(s) failed", code: 1) }
