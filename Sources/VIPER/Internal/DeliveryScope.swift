#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// Tells whether the calling thread is running a completion that an ``ExecutionTracker``
/// delivers, where ``ExecutionTracker/cancelAll()`` must not wait for other threads.
///
/// A thread-specific depth, not a task-local value: a task started inside a completion
/// runs later, outside it, and must not inherit the mark.
enum DeliveryScope {
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// Whether the calling thread is inside a delivered completion.
    static var isActive: Bool {
        pthread_getspecific(key) != nil
    }

    /// Runs `body` marked as a delivered completion on this thread.
    static func run(_ body: () -> Void) {
        let depth = Int(bitPattern: pthread_getspecific(key))
        pthread_setspecific(key, UnsafeRawPointer(bitPattern: depth + 1))
        defer { pthread_setspecific(key, UnsafeRawPointer(bitPattern: depth)) }
        body()
    }
}
