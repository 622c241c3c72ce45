// `lamina golden verify` and `lamina golden record`, end to end.
import Foundation
import LaminaRender
import Testing

@Suite struct GoldenCommandTests {
    /// `same` passes, `moved` differs by one pixel, `new` has no golden yet.
    func makeCases() throws -> ImageFolder {
        let folder = try ImageFolder()
        try folder.write("same.png")
        try folder.write("same.actual.png")
        try folder.write("moved.png", changed: [(5, 5)])
        try folder.write("moved.actual.png", changed: [(6, 5)])
        try folder.write("new.actual.png")
        return folder
    }

    @Test func verifyPrintsOneLinePerCaseAndTheSummaryLast() throws {
        let folder = try makeCases(); defer { folder.remove() }
        let run = try Lamina.run(["golden", "verify", folder.url.path])
        #expect(run.status == 1)
        #expect(run.lines == [
            "FAIL  moved: mismatch: 2 pixels (0.0488%)",
            "FAIL  new: no golden: \(folder.path("new.png")) does not exist",
            "ok    same",
            "1 passed, 2 failed",
        ])
    }

    @Test func verifyExitsZeroWhenAllPass() throws {
        let folder = try ImageFolder(); defer { folder.remove() }
        for name in ["a", "b"] {
            try folder.write("\(name).png")
            try folder.write("\(name).actual.png")
        }
        let run = try Lamina.run(["golden", "verify", folder.url.path])
        #expect(run.status == 0)
        #expect(run.lines.last == "2 passed, 0 failed")
    }

    @Test func verifyToleranceAppliesToEveryCase() throws {
        let folder = try makeCases(); defer { folder.remove() }
        try FileManager.default.removeItem(atPath: folder.path("new.actual.png"))
        let run = try Lamina.run(["golden", "verify", folder.url.path, "--tolerance", "0.05"])
        #expect(run.status == 0)
        #expect(run.lines.last == "2 passed, 0 failed")
    }

    @Test func verifyReportShowsGoldenActualAndDiffForEachFailure() throws {
        let folder = try makeCases(); defer { folder.remove() }
        let report = folder.url.appendingPathComponent("out/report.html")
        let run = try Lamina.run(["golden", "verify", folder.url.path, "--report", report.path])
        #expect(run.status == 1)
        #expect(run.lines.suffix(2) == ["report: \(report.path)", "1 passed, 2 failed"])
        let html = try String(contentsOf: report, encoding: .utf8)
        for image in ["moved.golden.png", "moved.actual.png", "moved.diff.png", "new.actual.png"] {
            #expect(html.contains("<img src=\"report-images/\(image)\""), "\(image)")
            #expect(FileManager.default.fileExists(atPath: folder.path("out/report-images/\(image)")), "\(image)")
        }
        // The case without a golden has no golden or diff image to show.
        #expect(!html.contains("new.golden.png"))
        #expect(html.contains("mismatch: 2 pixels (0.0488%)"))
        #expect(html.contains("<li>same</li>"))
        let diff = try Image(contentsOf: folder.url.appendingPathComponent("out/report-images/moved.diff.png"))
        #expect(diff.pixel(x: 5, y: 5) == 0xFFFF_0000)
    }

    @Test func verifyWithoutCasesExitsTwo() throws {
        let folder = try ImageFolder(); defer { folder.remove() }
        let run = try Lamina.run(["golden", "verify", folder.url.path])
        #expect(run.status == 2)
        #expect(run.stderr.contains("\(folder.url.path): no cases found"))
        let missing = try Lamina.run(["golden", "verify", folder.path("absent")])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("\(folder.path("absent")): cannot list the folder"))
    }

    @Test func recordWritesMissingAndChangedGoldensOnly() throws {
        let folder = try makeCases(); defer { folder.remove() }
        let sameBefore = try FileManager.default.attributesOfItem(atPath: folder.path("same.png"))[.systemFileNumber] as? Int
        let run = try Lamina.run(["golden", "record", folder.url.path])
        #expect(run.status == 0)
        #expect(run.lines == ["recorded   moved", "recorded   new", "unchanged  same", "2 recorded, 1 unchanged"])
        #expect(folder.exists("new.png"))
        let sameAfter = try FileManager.default.attributesOfItem(atPath: folder.path("same.png"))[.systemFileNumber] as? Int
        #expect(sameBefore == sameAfter)
        let verify = try Lamina.run(["golden", "verify", folder.url.path])
        #expect(verify.status == 0)
        #expect(verify.lines.last == "3 passed, 0 failed")
    }
}
