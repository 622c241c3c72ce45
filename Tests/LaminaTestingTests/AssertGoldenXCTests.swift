// assertGolden under XCTest: failures arrive through XCTFail at the caller's file and line.
import LaminaRender
import LaminaTesting
import XCTest

final class AssertGoldenXCTests: XCTestCase {
    /// Failures captured instead of recorded while `capturing` is on.
    private var captured: [(description: String, file: String, line: Int)] = []
    private var capturing = false

    override func recordFailure(withDescription description: String, inFile filePath: String,
                                atLine lineNumber: Int, expected: Bool) {
        guard capturing else {
            return super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber,
                                       expected: expected)
        }
        captured.append((description, filePath, lineNumber))
    }

    func testMatchingImagePasses() throws {
        // Golden: __Goldens__/AssertGoldenXCTests/testMatchingImagePasses.disc.png
        let result = assertGolden(try TestImages.disc(cx: 24, cy: 24, radius: 14), named: "disc", record: .never)
        XCTAssertEqual(result?.passed, true)
    }

    func testMissingGoldenFailsAtTheCallersLine() throws {
        let image = try TestImages.solid(.white)
        capturing = true
        let line = #line + 1
        assertGolden(image, named: "never-recorded", record: .never)
        capturing = false
        XCTAssertEqual(captured.count, 1)
        XCTAssertEqual(captured.first?.line, line)
        XCTAssertEqual(captured.first?.file, #filePath)
        XCTAssertTrue(captured.first?.description.contains("no golden at ") == true)
    }
}
