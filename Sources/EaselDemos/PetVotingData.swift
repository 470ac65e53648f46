import Foundation
import EaselCore

/// The pet-voting app of WWDC22 "Compose custom layouts with SwiftUI", as
/// static images: a leaderboard grid, equal-width voting buttons, radial avatars.
public enum PetVotingDemos {
    public struct Pet: Identifiable, Hashable, Sendable {
        public var type: String
        public var votes: Int
        public var id: String { type }
        public init(_ type: String, votes: Int) { self.type = type; self.votes = votes }

        var initial: String { String(type.prefix(1)) }
        var color: Color {
            switch type {
            case "Cat": return .indigo
            case "Goldfish": return .orange
            case "Dog": return .brown
            default: return .teal
            }
        }
    }

    /// The data.
    public static let pets = [Pet("Cat", votes: 25), Pet("Goldfish", votes: 9), Pet("Dog", votes: 16)]

    /// 1 for the most votes; tied pets share a rank.
    static func rank(_ pet: Pet, in pets: [Pet]) -> Int { 1 + pets.filter { $0.votes > pet.votes }.count }

    public typealias Demo = (name: String, view: AnyView, size: ProposedViewSize, scale: CGFloat,
                             environment: (inout EnvironmentValues) -> Void)

    /// Every image of this area: the pet-voting screens plus the flow and columns layouts.
    public static var all: [Demo] {
        func demo<V: View>(_ name: String, _ view: V, width: CGFloat?, height: CGFloat? = nil,
                           _ env: @escaping (inout EnvironmentValues) -> Void = { _ in }) -> Demo {
            (name, AnyView(view), ProposedViewSize(width: width, height: height), 2, env)
        }
        let goldfishFirst = [Pet("Cat", votes: 16), Pet("Goldfish", votes: 25), Pet("Dog", votes: 9)]
        let catDogTied = [Pet("Cat", votes: 12), Pet("Goldfish", votes: 25), Pet("Dog", votes: 12)]
        let dogAheadOfCat = [Pet("Cat", votes: 9), Pet("Goldfish", votes: 25), Pet("Dog", votes: 16)]
        let threeWayTie = [Pet("Cat", votes: 16), Pet("Goldfish", votes: 16), Pet("Dog", votes: 16)]
        return [
            demo("pet-leaderboard-320", PetLeaderboard(), width: 320),
            demo("pet-leaderboard-600", PetLeaderboard(), width: 600),
            demo("pet-leaderboard-rtl", PetLeaderboard(), width: 320) { $0.layoutDirection = .rightToLeft },
            demo("pet-leaderboard-accessibility", PetLeaderboard(), width: 320) { $0.dynamicTypeSize = .accessibility1 },
            demo("pet-buttons-horizontal", PetVotingButtons(), width: 400),
            demo("pet-buttons-narrow", PetVotingButtons(), width: 220),
            demo("pet-buttons-large-text", PetVotingButtons(), width: 400) { $0.dynamicTypeSize = .accessibility3 },
            demo("pet-avatars", PetRadialAvatars(), width: 320, height: 320),
            demo("pet-avatars-goldfish-first", PetRadialAvatars(pets: goldfishFirst), width: 320, height: 320),
            demo("pet-avatars-cat-dog-tied", PetRadialAvatars(pets: catDogTied), width: 320, height: 320),
            demo("pet-avatars-dog-ahead-of-cat", PetRadialAvatars(pets: dogAheadOfCat), width: 320, height: 320),
            demo("pet-avatars-three-way-tie", PetRadialAvatars(pets: threeWayTie), width: 320, height: 320),
            demo("flow-leading", FlowDemo(alignment: .leading), width: 320),
            demo("flow-center", FlowDemo(alignment: .center), width: 320),
            demo("flow-trailing", FlowDemo(alignment: .trailing), width: 320),
            demo("columns", ColumnsDemo(), width: 360),
        ]
    }
}
