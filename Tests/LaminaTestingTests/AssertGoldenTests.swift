// assertGolden under Swift Testing: passes on a match, records an issue at the caller's
// location otherwise.
import Foundation
import LaminaRender
import LaminaTesting
import Testing

/// A renderable whose rendering fails.
private struct BrokenRenderable: GoldenRenderable {
    func goldenImage() throws -> Image { throw RenderError.nonFinite("radius") }
}

@Suite struct AssertGoldenTests {
    @Test func matchingImagePasses() throws {
        // Golden: __Goldens__/AssertGoldenTests/matchingImagePasses.disc.png
        let result = assertGolden(try TestImages.disc(cx: 24, cy: 24, radius: 14), named: "disc", record: .never)
        #expect(result?.passed == true)
        #expect(result?.goldenURL.path.hasSuffix("/Tests/LaminaTestingTests/__Goldens__/AssertGoldenTests/matchingImagePasses.disc.png") == true)
    }

    @Test func missingGoldenIsAnIssueAtTheCallersLocation() throws {
        let image = try TestImages.solid(.white)
        let line = #line + 2
        withKnownIssue {
            assertGolden(image, named: "never-recorded", record: .never)
        } matching: { issue in
            issue.sourceLocation?.fileName == "AssertGoldenTests.swift" && issue.sourceLocation?.line == line
                && issue.comments.contains { $0.rawValue.contains("no golden at ") }
        }
    }

    @Test func mismatchIsAnIssueNamingTheArtifacts() throws {
        let moved = try TestImages.disc(cx: 26, cy: 24, radius: 14)
        withKnownIssue {
            // Golden: the disc of matchingImagePasses, centred at x = 24.
            assertGolden(moved, named: "disc", record: .never)
        } matching: { issue in
            issue.comments.contains { comment in
                ["does not match", ".actual.png", ".golden.png", ".diff.png"].allSatisfy(comment.rawValue.contains)
            }
        }
    }

    @Test func renderingErrorIsAnIssue() {
        withKnownIssue {
            assertGolden(BrokenRenderable(), named: "broken", record: .never)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("radius: expected a finite number") }
        }
    }
}
