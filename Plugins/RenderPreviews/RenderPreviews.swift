import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory render-previews --target MyViews --output Docs/Images`
/// (`--scale-suffix` names the files `Name@3x.png`, as a DocC catalog wants them).
///
/// A command plugin cannot load the code of the target it is asked about, so it
/// generates a small package in its work directory: the target's sources (linked,
/// not copied), the packages the target uses (by path), and an executable whose
/// `main.swift` calls `PreviewExport.add` for every `PreviewProvider` found in the
/// sources. It builds that package with `swift build` (its own scratch folder,
/// so a second run is incremental) and runs it with the output folder.
@main
struct RenderPreviews: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var args = ArgumentExtractor(arguments)
        let targetNames = args.extractOption(named: "target")
        let output = args.extractOption(named: "output").last ?? "Previews"
        let verbose = args.extractFlag(named: "verbose") > 0
        let scaleSuffix = args.extractFlag(named: "scale-suffix") > 0
        guard args.remainingArguments.isEmpty else {
            throw PluginError("unexpected arguments \(args.remainingArguments.joined(separator: " ")); usage: render-previews [--target NAME …] [--output DIR] [--scale-suffix] [--verbose]")
        }
        let package = context.package
        let targets: [SourceModuleTarget]
        if targetNames.isEmpty {
            targets = package.targets.compactMap { $0 as? SourceModuleTarget }.filter { $0.kind == .generic }
        } else {
            targets = try targetNames.map { name in
                guard let t = package.targets.first(where: { $0.name == name }) else {
                    throw PluginError("no target named '\(name)' in \(package.displayName); it has \(package.targets.map(\.name).joined(separator: ", "))")
                }
                guard let s = t as? SourceModuleTarget, s.kind == .generic else {
                    throw PluginError("target '\(name)' is not a library target with Swift sources")
                }
                return s
            }
        }
        let outputURL = URL(fileURLWithPath: output, relativeTo: package.directoryURL).standardizedFileURL

        var providers: [(module: String, type: String)] = []
        for target in targets {
            for file in target.sourceFiles(withSuffix: "swift").map(\.url).sorted(by: { $0.path < $1.path }) {
                let text = try String(contentsOf: file, encoding: .utf8)
                let (found, macros) = PreviewScanner.providers(in: text)
                providers += found.map { (target.moduleName, $0.typeName) }
                if macros > 0 {
                    Diagnostics.warning("\(file.path): \(macros) #Preview macro(s) skipped; render-previews reads PreviewProvider types")
                }
            }
        }
        guard !providers.isEmpty else {
            throw PluginError("no PreviewProvider types in \(targets.map(\.name).joined(separator: ", ")) (top-level, not private)")
        }
        let previewTargets = targets.filter { t in providers.contains { $0.module == t.moduleName } }

        let runner = context.pluginWorkDirectoryURL.appendingPathComponent("runner")
        let generated = try RunnerPackage(root: package, targets: previewTargets, providers: providers)
        try generated.write(to: runner)
        print("render-previews: \(providers.count) preview provider(s) in \(previewTargets.map(\.name).joined(separator: ", ")); building the runner in \(runner.path)")

        var build = ["swift", "build", "--package-path", runner.path, "--scratch-path", runner.appendingPathComponent(".build").path,
                     "--product", RunnerPackage.executableName]
        if !verbose { build.append("--quiet") }
        try run(build)
        let binary = runner.appendingPathComponent(".build/debug/\(RunnerPackage.executableName)")
        try run([binary.path, outputURL.path] + (scaleSuffix ? ["--scale-suffix"] : []), direct: true)
    }

    func run(_ command: [String], direct: Bool = false) throws {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: direct ? command[0] : "/usr/bin/env")
        p.arguments = direct ? Array(command.dropFirst()) : command
        try p.run()
        p.waitUntilExit()
        guard p.terminationStatus == 0 else {
            throw PluginError("\(command.prefix(2).joined(separator: " ")) failed with status \(p.terminationStatus)")
        }
    }
}

struct PluginError: Error, CustomStringConvertible {
    let description: String
    init(_ d: String) { description = d }
}
