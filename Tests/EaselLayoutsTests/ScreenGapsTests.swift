import Foundation
import Testing
@testable import EaselCore
import Easel

/// Picker and TabView selections matched through ForEach ids, GeometryProxy's
/// safe-area insets on a device, the sidebar list style and the Dynamic Type table.
@Suite struct ScreenGapsTests {
    struct Flavour: Identifiable { let id: Int; let name: String }
    let flavours = [Flavour(id: 1, name: "Vanilla"), Flavour(id: 2, name: "Chocolate")]
    /// The menu picker's chevron: 17 × 1.25 × 20/24 × 0.8 (see IOSControlTests).
    let chevron: CGFloat = 17 * 0.996 * 0.793

    @Test func pickerRowsFromForEachAreTaggedWithTheirIDs() {
        // SwiftUI tags each ForEach row with its id when no .tag is given.
        let chocolate = frames(Picker("Flavour", selection: .constant(2)) {
            ForEach(flavours) { Text($0.name) }
        }.id("p"), .unspecified)
        #expect(isClose(chocolate["p"]?.width ?? 0, 9 * char + 4 + chevron))
        let vanilla = frames(Picker("Flavour", selection: .constant(1)) {
            ForEach(flavours) { Text($0.name) }
        }.id("p"), .unspecified)
        #expect(isClose(vanilla["p"]?.width ?? 0, 7 * char + 4 + chevron))
        // A range's elements are their own ids.
        let range = frames(Picker("Size", selection: .constant(1)) {
            ForEach(0..<3) { i in Text(["S", "Medium", "L"][i]) }
        }.id("p"), .unspecified)
        #expect(isClose(range["p"]?.width ?? 0, 6 * char + 4 + chevron))
        // An explicit tag wins over the id; a selection of another type matches nothing (no current value shown).
        let explicit = frames(Picker("Flavour", selection: .constant("Vanilla")) {
            ForEach(flavours) { Text($0.name).tag($0.name) }
        }.id("p"), .unspecified)
        #expect(isClose(explicit["p"]?.width ?? 0, 7 * char + 4 + chevron))
        let mismatch = frames(Picker("Flavour", selection: .constant("2")) {
            ForEach(flavours) { Text($0.name) }
        }.id("p"), .unspecified)
        #expect(isClose(mismatch["p"]?.width ?? 0, chevron))
    }

    @Test func tabViewMatchesForEachIDs() {
        let f = frames(DeviceScreen(.iPhone15Pro) {
            TabView(selection: .constant(2)) {
                ForEach(flavours) { fl in Color.red.id(fl.name).tabItem { Text(fl.name) } }
            }
        }, ProposedViewSize(Device.iPhone15Pro.size))
        #expect(f["Chocolate"] != nil && f["Vanilla"] == nil)
    }

    final class Seen: @unchecked Sendable { var insets: EdgeInsets?; var size: CGSize? }
    func reader(_ seen: Seen) -> some View {
        GeometryReader { proxy in
            let _ = { seen.insets = proxy.safeAreaInsets; seen.size = proxy.size }()
            Color.clear
        }
    }

    @Test func geometryProxyReportsTheDevicesSafeAreaInsets() {
        let phone = Device.iPhone15Pro
        // At the root the reader is offered the safe area and reports the insets around it (59 / 34).
        let root = Seen()
        _ = frames(DeviceScreen(phone) { reader(root) }, ProposedViewSize(phone.size))
        #expect(root.insets == EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        #expect(root.size == CGSize(width: 393, height: 852 - 59 - 34))
        // Ignoring the safe area, it covers the screen and reports the same insets to keep content out of them.
        let full = Seen()
        _ = frames(DeviceScreen(phone) { reader(full).ignoresSafeArea() }, ProposedViewSize(phone.size))
        #expect(full.insets == EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        #expect(full.size == CGSize(width: 393, height: 852))
        // Away from the safe area's edges there is nothing to report.
        let inner = Seen()
        _ = frames(DeviceScreen(phone) { reader(inner).padding(20) }, ProposedViewSize(phone.size))
        #expect(inner.insets == EdgeInsets())
        // Without a device there is no safe area.
        let plain = Seen()
        _ = frames(reader(plain), ProposedViewSize(width: 100, height: 100))
        #expect(plain.insets == EdgeInsets())
        // A landscape phone's side insets follow the layout direction: left is trailing right to left.
        let landscape = Device(size: CGSize(width: 852, height: 393), safeAreaInsets: EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 40))
        let ltr = Seen(), rtl = Seen()
        _ = frames(DeviceScreen(landscape) { reader(ltr) }, ProposedViewSize(landscape.size))
        _ = frames(DeviceScreen(landscape) { reader(rtl) }, ProposedViewSize(landscape.size)) { $0.layoutDirection = .rightToLeft }
        #expect(ltr.insets == EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 40))
        #expect(rtl.insets == EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 40))
    }

    @Test func sidebarListHasCardsUnderBoldTitleCaseHeaders() {
        let f = frames(DeviceScreen(.iPhone15Pro) {
            List {
                Section { Text("A").id("a") } header: { Text("Library").id("h") }
            }
            .listStyle(.sidebar)
        }, ProposedViewSize(Device.iPhone15Pro.size))
        // The header is title3 (20 pt, 24-pt line) at the card's edge; rows are inset-grouped
        // (20 + 20 on the 393-pt iPhone 15 Pro, `SystemLayoutMargins`).
        #expect(isClose(f["h"], CGRect(x: 20, y: 59 + 17, width: 7 * 10, height: 24)))
        #expect(isClose(f["a"]?.minX ?? 0, 40))
        #expect(isClose(f["a"]?.minY ?? 0, 59 + 17 + 24 + 7 + (44 - line) / 2))
    }

    /// Apple's HIG *Typography*, Dynamic Type sizes for iOS: xSmall, Large (the default) and AX3.
    @Test func dynamicTypeFollowsTheHIGTable() {
        let table: [(Font.TextStyle, CGFloat, CGFloat, CGFloat)] = [
            (.largeTitle, 31, 34, 52), (.title, 25, 28, 48), (.title2, 19, 22, 44), (.title3, 17, 20, 43),
            (.headline, 14, 17, 40), (.body, 14, 17, 40), (.callout, 13, 16, 38), (.subheadline, 12, 15, 36),
            (.footnote, 12, 13, 33), (.caption, 11, 12, 32), (.caption2, 11, 11, 29),
        ]
        for (style, xSmall, large, ax3) in table {
            #expect(Font.size(of: style, at: .xSmall) == xSmall && Font.size(of: style, at: .large) == large
                    && Font.size(of: style, at: .accessibility3) == ax3, "\(style)")
        }
        // A body row in a list grows with it: 40-pt text is a 48-pt line, plus the 11-pt insets.
        let f = frames(DeviceScreen(.iPhone15Pro) { List { Text("A").id("a") } }, ProposedViewSize(Device.iPhone15Pro.size)) {
            $0.dynamicTypeSize = .accessibility3
        }
        #expect(isClose(f["a"]?.height ?? 0, 48))
        #expect(isClose(f["a"]?.minY ?? 0, 59 + 35 + 11))
    }
}

