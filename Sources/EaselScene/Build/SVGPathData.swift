import Foundation
import EaselCore

/// Parses SVG path data (the `d` attribute) into a Path.
enum SVGPathData {
    struct Failure: Error, Equatable {
        var message: String
        /// The index, in Characters, of where parsing stopped.
        var offset: Int
    }

    static func parse(_ d: String, maxCommands: Int = 100_000) throws -> Path {
        var parser = Parser(d, maxCommands: maxCommands)
        return try parser.run()
    }
}

private struct Parser {
    // One byte per Character so that offsets are Character indices ("\r\n" is one);
    // anything non-ASCII becomes 0, which no rule accepts.
    let chars: [Character], bytes: [UInt8]
    let maxCommands: Int
    var i = 0
    var path = Path()
    var cur = CGPoint.zero, start = CGPoint.zero
    var lastCubic: CGPoint?, lastQuad: CGPoint?
    var letter: Character = "M"
    var afterLetter = false

    init(_ d: String, maxCommands: Int) {
        chars = Array(d)
        bytes = chars.map { $0.asciiValue ?? 0 }
        self.maxCommands = maxCommands
    }

    mutating func run() throws -> Path {
        var command: UInt8?, count = 0
        skipSpace()
        while i < bytes.count {
            let at = i, c = bytes[i]
            if command == nil, c | 0x20 != UInt8(ascii: "m") {
                throw SVGPathData.Failure(message: "path must start with 'M' or 'm'", offset: at)
            }
            if Self.commands.contains(c) {
                command = c; letter = chars[i]; afterLetter = true; i += 1
            } else if let prev = command, prev | 0x20 != UInt8(ascii: "z"), c == UInt8(ascii: ",") || Self.startsNumber(c) {
                // Extra arguments repeat the command, except that a moveto continues as a lineto.
                if prev | 0x20 == UInt8(ascii: "m") { command = prev - UInt8(ascii: "M") + UInt8(ascii: "L") }
            } else if Self.isLetter(c) {
                throw SVGPathData.Failure(message: "unknown command '\(chars[at])'", offset: at)
            } else {
                throw SVGPathData.Failure(message: "expected a command, found '\(chars[at])'", offset: at)
            }
            count += 1
            if count > maxCommands { throw SVGPathData.Failure(message: "more than \(maxCommands) commands", offset: at) }
            try segment(command!)
            skipSpace()
        }
        return path
    }

    mutating func segment(_ cmd: UInt8) throws {
        let base = cmd >= UInt8(ascii: "a") ? cur : .zero
        var cubic: CGPoint?, quad: CGPoint?
        switch Character(UnicodeScalar(cmd | 0x20)) {
        case "m":
            cur = try point(base); start = cur
            path.move(to: cur)
        case "l": cur = try point(base); path.addLine(to: cur)
        case "h": cur.x = try number() + base.x; path.addLine(to: cur)
        case "v": cur.y = try number() + base.y; path.addLine(to: cur)
        case "c", "s":
            // S's first control point mirrors the previous curve's second, if that was a cubic.
            let c1 = try cmd | 0x20 == UInt8(ascii: "c") ? point(base) : lastCubic.map { reflect($0) } ?? cur
            let c2 = try point(base)
            cur = try point(base); path.addCurve(to: cur, control1: c1, control2: c2); cubic = c2
        case "q", "t":
            let c = try cmd | 0x20 == UInt8(ascii: "q") ? point(base) : lastQuad.map { reflect($0) } ?? cur
            cur = try point(base); path.addQuadCurve(to: cur, control: c); quad = c
        case "a":
            let rx = try number(), ry = try number(), rotation = try number()
            let large = try flag(), sweep = try flag()
            let to = try point(base)
            arc(to: to, rx: abs(rx), ry: abs(ry), degrees: rotation, large: large, sweep: sweep)
            cur = to
        default:
            path.closeSubpath(); cur = start
        }
        lastCubic = cubic; lastQuad = quad
    }

    func reflect(_ p: CGPoint) -> CGPoint { CGPoint(x: 2 * cur.x - p.x, y: 2 * cur.y - p.y) }

