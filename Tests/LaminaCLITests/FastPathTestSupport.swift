// What the fast-path tests compare with and feed in: the job swift-argument-parser makes, and
// random argument lists (a command, now and then another one, often a plain input and output,
// then options with values, stray tokens and options dropped in anywhere) so that the fast
// paths meet both what they read and what they must refuse.
@testable import lamina
import LaminaTestSupport
import Testing

/// The job swift-argument-parser makes of `arguments` when it parses them as a `Command`
/// (`job` reads it off); nil when it refuses them or parses another command.
func parserJob<Command, Job>(_ arguments: [String], _ job: (Command) -> Job?) -> Job? {
    (try? LaminaCommand.parseAsRoot(arguments) as? Command).flatMap(job)
}

enum RandomArgumentLists {
    /// `count` lists from `seed`: `command` (one in 16 times `other`), two in three times
    /// followed by `plain`, then up to five additions drawn from `options`, `values` and
    /// `strays`.
    static func make(_ count: Int, seed: UInt64, command: String, other: String, plain: [String],
                     options: [String], values: [String], strays: [String]) -> [[String]] {
        var random = SplitMix64(state: seed)
        return (0..<count).map { _ in
            var arguments = [random.next() % 16 == 0 ? other : command]
            if random.next() % 3 != 0 { arguments += plain }
            for _ in 0..<Int(random.next() % 6) {
                switch random.next() % 3 {
                case 0: arguments += [options.randomElement(using: &random)!, values.randomElement(using: &random)!]
                case 1: arguments.append(strays.randomElement(using: &random)!)
                default:
                    arguments.insert(options.randomElement(using: &random)!, at: 1 + Int(random.next() % UInt64(arguments.count)))
                }
            }
            return arguments
        }
    }
}

/// Expects, for each of `lists`, that wherever `fast` makes a job, `parsed` makes the same one;
/// returns how many lists `fast` accepted.
func expectParserAgrees<Job: Equatable>(over lists: [[String]], fast: (ArraySlice<String>) -> Job?,
                                        parsed: ([String]) -> Job?) -> Int {
    var accepted = 0
    for arguments in lists {
        guard let job = fast(arguments[...]) else { continue }
        accepted += 1
        #expect(parsed(arguments) == job, "\(arguments)")
    }
    return accepted
}
