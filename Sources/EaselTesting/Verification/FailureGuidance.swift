import Foundation
#if canImport(Testing)
import Testing
#endif

/// The parts of a failure message that tell a person what to do next.
public enum FailureGuidance {
    /// A `swift test --filter` pattern (a regular expression) selecting the running test
    /// only: Swift Testing's own ID up to its argument list (`Module.Suite/test\(`, so
    /// `demo` does not also pick `demoNamesAreUnique`), else the module and the XCTest
    /// method (whose class a library cannot see).
    public static func filter(module: String, testName: String) -> String {
        var function = Substring(testName)
        if let paren = function.firstIndex(of: "(") { function = function[..<paren] }
        #if canImport(Testing)
        if let test = Test.current {
            let id = test.id
            let suites = id.nameComponents.dropLast()
            var last = Substring(id.nameComponents.last ?? String(function))
            if let paren = last.firstIndex(of: "(") { last = last[..<paren] }
            // `swift test list` names them `Module.Suite/test()` and, outside a suite, `Module.test()`.
            let owner = ([id.moduleName] + suites).joined(separator: ".")
            return owner + (suites.isEmpty ? "." : "/") + last + "\\("
        }
        #endif
        return "\(module)\\..*/\(function)$"
    }

    /// The command that re-records this one snapshot: only a mismatching golden is
    /// rewritten (`failed`), so the rest of the test's snapshots stay as they are.
    public static func rerecordCommand(variable: String, module: String, testName: String) -> String {
        "\(variable)=failed swift test --filter '\(filter(module: module, testName: testName))'"
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var gaveGitignoreHint = false

    static func resetGitignoreHint() {
        lock.lock(); gaveGitignoreHint = false; lock.unlock()
    }

    /// Once per test process, when the artifacts folder lies inside the package and the
    /// package's `.gitignore` does not mention it: how to keep the artifacts out of git.
    public static func gitignoreHint(package: URL, artifactsRoot: URL) -> String? {
        let packagePath = package.standardizedFileURL.path
        let rootPath = artifactsRoot.standardizedFileURL.path
        guard rootPath.hasPrefix(packagePath + "/") else { return nil }
        let relative = String(rootPath.dropFirst(packagePath.count + 1))
        let top = relative.split(separator: "/").first.map(String.init) ?? relative
        let ignore = (try? String(contentsOf: package.appendingPathComponent(".gitignore"), encoding: .utf8)) ?? ""
        let mentioned = ignore.split(whereSeparator: \.isNewline).contains { line in
            line.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "/")) == top
        }
        guard !mentioned else { return nil }
        lock.lock(); defer { lock.unlock() }
        guard !gaveGitignoreHint else { return nil }
        gaveGitignoreHint = true
        return "Failure artifacts go under \(top)/ in your package; add the line \"/\(top)/\" to \(packagePath)/.gitignore "
            + "so they are never committed (goldens under Snapshots/ are)."
    }
}
