import Testing

@testable import VIPERLayerLint

/// The tokenizer keeps comments and strings whole, so code-looking text inside them is
/// never seen as code, and it places every token at its line and column.
@Suite struct TokenizerTests {
    @Test func nestedBlockCommentsAreOneComment() {
        let tokens = code("/* outer /* import UIKit */ still comment */ let x")
        #expect(tokens == ["let", "x"])
    }

    @Test func lineCommentsEndAtTheLineEnd() {
        #expect(code("// import UIKit\nimport VIPER") == ["import", "VIPER"])
    }

    @Test func interpolationsWithQuotesStayInsideTheString() {
        let tokens = code(#"let s = "a \(f("import UIKit") + ")") b" ; import VIPER"#)
        #expect(tokens == ["let", "s", "=", "<string>", ";", "import", "VIPER"])
    }

    @Test func multilineAndRawStringsAreOpaque() {
        let source = """
            let a = \"\"\"
                import UIKit "quoted"
                \"\"\"
            let b = #"make(withDependency: "x")"#
            let c = ##"a "# still"##
            """
        #expect(
            code(source) == [
                "let", "a", "=", "<string>", "let", "b", "=", "<string>", "let", "c", "=",
                "<string>",
            ])
    }

    @Test func escapedQuotesDoNotEndAString() {
        #expect(
            code(#"let s = "say \"import UIKit\"" + x"#) == ["let", "s", "=", "<string>", "+", "x"])
    }

    @Test func anUnterminatedStringEndsAtItsLine() {
        #expect(
            code("let s = \"open\nimport UIKit") == [
                "let", "s", "=", "<string>", "import", "UIKit",
            ])
    }

    @Test func extendedRegexLiteralsAreOpaque() {
        #expect(code("let r = #/import UIKit/# ; x") == ["let", "r", "=", "<string>", ";", "x"])
    }

    @Test func backtickedNamesLoseTheirBackticks() {
        #expect(code("let `class` = 1") == ["let", "class", "=", "1"])
    }

    @Test func attributesAndDirectivesKeepTheirSigil() {
        let tokens = Tokenizer.tokens(in: "@MainActor #if canImport(UIKit)")
        #expect(
            tokens.map(\.kind) == [
                .attribute, .directive, .identifier, .punctuation, .identifier, .punctuation,
            ])
        #expect(tokens.map(\.text) == ["@MainActor", "#if", "canImport", "(", "UIKit", ")"])
    }

    @Test func tokensCarryLineAndUTF8Column() {
        let tokens = Tokenizer.tokens(in: "let é = 1\n  /* c */ import UIKit")
        let positions = tokens.map { "\($0.text)@\($0.line):\($0.column)" }
        #expect(
            positions == [
                "let@1:1", "é@1:5", "=@1:8", "1@1:10", "/* c */@2:3", "import@2:11", "UIKit@2:18",
            ])
    }

    @Test func operatorsStopBeforeAComment() {
        #expect(code("a +// note\nb") == ["a", "+", "b"])
    }

    // MARK: - Fixtures

    /// The code tokens' texts, with every string shown as `<string>`.
    func code(_ source: String) -> [String] {
        Tokenizer.tokens(in: source).filter(\.isCode).map {
            $0.kind == .string ? "<string>" : $0.text
        }
    }
}
