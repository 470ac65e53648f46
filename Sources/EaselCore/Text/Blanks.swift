extension StringProtocol {
    /// The string without leading and trailing blanks: the characters of
    /// Foundation's `CharacterSet.whitespaces` (Unicode's space separators, Zs,
    /// the tab, and the zero-width space, which CoreFoundation's table still counts
    /// as one), the same result as `trimmingCharacters(in: .whitespaces)`.
    ///
    /// Why not Foundation's: its first use builds a character set and bridges the
    /// string through NSString, about 0.2 ms of every cold `easel render` that
    /// reads a colour or an interpolated value.
    package func trimmingBlanks() -> String {
        let scalars = unicodeScalars
        func blank(_ c: Unicode.Scalar) -> Bool {
            c == " " || c == "\t" || (c.value > 0x7F && (c.value == 0x200B || c.properties.generalCategory == .spaceSeparator))
        }
        guard let first = scalars.firstIndex(where: { !blank($0) }), let last = scalars.lastIndex(where: { !blank($0) }) else { return "" }
        return String(String.UnicodeScalarView(scalars[first...last]))
    }
}
