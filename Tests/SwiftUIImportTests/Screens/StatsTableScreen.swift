import SwiftUI

// A league table laid out with Grid: aligned columns, a header, dividers spanning all columns.

struct TeamRecord: Identifiable {
    let id: Int
    let team: String
    let played: Int
    let won: Int
    let drawn: Int
    let lost: Int
    var points: Int { won * 3 + drawn }
}

struct StatsTableScreen: View {
    let table = [
        TeamRecord(id: 1, team: "Rovers", played: 12, won: 9, drawn: 2, lost: 1),
        TeamRecord(id: 2, team: "United", played: 12, won: 8, drawn: 2, lost: 2),
        TeamRecord(id: 3, team: "Athletic", played: 12, won: 6, drawn: 4, lost: 2),
        TeamRecord(id: 4, team: "City", played: 12, won: 5, drawn: 3, lost: 4),
        TeamRecord(id: 5, team: "Wanderers", played: 12, won: 2, drawn: 3, lost: 7),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("League Table").font(.largeTitle.bold())
            Grid(alignment: .trailing, horizontalSpacing: 18, verticalSpacing: 10) {
                GridRow {
                    Text("#").gridColumnAlignment(.leading)
                    Text("Team").gridColumnAlignment(.leading)
                    Text("P"); Text("W"); Text("D"); Text("L"); Text("Pts")
                }
                .font(.caption.bold())
                .foregroundColor(.secondary)
                Divider().gridCellUnsizedAxes(.horizontal)
                ForEach(table) { row in
                    GridRow {
                        Text("\(row.id)").foregroundColor(.secondary)
                        Text(row.team).frame(maxWidth: .infinity, alignment: .leading)
                        Text("\(row.played)")
                        Text("\(row.won)")
                        Text("\(row.drawn)")
                        Text("\(row.lost)")
                        Text("\(row.points)").bold()
                    }
                    .monospacedDigit()
                    if row.id == 4 {
                        Divider().overlay(Color.red).gridCellUnsizedAxes(.horizontal)
                    }
                }
            }
            Spacer()
        }
        .padding()
    }
}
