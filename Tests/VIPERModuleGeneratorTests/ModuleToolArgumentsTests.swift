import Testing

@testable import VIPERModuleGenerator

/// The `viper-module` command line: an option without its value is refused by name, not
/// filled with the next option or the plugin's package folder.
@Suite struct ModuleToolArgumentsTests {
    /// What the plugin appends: its own options come first, the user's after them.
    static let plugin = ["--package-folder", "/p", "--package-target", "Weather|source|/p/S|VIPER"]

    @Test func theUsersOptionsAreRead() throws {
        let parsed = try ModuleToolArguments.parse(
            Self.plugin + ["Pinned", "--target", "Weather", "--input", "Forecast", "--public"])
        #expect(parsed.name == "Pinned")
        #expect(parsed.target == "Weather")
        #expect(parsed.input == "Forecast")
        #expect(parsed.isPublic)
        #expect(parsed.packageFolder == "/p")
        #expect(parsed.targets.map(\.name) == ["Weather"])
    }

    @Test(arguments: [
        (
            ["Pinned", "--input", "--target", "Weather"],
            "--input needs a value, but --target follows it"
        ),
        (["Pinned", "--target", "Weather", "--input"], "--input needs a value"),
        (["Pinned", "--result", "-h"], "--result needs a value, but -h follows it"),
        (["Pinned", "Other", "--target", "Weather"], "one module at a time: got Pinned and Other"),
        (["Pinned", "--bogus"], "unknown option --bogus"),
    ])
    func anOptionWithoutItsValueIsRefusedByName(arguments: [String], message: String) {
        #expect {
            try ModuleToolArguments.parse(Self.plugin + arguments)
        } throws: { error in
            "\(error)".hasPrefix(message)
        }
    }

    @Test func aTrailingOptionNeverTakesThePackageFolder() {
        #expect {
            try ModuleToolArguments.parse(
                Self.plugin + ["Pinned", "--target", "Weather", "--input"])
        } throws: { error in
            !"\(error)".contains("/p") && "\(error)".hasPrefix("--input needs a value")
        }
    }

    @Test func aRefusalSaysWhyBeforeItSaysNothingWasWritten() {
        #expect(
            ModuleToolArguments.refusal("unknown target \"Wether\"")
                == "error: unknown target \"Wether\"\nviper-module wrote nothing\n")
    }
}
