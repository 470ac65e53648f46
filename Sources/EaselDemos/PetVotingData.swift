import Foundation
import Easel

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

    /// Every image of this area: the pet-voting screens plus the flow and columns layouts.
    public static var all: [Demo] {
        func w(_ width: CGFloat) -> ProposedViewSize { ProposedViewSize(width: width, height: nil) }
        let square = ProposedViewSize(width: 320, height: 320)
        let goldfishFirst = [Pet("Cat", votes: 16), Pet("Goldfish", votes: 25), Pet("Dog", votes: 9)]
        let catDogTied = [Pet("Cat", votes: 12), Pet("Goldfish", votes: 25), Pet("Dog", votes: 12)]
        let dogAheadOfCat = [Pet("Cat", votes: 9), Pet("Goldfish", votes: 25), Pet("Dog", votes: 16)]
        let threeWayTie = [Pet("Cat", votes: 16), Pet("Goldfish", votes: 16), Pet("Dog", votes: 16)]
        return [
            Demo("pet-leaderboard-320", size: w(320)) { PetLeaderboard() },
            Demo("pet-leaderboard-600", size: w(600)) { PetLeaderboard() },
            Demo("pet-leaderboard-rtl", size: w(320), configure: { $0.layoutDirection = .rightToLeft }) { PetLeaderboard() },
            Demo("pet-leaderboard-accessibility", size: w(320), configure: { $0.dynamicTypeSize = .accessibility1 }) {
                PetLeaderboard()
            },
            Demo("pet-buttons-horizontal", size: w(400)) { PetVotingButtons() },
            Demo("pet-buttons-narrow", size: w(220)) { PetVotingButtons() },
            Demo("pet-buttons-large-text", size: w(400), configure: { $0.dynamicTypeSize = .accessibility3 }) {
                PetVotingButtons()
            },
            Demo("pet-avatars", size: square) { PetRadialAvatars() },
            Demo("pet-avatars-goldfish-first", size: square) { PetRadialAvatars(pets: goldfishFirst) },
            Demo("pet-avatars-cat-dog-tied", size: square) { PetRadialAvatars(pets: catDogTied) },
            Demo("pet-avatars-dog-ahead-of-cat", size: square) { PetRadialAvatars(pets: dogAheadOfCat) },
            Demo("pet-avatars-three-way-tie", size: square) { PetRadialAvatars(pets: threeWayTie) },
            Demo("flow-leading", size: w(320)) { FlowDemo(alignment: .leading) },
            Demo("flow-center", size: w(320)) { FlowDemo(alignment: .center) },
            Demo("flow-trailing", size: w(320)) { FlowDemo(alignment: .trailing) },
            Demo("columns", size: w(360)) { ColumnsDemo() },
        ]
    }
}
