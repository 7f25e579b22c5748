import Testing

@testable import VIPERModuleGenerator

/// Rendering: placeholders, `{{#if}}` sections, and an error naming the line for a typo.
@Suite struct TemplateTests {
    @Test func placeholdersAreReplacedEverywhere() throws {
        let template = Template(
            name: "T", text: "final class {{MODULE}}Router {} // {{MODULE_WORDS}} {{INPUT}}")
        #expect(
            try template.render(values())
                == "final class ForecastDetailRouter {} // forecast detail Forecast")
    }

    @Test func sectionsKeepTheirLinesOnlyWhenTheirFlagIsOn() throws {
        let text =
            "a\n{{#if HAS_RESULT}}\nresult {{RESULT}}\n{{#if UIKIT}}\nuikit\n{{/if}}\n{{/if}}\nz"
        let template = Template(name: "T", text: text)
        #expect(try template.render(values(result: "Int")) == "a\nresult Int\nz")
        #expect(
            try template.render(values(result: "Int", uikit: true)) == "a\nresult Int\nuikit\nz")
        #expect(try template.render(values()) == "a\nz")
    }

    @Test(arguments: [
        ("ok\n{{MODUL}}", 2, "unknown placeholder {{MODUL}}"),
        ("{{#if FANCY}}\n{{/if}}", 1, "unknown flag \"FANCY\""),
        ("x\n{{#if UIKIT}}\nx", 2, "never closed"),
        ("{{/if}}", 1, "without {{#if"),
        ("x {{MODULE", 1, "without \"}}\""),
    ])
    func mistakesNameTheTemplateAndLine(text: String, line: Int, reason: String) {
        #expect {
            try Template(name: "Presenter.swift.template", text: text).render(values())
        } throws: { error in
            guard
                case GeneratorError.invalidTemplate("Presenter.swift.template", line, let message) =
                    error
            else { return false }
            return message.contains(reason)
        }
    }

    @Test(arguments: [false, true], ["Never", "String"])
    func everyBuiltInTemplateRendersCompletely(uikit: Bool, result: String) throws {
        let entries = TemplateCatalog.entries.filter { $0.applies(uikit: uikit) }
        let templates = try TemplateCatalog.templates(for: entries, overrides: nil)
        #expect(templates.count == 7)
        for template in templates {
            let text = try template.render(values(result: result, uikit: uikit))
            #expect(!text.contains("{{"), "\(template.name)")
            #expect(!text.contains("}}"), "\(template.name)")
        }
    }

    @Test func theRouterOffersFinishOnlyForAResult() throws {
        let router = try #require(
            try TemplateCatalog.templates(for: TemplateCatalog.entries, overrides: nil)
                .first { $0.name == "Router.swift.template" })
        #expect(try router.render(values()).contains("func finish") == false)
        #expect(
            try router.render(values(result: "String")).contains("func finish(with result: String)")
        )
    }

    @Test func theInteractorAdoptsTheAsyncFormWithOneMethod() throws {
        let interactor = try render("Interactor.swift.template")
        #expect(interactor.contains("final class ForecastDetailInteractor: AsyncUseCase {"))
        #expect(interactor.contains("let executions = ExecutionTracker()"))
        #expect(
            interactor.contains(
                "func perform(_ parameters: Void) async throws -> ForecastDetailContent"))
        // NB: a requirement it wrote itself would bypass its tracker (the lint rule
        // `tracked-use-case-cancel` says so); it writes none.
        for bypass in ["func execute(", "func executeOnMainActor(", "func cancel()"] {
            #expect(!interactor.contains(bypass), "\(bypass)")
        }
    }

    @Test func publicMakesWhatAnotherTargetNamesPublic() throws {
        for (template, declarations) in [
            (
                "Screen.swift.template",
                [
                    "public final class ForecastDetailScreen", "public func screenDidLoad()",
                    "public private(set) var content",
                ]
            ),
            ("Assembly.swift.template", ["public static func make("]),
            (
                "Contracts.swift.template",
                ["public struct ForecastDetailContent", "public var title"]
            ),
        ] {
            let internalText = try render(template)
            let publicText = try render(template, isPublic: true)
            for declaration in declarations {
                #expect(publicText.contains(declaration), "\(template): \(declaration)")
                #expect(!internalText.contains(declaration), "\(template): \(declaration)")
            }
        }
        let controller = try render("ViewController.swift.template", uikit: true, isPublic: true)
        #expect(controller.contains("public final class ForecastDetailViewController"))
        #expect(controller.contains("public override func viewDidLoad()"))
    }

    @Test func theGeneratedLeakCheckBuildsTheModuleThroughItsAssembly() throws {
        let tests = try render("PresenterTests.swift.template")
        #expect(tests.contains("ForecastDetailScreen.assemble("))
        #expect(tests.contains(".screen(ForecastDetailAssembledModule.self, input: AnyUseCase("))
        let assembly = try render("Assembly.swift.template")
        #expect(
            assembly.contains(
                "assemble(\n            interactor: ForecastDetailInteractor(input: dependency.input)"
            ))
        let uikitTests = try render("PresenterTests.swift.template", uikit: true)
        #expect(uikitTests.contains("ForecastDetailViewController.assemble("))
        #expect(!uikitTests.contains("ForecastDetailScreen"))
    }

    // MARK: - Fixtures

    func values(result: String = "Never", uikit: Bool = false, isPublic: Bool = false)
        -> TemplateValues
    {
        TemplateValues(
            ModuleRequest(
                name: try! ModuleName("ForecastDetail"), target: "Weather", input: "Forecast",
                result: result, uikit: uikit, isPublic: isPublic))
    }

    func render(_ name: String, uikit: Bool = false, isPublic: Bool = false) throws -> String {
        let template = try #require(
            try TemplateCatalog.templates(for: TemplateCatalog.entries, overrides: nil)
                .first { $0.name == name })
        return try template.render(values(uikit: uikit, isPublic: isPublic))
    }
}
