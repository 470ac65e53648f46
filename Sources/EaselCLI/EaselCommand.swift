import ArgumentParser
import EaselCairo
import EaselText
import EaselScene
import Foundation

/// `easel`: render SwiftUI-style scene files to images (`OutputFormat.allCases`).
struct EaselCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "easel",
        abstract: "Lay out SwiftUI-style views and render them to \(OutputFormat.titleList).",
        discussion: """
        Exit codes: 0 success; 1 a scene, data or render error; 2 bad command-line usage; \
        3 some batch items failed (the rest were written).
        """,
        version: versionText,
        subcommands: [RenderCommand.self, LayoutCommand.self, BatchCommand.self, WatchCommand.self, SchemaCommand.self,
                      DemoCommand.self, DiffCommand.self, ReportCommand.self, ServeCommand.self,
                      DoctorCommand.self, PreviewCommand.self]
    )

    /// `easel --version`: Easel's own version, then the libraries it draws with as loaded now.
    static var versionText: String {
        "easel \(EaselVersion.string)\ncairo \(LibraryVersions.cairo), pango \(LibraryVersions.pango), harfbuzz \(LibraryVersions.harfBuzz)\n"
            // Where the bundled faces are is a few file checks; `easel doctor` says the rest.
            + "fonts: " + (BundledFonts.directory.map { "bundled Inter 4.0 beta 7 (Text and Display) and Material Icons in \($0.path)" }
                           ?? "bundled faces not found, system fonts used (run easel doctor)")
    }

    /// Runs the command line with the documented exit codes (ArgumentParser's own
    /// usage code is 64; Easel promises 2, as most Unix tools do).
    static func mainWithExitCodes() {
        do {
            var command = try renderParsedAlone() ?? parseAsRoot()
            try command.run()
        } catch let failure as CLIFailure {
            if !failure.message.isEmpty { FileHandle.standardError.write(Data((failure.message + "\n").utf8)) }
            Foundation.exit(failure.code.rawValue)
        } catch {
            let code = exitCode(for: error)
            if code == .success || error is CleanExit { exit(withError: error) }
            let message = fullMessage(for: error)
            if !message.isEmpty { FileHandle.standardError.write(Data((message + "\n").utf8)) }
            Foundation.exit(code == .validationFailure ? EaselExit.usage.rawValue : code.rawCode)
        }
    }
}

extension EaselCommand {
    /// `easel render …` parsed by the render command alone, the common case of a
    /// one-shot process. The root's parse also reflects over the root's own
    /// arguments and command tree, and each first dynamic cast there walks every
    /// protocol conformance record in the binary: about 1 ms of a 25 ms cold
    /// render. Anything the render command does not accept on its own (help,
    /// errors, completion requests) returns nil and goes through the root, so
    /// messages and exit codes stay the root's.
    static func renderParsedAlone(_ arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> ParsableCommand? {
        guard arguments.first == RenderCommand.configuration.commandName else { return nil }
        return (try? RenderCommand.parseAsRoot(Array(arguments.dropFirst()))) as? RenderCommand
    }
}

/// Exit statuses, documented in `easel --help` and the README.
enum EaselExit: Int32 {
    case success = 0
    case failure = 1
    case usage = 2
    case partialFailure = 3
}

/// An error already explained to the user, with the status to exit with.
struct CLIFailure: Error {
    var message: String
    var code: EaselExit
    init(_ message: String, code: EaselExit = .failure) { self.message = message; self.code = code }
}

extension ExitCode {
    var rawCode: Int32 { rawValue }
}
