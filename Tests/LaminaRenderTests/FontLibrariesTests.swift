// CPango's FontLibraries.h repeats FreeType's types, so that Lamina builds without FreeType's
// include folder, and defines each FreeType and fontconfig function that Lamina and its static
// Cairo call. Compiled against the libraries' own headers (LAMINA_FONT_LIBRARIES_CHECK), a
// function whose type differs from the library's declaration is an error.
import Foundation
import LaminaTestSupport
import Testing

@Suite struct FontLibrariesTests {
    /// Runs `command` through /usr/bin/env (the program found on PATH) and returns the run.
    static func run(_ command: [String]) throws -> ChildProcessRun {
        try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/env"), command)
    }

    @Test func everyFunctionHasTheTypeItsLibraryDeclares() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/CPango")
        let flags = try Self.run(["pkg-config", "--cflags", "freetype2", "fontconfig"])
        try #require(flags.status == 0, "pkg-config: \(flags.errors)")
        let includes = String(decoding: flags.output, as: UTF8.self).split(whereSeparator: \.isWhitespace).map(String.init)
        let check = try Self.run(["clang", "-fsyntax-only", "-DLAMINA_FONT_LIBRARIES_CHECK", "-I", folder.path]
                                 + includes + [folder.appendingPathComponent("FontLibraries.c").path])
        #expect(check.status == 0 && check.errors.isEmpty, "\(check.errors)")
    }
}
