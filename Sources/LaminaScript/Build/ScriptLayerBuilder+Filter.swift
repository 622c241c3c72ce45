// The pictures of `feImage` primitives that draw an element or an SVG image
// (ScriptResolver+FilterImage.swift): their resolved content built into layers and committed,
// so that the filter draws them as any layer tree (FilterImage.layer).
import Foundation
import Lamina

extension ScriptLayerBuilder {
    /// `filters` with each ``ResolvedFilterContent`` stand-in replaced by its built layer tree.
    /// - Throws: ``ScriptDiagnostic`` at the current element when the layers cannot be built or
    ///   committed.
    mutating func builtFilters(_ filters: [Filter]) throws -> [Filter] {
        var built = filters
        for (f, filter) in filters.enumerated() {
            for (p, primitive) in filter.primitives.enumerated() {
                guard case .image(.drawing(let drawing)) = primitive.effect,
                      let content = drawing as? ResolvedFilterContent else { continue }
                let layer = try self.layer(for: content.node)
                // The picture's layers are not in the script's tree: their errors name the filtered layer.
                forgetLocations(of: layer)
                do {
                    built[f].primitives[p].effect = .image(.layer(try layer.commit()))
                } catch {
                    throw ScriptDiagnostic(file: file, location: location, severity: .error,
                                           message: "<feImage>: the referenced content cannot be drawn (\(error))")
                }
            }
        }
        return built
    }
}
