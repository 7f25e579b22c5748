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

    // MARK: - Fixtures

    func values(result: String = "Never", uikit: Bool = false) -> TemplateValues {
        TemplateValues(
            ModuleRequest(
                name: try! ModuleName("ForecastDetail"), target: "Weather", input: "Forecast",
                result: result, uikit: uikit))
    }
}
