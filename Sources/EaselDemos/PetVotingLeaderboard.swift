import Foundation
import Easel

/// The leaderboard: one grid row per pet (name, share of the votes, count) with
/// a divider after each. The name column is as wide as the longest name, the
/// count column as wide as the widest count, and the bars take what is left.
public struct PetLeaderboard: View {
    public var pets: [PetVotingDemos.Pet]
    public init(pets: [PetVotingDemos.Pet] = PetVotingDemos.pets) { self.pets = pets }

    var totalVotes: Int { pets.reduce(0) { $0 + $1.votes } }

    public var body: some View {
        Grid(alignment: .leading) {
            ForEach(pets) { pet in
                GridRow {
                    Text(pet.type).id("name-\(pet.type)")
                    ProgressView(value: Double(pet.votes), total: Double(max(totalVotes, 1))).id("bar-\(pet.type)")
                    Text("\(pet.votes)")
                        .gridColumnAlignment(.trailing)
                        .id("count-\(pet.type)")
                }
                Divider().id("divider-\(pet.type)")
            }
        }
        .padding()
        .background(.white)
    }
}
