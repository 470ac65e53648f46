/// A unified-style line diff, enough to show where two text snapshots part ways.
enum LineDiff {
    /// Lines prefixed "−" (only in the golden), "+" (only in the actual) or " ",
    /// trimmed to `context` unchanged lines around each change; nil when equal.
    static func diff(golden: String, actual: String, context: Int = 2) -> String? {
        guard golden != actual else { return nil }
        let a = golden.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let ops = script(a, b)
        // Keep changes and the unchanged lines near them.
        var keep = [Bool](repeating: false, count: ops.count)
        for (i, op) in ops.enumerated() where op.0 != " " {
            for j in max(0, i - context)...min(ops.count - 1, i + context) { keep[j] = true }
        }
        var out: [String] = []
        var skipping = false
        for (i, op) in ops.enumerated() {
            if keep[i] {
                out.append("\(op.0)\(op.1)")
                skipping = false
            } else if !skipping {
                out.append("…")
                skipping = true
            }
        }
        return out.joined(separator: "\n")
    }

    /// Edit script from the longest common subsequence (quadratic, fine for
    /// layout dumps and SVGs of a few thousand lines).
    private static func script(_ a: [String], _ b: [String]) -> [(Character, String)] {
        let n = a.count, m = b.count
        var lcs = [[Int32]](repeating: [Int32](repeating: 0, count: m + 1), count: n + 1)
        if n > 0 && m > 0 {
            for i in stride(from: n - 1, through: 0, by: -1) {
                for j in stride(from: m - 1, through: 0, by: -1) {
                    lcs[i][j] = a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
                }
            }
        }
        var ops: [(Character, String)] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n && j < m && a[i] == b[j] {
                ops.append((" ", a[i])); i += 1; j += 1
            } else if i < n && (j == m || lcs[i + 1][j] >= lcs[i][j + 1]) {
                // Removals before additions, as diff tools print them.
                ops.append(("−", a[i])); i += 1
            } else {
                ops.append(("+", b[j])); j += 1
            }
        }
        return ops
    }
}
