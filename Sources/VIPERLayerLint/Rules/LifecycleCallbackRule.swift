/// A `ScreenLifecycle` screen spells its callbacks as the protocol does.
///
/// Every `ScreenLifecycle` callback has a default implementation, so a near-miss
/// (`screenWillAppear()`, `screenDidDisappear()` without its `ScreenDisappearance`,
/// `screenDidAppear(_ animated: Bool)`) compiles and is never called. In a file that makes
/// a type conform to `ScreenLifecycle`, a method of that type whose name starts with
/// `screenDid` or `screenWill` must be `screenDidLoad()`, `screenDidAppear()` or
/// `screenDidDisappear(_:)` taking a `ScreenDisappearance`.
///
/// The UIKit names a classic VIPER developer types (`viewDidLoad`, `viewWillAppear`,
/// `viewDidAppear`, `viewWillDisappear`, `viewDidDisappear`) are flagged the same way on
/// such a type, unless they are `override`s: then the type is a view controller and
/// UIKit calls them.
package struct LifecycleCallbackRule: LayerRule {
    package let id = "lifecycle-callback-name"
    package let summary =
        "ScreenLifecycle callbacks are screenDidLoad(), screenDidAppear() and screenDidDisappear(_:)."

    package init() {}

    package func check(_ file: SourceFile, configuration: LintConfiguration) -> [LintDiagnostic] {
        file.diagnostics(forMethodsOfConformersTo: "ScreenLifecycle", rule: id) { screen, member in
            let name = member.name.text
            let callbacks =
                "its callbacks are screenDidLoad(), screenDidAppear() and screenDidDisappear(_ disappearance: ScreenDisappearance); write \(Self.suggestion(for: name))"
            if Self.uiKitNames.contains(name), !member.isOverride {
                return
                    "ScreenLifecycle never calls \(name)(\(Self.labels(member))) on \(screen): \(name)(\(Self.labels(member))) is UIKit's name, and \(screen) is no view controller (the method is not an override); \(callbacks)"
            }
            guard name.hasPrefix("screenDid") || name.hasPrefix("screenWill"),
                !Self.isCallback(member)
            else { return nil }
            let signature = "\(name)(\(Self.labels(member)))"
            return "ScreenLifecycle never calls \(signature) on \(screen): \(callbacks)"
        }
    }

    /// The view controller callbacks whose `ScreenLifecycle` counterparts have other names.
    private static let uiKitNames: Set<String> = [
        "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
    ]

    private static func isCallback(_ member: TypeDeclarations.Member) -> Bool {
        switch member.name.text {
        case "screenDidLoad", "screenDidAppear":
            return member.parameters.isEmpty
        case "screenDidDisappear":
            let names = member.parameters.filter { $0.kind == .identifier }.map(\.text)
            return names.last == "ScreenDisappearance"
                && !member.parameters.contains { $0.isPunctuation(",") }
        default:
            return false
        }
    }

    /// The callback a near-miss most likely meant.
    private static func suggestion(for name: String) -> String {
        if name.contains("Load") { return "screenDidLoad()" }
        if name.contains("Disappear") || name.contains("Leave") || name.contains("Remove") {
            return "screenDidDisappear(_ disappearance: ScreenDisappearance)"
        }
        if name.contains("Appear") || name.contains("Show") { return "screenDidAppear()" }
        return "one of them"
    }

    /// `_:` for one unlabelled parameter, `animated:` for a labelled one, nothing for none.
    private static func labels(_ member: TypeDeclarations.Member) -> String {
        var labels = ""
        var atStart = true
        for token in member.parameters {
            if atStart, token.kind == .identifier { labels += token.text + ":" }
            atStart = token.isPunctuation(",")
        }
        return labels
    }
}
