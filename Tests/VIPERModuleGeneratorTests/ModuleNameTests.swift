import Testing

@testable import VIPERModuleGenerator

/// Module names and `--input`/`--result` types: what passes, and the reason for what does not.
@Suite struct ModuleNameTests {
    @Test(arguments: ["ForecastDetail", "Login", "A", "OAuth2Login", "Settings_V2"])
    func typeLikeNamesPass(name: String) throws {
        #expect(try ModuleName(name).value == name)
    }

    @Test(arguments: [
        ("", "empty"),
        ("class", "keyword"),
        ("Self", "keyword"),
        ("Any", "keyword"),
        ("forecastDetail", "upper-case letter, as type names do (ForecastDetail)"),
        ("1Login", "upper-case"),
        ("Login-Page", "ASCII letters"),
        ("Café", "ASCII letters"),
        ("Login Page", "ASCII letters"),
        ("LoginPresenter", "\"Presenter\" suffix"),
        ("LoginScreen", "\"Screen\" suffix"),
        ("Navigator", "swift-viper type"),
        ("Never", "Swift or swift-viper type"),
    ])
    func otherNamesAreRefusedWithTheReason(name: String, reason: String) {
        #expect {
            try ModuleName(name)
        } throws: { error in
            guard case GeneratorError.invalidName(name, let message) = error else { return false }
            return message.contains(reason)
        }
    }

    @Test func namesReadAsValuesAndAsWords() throws {
        #expect(try ModuleName("ForecastDetail").lowerCamel == "forecastDetail")
        #expect(try ModuleName("URLList").lowerCamel == "urlList")
        #expect(try ModuleName("ForecastDetail").words == "forecast detail")
        #expect(try ModuleName("URLList").words == "URL list")
        #expect(try ModuleName("Login").words == "login")
    }

    @Test(arguments: [
        "Forecast", "[Int: String]?", "Result<Int, any Error>", "(Int, String)", "Swift.Int",
    ])
    func typesPass(type: String) throws {
        #expect(try TypeExpression.check(" \(type) ", option: "--input") == type)
    }

    @Test(arguments: [
        ("", "empty"),
        ("Int>", "unbalanced \">\""),
        ("[Int", "unclosed \"[\""),
        ("Int; exit(0)", "\";\" cannot appear"),
        ("\"x\"", "cannot appear"),
        ("<Int>", "starts with a name"),
    ])
    func nonTypesAreRefusedWithTheReason(type: String, reason: String) {
        #expect {
            try TypeExpression.check(type, option: "--result")
        } throws: { error in
            guard case GeneratorError.invalidType("--result", type, let message) = error else {
                return false
            }
            return message.contains(reason)
        }
    }
}
