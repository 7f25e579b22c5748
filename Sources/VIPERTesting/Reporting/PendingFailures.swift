import Testing

/// Failures raised where no Swift Testing test is current, kept for the test they belong to.
///
/// A double remembers the test that created it. When it fails on a thread where
/// `Test.current` is `nil` (a completion on a background queue, a timer), the failure is
/// parked here under that test and recorded the next time the test asserts through this
/// module, when the test's last double is deinitialised, or at the end of a test that
/// uses the `.reportsBackgroundFailures` trait.
enum PendingFailures {
    struct Failure: Sendable {
        let message: String
        let location: TestLocation
    }

    private struct Bucket {
        var liveContexts = 0
        var failures: [Failure] = []
    }

    private static let buckets = LockedState([Test.ID: Bucket]())

    /// Counts one more double that reports to `test`.
    static func retain(_ test: Test.ID) {
        buckets.withLock { $0[test, default: Bucket()].liveContexts += 1 }
    }

    /// Counts one double fewer, and records what is left when it was the last one.
    static func release(_ test: Test.ID) {
        let orphans = buckets.withLock { buckets -> [Failure] in
            guard var bucket = buckets[test] else { return [] }
            bucket.liveContexts -= 1
            if bucket.liveContexts > 0 {
                buckets[test] = bucket
                return []
            }
            buckets[test] = nil
            return bucket.failures
        }
        // NB: when the last double goes away outside its test, nobody can attribute these
        // any more; recording them unattributed still fails the run, which beats losing them.
        let suffix = Test.current?.id == test ? "" : " in \(test)"
        for failure in orphans {
            Issue.record(
                "\(failure.message)\n(raised on another thread\(suffix))",
                sourceLocation: failure.location.sourceLocation
            )
        }
    }

    /// Parks `failure` for `test`.
    static func park(_ failure: Failure, for test: Test.ID) {
        buckets.withLock { $0[test, default: Bucket()].failures.append(failure) }
    }

    /// Records every failure parked for the current test, in the order they were raised.
    static func flush() {
        guard let test = Test.current?.id else { return }
        let failures = buckets.withLock { buckets -> [Failure] in
            guard var bucket = buckets[test], !bucket.failures.isEmpty else { return [] }
            let failures = bucket.failures
            bucket.failures = []
            buckets[test] = bucket.liveContexts > 0 ? bucket : nil
            return failures
        }
        for failure in failures {
            Issue.record(
                "\(failure.message)\n(raised on another thread)",
                sourceLocation: failure.location.sourceLocation
            )
        }
    }
}
