// `lamina frames` without swift-argument-parser's set-up, for plain, valid invocations (see
// FastPathArguments.swift); `--shard`, `--compression` and the script settings beyond scale,
// background, timeout and allowed folders are left to the parser. FramesJobFastPathTests
// holds the two to the same jobs.

extension FramesJob {
    /// The job `arguments` (the process's arguments after the program's name) ask for, when
    /// they are `frames` followed by the script's (or Lottie file's) path and the options
    /// output, fps, from, duration, jobs, scale, background and timeout, each once
    /// (`--allow-path` any number of times), and the job passes `validate()`; nil for anything
    /// else.
    init?(fastPathArguments arguments: ArraySlice<String>) {
        let options = [["-o", "--output"], ["--background"], ["--scale"], ["--timeout"], ["--fps"], ["--from"],
                       ["--duration"], ["--jobs"]]
        guard let read = FastPathArguments(arguments, command: "frames", options: options), let output = read.value("-o"),
              let numbers = read.numbers(["--scale", "--timeout", "--fps", "--from", "--duration"]) else { return nil }
        self.init(script: ScriptInput(path: read.input, scale: numbers[0] ?? 1, background: read.value("--background"),
                                      allowPaths: read.allowPaths, timeout: numbers[1]),
                  output: output, fps: numbers[2], from: numbers[3] ?? 0, duration: numbers[4])
        if let text = read.value("--jobs") {
            guard let count = Int(text) else { return nil }
            jobs = count
        }
        guard (try? validate()) != nil else { return nil }
    }
}
