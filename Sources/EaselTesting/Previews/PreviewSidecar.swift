import Foundation
import Easel

/// The JSON beside each preview golden (`<golden>.json`): which preview, where it
/// is written, in which variant, on which device and scale, and the render
/// environment, so a CI dashboard can group the images as it likes.
enum PreviewSidecar {
    static func write(entry: PreviewEntry, variant: PreviewVariant, scale: CGFloat, pixels: (Int, Int), next golden: URL) {
        var variantFields: [String: Any] = [:]
        if let c = variant.colorScheme { variantFields["colorScheme"] = c == .dark ? "dark" : "light" }
        if let d = variant.dynamicTypeSize { variantFields["dynamicTypeSize"] = d.shortName }
        if let l = variant.layoutDirection { variantFields["layoutDirection"] = l == .rightToLeft ? "rightToLeft" : "leftToRight" }
        if let l = variant.locale { variantFields["locale"] = l }
        if let d = variant.device { variantFields["device"] = d }
        let layout: String
        switch entry.layout {
        case .device: layout = "device"
        case .sizeThatFits: layout = "sizeThatFits"
        case let .fixed(w, h): layout = "fixed(\(format(w))x\(format(h)))"
        }
        let device = variant.device ?? entry.device?.rawValue ?? PreviewRenderer.defaultDevice.name
        var environment: Any = NSNull()
        if let data = try? JSONEncoder().encode(RenderEnvironment.current),
           let object = try? JSONSerialization.jsonObject(with: data) { environment = object }
        let record: [String: Any] = [
            "preview": entry.displayName ?? NSNull(),
            "name": entry.name,
            "module": entry.module,
            "file": entry.fileID,
            "line": entry.line,
            "layout": layout,
            "orientation": orientationName(entry.orientation),
            "variant": variantFields,
            "device": device,
            "scale": Int(scale.rounded()),
            "pixelWidth": pixels.0,
            "pixelHeight": pixels.1,
            "image": golden.lastPathComponent,
            "renderEnvironment": environment,
        ]
        guard var data = try? JSONSerialization.data(withJSONObject: record, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        else { return }
        data.append(contentsOf: Array("\n".utf8))
        let url = golden.deletingPathExtension().appendingPathExtension("json")
        if FileManager.default.contents(atPath: url.path) == data { return }
        try? data.write(to: url, options: .atomic)
    }

    static func format(_ v: CGFloat) -> String { v == v.rounded() ? String(Int(v)) : "\(v)" }

    static func orientationName(_ o: InterfaceOrientation) -> String {
        switch o {
        case .landscapeLeft: return "landscapeLeft"
        case .landscapeRight: return "landscapeRight"
        case .portraitUpsideDown: return "portraitUpsideDown"
        default: return "portrait"
        }
    }
}
