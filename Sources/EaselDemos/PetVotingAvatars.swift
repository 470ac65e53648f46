import Foundation
import Easel

/// Pet avatars on a circle, turned by their ranks so the leader is on top; a
/// three-way tie switches the same subviews to a row through `AnyLayout`.
public struct PetRadialAvatars: View {
    public var pets: [PetVotingDemos.Pet]
    public init(pets: [PetVotingDemos.Pet] = PetVotingDemos.pets) { self.pets = pets }

    var isThreeWayTie: Bool { pets.count == 3 && Set(pets.map(\.votes)).count == 1 }

    public var body: some View {
        let layout = isThreeWayTie ? AnyLayout(HStackLayout()) : AnyLayout(RadialLayout())
        Podium()
            .overlay {
                layout {
                    ForEach(pets) { pet in
                        PetAvatar(pet: pet)
                            .layoutValue(key: RadialLayout.Rank.self, value: PetVotingDemos.rank(pet, in: pets))
                            .id("avatar-\(pet.type)")
                    }
                }
                .animation(.default, value: pets)
            }
    }
}

/// A coloured disc with the pet's initial; its name and votes hang below as
/// an overlay, so the disc alone is the subview the radial layout centres.
struct PetAvatar: View {
    let pet: PetVotingDemos.Pet
    var body: some View {
        Circle()
            .fill(pet.color)
            .frame(width: 64, height: 64)
            .overlay {
                Text(pet.initial).font(.title).bold().foregroundStyle(.white)
            }
            .overlay(alignment: .bottom) {
                Text("\(pet.type) \(pet.votes)").font(.caption).foregroundStyle(.secondary)
                    .fixedSize()
                    .offset(y: 20)
            }
    }
}

/// The stage: a soft panel with the orbit the avatars sit on.
struct Podium: View {
    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 24).fill(Color(red: 0.95, green: 0.96, blue: 0.98))
            // Radius min(w, h) / 3, as RadialLayout uses: a circle 2/3 of the side across.
            Circle()
                .stroke(Color(red: 0.80, green: 0.83, blue: 0.90), style: StrokeStyle(lineWidth: 2, dash: [6, 6]))
                .padding(320 / 6)
        }
    }
}
