import Foundation
import Testing
@testable import EaselScene
import EaselCairo
import EaselText

@Suite struct ParsingTests {
    @Test func plainScalarsFollowTheCoreSchemaAndQuotedOnesStayStrings() throws {
        let node = try SceneDocumentParser.parse(Data("{a: 12.5, b: '12', c: true, d: yes, e: ~, f: -3, g: .inf}".utf8), file: "t", maxBytes: 1 << 20)
        let values = DataValue(node)
        #expect(values == .object(["a": .number(12.5), "b": .string("12"), "c": .bool(true), "d": .string("yes"),
                                   "e": .null, "f": .number(-3), "g": .number(.infinity)]))
    }

    /// The scene reader composes with Yams's rule-free resolver and types plain
    /// scalars itself; these are the forms where YAML 1.1's int/float rules and a
    /// plain `Double` parse disagree, so each must come out as it always did.
    @Test func plainScalarsKeepTheirTypesWithoutYamsRegexResolver() throws {
        let text = "{a: -.5, b: .5e3, c: .5e+3, d: !!str 7, e: 1e3, f: +5, g: 0123, h: 1_000, i: 2001-12-14, j: 5., k: .nan, l: '', m: ~}"
        let node = try SceneDocumentParser.parse(Data(text.utf8), file: "t", maxBytes: 1 << 20)
        guard case .object(var values) = DataValue(node) else { Issue.record("not a mapping"); return }
        if case .number(let nan)? = values.removeValue(forKey: "k") { #expect(nan.isNaN) } else { Issue.record("k: .nan is not a number") }
        #expect(values == ["a": .string("-.5"), "b": .string(".5e3"), "c": .number(500), "d": .string("7"),
                           "e": .number(1000), "f": .number(5), "g": .number(123), "h": .string("1_000"),
                           "i": .string("2001-12-14"), "j": .number(5), "l": .string(""), "m": .null])
    }

    @Test func jsonAndYamlGiveTheSameModel() throws {
        let yaml = try SceneDocumentParser.parse(Data("title: Hi\nitems: [1, 2]\nnested: {ok: false}\n".utf8), file: "a.yaml", maxBytes: 1 << 20)
        let json = try SceneDocumentParser.parse(Data(#"{"title": "Hi", "items": [1, 2], "nested": {"ok": false}}"#.utf8), file: "a.json", maxBytes: 1 << 20)
        #expect(DataValue(yaml) == DataValue(json))
    }

    @Test func jsonErrorsAreLocatedToo() {
        let json = "{\n  \"body\": {\n    \"Text\": \"Hi\",\n    \"frame\": {\"width\": \"wide\"}\n  }\n}\n"
        #expect(failure(json) == #"test.yaml:4:24: body.frame.width: expected a number, got "wide""#)
    }

    @Test func positionsAreOneBasedLineAndColumn() throws {
        let node = try SceneDocumentParser.parse(Data("a:\n  b: 1\n".utf8), file: "t", maxBytes: 100)
        let b = try #require(node.value(forKey: "a")?.value(forKey: "b"))
        #expect(b.location == SourceLocation(line: 2, column: 6))
    }

    @Test func oversizedInputIsRefusedBeforeParsing() {
        #expect(throws: SceneError.self) { try SceneDocumentParser.parse(Data(count: 101), file: "t", maxBytes: 100) }
    }

    @Test func suggestionsFindTyposButNotUnrelatedWords() {
        #expect(Suggestions.nearest(to: "Vstack", in: ["VStack", "HStack", "Text"]) == "VStack")
        #expect(Suggestions.nearest(to: "forgroundStyle", in: ["foregroundStyle", "font"]) == "foregroundStyle")
        #expect(Suggestions.nearest(to: "banana", in: ["VStack", "Text"]) == nil)
        #expect(Suggestions.distance(Array("ab"), Array("ba")) == 1)
    }

    @Test func sha256MatchesKnownDigests() {
        #expect(SHA256.hex(Data()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(Data("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        // Two blocks: the padding crosses a block boundary.
        #expect(SHA256.hex(Data("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }
}
