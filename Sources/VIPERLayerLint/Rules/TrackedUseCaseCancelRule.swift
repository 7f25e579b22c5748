/// A `TrackedUseCase` leaves `cancel()` and the `execute` methods to the protocol.
///
/// `TrackedUseCase` implements `cancel()`, `execute(_:completion:)`,
/// `executeOnMainActor(_:completion:)` and `execute(_:) async` on its
/// `ExecutionTracker`. A conformer that writes one of them itself compiles, and bypasses
/// the tracker: a `cancel()` of its own withdraws no execution, so completions still run
/// after it and callers awaiting `execute` never resume. The work goes in
/// `perform(_:completion:)`, stopping it in `cancelWork()`.
package struct TrackedUseCaseCancelRule: LayerRule {
    package let id = "tracked-use-case-cancel"
    package let summary =
        "A TrackedUseCase implements perform(_:completion:) and cancelWork(), not cancel() or execute."

    package init() {}

    package func check(_ file: SourceFile, configuration: LintConfiguration) -> [LintDiagnostic] {
        let declarations = TypeDeclarations(file.tokens)
        var found: [LintDiagnostic] = []
        for useCase in declarations.conformers(to: "TrackedUseCase").sorted() {
            for member in declarations.members(of: useCase)
            where member.keyword == "func" && !member.isStatic {
                let name = member.name.text
                let message: String
                switch name {
                case "cancel" where member.parameters.isEmpty:
                    message =
                        "\(useCase) writes its own cancel(), which bypasses the TrackedUseCase's ExecutionTracker (executions are not withdrawn, awaiting callers never resume): delete it and stop the work in cancelWork()"
                case "execute", "executeOnMainActor":
                    message =
                        "\(useCase) writes its own \(name)(...), which bypasses the TrackedUseCase's ExecutionTracker: delete it and start the work in perform(_:completion:)"
                default:
                    continue
                }
                found.append(file.diagnostic(at: member.name, message, rule: id))
            }
        }
        return found.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    }
}
