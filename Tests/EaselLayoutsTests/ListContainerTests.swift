import Foundation
import Testing
@testable import EaselCore
import Easel

/// List, Section, Form and the navigation bar on an iPhone 15 Pro (safe area
/// 59…818), with the font-free engine: 17-pt body lines are 20.4 pt, 13-pt
/// footnote lines 15.6 pt, 34-pt large titles 40.8 pt.
@Suite struct ListContainerTests {
    let safeTop: CGFloat = 59
    func onPhone<V: View>(_ view: V) -> [String: CGRect] {
        frames(DeviceScreen(.iPhone15Pro) { view }, ProposedViewSize(Device.iPhone15Pro.size))
    }
    /// A one-line row is 44 pt (HIG minimum); its 20.4-pt text plus the 11-pt
    /// insets (42.4) is centred in it.
    let rowText: CGFloat = (44 - 42.4) / 2 + 11

    @Test func insetGroupedRowsAreInsetAndAtLeast44Tall() {
        let f = onPhone(List { Text("A").id("a"); Text("B").id("b") })
        // 20-pt section margin + 20-pt row inset on the 393-pt iPhone 15 Pro
        // (`SystemLayoutMargins`); a headerless section starts 35 pt down.
        #expect(isClose(f["a"], CGRect(x: 40, y: safeTop + 35 + rowText, width: char, height: line)))
        #expect(isClose(f["b"]?.minY ?? 0, safeTop + 35 + 44 + rowText))
    }

    @Test func tallRowsGrowPastTheMinimum() {
        let f = onPhone(List { box(10, 60).id("tall"); Text("B").id("b") })
        #expect(isClose(f["tall"]?.minY ?? 0, safeTop + 35 + 11))
        #expect(isClose(f["b"]?.minY ?? 0, safeTop + 35 + 82 + rowText))
    }

    @Test func sectionHeaderAndFooter() {
        let f = onPhone(List {
            Section { Text("Row").id("row") } header: { Text("Alerts").id("h") } footer: { Text("Note").id("foot") }
        })
        // Header: footnote, 17 pt above it, 7 below; footer 7 pt under the card.
        #expect(isClose(f["h"], CGRect(x: 40, y: safeTop + 17, width: 6 * 6.5, height: 15.6)))
        let cardTop = safeTop + 17 + 15.6 + 7
        #expect(isClose(f["row"]?.minY ?? 0, cardTop + rowText))
        #expect(isClose(f["foot"], CGRect(x: 40, y: cardTop + 44 + 7, width: 4 * 6.5, height: 15.6)))
    }

    @Test func sectionsAre35PointsApart() {
        let f = onPhone(List {
            Section { Text("A").id("a") }
            Section { Text("B").id("b") }
        })
        #expect(isClose(f["b"]!.minY - f["a"]!.minY, 44 + 35))
    }

    @Test func plainListHasNoMarginsOrSectionGaps() {
        let f = onPhone(List { Text("A").id("a"); Text("B").id("b") }.listStyle(.plain))
        #expect(isClose(f["a"], CGRect(x: 20, y: safeTop + rowText, width: char, height: line)))
        #expect(isClose(f["b"]?.minY ?? 0, safeTop + 44 + rowText))
        let grouped = onPhone(List { Text("A").id("a") }.listStyle(.grouped))
        #expect(isClose(grouped["a"]?.minX ?? 0, 20))
    }

    @Test func rowInsetsAndBackgroundFromTheRow() {
        let f = onPhone(List {
            Text("A").id("a").listRowInsets(EdgeInsets(top: 4, leading: 40, bottom: 4, trailing: 0))
            Text("B").id("b")
        })
        #expect(isClose(f["a"]?.minX ?? 0, 20 + 40))
        #expect(isClose(f["b"]?.minX ?? 0, 40))
    }

    @Test func separatorsStartAtTheFirstText() {
        let root = place(DeviceScreen(.iPhone15Pro) {
            List {
                HStack { box(29, 29); Text("Wi-Fi").id("t") }
                box(29, 29)
                Text("Last")
            }
        }, ProposedViewSize(Device.iPhone15Pro.size))
        var separators: [CGRect] = [], text: CGRect?
        root.forEach { node, _ in
            if node.id?.base as? String == "t" { text = node.frame }
            // Hairlines: one pixel at the test's scale of 1.
            if node.frame.height == 1, node.frame.width > 100, node.typeName.contains("Shape") { separators.append(node.frame) }
        }
        // Under a row with an icon the line starts at the text; under a row without
        // text at the 20-pt inset; none under the section's last row.
        #expect(separators.count == 2)
        #expect(isClose(separators.first?.minX ?? 0, text?.minX ?? -1))
        #expect(isClose(separators.first?.maxX ?? 0, 393 - 20))
        #expect(isClose(separators.last?.minX ?? 0, 40))
    }

    @Test func formIsAnInsetGroupedList() {
        let f = onPhone(Form { Text("A").id("a") })
        #expect(isClose(f["a"]?.minX ?? 0, 40))
    }

    @Test func navigationLinkRowsEndWithAChevron() {
        let f = onPhone(List { NavigationLink("Wi-Fi") { EmptyView() }.id("link") })
        // The label fills the row up to the chevron: 7 pt wide plus 1 pt either side, 8 pt spacing.
        #expect(isClose(f["link"], CGRect(x: 40, y: safeTop + 35 + (44 - 20.4) / 2, width: 393 - 80, height: 20.4)))
    }

