// `lamina render --theme NAME` and `--list-themes` on Samples/Lottie/themed-ring.lottie, end to
// end through the built binary, and the error naming the archive's themes.
import Foundation
import LaminaRender
import Testing

@Suite struct LottieThemeCommandTests {
    /// Samples/Lottie/themed-ring.lottie, found from this file's path.
    static let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Samples/Lottie/themed-ring.lottie").path

    @Test func listThemesAndRenderOne() throws {
        let list = try Lamina.run(["render", Self.sample, "--list-themes"])
        #expect(list.status == 0)
        #expect(list.stdout == "light\ndark\n")
        let folder = try ImageFolder(); defer { folder.remove() }
        for (theme, red, green, blue) in [("dark", 26, 26, 36), ("light", 255, 255, 255), ("none", 255, 255, 255)] {
            let run = try Lamina.run(["render", Self.sample, "-o", folder.path("\(theme).png"), "--theme", theme])
            #expect(run.status == 0, "\(run.stderr)")
            let color = try #require(try Image(contentsOf: folder.url.appendingPathComponent("\(theme).png")).color(x: 50, y: 4))
            #expect(abs(color.red * 255 - Double(red)) <= 1 && abs(color.green * 255 - Double(green)) <= 1
                    && abs(color.blue * 255 - Double(blue)) <= 1)
        }
    }

    @Test func anUnknownThemeNamesTheArchivesThemes() throws {
        let folder = try ImageFolder(); defer { folder.remove() }
        let run = try Lamina.run(["render", Self.sample, "-o", folder.path("x.png"), "--theme", "sepia"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("\(Self.sample): manifest.json: error: expected a theme \"sepia\" (t/sepia.json), "
                                    + "found none; its themes are \"light\", \"dark\""))
    }
}
