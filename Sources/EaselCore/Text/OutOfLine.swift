/// Fields that few values of a struct carry (a run's decorations, a glyph
/// run's backgrounds), kept behind one shared immutable box so that the
/// struct stays small for the many that have none: nil stands for `init()`.
protocol OutOfLineValues: Hashable, Sendable { init() }

final class OutOfLine<Values: OutOfLineValues>: Hashable, Sendable {
    let values: Values
    private init(_ values: Values) { self.values = values }

    /// The box for `values`, or nil when they are all defaults.
    static func boxing(_ values: Values) -> OutOfLine? { values == Values() ? nil : OutOfLine(values) }

    /// Changes the values behind `box`: a new box, since boxes are shared between copies.
    static func edit(_ box: inout OutOfLine?, _ change: (inout Values) -> Void) {
        var values = box?.values ?? Values()
        change(&values)
        box = boxing(values)
    }

    static func == (a: OutOfLine, b: OutOfLine) -> Bool { a === b || a.values == b.values }
    func hash(into h: inout Hasher) { h.combine(values) }
}
