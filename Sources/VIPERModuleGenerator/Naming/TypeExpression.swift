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
        return type
    }
}
