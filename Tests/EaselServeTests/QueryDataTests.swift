#if Serve
import EaselScene
@testable import EaselServe
import Foundation
import Testing

@Suite struct QueryDataTests {
    let defaults: DataValue = .object([
        "title": .string("Hi"), "votes": .number(3), "featured": .bool(false),
        "tags": .array([.string("a")]), "author": .object(["name": .string("Robin")]),
    ])

    func apply(_ query: String) throws -> DataValue {
        try QueryData.apply(QueryData.pairs(query), to: defaults, maxTextLength: 100)
    }

    @Test func valuesTakeTheirDefaultsTypes() throws {
        let d = try apply("title=42&votes=30&featured=true&author.name=Ada+Lovelace")
        #expect(d.lookup(["title"]) == .string("42"))
        #expect(d.lookup(["votes"]) == .number(30))
        #expect(d.lookup(["featured"]) == .bool(true))
        #expect(d.lookup(["author", "name"]) == .string("Ada Lovelace"))
    }

    @Test func percentEncodingAndRepeatedKeysForLists() throws {
        let d = try apply("title=Caf%C3%A9%20%26%20co&tags=Swift&tags=Linux")
        #expect(d.lookup(["title"]) == .string("Café & co"))
        #expect(d.lookup(["tags"]) == .array([.string("Swift"), .string("Linux")]))
    }

    @Test func keysWithoutADefaultAreReadLikeSet() throws {
        let d = try apply("count=7&flag=false&name=x")
        #expect(d.lookup(["count"]) == .number(7))
        #expect(d.lookup(["flag"]) == .bool(false))
        #expect(d.lookup(["name"]) == .string("x"))
    }

    @Test func optionsAreNotData() throws {
        let d = try apply("scale=2&width=300")
        #expect(d == defaults)
    }

    @Test(arguments: [
        ("votes=many", "votes", "expected a number"),
        ("featured=maybe", "featured", "expected true or false"),
        ("title=a&title=b", "title", "given 2 times"),
        ("author=Ada", "author", "set its fields"),
        ("a..b=1", "a..b", "not a data path"),
    ])
    func wrongValuesNameTheirKey(query: String, key: String, message: String) {
        #expect {
            try apply(query)
        } throws: { error in
            guard case ServeFailure.badQuery(let k, let m) = error else { return false }
            return k == key && m.contains(message)
        }
    }

    @Test func tooLongTextIsRefused() {
        #expect(throws: ServeFailure.self) { try apply("title=" + String(repeating: "x", count: 101)) }
    }
}
#endif
