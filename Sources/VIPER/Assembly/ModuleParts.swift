/// What a ``ModuleAssembly`` build closure returns: the view that owns the module, and
/// the objects its weak back references point to.
///
/// The view is passed once. `as: { $0 }` converts it to the protocol the presenter and
/// router see (the type given to ``ModuleAssembly/assemble(view:output:_:)``), so the
/// compiler checks that the view conforms:
///
/// ```swift
/// return ModuleParts(view: controller, as: { $0 }, output: presenter)
/// ```
///
/// NB: Swift cannot state "`View` conforms to the protocol `ViewInterface` names" for a
/// generic existential, so the conversion is a closure the compiler type-checks where
/// both types are concrete; it is not a cast and cannot fail at run time.
public struct ModuleParts<View: AnyObject, ViewInterface, Output> {
    @usableFromInline let view: View
    @usableFromInline let viewInterface: ViewInterface
    // NB: optional so that a module without an output (`Output == Never`) can exist.
    @usableFromInline let output: Output?

    /// Creates the parts.
    ///
    /// - Parameters:
    ///   - view: The module's view, which owns the presenter.
    ///   - interface: Converts the view to the protocol the presenter and router see;
    ///     write `{ $0 }`. A view that does not conform is a compile error. It runs once,
    ///     here. (A test whose presenter owns the module can return a spy: `{ _ in spy }`.)
    ///   - output: What the interactor reports to, usually the presenter.
    @inlinable
    public init(view: View, as interface: (View) -> ViewInterface, output: Output) {
        self.view = view
        self.viewInterface = interface(view)
        self.output = output
    }
}

extension ModuleParts where ViewInterface == View {
    /// Creates the parts when the presenter sees the view's concrete type.
    ///
    /// - Parameters:
    ///   - view: The module's view, which owns the presenter.
    ///   - output: What the interactor reports to, usually the presenter.
    @inlinable
    public init(view: View, output: Output) {
        self.init(view: view, as: { $0 }, output: output)
    }
}

extension ModuleParts where Output == Never {
    /// Creates the parts of a module whose interactor reports to no output, such as a
    /// ``UseCase`` the presenter calls with a completion.
    ///
    /// - Parameters:
    ///   - view: The module's view, which owns the presenter.
    ///   - interface: Converts the view to the protocol the presenter and router see;
    ///     write `{ $0 }`. A view that does not conform is a compile error.
    @inlinable
    public init(view: View, as interface: (View) -> ViewInterface) {
        self.view = view
        self.viewInterface = interface(view)
        self.output = nil
    }
}

extension ModuleParts where Output == Never, ViewInterface == View {
    /// Creates the parts of a module with no output, when the presenter sees the view's
    /// concrete type.
    ///
    /// - Parameter view: The module's view, which owns the presenter.
    @inlinable
    public init(view: View) {
        self.init(view: view, as: { $0 })
    }
}
