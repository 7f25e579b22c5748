/// What a ``ModuleAssembly`` build closure returns: the view that owns the module, and
/// the objects its weak back references point to.
///
/// ```swift
/// return ModuleParts(view: controller, viewInterface: controller, output: presenter)
/// ```
public struct ModuleParts<View: AnyObject, ViewInterface, Output> {
    @usableFromInline let view: View
    @usableFromInline let viewInterface: ViewInterface
    // NB: optional so that a module without an output (`Output == Never`) can exist.
    @usableFromInline let output: Output?

    /// Creates the parts.
    ///
    /// - Parameters:
    ///   - view: The module's view, which owns the presenter.
    ///   - viewInterface: The same view, as the protocol the presenter and router see; the
    ///     compiler checks that the view conforms.
    ///   - output: What the interactor reports to, usually the presenter.
    public init(view: View, viewInterface: ViewInterface, output: Output) {
        self.view = view
        self.viewInterface = viewInterface
        self.output = output
    }
}

extension ModuleParts where ViewInterface == View {
    /// Creates the parts when the presenter sees the view's concrete type.
    ///
    /// - Parameters:
    ///   - view: The module's view, which owns the presenter.
    ///   - output: What the interactor reports to, usually the presenter.
    public init(view: View, output: Output) {
        self.init(view: view, viewInterface: view, output: output)
    }
}

extension ModuleParts where Output == Never {
    /// Creates the parts of a module whose interactor reports to no output, such as a
    /// ``UseCase`` the presenter calls with a completion.
    ///
    /// - Parameters:
    ///   - view: The module's view, which owns the presenter.
    ///   - viewInterface: The same view, as the protocol the presenter and router see.
    public init(view: View, viewInterface: ViewInterface) {
        self.view = view
        self.viewInterface = viewInterface
        self.output = nil
    }
}

extension ModuleParts where Output == Never, ViewInterface == View {
    /// Creates the parts of a module with no output, when the presenter sees the view's
    /// concrete type.
    ///
    /// - Parameter view: The module's view, which owns the presenter.
    public init(view: View) {
        self.init(view: view, viewInterface: view)
    }
}
