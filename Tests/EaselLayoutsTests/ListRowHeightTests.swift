import Foundation
import Testing
@testable import EaselCore
import Easel

/// The row-height rule of `ListRowLayout` (UIKit's list cells): at least 44 pt,
/// text 11 pt from the row's top and bottom, icons and controls up to 44 pt
/// centred in the row, taller content with the 11-pt margins.
/// Font-free engine: a body line is 20.4 pt, a footnote line 15.6 pt.
@Suite struct ListRowHeightTests {
    func rows<V: View>(@ViewBuilder _ content: () -> V) -> [String: CGRect] {
        frames(DeviceScreen(.iPhone15Pro) { List { content() } }, ProposedViewSize(Device.iPhone15Pro.size))
    }
    /// The row's frame, read from its row background (which fills the row).
    func rowHeight<V: View>(_ row: V) -> CGFloat {
        rows { row.listRowBackground(Rectangle().id("row")) }["row"]?.height ?? 0
    }

    @Test func aLineOfTextMakesTheMinimumRow() {
        // 20.4 + 2 × 11 = 42.4, below the 44-pt minimum.
        #expect(isClose(rowHeight(Text("Wi-Fi")), 44))
    }

    @Test func textKeepsItsMarginsAsItGrows() {
        // Three lines of body text 22 pt apart (HIG leading): 2 × 22 + 20.4 + 2 × 11 = 86.4.
        let long = String(repeating: "word ", count: 30)
        #expect(isClose(rowHeight(Text(long).lineLimit(3)), 2 * 22 + line + 22))
    }

    @Test func aTwentyNinePointIconTileStaysInAFortyFourPointRow() {
        // Settings' 29-pt tile beside one line of text: the text needs 42.4, the
        // tile 29; the row is 44, not 29 + 22 = 51.
        #expect(isClose(rowHeight(HStack(spacing: 16) { box(29, 29); Text("Wi-Fi") }), 44))
        // A 51 × 31 switch beside its label: also 44, as UIKit's switch rows.
        #expect(isClose(rowHeight(Toggle("Airplane Mode", isOn: .constant(true))), 44))
    }

    @Test func contentTallerThanTheMinimumKeepsTheMargins() {
        // A 44-pt box fits the minimum row; a 50-pt one gets the margins: 72.
        #expect(isClose(rowHeight(box(10, 44)), 44))
        #expect(isClose(rowHeight(box(10, 50)), 72))
        // A 64-pt avatar beside two lines (20.4 + 4 + 20.4 = 44.8): 64 + 22 = 86.
        let profile = HStack { box(64, 64); VStack(spacing: 4) { Text("Ada"); Text("ada@example.com") } }
        #expect(isClose(rowHeight(profile), 86))
        // A 36-pt avatar beside the same two lines: the text decides, 44.8 + 22.
        let contact = HStack { box(36, 36); VStack(spacing: 4) { Text("Ada"); Text("ada@example.com") } }
        #expect(isClose(rowHeight(contact), 44.8 + 22))
    }

    @Test func listRowInsetsPadTheWholeContent() {
        // SwiftUI documents listRowInsets as replacing the padding around a row's content.
        let padded = box(10, 30).listRowInsets(EdgeInsets(top: 10, leading: 0, bottom: 10, trailing: 0))
        #expect(isClose(rowHeight(padded), 50))
        let small = box(10, 10).listRowInsets(EdgeInsets(top: 2, leading: 0, bottom: 2, trailing: 0))
        #expect(isClose(rowHeight(small), 44))
    }

    @Test func contentIsCentredInTheRow() {
        let f = rows { HStack(spacing: 16) { box(29, 29).id("tile"); Text("Wi-Fi").id("title") }.listRowBackground(Rectangle().id("row")) }
        let row = f["row"] ?? .zero
        #expect(isClose(row.height, 44))
        #expect(isClose(f["tile"]?.midY ?? 0, row.midY))
        #expect(isClose(f["title"]?.midY ?? 0, row.midY))
        // The row's content starts at the card's margin plus the row's inset, 20 + 20 at 393 pt.
        #expect(isClose(f["tile"]?.minX ?? 0, 40))
    }
}
