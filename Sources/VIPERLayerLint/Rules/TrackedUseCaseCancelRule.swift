/// A `TrackedUseCase` (an `AsyncUseCase` too) leaves `cancel()` and the `execute` methods
/// to the protocol.
///
/// `TrackedUseCase` implements `cancel()`, `execute(_:completion:)`,
/// `executeOnMainActor(_:completion:)` and `execute(_:) async` on its
/// `ExecutionTracker`, and `AsyncUseCase`, which refines it, runs each execution's work in
/// a task the tracker cancels. A conformer that writes one of them itself compiles, and
/// bypasses the tracker: a `cancel()` of its own withdraws no execution, so completions
/// still run after it and callers awaiting `execute` never resume. The work goes in
/// `perform(_:completion:)`, stopping it in `cancelWork()`, or, for an `AsyncUseCase`,
/// in `perform(_:) async`, which cancelling stops.
package struct TrackedUseCaseCancelRule: LayerRule {
    package let id = "tracked-use-case-cancel"
    package let summary =
        "A TrackedUseCase implements perform(_:completion:) and cancelWork(), an AsyncUseCase perform(_:) async; not cancel() or execute."

    package init() {}

    package func check(_ file: SourceFile, configuration: LintConfiguration) -> [LintDiagnostic] {
        let tracked = file.diagnostics(forMethodsOfConformersTo: "TrackedUseCase", rule: id) {
            useCase, member in
            problem(useCase, member, work: "perform(_:completion:)", stop: "cancelWork()")
        }
        let async = file.diagnostics(forMethodsOfConformersTo: "AsyncUseCase", rule: id) {
            useCase, member in
            problem(useCase, member, work: "perform(_:) async", stop: "perform(_:) async")
        }
        return (tracked + async).sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    }

    private func problem(
        _ useCase: String, _ member: TypeDeclarations.Member, work: String, stop: String
    ) -> String? {
        guard !member.isStatic else { return nil }
        switch member.name.text {
        case "cancel" where member.parameters.isEmpty:
            return
                "\(useCase) writes its own cancel(), which bypasses the use case's ExecutionTracker (executions are not withdrawn, awaiting callers never resume): delete it and stop the work in \(stop)"
        case "execute", "executeOnMainActor":
            return
                "\(useCase) writes its own \(member.name.text)(...), which bypasses the use case's ExecutionTracker: delete it and start the work in \(work)"
        default:
            return nil
        }
    }
}
