import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory render-previews --target MyViews --output Docs/Images`
/// (`--scale-suffix` names the files `Name@3x.png`, as a DocC catalog wants them;
/// `--file PATH` and `--name NAME` keep one file's previews, or one preview, as
/// `easel preview` asks; `--format svg`, repeatable with png, svg and pdf, writes
/// those files instead of PNG).
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
        let onlyFile = args.extractOption(named: "file").last
        let onlyName = args.extractOption(named: "name").last
        let formats = args.extractOption(named: "format")
        if let bad = formats.first(where: { !["png", "svg", "pdf"].contains($0) }) {
            throw PluginError("--format \(bad): the formats are png, svg and pdf")
        }
        guard args.remainingArguments.isEmpty else {
            throw PluginError("unexpected arguments \(args.remainingArguments.joined(separator: " ")); usage: render-previews [--target NAME …] [--output DIR] [--scale-suffix] [--file PATH] [--name NAME] [--format png|svg|pdf …] [--verbose]")
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

        // `--file`: only that file's previews (its path as given, or relative to the package).
        let fileFilter = onlyFile.map { URL(fileURLWithPath: $0, relativeTo: package.directoryURL).standardizedFileURL.resolvingSymlinksInPath().path }
        var providers: [(module: String, type: String)] = []
        var macroModules: [String] = []
        var macroCount = 0
        for target in targets {
            for file in target.sourceFiles(withSuffix: "swift").map(\.url).sorted(by: { $0.path < $1.path }) {
                let text = try String(contentsOf: file, encoding: .utf8)
                let (found, macros) = PreviewScanner.providers(in: text)
                // The runner compiles every file of the target, so a target that writes
                // #Preview anywhere needs the Previews trait even when --file names a
                // file without one; the runner's own --file filter keeps that file's.
                if macros > 0, !macroModules.contains(target.moduleName) { macroModules.append(target.moduleName) }
                if let fileFilter, file.standardizedFileURL.resolvingSymlinksInPath().path != fileFilter { continue }
                providers += found.map { (target.moduleName, $0.typeName) }
                macroCount += macros
            }
        }
        guard !providers.isEmpty || macroCount > 0 else {
            let place = onlyFile ?? targets.map(\.name).joined(separator: ", ")
            throw PluginError("no #Preview and no PreviewProvider type in \(place) (providers: top-level, not private)")
        }
        let previewTargets = targets.filter { t in providers.contains { $0.module == t.moduleName } || macroModules.contains(t.moduleName) }

        let runner = context.pluginWorkDirectoryURL.appendingPathComponent("runner")
        let generated = try RunnerPackage(root: package, targets: previewTargets, providers: providers, macroModules: macroModules)
        try generated.write(to: runner)
        print("render-previews: \(providers.count) preview provider(s) and \(macroCount) #Preview(s) in \(previewTargets.map(\.name).joined(separator: ", ")); building the runner in \(runner.path)")

        var build = ["swift", "build", "--package-path", runner.path, "--scratch-path", runner.appendingPathComponent(".build").path,
                     "--product", RunnerPackage.executableName]
        if !verbose { build.append("--quiet") }
        try run(build)
        let binary = runner.appendingPathComponent(".build/debug/\(RunnerPackage.executableName)")
        var runArguments = [binary.path, outputURL.path]
        if scaleSuffix { runArguments.append("--scale-suffix") }
        if let fileFilter { runArguments += ["--file", fileFilter] }
        if let onlyName { runArguments += ["--name", onlyName] }
        for format in formats { runArguments += ["--format", format] }
        try run(runArguments, direct: true)
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
