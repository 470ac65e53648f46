import Foundation
import Testing
@testable import EaselScene

@Suite struct DataTests {
    let scope = DataScope(root: .object(["title": .string("Hi"), "votes": .number(25), "ratio": .number(0.5),
                                         "pets": .array([.object(["name": .string("Cat")])])]))

    @Test func placeholdersFillStringsAndBracesEscape() throws {
        #expect(try Interpolation.interpolate("{title}, {votes} votes ({ratio})", in: scope, maxLength: 100) == "Hi, 25 votes (0.5)")
        #expect(try Interpolation.interpolate("{{literal}} {pets.0.name}", in: scope, maxLength: 100) == "{literal} Cat")
    }

    @Test func aWholePlaceholderKeepsItsType() throws {
        #expect(Interpolation.wholeReference("{votes}") == "votes")
        #expect(Interpolation.wholeReference("{votes} votes") == nil)
        #expect(try Interpolation.resolve("votes", in: scope) == .number(25))
    }

    @Test func missingPathsSuggestTheNearestOne() {
        do { _ = try Interpolation.resolve("titel", in: scope); Issue.record("expected a failure") } catch let f as Interpolation.Failure {
            #expect(f.suggestion == "title")
        } catch { Issue.record("\(error)") }
    }

    @Test func expressionsAreNotEvaluated() {
        #expect(throws: Interpolation.Failure.self) { try Interpolation.interpolate("{votes + 1}", in: scope, maxLength: 100) }
    }

    @Test func setCreatesAndReplacesAtDottedPaths() throws {
        var s = try scene("data: {pets: [{name: Cat, votes: 1}]}\nbody: {Text: x}\n")
        try s.set("pets.0.votes=30")
        try s.set("owner.name=Ada")
        try s.set("flag=true")
        #expect(s.data.lookup(["pets", "0", "votes"]) == .number(30))
        #expect(s.data.lookup(["owner", "name"]) == .string("Ada"))
        #expect(s.data.lookup(["flag"]) == .bool(true))
        #expect(throws: SceneError.self) { try s.set("pets.7.name=x") }
        #expect(throws: SceneError.self) { try s.set("novalue") }
    }

    @Test func mergeReplacesTopLevelKeys() throws {
        var s = try scene("data: {a: 1, b: 2}\nbody: {Text: x}\n")
        s.merge(data: .object(["b": .number(3), "c": .number(4)]))
        #expect(s.data == .object(["a": .number(1), "b": .number(3), "c": .number(4)]))
    }

    @Test func truthiness() {
        #expect(!DataValue.null.isTruthy && !DataValue.number(0).isTruthy && !DataValue.string("").isTruthy && !DataValue.array([]).isTruthy)
        #expect(DataValue.number(2).isTruthy && DataValue.string("x").isTruthy && DataValue.bool(true).isTruthy)
    }
}
