import Foundation
import VIPER

/// The objects a build created, found through the stored properties of its result.
///
/// The VIPER-aware helpers compare the two sides of a benchmark with it. Objects the
/// build's input already reached are shared dependencies (services, a use case), not part
/// of the module, and are skipped; objects of the VIPER module itself (`WeakReference`
/// cells, a `Navigator`) are the library's cost, which is what the benchmark measures, so
/// they are counted apart. A `Navigator` is neither counted nor entered: a screen's
/// handle reaches it, and it is not part of the screen. Closures are opaque to reflection, so
/// objects reachable only through a closure are not seen (on either side).
struct ModuleCensus {
    /// How many objects of each type the build created, outside the VIPER module.
    private(set) var ownObjects: [String: Int] = [:]
    /// How many objects of each VIPER type the build created.
    private(set) var libraryObjects: [String: Int] = [:]
    /// Whether the walk stopped at its limit of values before seeing everything.
    private(set) var isTruncated = false
    private var created: [WeakObject] = []

    /// The most values one census looks at unless told otherwise.
    static let valueLimit = 100_000

    /// Counts what `value` reaches that `shared` does not contain.
    ///
    /// - Complexity: O(*n*) in the values reachable, at most `limit`.
    init(
        of value: Any, excluding shared: Set<ObjectIdentifier> = [], limit: Int = valueLimit
    ) {
        var seen = shared
        Self.walk(value, limit: limit, seen: &seen, truncated: &isTruncated) { object in
            let name = String(reflecting: type(of: object))
            if name.hasPrefix("VIPER.") {
                libraryObjects[name, default: 0] += 1
            } else {
                ownObjects[name, default: 0] += 1
            }
            created.append(WeakObject(object))
        }
    }

    /// The identities of every object `value` reaches (but navigators), to exclude as
    /// shared.
    static func objects(reachableFrom value: Any) -> Set<ObjectIdentifier> {
        var seen: Set<ObjectIdentifier> = []
        var truncated = false
        walk(value, limit: valueLimit, seen: &seen, truncated: &truncated) { _ in }
        return seen
    }

    /// How many objects outside the VIPER module the build created.
    var ownObjectCount: Int { ownObjects.values.reduce(0, +) }

    /// The own objects, as `Type ×count`, sorted by type.
    var ownObjectList: String {
        guard !ownObjects.isEmpty else { return "none" }
        return ownObjects.sorted { $0.key < $1.key }.map { "\($0.key) ×\($0.value)" }
            .joined(separator: ", ")
    }

    /// The created objects that are still alive, by type, sorted.
    func survivors() -> [String] {
        created.compactMap { $0.object.map { String(reflecting: type(of: $0)) } }.sorted()
    }

    /// How long ``survivorsAfterSettling()`` lets in-flight work finish.
    static let settlingSeconds = 1.0

    /// The created objects still alive once work they started has had time to finish.
    ///
    /// A module released while its load is in flight is often still held by that load: a
    /// cancelled task keeps its closure, and what the closure captured, until the task
    /// ends, and a main-actor delivery until the main queue runs it. This checks at once,
    /// then runs the main run loop (so main-actor and main-queue work can finish) until
    /// nothing survives or `seconds` have passed.
    ///
    /// - Parameter seconds: The longest wait.
    /// - Returns: What still lives after it, by type, sorted.
    @MainActor
    func survivorsAfterSettling(seconds: Double = settlingSeconds) -> [String] {
        let deadline = Date(timeIntervalSinceNow: seconds)
        while true {
            let alive = survivors()
            guard !alive.isEmpty, Date() < deadline else { return alive }
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.005))
        }
    }

    private static func walk(
        _ root: Any, limit: Int, seen: inout Set<ObjectIdentifier>, truncated: inout Bool,
        _ record: (AnyObject) -> Void
    ) {
        // NB: an explicit work list, not recursion: a long chain of objects must not
        // overflow the stack.
        var pending: [Any] = [root]
        var visited = 0
        while let value = pending.popLast() {
            visited += 1
            guard visited <= limit else {
                truncated = true
                return
            }
            let mirror = Mirror(reflecting: value)
            if mirror.displayStyle == .class {
                let object = value as AnyObject
                guard seen.insert(ObjectIdentifier(object)).inserted, !(object is Navigator)
                else { continue }
                record(object)
            }
            var current: Mirror? = mirror
            while let level = current {
                for child in level.children { pending.append(child.value) }
                current = level.superclassMirror
            }
        }
    }
}

/// A weak reference to any object, to see whether it outlived its module.
private struct WeakObject {
    weak var object: AnyObject?

    init(_ object: AnyObject) {
        self.object = object
    }
}
