import Foundation
import Testing
@testable import EaselCore

struct PetRow: Identifiable { let id: String; let votes: Int }
let pets = [PetRow(id: "Cat", votes: 25), PetRow(id: "Goldfish", votes: 9), PetRow(id: "Dog", votes: 16)]

/// The WWDC22 leaderboard: name, bar, count (trailing), a divider after each row.
struct Leaderboard: View {
    var body: some View {
        Grid(alignment: .leading) {
            ForEach(pets) { pet in
                GridRow {
                    Text(pet.id).id("name-\(pet.id)")
                    ProgressView(value: Double(pet.votes), total: 50).id("bar-\(pet.id)")
                    Text("\(pet.votes)").gridColumnAlignment(.trailing).id("count-\(pet.id)")
                }
                Divider().id("divider-\(pet.id)")
            }
        }
    }
}

@Suite struct GridTests {
    @Test func leaderboardColumnsFitTheirWidestCellAndTheBarTakesTheRest() {
        let f = frames(Leaderboard(), ProposedViewSize(width: 300, height: nil))
        let nameW = 8 * char, countW = 2 * char          // "Goldfish", "25"
        let barW = 300 - 2 * 8 - nameW - countW
        var y: CGFloat = 0
        for pet in pets {
            #expect(isClose(f["name-\(pet.id)"], CGRect(x: 0, y: y, width: CGFloat(pet.id.count) * char, height: line)))
            #expect(isClose(f["bar-\(pet.id)"], CGRect(x: nameW + 8, y: y + (line - 4) / 2, width: barW, height: 4)))
            let countText = CGFloat("\(pet.votes)".count) * char
            // Trailing column alignment: the count's right edge is the grid's right edge.
            #expect(isClose(f["count-\(pet.id)"], CGRect(x: 300 - countText, y: y, width: countText, height: line)))
            y += line + 8
            // Dividers are full-width rows one pixel tall.
            #expect(isClose(f["divider-\(pet.id)"], CGRect(x: 0, y: y, width: 300, height: 1)))
            y += 1 + 8
        }
    }

    @Test func idealGridUsesIdealColumnWidths() {
        let root = place(Leaderboard(), .unspecified)
        // A flexible bar has the ideal width of any unproposed flexible view: 10.
        #expect(isClose(root.frame.width, 8 * char + 8 + 10 + 8 + 2 * char))
        #expect(isClose(root.frame.height, 3 * line + 3 * 1 + 5 * 8))
    }

    @Test func rightToLeftMirrorsColumns() {
        let f = frames(Leaderboard(), ProposedViewSize(width: 300, height: nil)) { $0.layoutDirection = .rightToLeft }
        #expect(isClose(f["name-Cat"]?.maxX ?? 0, 300))
        #expect(isClose(f["count-Goldfish"]?.minX ?? -1, 0))
        #expect(isClose(f["bar-Cat"]?.maxX ?? 0, 300 - 8 * char - 8))
    }

    @Test func spanningCellTakesItsColumnsAndTheSpacingBetween() {
        let f = frames(Grid(horizontalSpacing: 6, verticalSpacing: 4) {
            GridRow { box(50, 10); box(30, 10) }
            GridRow { Rectangle().frame(height: 10).gridCellColumns(2).id("span") }
        }, .unspecified)
        #expect(isClose(f["span"], CGRect(x: 0, y: 14, width: 86, height: 10)))
    }

    @Test func wideSpanningCellWidensItsColumnsEvenly() {
        let f = frames(Grid(horizontalSpacing: 8) {
            GridRow { box(20, 10).id("a"); box(20, 10).id("b") }
            GridRow { box(100, 10).gridCellColumns(2) }
        }, .unspecified)
        // 100 needed, 48 available: each column grows by 26 to 46; cells centred in them.
        #expect(isClose(f["a"], CGRect(x: 13, y: 0, width: 20, height: 10)))
        #expect(isClose(f["b"], CGRect(x: 46 + 8 + 13, y: 0, width: 20, height: 10)))
    }

    @Test func viewOutsideGridRowSpansAllColumns() {
        let f = frames(Grid(horizontalSpacing: 8, verticalSpacing: 0) {
            GridRow { box(20, 10); box(30, 10); box(40, 10) }
            Rectangle().frame(height: 2).id("rule")
        }, .unspecified)
        #expect(isClose(f["rule"], CGRect(x: 0, y: 10, width: 20 + 30 + 40 + 16, height: 2)))
    }

    @Test func unsizedAxesKeepAWideCellFromSizingTheColumns() {
        let title = "a rather long title"
        let sized = place(Grid {
            GridRow { Text("abc"); Text("de") }
            Text(title)
        }, .unspecified)
        #expect(isClose(sized.frame.width, CGFloat(title.count) * char))
        let f = frames(Grid {
            GridRow { Text("abc"); Text("de") }
            Text(title).gridCellUnsizedAxes(.horizontal).id("title")
        }, .unspecified)
        let gridW = 5 * char + 8
        // The title is offered the grid's width and wraps to it.
        #expect((f["title"]?.width ?? .infinity) <= gridW)
        #expect((f["title"]?.height ?? 0) > line)
    }

    @Test func cellAnchorAndRowAlignment() {
        let f = frames(Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow(alignment: .top) { box(100, 100); box(10, 10).id("top"); box(20, 20) }
            GridRow { box(10, 40); box(10, 10).gridCellAnchor(.bottomTrailing).id("anchored"); box(20, 20).id("centred") }
        }, .unspecified)
        #expect(isClose(f["top"], CGRect(x: 100, y: 0, width: 10, height: 10)))
        #expect(isClose(f["anchored"], CGRect(x: 100, y: 130, width: 10, height: 10)))
        #expect(isClose(f["centred"], CGRect(x: 110, y: 110, width: 20, height: 20)))
    }

    @Test func firstColumnAlignmentAppliesToEveryRow() {
        let f = frames(Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { box(50, 10) }
            GridRow { box(10, 10).gridColumnAlignment(.trailing).id("b") }
            GridRow { box(20, 10).id("c") }
        }, .unspecified)
        #expect(isClose(f["b"]?.minX ?? 0, 40))
        #expect(isClose(f["c"]?.minX ?? 0, 30))
    }

    @Test func gridLayoutWorksThroughAnyLayout() {
        let layout = AnyLayout(GridLayout(horizontalSpacing: 4, verticalSpacing: 4))
        let f = frames(layout {
            GridRow { box(30, 10); box(10, 10).id("b") }
            GridRow { box(10, 10); box(20, 10).id("d") }
        }, .unspecified)
        #expect(isClose(f["b"], CGRect(x: 34 + 5, y: 0, width: 10, height: 10)))
        #expect(isClose(f["d"], CGRect(x: 34, y: 14, width: 20, height: 10)))
    }

    @Test func gridRowOutsideAGridActsAsAGroup() {
        let f = frames(VStack(spacing: 0) { GridRow { box(10, 10).id("a"); box(10, 10).id("b") } }, .unspecified)
        #expect(isClose(f["b"], CGRect(x: 0, y: 10, width: 10, height: 10)))
    }
}
