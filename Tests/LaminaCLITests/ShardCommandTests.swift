// `--shard` end to end: render batches and golden folders split over processes write exactly
// what one process writes, shard reports merge into one report and one exit status, and the
// environment's variables are read, with errors that name them.
import Foundation
import LaminaRender
import Testing

@Suite struct ShardCommandTests {
    /// A folder of `count` small scripts, `icons/iN.svg`, each a different width of square.
    private func icons(_ count: Int) throws -> ImageFolder {
        let folder = try ImageFolder()
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("icons"), withIntermediateDirectories: true)
        for index in 0..<count {
            let script = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"12\" height=\"12\">"
                + "<rect width=\"\(index % 12 + 1)\" height=\"12\" fill=\"#3a6\"/></svg>"
            try Data(script.utf8).write(to: folder.url.appendingPathComponent("icons/i\(index).svg"))
        }
        return folder
    }

    /// The files under `folder`, by relative path, with their bytes.
    private func files(in folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let paths = FileManager.default.subpaths(atPath: folder.path) ?? []
        for path in paths {
            var isFolder: ObjCBool = false
            let url = folder.appendingPathComponent(path)
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            files[path] = try Data(contentsOf: url)
        }
        return files
    }

    @Test func renderShardsTogetherWriteWhatOneRunWritesByteForByte() throws {
        let folder = try icons(7); defer { folder.remove() }
        // Given out of order, twice over in part, and partly through a list.
        let inputs = (0..<7).reversed().map { "icons/i\($0).svg" } + ["icons/i3.svg"]
        try Data(inputs.suffix(4).joined(separator: "\n").utf8).write(to: folder.url.appendingPathComponent("list.txt"))
        let arguments = Array(inputs.prefix(4)) + ["--list", "list.txt"]
        let whole = try Lamina.run(["render"] + arguments + ["--output-dir", "whole"], in: folder.url)
        #expect(whole.status == 0, "\(whole.stderr)")
        let expected = try files(in: folder.url.appendingPathComponent("whole"))
        #expect(expected.count == 7)
        for count in [1, 2, 3, 7, 12] {
            var union: [String: Data] = [:]
            for index in 0..<count {
                let out = "shards-\(count)/\(index)"
                let run = try Lamina.run(["render"] + arguments + ["--output-dir", out, "--shard", "\(index)/\(count)"],
                                         in: folder.url)
                #expect(run.status == 0, "\(run.stderr)")
                let share = 7 / count + (index < 7 % count ? 1 : 0)
                #expect(run.stderr == "lamina render: rendered \(share), failed 0 (shard \(index)/\(count) of 7 scripts)\n")
                let written = try files(in: folder.url.appendingPathComponent(out))
                #expect(Set(written.keys).isDisjoint(with: union.keys), "shard \(index)/\(count) overlaps another")
                union.merge(written) { first, _ in first }
            }
            #expect(union == expected, "\(count) shards")
        }
        // Sorted by their bytes: icons/i0, i1, i2, i3, i4, i5, i6; shard 1/3 takes i1 and i4.
        #expect(Set(try files(in: folder.url.appendingPathComponent("shards-3/1")).keys) == ["icons/i1.png", "icons/i4.png"])
    }

    @Test func renderReadsTheShardFromTheEnvironmentAndNamesABadVariable() throws {
        let folder = try icons(4); defer { folder.remove() }
        let scripts = (0..<4).map { "icons/i\($0).svg" }
        let kubernetes = try Lamina.run(["render"] + scripts + ["--output-dir", "k", "--shard", "JOB_COMPLETION_INDEX/2"],
                                        in: folder.url, environment: ["JOB_COMPLETION_INDEX": "1"])
        #expect(kubernetes.status == 0, "\(kubernetes.stderr)")
        #expect(Set(try files(in: folder.url.appendingPathComponent("k")).keys) == ["icons/i1.png", "icons/i3.png"])
        let slurm = try Lamina.run(["render"] + scripts + ["--output-dir", "s", "--shard", "auto"], in: folder.url,
                                   environment: ["SLURM_ARRAY_TASK_ID": "1", "SLURM_ARRAY_TASK_MIN": "1",
                                                 "SLURM_ARRAY_TASK_MAX": "4", "SLURM_ARRAY_TASK_COUNT": "4"])
        #expect(slurm.status == 0, "\(slurm.stderr)")
        #expect(Set(try files(in: folder.url.appendingPathComponent("s")).keys) == ["icons/i0.png"])
        let unset = try Lamina.run(["render"] + scripts + ["--output-dir", "u", "--shard", "MY_SHARD_INDEX/2"], in: folder.url)
        #expect(unset.status == 2)
        #expect(unset.stderr.contains("--shard: expected MY_SHARD_INDEX to hold the shard's index, a whole number from 0 "
                                      + "to 1, found it unset"), "\(unset.stderr)")
        let bad = try Lamina.run(["render"] + scripts + ["--output-dir", "u", "--shard", "auto"], in: folder.url,
                                 environment: ["SLURM_ARRAY_TASK_ID": "x", "SLURM_ARRAY_TASK_MIN": "0",
                                               "SLURM_ARRAY_TASK_COUNT": "2"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("--shard: expected SLURM_ARRAY_TASK_ID to hold the task's ID in the job array, "
                                    + "a whole number from 0 to 1, found \"x\""), "\(bad.stderr)")
        let single = try Lamina.run(["render", "icons/i0.svg", "-o", "one.png", "--shard", "0/2"], in: folder.url)
        #expect(single.status == 2)
        #expect(single.stderr.contains("--shard: expected a batch into --output-dir"))
        #expect(!folder.exists("u") && !folder.exists("one.png"))
    }

    @Test func framesReadTheShardFromTheEnvironment() throws {
        let folder = try ImageFolder(); defer { folder.remove() }
        let script = """
            <svg xmlns="http://www.w3.org/2000/svg" width="8" height="8">
              <rect width="8" height="8"><animate attributeName="width" from="1" to="8" dur="1s"/></rect>
            </svg>
            """
        try Data(script.utf8).write(to: folder.url.appendingPathComponent("grow.svg"))
        let run = try Lamina.run(["frames", "grow.svg", "-o", "frames", "--fps", "4", "--shard", "INDEX/2"], in: folder.url,
                                 environment: ["INDEX": "1"])
        #expect(run.status == 0, "\(run.stderr)")
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.path("frames")).sorted()
        #expect(written == ["frame-00001.png", "frame-00003.png"])
    }

    /// A golden folder of 10 scripts with goldens, of which `i2` and `i7` no longer match.
    private func goldenFolder() throws -> ImageFolder {
        let folder = try icons(10)
        let cases = folder.url.appendingPathComponent("icons")
        #expect(try Lamina.run(["golden", "record", cases.path]).status == 0)
        for index in [2, 7] {
            let script = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"12\" height=\"12\"><rect width=\"12\" height=\"6\"/></svg>"
            try Data(script.utf8).write(to: cases.appendingPathComponent("i\(index).svg"))
        }
        return folder
    }

    @Test func goldenShardReportsMergeIntoTheWholeRunsReport() throws {
        let folder = try goldenFolder(); defer { folder.remove() }
        let whole = try Lamina.run(["golden", "verify", "icons", "--report", "whole.html"], in: folder.url)
        #expect(whole.status == 1)
        #expect(whole.lines.last == "8 passed, 2 failed")
        let failures = whole.lines.filter { $0.hasPrefix("FAIL") }
        #expect(failures.count == 2)
        for count in [1, 3, 4, 12] {
            var reports: [String] = []
            for index in 0..<count {
                let data = "shards-\(count)/shard-\(index).json"
                let run = try Lamina.run(["golden", "verify", "icons", "--shard", "\(index)/\(count)", "--report-data", data],
                                         in: folder.url)
                #expect(run.lines.first?.hasPrefix("shard \(index)/\(count): ") == true)
                #expect([0, 1].contains(run.status), "\(run.stderr)")
                reports.append(data)
            }
            let merged = try Lamina.run(["golden", "report", "--merge"] + reports.reversed()
                                        + ["--report", "shards-\(count)/report.html"], in: folder.url)
            #expect(merged.status == 1, "\(merged.stderr)")
            #expect(merged.lines.filter { $0.hasPrefix("FAIL") } == failures, "\(count) shards")
            #expect(merged.lines.last == "8 passed, 2 failed")
            let html = try String(contentsOfFile: folder.path("shards-\(count)/report.html"), encoding: .utf8)
            let wholeHTML = try String(contentsOfFile: folder.path("whole.html"), encoding: .utf8)
            #expect(html == wholeHTML.replacingOccurrences(of: "whole-images/", with: "report-images/"))
            for kind in ["golden", "actual", "diff"] {
                #expect(try Data(contentsOf: folder.url.appendingPathComponent("shards-\(count)/report-images/i7.\(kind).png"))
                        == Data(contentsOf: folder.url.appendingPathComponent("whole-images/i7.\(kind).png")))
            }
        }
    }

    @Test func aMergeOfShardsThatDoNotCoverTheFolderOnceIsAnError() throws {
        let folder = try goldenFolder(); defer { folder.remove() }
        for index in 0..<3 {
            _ = try Lamina.run(["golden", "verify", "icons", "--shard", "\(index)/3", "--report-data", "s\(index).json"],
                               in: folder.url)
        }
        _ = try Lamina.run(["golden", "verify", "icons", "--shard", "1/2", "--report-data", "other.json"], in: folder.url)
        let missing = try Lamina.run(["golden", "report", "--merge", "s0.json", "s2.json", "--report", "r.html"], in: folder.url)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("missing shard 1/3 (3 of 10 cases not verified): expected one report for each "
                                        + "of 3 shards, found 2"), "\(missing.stderr)")
        #expect(!folder.exists("r.html"))
        let twice = try Lamina.run(["golden", "report", "--merge", "s0.json", "s1.json", "s1.json", "s2.json"], in: folder.url)
        #expect(twice.status == 2)
        #expect(twice.stderr.contains("s1.json: expected each shard once, found shard 1/3 in s1.json too"))
        let mixed = try Lamina.run(["golden", "report", "--merge", "s0.json", "other.json"], in: folder.url)
        #expect(mixed.status == 2)
        #expect(mixed.stderr.contains("other.json: expected a shard of the run s0.json is from (3 shards of 10 cases"))
        // A folder that changed between shards is another run.
        try Data("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1\" height=\"1\"/>".utf8)
            .write(to: folder.url.appendingPathComponent("icons/extra.svg"))
        _ = try Lamina.run(["golden", "verify", "icons", "--shard", "2/3", "--report-data", "s2.json"], in: folder.url)
        let changed = try Lamina.run(["golden", "report", "--merge", "s0.json", "s1.json", "s2.json"], in: folder.url)
        #expect(changed.status == 2)
        #expect(changed.stderr.contains("s2.json: expected a shard of the run s0.json is from"))
        try Data("{}".utf8).write(to: folder.url.appendingPathComponent("junk.json"))
        let junk = try Lamina.run(["golden", "report", "--merge", "junk.json"], in: folder.url)
        #expect(junk.status == 2)
        #expect(junk.stderr.contains("junk.json: expected a shard report written by lamina golden verify --report-data"))
        let none = try Lamina.run(["golden", "report", "--merge"], in: folder.url)
        #expect(none.status == 2)
    }

    @Test func mergedShardsThatAllPassExitZero() throws {
        let folder = try icons(5); defer { folder.remove() }
        #expect(try Lamina.run(["golden", "record", "icons"], in: folder.url).status == 0)
        for index in 0..<2 {
            let run = try Lamina.run(["golden", "verify", "icons", "--shard", "\(index)/2", "--report-data", "s\(index).json"],
                                     in: folder.url)
            #expect(run.status == 0)
        }
        let merged = try Lamina.run(["golden", "report", "--merge", "s0.json", "s1.json"], in: folder.url)
        #expect(merged.status == 0, "\(merged.stderr)")
        #expect(merged.lines == ["5 passed, 0 failed"])
    }

    @Test func goldenRecordShardsRecordEachCaseOnce() throws {
        let folder = try icons(5); defer { folder.remove() }
        var recorded: [String] = []
        for index in 0..<3 {
            let run = try Lamina.run(["golden", "record", "icons", "--shard", "\(index)/3"], in: folder.url)
            #expect(run.status == 0)
            recorded += run.lines.filter { $0.hasPrefix("recorded") }
        }
        #expect(recorded.sorted() == (0..<5).map { "recorded   i\($0)" })
        #expect(try Lamina.run(["golden", "verify", "icons"], in: folder.url).lines.last == "5 passed, 0 failed")
    }

    @Test func aWarningRepeatedAcrossAScriptPrintsOnceWithACount() throws {
        let folder = try ImageFolder(); defer { folder.remove() }
        let uses = (0..<12).map { "  <use href=\"#card-back\" x=\"\($0)\"/>" }.joined(separator: "\n")
        let script = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"16\" height=\"16\">\n\(uses)\n"
            + "  <use href=\"#joker\"/>\n</svg>\n"
        try Data(script.utf8).write(to: folder.url.appendingPathComponent("deck.svg"))
        let run = try Lamina.run(["render", "deck.svg", "-o", "deck.png"], in: folder.url)
        #expect(run.status == 0)
        #expect(run.stderr == """
            deck.svg:2:8: warning: href: expected an element with id "card-back", found none; skipped \
            (also at 11 more: 3:8, 4:8, 5:8, …)
            deck.svg:14:8: warning: href: expected an element with id "joker", found none; skipped

            """)
    }
}
