import Testing
import Easel

/// `listRowBackground` replaces a grouped list's cell, as on iOS, rather than drawing
/// over it: a clear one shows systemGroupedBackground (#F2F2F7, UIColor documentation)
/// through the row, a translucent one is blended over that, and the rows without one
/// keep the cell's secondarySystemGroupedBackground (#FFFFFF).
@Suite struct ListRowBackgroundTests {
    /// The colour 10 pt inside the card's leading edge, level with the text `id`.
    func colour(_ list: some View, _ id: String) throws -> [Int] {
        let renderer = ImageRenderer(content: list.frame(width: 393, height: 300))
        renderer.isOpaque = true
        let text = try #require(renderer.layout()[id]?.frame)
        let image = try renderer.rasterImage()
        // The card starts at the 20-pt margin, its row's text 20 pt further in.
        let (x, y) = (Int(text.minX) - 10, Int(text.midY))
        let i = (y * image.width + x) * 4
        return image.pixels[i..<i + 3].map(Int.init)
    }

    @Test func aClearRowShowsTheListBehindIt() throws {
        let list = List {
            Text("Clear").id("clear").listRowBackground(Color.clear)
            Text("Cell").id("cell")
        }
        #expect(try colour(list, "clear") == [242, 242, 247])
        #expect(try colour(list, "cell") == [255, 255, 255])
    }

    @Test func aTranslucentRowIsBlendedOverTheListNotTheCell() throws {
        let list = List { Text("Me").id("me").listRowBackground(Color.blue.opacity(0.5)) }
        // systemBlue (0, 122, 255) at 50 % over (242, 242, 247), each channel ±1 for rounding.
        let blended = try colour(list, "me")
        for (got, want) in zip(blended, [121.0, 182.0, 251.0]) { #expect(abs(Double(got) - want) <= 1) }
    }

    @Test func sectionsWithoutRowBackgroundsKeepTheirWhiteCard() throws {
        #expect(try colour(List { Text("A").id("a"); Text("B").id("b") }, "b") == [255, 255, 255])
    }
}
