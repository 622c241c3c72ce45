// The `lamina frames` fast path must ask for exactly the job swift-argument-parser would, and
// give up on everything else.
@testable import lamina
import Testing

@Suite struct FramesJobFastPathTests {
    @Test func plainInvocationsTakeTheFastPath() throws {
        let invocations: [[String]] = [
            ["frames", "ring.svg", "-o", "ring-frames"],
            ["frames", "spinner.svg", "-o", "spinner.apng", "--fps", "30", "--duration", "1"],
            ["frames", "badge.svg", "-o", "badge.mp4", "--fps", "60", "--scale", "2", "--background", "white"],
            ["frames", "loader.json", "-o", "frames", "--jobs", "2", "--from=0.5", "--timeout=10"],
            ["frames", "--output=a b.gif", "--allow-path", "../Assets", "in put.svg", "--duration=0"],
        ]
        for arguments in invocations {
            let fast = try #require(FramesJob(fastPathArguments: arguments[...]), "\(arguments)")
            #expect(fast == parserJob(arguments) { (command: FramesCommand) in command.job }, "\(arguments)")
        }
        let job = try #require(FramesJob(fastPathArguments: ["frames", "a.json", "-o", "out", "--jobs", "3"]))
        #expect(job == FramesJob(script: ScriptInput(path: "a.json"), output: "out", jobs: 3))
    }

    @Test func everythingElseIsLeftToTheParser() {
        let refused: [[String]] = [
            ["frames", "--help"], ["frames", "a.svg", "-o", "out", "-h"], ["frames"], ["frames", "a.svg"],
            ["render", "a.svg", "-o", "a.png"], ["frames", "a.svg", "b.svg", "-o", "out"],
            ["frames", "a.svg", "-o", "out", "--fps", "0"], ["frames", "a.svg", "-o", "out", "--jobs", "0"],
            ["frames", "a.svg", "-o", "out", "--jobs", "two"], ["frames", "a.svg", "-o", "out", "--jobs", "1.5"],
            ["frames", "a.svg", "-o", "out", "--duration", "-1"], ["frames", "a.svg", "-o", "out.txt"],
            ["frames", "a.svg", "-o", "out", "--shard", "0/2"], ["frames", "a.svg", "-o", "out", "--compression", "smallest"],
            ["frames", "a.svg", "-o", "out", "--fps", "30", "--fps", "60"], ["frames", "a.svg", "-o", "out", "--zoom", "2"],
            ["frames", "a.svg", "-o", "out", "--from", "inf"], ["frames", "a.svg", "-o", "out", "--time", "1"],
        ]
        for arguments in refused {
            #expect(FramesJob(fastPathArguments: arguments[...]) == nil, "\(arguments)")
        }
    }

    /// Random argument lists built from options, values and stray tokens: wherever the fast
    /// path makes a job, the parser accepts the same arguments and makes the same job.
    @Test func randomArgumentsGiveTheParsersJob() throws {
        let options = ["-o", "--output", "--fps", "--from", "--duration", "--jobs", "--scale", "--timeout", "--background",
                       "--allow-path", "--shard"]
        let values = ["out", "out.apng", "2", "0", "-1", "1e3", "inf", "nan", "0x10", "+2", " 2", "", "white", "nope",
                      "-o", "--fps", "1.5", "a=b", "frames", "1/2", "x.txt"]
        let strays = ["a.svg", "b c.json", "x=y.svg", "--time", "-h", "--help", "--version", "--", "-", "-o=x",
                      "--fps=24", "--fps=", "--from=-1", "--allow-path=p=q", "--output=o", "--jobs=2"]
        let lists = RandomArgumentLists.make(4_000, seed: 11, command: "frames", other: "render",
                                             plain: ["in.svg", "-o", "frames-out"], options: options, values: values, strays: strays)
        let accepted = expectParserAgrees(over: lists, fast: FramesJob.init(fastPathArguments:)) { arguments in
            parserJob(arguments) { (command: FramesCommand) in command.job }
        }
        #expect(accepted > 400, "the random lists should exercise the fast path, not only refusals")
    }
}
