import Foundation

/// One `easel preview` run: where the file's package and target are, and the
/// plugin call that renders the file's previews into the cache folder.
struct PreviewJob {
    let file: URL
    let package: URL
    let target: String
    let targetDirectory: URL
    let name: String?
    let output: String?
    /// `png`, `svg` or `pdf`: the file extension written and copied.
    let format: String
    var cache: URL { package.appendingPathComponent(".build/easel-preview/\(target)", isDirectory: true) }

    struct Failure: Error, CustomStringConvertible { let description: String }

    init(file path: String, target: String?, name: String?, output: String?, format: String = "png") throws {
        file = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath()
        var dir = file.deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) {
            guard dir.path != "/" else { throw Failure(description: "\(path): not inside a Swift package (no Package.swift above it)") }
            dir = dir.deletingLastPathComponent()
        }
        package = dir
        let relative = Array(file.pathComponents.dropFirst(dir.pathComponents.count))
        if let target {
            self.target = target
        } else if relative.count >= 3, relative[0] == "Sources" {
            self.target = relative[1]
        } else {
            throw Failure(description: "\(path): not under Sources/<Target>/ of \(dir.path); name the target with --target")
        }
        targetDirectory = dir.appendingPathComponent("Sources/\(self.target)", isDirectory: true)
        self.name = name
        self.output = output
        self.format = format
    }

    /// Renders, then copies the image(s) to `-o` only once every preview rendered.
    func run() throws {
        let fm = FileManager.default
        let images = cache.appendingPathComponent("images", isDirectory: true)
        try? fm.removeItem(at: images)
        var arguments = ["package", "--package-path", package.path, "--allow-writing-to-package-directory",
                         "render-previews", "--target", target, "--output", images.path, "--file", file.path]
        if let name { arguments += ["--name", name] }
        arguments += ["--format", format]
        let swift = ProcessInfo.processInfo.environment["SWIFT"] ?? "swift"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [swift] + arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "rendering the previews of \(file.path) failed (swift package render-previews exited with \(process.terminationStatus))")
        }
        let written = ((try? fm.contentsOfDirectory(atPath: images.path)) ?? []).filter { $0.hasSuffix("." + format) }.sorted()
        guard !written.isEmpty else {
            throw Failure(description: name.map { "\(file.lastPathComponent) has no preview named \"\($0)\"" }
                          ?? "\(file.lastPathComponent) has no previews")
        }
        guard let output else {
            for w in written { print(images.appendingPathComponent(w).path) }
            return
        }
        var isDirectory: ObjCBool = false
        let outputIsFolder = (fm.fileExists(atPath: output, isDirectory: &isDirectory) && isDirectory.boolValue) || !output.hasSuffix("." + format)
        if outputIsFolder {
            try fm.createDirectory(atPath: output, withIntermediateDirectories: true)
            for w in written { try replace(URL(fileURLWithPath: output).appendingPathComponent(w), with: images.appendingPathComponent(w)) }
        } else {
            guard written.count == 1 else {
                throw Failure(description: "\(file.lastPathComponent) has \(written.count) previews (\(written.map { String($0.dropLast(format.count + 1)) }.joined(separator: ", "))); "
                              + "pick one with --name, or give -o a folder")
            }
            try replace(URL(fileURLWithPath: output), with: images.appendingPathComponent(written[0]))
        }
    }

    /// Copies atomically: the old file stays whole until the new one is complete.
    private func replace(_ destination: URL, with source: URL) throws {
        let data = try Data(contentsOf: source)
        try data.write(to: destination, options: .atomic)
        print("wrote \(destination.path)")
        // A watcher's output often goes to a file or a pipe: each line as it happens.
        fflush(stdout)
    }

    /// The newest modification time and the number of Swift files in the target:
    /// a change, an added or a removed file all change it.
    func sourceStamp() -> [Double] {
        let fm = FileManager.default
        var newest = 0.0, count = 0.0
        if let walker = fm.enumerator(at: targetDirectory, includingPropertiesForKeys: [.contentModificationDateKey]) {
            for case let url as URL in walker where url.pathExtension == "swift" {
                count += 1
                let date = (try? url.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate)?.timeIntervalSince1970 ?? 0
                newest = max(newest, date)
            }
        }
        return [newest, count]
    }
}
