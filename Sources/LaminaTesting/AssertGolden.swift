// The golden-image assertion, for Swift Testing and XCTest alike.
import Foundation
import LaminaRender

/// Asserts that `value` renders to the golden image `<test>.<name>.png` within `tolerance`.
///
/// Works in Swift Testing (`@Test`) and in XCTest (`XCTestCase`) alike: inside a Swift
/// Testing test a failure is recorded as an issue at the caller's file, line and column, and
/// otherwise through `XCTFail` at the caller's file and line.
///
/// The golden lives beside the test file, in `__Goldens__/<TestFile>/<test>.<name>.png` (see
/// ``GoldenStore``). On a failure the message names the files to open: the actual image, a
/// copy of the golden and the diff image, written to the artifacts folder
/// (`LAMINA_ARTIFACTS`, by default `.build/lamina-artifacts/<TestFile>/`). The golden is
/// written according to `record` (see ``RecordMode``); writing a golden always fails the test.
///
/// ```swift
/// @Test func progressRing() throws {
///     assertGolden(try ring.render(), named: "half")
///     // Text shaping varies between FreeType versions, so allow 0.5 % of pixels.
///     assertGolden(try label.render(), named: "label", tolerance: .init(pixelFraction: 0.005))
/// }
/// ```
///
/// - Parameters:
///   - value: what to render; an ``Image`` or any ``GoldenRenderable``. Errors it throws are
///     reported as failures.
///   - name: the golden's name within the test (characters outside `A–Z a–z 0–9 _ -` become `_`).
///     A parameterized test runs under one function name, so put the argument in the name.
///   - tolerance: default `GoldenTolerance()`: no mismatched pixel at threshold 0.1, anti-aliasing
///     forgiven.
///   - record: the record mode for this call; nil (default) reads ``RecordMode/current(environment:)``.
///   - fileID, filePath, function, line, column: the caller's location; leave the defaults.
/// - Returns: the check's result, for tests that want to inspect it; usually ignored.
@discardableResult
public func assertGolden<Value: GoldenRenderable>(
    _ value: @autoclosure () throws -> Value,
    named name: String,
    tolerance: GoldenTolerance = GoldenTolerance(),
    record: RecordMode? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    function: String = #function,
    line: UInt = #line,
    column: UInt = #column
) -> GoldenCheckResult? {
    let location = GoldenSourceLocation(fileID: "\(fileID)", filePath: filePath, line: line, column: column)
    let store = GoldenStore(testFilePath: "\(filePath)")
    let test = GoldenStore.testName(fromFunction: function)
    let result: GoldenCheckResult
    do {
        let mode = try record ?? RecordMode.current()
        result = store.check(try value().goldenImage(), test: test, name: name, tolerance: tolerance, record: mode)
    } catch {
        location.reportFailure("golden \"\(test).\(name)\": \(error)")
        return nil
    }
    if !result.passed { location.reportFailure(result.message) }
    return result
}

/// Where an assertion was written, in the forms both test frameworks want.
struct GoldenSourceLocation {
    let fileID: String
    let filePath: StaticString
    let line: UInt
    let column: UInt

    /// Reports a failure to whichever framework is running the current test.
    func reportFailure(_ message: String) {
        if reportToSwiftTesting(message) { return }
        reportToXCTest(message)
    }
}
