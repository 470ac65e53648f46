import Foundation
import Testing

/// The flags SwiftPM takes from pkg-config for Easel's system-library targets. SwiftPM
/// keeps only -I and -F from Cflags (following Requires and Requires.private) and -L, -l,
/// -F, -framework, -w from Libs; anything else it drops with `warning: prohibited flag(s)`,
/// printed in every build of every package that depends on Easel. `pkg-config --cflags
/// --libs` walks the same requirements, so its output shows what SwiftPM would refuse.
@Suite struct PkgConfigFlagsTests {
    static let pangoPublicPC = Fixtures.root.appendingPathComponent("Sources/CPango/pango-public.pc").path
    static let debianPango = FileManager.default.fileExists(atPath: "/usr/include/pango-1.0/pango/pangocairo.h")

    static func run(_ tool: String, _ args: [String]) throws -> (status: Int32, output: String) {
        let p = Process(), out = Pipe()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = [tool] + args
        p.standardOutput = out
        p.standardError = out
        try p.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        return (p.terminationStatus, text)
    }

    static func flags(_ kind: String, _ pc: String) throws -> [String] {
        let (status, output) = try run("pkg-config", [kind, pc])
        #expect(status == 0, "pkg-config \(kind) \(pc): \(output)")
        return output.split(whereSeparator: \.isWhitespace).map(String.init)
    }

    /// The pkg-config names Package.swift gives its `system(...)` targets, read from the
    /// manifest so that a new C library is checked too (CPango's name is a variable).
    static func manifestNames() throws -> [String] {
        let manifest = try String(contentsOf: Fixtures.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let pattern = try NSRegularExpression(pattern: #"system\("C\w+", "([^"]+)""#)
        return pattern.matches(in: manifest, range: NSRange(manifest.startIndex..., in: manifest)).map {
            String(manifest[Range($0.range(at: 1), in: manifest)!])
        }
    }

    @Test(.enabled(if: debianPango)) func everySystemLibraryGivesOnlyFlagsSwiftPMKeeps() throws {
        let names = try Self.manifestNames()
        #expect(names.count == 8, "\(names)")  // cairo … libdeflate, libisal: the regex must keep finding them all
        for pc in names + [Self.pangoPublicPC] {
            let refusedC = try Self.flags("--cflags", pc).filter { !$0.hasPrefix("-I") && !$0.hasPrefix("-F") }
            let refusedL = try Self.flags("--libs", pc).filter { !$0.hasPrefix("-L") && !$0.hasPrefix("-l") }
            #expect(refusedC.isEmpty && refusedL.isEmpty, "\(pc) would print: warning: prohibited flag(s): \(refusedC + refusedL)")
        }
    }

    @Test(.enabled(if: debianPango)) func pangoPublicCompilesTheShimAndLinksPango() throws {
        let cflags = try Self.flags("--cflags", Self.pangoPublicPC)
        #expect(cflags.contains("-I/usr/include/pango-1.0"))
        // glibconfig.h lives in the architecture's folder (/usr/lib/x86_64-linux-gnu/…), given by glib-2.0.pc.
        #expect(cflags.contains { $0.hasPrefix("-I/usr/lib/") && $0.hasSuffix("/glib-2.0/include") })
        let libs = try Self.flags("--libs", Self.pangoPublicPC)
        for lib in ["-lpangocairo-1.0", "-lpangoft2-1.0", "-lpango-1.0", "-lgobject-2.0", "-lglib-2.0", "-lharfbuzz", "-lcairo"] {
            #expect(libs.contains(lib), "\(lib) missing from \(libs)")
        }
        // Every header CPango's module map exports must compile with these flags alone.
        let shim = Fixtures.root.appendingPathComponent("Sources/CPango/shim.h").path
        let (status, output) = try Self.run("clang", ["-fsyntax-only", "-x", "c", shim] + cflags)
        #expect(status == 0, "\(output)")
    }
}
