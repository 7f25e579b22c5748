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
/// ``trackForLeaks(_:fileID:filePath:line:column:)`` checks at the end of a test.
public final class LeakTracker: Sendable {
    /// `@unchecked` because `AnyObject` is not `Sendable`: the entry only tests the weak
    /// reference for `nil`, and never calls into the object.
    private struct Entry: @unchecked Sendable {
        weak var object: AnyObject?
        let typeName: String
        let location: TestLocation
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
            Entry(object: $0, typeName: String(reflecting: type(of: $0)), location: location)
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
        let survivors = entries.withLock { entries -> [Entry] in
            defer { entries.removeAll() }
            return entries.filter { $0.object != nil }
        }
        for survivor in survivors {
            context.report(
                "LeakTracker: \(survivor.typeName) was not deallocated "
                    + "(checked at \(fileID):\(line)); a reference cycle or an owner outside "
                    + "the test keeps it alive.",
                at: survivor.location
            )
        }
        return survivors.isEmpty
    }
}
