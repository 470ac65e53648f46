import Testing
import Foundation
@testable import EaselCore

/// `trimmingBlanks()` stands in for Foundation's `trimmingCharacters(in: .whitespaces)`
/// on the scene path; both must give the same string.
@Suite struct BlanksTests {
    @Test func sameAsFoundationsWhitespaces() {
        let blanks = ["", " ", "\t", "\u{A0}", "\u{2003}", "\u{3000}", "\u{202F}", "\u{1680}", "\u{200B}", "\t \u{2009}"]
        // Not blanks for `.whitespaces`: newlines, other controls, zero-width non-joiner and joiner, BOM.
        let others = ["\n", "\r", "\u{0B}", "\u{85}", "\u{200C}", "\u{200D}", "\u{FEFF}", "\u{2028}"]
        let cores = ["x", "#FFE0B2", "pet.c", "a b", "é", "🐱", "1e3", "\u{301}"]
        var cases: [String] = blanks + others
        for core in cores {
            for lead in blanks + others.prefix(3) {
                for trail in blanks.prefix(4) + others.suffix(3) { cases.append(lead + core + trail) }
            }
        }
        for s in cases {
            #expect(s.trimmingBlanks() == s.trimmingCharacters(in: .whitespaces), "\(s.unicodeScalars.map { String($0.value, radix: 16) })")
            let sub = Substring(s)
            #expect(sub.trimmingBlanks() == s.trimmingCharacters(in: .whitespaces))
        }
        #expect("  #FFE0B2\t".trimmingBlanks() == "#FFE0B2")
        #expect("\u{A0}a b\u{3000}".trimmingBlanks() == "a b")
        #expect("\nx\n".trimmingBlanks() == "\nx\n")
    }

    /// Every scalar of the Basic Multilingual Plane is a blank for one exactly when it is for the other.
    @Test func everyBMPScalarAgrees() {
        var disagreements: [UInt32] = []
        for v in UInt32(0)...0xFFFF {
            guard let c = Unicode.Scalar(v) else { continue }
            let s = "x" + String(c)
            if s.trimmingBlanks() != s.trimmingCharacters(in: .whitespaces) { disagreements.append(v) }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(10).map { String($0, radix: 16) })")
    }
}
