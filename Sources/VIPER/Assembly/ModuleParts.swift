/// What a ``ModuleAssembly`` build closure returns: the view that owns the module, and
/// the objects its weak back references point to.
///
/// `as: { $0 }` converts the view to the protocol the presenter and router see, so the
/// compiler checks that it conforms (Swift cannot state that conformance generically).
public struct ModuleParts<View: AnyObject, ViewInterface, Output> {
    @usableFromInline let view: View
    @usableFromInline let viewInterface: ViewInterface
    // Optional for a module without an output (`Output == Never`).
    @usableFromInline let output: Output?

    /// Creates the parts.
    ///
    /// - Parameters:
    ///   - view: The module's view, which owns the presenter.
    ///   - interface: Converts the view to the protocol the presenter and router see;
    ///     write `{ $0 }` (a test can return a spy: `{ _ in spy }`).
    ///   - output: What the interactor reports to, usually the presenter.
    public init(view: View, as interface: (View) -> ViewInterface, output: Output) {
        self.view = view
        self.viewInterface = interface(view)
        self.output = output
    }
}

extension ModuleParts where ViewInterface == View {
    /// Creates the parts of a `view` the presenter sees as its concrete type, whose
    /// interactor reports to `output`.
    public init(view: View, output: Output) {
        self.init(view: view, as: { $0 }, output: output)
    }
}

extension ModuleParts where Output == Never {
    /// Creates the parts of a module whose interactor reports to no output: see
    /// ``init(view:as:output:)``.
    public init(view: View, as interface: (View) -> ViewInterface) {
        self.view = view
        self.viewInterface = interface(view)
        self.output = nil
    }
}

extension ModuleParts where Output == Never, ViewInterface == View {
    /// Creates the parts of a module with no output whose presenter sees `view` as its
    /// concrete type.
    public init(view: View) {
        self.init(view: view, as: { $0 })
    }
}
