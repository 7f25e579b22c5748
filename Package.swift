// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "swift-viper",
    platforms: [
        .iOS(.v15),
        .macOS(.v12),
        .tvOS(.v15),
        .watchOS(.v8),
    ],
    products: [
        .library(name: "VIPER", targets: ["VIPER"]),
        .library(name: "VIPERTesting", targets: ["VIPERTesting"]),
        .executable(name: "VIPERBenchmarks", targets: ["VIPERBenchmarks"]),
    ],
    targets: [
        .target(name: "VIPER"),
        .target(name: "VIPERTesting", dependencies: ["VIPER"]),
        // NB: counts malloc-family calls for the benchmarks; linked only into the
        // benchmark executable, never into the library products.
        .target(name: "CAllocationCounter", path: "Benchmarks/CAllocationCounter"),
        .executableTarget(
            name: "VIPERBenchmarks",
            dependencies: ["VIPER", "VIPERTesting", "CAllocationCounter"],
            path: "Benchmarks/VIPERBenchmarks"
        ),
        .testTarget(name: "VIPERTests", dependencies: ["VIPER", "VIPERTesting"]),
        .testTarget(name: "VIPERTestingTests", dependencies: ["VIPER", "VIPERTesting"]),
    ],
    swiftLanguageModes: [.v6]
)
