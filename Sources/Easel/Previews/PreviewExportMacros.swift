import Foundation
import EaselCore
import EaselCairo

extension PreviewExport {
    /// Writes every `#Preview` of `module` linked into the runner, one file per
    /// preview, refusing two previews that would write the same file.
    @MainActor
    public func addMacroPreviews(module: String) {
        var entries = PreviewEntry.macroPreviews(module: module)
        if let onlyFile { entries = entries.filter { PreviewExport.sameFile($0, onlyFile) } }
        if let onlyName { entries = entries.filter { $0.displayName == onlyName || $0.name == onlyName } }
        for entry in entries {
            do {
                try write(entry, from: "\(entry.fileID):\(entry.line)")
            } catch {
                FileHandle.standardError.write(Data("error: \(entry.fileID):\(entry.line): #Preview \(entry.name): \(error)\n".utf8))
                failures += 1
            }
        }
    }

    /// Writes one preview in each of `formats`, refusing a name another preview took.
    @MainActor
    func write(_ entry: PreviewEntry, from source: String) throws {
        if let other = written[entry.name] {
            throw RenderError.io("\(source) and \(other) both name a preview \(entry.name); give one a name or rename it")
        }
        written[entry.name] = source
        let renderer = try PreviewRenderer.renderer(for: entry)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for format in formats {
            let data: Data, file: String, size: String
            switch format {
            case .svg: data = try renderer.svgData(); file = entry.name + ".svg"; size = ""
            case .pdf: data = try renderer.pdfData(); file = entry.name + ".pdf"; size = ""
            default:
                let raster = try renderer.rasterImage()
                data = try PNGCodec.encode(raster, compression: renderer.pngCompression)
                // DocC's @2x/@3x names say the pixel density; a vector page has none.
                let suffix = scaleSuffix && renderer.scale != 1 ? "@\(Int(renderer.scale.rounded()))x" : ""
                file = entry.name + suffix + ".png"
                size = " (\(raster.width)×\(raster.height) px)"
            }
            let url = directory.appendingPathComponent(file)
            do { try data.write(to: url, options: .atomic) }
            catch { throw RenderError.io("cannot write \(url.path): \(error.localizedDescription)") }
            print("wrote \(url.path)\(size)")
        }
        for d in renderer.diagnostics { print("warning: \(entry.name): \(d)") }
    }

    /// `--file` is a path; `#fileID` is `Module/File.swift`: the file names must match.
    static func sameFile(_ entry: PreviewEntry, _ path: String) -> Bool {
        URL(fileURLWithPath: path).lastPathComponent == (entry.fileID.split(separator: "/").last.map(String.init) ?? "")
    }
}
