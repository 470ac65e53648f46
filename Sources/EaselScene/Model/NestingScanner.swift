import Foundation

/// Bounds how deep a YAML or JSON text nests, and how many values it holds,
/// before Yams composes it: Yams composes by recursion, so a 10 KB file nesting
/// lists 5,000 deep would overflow the stack before any check on the tree ran.
///
/// A lexical pass over the bytes, with its own stack of open collections:
/// quoted scalars, comments and block scalars are skipped, flow brackets open
/// and close collections, block collections open at `- `, `? ` and keys and
/// close when the indentation falls back. It never recurses, and it errs
/// towards deeper: text libyaml reads as a scalar but that looks like structure
/// here (`- ` or `[` on a plain scalar's continuation line) counts as nesting.
/// The one place it can count low is a collection used as a key (`[a]: b`),
/// one level per such key, so the composed depth is at most twice the count;
/// the converter then checks the composed tree exactly.
struct NestingScanner {
    private enum Kind { case flowSequence, flowMapping, flowPair, blockSequence, blockMapping }

    private struct Frame {
        var kind: Kind
        /// The column (1-based) a block collection's entries start at.
        var indent = 0
        var index = 0
        var expectingKey = true
        var key: String?
        /// A flow mapping (or pair) after `:` with no value yet, or after a key with no `:` yet:
        /// a `,` or closing bracket then means an empty value, which libyaml reports as a node.
        var awaitingValue = false
        var keyPending = false
        var isFlow: Bool { kind == .flowSequence || kind == .flowMapping || kind == .flowPair }
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private let file: String
    private let limits: SceneLimits
    private var i = 0
    private var line = 1
    private var column = 1
    private var stack: [Frame] = []
    private var nodes = 0
    /// Where the outermost flow collection of a block line began, and whether
    /// that place could hold a key (`[a, b]: value`).
    private var flowOrigin: (column: Int, canBeKey: Bool) = (0, false)
    /// Set after `|` or `>`: lines indented past this column are the scalar's text.
    private var blockScalarParent: Int?
    /// A block line that ended after `- `, `key:` or an anchor: the value is on a
    /// later line if that line is indented past `owner` (or is a `- ` entry at the
    /// key's own indentation), else it is empty, an empty node placed here.
    private var pendingEmpty: (location: SourceLocation, owner: Int, sequenceAllowed: Bool)?

    /// Where a node carries an explicit tag (`!!str 5`): the start of its
    /// properties, which is where Yams marks the node.
    private var tagged = Set<SourceLocation>()

    /// Throws a located error at the first collection or value deeper than
    /// `limits.maxDepth`, or past `limits.maxNodes` values. Syntax errors are
    /// left for Yams to report in its own words.
    /// Returns where nodes carry an explicit tag: Yams composes with a resolver
    /// that has no rules, so that is the one thing its tree cannot tell.
    @discardableResult
    static func check(_ utf8: [UInt8], file: String, limits: SceneLimits) throws -> Set<SourceLocation> {
        try utf8.withUnsafeBufferPointer { buffer in
            var scanner = NestingScanner(bytes: buffer, file: file, limits: limits)
            try scanner.run()
            return scanner.tagged
        }
    }

    private init(bytes: UnsafeBufferPointer<UInt8>, file: String, limits: SceneLimits) {
        self.bytes = bytes; self.file = file; self.limits = limits
    }

    // MARK: Characters

    private func byte(_ k: Int = 0) -> UInt8 { i + k < bytes.count ? bytes[i + k] : 0 }
    private var atEnd: Bool { i >= bytes.count }

