import ArgumentParser
import Foundation
import Easel
import EaselDemos

/// `easel demo --out DIR`: renders every built-in demo as PNG and SVG.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Render the built-in demos (PNG and SVG) into a folder.",
        discussion: "Prints each file it writes. Use --only to render demos whose name contains a word.")

    @Option(name: .shortAndLong, help: "The folder to write into (created if missing).")
    var out: String = "out"

    @Option(help: "Render only demos whose name contains this text.")
    var only: String?

    @Flag(help: "List the demos instead of rendering them.")
    var list = false

    func run() throws {
        let demos = AllDemos.all.filter { only.map($0.name.contains) ?? true }
        if list { demos.forEach { print($0.name) }; return }
        let dir = URL(fileURLWithPath: out, isDirectory: true)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        for demo in demos {
            let r = demo.renderer()
            for ext in ["png", "svg"] {
                let url = dir.appendingPathComponent("\(demo.name).\(ext)")
                try r.write(to: url)
                print(url.path)
            }
            for warning in r.diagnostics { FileHandle.standardError.write(Data("\(demo.name): warning: \(warning)\n".utf8)) }
        }
    }
}
