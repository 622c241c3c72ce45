// swift-tools-version:6.0
// Lamina: Core Animation's shape-layer model for Linux Swift, rendered by Cairo.
// Module arrows point one way: LaminaGeometry ← LaminaRender ← LaminaDiff / Lamina ← LaminaScript / LaminaLottie / LaminaTesting /
// LaminaSnapshotTesting ← lamina (CLI).
import Foundation
import PackageDescription

/// Cairo's archive, where the system has one (Debian's libcairo2-dev ships it, with pixman's in
/// libpixman-1-dev). Linked statically, Cairo brings only what Lamina uses: not its X11 surfaces,
/// whose ten shared libraries the shared Cairo maps at every start (about 0.7 ms of each
/// `lamina` process; docs/Scaling.md). Text goes through Pango without PangoCairo, so no second
/// Cairo comes in. Cairo's FreeType and fontconfig calls go to CPango's FontLibraries.c, which
/// loads the two when text is first drawn; Cairo's PNG functions are not used, so libpng is not
/// linked. Where there is no archive, the shared library is linked instead.
let cairoArchiveInstalled = ["/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/usr/lib64", "/usr/lib"]
    .contains { FileManager.default.fileExists(atPath: $0 + "/libcairo.a") && FileManager.default.fileExists(atPath: $0 + "/libpixman-1.a") }
let cairoLinkage: [LinkerSetting] = !cairoArchiveInstalled ? [.linkedLibrary("cairo")] : [
    .linkedLibrary(":libcairo.a"), .linkedLibrary(":libpixman-1.a"), .linkedLibrary("z"), .linkedLibrary("m"),
]

/// Cairo's PNG functions, for the targets that call them (a test's reference decoder, the raw
/// Cairo benchmark; `lamina` does not): the archive again, then the libpng it needs. The two
/// come before CPango's linkage on the linker's command line, which finds libpng only for what
/// was asked before it.
let cairoPNGLinkage: [LinkerSetting] = cairoArchiveInstalled ? [.linkedLibrary(":libcairo.a"), .linkedLibrary("png16")] : []

/// libdeflate's archive, where the system has one (Debian's libdeflate-dev ships it): linked
/// statically like Cairo, so `lamina` needs no libdeflate0 at run time; else the shared library.
let deflateArchiveInstalled = ["/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/usr/lib64", "/usr/lib"]
    .contains { FileManager.default.fileExists(atPath: $0 + "/libdeflate.a") }
let deflateLinkage: [LinkerSetting] = [.linkedLibrary(deflateArchiveInstalled ? ":libdeflate.a" : "deflate")]

