// Plain invocations read without swift-argument-parser's set-up. Before it reads an argument,
// the parser reflects over the properties of every command it could run and builds their type
// metadata, which in the static release build costs about 2.5 ms: more than reading, drawing and
// writing a typical icon (lamina-bench's `script` group times both). Whatever this reader does
// not fully understand — help, version, another subcommand, an unknown or repeated option, a
// value that starts with "-" — makes it give up, and the parser handles the arguments as
// before, with its own messages. RenderJob+FastPath.swift and FramesJob+FastPath.swift build
// their jobs from it; their tests hold each to the parser's job.

/// The arguments of a plain invocation: the subcommand, one path, and options each given once
/// (`--allow-path` any number of times), written `--name value`, `--name=value` or `-o value`.
struct FastPathArguments {
    /// The one argument that is not an option or an option's value.
    let input: String
    /// The options the command reads here, each as its spellings (`-o` and `--output` are one).
    private let options: [[String]]
    /// Each option's value, in the order of `options`; nil when absent.
    private var values: [String?]
    /// The values of `--allow-path`, in order.
    private(set) var allowPaths: [String] = []

    /// Reads `arguments` (the process's arguments after the program's name) when they are
    /// `command` followed by one path and `options` (each an option's spellings); nil for
    /// anything else. One slot per option, no dictionary: a dictionary's first use alone costs
    /// a noticeable part of a short run's time in type metadata and page faults.
    init?(_ arguments: ArraySlice<String>, command: String, options: [[String]]) {
        guard arguments.first == command else { return nil }
        self.options = options
        values = Array(repeating: nil, count: options.count)
        var input: String?
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
            guard let slot = options.firstIndex(where: { $0.contains(name) }), values[slot] == nil else { return nil }
            values[slot] = value
        }
        guard let input else { return nil }
        self.input = input
    }

    /// The value of the option spelt `name` (any of its spellings); nil when absent.
    func value(_ name: String) -> String? {
        options.firstIndex { $0.contains(name) }.flatMap { values[$0] }
    }

    /// The numbers of the options `names`, nil where absent; nil as a whole when one cannot be
    /// read as a `Double` (the parser then says why).
    func numbers(_ names: [String]) -> [Double?]? {
        var numbers: [Double?] = []
        for name in names {
            guard let text = value(name) else {
                numbers.append(nil)
                continue
            }
            guard let number = Double(text) else { return nil }
            numbers.append(number)
        }
        return numbers
    }
}
