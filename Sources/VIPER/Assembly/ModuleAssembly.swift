/// Wires a VIPER module with the right ownership and no reference left to set later.
///
/// The view owns the presenter, which owns the interactor and the router; each back
/// reference (to the view, to the output) is a ``WeakReference`` that the build closure
/// receives and that is bound to the parts it returns: forgetting one is a compile error.
///
/// ```swift
/// extension ListViewController: @MainActor DependencyInjectable {
///     static func make(withDependency dependency: Navigated<Void, Never>) -> ListViewController {
///         ModuleAssembly.assemble(view: (any ListView).self, output: (any ListOutput).self) {
///             view, output in
///             let interactor = ListInteractor(output: output)
///             let router = ListRouter(view: view, navigation: dependency.navigation)
///             let presenter = ListPresenter(view: view, interactor: interactor, router: router)
///             let controller = ListViewController(presenter: presenter)
///             return ModuleParts(view: controller, as: { $0 }, output: presenter)
///         }
///     }
/// }
/// ```
public enum ModuleAssembly {
    /// Builds a module and binds its weak back references.
    ///
    /// - Parameters:
    ///   - view: The protocol the presenter and router see the view as.
    ///   - output: The protocol the interactor reports to.
    ///   - build: Builds the parts from the unbound references and returns them; runs once,
    ///     before this function returns.
    /// - Returns: The view, which owns the rest of the module.
    @inlinable
    public static func assemble<View: AnyObject, ViewInterface, Output>(
        view: ViewInterface.Type, output: Output.Type,
        _ build: (WeakReference<ViewInterface>, WeakReference<Output>) -> ModuleParts<
            View, ViewInterface, Output
        >
    ) -> View {
        let viewReference = WeakReference<ViewInterface>()
        let outputReference = WeakReference<Output>()
        let parts = build(viewReference, outputReference)
        viewReference.bind(parts.viewInterface)
        if let output = parts.output { outputReference.bind(output) }
        return parts.view
    }

    /// Builds a module whose interactor reports to no output (a ``UseCase`` the presenter
    /// calls): see ``assemble(view:output:_:)``.
    @inlinable
    public static func assemble<View: AnyObject, ViewInterface>(
        view: ViewInterface.Type,
        _ build: (WeakReference<ViewInterface>) -> ModuleParts<View, ViewInterface, Never>
    ) -> View {
        let viewReference = WeakReference<ViewInterface>()
        let parts = build(viewReference)
        viewReference.bind(parts.viewInterface)
        return parts.view
    }
}
