extension SourceFile {
    /// One diagnostic for each method that a conformer to `protocolName` declares in this
    /// file and `problem` objects to, in source order.
    ///
    /// The rules about what a protocol's adopters must not write share this walk: every
    /// type the file makes conform, each `func` of its declarations and extensions.
    ///
    /// - Parameters:
    ///   - protocolName: The protocol whose conformers are checked.
    ///   - rule: The identifier of the rule that reports.
    ///   - problem: The message for a method of a conformer (the type's name, the
    ///     method), or `nil` when the method is fine.
    /// - Returns: The diagnostics, each at the method's name, in source order.
    package func diagnostics(
        forMethodsOfConformersTo protocolName: String, rule: String,
        _ problem: (_ type: String, _ method: TypeDeclarations.Member) -> String?
    ) -> [LintDiagnostic] {
        let declarations = TypeDeclarations(tokens)
        var found: [LintDiagnostic] = []
        for type in declarations.conformers(to: protocolName) {
            for member in declarations.members(of: type) where member.keyword == "func" {
                guard let message = problem(type, member) else { continue }
                found.append(diagnostic(at: member.name, message, rule: rule))
            }
        }
        return found.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    }
}
