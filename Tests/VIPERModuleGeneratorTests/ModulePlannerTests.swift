import Foundation
import Testing

@testable import VIPERModuleGenerator

/// Planning a module: where its files go, and every refusal, each leaving the disk as it was.
@Suite struct ModulePlannerTests {
    @Test func aModuleIsSixSourceFilesAndAPresenterTest() throws {
        let package = try ScratchPackage()

        let plan = try ModulePlanner.plan(
            package.request(), targets: package.targets, packageFolder: package.folder)

        #expect(
            plan.files.map { plan.relative($0.path) } == [
                "Sources/Weather/ForecastDetail/ForecastDetailContracts.swift",
                "Sources/Weather/ForecastDetail/ForecastDetailScreen.swift",
                "Sources/Weather/ForecastDetail/ForecastDetailPresenter.swift",
                "Sources/Weather/ForecastDetail/ForecastDetailInteractor.swift",
                "Sources/Weather/ForecastDetail/ForecastDetailRouter.swift",
                "Sources/Weather/ForecastDetail/ForecastDetailAssembly.swift",
                "Tests/WeatherTests/ForecastDetailPresenterTests.swift",
            ])
        #expect(plan.notes.isEmpty)
        #expect(try package.files() == [])  // planning writes nothing: a dry run
        #expect(plan.summary(written: false).hasPrefix("Would create (dry run, nothing written):"))
    }

    @Test func uikitSwapsTheHeadlessViewForAViewController() throws {
        let package = try ScratchPackage()
        var request = try package.request()
        request.uikit = true

        let plan = try ModulePlanner.plan(
            request, targets: package.targets, packageFolder: package.folder)

        let names = plan.files.map { ($0.path as NSString).lastPathComponent }
        #expect(names.contains("ForecastDetailViewController.swift"))
        #expect(!names.contains("ForecastDetailScreen.swift"))
        let controller = try #require(
            plan.files.first { $0.path.hasSuffix("ViewController.swift") })
        #expect(
            controller.contents.hasPrefix("#if canImport(UIKit) && !os(watchOS)\nimport UIKit\n"))
    }

    @Test func parametersGiveTheInteractorAParametersStructTheViewSends() throws {
        let package = try ScratchPackage()
        var request = try package.request()
        request.takesParameters = true
        request.result = "Forecast"

        let plan = try ModulePlanner.plan(
            request, targets: package.targets, packageFolder: package.folder)

        func file(_ suffix: String) throws -> String {
            try #require(plan.files.first { $0.path.hasSuffix(suffix) }).contents
        }
        #expect(try file("Contracts.swift").contains("struct ForecastDetailParameters: Equatable"))
        #expect(try file("Contracts.swift").contains("func didChangeQuery(_ query: String)"))
        #expect(
            try file("Interactor.swift").contains("typealias Parameters = ForecastDetailParameters")
        )
        #expect(
            try file("Presenter.swift").contains(
                "AnyUseCase<ForecastDetailParameters, ForecastDetailContent, any Error>"))
        #expect(try file("Router.swift").contains("func finish(with result: Forecast)"))
        #expect(try file("PresenterTests.swift").contains("func changingTheQueryLoadsWithIt()"))
        #expect(!plan.files.contains { $0.contents.contains("{{") })
    }

    @Test func withoutParametersTheInteractorTakesVoid() throws {
        let package = try ScratchPackage()

        let plan = try ModulePlanner.plan(
            package.request(), targets: package.targets, packageFolder: package.folder)

        let interactor = try #require(plan.files.first { $0.path.hasSuffix("Interactor.swift") })
        #expect(interactor.contents.contains("typealias Parameters = Void"))
        #expect(!plan.files.contains { $0.contents.contains("Parameters(query:") })
    }

    @Test func withoutATestTargetTheTestsAreLeftOutWithANote() throws {
        let package = try ScratchPackage()
        let targets = package.targets.filter { $0.kind == .source }

        let plan = try ModulePlanner.plan(
            package.request(), targets: targets, packageFolder: package.folder)

        #expect(plan.files.count == 6)
        #expect(
            plan.notes == [
                "no test target WeatherTests: the presenter tests were not generated (name one with --test-target)"
            ])
    }

    @Test func anInputTypeTheTargetDoesNotDeclareIsWarnedAbout() throws {
        let package = try ScratchPackage()

        let plan = try ModulePlanner.plan(
            package.request(), targets: package.targets, packageFolder: package.folder)

        #expect(
            plan.warnings == [
                "--input Forecast: no type Forecast is declared in target Weather; declare it there before you build (for example `struct Forecast: Sendable {}` in Sources/Weather/Forecast.swift), or the generated module does not compile"
            ])
        #expect(plan.summary(written: true).hasSuffix("\nwarning: " + plan.warnings[0]))
    }

    @Test func aDeclaredInputOrResultTypeIsNotWarnedAbout() throws {
        let package = try ScratchPackage()
        try package.write(
            "Sources/Weather/Entity/Forecast.swift", "public struct Forecast: Sendable {}\n")
        try package.write(
            "Sources/Weather/City.swift", "enum City: String, Sendable { case tokyo }\n")
        var request = try package.request()
        request.result = "[City]?"

        let plan = try ModulePlanner.plan(
            request, targets: package.targets, packageFolder: package.folder)

        #expect(plan.warnings.isEmpty)
        request.result = "Town"
        let warned = try ModulePlanner.plan(
            request, targets: package.targets, packageFolder: package.folder)
        #expect(warned.warnings.count == 1)
        #expect(warned.warnings.first?.hasPrefix("--result Town: no type Town") == true)
    }

    @Test func aTypoOfADeclaredTypeIsToldTheDeclaredName() throws {
        let package = try ScratchPackage()
        try package.write(
            "Sources/Weather/Entity/Forecast.swift", "public struct Forecast: Sendable {}\n")
        var request = try package.request()
        request.input = "[Forcast]"

        let plan = try ModulePlanner.plan(
            request, targets: package.targets, packageFolder: package.folder)

        #expect(
            plan.warnings == [
                "--input [Forcast]: no type Forcast is declared in target Weather; did you mean Forecast? Write --input [Forecast], or declare Forcast before you build, or the generated module does not compile"
            ])
    }

    @Test func aNameFarFromEveryDeclaredTypeSuggestsNone() {
        #expect(DeclaredTypes.nearest(to: "Forcast", among: ["Forecast", "City"]) == "Forecast")
        #expect(DeclaredTypes.nearest(to: "forecast", among: ["Forecast"]) == "Forecast")
        #expect(DeclaredTypes.nearest(to: "Town", among: ["Forecast", "City"]) == nil)
        #expect(DeclaredTypes.nearest(to: "Cty", among: ["City", "Forecast"]) == "City")
    }

    @Test func anUnknownTargetListsTheSourceTargets() throws {
        let package = try ScratchPackage()
        var request = try package.request()
        request.target = "Wether"
        #expect(throws: GeneratorError.unknownTarget("Wether", available: ["Weather"])) {
            try ModulePlanner.plan(request, targets: package.targets, packageFolder: package.folder)
        }
    }

    @Test func aTestTargetAsTargetIsCalledATestTarget() throws {
        let package = try ScratchPackage()
        var request = try package.request()
        request.target = "WeatherTests"
        let error = GeneratorError.testTargetAsTarget("WeatherTests", available: ["Weather"])
        #expect(throws: error) {
            try ModulePlanner.plan(request, targets: package.targets, packageFolder: package.folder)
        }
        #expect(error.description.hasPrefix("\"WeatherTests\" is a test target"))
        #expect(error.description.hasSuffix("source targets are: Weather"))
    }

    @Test func anUnknownTestTargetListsTheTestTargets() throws {
        let package = try ScratchPackage()
        var request = try package.request()
        request.testTarget = "Weather"
        #expect(throws: GeneratorError.unknownTestTarget("Weather", available: ["WeatherTests"])) {
            try ModulePlanner.plan(request, targets: package.targets, packageFolder: package.folder)
        }
    }

    @Test(arguments: [
        ("Weather", "VIPER", GeneratorError.missingDependency(target: "Weather", product: "VIPER")),
        (
            "WeatherTests", "VIPERTesting",
            .missingDependency(target: "WeatherTests", product: "VIPERTesting")
        ),
        (
            "WeatherTests", "Weather",
            .missingTargetDependency(testTarget: "WeatherTests", target: "Weather")
        ),
    ])
    func aMissingDependencyIsNamedWithTheFix(
        target: String, dependency: String, error: GeneratorError
    ) throws {
        let package = try ScratchPackage()
        let targets = package.targets.map { described in
            described.name != target
                ? described
                : PackageTarget(
                    name: described.name, kind: described.kind, path: described.path,
                    dependencies: described.dependencies.filter { $0 != dependency })
        }
        #expect(throws: error) {
            try ModulePlanner.plan(
                package.request(), targets: targets, packageFolder: package.folder)
        }
        #expect(error.description.contains("to its dependencies"))
    }

    @Test func aTestTargetWithoutTheModulesTargetIsToldToAddThatTarget() {
        let error = GeneratorError.missingTargetDependency(
            testTarget: "WeatherTests", target: "Half")
        #expect(
            error.description
                == "test target \"WeatherTests\" does not depend on \"Half\", so its tests cannot import the module: add \"Half\" to its dependencies"
        )
        #expect(!error.description.contains(".product"))
    }

    @Test func anExistingFileIsNeverOverwrittenAndNothingIsWritten() throws {
        let package = try ScratchPackage()
        try package.write("Sources/Weather/ForecastDetail/ForecastDetailRouter.swift", "// mine")

        #expect(
            throws: GeneratorError.filesExist([
                "Sources/Weather/ForecastDetail/ForecastDetailRouter.swift"
            ])
        ) {
            try ModulePlanner.plan(
                package.request(), targets: package.targets, packageFolder: package.folder)
        }
        #expect(
            try package.files() == ["Sources/Weather/ForecastDetail/ForecastDetailRouter.swift"])
        #expect(
            try package.read("Sources/Weather/ForecastDetail/ForecastDetailRouter.swift")
                == "// mine")
    }

    @Test func aReadOnlyFolderIsRefusedBeforeAnythingIsWritten() throws {
        let package = try ScratchPackage()
        let readOnly = package.folder + "/Tests/WeatherTests"

        #expect(throws: GeneratorError.notWritable("Tests/WeatherTests")) {
            try ModulePlanner.plan(
                package.request(), targets: package.targets, packageFolder: package.folder,
                isWritable: { $0 != readOnly })
        }
    }

    @Test func aPackageTemplateReplacesTheBuiltInOne() throws {
        let package = try ScratchPackage()
        try package.write(".viper-templates/Router.swift.template", "// {{MODULE}}'s own router\n")
        var request = try package.request()
        request.templatesFolder = package.folder + "/.viper-templates"

        let plan = try ModulePlanner.plan(
            request, targets: package.targets, packageFolder: package.folder)

        let router = try #require(
            plan.files.first { $0.path.hasSuffix("ForecastDetailRouter.swift") })
        #expect(router.contents == "// ForecastDetail's own router\n")
        let presenter = try #require(
            plan.files.first { $0.path.hasSuffix("ForecastDetailPresenter.swift") })
        #expect(presenter.contents.contains("final class ForecastDetailPresenter"))
    }

    @Test func aStrayFileInTheTemplatesFolderIsRefused() throws {
        let package = try ScratchPackage()
        try package.write(".viper-templates/Routr.swift.template", "")
        var request = try package.request()
        request.templatesFolder = package.folder + "/.viper-templates"

        #expect {
            try ModulePlanner.plan(request, targets: package.targets, packageFolder: package.folder)
        } throws: { error in
            guard case GeneratorError.unknownTemplate("Routr.swift.template", let known) = error
            else { return false }
            return known.contains("Router.swift.template")
        }
    }

    @Test func aTargetArgumentRoundTrips() throws {
        let target = PackageTarget(
            name: "Weather", kind: .test, path: "/p/Tests/W", dependencies: ["VIPER", "W"])
        #expect(PackageTarget(argument: target.argument) == target)
        #expect(PackageTarget(argument: "Weather|library|/p|") == nil)
        #expect(PackageTarget(argument: "Weather|source") == nil)
    }
}

