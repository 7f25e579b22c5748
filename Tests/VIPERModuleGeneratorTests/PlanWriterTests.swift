import Foundation
import Testing

@testable import VIPERModuleGenerator

/// Writing a plan: all files or none.
@Suite struct PlanWriterTests {
    @Test func everyFileIsWrittenWithItsContents() throws {
        let package = try ScratchPackage()
        let plan = try ModulePlanner.plan(
            package.request(), targets: package.targets, packageFolder: package.folder)

        try PlanWriter().write(plan)

        #expect(try package.files() == plan.files.map { plan.relative($0.path) }.sorted())
        for file in plan.files {
            #expect(try package.read(plan.relative(file.path)) == file.contents)
        }
    }

    @Test func aFailedWriteRemovesWhatWasWrittenBeforeIt() throws {
        let package = try ScratchPackage()
        let plan = try ModulePlanner.plan(
            package.request(), targets: package.targets, packageFolder: package.folder)
        var writes = 0
        let writer = PlanWriter { path, data in
            writes += 1
            if writes == 3 { throw CocoaError(.fileWriteOutOfSpace) }
            try PlanWriter.createExclusively(path, data)
        }

        #expect {
            try writer.write(plan)
        } throws: { error in
            guard case GeneratorError.writeFailed(let path, _) = error else { return false }
            return path == plan.relative(plan.files[2].path)
        }
        #expect(writes == 3)
        #expect(try package.files() == [])
        #expect(
            !FileManager.default.fileExists(
                atPath: package.folder + "/Sources/Weather/ForecastDetail"))
    }

    @Test func aFileThatAppearsAfterPlanningIsNotReplaced() throws {
        let package = try ScratchPackage()
        let plan = try ModulePlanner.plan(
            package.request(), targets: package.targets, packageFolder: package.folder)
        try package.write("Tests/WeatherTests/ForecastDetailPresenterTests.swift", "// mine")

        #expect(throws: GeneratorError.self) { try PlanWriter().write(plan) }

        #expect(try package.files() == ["Tests/WeatherTests/ForecastDetailPresenterTests.swift"])
        #expect(
            try package.read("Tests/WeatherTests/ForecastDetailPresenterTests.swift") == "// mine")
    }
}