    /// The length of the line break at `i + k` (libyaml also breaks at NEL, LS and PS), or 0.
    private func breakLength(_ k: Int = 0) -> Int {
        switch byte(k) {
        case 0x0A: return 1
        case 0x0D: return byte(k + 1) == 0x0A ? 2 : 1
        case 0xC2: return byte(k + 1) == 0x85 ? 2 : 0
        case 0xE2: return byte(k + 1) == 0x80 && (byte(k + 2) == 0xA8 || byte(k + 2) == 0xA9) ? 3 : 0
        default: return 0
        }
    }
    private func isBlank(_ k: Int = 0) -> Bool { byte(k) == 0x20 || byte(k) == 0x09 }
    /// Blank, a line break or the end: what must follow `-`, `?` and `:` as indicators.
    private func isSeparator(_ k: Int = 0) -> Bool { i + k >= bytes.count || isBlank(k) || breakLength(k) > 0 }
    private func isFlowIndicator(_ k: Int = 0) -> Bool {
        let b = byte(k); return b == 0x2C || b == 0x5B || b == 0x5D || b == 0x7B || b == 0x7D
    }

    /// One character forward; columns count characters, as libyaml's marks do.
    private mutating func step() {
        let n = breakLength()
        if n > 0 { i += n; line += 1; column = 1; return }
        if bytes[i] & 0xC0 != 0x80 { column += 1 }
        i += 1
        while i < bytes.count, bytes[i] & 0xC0 == 0x80 { i += 1 }
    }
    private mutating func skipBlanks() { while !atEnd, isBlank() { step() } }
    /// Past ordinary characters up to one of `stops` (or a byte that may start a
    /// line break): the tight loop that keeps long strings and comments cheap.
    private mutating func skipOrdinary(stoppingAt stops: (UInt8) -> Bool) {
        let n = bytes.count
        var j = i, columns = 0
        while j < n {
            let b = bytes[j]
            if b == 0x0A || b == 0x0D || b == 0xC2 || b == 0xE2 || stops(b) { break }
            if b & 0xC0 != 0x80 { columns += 1 }
            j += 1
        }
        i = j; column += columns
    }
    private mutating func skipToLineEnd() {
        while !atEnd {
            skipOrdinary { _ in false }
            if atEnd || breakLength() > 0 { return }
            step()   // a NEL/LS/PS lead byte that was not one
        }
    }
    /// The text of a scalar, for key paths.
    private func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self).trimmingBlanks()
    }

    // MARK: Limits

    private var location: SourceLocation { SourceLocation(line: line, column: column) }

    /// The key path in the converter's spelling, for the frames open so far.
    private var path: String {
        var s = ""
        for frame in stack {
            switch frame.kind {
            case .flowSequence, .blockSequence: s += "[\(frame.index)]"
            case .flowMapping, .blockMapping, .flowPair:
                if !frame.expectingKey, let key = frame.key { s += s.isEmpty ? key : ".\(key)" }
            }
        }
        return s
    }

    /// A value starting here, at the depth of the collections open around it.
    private mutating func node(at where_: SourceLocation, isKey: Bool = false) throws {
        nodes += 1
        if nodes > limits.maxNodes {
            throw SceneError(file: file, location: where_, keyPath: path,
                             message: "more than \(limits.maxNodes) values in one file" + SceneLimits.raise("maxNodes"))
        }
        if !isKey, stack.count > limits.maxDepth {
            throw SceneError(file: file, location: where_, keyPath: path,
                             message: "nested deeper than \(limits.maxDepth) levels" + SceneLimits.raise("maxDepth"))
        }
    }

    // MARK: Scanning

    private mutating func run() throws {
        if byte() == 0xEF, byte(1) == 0xBB, byte(2) == 0xBF { i = 3 }
        while !atEnd {
            if stack.last?.isFlow == true {
                try flowToken()
                continue
            }
            // A line in block context.
            skipBlanks()
            if breakLength() > 0 { step(); continue }
            if atEnd { break }
            let indent = column
            if let parent = blockScalarParent {
                if indent > parent { skipToLineEnd(); continue }
                blockScalarParent = nil
            }
            if byte() == 0x23 || (indent == 1 && byte() == 0x25) { skipToLineEnd(); continue }   // # comment, % directive
            if let p = pendingEmpty {
                pendingEmpty = nil
                let isEntry = byte() == 0x2D && isSeparator(1)
                if !(indent > p.owner || (p.sequenceAllowed && indent == p.owner && isEntry)) || (indent == 1 && isDocumentMarker()) {
                    try node(at: p.location)
                }
            }
            if indent == 1, isDocumentMarker() {
                stack.removeAll()
                for _ in 0..<3 { step() }
                skipBlanks()
                if breakLength() > 0 || atEnd || byte() == 0x23 { skipToLineEnd(); continue }
            } else {
                closeBlocks(at: indent, entry: byte() == 0x2D && isSeparator(1))
            }
            try blockNode(canBeKey: true)
        }
        if let p = pendingEmpty { pendingEmpty = nil; try node(at: p.location) }
    }

    /// `---` or `...` at the start of a line.
    private func isDocumentMarker() -> Bool {
        let b = byte()
        return (b == 0x2D || b == 0x2E) && byte(1) == b && byte(2) == b && isSeparator(3)
    }

    /// Closes the block collections a line at `indent` is outside of; a
    /// sequence at a mapping's own indentation ends with the next key.
    private mutating func closeBlocks(at indent: Int, entry: Bool) {
        while let top = stack.last, !top.isFlow {
            if top.indent > indent || (top.indent == indent && top.kind == .blockSequence && !entry) {
                stack.removeLast()
            } else {
                break
            }
        }
        if !entry, let top = stack.last, top.kind == .blockMapping, top.indent == indent {
            stack[stack.count - 1].expectingKey = true
            stack[stack.count - 1].key = nil
        }
    }

    /// The key at `column` belongs to the block mapping there, or opens one.
    private mutating func blockKey(_ range: Range<Int>, column keyColumn: Int, at start: SourceLocation) throws {
        let text = self.text(range)
        if let top = stack.last, top.kind == .blockMapping, top.indent == keyColumn {
            stack[stack.count - 1].key = text
        } else {
            try node(at: start)
            stack.append(Frame(kind: .blockMapping, indent: keyColumn, expectingKey: true))
            stack[stack.count - 1].key = text
        }
        try node(at: start, isKey: true)
        stack[stack.count - 1].expectingKey = false
    }

    /// One node in block context, from here to the end of its line (or into a
    /// flow collection). Only the first node of a line, or one after `- ` or
    /// `? `, can be a key or an indicator.
    private mutating func blockNode(canBeKey startsLine: Bool) throws {
        var canBeKey = startsLine
        var pending: (location: SourceLocation, owner: Int, sequenceAllowed: Bool)?
        while !atEnd {
            let start = location, startColumn = column
            let b = byte()
            if breakLength() > 0 || b == 0x23 { pendingEmpty = pending; skipToLineEnd(); return }
            if b == 0x2D, isSeparator(1), canBeKey {   // "- ": an entry of the block sequence at this column
                if let top = stack.last, top.kind == .blockSequence, top.indent == startColumn {
                    stack[stack.count - 1].index += 1
                } else {
                    try node(at: start)
                    stack.append(Frame(kind: .blockSequence, indent: startColumn))
                }
                step()
                pending = (location, startColumn, false)
                skipBlanks()
                continue
            }
            if (b == 0x3F || b == 0x3A), isSeparator(1), canBeKey {   // "? " and ": " of an explicit key
                if let top = stack.last, top.kind == .blockMapping, top.indent == startColumn {
                    stack[stack.count - 1].expectingKey = b == 0x3F
                } else {
                    try node(at: start)
                    stack.append(Frame(kind: .blockMapping, indent: startColumn, expectingKey: b == 0x3F))
                }
                step()
                pending = (location, startColumn, b == 0x3A)
                skipBlanks()
                continue
            }
            let hasProperties = b == 0x26 || b == 0x21
            skipProperties(from: start)
            if breakLength() > 0 || atEnd || byte() == 0x23 {
                // An anchor or tag with its node on the next lines, or with no node at all (an empty one, there).
                if hasProperties, let p = pending { pendingEmpty = (start, p.owner, p.sequenceAllowed) } else { pendingEmpty = pending }
                skipToLineEnd(); return
            }
            let nodeStart = hasProperties ? start : location
            let c = byte()
            if c == 0x5B || c == 0x7B {   // [ or {: a flow collection, maybe a key
                flowOrigin = (startColumn, canBeKey)
                try openFlow(at: nodeStart)
                return
            }
            if c == 0x7C || c == 0x3E {   // | or >: a block scalar
                try node(at: nodeStart)
                skipToLineEnd()
                blockScalarParent = stack.last(where: { !$0.isFlow })?.indent ?? 0
                return
            }
            let text: Range<Int>
            if c == 0x22 || c == 0x27 {
                text = scanQuoted()
            } else if c == 0x2A {
                text = scanAlias()
            } else {
                text = scanBlockPlain()
            }
            skipBlanks()
            if byte() == 0x3A, isSeparator(1), canBeKey {
                try blockKey(text, column: startColumn, at: start)
                step()
                pending = (location, startColumn, true)
                skipBlanks()
                canBeKey = false
                continue
            }
            try node(at: nodeStart)
            skipToLineEnd()
            return
        }
    }

    /// Anchors (`&a`) and tags (`!t`) before a node, with the blanks after them;
    /// a tag among them is noted at `start`, where the node's properties begin.
    private mutating func skipProperties(from start: SourceLocation) {
        while byte() == 0x26 || byte() == 0x21 {
            if byte() == 0x21 { tagged.insert(start) }
            while !atEnd, !isSeparator(), !(stack.last?.isFlow == true && isFlowIndicator()) { step() }
            skipBlanks()
        }
    }

    private mutating func scanAlias() -> Range<Int> {
        let from = i
        step()
        while !atEnd, !isSeparator(), !isFlowIndicator(), !(byte() == 0x3A && isSeparator(1)) { step() }
        return from..<i
    }

    /// A quoted scalar, which may run over several lines; returns its text as
    /// written (escapes undecoded), between the quotes.
    private mutating func scanQuoted() -> Range<Int> {
        let quote = byte()
        step()
        let from = i
        while !atEnd {
            skipOrdinary { $0 == quote || $0 == 0x5C }
            if atEnd { break }
            let b = byte()
            if b == quote {
                if quote == 0x27, byte(1) == 0x27 { step(); step(); continue }   // '' is a quote inside '…'
                let to = i
                step()
                return from..<to
            }
            if b == 0x5C, quote == 0x22 { step() }   // a backslash escapes the next character
            if !atEnd { step() }
        }
        return from..<i
    }

    /// A plain scalar in block context: up to `: `, ` #` or the end of the line.
    private mutating func scanBlockPlain() -> Range<Int> {
        let from = i
        while !atEnd, breakLength() == 0 {
            skipOrdinary { $0 == 0x3A || $0 == 0x20 || $0 == 0x09 }
            if atEnd || breakLength() > 0 { break }
            if byte() == 0x3A, isSeparator(1) { break }
            if isBlank(), byte(1) == 0x23 { break }
            step()
        }
        return from..<i
    }

    // MARK: Flow context

    private mutating func openFlow(at start: SourceLocation) throws {
        try node(at: start, isKey: false)
        startsValue()
        stack.append(Frame(kind: byte() == 0x5B ? .flowSequence : .flowMapping))
        step()
    }

    /// One token inside `[…]` or `{…}`.
    private mutating func flowToken() throws {
        let b = byte()
        if isBlank() || breakLength() > 0 { step(); return }
        if b == 0x23 { skipToLineEnd(); return }   // after a blank or a break: a comment
        if b == 0x5B || b == 0x7B { try openFlow(at: location); return }
        if b == 0x5D || b == 0x7D {
            try emptyValue()
            if stack.last?.kind == .flowPair { stack.removeLast(); try emptyValue() }
            guard let top = stack.last, top.isFlow, (b == 0x5D) == (top.kind == .flowSequence) else {
                i = bytes.count   // a mismatched bracket: libyaml stops here, and so does the scan
                return
            }
            stack.removeLast()
            step()
            if stack.last?.isFlow != true { try afterOutermostFlow() } else { afterValue() }
            return
        }
        if b == 0x2C {   // ,
            try emptyValue()
            if stack.last?.kind == .flowPair { stack.removeLast() }
            if let top = stack.last {
                if top.kind == .flowSequence { stack[stack.count - 1].index += 1 }
                else { stack[stack.count - 1].expectingKey = true; stack[stack.count - 1].key = nil }
            }
            step(); return
        }
        if b == 0x3A, isSeparator(1) || isFlowIndicator(1) { valueIndicator(); step(); return }
        if b == 0x3F, isSeparator(1) { step(); return }
        let start = location
        skipProperties(from: start)
        if isBlank() || breakLength() > 0 || atEnd { return }
        let c = byte()
        if c == 0x5B || c == 0x7B { try openFlow(at: start); return }   // an anchored collection starts at its anchor
        if c == 0x5D || c == 0x7D || c == 0x2C { return }
        let range: Range<Int>
        if c == 0x22 || c == 0x27 {
            range = scanQuoted()
        } else if c == 0x2A {
            range = scanAlias()
        } else {
            range = scanFlowPlain()
        }
        let isKey = stack.last.map { $0.kind == .flowMapping && $0.expectingKey } ?? false
        try node(at: start, isKey: isKey)
        startsValue()
        if isKey { stack[stack.count - 1].key = text(range) }
        // JSON writes "key":value with no blank after the colon of a quoted key.
        skipBlanks()
        if byte() == 0x3A { valueIndicator(key: text(range)); step() }
    }

    /// `:` inside a flow collection: a mapping's value follows, or in a sequence
    /// a single-pair mapping opens around the entry (one more level).
    private mutating func valueIndicator(key: String? = nil) {
        guard let top = stack.last else { return }
        switch top.kind {
        case .flowMapping:
            stack[stack.count - 1].expectingKey = false
            stack[stack.count - 1].keyPending = false
            stack[stack.count - 1].awaitingValue = true
        case .flowSequence: stack.append(Frame(kind: .flowPair, expectingKey: false, key: key ?? "?", awaitingValue: true))
        default: break
        }
    }

    /// A node starts in the innermost flow collection: a key waits for its value, a value is there.
    private mutating func startsValue() {
        guard let top = stack.last, top.isFlow else { return }
        if top.kind == .flowMapping, top.expectingKey { stack[stack.count - 1].keyPending = true }
        else { stack[stack.count - 1].awaitingValue = false }
    }

    /// At `,` or a closing bracket: a key or `:` with nothing after it is an empty value, here.
    private mutating func emptyValue() throws {
        guard let top = stack.last, top.awaitingValue || top.keyPending else { return }
        stack[stack.count - 1].awaitingValue = false
        stack[stack.count - 1].keyPending = false
        if top.keyPending { stack[stack.count - 1].expectingKey = false }
        try node(at: location)
    }

    /// After a flow collection inside another: `]:` makes it a key.
    private mutating func afterValue() {
        skipBlanks()
        if byte() == 0x3A { valueIndicator(); step() }
    }

    /// After the outermost flow collection of a block line: it may be a key (`[a]: b`).
    private mutating func afterOutermostFlow() throws {
        skipBlanks()
        if byte() == 0x3A, isSeparator(1), flowOrigin.canBeKey {
            if let top = stack.last, top.kind == .blockMapping, top.indent == flowOrigin.column {
                stack[stack.count - 1].key = "?"
            } else {
                stack.append(Frame(kind: .blockMapping, indent: flowOrigin.column, key: "?"))
            }
            stack[stack.count - 1].expectingKey = false
            step(); skipBlanks()
            try blockNode(canBeKey: false)
            return
        }
        skipToLineEnd()
    }

    /// A plain scalar in flow context: up to a flow indicator, `: `, ` #` or the line's end.
    private mutating func scanFlowPlain() -> Range<Int> {
        let from = i
        while !atEnd, breakLength() == 0, !isFlowIndicator() {
            skipOrdinary { $0 == 0x3A || $0 == 0x20 || $0 == 0x09 || $0 == 0x2C || $0 == 0x5B || $0 == 0x5D || $0 == 0x7B || $0 == 0x7D }
            if atEnd || breakLength() > 0 || isFlowIndicator() { break }
            if byte() == 0x3A, isSeparator(1) || isFlowIndicator(1) { break }
            if isBlank(), byte(1) == 0x23 { break }
            step()
        }
        return from..<i
    }
}
