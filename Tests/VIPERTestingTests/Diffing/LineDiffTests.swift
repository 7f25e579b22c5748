import Dispatch
import Testing

@testable import VIPERTesting

@Suite struct LineDiffTests {
    @Test func oneMissingAndOneExtraCallShowAsOneLineEach() {
        let received = ["a", "b", "x", "c", "d"].map { RecordedCall($0) }
        let diff = LineDiff.render(expected: ["a", "b", "c", "y", "d"], received: received)
        #expect(diff == "  a()\n  b()\n+ x()\n  c()\n- y\n  d()")
    }

    @Test func aChangedCallShowsTheExpectedLineBeforeTheReceivedOne() {
        let received = ["a", "b", "c"].map { RecordedCall($0) }
        #expect(
            LineDiff.render(expected: ["a", "x", "c"], received: received)
                == "  a()\n- x\n+ b()\n  c()")
    }

    @Test func nothingOnEitherSideRendersAsNothing() {
        #expect(LineDiff.render(expected: [], received: [RecordedCall]()) == "  (nothing)")
        #expect(LineDiff.render(expected: ["a"], received: [RecordedCall]()) == "- a")
        #expect(LineDiff.render(expected: [], received: [RecordedCall("a")]) == "+ a()")
    }

    @Test func longRunsOfMatchingCallsAreElidedAroundTheChange() {
        let received = (0..<100).map { RecordedCall("call", arguments: ["\($0)"]) }
        var expected = (0..<100).map { "call(\($0))" }
        expected[50] = "call(wrong)"
        let diff = LineDiff.render(expected: expected, received: received)
        let lines = diff.split(separator: "\n").map(String.init)
        #expect(
            lines == [
                "  … 47 matching lines …",
                "  call(47)", "  call(48)", "  call(49)",
                "- call(wrong)", "+ call(50)",
                "  call(51)", "  call(52)", "  call(53)",
                "  … 46 matching lines …",
            ])
    }

    @Test(arguments: 0..<300)
    func theEditScriptIsValidAndShortest(seed: Int) {
        var generator = SplitMix64(seed: UInt64(seed) &+ 11)
        let alphabet = ["a", "b", "c"]
        let expected = (0..<Int(generator.next() % 14)).map { _ in
            alphabet[Int(generator.next() % 3)]
        }
        let received = (0..<Int(generator.next() % 14)).map { _ in
            alphabet[Int(generator.next() % 3)]
        }
        // NB: a small search limit on some seeds exercises the bounded fallback too.
        let limit = seed.isMultiple(of: 5) ? 2 : 1_000
        let edits = EditScript.between(expected.count, received.count, maximumEdits: limit) {
            expected[$0] == received[$1]
        }
        var nextExpected = 0
        var nextReceived = 0
        var kept = 0
        for edit in edits {
            switch edit {
            case .keep(let i, let j):
                #expect(i == nextExpected && j == nextReceived && expected[i] == received[j])
                nextExpected += 1
                nextReceived += 1
                kept += 1
            case .remove(let i):
                #expect(i == nextExpected)
                nextExpected += 1
            case .insert(let j):
                #expect(j == nextReceived)
                nextReceived += 1
            }
        }
        #expect(nextExpected == expected.count)
        #expect(nextReceived == received.count)
        let shortest = kept == longestCommonSubsequence(expected, received)
        let edited = expected.count + received.count - 2 * kept
        #expect(shortest || edited > limit, "\(expected) -> \(received): \(edits)")
    }

    @Test func aHundredThousandCallsWithOneMismatchDiffInLinearTime() async {
        let count = 100_000
        let measured = Box<(baseline: UInt64, elapsed: UInt64, diff: String)>((0, 0, ""))
        // NB: on a thread of its own, so the measurement does not hold a thread of the
        // cooperative pool that the other tests share.
        await raiseOnDetachedThread {
            let received = (0..<count).map { RecordedCall("view.show", arguments: ["\($0)"]) }
            var expected = received.map(\.description)
            expected[count / 2] = "view.show(wrong)"
            // NB: the baseline, measured in the same run, renders every call once: any
            // diff must do at least that much. A quadratic diff is thousands of times
            // slower at this size (it needed 4.4 s for 4,000 calls); the bound leaves
            // room for noise.
            let baseline = fastest(of: 3) { _ = LineDiff.list(received) }
            var diff = ""
            let elapsed = fastest(of: 3) {
                diff = LineDiff.render(expected: expected, received: received)
            }
            measured.set((baseline, elapsed, diff))
        }
        let (baseline, elapsed, diff) = measured.value
        print(
            "line-diff: calls=\(count) mismatches=1 diff=\(elapsed / 1_000_000) ms "
                + "render-once=\(baseline / 1_000_000) ms")
        #expect(diff.contains("- view.show(wrong)\n+ view.show(50000)"))
        #expect(elapsed < baseline * 25, "diff \(elapsed) ns, rendering \(baseline) ns")
    }
}

// MARK: - Fixtures

private func expectedSide(_ line: String) -> String? {
    line.hasPrefix("+ ") ? nil : String(line.dropFirst(2))
}

private func receivedSide(_ line: String) -> String? {
    line.hasPrefix("- ") ? nil : String(line.dropFirst(2))
}

private func longestCommonSubsequence(_ a: [String], _ b: [String]) -> Int {
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in a.indices.reversed() {
        for j in b.indices.reversed() {
            table[i][j] =
                a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
        }
    }
    return table[0][0]
}

/// The fastest of `rounds` runs of `body`, in nanoseconds.
private func fastest(of rounds: Int, _ body: () -> Void) -> UInt64 {
    (0..<rounds).map { _ in
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return DispatchTime.now().uptimeNanoseconds - start
    }.min() ?? 0
}

private struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
