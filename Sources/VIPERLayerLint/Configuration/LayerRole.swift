/// The VIPER part a source file plays, as the layer rules see it.
///
/// Roles come from file names, the way the module generator names its files
/// (`ForecastDetailRouter.swift`, `ForecastDetailScreen.swift`, …); a package changes the
/// patterns in its `.viper-lint.json` (see ``LintConfiguration``).
public enum LayerRole: String, CaseIterable, Codable, Sendable {
    /// A screen: a headless view, a `UIViewController`, a SwiftUI view.
    case view
    /// Moves between screens.
    case router
    /// Builds a module (its `make(withDependency:)`).
    case assembly
    /// Decides what the view shows and where to go.
    case presenter
    /// Business logic: a use case.
    case interactor
    /// The protocols a module's parts talk through.
    case contracts
    /// Plain data.
    case entity

    /// The order in which roles are tried; the first whose pattern matches wins.
    ///
    /// NB: entity first so a folder pattern (`Entity/*`) beats a file-name suffix, and
    /// view last because `*View.swift` is the broadest suffix.
    public static let matchingOrder: [LayerRole] = [
        .entity, .assembly, .router, .presenter, .interactor, .contracts, .view,
    ]

    /// Whether files of this role may import a UI framework.
    public var mayImportUI: Bool { self == .view || self == .router }

    /// Whether files of this role may build screens and modules.
    public var mayBuildScreens: Bool { self == .router || self == .assembly }
}
