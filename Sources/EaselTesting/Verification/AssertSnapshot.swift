import Foundation
import XCTest
#if canImport(Testing)
import Testing
#endif

/// Asserts that `value`, snapshotted with `strategy`, matches its golden under
/// `Snapshots/<TestTarget>/<TestFileName>/<testName>.<name>.<ext>`; works from Swift Testing and
/// XCTest alike. See `verifySnapshot` for the parameters.
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategy: SnapshotStrategy<Value, Format>,
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    file: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    guard let failure = verifySnapshot(of: try value(), as: strategy, named: name, record: record,
                                       snapshotDirectory: snapshotDirectory,
                                       fileID: fileID, file: file, testName: testName, line: line) else { return }
    if let record = failure.record {
        // artifacts/<Target>/<File>/x.failure.json: the report covers the whole artifacts folder.
        SnapshotReportAtExit.register(artifactsRoot: record.deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent())
    }
    SnapshotIssueReporter.report(failure.message, fileID: fileID, filePath: file, line: line, column: column)
}

/// Sends a failure to whichever test framework is running the current test.
public enum SnapshotIssueReporter {
    public static func report(_ message: String, fileID: StaticString, filePath: StaticString,
                              line: UInt, column: UInt) {
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(Comment(rawValue: message),
                         sourceLocation: SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)",
                                                        line: Int(line), column: Int(column)))
            return
        }
        #endif
        XCTFail(message, file: filePath, line: line)
    }
}
