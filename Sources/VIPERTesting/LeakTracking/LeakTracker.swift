/// Watches objects through weak references and fails the test if they outlive a scope,
/// which catches the retain cycles VIPER's back references invite.
///
/// ```swift
/// let leaks = LeakTracker()
/// do { leaks.track(WeatherListRouter.assembleModule().presenter) }
/// leaks.assertAllDeallocated()
/// ```
///
/// ``withLeakTracking(fileID:filePath:line:column:_:)`` does the same around a closure;
/// ``trackForLeaks(_:fileID:filePath:line:column:)`` checks at the end of a test. A tracked
/// `Navigator` also fails the check while a task its screens ran
/// (``NavigationHandle/task(_:)``) still runs after its screen left: cancelled, its
/// operation did not return.
public final class LeakTracker: Sendable {
    /// `@unchecked` because `AnyObject` is not `Sendable`: the entry only tests the weak
    /// reference for `nil`, and never calls into the object.
    private struct Entry: @unchecked Sendable {
        weak var object: AnyObject?
        let typeName: String
        let location: TestLocation
        /// A navigator's tasks still running after their screen left.
        var workAfterRemoval: LockedState<[ObjectIdentifier: String]>?
    }

    private let entries = LockedState([Entry]())
    let context = TestContext()

    /// The tracker of the running test, set by the `.checksForLeaks` trait.
    @TaskLocal static var current: LeakTracker?

    /// Creates a tracker that watches nothing yet.
    public init() {}

    /// Starts watching `objects`, which must be deallocated by the next check; a survivor
    /// fails the test at this call.
    public func track(
        _ objects: AnyObject...,
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let new = objects.map {
            Entry(
                object: $0, typeName: String(reflecting: type(of: $0)), location: location,
                workAfterRemoval: ($0 as? Navigator)?.screenWorkStillRunningAfterRemoval)
        }
        entries.withLock { $0.append(contentsOf: new) }
    }

    /// The type names of the tracked objects that are still alive.
    public var survivors: [String] {
        entries.withLock { $0.filter { $0.object != nil }.map(\.typeName) }
    }

    /// Asserts that every tracked object has been deallocated, each survivor failing the test
    /// at the line that started tracking it, then stops tracking them.
    ///
    /// - Returns: Whether every tracked object was deallocated.
    @discardableResult
    public func assertAllDeallocated(
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        context.flush()
        let tracked = entries.withLock { entries -> [Entry] in
            defer { entries.removeAll() }
            return entries
        }
        let survivors = tracked.filter { $0.object != nil }
        for survivor in survivors {
            context.report(
                "LeakTracker: \(survivor.typeName) was not deallocated "
                    + "(checked at \(fileID):\(line)); a reference cycle or an owner outside "
                    + "the test keeps it alive.",
                at: survivor.location
            )
        }
        var stillRunning = false
        for entry in tracked {
            let work = entry.workAfterRemoval?.withLock { $0.values.sorted() } ?? []
            for description in work {
                stillRunning = true
                context.report(
                    "LeakTracker: \(description) still runs after its screen left (checked at "
                        + "\(fileID):\(line)); the task was cancelled, but its operation "
                        + "does not return.",
                    at: entry.location
                )
            }
        }
        return survivors.isEmpty && !stillRunning
    }
}
