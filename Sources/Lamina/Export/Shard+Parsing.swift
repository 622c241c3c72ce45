// Reading a shard from text and from the variables batch schedulers set: Slurm job arrays,
// Kubernetes Indexed Jobs, GitLab's `parallel:`, and any CI matrix that names its index.
import Foundation

extension Shard {
    /// Parses a shard, reading environment variables where the text names them.
    ///
    /// - `"K/N"` with whole numbers, e.g. `"3/8"`.
    /// - `"K/N"` where K, N or both name an environment variable holding the number, e.g.
    ///   `"JOB_COMPLETION_INDEX/8"` in a Kubernetes Indexed Job of 8 completions, or
    ///   `"CIRCLE_NODE_INDEX/CIRCLE_NODE_TOTAL"`. A name is letters, digits and `_`, not
    ///   starting with a digit.
    /// - `"auto"`: a Slurm job array's task (`SLURM_ARRAY_TASK_ID` less `SLURM_ARRAY_TASK_MIN`,
    ///   over `SLURM_ARRAY_TASK_STEP`, of `SLURM_ARRAY_TASK_COUNT`, so `--array=1-8` and
    ///   `--array=0-14:2` both give shards 0…7), else a GitLab job of `parallel: N`
    ///   (`CI_NODE_INDEX`, counted from 1, of `CI_NODE_TOTAL`).
    ///
    /// - Parameter environment: the variables to read; the process's own by default.
    /// - Throws: ``ExportError/invalidSetting(_:)`` for any other text, and for a variable that
    ///   is unset or does not hold what is expected, naming the variable and what it should hold.
    public init(parsing text: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        if text == "auto" {
            self = try Self.scheduled(in: environment)
            return
        }
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ Int($0) != nil || Self.isVariableName($0) }) else {
            throw ExportError.invalidSetting("shard: expected K/N such as 0/4, a variable's name for K or N "
                                             + "(JOB_COMPLETION_INDEX/8), or auto, found \"\(text)\"")
        }
        let count = try Int(parts[1]) ?? Self.number(String(parts[1]), in: environment, range: 1...Int.max,
                                                     meaning: "the number of shards")
        let index = try Int(parts[0]) ?? Self.number(String(parts[0]), in: environment, range: 0...max(count - 1, 0),
                                                     meaning: "the shard's index")
        try self.init(index: index, count: count)
    }

    /// Whether `text` can be an environment variable's name: letters, digits and `_`, not
    /// starting with a digit.
    private static func isVariableName(_ text: Substring) -> Bool {
        guard let first = text.unicodeScalars.first, first == "_" || ("A"..."Z").contains(first) || ("a"..."z").contains(first)
        else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || ("A"..."Z").contains($0) || ("a"..."z").contains($0)
                                                || ("0"..."9").contains($0) }
    }

    /// The whole number variable `name` holds, in `range`.
    /// - Throws: ``ExportError/invalidSetting(_:)`` naming the variable, what it should hold
    ///   (`meaning`, the range) and what it holds.
    private static func number(_ name: String, in environment: [String: String], range: ClosedRange<Int>,
                               meaning: String) throws -> Int {
        let expected = range.upperBound == Int.max ? "at least \(range.lowerBound)"
            : "from \(range.lowerBound) to \(range.upperBound)"
        guard let value = environment[name] else {
            throw ExportError.invalidSetting("shard: expected \(name) to hold \(meaning), a whole number \(expected), "
                                             + "found it unset")
        }
        guard let number = Int(value.trimmingCharacters(in: .whitespaces)), range.contains(number) else {
            throw ExportError.invalidSetting("shard: expected \(name) to hold \(meaning), a whole number \(expected), "
                                             + "found \"\(value)\"")
        }
        return number
    }

    /// The shard a batch scheduler's variables describe (`auto`).
    private static func scheduled(in environment: [String: String]) throws -> Shard {
        if environment["SLURM_ARRAY_TASK_ID"] != nil { return try slurmArrayTask(in: environment) }
        if environment["CI_NODE_TOTAL"] != nil {
            let count = try number("CI_NODE_TOTAL", in: environment, range: 1...Int.max, meaning: "the number of parallel jobs")
            if count == 1, environment["CI_NODE_INDEX"] == nil { return try Shard(index: 0, count: 1) }
            let node = try number("CI_NODE_INDEX", in: environment, range: 1...count,
                                  meaning: "the job's index counted from 1")
            return try Shard(index: node - 1, count: count)
        }
        if environment["JOB_COMPLETION_INDEX"] != nil {
            throw ExportError.invalidSetting("shard auto: JOB_COMPLETION_INDEX gives a Kubernetes Indexed Job's index "
                                             + "but not its completions; give JOB_COMPLETION_INDEX/N with N the job's "
                                             + "completions")
        }
        throw ExportError.invalidSetting("shard auto: expected a Slurm job array (SLURM_ARRAY_TASK_ID) or a GitLab "
                                         + "parallel job (CI_NODE_INDEX, CI_NODE_TOTAL), found neither; give K/N, or "
                                         + "a variable's name for K or N (JOB_COMPLETION_INDEX/8)")
    }

    /// A Slurm job array task's shard. Task IDs need not start at 0 (`--array=1-8`) nor be
    /// consecutive (`--array=0-14:2`): the shard is the task's place among the array's IDs.
    private static func slurmArrayTask(in environment: [String: String]) throws -> Shard {
        let count = try number("SLURM_ARRAY_TASK_COUNT", in: environment, range: 1...Int.max,
                               meaning: "the job array's number of tasks")
        let minimum = try number("SLURM_ARRAY_TASK_MIN", in: environment, range: 0...Int.max,
                                 meaning: "the job array's first task ID")
        let step = environment["SLURM_ARRAY_TASK_STEP"] == nil ? 1
            : try number("SLURM_ARRAY_TASK_STEP", in: environment, range: 1...Int.max, meaning: "the job array's step")
        let (span, spanOverflow) = (count - 1).multipliedReportingOverflow(by: step)
        let (last, lastOverflow) = minimum.addingReportingOverflow(span)
        guard !spanOverflow, !lastOverflow else {
            throw ExportError.invalidSetting("shard auto: expected SLURM_ARRAY_TASK_MIN + (SLURM_ARRAY_TASK_COUNT - 1) "
                                             + "× SLURM_ARRAY_TASK_STEP to be a task ID, found it out of range")
        }
        if environment["SLURM_ARRAY_TASK_MAX"] != nil {
            let maximum = try number("SLURM_ARRAY_TASK_MAX", in: environment, range: 0...Int.max,
                                     meaning: "the job array's last task ID")
            guard maximum == last else {
                throw ExportError.invalidSetting("shard auto: expected a Slurm job array of evenly spaced task IDs "
                                                 + "(--array=0-7 or 1-15:2), found SLURM_ARRAY_TASK_MIN=\(minimum), "
                                                 + "SLURM_ARRAY_TASK_MAX=\(maximum), SLURM_ARRAY_TASK_STEP=\(step) and "
                                                 + "SLURM_ARRAY_TASK_COUNT=\(count); give K/N")
            }
        }
        let id = try number("SLURM_ARRAY_TASK_ID", in: environment, range: minimum...last,
                            meaning: "the task's ID in the job array")
        guard (id - minimum) % step == 0 else {
            throw ExportError.invalidSetting("shard auto: expected SLURM_ARRAY_TASK_ID to be SLURM_ARRAY_TASK_MIN "
                                             + "(\(minimum)) plus a multiple of SLURM_ARRAY_TASK_STEP (\(step)), "
                                             + "found \(id)")
        }
        return try Shard(index: (id - minimum) / step, count: count)
    }
}
