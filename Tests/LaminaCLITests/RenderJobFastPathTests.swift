// The `lamina render` fast path must ask for exactly the job swift-argument-parser would, and
// give up on everything else.
@testable import lamina
import Testing

@Suite struct RenderJobFastPathTests {
    @Test func plainInvocationsTakeTheFastPath() throws {
        let invocations: [[String]] = [
            ["render", "ring.svg", "-o", "ring.png"],
            ["render", "icon.svg", "-o", "icon@2x.png", "--scale", "2"],
            ["render", "icon.svg", "-o", "icon.png", "--width", "512", "--background", "white"],
            ["render", "card.svg", "-o", "card.png", "--allow-path", "../Assets", "--allow-path", "/tmp/x"],
            ["render", "ring.svg", "-o", "ring-half.png", "--time", "0.5"],
            ["render", "--output=a b.png", "--height=1e2", "--time=-1", "--background=#20202080", "in put.svg"],
            ["render", "loader.json", "-o", "loader.png", "--progress", "0.5", "--scale", "2"],
            ["render", "loader.json", "-o", "loader.png", "--frame=12.5"],
        ]
        for arguments in invocations {
            let fast = try #require(RenderJob(fastPathArguments: arguments[...]), "\(arguments)")
            #expect(fast == parserJob(arguments) { (command: RenderCommand) in command.job }, "\(arguments)")
        }
        let job = try #require(RenderJob(fastPathArguments: ["render", "c.svg", "--allow-path=a=b", "-o", "o.png"]))
        #expect(job == RenderJob(script: ScriptInput(path: "c.svg", allowPaths: ["a=b"]), output: "o.png"))
    }

    @Test func everythingElseIsLeftToTheParser() {
        let refused: [[String]] = [
            ["render", "--help"], ["render", "a.svg", "-o", "a.png", "-h"], ["--version"], ["render"],
            ["frames", "a.svg", "-o", "a.png"], ["render", "a.svg"], ["render", "a.svg", "b.svg", "-o", "a.png"],
            ["render", "a.svg", "-o", "a.png", "--scale", "0"], ["render", "a.svg", "-o", "a.png", "--time", "-1"],
            ["render", "a.svg", "-o", "a.png", "--width", "wide"], ["render", "a.svg", "-o", "a.png", "--scale", "2", "--scale", "3"],
            ["render", "a.svg", "-o", "a.png", "--background", "nope"], ["render", "a.svg", "-o=a.png"],
            ["render", "a.svg", "-o", "a.png", "--fps", "30"], ["render", "--", "a.svg", "-o", "a.png"],
            ["render", "a.svg", "--output=", "-o", "a.png"], ["render", "a.svg", "-o", "a.png", "--output", "b.png"],
            ["render", "a.json", "-o", "a.png", "--frame", "1", "--progress", "0.5"],
            ["render", "a.json", "-o", "a.png", "--progress", "nan"], ["render", "a.json", "-o", "a.png", "--list", "l"],
        ]
        for arguments in refused {
            #expect(RenderJob(fastPathArguments: arguments[...]) == nil, "\(arguments)")
        }
    }

    /// Random argument lists built from options, values and stray tokens: wherever the fast
    /// path makes a job, the parser accepts the same arguments and makes the same job.
    @Test func randomArgumentsGiveTheParsersJob() throws {
        let options = ["-o", "--output", "--scale", "--width", "--height", "--time", "--timeout", "--background",
                       "--allow-path", "--frame", "--progress"]
        let values = ["out.png", "2", "0", "-1", "1e3", "inf", "nan", "0x10", "+2", " 2", "", "white", "#fff", "nope",
                      "-o", "--scale", "1.5", "a=b", "render", "1e9"]
        let strays = ["a.svg", "b c.svg", "x=y.svg", "--fps", "-h", "--help", "--version", "--", "-", "-o=x.png",
                      "--scale=2", "--scale=", "--time=-1", "--allow-path=p=q", "--output=o.png", "--width=3"]
        let lists = RandomArgumentLists.make(4_000, seed: 7, command: "render", other: "frames",
                                             plain: ["in.svg", "-o", "o.png"], options: options, values: values, strays: strays)
        let accepted = expectParserAgrees(over: lists, fast: RenderJob.init(fastPathArguments:)) { arguments in
            parserJob(arguments) { (command: RenderCommand) in command.job }
        }
        #expect(accepted > 400, "the random lists should exercise the fast path, not only refusals")
    }
}
