extension Substring {
    /// The text without leading and trailing blanks: the characters of
    /// Foundation's `CharacterSet.whitespaces` (Unicode's space separators, Zs,
    /// the tab, and the zero-width space, which CoreFoundation's table still counts
    /// as one), the same result as `trimmingCharacters(in: .whitespaces)`.
    ///
    /// Why not Foundation's: its first use builds a character set and bridges the
    /// string through NSString, about 0.2 ms of every cold `easel render` that
    /// reads a colour or an interpolated value.
    package func trimmingBlanks() -> String {
        // Most values start and end with a printable ASCII character: nothing to trim.
        if let first = utf8.first, let last = utf8.last, first > 0x20, first < 0x80, last > 0x20, last < 0x80 {
            return String(self)
        }
        let scalars = unicodeScalars
        func blank(_ c: Unicode.Scalar) -> Bool {
            c == " " || c == "\t" || (c.value > 0x7F && (c.value == 0x200B || c.properties.generalCategory == .spaceSeparator))
        }
        guard let start = scalars.firstIndex(where: { !blank($0) }), let end = scalars.lastIndex(where: { !blank($0) }) else { return "" }
        return String(self[start...end])
    }
}

extension String {
    /// See `Substring.trimmingBlanks()`.
    package func trimmingBlanks() -> String { self[...].trimmingBlanks() }
}
