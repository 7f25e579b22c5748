import Foundation
import Testing

@testable import VIPERLayerLint

/// The lint tool's command line and configuration messages name what is wrong plainly.
@Suite struct LintToolArgumentsTests {
    @Test func pathsAndOptionsAreRead() throws {
        let parsed = try LintToolArguments.parse(["--root", "/p", "--config", "c.json", "A.swift"])
        #expect(parsed == LintToolArguments(root: "/p", configPath: "c.json", paths: ["A.swift"]))
    }

    @Test(arguments: [
        (["--bogus", "A.swift"], "unknown option --bogus\n"),
        (["A.swift", "--root"], "--root needs a folder\n"),
        (["--config", "--root", "/p", "A.swift"], "--config needs a file\n"),
        ([], "nothing to lint\n"),
    ])
    func aBadCommandLineIsNamedPlainly(arguments: [String], message: String) {
        #expect {
            try LintToolArguments.parse(arguments)
        } throws: { error in
            "\(error)".hasPrefix(message) && !"\(error)".contains("[\"")
        }
    }

    @Test func anUnknownConfigurationKeyIsCalledThatNotInvalidJSON() {
        #expect {
            try LintConfiguration.decode(Data(#"{"rules": []}"#.utf8))
        } throws: { error in
            guard case LintError.invalidConfiguration(let message) = error else { return false }
            return message.hasPrefix("unknown key \"rules\" (keys: ")
                && !message.contains("JSON")
        }
    }
}
