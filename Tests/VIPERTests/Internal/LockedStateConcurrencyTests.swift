import Dispatch
import Testing
import VIPER

@Suite struct LockedStateConcurrencyTests {
    @Test func incrementsFromManyThreadsAreNeverLost() {
        let counter = LockedState(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<10_000 { counter.withLock { $0 += 1 } }
        }
        #expect(counter.withLock { $0 } == 80_000)
    }

    @Test func copiesShareOneLockAndState() {
        let original = LockedState([Int]())
        let copy = original
        copy.withLock { $0.append(1) }
        #expect(original.withLock { $0 } == [1])
    }
}
