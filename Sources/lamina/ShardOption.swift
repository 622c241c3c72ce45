// `--shard K/N`: the option every command that splits work over machines shares (`render`
// batches, `frames`, `golden verify`, `golden record`), read by `Shard(parsing:environment:)`.
import ArgumentParser
import Lamina

/// `--shard`, as text until the command checks it (it may name environment variables).
struct ShardOption: ParsableArguments {
    @Option(help: ArgumentHelp(
        "Do only this machine's share: every N-th item from the K-th (K from 0), sorted as in C's locale.",
        discussion: "K or N may name an environment variable (JOB_COMPLETION_INDEX/8); auto reads a Slurm job "
            + "array's or a GitLab parallel job's variables.",
        valueName: "K/N|auto"))
    var shard: String?

    /// The shard asked for; nil without `--shard`.
    /// - Throws: `ValidationError` naming `--shard` and, for a variable, the variable (exit 2).
    func resolved() throws -> Shard? {
        try shard.map(Self.parse)
    }

    /// `text` read as a shard, in the process's environment.
    /// - Throws: `ValidationError` naming `--shard` and, for a variable, the variable (exit 2).
    static func parse(_ text: String) throws -> Shard {
        do {
            return try Shard(parsing: text)
        } catch {
            // The library's messages start "shard: " or "shard auto: "; here the option is named.
            let message = "\(error)"
            throw ValidationError(message.hasPrefix("shard") ? "--" + message : "--shard: " + message)
        }
    }
}
