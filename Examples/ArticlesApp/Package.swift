// swift-tools-version: 6.2
import PackageDescription

// The articles app of the source documents, built the VIPER way on swift-viper and
// depending on the root package by path. It runs in a terminal:
//
//     swift run --package-path Examples/ArticlesApp
//
// and `swift test --package-path Examples/ArticlesApp` runs its tests, including an
// end-to-end test that drives the built executable with a command script.
let package = Package(
    name: "ArticlesApp",
    platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8)],
    products: [
        .executable(name: "articles", targets: ["ArticlesCLI"])
    ],
    dependencies: [.package(name: "swift-viper", path: "../..")],
    targets: [
        .target(
            name: "Articles",
            dependencies: [.product(name: "VIPER", package: "swift-viper")],
            resources: [.copy("Resources/articles.json")]
        ),
        .executableTarget(name: "ArticlesCLI", dependencies: ["Articles"]),
        .testTarget(
            name: "ArticlesTests",
            dependencies: ["Articles", .product(name: "VIPERTesting", package: "swift-viper")]
        ),
        // NB: depends on the executable target so that `swift test` builds the
        // `articles` binary the end-to-end test runs.
        .testTarget(
            name: "ArticlesEndToEndTests", dependencies: ["ArticlesCLI"],
            resources: [.copy("Transcripts")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
