// swift-tools-version:6.0
// libFuzzer targets for the shape script, Lottie and PNG readers, in their own package so the main build never
// needs the fuzzer runtime. See Fuzz/README.md.
import PackageDescription

let package = Package(
    name: "LaminaFuzz",
    dependencies: [.package(name: "Lamina", path: "..")],
    targets: [
        .executableTarget(
            name: "ScriptFuzzer",
            dependencies: [.product(name: "LaminaScript", package: "Lamina"), .product(name: "Lamina", package: "Lamina")],
            swiftSettings: [.unsafeFlags(["-sanitize=fuzzer,address", "-parse-as-library"])],
            linkerSettings: [.unsafeFlags(["-sanitize=fuzzer,address"])]
        ),
        .executableTarget(
            name: "PNGFuzzer",
            dependencies: [.product(name: "LaminaRender", package: "Lamina")],
            swiftSettings: [.unsafeFlags(["-sanitize=fuzzer,address", "-parse-as-library"])],
            linkerSettings: [.unsafeFlags(["-sanitize=fuzzer,address"])]
        ),
        .executableTarget(
            name: "LottieFuzzer",
            dependencies: [.product(name: "LaminaLottie", package: "Lamina"), .product(name: "Lamina", package: "Lamina")],
            swiftSettings: [.unsafeFlags(["-sanitize=fuzzer,address", "-parse-as-library"])],
            linkerSettings: [.unsafeFlags(["-sanitize=fuzzer,address"])]
        ),
    ]
)