@Suite struct ListLabelTintTests {
    /// The foreground style each symbol node is resolved with, by the id of its label.
    func iconStyles<V: View>(_ view: V) -> [String: AnyShapeStyle?] {
        var out: [String: AnyShapeStyle?] = [:]
        place(DeviceScreen(.iPhone15Pro) { view }, ProposedViewSize(Device.iPhone15Pro.size)).forEach { placed, _ in
            if let id = placed.id?.base as? String, let symbol = Self.firstSymbol(placed.node) { out[id] = symbol.env.foregroundStyle }
        }
        return out
    }
    static func firstSymbol(_ n: ViewNode) -> ViewNode? {
        if String(describing: type(of: n)).contains("Symbol") { return n }
        for c in n.layoutChildren { if let s = firstSymbol(c) { return s } }
        return nil
    }

    @Test func labelIconsInListRowsTakeTheTint() {
        let styles = iconStyles(VStack {
            List {
                Label("Tinted", systemImage: "star").id("row")
                Label("Red", systemImage: "star").foregroundStyle(.red).id("styled")
            }
            Label("Outside", systemImage: "star").id("outside")
        })
        let env = EnvironmentValues()
        func paint(_ id: String) -> Paint? { styles[id].flatMap { $0 }?._paint(in: env, bounds: .zero) }
        #expect(paint("row") == .color(Color.accentColor.resolve(in: env)))
        #expect(paint("styled") == .color(Color.red.resolve(in: env)))
        #expect(styles["outside"] != nil && paint("outside") == nil)
    }
}

@Suite struct BarItemDynamicTypeTests {
    /// UIKit's bar button items keep their size at accessibility sizes; the content below scales.
    @Test func barItemsStayAtTheDefaultSizeWhileContentScales() {
        let f = frames(DeviceScreen(.iPhone15Pro) {
            NavigationStack {
                Text("Body").id("body")
                    .toolbar {
                        ToolbarItem(placement: .topBarTrailing) { Text("Edit").id("edit") }
                        ToolbarItem(placement: .bottomBar) { Text("3 left").id("status") }
                    }
            }
        }, ProposedViewSize(Device.iPhone15Pro.size)) { $0.dynamicTypeSize = .accessibility3 }
        #expect(isClose(f["edit"]?.height ?? 0, line) && isClose(f["status"]?.height ?? 0, line))
        // Body at AX3 is 40 pt: a 48-pt line.
        #expect(isClose(f["body"]?.height ?? 0, 48))
    }
}

@Suite struct ListSectionHeightTests {
    /// A row taller than 44 pt in one section used to make a later section's
    /// two-line footer lose a line: the sections shared out a concrete height at
    /// placement. Each section now has its ideal height.
    @Test func aTallRowLeavesLaterFootersWhole() {
        let f = frames(DeviceScreen(.iPhone15Pro) {
            List {
                Section { box(10, 50).listRowBackground(Rectangle().id("tall")) }
                Section { Text("N").listRowBackground(Rectangle().id("short")) } footer: {
                    Text("Allow notifications on the Lock Screen and in Notification Center.").id("foot")
                }
            }
        }, ProposedViewSize(Device.iPhone15Pro.size))
        // Footnote (13 pt) lines are 15.6 pt with the font-free engine, 18 apart
        // (HIG leading): two lines in the 393 − 2 × (20 + 20) = 313 pt the footer has.
        #expect(isClose(f["foot"]?.height ?? 0, 18 + 15.6))
        #expect(isClose(f["foot"]?.minX ?? 0, 40) && (f["foot"]?.width ?? .infinity) <= 313)
        // The 50-pt box keeps the 11-pt margins (72 pt); a one-line row is 44.
        #expect(isClose(f["tall"]?.height ?? 0, 72))
        #expect(isClose(f["short"]?.height ?? 0, 44))
        // Sections follow each other with the 35-pt gap; the footer is 7 pt under its card.
        #expect(isClose((f["short"]?.minY ?? 0) - (f["tall"]?.maxY ?? 0), ListMetrics.sectionSpacing))
        #expect(isClose((f["foot"]?.minY ?? 0) - (f["short"]?.maxY ?? 0), ListMetrics.footerTop))
    }
}
