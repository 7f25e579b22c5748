import Foundation

/// A type written on the command line (`--input Forecast`, `--result [Int: String]?`),
/// checked enough that the generated code cannot break around it.
///
/// It is no type checker: it refuses what cannot be a type (empty, unbalanced brackets,
/// characters no type contains, a statement smuggled in) and leaves the rest to the
/// compiler, which names the type if it does not exist.
package enum TypeExpression {
    /// Checks `value` for `option`.
    ///
    /// - Parameters:
    ///   - value: The type as typed.
    ///   - option: The option's name, for the message.
    /// - Returns: The type, trimmed.
    /// - Throws: ``GeneratorError/invalidType(option:value:reason:)``.
    package static func check(_ value: String, option: String) throws(GeneratorError) -> String {
        let type = value.trimmingCharacters(in: .whitespaces)
        guard !type.isEmpty else {
            throw .invalidType(option: option, value: value, reason: "the type is empty")
        }
        let allowed = Set(
            "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.<>[]()?:, &")
        if let bad = type.first(where: { !allowed.contains($0) }) {
            throw .invalidType(
                option: option, value: value, reason: "\"\(bad)\" cannot appear in a type")
        }
        var stack: [Character] = []
        let pairs: [Character: Character] = [">": "<", "]": "[", ")": "("]
        for character in type {
            if "<[(".contains(character) {
                stack.append(character)
            } else if let open = pairs[character] {
                guard stack.popLast() == open else {
                    throw .invalidType(
                        option: option, value: value, reason: "unbalanced \"\(character)\"")
                }
            }
        }
        if let open = stack.last {
            throw .invalidType(option: option, value: value, reason: "unclosed \"\(open)\"")
        }
        guard let first = type.first, first.isLetter || first == "_" || first == "[" || first == "("
        else {
            throw .invalidType(
                option: option, value: value, reason: "a type starts with a name, \"[\" or \"(\"")
        }
        try checkWords(of: type, option: option, value: value)
        try checkSeparators(of: type, option: option, value: value)
        return type
    }

    /// Refuses a `,` or `:` outside brackets (`Int,`, `Int: String`) or without a type on
    /// each side (`(Int,)`, `[Int:]`): the generated code would put it inside its own
    /// generic arguments (`Navigated<Int,, Never>`).
    private static func checkSeparators(of type: String, option: String, value: String)
        throws(GeneratorError)
    {
        let words = words(of: type)
        var depth = 0
        for (index, word) in words.enumerated() {
            if ["<", "[", "("].contains(word) { depth += 1 }
            if [">", "]", ")"].contains(word) { depth -= 1 }
            guard word == "," || word == ":" else { continue }
            guard depth > 0 else {
                throw .invalidType(
                    option: option, value: value,
                    reason:
                        "\"\(word)\" separates types only inside (), [] or <>; name one type")
            }
            let before = index > 0 ? words[index - 1] : ""
            let after = index + 1 < words.count ? words[index + 1] : ""
            let endsType =
                before.first.map { $0.isLetter || $0.isNumber || $0 == "_" } == true
                || [")", "]", ">", "?", "!"].contains(before)
            let startsType =
                after.first.map { $0.isLetter || $0 == "_" } == true
                || ["(", "["].contains(after)
            guard endsType, startsType else {
                throw .invalidType(
                    option: option, value: value,
                    reason: "\"\(word)\" stands between two types")
            }
        }
    }

    /// The names of `type` that the generator should find declared: every name that is no
    /// standard library or Foundation type, and not qualified by a module (`Swift.Int`).
    ///
    /// - Parameter type: A checked type.
    /// - Returns: The names, in order, each once: `["Forecast"]` for `[Forecast]?`.
    package static func names(in type: String) -> [String] {
        var found: [String] = []
        let words = words(of: type)
        for (index, word) in words.enumerated()
        where word.first?.isLetter == true || word.first == "_" {
            let qualified = index > 0 && words[index - 1] == "."
            let qualifies = index + 1 < words.count && words[index + 1] == "."
            if qualified || qualifies || modifiers.contains(word) || standardTypes.contains(word) {
                continue
            }
            if !found.contains(word) { found.append(word) }
        }
        return found
    }

    /// `type` with every whole word `name` replaced by `replacement`.
    ///
    /// - Parameters:
    ///   - name: A name in `type`.
    ///   - replacement: What to write instead.
    ///   - type: A checked type.
    /// - Returns: The type, otherwise as written.
    package static func replacing(_ name: String, with replacement: String, in type: String)
        -> String
    {
        var result = ""
        var word = ""
        for character in type + " " {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
                continue
            }
            result += word == name ? replacement : word
            word = ""
            result.append(character)
        }
        return String(result.dropLast())
    }

    /// Refuses keywords and names that follow each other with nothing between them
    /// (`Int String`, `foo bar`): only `any` and `some` stand before a name.
    private static func checkWords(of type: String, option: String, value: String)
        throws(GeneratorError)
    {
        let words = words(of: type)
        for (index, word) in words.enumerated() {
            let isName = word.first?.isLetter == true || word.first == "_"
            guard isName else { continue }
            let next = index + 1 < words.count ? words[index + 1] : nil
            if modifiers.contains(word) {
                guard let next, next.first?.isLetter == true || next.first == "_" || next == "("
                else {
                    throw .invalidType(
                        option: option, value: value, reason: "\"\(word)\" must stand before a type"
                    )
                }
                continue
            }
            if ModuleName.isKeyword(word) {
                throw .invalidType(
                    option: option, value: value,
                    reason: "\"\(word)\" is a Swift keyword, not a type")
            }
            if let next, next.first?.isLetter == true || next.first == "_" {
                throw .invalidType(
                    option: option, value: value,
                    reason:
                        "\"\(word) \(next)\" is two names, not one type (separate them with \",\" inside a tuple, or \"&\")"
                )
            }
        }
    }

    /// The names and punctuation characters of `type`, spaces dropped.
    private static func words(of type: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in type {
            if character.isLetter || character.isNumber || character == "_" {
                current.append(character)
                continue
            }
            if !current.isEmpty { words.append(current) }
            current = ""
            if character != " " { words.append(String(character)) }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    private static let modifiers: Set<String> = ["any", "some"]

    // NB: the standard library's and Foundation's types a screen's input or result is
    // likely to name; anything else is looked for in the package's own targets.
    private static let standardTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "Bool", "String", "Substring", "Character", "Void", "Never", "Any",
        "AnyObject", "Array", "Dictionary", "Set", "Optional", "Result", "Error", "Sendable",
        "Hashable", "Equatable", "Codable", "Identifiable", "Date", "URL", "UUID", "Data",
        "Decimal", "TimeInterval", "Duration", "Self",
    ]
}