    @Test func largeTitleBarIs96PointsAndInlineIs44() {
        let large = onPhone(NavigationStack { Color.red.id("content").navigationTitle("Title") })
        #expect(isClose(large["content"], CGRect(x: 0, y: safeTop + 44 + 52, width: 393, height: 818 - safeTop - 96)))
        let inline = onPhone(NavigationStack {
            Color.red.id("content").navigationTitle("Title").navigationBarTitleDisplayMode(.inline)
        })
        #expect(isClose(inline["content"]?.minY ?? 0, safeTop + 44))
        let search = onPhone(NavigationStack {
            Color.red.id("content").navigationTitle("Title").searchable(text: .constant(""))
        })
        #expect(isClose(search["content"]?.minY ?? 0, safeTop + 96 + 52))
    }

    @Test func largeTitleIs34PointBoldAtTheMargin() {
        let root = place(DeviceScreen(.iPhone15Pro) { NavigationStack { Color.red.navigationTitle("Title") } },
                         ProposedViewSize(Device.iPhone15Pro.size))
        var titles: [CGRect] = []
        root.forEach { node, _ in if node.typeName.contains("Text"), node.frame.height == 40.8 { titles.append(node.frame) } }
        // 34 pt (0.5 em a character in the test engine), centred in the 52-pt row under the 44-pt bar.
        #expect(titles.count == 1)
        #expect(isClose(titles.first, CGRect(x: 20, y: safeTop + 44 + (52 - 40.8) / 2, width: 5 * 17, height: 40.8)))
    }

    @Test func toolbarItemsSitAtTheMargins() {
        let f = onPhone(NavigationStack {
            Color.red.navigationTitle("T").toolbar {
                ToolbarItem(placement: .topBarLeading) { box(30, 20).id("lead") }
                ToolbarItem(placement: .topBarTrailing) { box(30, 20).id("trail") }
                ToolbarItem(placement: .principal) { box(60, 20).id("mid") }
            }
        })
        #expect(isClose(f["lead"], CGRect(x: 20, y: safeTop + 12, width: 30, height: 20)))
        #expect(isClose(f["trail"], CGRect(x: 393 - 20 - 30, y: safeTop + 12, width: 30, height: 20)))
        #expect(isClose(f["mid"], CGRect(x: (393 - 60) / 2, y: safeTop + 12, width: 60, height: 20)))
    }

    @Test func bottomBarSitsOnTheHomeIndicatorInset() {
        let f = onPhone(NavigationStack {
            Color.red.id("content").toolbar { ToolbarItem(placement: .bottomBar) { box(30, 20).id("item") } }
        })
        // A 44-pt toolbar whose bottom is the safe bottom (818).
        #expect(isClose(f["item"]?.minY ?? 0, 818 - 44 + 12))
        #expect(isClose(f["content"]?.maxY ?? 0, 818 - 44))
    }

    @Test func listBackgroundReachesUnderTheBars() throws {
        let r = ImageRenderer(content: NavigationStack { List { Text("A") }.navigationTitle("T") })
        r.device = .iPhone15Pro
        let image = try r.rasterImage()
        // systemGroupedBackground #F2F2F7 at the very top (under the status bar) and bottom.
        for (x, y) in [(5, 5), (5, image.height - 5)] {
            let i = (y * image.width + x) * 4
            #expect(Array(image.pixels[i..<i + 3]) == [242, 242, 247])
        }
        r.environment.colorScheme = .dark
        let dark = try r.rasterImage()
        #expect(Array(dark.pixels[0..<3]) == [0, 0, 0])
        // Cells: white in light mode, #1C1C1E in dark mode, 20 pt in from the edge.
        let cx = 100 * 3, cy = Int((59 + 96 + 35 + 22) * 3)
        let i = (cy * image.width + cx) * 4
        #expect(Array(image.pixels[i..<i + 3]) == [255, 255, 255])
        #expect(Array(dark.pixels[(cy * dark.width + 5 * 3) * 4..<(cy * dark.width + 5 * 3) * 4 + 3]) == [0, 0, 0])
    }

    @Test func disclosureGroupShowsContentWhenExpanded() {
        let closed = frames(DisclosureGroup("More") { box(50, 30).id("inner") }.id("group"), ProposedViewSize(width: 300, height: nil))
        #expect(closed["inner"] == nil)
        #expect(isClose(closed["group"]?.height ?? 0, line))
        let open = frames(DisclosureGroup("More", isExpanded: .constant(true)) { box(50, 30).id("inner") },
                          ProposedViewSize(width: 300, height: nil))
        #expect(isClose(open["inner"], CGRect(x: 0, y: line + 8, width: 50, height: 30)))
    }

    @Test func groupBoxPadsItsContent() {
        let f = frames(GroupBox("Title") { box(50, 30).id("inner") }, ProposedViewSize(width: 300, height: nil))
        // Headline 17 pt (20.4 line), 8 pt spacing, 16 pt padding.
        #expect(isClose(f["inner"], CGRect(x: 16, y: 16 + line + 8, width: 50, height: 30)))
    }
}
