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
        ("1Login", "upper-case letter, as type names do (Login1)"),
        ("123Detail", "upper-case letter, as type names do (Detail123)"),
        ("_detail", "upper-case letter, as type names do (Detail)"),
        ("_1", "upper-case letter, as type names do"),
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

    @Test func aSuggestedNameIsNeverTheRejectedOne() {
        for name in ["123Detail", "1Login", "forecast", "_detail", "9"] {
            #expect {
                try ModuleName(name)
            } throws: { error in
                guard case GeneratorError.invalidName(_, let reason) = error else { return false }
                return !reason.contains("(\(name))")
            }
        }
    }

    @Test(arguments: [
        "Forecast", "[Int: String]?", "Result<Int, any Error>", "(Int, String)", "Swift.Int",
        "any Error", "(some Sendable)", "[String: [Forecast]]", "any Sendable & Hashable",
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
        ("foo bar", "\"foo bar\" is two names"),
        ("Int String", "\"Int String\" is two names"),
        ("[Int String]", "two names"),
        ("inout Int", "\"inout\" is a Swift keyword"),
        ("class", "\"class\" is a Swift keyword"),
        ("any", "\"any\" must stand before a type"),
        ("Int,", "\",\" separates types only inside"),
        ("Int, String", "\",\" separates types only inside"),
        ("(Int,)", "\",\" stands between two types"),
        ("[Int:]", "\":\" stands between two types"),
        ("Result<, Int>", "\",\" stands between two types"),
        ("Int: String", "\":\" separates types only inside"),
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

    @Test func theNamesToLookForLeaveOutStandardAndQualifiedTypes() {
        #expect(TypeExpression.names(in: "[Forecast]?") == ["Forecast"])
        #expect(
            TypeExpression.names(in: "Result<Forecast, WeatherError>") == [
                "Forecast", "WeatherError",
            ])
        #expect(TypeExpression.names(in: "[String: Int]") == [])
        #expect(TypeExpression.names(in: "Weather.Forecast") == [])
        #expect(TypeExpression.names(in: "any City & Sendable") == ["City"])
    }
}
