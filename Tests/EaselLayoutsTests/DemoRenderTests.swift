import Foundation
import Testing
import Easel
import EaselDemos

/// The pet-voting demos through the real renderer and Pango text: frames are
/// checked against texts measured on their own with the same engine.
@Suite struct DemoRenderTests {
    func demo(_ name: String) throws -> Demo { try #require(PetVotingDemos.all.first { $0.name == name }) }

    /// The ideal size of a single text under a demo's environment.
    func measured(_ text: String, _ d: Demo) -> CGSize {
        let r = ImageRenderer(content: Text(text).id("t"))
        d.configure(&r.environment)
        return r.layout()["t"]!.frame.size
    }

    @Test(arguments: ["pet-leaderboard-320", "pet-leaderboard-600", "pet-leaderboard-rtl", "pet-leaderboard-accessibility"])
    func leaderboardColumns(_ name: String) throws {
        let d = try demo(name)
        let f = d.renderer().layout().mapValues(\.frame)
        let width = d.proposedSize.width!
        let rtl = name.hasSuffix("rtl")
        let nameW = measured("Goldfish", d).width, countW = measured("25", d).width
        for pet in PetVotingDemos.pets {
            let nameF = try #require(f["name-\(pet.type)"]), bar = try #require(f["bar-\(pet.type)"])
            let count = try #require(f["count-\(pet.type)"]), divider = try #require(f["divider-\(pet.type)"])
            // Leading names, trailing counts, 16-point padding, 8-point column spacing.
            #expect(abs((rtl ? width - nameF.maxX : nameF.minX) - 16) < 1e-6)
            #expect(abs((rtl ? count.minX : width - count.maxX) - 16) < 1e-6)
            #expect(abs(bar.width - (width - 32 - 16 - nameW - countW)) < 1e-6)
            #expect(abs((rtl ? width - bar.maxX : bar.minX) - (16 + nameW + 8)) < 1e-6)
            #expect(bar.height == 4)
            #expect(abs(divider.width - (width - 32)) < 1e-6 && abs(divider.minX - 16) < 1e-6)
            #expect(divider.minY > nameF.maxY)
        }
    }

    @Test func buttonsShareTheWidestIdealWidthSideBySide() throws {
        let d = try demo("pet-buttons-horizontal")
        let f = d.renderer().layout().mapValues(\.frame)
        let frames = try PetVotingDemos.pets.map { try #require(f["button-\($0.type)"]) }
        let widest = measured("Goldfish", d).width + 24       // label plus the regular bordered padding
        for b in frames { #expect(abs(b.width - widest) < 1e-6) }
        #expect(Set(frames.map(\.minY)).count == 1)
        #expect(abs(frames[1].minX - frames[0].maxX - 8) < 1e-6 && abs(frames[2].minX - frames[1].maxX - 8) < 1e-6)
        // The row is its own ideal width inside the 16-point padding.
        #expect(abs(frames[0].minX - 16) < 1e-6)
    }

    @Test(arguments: ["pet-buttons-narrow", "pet-buttons-large-text"])
    func buttonsStackWhenTheyDoNotFit(_ name: String) throws {
        let d = try demo(name)
        let f = d.renderer().layout().mapValues(\.frame)
        let frames = try PetVotingDemos.pets.map { try #require(f["button-\($0.type)"]) }
        #expect(Set(frames.map(\.minX)).count == 1)
        #expect(Set(frames.map(\.width)).count == 1)
        #expect(frames[0].maxY < frames[1].minY && frames[1].maxY < frames[2].minY)
    }

    @Test func avatarsSitOnTheRadiusAndATieMakesARow() throws {
        let f = try demo("pet-avatars-goldfish-first").renderer().layout().mapValues(\.frame)
        let avatars = try ["Cat", "Goldfish", "Dog"].map { try #require(f["avatar-\($0)"]) }
        for a in avatars {
            #expect(abs(hypot(a.midX - 160, a.midY - 160) - 320.0 / 3) < 1e-6)
        }
        // Goldfish (rank 1) highest, then Cat (2), then Dog (3).
        #expect(avatars[1].midY < avatars[0].midY && avatars[0].midY < avatars[2].midY)
        #expect(abs(avatars[1].midY - (160 - 320.0 / 3 * cos(Double.pi / 6))) < 1e-6)

        let tie = try demo("pet-avatars-three-way-tie").renderer().layout().mapValues(\.frame)
        let row = try ["Cat", "Goldfish", "Dog"].map { try #require(tie["avatar-\($0)"]) }
        #expect(Set(row.map(\.midY)).count == 1)
        #expect(row[0].maxX < row[1].minX && row[1].maxX < row[2].minX)
    }
}
