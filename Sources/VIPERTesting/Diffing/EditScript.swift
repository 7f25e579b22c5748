/// One step of an edit script that turns an expected sequence into a received one.
enum Edit: Equatable {
    /// Expected element `expected` matches received element `received`.
    case keep(expected: Int, received: Int)
    /// Expected element `index` was not received.
    case remove(Int)
    /// Received element `index` was not expected.
    case insert(Int)
}

/// Finds a shortest edit script between two sequences: Myers' O((*n* + *m*) · *d*) greedy
/// algorithm, after trimming the common prefix and suffix.
///
/// Past `maximumEdits` the differing middle is reported as removed then inserted whole:
/// a correct diff, not the shortest, in bounded time and memory.
enum EditScript {
    /// The edits that turn `n` expected elements into `m` received ones, in order.
    static func between(
        _ n: Int, _ m: Int, maximumEdits: Int = 1_000, same: (Int, Int) -> Bool
    ) -> [Edit] {
        var prefix = 0
        while prefix < n, prefix < m, same(prefix, prefix) { prefix += 1 }
        var suffix = 0
        while suffix < n - prefix, suffix < m - prefix, same(n - 1 - suffix, m - 1 - suffix) {
            suffix += 1
        }
        var edits = (0..<prefix).map { Edit.keep(expected: $0, received: $0) }
        let middle = shortest(
            from: prefix, n - suffix, to: prefix, m - suffix, maximumEdits: maximumEdits,
            same: same)
        edits +=
            middle ?? (prefix..<n - suffix).map(Edit.remove)
            + (prefix..<m - suffix).map(Edit.insert)
        edits += (0..<suffix).reversed().map {
            Edit.keep(expected: n - 1 - $0, received: m - 1 - $0)
        }
        return edits
    }

    /// Myers' greedy search over expected `a0..<a1` and received `b0..<b1`.
    private static func shortest(
        from a0: Int, _ a1: Int, to b0: Int, _ b1: Int, maximumEdits: Int,
        same: (Int, Int) -> Bool
    ) -> [Edit]? {
        let n = a1 - a0
        let m = b1 - b0
        let limit = min(n + m, maximumEdits)
        let offset = limit + 1
        // furthest[k + offset]: the furthest expected position reached on diagonal k;
        // trace keeps, for every round d, the part of it that round could touch.
        var furthest = [Int](repeating: 0, count: 2 * limit + 3)
        var trace: [[Int]] = []
        for d in 0...limit {
            trace.append(Array(furthest[(offset - d - 1)...(offset + d + 1)]))
            for k in stride(from: -d, through: d, by: 2) {
                let down =
                    k == -d || (k != d && furthest[offset + k - 1] < furthest[offset + k + 1])
                var x = down ? furthest[offset + k + 1] : furthest[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, same(a0 + x, b0 + y) {
                    x += 1
                    y += 1
                }
                furthest[offset + k] = x
                if x >= n, y >= m {
                    return walkBack(trace, n: n, m: m, a0: a0, b0: b0)
                }
            }
        }
        return nil
    }

    /// Rebuilds the edits from the rounds of the search, last edit first, then reverses.
    private static func walkBack(_ trace: [[Int]], n: Int, m: Int, a0: Int, b0: Int) -> [Edit] {
        var edits: [Edit] = []
        var x = n
        var y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let round = trace[d]
            // round[k + d + 1] holds diagonal k as it was before round d.
            func reached(_ k: Int) -> Int { round[k + d + 1] }
            let k = x - y
            let down = k == -d || (k != d && reached(k - 1) < reached(k + 1))
            let previousK = down ? k + 1 : k - 1
            let previousX = reached(previousK)
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                x -= 1
                y -= 1
                edits.append(.keep(expected: a0 + x, received: b0 + y))
            }
            if d > 0 {
                edits.append(down ? .insert(b0 + previousY) : .remove(a0 + previousX))
            }
            x = previousX
            y = previousY
        }
        return edits.reversed()
    }
}
