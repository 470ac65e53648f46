import Foundation
import PackagePlugin

/// Xcode's generated asset symbols on Linux: for each `.xcassets` folder in a
/// target, `ColorResource.brandPrimary`, `Color.brandPrimary`, `ImageResource.logo`
/// (`Image(.logo)`) and, when the target uses UIKit, `UIColor`/`UIImage` members,
/// written by the easel-asset-symbols tool into GeneratedAssetSymbols.swift.
@main
struct AssetSymbols: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let catalogs = Self.catalogs(under: module.directoryURL)
        guard !catalogs.isEmpty else { return [] }
        let dependencies = Set(module.recursiveTargetDependencies.map(\.name))
        // The shim module names Apple's: a target on Easel's SwiftUI product writes
        // `import SwiftUI` as on iOS; one on Easel alone gets `import Easel`.
        var arguments = ["--import", dependencies.contains("SwiftUI") ? "SwiftUI" : "Easel"]
        if dependencies.contains("UIKit") { arguments.append("--uikit") }
        // A catalog declared as a resource lives in the target's bundle (Bundle.module), as in Xcode.
        let isResource = module.sourceFiles.contains { file in
            file.type == .resource && catalogs.contains { file.url.path.hasPrefix($0.path) }
        }
        arguments += ["--bundle", isResource ? "module" : "main"]
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedAssetSymbols.swift")
        arguments += ["--output", output.path] + catalogs.map(\.path)
        return [.buildCommand(
            displayName: "Generating asset symbols for \(module.name)",
            executable: try context.tool(named: "easel-asset-symbols").url,
            arguments: arguments,
            inputFiles: catalogs.flatMap(Self.contentsFiles),
            outputFiles: [output])]
    }

    /// The `.xcassets` folders inside a target's folder, in path order.
    static func catalogs(under directory: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else { return [] }
        var out: [URL] = []
        for case let url as URL in walker where url.pathExtension == "xcassets" {
            out.append(url)
            walker.skipDescendants()
        }
        return out.sorted { $0.path < $1.path }
    }

    /// Every Contents.json of a catalog: the command re-runs when any of them changes.
    static func contentsFiles(_ catalog: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: catalog, includingPropertiesForKeys: nil) else { return [] }
        var out: [URL] = []
        for case let url as URL in walker where url.lastPathComponent == "Contents.json" { out.append(url) }
        return out.sorted { $0.path < $1.path }
    }
}
