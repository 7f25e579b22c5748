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
        file.diagnostics(forMethodsOfConformersTo: "TrackedUseCase", rule: id) { useCase, member in
            guard !member.isStatic else { return nil }
            switch member.name.text {
            case "cancel" where member.parameters.isEmpty:
                return
                    "\(useCase) writes its own cancel(), which bypasses the TrackedUseCase's ExecutionTracker (executions are not withdrawn, awaiting callers never resume): delete it and stop the work in cancelWork()"
            case "execute", "executeOnMainActor":
                return
                    "\(useCase) writes its own \(member.name.text)(...), which bypasses the TrackedUseCase's ExecutionTracker: delete it and start the work in perform(_:completion:)"
            default:
                return nil
            }
        }
    }
}
