// Shards: that they partition any list exactly, whatever the counts, and that they read the
// variables of Slurm, Kubernetes, GitLab and CI matrices with errors that name the variable.
import Foundation
import Testing
@testable import Lamina

@Suite struct ShardTests {
    /// Every shard of `count`.
    private func shards(_ count: Int) throws -> [Shard] {
        try (0..<count).map { try Shard(index: $0, count: count) }
    }

    /// The message of the `ExportError.invalidSetting` that `body` throws; nil when it throws
    /// nothing or something else.
    private func message(_ body: () throws -> Shard) -> String? {
        do {
            _ = try body()
            return nil
        } catch ExportError.invalidSetting(let message) {
            return message
        } catch {
            return nil
        }
    }

    @Test(arguments: [0, 1, 2, 5, 17])
    func shardsCoverEveryItemExactlyOnce(total: Int) throws {
        for count in [1, 2, 3, 7, 20] {
            let parts = try shards(count).map { Array($0.indices(of: total)) }
            #expect(parts.flatMap { $0 }.sorted() == Array(0..<total), "\(total) items in \(count) shards")
            let items = (0..<total).map { "item \($0)" }
            let shares = try shards(count).map { $0.share(of: items) }
            #expect(shares.flatMap { $0 }.sorted() == items.sorted(), "\(total) items in \(count) shards")
            #expect(Set(shares.flatMap { $0 }).count == total)
            // Round-robin: the shards' sizes differ by at most one.
            let sizes = shares.map(\.count)
            #expect((sizes.max() ?? 0) - (sizes.min() ?? 0) <= 1)
        }
    }

    @Test func inputsAreDealtFromTheirSortedSetWhateverTheirOrder() throws {
        let inputs = ["icons/b.svg", "a.svg", "icons/a.svg", "B.svg", "a.svg", "z/y.svg", "c.svg"]
        let sorted = Shard.sortedInputs(inputs)
        #expect(sorted == ["B.svg", "a.svg", "c.svg", "icons/a.svg", "icons/b.svg", "z/y.svg"])
        for count in [1, 2, 4, 9] {
            let forward = try shards(count).map { $0.share(ofInputs: inputs) }
            let backward = try shards(count).map { $0.share(ofInputs: inputs.reversed()) }
            #expect(forward == backward)
            #expect(forward.flatMap { $0 }.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) } == sorted)
        }
        #expect(try Shard(index: 1, count: 2).share(ofInputs: inputs) == ["a.svg", "icons/a.svg", "z/y.svg"])
    }

    @Test func namesAreSortedByTheirBytesSoEquivalentSpellingsStayApart() {
        let composed = "caf\u{E9}.svg", decomposed = "cafe\u{301}.svg"
        #expect(composed == decomposed)  // String's comparison takes them as one
        #expect(Shard.sortedInputs([composed, decomposed, "cafe.svg"]) == ["cafe.svg", decomposed, composed])
    }

