/// A module's name, checked: the prefix of every type the module declares.
///
/// It must be an ASCII identifier that starts with an upper-case letter (Swift type names
/// do), is no keyword, and does not end in a part's suffix (`LoginPresenter` would make
/// `LoginPresenterPresenter`).
package struct ModuleName: Equatable, Sendable {
    /// The name as given: `ForecastDetail`.
    package let value: String

    /// Checks `value`.
    ///
    /// - Parameter value: The name the user typed.
    /// - Throws: ``GeneratorError/invalidName(_:reason:)`` saying what is wrong.
    package init(_ value: String) throws(GeneratorError) {
        guard let first = value.unicodeScalars.first else {
            throw .invalidName(value, reason: "the name is empty")
        }
        guard
            value.unicodeScalars.allSatisfy({
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_")
            })
        else {
            throw .invalidName(value, reason: "use only ASCII letters, digits and underscores")
        }
        if Self.keywords.contains(value) {
            throw .invalidName(value, reason: "\"\(value)\" is a Swift keyword")
        }
        guard ("A"..."Z").contains(first) else {
            let reason = "a module name starts with an upper-case letter, as type names do"
            guard let suggestion = Self.suggestion(for: value) else {
                throw .invalidName(value, reason: reason)
            }
            throw .invalidName(value, reason: reason + " (\(suggestion))")
        }
        if Self.reserved.contains(value) {
            throw .invalidName(value, reason: "\"\(value)\" is a Swift or swift-viper type name")
        }
        if let suffix = Self.partSuffixes.first(where: { value.hasSuffix($0) }) {
            throw .invalidName(
                value,
                reason: "the generator adds the \"\(suffix)\" suffix itself; drop it from the name")
        }
        self.value = value
    }

    /// The name with a lower-case first word, for values and functions: `forecastDetail`.
    package var lowerCamel: String {
        let scalars = Array(value)
        var prefixLength = 0
        while prefixLength < scalars.count, scalars[prefixLength].isUppercase { prefixLength += 1 }
        // "URLList" -> "urlList": lower the run of capitals except the last when a word follows.
        if prefixLength > 1, prefixLength < scalars.count { prefixLength -= 1 }
        return String(scalars[..<prefixLength]).lowercased() + String(scalars[prefixLength...])
    }

    /// The name as lower-case words, for messages: `forecast detail`.
    package var words: String {
        var result = ""
        let characters = Array(value)
        for (index, character) in characters.enumerated() {
            let previous = index > 0 ? characters[index - 1] : nil
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            let startsWord =
                index > 0 && character.isUppercase
                && (previous?.isLowercase == true || previous?.isNumber == true
                    || next?.isLowercase == true)
            if startsWord { result.append(" ") }
            if character == "_" { result.append(" ") } else { result.append(character) }
        }
        let words = result.split(separator: " ").map { word in
            word.allSatisfy(\.isUppercase) && word.count > 1 ? String(word) : word.lowercased()
        }
        return words.joined(separator: " ")
    }

    /// Whether `word` is a Swift keyword.
    package static func isKeyword(_ word: String) -> Bool {
        keywords.contains(word)
    }

    /// A valid name close to `value`, which does not start with an upper-case letter:
    /// the first letter raised (`forecast` -> `Forecast`), leading digits and underscores
    /// moved to the end (`123Detail` -> `Detail123`); `nil` when that is no valid name.
    private static func suggestion(for value: String) -> String? {
        let leading = value.prefix { !$0.isLetter }
        let rest = value.dropFirst(leading.count)
        guard let first = rest.first else { return nil }
        let candidate =
            first.uppercased() + rest.dropFirst() + leading.filter { $0 != "_" }
        guard let valid = try? ModuleName(candidate) else { return nil }
        return valid.value
    }

    private static let partSuffixes = [
        "Presenter", "Interactor", "Router", "Assembly", "Contracts", "ViewController", "Screen",
    ]

    private static let reserved: Set<String> = [
        "Self", "Any", "Type", "Protocol", "Never", "Void", "Navigator", "UseCase", "Navigated",
    ]

    // NB: every reserved word of Swift 6, declaration, statement and expression keywords;
    // a module named after one would not compile where the name stands alone.
    private static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "open", "operator", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript",
        "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw",
        "switch", "where", "while", "as", "false", "is", "nil", "self", "Self", "super",
        "throws", "true", "try", "await", "package", "consume", "borrowing", "consuming",
        "some", "any", "actor", "nonisolated", "Any",
    ]
}
