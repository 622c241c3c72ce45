// Helpers shared by the script tests: load a script from text, render it.
import Foundation
import Lamina
@testable import LaminaScript

enum ScriptTest {
    /// Loads `text` as a script named `test.svg`. Text that names no installed family is set in DejaVu Sans here, not in a browser's Times
    /// New Roman, unless `options` names its own generic families: the text tests compare outlines
    /// with `TextStyle`'s default family (SVGTextFontTests checks the browser's choice). Glyphs
    /// are unhinted unless `hinted`: the text tests check positions exactly against
    /// `Canvas.textOutline`'s unhinted outlines (SVGTextHintingTests checks the hinting).
    static func load(_ text: String, options: ScriptOptions = ScriptOptions(), hinted: Bool = false) throws -> ShapeScript {
        var options = options
        if options.genericFamilies == GenericFontFamilies() { options.genericFamilies.serif = TextStyle().fontFamily }
        options.hintsGlyphs = hinted
        return try ShapeScript(data: Data(text.utf8), file: "test.svg", options: options)
    }

    /// The error loading `text` under `ScriptOptions.strict` throws (every warning an error, so
    /// an invalid value is one), or nil when it loads without a warning.
    static func strictError(_ text: String) -> ScriptDiagnostic? {
        var strict = ScriptOptions()
        strict.strict = true
        return error(text, options: strict)
    }

    /// The error loading `text` with `options` throws, or nil when it loads.
    static func error(_ text: String, options: ScriptOptions = ScriptOptions()) -> ScriptDiagnostic? {
        do {
            _ = try load(text, options: options)
            return nil
        } catch {
            return error as? ScriptDiagnostic
        }
    }
}
