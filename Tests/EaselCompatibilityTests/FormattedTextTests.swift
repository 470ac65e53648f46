import Easel
import Testing

/// `Text(value, format:)`, `Text(date, style:)` and format specifiers in literals,
/// formatted as an iOS device set to English (US) formats them.
@Suite struct FormattedTextTests {
    func text(_ t: Text) -> String { TextProbe.runs(t).map(\.text).joined() }

    @Test func numbersAndCurrenciesUseTheUSEnglishFormats() {
        #expect(text(Text(1234.5, format: .number)) == "1,234.5")
        #expect(text(Text(49, format: .currency(code: "USD"))) == "$49.00")
        #expect(text(Text(0.256, format: .percent)) == "25.6%")
        #expect(text(Text(214.0, format: .number.precision(.fractionLength(2)))) == "214.00")
        #expect(TextProbe.width(Text(49, format: .currency(code: "USD"))) == TextProbe.width(Text(verbatim: "$49.00")))
    }

    @Test func formatsInsideALiteral() {
        let rating = 4.75
        #expect(text(Text("Rated \(rating, specifier: "%.1f")")) == "Rated 4.8")
        #expect(text(Text("Total: \(12.5, format: .currency(code: "EUR"))")) == "Total: €12.50")
    }

    @Test func aDateStyleFormatsTheGivenDate() {
        // 2026-09-21 14:13:20 UTC: the same calendar day from UTC−14 to UTC+9.
        let date = Date(timeIntervalSince1970: 1_790_000_000)
        #expect(text(Text(date, style: .date)) == "September 21, 2026")
        #expect(text(Text("Published \(date, style: .date)")) == "Published September 21, 2026")
    }

    @Test func labeledContentFormatsItsValueTheSameWay() {
        let row = LabeledContent("Subtotal", value: 49, format: .currency(code: "USD"))
        #expect(TextProbe.runs(row).map(\.text).contains("$49.00"))
    }
}

extension FormattedTextTests {
    @Test func aFoundationFormatterKeepsItsOwnSettings() {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "de_DE")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "d. MMMM yyyy"
        let date = Date(timeIntervalSince1970: 0)
        #expect(text(Text(date, formatter: formatter)) == "1. Januar 1970")
        #expect(text(Text("Seit \(date, formatter: formatter)")) == "Seit 1. Januar 1970")
        let number = NumberFormatter()
        number.numberStyle = .decimal
        number.locale = Locale(identifier: "en_US")
        #expect(text(Text(NSNumber(value: 12345.678), formatter: number)) == "12,345.678")
    }
}
