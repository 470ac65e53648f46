import Foundation
import Testing
@testable import EaselScene

/// The byte scanner that bounds nesting before Yams composes a tree: checked
/// against the tree Yams composes for thousands of generated documents mixing
/// every style of collection and scalar, and against the shapes that hide
/// brackets or indentation from a naive count.
@Suite struct NestingScannerTests {
    static func limits(depth: Int, nodes: Int = 1_000_000) -> SceneLimits {
        var l = SceneLimits(); l.maxDepth = depth; l.maxNodes = nodes; return l
    }

    static func scan(_ text: String, depth: Int, nodes: Int = 1_000_000) -> String? {
        do { try NestingScanner.check([UInt8](text.utf8), file: "t.yaml", limits: limits(depth: depth, nodes: nodes)); return nil }
        catch { return "\(error)" }
    }

    /// The deepest value in a composed tree, counted as the converter counts (the root is 0).
    static func depth(_ node: SceneNode, _ d: Int = 0) -> Int {
        switch node.kind {
        case .sequence(let items): return items.map { depth($0, d + 1) }.max() ?? d
        case .mapping(let pairs): return pairs.map { depth($0.value, d + 1) }.max() ?? d
        default: return d
        }
    }

    // MARK: Generated documents

    indirect enum Value { case scalar, seq([Value]), map([Value]) }

    struct Generator {
        var state: UInt64
        mutating func next(_ n: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(n))
        }
        mutating func chance(_ percent: Int) -> Bool { next(100) < percent }

        /// A value whose deepest branch is `depth` collections deep, with shallow siblings.
        mutating func value(depth: Int) -> Value {
            if depth == 0 { return .scalar }
            let count = 1 + next(3), deep = next(count)
            var items: [Value] = []
            for i in 0..<count {
                if i == deep { items.append(value(depth: depth - 1)) }
                else if chance(70) { items.append(.scalar) }
                else { items.append(value(depth: min(depth - 1, next(3)))) }
            }
            return chance(50) ? .seq(items) : .map(items)
        }

        func pad(_ n: Int) -> String { String(repeating: " ", count: n) }

        mutating func blockScalar() -> String {
            switch next(8) {
            case 0: return "w[x]{y},z"
            case 1: return "\"q [ { \\\" ] }\""
            case 2: return "'it''s [ {'"
            case 3: return "&a\(next(1000)) plain"
            case 4: return "!!str 12"
            case 5: return "plain # [[[ {{{"
            case 6: return "a - b: c[d]".replacingOccurrences(of: ": ", with: " ")
            default: return "word"
            }
        }

        mutating func flowScalar() -> String {
            switch next(5) {
            case 0: return "\"[{ \\\"}]\""
            case 1: return "'x '' ]'"
            case 2: return "plain words"
            case 3: return "!!str 7"
            default: return "w"
            }
        }

        /// A value in flow style; a single-pair mapping inside a sequence is written as `k: v`.
        mutating func flow(_ v: Value, inSequence: Bool = false, indent: Int) -> String {
            let br = chance(15) ? "\n" + pad(indent + 4) : " "
            switch v {
            case .scalar: return flowScalar()
            case .seq(let items):
                return "[" + items.map { flow($0, inSequence: true, indent: indent) }.joined(separator: "," + br) + "]"
            case .map(let items):
                let json = chance(30)
                let pairs = items.enumerated().map { (i, item) in
                    (json ? "\"k\(i)\":" : "k\(i): ") + flow(item, indent: indent)
                }
                if inSequence, items.count == 1, chance(50) { return pairs[0] }
                return "{" + pairs.joined(separator: "," + br) + "}"
            }
        }

        /// The lines of a block collection at `indent`.
        mutating func block(_ v: Value, indent: Int) -> String {
            switch v {
            case .scalar: return pad(indent) + blockScalar() + "\n"
            case .seq(let items):
                return items.map { pad(indent) + "-" + afterIndicator($0, indent: indent) }.joined()
            case .map(let items):
                return items.enumerated().map { (i, item) in
                    pad(indent) + (chance(15) ? "\"k\(i)\"" : "k\(i)") + ":" + afterKey(item, indent: indent)
                }.joined()
            }
        }

        mutating func afterKey(_ v: Value, indent: Int) -> String {
            switch v {
            case .scalar:
                if chance(10) { return " |\n" + pad(indent + 2) + "text [[[ {{{ - a: b\n" + pad(indent + 3) + "# ]]]\n" }
                return " " + blockScalar() + "\n"
            case .seq where chance(30):
                return (chance(30) ? " # [[\n" : "\n") + block(v, indent: indent)   // a sequence at its key's indentation
            default:
                if chance(25) { return " " + flow(v, indent: indent) + "\n" }
                return "\n" + block(v, indent: indent + 2)
            }
        }

