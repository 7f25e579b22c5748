/// One template: a plain file whose `{{PLACEHOLDER}}`s and `{{#if FLAG}} … {{/if}}` line
/// sections are filled from a ``TemplateValues``.
///
/// A section's opening and closing markers stand alone on their lines; sections nest.
/// An unknown placeholder or flag, or an unbalanced section, is an error naming the
/// template and line, so a typo in a package's own template never reaches a source file.
package struct Template: Sendable {
    /// The template's file name: `Presenter.swift.template`.
    package let name: String
    /// The template's text.
    package let text: String

    /// Creates a template.
    package init(name: String, text: String) {
        self.name = name
        self.text = text
    }

    /// The text with every section resolved and every placeholder replaced.
    ///
    /// - Parameter values: The placeholder values and flags.
    /// - Returns: The rendered text.
    /// - Throws: ``GeneratorError/invalidTemplate(_:line:reason:)``.
    package func render(_ values: TemplateValues) throws(GeneratorError) -> String {
        var output: [Substring] = []
        var sections: [(flag: String, line: Int, isOn: Bool)] = []
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() {
            let number = index + 1
            let trimmed = line.trimmingWhitespace
            if trimmed.hasPrefix("{{#if "), trimmed.hasSuffix("}}") {
                let flag = String(trimmed.dropFirst(6).dropLast(2)).trimmingWhitespace
                guard let isOn = values.flags[flag] else {
                    throw .invalidTemplate(
                        name, line: number,
                        reason:
                            "unknown flag \"\(flag)\"; flags are: \(values.flags.keys.sorted().joined(separator: ", "))"
                    )
                }
                sections.append((flag, number, isOn))
                continue
            }
            if trimmed == "{{/if}}" {
                guard sections.popLast() != nil else {
                    throw .invalidTemplate(name, line: number, reason: "{{/if}} without {{#if …}}")
                }
                continue
            }
            if sections.allSatisfy(\.isOn) { output.append(try substitute(line, number, values)) }
        }
        if let open = sections.last {
            throw .invalidTemplate(
                name, line: open.line, reason: "{{#if \(open.flag)}} is never closed with {{/if}}")
        }
        return output.joined(separator: "\n")
    }

    private func substitute(_ line: Substring, _ number: Int, _ values: TemplateValues)
        throws(GeneratorError) -> Substring
    {
        guard line.contains("{{") else { return line }
        var result = ""
        var rest = line[...]
        while let open = rest.range(of: "{{") {
            result += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].range(of: "}}") else {
                throw .invalidTemplate(name, line: number, reason: "\"{{\" without \"}}\"")
            }
            let key = String(rest[open.upperBound..<close.lowerBound])
            guard let value = values.placeholders[key] else {
                throw .invalidTemplate(
                    name, line: number,
                    reason:
                        "unknown placeholder {{\(key)}}; placeholders are: \(values.placeholders.keys.sorted().joined(separator: ", "))"
                )
            }
            result += value
            rest = rest[close.upperBound...]
        }
        result += rest
        return Substring(result)
    }
}

extension StringProtocol {
    fileprivate var trimmingWhitespace: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
