/// What a template is filled with: the placeholders and the section flags.
///
/// | Placeholder | Example | Meaning |
/// |---|---|---|
/// | `{{MODULE}}` | `ForecastDetail` | the module name, prefix of its types |
/// | `{{MODULE_LOWER}}` | `forecastDetail` | the name for values and functions |
/// | `{{MODULE_WORDS}}` | `forecast detail` | the name in words, for messages |
/// | `{{TARGET}}` | `Weather` | the target the module goes into |
/// | `{{INPUT}}` | `Forecast` | the screen's input type (`Void` by default) |
/// | `{{RESULT}}` | `Never` | the type of the result it hands back (`Never` by default) |
/// | `{{VIEW}}` | `ForecastDetailScreen` | the view class |
/// | `{{PUBLIC}}` | `public ` | `public ` and a space with `--public`, else nothing |
///
/// Flags for `{{#if …}}` sections: `HAS_INPUT`, `HAS_RESULT`, `UIKIT`, `HEADLESS` (no
/// `--uikit`), `PUBLIC`.
package struct TemplateValues: Equatable, Sendable {
    /// Placeholder name -> value.
    package let placeholders: [String: String]
    /// Section flag -> whether its sections are kept.
    package let flags: [String: Bool]

    /// The values for a module request.
    ///
    /// - Parameter request: What to generate.
    package init(_ request: ModuleRequest) {
        placeholders = [
            "MODULE": request.name.value,
            "MODULE_LOWER": request.name.lowerCamel,
            "MODULE_WORDS": request.name.words,
            "TARGET": request.target,
            "INPUT": request.input,
            "RESULT": request.result,
            "VIEW": request.name.value + (request.uikit ? "ViewController" : "Screen"),
            "PUBLIC": request.isPublic ? "public " : "",
        ]
        flags = [
            "HAS_INPUT": request.input != "Void" && request.input != "()",
            "HAS_RESULT": request.result != "Never",
            "UIKIT": request.uikit,
            "HEADLESS": !request.uikit,
            "PUBLIC": request.isPublic,
        ]
    }
}