// MARK: - Fixtures

/// A package folder with a `Weather` target and its `WeatherTests`, removed at deinit.
final class ScratchPackage {
    let folder: String

    init() throws {
        folder = NSTemporaryDirectory() + "viper-module-\(UUID().uuidString)"
        for path in ["Sources/Weather", "Tests/WeatherTests"] {
            try FileManager.default.createDirectory(
                atPath: folder + "/" + path, withIntermediateDirectories: true)
        }
    }

    deinit {
        try? FileManager.default.removeItem(atPath: folder)
    }

    var targets: [PackageTarget] {
        [
            PackageTarget(
                name: "Weather", kind: .source, path: folder + "/Sources/Weather",
                dependencies: ["VIPER"]),
            PackageTarget(
                name: "WeatherTests", kind: .test, path: folder + "/Tests/WeatherTests",
                dependencies: ["Weather", "VIPERTesting"]),
        ]
    }

    func request() throws -> ModuleRequest {
        ModuleRequest(name: try ModuleName("ForecastDetail"), target: "Weather", input: "Forecast")
    }

    func write(_ path: String, _ text: String) throws {
        let full = folder + "/" + path
        try FileManager.default.createDirectory(
            atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: full))
    }

    func read(_ path: String) throws -> String {
        try String(contentsOfFile: folder + "/" + path, encoding: .utf8)
    }

    /// Every file (not folder) in the package, relative, sorted; hidden folders skipped.
    func files() throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: folder).filter { path in
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder)
            return !isFolder.boolValue && !path.hasPrefix(".")
        }.sorted()
    }
}
