import Foundation

/// One self-contained HTML page (images inlined as `data:` URIs, no network, no
/// other files) listing every failure recorded under an artifacts folder, in the
/// spirit of Playwright's HTML report.
public enum SnapshotReport {
    public struct Entry: Sendable {
        public var record: SnapshotFailureRecord
        /// The folder holding the record and its images.
        public var folder: URL
        /// The record's path relative to the artifacts folder, for ordering and titles.
        public var relativePath: String
    }

    public struct ReportError: Error, CustomStringConvertible {
        public var description: String
    }

    /// Every `*.failure.json` under `folder`, in path order; a record that cannot be
    /// read is an error naming the file, rather than a silently shorter report.
    public static func collect(in folder: URL) throws -> [Entry] {
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ReportError(description: "\(folder.path): no such folder")
        }
        let root = folder.standardizedFileURL.resolvingSymlinksInPath().path
        var entries: [Entry] = []
        guard let walker = fm.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        for case let url as URL in walker where url.lastPathComponent.hasSuffix(SnapshotFailureRecord.fileSuffix) {
            let path = url.standardizedFileURL.resolvingSymlinksInPath().path
            let relative = path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
            guard let data = fm.contents(atPath: url.path) else {
                throw ReportError(description: "\(url.path): cannot read")
            }
            do {
                let record = try JSONDecoder().decode(SnapshotFailureRecord.self, from: data)
                entries.append(Entry(record: record, folder: url.deletingLastPathComponent(), relativePath: relative))
            } catch {
                throw ReportError(description: "\(url.path): not a snapshot failure record (\(error))")
            }
        }
        return entries.sorted { $0.relativePath < $1.relativePath }
    }

    /// Writes the report for `artifacts` to `output` (temp file and rename, so an
    /// existing report is never left half-written); returns how many failures it lists.
    @discardableResult
    public static func write(from artifacts: URL, to output: URL) throws -> Int {
        let entries = try collect(in: artifacts)
        let html = render(entries, source: artifacts.path)
        let folder = output.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(html.utf8).write(to: output, options: .atomic)
        return entries.count
    }

    public static func render(_ entries: [Entry], source: String) -> String {
        var body = ""
        for (index, entry) in entries.enumerated() { body += section(entry, index: index) }
        if entries.isEmpty { body = "<p class=\"none\">No snapshot failures under \(escape(source)).</p>" }
        let title = "Snapshot report: \(entries.count) failure\(entries.count == 1 ? "" : "s")"
        return """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(title)</title>
        <style>\(style)</style></head>
        <body><header><h1>\(title)</h1><p>From <code>\(escape(source))</code>.
        Review each change; re-record the intended ones with the command shown, and commit the new goldens.</p></header>
        \(body)
        <script>\(script)</script>
        </body></html>

        """
    }

    private static func section(_ entry: Entry, index: Int) -> String {
        let r = entry.record
        var html = "<section class=\"failure\" id=\"failure-\(index + 1)\">"
        html += "<h2>\(escape(r.test)) <span class=\"name\">\(escape(r.name))</span></h2>"
        html += "<p class=\"kind \(escape(r.kind))\">\(escape(kindText(r.kind)))</p>"
        html += stats(r)
        if !r.environmentDifferences.isEmpty {
            html += "<div class=\"env\"><h3>Render environment differs from the golden's</h3><ul>"
            html += r.environmentDifferences.map { "<li>\(escape($0))</li>" }.joined()
            html += "</ul></div>"
        }
        let images = [("Expected", r.expected), ("Actual", r.actual), ("Diff", r.diff)]
        let uris = images.map { ($0.0, $0.1.flatMap { dataURI(entry.folder.appendingPathComponent($0)) }) }
        if uris.contains(where: { $0.1?.isImage == true }) {
            html += "<div class=\"images\">"
            for (label, uri) in uris {
                html += "<figure class=\"\(label.lowercased())\"><figcaption>\(label)</figcaption>"
                if let uri, uri.isImage {
                    html += "<img alt=\"\(label) image\" src=\"\(uri.value)\">"
                } else {
                    html += "<div class=\"missing\">none</div>"
                }
                html += "</figure>"
            }
            html += "</div>"
            if let e = uris[0].1, let a = uris[1].1, e.isImage, a.isImage {
                html += """
                <div class="compare" data-mode="slider"><h3>Compare</h3>
                <div class="controls"><label>Expected ◀ <input type="range" min="0" max="100" value="50" aria-label="Slider position"> ▶ Actual</label>
                <button type="button" class="blink">Blink</button></div>
                <div class="stage"><img class="under" alt="Actual (compare)" src="\(a.value)"><img class="over" alt="Expected (compare)" src="\(e.value)"></div></div>
                """
            }
        } else {
            // Text snapshots (SVG, layout dumps): the message already holds the line diff.
            for (label, uri) in uris {
                if let uri, !uri.isImage { html += "<details><summary>\(label)</summary><pre>\(escape(uri.value))</pre></details>" }
            }
        }
        html += "<details class=\"message\"><summary>Failure message</summary><pre>\(escape(r.message))</pre></details>"
        html += "<p class=\"golden\">Golden: <code>\(escape(r.golden))</code></p>"
        if let command = r.rerecord { html += "<p class=\"rerecord\">Re-record: <code>\(escape(command))</code></p>" }
        return html + "</section>\n"
    }

    private static func stats(_ r: SnapshotFailureRecord) -> String {
        var rows: [(String, String)] = []
        if let e = r.expectedSize, let a = r.actualSize {
            rows.append(("Size", e == a ? "\(e.width)×\(e.height) px"
                         : "expected \(e.width)×\(e.height) px, actual \(a.width)×\(a.height) px"))
        }
        if let n = r.differentPixels, let e = r.expectedSize {
            let total = max(1, e.width * e.height)
            rows.append(("Different pixels", "\(n) (\(SnapshotFailureRecord.number(100 * Double(n) / Double(total)))%)"))
        }
        if let n = r.antiAliasedPixels { rows.append(("Anti-aliased, ignored", "\(n)")) }
        if let d = r.largestDifference {
            let deltaE = r.tolerance?.hasPrefix("ΔE94") == true
            rows.append((deltaE ? "Largest ΔE94" : "Largest difference (YIQ, 0–1)", SnapshotFailureRecord.number(d)))
        }
        if let region = r.changedRegion { rows.append(("Changed region", region.description)) }
        if let t = r.tolerance { rows.append(("Tolerance", t)) }
        guard !rows.isEmpty else { return "" }
        return "<table class=\"stats\">" + rows.map { "<tr><th>\(escape($0.0))</th><td>\(escape($0.1))</td></tr>" }.joined() + "</table>"
    }

    private static func kindText(_ kind: String) -> String {
        switch kind {
        case "mismatch": return "Does not match its golden"
        case "missingGolden": return "No golden recorded"
        default: return kind
        }
    }

    private struct Inlined { var value: String; var isImage: Bool }

    private static func dataURI(_ url: URL) -> Inlined? {
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        if url.pathExtension.lowercased() == "png" {
            return Inlined(value: "data:image/png;base64," + data.base64EncodedString(), isImage: true)
        }
        return Inlined(value: String(decoding: data, as: UTF8.self), isImage: false)
    }

    static func escape(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.count)
        for c in s {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(c)
            }
        }
        return out
    }

    private static let style = """
    body{font:14px/1.4 system-ui,sans-serif;margin:0;padding:16px 24px;background:#f6f6f6;color:#222}
    h1{font-size:20px;margin:0 0 4px} h2{font-size:16px;margin:0 0 6px} h3{font-size:13px;margin:8px 0 4px}
    .name{color:#666;font-weight:normal} .kind{margin:0 0 8px;color:#b00020;font-weight:600}
    section.failure{background:#fff;border:1px solid #ddd;border-radius:6px;padding:12px 16px;margin:16px 0}
    table.stats{border-collapse:collapse;margin:4px 0 8px} table.stats th{text-align:left;padding:1px 12px 1px 0;color:#555;font-weight:500}
    .env{background:#fff8e1;border:1px solid #f0d98c;padding:4px 12px;border-radius:4px}
    .images{display:flex;gap:16px;flex-wrap:wrap;align-items:flex-start}
    figure{margin:0} figcaption{font-weight:600;margin-bottom:4px}
    figure img,.stage img{display:block;max-width:100%;image-rendering:pixelated;background:repeating-conic-gradient(#ddd 0 25%,#fff 0 50%) 0 0/16px 16px}
    .missing{color:#888;font-style:italic}
    .stage{position:relative;display:inline-block;border:1px solid #ccc;margin-top:4px}
    .stage .over{position:absolute;left:0;top:0;clip-path:inset(0 50% 0 0)}
    .compare[data-mode=blink] .stage .over{clip-path:none}
    code,pre{font:12px ui-monospace,monospace} pre{white-space:pre-wrap;background:#f3f3f3;padding:8px}
    """

    // The slider clips the expected image over the actual one; Blink alternates
    // them every half second until pressed again. `data-ready` on <body> tells a
    // test (and a curious reader of the DOM) that the script ran to its end.
    private static let script = """
    document.querySelectorAll('.compare').forEach(function(c){
      var over=c.querySelector('.over'),range=c.querySelector('input'),button=c.querySelector('.blink'),timer=null;
      function clip(){over.style.clipPath='inset(0 '+(100-range.value)+'% 0 0)';}
      range.addEventListener('input',function(){if(!timer)clip();});
      button.addEventListener('click',function(){
        if(timer){clearInterval(timer);timer=null;c.dataset.mode='slider';over.style.visibility='';clip();button.textContent='Blink';return;}
        c.dataset.mode='blink';over.style.clipPath='none';button.textContent='Stop';
        timer=setInterval(function(){over.style.visibility=over.style.visibility==='hidden'?'':'hidden';},500);
      });
      clip();
    });
    document.body.dataset.ready='1';
    """
}