        mutating func afterIndicator(_ v: Value, indent: Int) -> String {
            switch v {
            case .scalar: return " " + blockScalar() + "\n"
            default:
                if chance(25) { return " " + flow(v, indent: indent) + "\n" }
                if chance(50) {   // compact: `- - a` and `- k: v` on the entry's own line
                    return " " + block(v, indent: indent + 2).dropFirst(indent + 2)
                }
                return "\n" + block(v, indent: indent + 2)
            }
        }
    }

    @Test func theScanCountsExactlyTheDepthYamsComposes() throws {
        var checked = 0
        for seed in 0..<1_500 {
            var g = Generator(state: UInt64(seed) &* 0x9E3779B97F4A7C15 &+ 1)
            let spine = 1 + g.next(40)
            var text = g.block(.map([g.value(depth: spine)]), indent: 0)
            if g.chance(20) { text = text.replacingOccurrences(of: "\n", with: "\r\n") }
            if g.chance(10) { text = "# a comment [[[\n---\n" + text }
            let root: SceneNode
            do {
                root = try SceneDocumentParser.parse(Data(text.utf8), file: "g.yaml", maxBytes: 1 << 20, limits: Self.limits(depth: 150))
            } catch {
                Issue.record("seed \(seed): the generator wrote YAML Yams refuses: \(error)\n\(text)")
                continue
            }
            let d = Self.depth(root)
            let atLimit = Self.scan(text, depth: d)
            #expect(atLimit == nil, "seed \(seed): a false alarm at depth \(d): \(atLimit ?? "")\n\(text)")
            let below = Self.scan(text, depth: d - 1)
            #expect(below?.contains("nested deeper than \(d - 1) levels") == true, "seed \(seed): depth \(d) not seen\n\(text)")
            checked += 1
        }
        #expect(checked == 1_500)
    }

    // MARK: Hidden brackets and indentation

    @Test func bracketsInQuotesCommentsAndBlockScalarsAreNotNesting() {
        let deep = String(repeating: "[", count: 500)
        let texts = [
            "a: \"\(deep)\"\n",
            "a: '\(deep)'\n",
            "a: x \(deep)\n",
            "a: 1 # \(deep)\n",
            "# \(deep)\na: 1\n",
            "a: |\n  \(deep)\n  - - - - -\nb: 2\n",
            "a: >-\n    \(deep)\n\n    more\nb: 2\n",
            "a: [\"\(deep)\", '\\'']\n",
            "a: \"multi\n  line \(deep)\"\n",
            "{\"a\": \"\\\"\(deep)\"}",
        ]
        for t in texts { #expect(Self.scan(t, depth: 3) == nil, "\(t.prefix(60))") }
    }

    /// Every way the scan could be tricked into counting low, 5,000 deep: each is
    /// refused by the scan itself, long before Yams would recurse.
    @Test func deepShapesAreRefusedByTheScan() {
        let n = 5_000
        let texts: [String: String] = [
            "implicit pairs": "a: " + String(repeating: "[k: ", count: n) + "1" + String(repeating: "]", count: n) + "\n",
            "anchored and tagged": "a: " + String(repeating: "&x !!seq [", count: n) + String(repeating: "]", count: n) + "\n",
            "flow over lines": "a: " + String(repeating: "[\n", count: n) + String(repeating: "]\n", count: n),
            "crlf block lists": "a:\r\n" + (0..<n).map { String(repeating: " ", count: $0 % 50) + "-" }.joined(separator: " ") + " x\r\n",
            "explicit keys": "a:\n" + String(repeating: "? ", count: n) + "x\n",
            "after a document marker": "--- " + String(repeating: "[", count: n) + "\n",
            "json after a quoted key": String(repeating: "{\"a\":", count: n) + "1" + String(repeating: "}", count: n),
            "nel line breaks": "a:\u{85}" + String(repeating: "- ", count: n) + "x\n",
            "tabs after entries": "a:\n" + String(repeating: "-\t", count: n) + "x\n",
            "after a block scalar ends": "a: |\n  text\nb: " + String(repeating: "[", count: n) + "\n",
        ]
        for (name, text) in texts {
            let m = Self.scan(text, depth: 100)
            #expect(m?.contains("nested deeper than 100 levels (limit maxDepth; raise it with --limit maxDepth=N") == true, "\(name): \(m ?? "accepted")")
        }
    }

    @Test func valuesAreCountedBeforeComposing() {
        // The mapping, its key, the list and 200 numbers: 203 values, as libyaml's events counted them.
        let text = "a: [" + Array(repeating: "1", count: 200).joined(separator: ", ") + "]\n"
        #expect(Self.scan(text, depth: 100, nodes: 203) == nil)
        let m = Self.scan(text, depth: 100, nodes: 150)
        // The 151st value is the 148th number, a[147], at column 5 + 3 × 147.
        #expect(m == "t.yaml:1:446: a[147]: more than 150 values in one file (limit maxNodes; raise it with --limit maxNodes=N, or SceneLimits.maxNodes in Swift)")
    }
}
