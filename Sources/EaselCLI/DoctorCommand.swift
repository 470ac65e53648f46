import ArgumentParser
import EaselCairo
import EaselScene
import EaselText
import Foundation

/// `easel doctor`: what a render on this machine will draw with, and whether it can
/// reproduce goldens recorded elsewhere.
struct DoctorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract: "Show the fonts, libraries and fallbacks a render uses here, and check golden folders against them.",
        discussion: """
        With --snapshots, every environment.json under the folder (written beside goldens by EaselTesting) \
        is compared with this machine; the exit status is 1 when one differs, with the Debian packages to install.
        """
    )

    @Option(name: .customLong("snapshots"), help: ArgumentHelp("A golden folder to check (searched for environment.json files).", valueName: "dir"))
    var snapshots: String?

    func run() throws {
        let env = RenderEnvironment.current
        var out = "easel \(EaselVersion.string)\n\n"
        out += "Libraries (as loaded now)\n"
        out += "  cairo \(env.cairo), pango \(env.pango), harfbuzz \(env.harfbuzz), freetype \(env.freetype), fontconfig \(env.fontconfig)\n\n"
        out += "Bundled fonts\n"
        if let dir = BundledFonts.directory {
            out += "  \(dir.path): \(BundledFonts.fileNames.count) faces (\(BundledFonts.families.joined(separator: ", "))), digest \(env.bundledFonts?.prefix(12) ?? "?")\n\n"
        } else {
            out += "  not found (looked in: \(BundledFonts.candidates().map(\.path).joined(separator: ", ")));\n"
            out += "  the system's Inter, Inter Display and Material Icons are used if installed. Set EASEL_FONT_DIR or reinstall.\n\n"
        }
        let sfPro = SystemFont.sfProFamilies
        out += "System font\n  " + (sfPro.isEmpty
            ? "Inter below 20 pt and Inter Display from 20 pt (bundled), standing in for SF Pro Text and Display; Easel ships no SF Pro. Install SF Pro or set EASEL_SYSTEM_FONT_DIR to use it.\n\n"
            : "\(sfPro.joined(separator: ", ")) (Text below 20 pt, Display from 20 pt), tracking from "
              + (SystemFont.usesFontTracking ? "the font's own table" : "Apple's published table") + "\n\n")
        out += "Default families resolve to\n"
        for request in RenderEnvironment.defaultFontRequests {
            let m = FontProbe.match(request)
            out += "  \(request.padding(toLength: 44, withPad: " ", startingAt: 0)) → "
                + (m.map { "\(URL(fileURLWithPath: $0.path).lastPathComponent) (\($0.isBundled ? "bundled" : $0.path))" } ?? "nothing") + "\n"
        }
        out += "\nFallbacks for other scripts (system fonts)\n"
        var missing: [String] = []
        for f in DoctorFallbacks.all {
            if let m = FontProbe.defaultTextFace(for: String(Character(f.sample))) {
                out += "  \(f.name.padding(toLength: 11, withPad: " ", startingAt: 0)) \(m.family) (\(URL(fileURLWithPath: m.path).lastPathComponent))\n"
            } else {
                out += "  \(f.name.padding(toLength: 11, withPad: " ", startingAt: 0)) MISSING: drawn as boxes; install \(f.package)\n"
                missing.append(f.package)
            }
        }
        if !missing.isEmpty {
            out += "  sudo apt-get install \(Set(missing).sorted().joined(separator: " "))\n"
        }
        print(out, terminator: "")
        if let snapshots { try check(snapshots, against: env) }
    }

    private func check(_ folder: String, against env: RenderEnvironment) throws {
        let root = URL(fileURLWithPath: folder)
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDir), isDir.boolValue else {
            throw CLIFailure("easel doctor: \(folder): no such folder")
        }
        let records = (FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.lastPathComponent == "environment.json" } ?? [])
            .sorted { $0.path < $1.path }
        print("\nGolden folders under \(folder)")
        guard !records.isEmpty else {
            print("  no environment.json found (goldens recorded by EaselTesting have one beside them)")
            return
        }
        var packages: Set<String> = [], failing = 0
        for url in records {
            let name = url.deletingLastPathComponent().path
            guard let data = FileManager.default.contents(atPath: url.path),
                  let recorded = try? JSONDecoder().decode(RenderEnvironment.self, from: data) else {
                print("  \(name): environment.json is unreadable")
                failing += 1
                continue
            }
            let lines = env.differences(from: recorded, labels: (mine: "here", theirs: "recorded"))
            if lines.isEmpty { print("  \(name): reproducible"); continue }
            failing += 1
            print("  \(name): differs")
            for line in lines { print("    • \(line)") }
            packages.formUnion(DoctorFallbacks.packages(for: env, recorded: recorded))
        }
        guard failing > 0 else { return }
        var advice = "\(failing) of \(records.count) golden folders were recorded in another environment."
        if !packages.isEmpty {
            advice += " On Debian 12: sudo apt-get install \(packages.sorted().joined(separator: " "))"
        }
        advice += " (Library versions other than the recorded ones need the distribution that recorded them.)"
        throw CLIFailure(advice)
    }
}
