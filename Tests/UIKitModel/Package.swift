// swift-tools-version: 6.2
// NB: a test-only package. `UIKit` and `SwiftUI` here are behavioural models of the parts
// of Apple's frameworks that Sources/VIPERUIKit uses (Documentation/UIKitFacts.md says what
// each behaviour rests on); `VIPERUIKitGlue` is that glue itself, unchanged, through a
// symlink to ../../../Sources/VIPERUIKit, compiled where `canImport(UIKit)` is true. A
// target cannot be called VIPERUIKit here: the root package, a dependency, has one.
// Run by .ci/test-uikit-glue.
import PackageDescription

let package = Package(
    name: "UIKitModel",
    dependencies: [.package(name: "swift-viper", path: "../..")],
    targets: [
        .target(name: "UIKit"),
        .target(name: "SwiftUI", dependencies: ["UIKit"]),
        .target(
            name: "VIPERUIKitGlue",
            dependencies: ["UIKit", "SwiftUI", .product(name: "VIPER", package: "swift-viper")],
            // NB: Linux Swift has no `@objc optional` requirements; the glue calls the app
            // delegate's methods directly under this flag, as with the declarations.
            swiftSettings: [.define("VIPERUIKIT_LINUX_DECLARATIONS")]
        ),
        // NB: one target, and one serialized suite over it (UIKitModelSuite), for the glue's
        // tests (Glue/) and the model-vs-facts tests (ModelFacts/): the model has one run
        // loop, as UIKit has one main queue.
        .testTarget(
            name: "VIPERUIKitTests",
            dependencies: [
                "UIKit", "SwiftUI", "VIPERUIKitGlue",
                .product(name: "VIPER", package: "swift-viper"),
                .product(name: "VIPERTesting", package: "swift-viper"),
            ],
            // NB: Swift Testing declares a cross-import overlay for UIKit (_Testing_UIKit),
            // which exists on Apple platforms only; importing Testing with this UIKit
            // would look for it.
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]
        ),
    ]
)
