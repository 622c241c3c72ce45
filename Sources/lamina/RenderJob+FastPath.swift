// `lamina render` without swift-argument-parser's set-up, for the plain, valid invocations that
// make up nearly every run. Before it reads an argument, the parser reflects over the
// properties of every command it could run and builds their type metadata, which in the static
// release build costs more than reading, drawing and writing a typical icon (lamina-bench's
// `script` group times both). Whatever this reader does not fully understand — help, version,
// another subcommand, an unknown or repeated option, a value that starts with "-", a number
// that `Double` cannot read, a setting that fails its check — makes it give up, and the parser
// handles the arguments as before, with its own messages. RenderJobFastPathTests holds the two
// to the same jobs.

extension RenderJob {
    /// The job `arguments` (the process's arguments after the program's name) ask for, when
    /// they are `render` followed by the script's path and `lamina render`'s options, each
    /// once (`--allow-path` any number of times), written `--name value`, `--name=value` or
    /// `-o value`, and the job passes `validate()`; nil for anything else.
    init?(fastPathArguments arguments: ArraySlice<String>) {
        guard arguments.first == "render" else { return nil }
        var input: String?
        var values: [String: String] = [:]
        var allowPaths: [String] = []
        var rest = arguments.dropFirst()
        while let token = rest.popFirst() {
            guard token.hasPrefix("-") else {
                guard input == nil else { return nil }
                input = token
                continue
            }
            var name = token, value: String
            if token.hasPrefix("--"), let equals = token.firstIndex(of: "=") {
                name = String(token[..<equals])
                value = String(token[token.index(after: equals)...])
            } else {
                guard let next = rest.popFirst(), !next.hasPrefix("-") else { return nil }
                value = next
            }
            if name == "-o" { name = "--output" }
            guard !value.isEmpty else { return nil }
            switch name {
            case "--allow-path":
                allowPaths.append(value)
            case "--output", "--scale", "--background", "--width", "--height", "--time":
                guard values.updateValue(value, forKey: name) == nil else { return nil }
            default:
                return nil
            }
        }
        guard let input, let output = values["--output"] else { return nil }
        /// The named option's number: nil when absent, `.some(nil)` when `Double` cannot read it.
        func number(_ name: String) -> Double?? { values[name].map { Double($0) } }
        let scale = number("--scale"), width = number("--width"), height = number("--height"), time = number("--time")
        for parsed in [scale, width, height, time] where parsed == .some(nil) { return nil }
        self.init(script: ScriptInput(path: input, scale: (scale ?? 1) ?? 1, background: values["--background"],
                                      allowPaths: allowPaths),
                  output: output, width: width ?? nil, height: height ?? nil, time: time ?? nil)
        guard (try? validate()) != nil else { return nil }
    }
}
