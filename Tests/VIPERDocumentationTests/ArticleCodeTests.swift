import Foundation
import Testing

/// Keeps the articles' code honest: each Swift block listed here is code that the package's
/// tests or CI compile (and mostly run), so a block that drifts from the API fails here.
///
/// A block is found by a line it contains; every code line of it must be a line of one of
/// its compiled files. Lines are compared trimmed, with a trailing `// comment` and a
/// leading `private ` dropped (fixtures in tests are private); comment-only lines are
/// narrative and are checked by reading.
@Suite struct ArticleCodeTests {
    struct CompiledBlock: CustomStringConvertible, Sendable {
        /// The Markdown file, relative to the package root.
        let document: String
        /// A line of the block, to find it.
        let marker: String
        /// The files that hold its code, relative to the package root.
        let compiledIn: [String]

        var description: String { "\(document): the block with \"\(marker)\"" }
    }

    static let docc = "Sources/VIPER/VIPER.docc/"
    static let weather = "Examples/WeatherApp/"

    static let blocks: [CompiledBlock] = [
        // Navigation
        .init(
            document: docc + "Navigation.md", marker: "static let library: Self = \"library\"",
            compiledIn: ["Tests/VIPERTests/Navigation/Containers/TabsAndSplitArticleTests.swift"]),
        .init(
            document: docc + "Navigation.md",
            marker: "try navigator.platformDidCollapse(splitShowing: shelf)",
            compiledIn: ["Tests/VIPERTests/Navigation/Containers/TabsAndSplitArticleTests.swift"]),
        .init(
            document: docc + "Navigation.md",
            marker: "if navigator.allowsPlatformSelect(.library)",
            compiledIn: ["Tests/VIPERTests/Navigation/Containers/TabsAndSplitArticleTests.swift"]),
        .init(
            document: docc + "Navigation.md",
            marker: "// reader://saved/7 opens book 7 in the Saved tab, over the saved list.",
            compiledIn: ["Tests/VIPERTests/Navigation/Containers/TabsAndSplitArticleTests.swift"]),
        .init(
            document: docc + "Navigation.md", marker: "func confirmDelete() async throws -> Bool {",
            compiledIn: ["Tests/VIPERDocumentationTests/Navigation/AlertArticleTests.swift"]),
        .init(
            document: docc + "Navigation.md", marker: "final class ItemListRouter {",
            compiledIn: ["Tests/VIPERTests/Navigation/NavigationArticleTests.swift"]),
        .init(
            document: docc + "Navigation.md",
            marker: "@Test func pickingAColorUpdatesTheDetailAndDismissesTheSheet() throws {",
            compiledIn: ["Tests/VIPERTests/Navigation/NavigationArticleTests.swift"]),
        .init(
            document: docc + "Navigation.md",
            marker: "let color = try await navigator.presentForResult(",
            compiledIn: ["Tests/VIPERTests/Navigation/NavigationArticleTests.swift"]),
        .init(
            document: docc + "Navigation.md", marker: "ModuleAssembly.assemble(",
            compiledIn: ["Tests/VIPERTests/Navigation/NavigationArticleTests.swift"]),
        .init(
            document: docc + "Navigation.md", marker: "enum AppRoute: NavigationRoute {",
            compiledIn: ["Tests/VIPERTests/Navigation/NavigationArticleTests.swift"]),
        .init(
            document: docc + "Navigation.md",
            marker: "extension VolumeScreen: @MainActor RestorableScreen {",
            compiledIn: [
                "Tests/VIPERTests/Navigation/Restoration/RestorableScreensArticleTests.swift"
            ]),
        .init(
            document: docc + "Navigation.md",
            marker: "dependency.navigation.receiveResults(from: RatingPicker.self)",
            compiledIn: [
                "Tests/VIPERTests/Navigation/Restoration/RestorableScreensArticleTests.swift"
            ]),
        .init(
            document: docc + "Navigation.md", marker: "enum ShelfRoute: NavigationRoute {",
            compiledIn: ["Tests/VIPERTests/Navigation/Restoration/RestorationArticleTests.swift"]),
        .init(
            document: docc + "Navigation.md", marker: "func save() throws -> Data {",
            compiledIn: ["Tests/VIPERTests/Navigation/Restoration/RestorationArticleTests.swift"]),
        .init(
            document: docc + "Navigation.md", marker: "static var restorationVersion: Int { 2 }",
            compiledIn: ["Tests/VIPERTests/Navigation/Restoration/RouteMigrationTests.swift"]),
        .init(
            document: docc + "Navigation.md",
            marker: "final class SceneDelegate: UIResponder, UIWindowSceneDelegate {",
            compiledIn: ["Tests/UIKitDeclarations/Usage/RestorationUsage.swift"]),
        .init(
            document: docc + "Navigation.md", marker: "struct ShelfScene: View {",
            compiledIn: ["Tests/UIKitDeclarations/Usage/RestorationUsage.swift"]),
        .init(
            document: docc + "Navigation.md", marker: "func start(restoring saved: Data,",
            compiledIn: ["Tests/UIKitDeclarations/Usage/RestorationUsage.swift"]),
        // Benchmarking your modules
        .init(
            document: docc + "BenchmarkingYourModules.md",
            marker: "BenchmarkCommand.main(registry)",
            compiledIn: [weather + "Sources/WeatherBenchmarks/main.swift"]),
        .init(
            document: docc + "BenchmarkingYourModules.md", marker: "enum WeatherBenchmarks {",
            compiledIn: [weather + "Sources/WeatherBenchmarks/WeatherBenchmarks.swift"]),
        .init(
            document: docc + "BenchmarkingYourModules.md",
            marker: "registry.add(\"forecast-mapper\", \"hand-written\") { iterations in",
            compiledIn: [weather + "Sources/WeatherBenchmarks/WeatherBenchmarks.swift"]),
        // Putting the Navigator on screen
        .init(
            document: docc + "PuttingTheNavigatorOnScreen.md", marker: "final class SceneSetup {",
            compiledIn: ["Tests/UIKitDeclarations/Usage/OnScreenUsage.swift"]),
        .init(
            document: docc + "PuttingTheNavigatorOnScreen.md",
            marker: "host.modalPresentationStyles = { style in",
            compiledIn: ["Tests/UIKitDeclarations/Usage/OnScreenUsage.swift"]),
        .init(
            document: docc + "PuttingTheNavigatorOnScreen.md", marker: "struct RootView: View {",
            compiledIn: ["Tests/UIKitDeclarations/Usage/OnScreenUsage.swift"]),
        .init(
            document: docc + "PuttingTheNavigatorOnScreen.md",
            marker: "final class EditorScreen: UIViewController",
            compiledIn: ["Tests/UIKitDeclarations/Usage/OnScreenUsage.swift"]),
        .init(
            document: docc + "PuttingTheNavigatorOnScreen.md",
            marker: "final class ArticlesNavigation {",
            compiledIn: ["Tests/UIKitDeclarations/Usage/OnScreenUsage.swift"]),
        .init(
            document: docc + "PuttingTheNavigatorOnScreen.md",
            marker: "final class ArticlesSceneDelegate: UIResponder, UIWindowSceneDelegate {",
            compiledIn: ["Tests/UIKitDeclarations/Usage/OnScreenUsage.swift"]),
        .init(
            document: docc + "PuttingTheNavigatorOnScreen.md",
            marker: "struct ArticlesApp: App {",
            compiledIn: ["Tests/UIKitDeclarations/Usage/OnScreenUsage.swift"]),
        .init(
            document: docc + "PuttingTheNavigatorOnScreen.md",
            marker: "@Test func swipingBackFromTheEditorIsRefusedWhileItHasUnsavedEdits()",
            compiledIn: ["Tests/VIPERTests/OnScreen/OnScreenArticleTests.swift"]),
        .init(
            document: docc + "PuttingTheNavigatorOnScreen.md",
            marker: "final class TabsSceneSetup {",
            compiledIn: ["Tests/UIKitDeclarations/Usage/TabsUsage.swift"]),
        .init(
            document: docc + "PuttingTheNavigatorOnScreen.md",
            marker: "@Test func aTabTapIsRecordedAndATapOnTheSelectedTabPopsIt()",
            compiledIn: ["Tests/VIPERTests/OnScreen/OnScreenArticleTests.swift"]),
        .init(
            document: docc + "PuttingTheNavigatorOnScreen.md",
            marker: "struct TabsScene: View {",
            compiledIn: ["Tests/UIKitDeclarations/Usage/SwiftUIContainersUsage.swift"]),
        .init(
            document: docc + "PuttingTheNavigatorOnScreen.md",
            marker: "@Test func aTabViewPickStandsOrSnapsBackWhenAGuardRefusesIt()",
            compiledIn: ["Tests/VIPERTests/OnScreen/OnScreenArticleTests.swift"]),
        // Generating modules
        .init(
            document: docc + "GeneratingModules.md",
            marker: "try navigation.push(.screen(ForecastDetailScreen.self, input: forecast))",
            compiledIn: [weather + "Sources/Weather/ForecastList/ForecastListRouter.swift"]),
        .init(
            document: docc + "GeneratingModules.md",
            marker: "@Test func everyModuleKeepsItsLayers() throws {",
            compiledIn: [weather + "Tests/WeatherTests/LayerRulesTests.swift"]),
        // Migrating from classic VIPER (the "after" code)
        .init(
            document: "Documentation/MigratingFromClassicVIPER.md",
            marker: "final class AddRouter {",
            compiledIn: ["Tests/VIPERDocumentationTests/Migration/MigrationGuideModules.swift"]),
        .init(
            document: "Documentation/MigratingFromClassicVIPER.md",
            marker: "final class AddInteractor: AsyncUseCase {",
            compiledIn: ["Tests/VIPERDocumentationTests/Migration/MigrationGuideModules.swift"]),
        .init(
            document: "Documentation/MigratingFromClassicVIPER.md",
            marker: "protocol AddModuleInterface: AnyObject {",
            compiledIn: ["Tests/VIPERDocumentationTests/Migration/MigrationGuideModules.swift"]),
        .init(
            document: "Documentation/MigratingFromClassicVIPER.md",
            marker: "func save(title: String, dueDate: Date) {",
            compiledIn: ["Tests/VIPERDocumentationTests/Migration/MigrationGuideModules.swift"]),
        .init(
            document: "Documentation/MigratingFromClassicVIPER.md",
            marker:
                "func presentAdd(reportingTo delegate: some AddModuleDelegate) throws(NavigationError) {",
            compiledIn: ["Tests/VIPERDocumentationTests/Migration/MigrationGuideModules.swift"]),
        .init(
            document: "Documentation/MigratingFromClassicVIPER.md",
            marker: "enum TodoStoreKey: NavigationEnvironmentKey {",
            compiledIn: ["Tests/VIPERDocumentationTests/Migration/MigrationGuideModules.swift"]),
        .init(
            document: "Documentation/MigratingFromClassicVIPER.md",
            marker: "let store = dependency.navigation.environment[TodoStoreKey.self]",
            compiledIn: ["Tests/VIPERDocumentationTests/Migration/MigrationGuideModules.swift"]),
        .init(
            document: "Documentation/MigratingFromClassicVIPER.md",
            marker: ".screen(AddScreen.self, input: ()).environment(TodoStoreKey.self, own)",
            compiledIn: ["Tests/VIPERDocumentationTests/Migration/MigrationGuideTests.swift"]),
        .init(
            document: "Documentation/MigratingFromClassicVIPER.md",
            marker:
                "func startApp(on navigator: Navigator, store: any TodoStore) throws(NavigationError) {",
            compiledIn: ["Tests/VIPERDocumentationTests/Migration/MigrationGuideModules.swift"]),
    ]

