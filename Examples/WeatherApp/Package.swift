// swift-tools-version: 6.2
import PackageDescription

// An example app module built the VIPER way on swift-viper, depending on the root
// package by path. `swift test --package-path Examples/WeatherApp` runs its tests;
// `swift run -c release --package-path Examples/WeatherApp WeatherBenchmarks` its benchmarks.
let package = Package(
    name: "WeatherApp",
    platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8)],
    dependencies: [.package(name: "swift-viper", path: "../..")],
    targets: [
        .target(name: "Weather", dependencies: [.product(name: "VIPER", package: "swift-viper")]),
        // `swift run -c release WeatherBenchmarks` measures the app's own modules against
        // hand-wired code: the harness, with its allocation counter (benchmark executables
        // only: it replaces malloc).
        .executableTarget(
            name: "WeatherBenchmarks",
            dependencies: [
                "Weather",
                .product(name: "VIPERBenchmarking", package: "swift-viper"),
            ]
        ),
        .testTarget(
            name: "WeatherTests",
            dependencies: [
                "Weather",
                .product(name: "VIPERTesting", package: "swift-viper"),
                .product(name: "VIPERLayerLint", package: "swift-viper"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
