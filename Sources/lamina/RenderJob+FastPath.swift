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
    /// they are `render` followed by the script's (or Lottie file's) path and `lamina render`'s
    /// options for one file (output, scale, size, background, time, frame, progress, timeout,
    /// allowed folders), each once (`--allow-path` any number of times), written
    /// `--name value`, `--name=value` or `-o value`, and the job passes `validate()`; nil for
    /// anything else.
    init?(fastPathArguments arguments: ArraySlice<String>) {
        guard arguments.first == "render" else { return nil }
        // One slot per option (no dictionary: its first use alone costs a noticeable part of
        // a short run's time in type metadata and page faults).
        var input: String?, output: String?, background: String?
        var scale: String?, width: String?, height: String?, time: String?, timeout: String?
        var frame: String?, progress: String?
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
            guard !value.isEmpty else { return nil }
            if name == "--allow-path" {
                allowPaths.append(value)
                continue
            }
            /// Fills `slot` unless an earlier occurrence did.
            func once(_ slot: inout String?) -> Bool {
                guard slot == nil else { return false }
                slot = value
                return true
            }
            let taken = switch name {
            case "-o", "--output": once(&output)
            case "--scale": once(&scale)
            case "--background": once(&background)
            case "--width": once(&width)
            case "--height": once(&height)
            case "--time": once(&time)
            case "--timeout": once(&timeout)
            case "--frame": once(&frame)
            case "--progress": once(&progress)
            default: false
            }
            guard taken else { return nil }
        }
        guard let input, let output else { return nil }
        /// The option's number, nil when absent; false when `Double` cannot read it.
        func number(_ text: String?, into value: inout Double?) -> Bool {
            guard let text else { return true }
            value = Double(text)
            return value != nil
        }
        var scaleValue: Double?, widthValue: Double?, heightValue: Double?, timeValue: Double?, timeoutValue: Double?
        var frameValue: Double?, progressValue: Double?
        guard number(scale, into: &scaleValue), number(width, into: &widthValue), number(height, into: &heightValue),
              number(time, into: &timeValue), number(timeout, into: &timeoutValue), number(frame, into: &frameValue),
              number(progress, into: &progressValue) else { return nil }
        self.init(script: ScriptInput(path: input, scale: scaleValue ?? 1, background: background, allowPaths: allowPaths,
                                      timeout: timeoutValue),
                  output: output, width: widthValue, height: heightValue, time: timeValue, frame: frameValue,
                  progress: progressValue)
        guard (try? validate()) != nil else { return nil }
    }
}
