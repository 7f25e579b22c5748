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
/// | `{{PARAMETERS}}` | `ForecastDetailParameters` | the interactor's parameters: that struct with `--parameters`, else `Void` |
/// | `{{FIRST_PARAMETERS}}` | `ForecastDetailParameters(query: "")` | the parameters of the first load: `()` without `--parameters` |
/// | `{{EXECUTED}}` | `(ForecastDetailParameters(query: ""))` | the first load as a `CallLog` line shows its arguments |
/// | `{{PARAMETERS_DOC}}` | ` and what the view asks for` | how the interactor's doc names its parameters |
/// | `{{VIEW}}` | `ForecastDetailScreen` | the view class |
/// | `{{PUBLIC}}` | `public ` | `public ` and a space with `--public`, else nothing |
///
/// Flags for `{{#if …}}` sections: `HAS_INPUT`, `HAS_RESULT`, `HAS_PARAMETERS`,
/// `NO_PARAMETERS`, `UIKIT`, `HEADLESS` (no `--uikit`), `PUBLIC`.
package struct TemplateValues: Equatable, Sendable {
    /// Placeholder name -> value.
    package let placeholders: [String: String]
    /// Section flag -> whether its sections are kept.
    package let flags: [String: Bool]

    /// The values for a module request.
    ///
    /// - Parameter request: What to generate.
    package init(_ request: ModuleRequest) {
        let parameters = request.name.value + "Parameters"
        let first = parameters + #"(query: "")"#
        placeholders = [
            "PARAMETERS": request.takesParameters ? parameters : "Void",
            "FIRST_PARAMETERS": request.takesParameters ? first : "()",
            "EXECUTED": request.takesParameters ? "(\(first))" : "()",
            "PARAMETERS_DOC": request.takesParameters ? " and what the view asks for" : "",
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
            "HAS_PARAMETERS": request.takesParameters,
            "NO_PARAMETERS": !request.takesParameters,
            "UIKIT": request.uikit,
            "HEADLESS": !request.uikit,
            "PUBLIC": request.isPublic,
        ]
    }
}