let package = Package(
    name: "Lamina",
    products: [
        .library(name: "LaminaGeometry", targets: ["LaminaGeometry"]),
        .library(name: "LaminaRender", targets: ["LaminaRender"]),
        .library(name: "Lamina", targets: ["Lamina"]),
        .library(name: "LaminaDiff", targets: ["LaminaDiff"]),
        .library(name: "LaminaTesting", targets: ["LaminaTesting"]),
        .library(name: "LaminaScript", targets: ["LaminaScript"]),
        .library(name: "LaminaLottie", targets: ["LaminaLottie"]),
        .library(name: "LaminaSnapshotTesting", targets: ["LaminaSnapshotTesting"]),
        .library(name: "LaminaQuartzCore", targets: ["LaminaQuartzCore"]),
        .library(name: "LaminaUIKit", targets: ["LaminaUIKit"]),
        .executable(name: "lamina", targets: ["lamina"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.0"),
        // The tests write ZIP archives with it; Lamina reads them itself (ZipDirectory.swift).
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
    ],
    targets: [
        // Pure geometry: paths, SVG path data, exact measurement, trim and dash. Draws nothing.
        .target(name: "LaminaGeometry"),
        // Debian's libcairo2-dev: its headers (as <cairo/cairo.h>); the library is linked by CPango.
        .systemLibrary(name: "CCairo", providers: [.apt(["libcairo2-dev"])]),
        // Pango for text (Debian's libpangoft2-1.0-0), loaded with dlopen when text is first
        // laid out: no Pango header or link at build time; the glyphs are drawn by Cairo, which
        // this target links for everything above it (cairoLinkage).
        .target(name: "CPango", dependencies: ["CCairo"], linkerSettings: [.linkedLibrary("dl")] + cairoLinkage),
        // Debian's zlib1g-dev: deflate and CRC-32 for Lamina's own PNG encoder (PNG files and APNG frames),
        // inflate for gzip-compressed scripts and Lottie files and for ZIP archives' deflated
        // files (named apart from ZIPFoundation's own CZlib module).
        .systemLibrary(name: "CLaminaZlib", providers: [.apt(["zlib1g-dev"])]),
        // Debian's libdeflate-dev: whole-buffer zlib inflate (Adler-32 checked) and CRC-32 for
        // Lamina's PNG decoder, which knows the inflated size from IHDR; linked by LaminaRender
        // (deflateLinkage).
        .systemLibrary(name: "CLaminaDeflate", providers: [.apt(["libdeflate-dev"])]),
        // The PNG encoder's per-byte work in C with SSSE3: premultiplied pixels to straight RGBA,
        // and the Adler-32 of its zlib streams (zlib's own goes one byte at a time); and the
        // decoder's: unfiltering rows and expanding them to premultiplied ARGB32.
        .target(name: "CLaminaPNG"),
        // Lamina's scan converter and stroker for solid fills and strokes: exact pixel areas in
        // one visit per row, blended with SSE2 (Canvas+DirectTarget.swift says when Canvas uses
        // them instead of Cairo).
        .target(name: "CLaminaRaster"),
        // Debian's libturbojpeg0-dev, libwebp-dev and libgif-dev: JPEG, WebP and GIF decoding
        // for images in scripts, loaded with dlopen when the first picture is decoded (their
        // headers at build time, no link).
        .target(name: "CImageCodecs", linkerSettings: [.linkedLibrary("dl")]),
        // Debian's duktape-dev (libduktape, an ECMAScript 5.1 interpreter) for Lottie expressions,
        // loaded with dlopen when the first expression is evaluated, with the sandbox around it
        // in C: a memory cap, a CPU-time budget per call, no I/O.
        .target(name: "CDuktape", linkerSettings: [.linkedLibrary("dl")]),
        // Images, colours, PNG I/O (Lamina's own encoder and decoder), image decoding, text, the Cairo-backed Canvas, and gzip
        // inflating for compressed scripts and Lottie files.
        .target(name: "LaminaRender",
                dependencies: ["LaminaGeometry", "CCairo", "CPango", "CLaminaZlib", "CLaminaDeflate", "CLaminaPNG",
                               "CLaminaRaster", "CImageCodecs"],
                linkerSettings: deflateLinkage),
        // Layers, the render tree and the compositor.
        .target(name: "Lamina", dependencies: ["LaminaRender"]),
        // The shape script: an SVG dialect parsed into a resolved model, then into layers.
        .target(name: "LaminaScript", dependencies: ["Lamina"]),
        // Lottie (Bodymovin JSON) mapped onto layers and keyframe animations, the way lottie-ios's
        // Core Animation engine maps it onto CALayers; it reads dotLottie and ZIP archives itself.
        .target(name: "LaminaLottie", dependencies: ["Lamina", "CDuktape"]),
        // The perceptual image diff (pixelmatch's method) and golden tolerances: no test framework,
        // so the command-line tool can use it without loading XCTest or Swift Testing.
        .target(name: "LaminaDiff", dependencies: ["LaminaRender"]),
        // Golden-image assertions for XCTest and Swift Testing.
        .target(name: "LaminaTesting", dependencies: ["Lamina", "LaminaDiff"]),
        // Strategies for pointfreeco's swift-snapshot-testing (images, layers, shape scripts, Lottie,
        // and UIKit's UIView and CALayer over LaminaUIKit):
        // its own image strategies exist only on Apple platforms. Lamina itself does not depend on it.
        .target(
            name: "LaminaSnapshotTesting",
            dependencies: ["LaminaScript", "LaminaLottie", "LaminaDiff", "LaminaUIKit",
                           .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]
        ),
        // Core Animation's and UIKit's names (CALayer, CAKeyframeAnimation, CGPath, UIBezierPath,
        // UIColor, UIView) as a thin surface over Lamina, so iOS drawing code compiles with only its
        // imports changed (docs/Porting.md). Nothing in Lamina depends on them.
        .target(name: "LaminaQuartzCore", dependencies: ["Lamina"]),
        .target(name: "LaminaUIKit", dependencies: ["LaminaQuartzCore"]),
        // The command-line tool.
        .executableTarget(
            name: "lamina",
            dependencies: [
                "LaminaDiff",
                "LaminaScript",
                "LaminaLottie",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The samples `make demo` renders, drawn through the public API.
        .executableTarget(name: "lamina-samples", dependencies: ["Lamina", "LaminaUIKit"], path: "Samples",
                          exclude: ["Scripts", "Lottie"]),
        // Benchmarks: Lamina against the same drawing done in raw Cairo from C.
        .target(name: "CRawCairoBench", dependencies: ["CCairo"], path: "Benchmarks/CRawCairoBench",
                linkerSettings: cairoPNGLinkage),
        .executableTarget(
            name: "lamina-bench",
            dependencies: ["Lamina", "LaminaDiff", "LaminaScript", "LaminaLottie", "LaminaUIKit", "CRawCairoBench"],
            path: "Benchmarks/lamina-bench"
        ),
        // Helpers shared by the test targets (a seeded random generator).
        .target(name: "LaminaTestSupport", path: "Tests/LaminaTestSupport"),
        .testTarget(name: "LaminaGeometryTests", dependencies: ["LaminaGeometry", "LaminaTestSupport"]),
        .testTarget(name: "LaminaRenderTests", dependencies: ["LaminaRender", "LaminaTesting", "LaminaTestSupport"],
                    linkerSettings: cairoPNGLinkage),
        .testTarget(name: "LaminaTests", dependencies: ["Lamina", "LaminaTesting"], exclude: ["__Goldens__"]),
        .testTarget(name: "LaminaTestingTests", dependencies: ["LaminaTesting", "LaminaTestSupport"], exclude: ["__Goldens__"]),
        .testTarget(name: "LaminaCLITests", dependencies: ["lamina", "LaminaTesting", "LaminaTestSupport",
                                                        .product(name: "ZIPFoundation", package: "ZIPFoundation")]),
        // Golden frames of the animated samples, tested through the samples executable's code.
        .testTarget(name: "LaminaSamplesTests", dependencies: ["lamina-samples", "LaminaTesting"],
                    exclude: ["__Goldens__"]),
        .testTarget(name: "LaminaSnapshotTestingTests", dependencies: ["LaminaSnapshotTesting", "LaminaLottie", "LaminaUIKit"],
                    exclude: ["__Snapshots__"]),
        .testTarget(name: "LaminaLottieTests", dependencies: ["LaminaLottie", "LaminaTesting", "LaminaTestSupport",
                                                           .product(name: "ZIPFoundation", package: "ZIPFoundation")],
                    exclude: ["__Goldens__", "Samples", "Fixtures"]),
        .testTarget(name: "LaminaQuartzCoreTests", dependencies: ["LaminaUIKit", "LaminaTesting"],
                    exclude: ["__Goldens__"]),
        .testTarget(name: "LaminaScriptTests", dependencies: ["LaminaScript", "LaminaTesting", "LaminaTestSupport"],
                    exclude: ["__Goldens__", "Scripts", "Fonts"]),
    ]
)
