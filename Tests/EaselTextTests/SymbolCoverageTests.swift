import Foundation
import Testing
import Easel
@testable import EaselCore

/// Issue #31, item 4: no SF Symbols name may draw nothing. The names in
/// Tools/symbols/apple-names.txt (from Apple's public name list, SF Symbols 1–5,
/// among them the issue's 38 that drew nothing) each resolve to a stand-in
/// glyph and leave ink; a name that is not a symbol's keeps SwiftUI's empty image.
@Suite struct SymbolCoverageTests {
    static var appleNames: [String] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Tools/symbols/apple-names.txt").standardized
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }

    @Test func theListIsThere() {
        #expect(Self.appleNames.count >= 400)
    }

    @Test func everyListedNameResolves() {
        var missing: [String] = []
        for name in Self.appleNames where SymbolCatalog.lookup(name, variants: .none) == nil { missing.append(name) }
        #expect(missing.isEmpty, "no stand-in for \(missing.count): \(missing.prefix(40).joined(separator: " "))")
    }

    @Test func fallbackByTheNamesParts() {
        func standIn(_ name: String) -> String? { SymbolCatalog.lookup(name, variants: .none)?.name }
        #expect(standIn("person.3.sequence.fill") == "person.3.fill")
        #expect(standIn("cloud.sun.rain.fill") == "cloud.rain.fill")
        #expect(standIn("carrot.fill") == "carrot")
        #expect(standIn("alarm.fill") == "alarm")
        #expect(standIn("wind.snow") == "wind")
        #expect(standIn("dog.fill") == "dog.fill")
        #expect(standIn("book.pages.fill") == "book.pages.fill")
        #expect(standIn("sunset.fill") == "sunset.fill")
        #expect(standIn("bird.circle.fill") == "bird.fill" || standIn("bird.circle.fill") == "bird")
        // Not symbols' names: SwiftUI's empty image, with a diagnostic.
        #expect(standIn("heart.nonsense") == nil)
        #expect(standIn("no.such.symbol") == nil)
        #expect(standIn("heart.") == nil)
        #expect(standIn(String(repeating: "heart.2.", count: 40) + "fill") == nil)
    }

    /// Renders every listed name (a contact sheet, 20 a row) and checks each cell has ink.
    @Test func everyListedNameDrawsInk() throws {
        let names = Self.appleNames
        let perRow = 20, cell: CGFloat = 28
        let rows = (names.count + perRow - 1) / perRow
        let sheet = VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<rows, id: \.self) { row in
                HStack(spacing: 0) {
                    ForEach(0..<perRow, id: \.self) { col in
                        let i = row * perRow + col
                        Group {
                            if i < names.count { Image(systemName: names[i]) } else { Color.clear }
                        }
                        .frame(width: cell, height: cell)
                    }
                }
            }
        }
        .background(Color.white)
        let r = ImageRenderer(content: sheet)
        r.scale = 1
        let img = try r.rasterImage()
        if let dir = ProcessInfo.processInfo.environment["EASEL_SYMBOL_SHEET"] {
            try r.write(to: URL(fileURLWithPath: dir).appendingPathComponent("symbol-contact-sheet.png"))
        }
        var blank: [String] = []
        for (i, name) in names.enumerated() {
            let x0 = (i % perRow) * Int(cell), y0 = (i / perRow) * Int(cell)
            var dark = 0
            for y in y0..<(y0 + Int(cell)) where y < img.height {
                for x in x0..<(x0 + Int(cell)) where x < img.width {
                    if img.pixels[(y * img.width + x) * 4] < 160 { dark += 1 }
                }
            }
            if dark < 4 { blank.append(name) }
        }
        #expect(blank.isEmpty, "\(blank.count) names drew nothing: \(blank.prefix(40).joined(separator: " "))")
    }

    @Test func multicolourGivesTheSunItsYellow() throws {
        func yellowPixels(_ view: some View) throws -> Int {
            let r = ImageRenderer(content: view.padding(4).background(Color.white))
            r.scale = 2
            let img = try r.rasterImage()
            var n = 0
            for i in stride(from: 0, to: img.pixels.count, by: 4) {
                let (red, green, blue) = (img.pixels[i], img.pixels[i + 1], img.pixels[i + 2])
                if red > 200, green > 150, blue < 90 { n += 1 }
            }
            return n
        }
        let plain = try yellowPixels(Image(systemName: "cloud.sun.fill"))
        let multi = try yellowPixels(Image(systemName: "cloud.sun.fill").symbolRenderingMode(.multicolor))
        let original = try yellowPixels(Image(systemName: "cloud.sun.fill").renderingMode(.original))
        #expect(plain == 0)
        #expect(multi > 20)
        #expect(original == multi)
        #expect(SymbolMulticolor.tint(for: "heart.fill") == .red)
        // A rain cloud is a cloud over drops; `cloud.sun.rain.fill` keeps its sun as well.
        #expect(SymbolMulticolor.precipitation(for: "cloud.rain.fill") != nil)
        #expect(SymbolMulticolor.precipitation(for: "cloud.sun.fill") == nil)
        #expect(try yellowPixels(Image(systemName: "cloud.sun.rain.fill").symbolRenderingMode(.multicolor)) > 20)
    }
}
