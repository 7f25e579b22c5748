/// A weak back reference inside a VIPER module, filled in when its object exists.
///
/// Back references (presenter -> view, interactor -> output, router -> view) must be
/// weak, and their object usually does not exist yet when the holder is built: the view
/// is built last because it owns the presenter. ``ModuleAssembly`` hands out unbound
/// references and binds them once the module is complete, so a holder never sees an
/// implicitly unwrapped optional and never keeps its owner alive.
///
/// `Object` is a class or a class-bound protocol (`any ListView`); a value type would be
/// boxed and released at once.
///
/// ```swift
/// final class ListPresenter {
///     private let view: WeakReference<any ListView>
///     init(view: WeakReference<any ListView>, …) { self.view = view }
///     func didLoad(items: [Item]) { view.object?.show(items) }
/// }
/// ```
///
/// NB: not `Sendable`: a module lives on one actor, and the reference is read there.
public final class WeakReference<Object> {
    private weak var storage: AnyObject?

    /// Creates a reference that is not bound yet; ``ModuleAssembly`` binds it.
    @usableFromInline
    init() {}

    /// Creates a reference bound to an object, for a test that builds a part by hand.
    ///
    /// - Parameter object: The object to refer to, weakly.
    public init(_ object: Object) {
        storage = object as AnyObject
    }

    /// The object, or `nil` when it has been released or was never bound.
    public var object: Object? { storage as? Object }

    @usableFromInline
    func bind(_ object: Object) {
        storage = object as AnyObject
    }
}
