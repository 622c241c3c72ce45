// Reporting golden failures to Swift Testing as issues at the caller's source location.
import Testing

extension GoldenSourceLocation {
    /// Records `message` as an issue of the running Swift Testing test, at this location.
    /// - Returns: false when no Swift Testing test is running on this task.
    func reportToSwiftTesting(_ message: String) -> Bool {
        guard Test.current != nil else { return false }
        Issue.record(Comment(rawValue: message),
                     sourceLocation: SourceLocation(fileID: fileID, filePath: "\(filePath)",
                                                    line: Int(line), column: Int(column)))
        return true
    }
}
