import Foundation

/// Finds the valid name a misspelling most likely meant.
enum Suggestions {
    /// The closest candidate by edit distance (case-insensitive), if close enough to be a plausible typo.
    static func nearest(to word: String, in candidates: some Sequence<String>) -> String? {
        let w = Array(word.lowercased())
        var best: (String, Int)?
        for c in candidates {
            let d = distance(w, Array(c.lowercased()))
            if best == nil || d < best!.1 || (d == best!.1 && c < best!.0) { best = (c, d) }
        }
        guard let (name, d) = best else { return nil }
        // A third of the word (at least 2 edits) keeps "Vstack"→"VStack" and rejects unrelated words.
        return d <= max(2, w.count / 3) ? name : nil
    }

    /// Levenshtein distance with adjacent transpositions counted as one edit.
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var prev2 = [Int](repeating: 0, count: b.count + 1)
        var prev = Array(0...b.count)
        var cur = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            cur[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { cur[j] = min(cur[j], prev2[j - 2] + 1) }
            }
            (prev2, prev, cur) = (prev, cur, prev2)
        }
        return prev[b.count]
    }
}
