import Foundation
import Easel

/// One bordered button per pet, all as wide as the widest: side by side when
/// they fit, otherwise (narrow width, large text) stacked.
public struct PetVotingButtons: View {
    public var pets: [PetVotingDemos.Pet]
    public init(pets: [PetVotingDemos.Pet] = PetVotingDemos.pets) { self.pets = pets }

    public var body: some View {
        ViewThatFits {
            EqualWidthHStack { buttons }
            EqualWidthVStack { buttons }
        }
        .buttonStyle(.bordered)
        .padding()
        .background(.white)
    }

    @ViewBuilder var buttons: some View {
        ForEach(pets) { pet in
            Button {
            } label: {
                // Flexible labels let the layout stretch every button to the widest.
                Text(pet.type).frame(maxWidth: .infinity)
            }
            .id("button-\(pet.type)")
        }
    }
}
