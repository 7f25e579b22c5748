/// A weak back reference inside a VIPER module, which ``ModuleAssembly`` binds once the
/// module is built; `Object` is a class or a class-bound protocol (`any ListView`).
///
/// ```swift
/// let view: WeakReference<any ListView>   // a presenter's view
/// view.object?.show(items)
/// ```
///
/// Not `Sendable`: a module lives on one actor.
public final class WeakReference<Object> {
    private weak var storage: AnyObject?

    /// Creates a reference that is not bound yet; ``ModuleAssembly`` binds it.
    @usableFromInline
    init() {}

    /// Creates a reference bound to `object`, weakly, for a test that builds a part by hand.
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
