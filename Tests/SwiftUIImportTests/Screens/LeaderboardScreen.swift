import SwiftUI

// An iOS 14-era leaderboard: an ObservableObject with @Published players, a podium
// for the top three, the rest in a grouped list with the current player highlighted.

struct Player: Identifiable {
    let id = UUID()
    let name: String
    let points: Int
    let initials: String
    var isMe = false
}

final class LeaderboardViewModel: ObservableObject {
    @Published var period = 0
    @Published var players = [
        Player(name: "Mira Okafor", points: 12_480, initials: "MO"),
        Player(name: "Jonas Weber", points: 11_920, initials: "JW"),
        Player(name: "Lucía Romero", points: 11_305, initials: "LR"),
        Player(name: "Kenji Sato", points: 9_870, initials: "KS"),
        Player(name: "You", points: 9_412, initials: "ME", isMe: true),
        Player(name: "Amara Diallo", points: 8_960, initials: "AD"),
        Player(name: "Theo Laurent", points: 8_405, initials: "TL"),
    ]
}

struct LeaderboardScreen: View {
    @ObservedObject var viewModel = LeaderboardViewModel()

    var body: some View {
        NavigationView {
            List {
                Section {
                    Picker("Period", selection: $viewModel.period) {
                        Text("Week").tag(0)
                        Text("Month").tag(1)
                        Text("All Time").tag(2)
                    }
                    .pickerStyle(SegmentedPickerStyle())

                    HStack(alignment: .bottom, spacing: 12) {
                        PodiumColumn(player: viewModel.players[1], place: 2, height: 70, color: .gray)
                        PodiumColumn(player: viewModel.players[0], place: 1, height: 96, color: .yellow)
                        PodiumColumn(player: viewModel.players[2], place: 3, height: 52, color: .orange)
                    }
                    .padding(.vertical, 8)
                }

                Section(header: Text("Rankings")) {
                    ForEach(Array(viewModel.players.enumerated().dropFirst(3)), id: \.element.id) { index, player in
                        HStack(spacing: 12) {
                            Text("\(index + 1)")
                                .font(.headline)
                                .frame(width: 28)
                                .foregroundColor(.secondary)
                            Text(player.initials)
                                .font(.caption.bold())
                                .frame(width: 36, height: 36)
                                .background(Circle().fill(Color.blue.opacity(0.15)))
                            Text(player.name).fontWeight(player.isMe ? .bold : .regular)
                            Spacer()
                            Text("\(player.points) pts").foregroundColor(.secondary)
                        }
                        .listRowBackground(player.isMe ? Color.blue.opacity(0.1) : Color(.secondarySystemGroupedBackground))
                    }
                }
            }
            .listStyle(InsetGroupedListStyle())
            .navigationBarTitle("Leaderboard")
            .navigationBarItems(trailing: Button(action: {}) {
                Image(systemName: "square.and.arrow.up")
            })
        }
    }
}

struct PodiumColumn: View {
    let player: Player
    let place: Int
    let height: CGFloat
    let color: Color

    var body: some View {
        VStack(spacing: 6) {
            Text(player.initials)
                .font(.headline)
                .frame(width: 48, height: 48)
                .background(Circle().fill(color.opacity(0.3)))
            Text(player.name.components(separatedBy: " ").first ?? player.name)
                .font(.caption)
                .lineLimit(1)
            Text("\(player.points)")
                .font(.caption2)
                .foregroundColor(.secondary)
            ZStack {
                RoundedRectangle(cornerRadius: 8).fill(color)
                Text("\(place)").font(.title2.bold()).foregroundColor(.white)
            }
            .frame(height: height)
        }
        .frame(maxWidth: .infinity)
    }
}

struct LeaderboardScreen_Previews: PreviewProvider {
    static var previews: some View {
        LeaderboardScreen()
    }
}