    @Test func textGivesNumbersOrNamesOfVariables() throws {
        #expect(try Shard(parsing: "3/8", environment: [:]) == Shard(index: 3, count: 8))
        #expect(try Shard(parsing: "JOB_COMPLETION_INDEX/8", environment: ["JOB_COMPLETION_INDEX": "5"])
                == Shard(index: 5, count: 8))
        let circle = ["CIRCLE_NODE_INDEX": "2", "CIRCLE_NODE_TOTAL": "3"]
        #expect(try Shard(parsing: "CIRCLE_NODE_INDEX/CIRCLE_NODE_TOTAL", environment: circle) == Shard(index: 2, count: 3))
        #expect(message { try Shard(parsing: "JOB_COMPLETION_INDEX/8", environment: [:]) }
                == "shard: expected JOB_COMPLETION_INDEX to hold the shard's index, a whole number from 0 to 7, found it unset")
        #expect(message { try Shard(parsing: "JOB_COMPLETION_INDEX/8", environment: ["JOB_COMPLETION_INDEX": "8"]) }
                == "shard: expected JOB_COMPLETION_INDEX to hold the shard's index, a whole number from 0 to 7, found \"8\"")
        #expect(message { try Shard(parsing: "0/TOTAL", environment: ["TOTAL": "0"]) }
                == "shard: expected TOTAL to hold the number of shards, a whole number at least 1, found \"0\"")
        for bad in ["3-8", "/8", "3/", "$X/8", "1/2/3", "8x/9"] {
            #expect(message { try Shard(parsing: bad, environment: ["X": "1"]) }?.contains("expected K/N such as 0/4") == true, "\(bad)")
        }
        #expect(message { try Shard(parsing: "4/4", environment: [:]) } == "shard: expected K/N with 0 ≤ K < N, found 4/4")
    }

    @Test func autoReadsASlurmJobArrayWhereverItsIDsStart() throws {
        let oneToFour = ["SLURM_ARRAY_TASK_ID": "3", "SLURM_ARRAY_TASK_MIN": "1", "SLURM_ARRAY_TASK_MAX": "4",
                         "SLURM_ARRAY_TASK_COUNT": "4", "SLURM_ARRAY_TASK_STEP": "1"]
        #expect(try Shard(parsing: "auto", environment: oneToFour) == Shard(index: 2, count: 4))
        let stepped = ["SLURM_ARRAY_TASK_ID": "6", "SLURM_ARRAY_TASK_MIN": "0", "SLURM_ARRAY_TASK_MAX": "14",
                       "SLURM_ARRAY_TASK_COUNT": "8", "SLURM_ARRAY_TASK_STEP": "2"]
        #expect(try Shard(parsing: "auto", environment: stepped) == Shard(index: 3, count: 8))
        var withoutCount = oneToFour
        withoutCount["SLURM_ARRAY_TASK_COUNT"] = nil
        #expect(message { try Shard(parsing: "auto", environment: withoutCount) }
                == "shard: expected SLURM_ARRAY_TASK_COUNT to hold the job array's number of tasks, a whole number "
                   + "at least 1, found it unset")
        // --array=1,3,9: three tasks that are not evenly spaced have no place among shards.
        let listed = ["SLURM_ARRAY_TASK_ID": "3", "SLURM_ARRAY_TASK_MIN": "1", "SLURM_ARRAY_TASK_MAX": "9",
                      "SLURM_ARRAY_TASK_COUNT": "3", "SLURM_ARRAY_TASK_STEP": "1"]
        #expect(message { try Shard(parsing: "auto", environment: listed) }?
            .hasPrefix("shard auto: expected a Slurm job array of evenly spaced task IDs") == true)
        var offGrid = stepped
        offGrid["SLURM_ARRAY_TASK_ID"] = "5"
        #expect(message { try Shard(parsing: "auto", environment: offGrid) }
                == "shard auto: expected SLURM_ARRAY_TASK_ID to be SLURM_ARRAY_TASK_MIN (0) plus a multiple of "
                   + "SLURM_ARRAY_TASK_STEP (2), found 5")
        var below = oneToFour
        below["SLURM_ARRAY_TASK_ID"] = "0"
        #expect(message { try Shard(parsing: "auto", environment: below) }?.contains("SLURM_ARRAY_TASK_ID") == true)
    }

    @Test func autoReadsGitLabAndExplainsWhatElseItNeeds() throws {
        #expect(try Shard(parsing: "auto", environment: ["CI_NODE_INDEX": "2", "CI_NODE_TOTAL": "3"])
                == Shard(index: 1, count: 3))
        #expect(try Shard(parsing: "auto", environment: ["CI_NODE_TOTAL": "1"]) == Shard(index: 0, count: 1))
        #expect(message { try Shard(parsing: "auto", environment: ["CI_NODE_INDEX": "0", "CI_NODE_TOTAL": "3"]) }
                == "shard: expected CI_NODE_INDEX to hold the job's index counted from 1, a whole number from 1 to 3, "
                   + "found \"0\"")
        #expect(message { try Shard(parsing: "auto", environment: ["JOB_COMPLETION_INDEX": "1"]) }?
            .hasPrefix("shard auto: JOB_COMPLETION_INDEX gives a Kubernetes Indexed Job's index") == true)
        #expect(message { try Shard(parsing: "auto", environment: [:]) }?
            .hasPrefix("shard auto: expected a Slurm job array (SLURM_ARRAY_TASK_ID)") == true)
    }
}
