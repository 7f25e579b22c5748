import VIPER

/// The hand-written navigation stack the push+pop helper measures the `Navigator`
/// against: an array of screens that tells them when they load, appear and disappear, in
/// the order the navigator does (the new screen loads, the old one disappears, the new
/// one appears).
@MainActor
struct ArrayScreenStack {
    private struct Entry {
        let screen: Any
        let lifecycle: (any ScreenLifecycle)?
    }

    private var entries: [Entry] = []
    private let lifecycleType: (any ScreenLifecycle.Type)?

    /// Creates an empty stack for screens of a type that adopts `ScreenLifecycle` as
    /// `lifecycleType`, or does not (`nil`).
    ///
    /// NB: the conformance is looked up once, here, as a hand-written coordinator knows
    /// its screen types statically; the navigator caches it per type the same way.
    init(lifecycleType: (any ScreenLifecycle.Type)?) {
        self.lifecycleType = lifecycleType
    }

    /// How many screens are on the stack.
    var count: Int { entries.count }

    /// Shows `screen` on top of the others.
    mutating func push(_ screen: Any) {
        func lifecycle<Adopter: ScreenLifecycle>(_: Adopter.Type) -> (any ScreenLifecycle)? {
            screen as? Adopter
        }
        let entry = Entry(screen: screen, lifecycle: lifecycleType.flatMap { lifecycle($0) })
        entry.lifecycle?.screenDidLoad()
        entries.last?.lifecycle?.screenDidDisappear(.covered)
        entries.append(entry)
        entry.lifecycle?.screenDidAppear()
    }

    /// Removes the top screen, unless it is the only one.
    mutating func pop() {
        guard entries.count > 1 else { return }
        let entry = entries.removeLast()
        entry.lifecycle?.screenDidDisappear(.removed)
        entries.last?.lifecycle?.screenDidAppear()
    }
}

/// The screen under the pushed one on both sides of the push+pop helper.
final class PushPopRoot: DependencyInjectable {
    /// Builds the root.
    static func make(withDependency dependency: Void) -> PushPopRoot {
        PushPopRoot()
    }
}