    /// SVG 1.1 appendix F.6: endpoint to centre parameterisation, then cubics of at most 90° each.
    mutating func arc(to p: CGPoint, rx: Double, ry: Double, degrees: Double, large: Bool, sweep: Bool) {
        let p0 = cur
        if p0 == p { return }
        let phi = degrees * .pi / 180, cosφ = cos(phi), sinφ = sin(phi)
        let hx = Double(p0.x - p.x) / 2, hy = Double(p0.y - p.y) / 2
        let x1 = cosφ * hx + sinφ * hy, y1 = -sinφ * hx + cosφ * hy
        let lambda = (x1 / rx) * (x1 / rx) + (y1 / ry) * (y1 / ry)
        guard rx > 0, ry > 0, lambda > 0, lambda.isFinite else { path.addLine(to: p); return }
        // Radii too small to join the endpoints grow until the centre sits on the chord.
        let scale = max(1, lambda.squareRoot()), rx = rx * scale, ry = ry * scale
        // (rx²ry² − rx²y1² − ry²x1²) / (rx²y1² + ry²x1²) reduces to 1/Λ − 1, which cannot overflow.
        let coef = (large == sweep ? -1.0 : 1.0) * max(0, 1 / lambda - 1).squareRoot()
        let cx1 = coef * rx * y1 / ry, cy1 = -coef * ry * x1 / rx
        let cx = cosφ * cx1 - sinφ * cy1 + Double(p0.x + p.x) / 2
        let cy = sinφ * cx1 + cosφ * cy1 + Double(p0.y + p.y) / 2
        guard cx.isFinite, cy.isFinite else { path.addLine(to: p); return }
        let t1 = atan2((y1 - cy1) / ry, (x1 - cx1) / rx)
        var dt = atan2((-y1 - cy1) / ry, (-x1 - cx1) / rx) - t1
        if sweep, dt < 0 { dt += 2 * .pi } else if !sweep, dt > 0 { dt -= 2 * .pi }

        // The point at angle t and its derivative, on the rotated ellipse.
        func at(_ t: Double) -> (p: CGPoint, d: CGPoint) {
            let ex = rx * cos(t), ey = ry * sin(t), dx = -rx * sin(t), dy = ry * cos(t)
            return (CGPoint(x: cx + cosφ * ex - sinφ * ey, y: cy + sinφ * ex + cosφ * ey),
                    CGPoint(x: cosφ * dx - sinφ * dy, y: sinφ * dx + cosφ * dy))
        }
        let n = max(1, Int((abs(dt) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = dt / Double(n), k = 4.0 / 3.0 * tan(step / 4)
        for s in 0..<n {
            let a = at(t1 + step * Double(s)), b = at(t1 + step * Double(s + 1))
            // The last piece ends on the given point itself, not on a rounded copy of it.
            path.addCurve(to: s == n - 1 ? p : b.p,
                         control1: CGPoint(x: a.p.x + k * a.d.x, y: a.p.y + k * a.d.y),
                         control2: CGPoint(x: b.p.x - k * b.d.x, y: b.p.y - k * b.d.y))
        }
    }

    // MARK: Tokens

    mutating func point(_ base: CGPoint) throws -> CGPoint {
        let x = try number(), y = try number()
        return CGPoint(x: base.x + x, y: base.y + y)
    }

    /// Skips the separator before an argument: a comma may not follow the command letter itself.
    mutating func separator() {
        skipSpace()
        if !afterLetter, i < bytes.count, bytes[i] == UInt8(ascii: ",") { i += 1; skipSpace() }
        afterLetter = false
    }

    mutating func number() throws -> Double {
        separator()
        let s = i
        if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
        var digits = skipDigits()
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") { i += 1; digits += skipDigits() }
        guard digits > 0 else { i = s; throw SVGPathData.Failure(message: "expected a number after '\(letter)'", offset: s) }
        // An 'e' is an exponent only with digits after it; otherwise the number ends before it.
        if i < bytes.count, bytes[i] | 0x20 == UInt8(ascii: "e") {
            var j = i + 1
            if j < bytes.count, bytes[j] == UInt8(ascii: "+") || bytes[j] == UInt8(ascii: "-") { j += 1 }
            if j < bytes.count, Self.isDigit(bytes[j]) { i = j; _ = skipDigits() }
        }
        guard let v = Double(String(decoding: bytes[s..<i], as: UTF8.self)), v.isFinite else {
            throw SVGPathData.Failure(message: "number out of range", offset: s)
        }
        return v
    }

    /// Flags are one character each, so `0010` is two flags and the number 10.
    mutating func flag() throws -> Bool {
        separator()
        guard i < bytes.count, bytes[i] == UInt8(ascii: "0") || bytes[i] == UInt8(ascii: "1") else {
            throw SVGPathData.Failure(message: "expected a flag (0 or 1) after '\(letter)'", offset: i)
        }
        i += 1
        return bytes[i - 1] == UInt8(ascii: "1")
    }

    mutating func skipDigits() -> Int {
        let s = i
        while i < bytes.count, Self.isDigit(bytes[i]) { i += 1 }
        return i - s
    }

    mutating func skipSpace() {
        while i < bytes.count, Self.isSpace(bytes[i]) { i += 1 }
    }

    static let commands = Set("MmLlHhVvCcSsQqTtAaZz".utf8)
    static func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }
    static func isLetter(_ c: UInt8) -> Bool { c | 0x20 >= UInt8(ascii: "a") && c | 0x20 <= UInt8(ascii: "z") }
    static func startsNumber(_ c: UInt8) -> Bool { isDigit(c) || c == UInt8(ascii: ".") || c == UInt8(ascii: "+") || c == UInt8(ascii: "-") }
    static func isSpace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0C || c == 0x0D }
}
