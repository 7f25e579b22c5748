// swift-tools-version: 6.2
// NB: 6.2 for isolated conformances (`extension X: @MainActor DependencyInjectable`), which
// the documentation, the examples and the generated modules use.
import PackageDescription

let package = Package(
    name: "swift-viper",
    platforms: [
        .iOS(.v15),
        .macOS(.v12),
        .tvOS(.v15),
        .watchOS(.v8),
    ],
    // NB: each product serves a user (the README's Install says who); the package's own
    // benchmark executable is a target, run with `swift run -c release VIPERBenchmarks`.
    products: [
        .library(name: "VIPER", targets: ["VIPER"]),
        .library(name: "VIPERTesting", targets: ["VIPERTesting"]),
        .library(name: "VIPERUIKit", targets: ["VIPERUIKit"]),
        // NB: with the allocation counter, which replaces malloc: for benchmark
        // executables only, never a library or test target (see its source).
        .library(
            name: "VIPERBenchmarking", targets: ["VIPERBenchmarking", "VIPERAllocationCounter"]),
        .plugin(name: "VIPERModulePlugin", targets: ["VIPERModulePlugin"]),
        .plugin(name: "VIPERLintPlugin", targets: ["VIPERLintPlugin"]),
        // NB: for a test that checks the layer rules (Examples/WeatherApp's LayerRulesTests).
        .library(name: "VIPERLayerLint", targets: ["VIPERLayerLint"]),
    ],
    targets: [
        .target(name: "VIPER"),
        .target(name: "VIPERTesting", dependencies: ["VIPER"]),
        // NB: UIKit and SwiftUI glue, all behind `#if canImport(UIKit)`: empty on Linux,
        // where .ci/typecheck-uikit checks it against Tests/UIKitDeclarations and
        // .ci/test-uikit-glue runs it against the UIKit model of Tests/UIKitModel instead.
        .target(name: "VIPERUIKit", dependencies: ["VIPER"]),
        .target(name: "CVIPERBenchmarking"),
        .target(name: "VIPERBenchmarking", dependencies: ["VIPER", "CVIPERBenchmarking"]),
        .target(name: "VIPERAllocationCounter"),
        .executableTarget(
            name: "VIPERBenchmarks",
            dependencies: [
                "VIPER", "VIPERTesting", "VIPERBenchmarking", "VIPERAllocationCounter",
            ],
            path: "Benchmarks/VIPERBenchmarks"
        ),
        // NB: the module generator: logic and templates (plain files, shipped as resources)
        // in a library, a command-line tool over it, a command plugin over the tool.
        .target(name: "VIPERModuleGenerator", resources: [.copy("Templates")]),
        .executableTarget(name: "VIPERModuleTool", dependencies: ["VIPERModuleGenerator"]),
        .plugin(
            name: "VIPERModulePlugin",
            capability: .command(
                intent: .custom(
                    verb: "viper-module",
                    description: "Writes a complete VIPER module and its presenter tests"
                ),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "Writes the new module's files into the target and its tests")
                ]
            ),
            dependencies: ["VIPERModuleTool"]
        ),
        .testTarget(name: "VIPERModuleGeneratorTests", dependencies: ["VIPERModuleGenerator"]),
        // NB: the layer lint: rules in a library (tested), a command-line tool over it, and
        // a command plugin over the tool, so any package depending on swift-viper gets it.
        .target(name: "VIPERLayerLint"),
        .executableTarget(name: "VIPERLintTool", dependencies: ["VIPERLayerLint"]),
        .plugin(
            name: "VIPERLintPlugin",
            capability: .command(
                intent: .custom(
                    verb: "viper-lint",
                    description: "Checks the VIPER layer rules and reports path:line:column: error:"
                )
            ),
            dependencies: ["VIPERLintTool"]
        ),
        .testTarget(
            name: "VIPERLayerLintTests", dependencies: ["VIPERLayerLint"], exclude: ["Fixtures"]),
        .testTarget(name: "VIPERTests", dependencies: ["VIPER", "VIPERTesting"]),
        .testTarget(name: "VIPERTestingTests", dependencies: ["VIPER", "VIPERTesting"]),
        // NB: compiles and runs the code the documentation shows: the DocC tutorial's (in
        // VIPER.docc/Resources) and the articles' examples.
        .testTarget(
            name: "VIPERDocumentationTests", dependencies: ["VIPER", "VIPERTesting", "Bookmarks"]),
        // NB: the tutorial's app target, so its test file `@testable import`s it as a
        // reader's does (the files are links to the tutorial's last snapshots).
        .target(name: "Bookmarks", dependencies: ["VIPER"], path: "Tests/Bookmarks"),
        .testTarget(
            name: "VIPERBenchmarkingTests", dependencies: ["VIPER", "VIPERBenchmarking"]),
    ],
    swiftLanguageModes: [.v6]
)
