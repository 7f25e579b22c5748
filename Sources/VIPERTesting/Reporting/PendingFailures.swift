import Testing

/// Failures raised where no Swift Testing test is current, parked for the test case of
/// the double that raised them (see ``TestCaseKey``).
enum PendingFailures {
    struct Failure: Sendable {
        let message: String
        let location: TestLocation
    }

    private struct Bucket {
        var liveContexts = 0
        var failures: [Failure] = []
    }

    private struct Store {
        var buckets: [TestCaseKey: Bucket] = [:]
        /// How many failures are parked, so that ``flush()`` costs one lock when there are none.
        var parked = 0
    }

    private static let store = LockedState(Store())

    /// Counts one more double that reports to test case `test`.
    static func retain(_ test: TestCaseKey) {
        store.withLock { $0.buckets[test, default: Bucket()].liveContexts += 1 }
    }

    /// Counts one double fewer, and records what is left when it was the last one.
    static func release(_ test: TestCaseKey) {
        let orphans = store.withLock { store -> [Failure] in
            guard var bucket = store.buckets[test] else { return [] }
            bucket.liveContexts -= 1
            if bucket.liveContexts > 0 {
                store.buckets[test] = bucket
                return []
            }
            store.buckets[test] = nil
            store.parked -= bucket.failures.count
            return bucket.failures
        }
        guard !orphans.isEmpty else { return }
        // Outside its test nobody can attribute these; unattributed, they still fail the run.
        record(orphans, from: TestCaseKey.current == test ? "" : " in \(test)")
    }

    /// Parks `failure` for `test`.
    static func park(_ failure: Failure, for test: TestCaseKey) {
        store.withLock { store in
            store.buckets[test, default: Bucket()].failures.append(failure)
            store.parked += 1
        }
    }

    /// Records every failure parked for the current test case, in the order raised.
    static func flush() {
        guard store.withLock({ $0.parked > 0 }), let test = TestCaseKey.current else { return }
        let failures = store.withLock { store -> [Failure] in
            guard var bucket = store.buckets[test], !bucket.failures.isEmpty else { return [] }
            let failures = bucket.failures
            bucket.failures = []
            store.buckets[test] = bucket.liveContexts > 0 ? bucket : nil
            store.parked -= failures.count
            return failures
        }
        record(failures)
    }

    private static func record(_ failures: [Failure], from test: String = "") {
        for failure in failures {
            Issue.record(
                "\(failure.message)\n(raised on another thread\(test))",
                sourceLocation: failure.location.sourceLocation
            )
        }
    }
}