    /// The Swift code blocks of a Markdown file.
    static func swiftBlocks(in document: String) throws -> [String] {
        try ReadmeTests.read(document).components(separatedBy: "```swift\n").dropFirst().map {
            $0.components(separatedBy: "```")[0]
        }
    }

    /// A line as it is compared: trimmed, without a trailing comment or a leading `private`.
    static func normalized(_ line: String) -> String {
        var code = line
        if let comment = code.range(of: " // ") { code = String(code[..<comment.lowerBound]) }
        code = code.trimmingCharacters(in: .whitespaces)
        for prefix in ["private ", "fileprivate "] where code.hasPrefix(prefix) {
            code = String(code.dropFirst(prefix.count))
        }
        return code
    }

    @Test(arguments: blocks)
    func everyCodeLineOfTheBlockIsCompiled(_ block: CompiledBlock) throws {
        let matching = try Self.swiftBlocks(in: block.document).filter {
            $0.contains(block.marker)
        }
        #expect(matching.count == 1, "\(block): \(matching.count) blocks match")
        let compiled = Set(
            try block.compiledIn.flatMap { try ReadmeTests.read($0).components(separatedBy: "\n") }
                .map(Self.normalized))
        for line in matching.first?.components(separatedBy: "\n") ?? [] {
            let code = Self.normalized(line)
            if code.isEmpty || code.hasPrefix("//") { continue }
            #expect(compiled.contains(code), "\(block): not compiled: \(code)")
        }
    }

    @Test func aLineThatIsNotCompiledIsFound() {
        let compiled = Set(["let a = 1", "}"].map(Self.normalized))
        #expect(!compiled.contains(Self.normalized("    let a = 2  // differs")))
        #expect(compiled.contains(Self.normalized("    private let a = 1 // same code")))
    }
}
