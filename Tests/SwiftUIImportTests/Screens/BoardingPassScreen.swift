import SwiftUI

// A boarding pass as airline apps draw it: a card with the route in large
// monospaced codes, a grid of flight details, a dashed tear line and a barcode.

@Observable
final class BoardingPassModel {
    var passenger = "Ana Ferreira"
    var flight = "TP 1352"
    var from = ("LIS", "Lisbon")
    var to = ("CPH", "Copenhagen")
    var departure = "07:45"
    var arrival = "12:10"
    var gate = "B24"
    var seat = "14A"
    var group = "2"
    var boardingTime = "07:05"
}

struct BoardingPassScreen: View {
    @State private var model = BoardingPassModel()

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 0) {
                    VStack(spacing: 16) {
                        HStack {
                            Label("TAP Air Portugal", systemImage: "airplane")
                                .font(.subheadline.weight(.semibold))
                            Spacer()
                            Text(model.flight).font(.subheadline.monospacedDigit())
                        }
                        HStack(alignment: .bottom) {
                            AirportColumn(code: model.from.0, city: model.from.1, time: model.departure)
                            Spacer()
                            Image(systemName: "airplane")
                                .font(.title2)
                                .foregroundStyle(.secondary)
                                .padding(.bottom, 24)
                            Spacer()
                            AirportColumn(code: model.to.0, city: model.to.1, time: model.arrival, alignment: .trailing)
                        }
                    }
                    .padding(20)

                    Line()
                        .stroke(style: StrokeStyle(lineWidth: 1, dash: [6, 4]))
                        .foregroundStyle(.secondary)
                        .frame(height: 1)
                        .padding(.horizontal, 12)

                    Grid(alignment: .leading, horizontalSpacing: 24, verticalSpacing: 12) {
                        GridRow {
                            PassField(title: "Passenger", value: model.passenger)
                                .gridCellColumns(2)
                            PassField(title: "Seat", value: model.seat)
                        }
                        GridRow {
                            PassField(title: "Gate", value: model.gate)
                            PassField(title: "Boarding", value: model.boardingTime)
                            PassField(title: "Group", value: model.group)
                        }
                    }
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding(20)

                    HStack(spacing: 2) {
                        ForEach(0..<48, id: \.self) { index in
                            Rectangle().frame(width: index % 3 == 0 ? 3 : 1.5)
                        }
                    }
                    .frame(height: 56)
                    .padding(.bottom, 20)
                }
                .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 20, style: .continuous))
                .padding()

                Button {
                } label: {
                    Label("Save to Wallet", systemImage: "ticket")
                        .frame(maxWidth: .infinity)
                }
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
                .padding(.horizontal)
            }
            .navigationTitle("Boarding Pass")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

struct AirportColumn: View {
    let code: String
    let city: String
    let time: String
    var alignment: HorizontalAlignment = .leading

    var body: some View {
        VStack(alignment: alignment, spacing: 2) {
            Text(code).font(.system(size: 40, weight: .bold, design: .rounded))
            Text(city).font(.footnote).foregroundStyle(.secondary)
            Text(time).font(.headline.monospacedDigit())
        }
    }
}

struct PassField: View {
    let title: String
    let value: String

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(title.uppercased()).font(.caption2).foregroundStyle(.secondary)
            Text(value).font(.body.weight(.semibold))
        }
    }
}

struct Line: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
        return path
    }
}

struct BoardingPassScreen_Previews: PreviewProvider {
    static var previews: some View {
        BoardingPassScreen()
    }
}
