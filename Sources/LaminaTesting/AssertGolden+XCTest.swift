// Reporting golden failures to XCTest at the caller's file and line.
import XCTest

extension GoldenSourceLocation {
    /// Fails the running XCTest test with `message`, at this file and line.
    func reportToXCTest(_ message: String) {
        XCTFail(message, file: filePath, line: line)
    }
}
