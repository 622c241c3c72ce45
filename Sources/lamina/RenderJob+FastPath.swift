// `lamina render` without swift-argument-parser's set-up, for the plain, valid invocations that
// make up nearly every run (see FastPathArguments.swift). A number that `Double` cannot read or
// a setting that fails its check also leaves the arguments to the parser.
// RenderJobFastPathTests holds the two to the same jobs.

extension RenderJob {
    /// The job `arguments` (the process's arguments after the program's name) ask for, when
    /// they are `render` followed by the script's (or Lottie file's) path and `lamina render`'s
    /// options for one file (output, scale, size, background, time, frame, progress, timeout,
    /// allowed folders), each once (`--allow-path` any number of times), written
    /// `--name value`, `--name=value` or `-o value`, and the job passes `validate()`; nil for
    /// anything else.
    init?(fastPathArguments arguments: ArraySlice<String>) {
        let options = [["-o", "--output"], ["--background"], ["--scale"], ["--width"], ["--height"], ["--time"],
                       ["--timeout"], ["--frame"], ["--progress"]]
        guard let read = FastPathArguments(arguments, command: "render", options: options), let output = read.value("-o"),
              let numbers = read.numbers(["--scale", "--width", "--height", "--time", "--timeout", "--frame", "--progress"])
        else { return nil }
        self.init(script: ScriptInput(path: read.input, scale: numbers[0] ?? 1, background: read.value("--background"),
                                      allowPaths: read.allowPaths, timeout: numbers[4]),
                  output: output, width: numbers[1], height: numbers[2], time: numbers[3], frame: numbers[5],
                  progress: numbers[6])
        guard (try? validate()) != nil else { return nil }
    }
}
