/// One layer rule: looks at a file and reports what it breaks.
///
/// Rules see a ``SourceFile`` (its role and its code tokens: comments are gone, strings are
/// opaque) and never read the disk, so each is tested with a passing and a failing
/// fixture.
package protocol LayerRule: Sendable {
    /// The rule's identifier, as printed after each message and used in `disabledRules`.
    var id: String { get }

    /// One sentence saying what the rule requires.
    var summary: String { get }

    /// The violations in `file`.
    ///
    /// - Parameters:
    ///   - file: The file, with its role.
    ///   - configuration: The package's lint configuration.
    /// - Returns: One diagnostic per violation, in source order.
    func check(_ file: SourceFile, configuration: LintConfiguration) -> [LintDiagnostic]

    /// The violations across `files`, every file linted at once (a rule about how the
    /// package's targets depend on each other).
    ///
    /// - Parameters:
    ///   - files: The files, with their roles and targets.
    ///   - configuration: The package's lint configuration.
    /// - Returns: One diagnostic per violation.
    func check(package files: [SourceFile], configuration: LintConfiguration) -> [LintDiagnostic]
}

extension LayerRule {
    /// Nothing: most rules look at one file at a time.
    package func check(_ file: SourceFile, configuration: LintConfiguration) -> [LintDiagnostic] {
        []
    }

    /// Nothing: most rules look at one file at a time.
    package func check(package files: [SourceFile], configuration: LintConfiguration)
        -> [LintDiagnostic]
    {
        []
    }
}

/// The rules the layer lint runs, in the order their results are reported.
package enum LayerRules {
    /// Every rule.
    package static let all: [any LayerRule] = [
        UIImportRule(),
        EntityImportRule(),
        ScreenConstructionRule(),
        PresenterWeakViewRule(),
        DependencyInversionRule(),
        LifecycleCallbackRule(),
        TrackedUseCaseCancelRule(),
        RouteRestorationVersionRule(),
    ]
}
