import Foundation
import AssetSymbolsGenerator

// easel-asset-symbols: the tool Easel's AssetSymbols build-tool plugin runs.
// Usage: easel-asset-symbols --output FILE [--import MODULE] [--uikit] [--bundle module|main] CATALOG...
// Reads each .xcassets folder and writes the generated members to FILE. On any
// error it names the file (and the JSON's line and column), writes nothing and exits 1.

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    exit(1)
}

var output: String?
var importModule = "Easel"
var uikit = false
var bundle = "Bundle.main"
var catalogs: [String] = []
var args = CommandLine.arguments.dropFirst().makeIterator()
while let arg = args.next() {
    switch arg {
    case "--output":
        guard let value = args.next() else { fail("--output needs a file") }
        output = value
    case "--import":
        guard let value = args.next() else { fail("--import needs a module name") }
        importModule = value
    case "--uikit": uikit = true
    case "--bundle":
        switch args.next() {
        case "module": bundle = "Bundle.module"
        case "main": bundle = "Bundle.main"
        default: fail("--bundle takes module or main")
        }
    default:
        if arg.hasPrefix("--") { fail("unknown option \(arg)") }
        catalogs.append(arg)
    }
}
guard let output else { fail("--output FILE is required") }

var assets: [AssetSymbolCatalog.Asset] = []
for path in catalogs {
    do { assets += try AssetSymbolCatalog(contentsOf: URL(fileURLWithPath: path)).assets } catch { fail("\(error)") }
}
let generator = AssetSymbolsSource(importModule: importModule, includeUIKit: uikit, bundleExpression: bundle)
let result = generator.generate(assets, catalogNames: catalogs.map { URL(fileURLWithPath: $0).lastPathComponent })
for warning in result.warnings { FileHandle.standardError.write(Data((warning + "\n").utf8)) }
// Written only when it changed, so an unchanged catalog does not recompile the target.
let url = URL(fileURLWithPath: output)
if (try? String(contentsOf: url, encoding: .utf8)) != result.source {
    do { try result.source.write(to: url, atomically: true, encoding: .utf8) } catch { fail("\(output): \(error)") }
}
