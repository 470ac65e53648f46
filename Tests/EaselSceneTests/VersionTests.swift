import Foundation
import Testing
import EaselCairo
import EaselText
@testable import EaselScene

@Suite struct VersionTests {
    /// What pkg-config says is installed: the libraries the binary loads on this machine.
    static func installed(_ pkg: String) throws -> String {
        let p = Process(), out = Pipe()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["pkg-config", "--modversion", pkg]
        p.standardOutput = out
        try p.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func versionNamesEaselAndTheLibrariesItRunsOn() throws {
        let r = try Easel.run(["--version"])
        #expect(r.status == 0)
        let lines = String(decoding: r.stdout, as: UTF8.self).split(separator: "\n").map(String.init)
        #expect(lines.first == "easel \(EaselVersion.string)")
        #expect(lines.dropFirst().first == "cairo \(try Self.installed("cairo")), pango \(try Self.installed("pango")), harfbuzz \(try Self.installed("harfbuzz"))")
        #expect(LibraryVersions.cairo.split(separator: ".").count == 3)
    }
}
