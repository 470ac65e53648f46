import Foundation
import Testing
import Easel
@testable import EaselCore

/// Issue #31, item 4: no SF Symbols name may draw nothing. The names in
/// Tools/symbols/apple-names.txt (Apple's public name list: SF Symbols 6's 6,404
/// names and the older names they renamed, among them the issue's 38 that drew
/// nothing) each resolve to a stand-in glyph and leave ink; a name that is not a
/// symbol's keeps SwiftUI's empty image.
@Suite struct SymbolCoverageTests {
    static var appleNames: [String] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Tools/symbols/apple-names.txt").standardized
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }

    @Test func theListIsThere() {
        // SF Symbols 6 lists 6,404 names; the file adds 59 older names they renamed.
        #expect(Self.appleNames.count == 6463)
        #expect(SymbolNames.count == Self.appleNames.count, "SymbolNames.swift is stale: run Tools/symbols/generate.py")
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
        // Listed names whose words the table does not know: the known part leads,
        // an aliased base stands in, a short code is drawn as its characters.
        #expect(standIn("inset.filled.rectangle.and.person.filled") == "rectangle")
        #expect(standIn("carseat.right.fill") == "car.fill")
        #expect(standIn("figure.american.football") == "figure.run")
        #expect(SymbolCatalog.lookup("l2.button.roundedtop.horizontal", variants: .none)?.glyph.text == "L2")
        #expect(SymbolCatalog.lookup("tugriksign.circle.fill", variants: .none)?.glyph.text == "₮")
        // Shaped like listed names but not on the list: still not symbols.
        #expect(standIn("carseat.nonsense") == nil)
        #expect(standIn("zz9.rectangle") == nil)
        // Not symbols' names: SwiftUI's empty image, with a diagnostic.
        #expect(standIn("heart.nonsense") == nil)
        #expect(standIn("no.such.symbol") == nil)
        #expect(standIn("heart.") == nil)
        #expect(standIn(String(repeating: "heart.2.", count: 40) + "fill") == nil)
    }

    /// Renders every listed name on contact sheets of 400 (20 a row, 28-pt cells)
    /// and checks each cell has ink. With EASEL_SYMBOL_SHEET=DIR the sheets are
    /// written there as symbol-contact-sheet-NN.png, to be looked at.
    @Test func everyListedNameDrawsInk() throws {
        let names = Self.appleNames
        let perRow = 20, perSheet = 400, cell: CGFloat = 28
        var blank: [String] = []
        for (sheetIndex, start) in stride(from: 0, to: names.count, by: perSheet).enumerated() {
            let page = Array(names[start..<min(start + perSheet, names.count)])
            let rows = (page.count + perRow - 1) / perRow
            let sheet = VStack(alignment: .leading, spacing: 0) {
                ForEach(0..<rows, id: \.self) { row in
                    HStack(spacing: 0) {
                        ForEach(0..<perRow, id: \.self) { col in
                            let i = row * perRow + col
                            Group {
                                if i < page.count { Image(systemName: page[i]) } else { Color.clear }
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
                let file = String(format: "symbol-contact-sheet-%02d.png", sheetIndex + 1)
                try r.write(to: URL(fileURLWithPath: dir).appendingPathComponent(file))
            }
            for (i, name) in page.enumerated() {
                let x0 = (i % perRow) * Int(cell), y0 = (i / perRow) * Int(cell)
                var dark = 0
                for y in y0..<(y0 + Int(cell)) where y < img.height {
                    for x in x0..<(x0 + Int(cell)) where x < img.width {
                        if img.pixels[(y * img.width + x) * 4] < 160 { dark += 1 }
                    }
                }
                if dark < 4 { blank.append(name) }
            }
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
