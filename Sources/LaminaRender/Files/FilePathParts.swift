// A file path split into its folder and its name with plain string work: reading a script and
// writing an image by path then need no Foundation URL, whose first use costs a short `lamina`
// run a noticeable part of its time.

/// A file path split at its last "/".
package struct FilePathParts: Equatable {
    /// What precedes the last "/" ("/" for a file at the root), or "." for a bare name.
    package let folder: String
    /// What follows the last "/", or the whole path when it has none.
    package let name: String
}

extension FilePathParts {
    /// Splits `path`, e.g. `a/b.png` into `a` and `b.png`, `b.png` into `.` and `b.png`.
    package init(_ path: String) {
        guard let slash = path.lastIndex(of: "/") else {
            self.init(folder: ".", name: path)
            return
        }
        self.init(folder: slash == path.startIndex ? "/" : String(path[..<slash]),
                  name: String(path[path.index(after: slash)...]))
    }
}
