import Foundation
import Testing
@testable import EaselScene

/// Files nesting 5,000 deep once crashed Yams's recursive composer; the depth
/// is now counted on libyaml's events before any tree is built.
@Suite struct NestingDepthTests {
    static let depth = 5_000

    static let cases: [(name: String, text: String, location: String)] = [
        ("yaml-flow", "body: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "\n", "1:107"),
        ("yaml-flow-mapping", "body: " + String(repeating: "{a: ", count: depth) + "1" + String(repeating: "}", count: depth) + "\n", "1:407"),
        ("yaml-block", "body:\n" + String(repeating: "- ", count: depth) + "x\n", "2:201"),
        ("json", "{\"body\": " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}", "1:110"),
        ("json-objects", String(repeating: "{\"a\":", count: depth) + "1" + String(repeating: "}", count: depth), "1:506"),
    ]

    @Test(arguments: cases.map(\.name))
    func aDeepSceneIsRefusedWhileScanned(_ name: String) throws {
        let c = NestingDepthTests.cases.first { $0.name == name }!
        do {
            _ = try Scene(data: Data(c.text.utf8), file: "\(name).yaml", baseDirectory: FileManager.default.temporaryDirectory)
            Issue.record("\(name) was accepted")
        } catch let e as SceneError {
            #expect("\(e)".hasPrefix("\(name).yaml:\(c.location): "), "\(e)")
            #expect(e.message.hasPrefix("nested deeper than 100 levels (limit maxDepth; raise it with --limit maxDepth="), "\(e)")
        }
    }

    @Test func deepDataFilesAndRecordsAreRefusedToo() throws {
        let json = String(repeating: "{\"a\":", count: 5_000) + "1" + String(repeating: "}", count: 5_000)
        do {
            _ = try Scene.loadData(Data(json.utf8), file: "data.json")
            Issue.record("accepted")
        } catch {
            #expect("\(error)".hasPrefix("data.json:1:506: a.a.a.a.…"), "\(error)")
        }
    }

    @Test func exactlyTheLimitIsAccepted() throws {
        // body at depth 1, then 99 lists: the innermost value sits at depth 100, the limit.
        let ok = "body: " + String(repeating: "[", count: 99) + "Text" + String(repeating: "]", count: 99) + "\n"
        let root = try SceneDocumentParser.parse(Data(ok.utf8), file: "ok.yaml", maxBytes: 1 << 20)
        #expect(root.mapping?.count == 1)
        let over = "body: " + String(repeating: "[", count: 100) + "Text" + String(repeating: "]", count: 100) + "\n"
        #expect(throws: SceneError.self) { try SceneDocumentParser.parse(Data(over.utf8), file: "x.yaml", maxBytes: 1 << 20) }
    }
}
