import Foundation
import Testing

/// The Makefile's install, dist and deps targets, read as `make -n` prints them
/// (building a release here would take minutes; `make dist` is checked by hand, see the README).
@Suite struct PackagingTests {
    static func dryRun(_ args: [String]) throws -> String {
        let p = Process(), out = Pipe()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["make", "-n", "-C", Fixtures.root.path] + args
        p.standardOutput = out
        p.standardError = Pipe()
        try p.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        return text
    }

    static func osRelease(_ text: String) throws -> String {
        let url = try temporaryDirectory().appendingPathComponent("os-release")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    @Test func depsNamesLibjpegTurboAsEachDistributionDoes() throws {
        let ubuntu = try Self.dryRun(["deps", "OS_RELEASE=" + Self.osRelease("NAME=\"Ubuntu\"\nID=ubuntu\nID_LIKE=debian\nVERSION_ID=\"22.04\"\n")])
        #expect(ubuntu.contains(" libjpeg-turbo8-dev ") && !ubuntu.contains("libjpeg62"))
        let mint = try Self.dryRun(["deps", "OS_RELEASE=" + Self.osRelease("ID=linuxmint\nID_LIKE=\"ubuntu debian\"\n")])
        #expect(mint.contains(" libjpeg-turbo8-dev "))
        let debian = try Self.dryRun(["deps", "OS_RELEASE=" + Self.osRelease("ID=debian\nVERSION_ID=\"12\"\n")])
        #expect(debian.contains(" libjpeg62-turbo-dev ") && !debian.contains("turbo8"))
        #expect(debian.contains(" python3-jsonschema"))
    }

    @Test func installAndDistLinkTheSwiftRuntimeIn() throws {
        let install = try Self.dryRun(["install", "PREFIX=/opt/easel-test"])
        #expect(install.contains("swift build -c release --product easel --static-swift-stdlib"))
        #expect(install.contains("\"/opt/easel-test/bin/easel\""))
        // Metadata by direct accessors, not by demangling (Benchmarks/README.md, "Cold start of the installed binary").
        #expect(install.contains("-Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors"))
        let dist = try Self.dryRun(["dist"])
        #expect(dist.contains("--static-swift-stdlib"))
        #expect(dist.range(of: #"dist/easel-[0-9.]+-linux-[a-z0-9_]+\.tar\.gz"#, options: .regularExpression) != nil)
        #expect(dist.contains("LICENSE README.md"))
    }
}
