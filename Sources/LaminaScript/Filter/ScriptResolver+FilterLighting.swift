// feDiffuseLighting and feSpecularLighting with their light sources (SVG 1.1 §15.8, §15.14,
// §15.22; Filter Effects Module Level 1) as Lamina's FilterLighting: `surfaceScale`, the
// constants, `specularExponent`, `lighting-color` and the first light child. Light positions
// are numbers in primitiveUnits: with objectBoundingBox, x and y are fractions of the bounding
// box and z of its normalized diagonal √((w² + h²)/2), as browsers and rsvg-convert read them
// (resvg leaves them in user space). Where resvg draws nothing (no light source, a specular
// exponent outside 1…128) the primitive is transparent, with a warning; a negative constant
// is 0 (black), as resvg and browsers draw it, with a warning.
import Foundation
import Lamina

extension FilterUnits {
    /// A light's position from its `x`, `y` and `z` numbers.
    func lightPosition(x: CGFloat, y: CGFloat, z: CGFloat) -> FilterLight.Position {
        guard let box = objectBox else { return FilterLight.Position(x: x, y: y, z: z) }
        let diagonal = ((box.width * box.width + box.height * box.height) / 2).squareRoot()
        return FilterLight.Position(x: box.minX + x * box.width, y: box.minY + y * box.height, z: z * diagonal)
    }
}

extension ScriptResolver {
    /// The elements that can light a lighting primitive.
    private static let lightSources: Set<String> = ["feDistantLight", "fePointLight", "feSpotLight"]

    /// The light source that lights `primitive`: the first among its children, for an
    /// `feDiffuseLighting` or `feSpecularLighting`; nil for other primitives or without one.
    static func lightSource(of primitive: ScriptElement) -> ScriptElement? {
        guard primitive.name == "feDiffuseLighting" || primitive.name == "feSpecularLighting" else { return nil }
        return primitive.children.first { lightSources.contains($0.name) }
    }

    /// What `feDiffuseLighting` or `feSpecularLighting` `element` computes.
    func lighting(_ element: ScriptElement, style: ScriptStyle, units: FilterUnits) throws -> FilterEffect {
        /// Attribute `name` of `owner` as a number; nil when absent or invalid (with a warning).
        func value(_ owner: ScriptElement, _ name: String, atLeast minimum: CGFloat = -.infinity) throws -> CGFloat? {
            try reading(owner, name) { v throws(ValueError) in
                let value = CGFloat(try ValueScanner.singleNumber(v))
                guard value >= minimum else { throw .expected("a number of at least \(Int(minimum))", found: v.trimmed) }
                return value
            }
        }
        func number(_ owner: ScriptElement, _ name: String, _ fallback: CGFloat) throws -> CGFloat {
            try value(owner, name) ?? fallback
        }
        /// `diffuseConstant` or `specularConstant`, which SVG allows only from 0: a negative one
        /// lights nothing, as resvg and browsers draw it (0, with a warning).
        func constant(_ name: String) throws -> CGFloat {
            let value = try number(element, name, 1)
            guard value < 0, let attribute = element.attributes[name] else { return value }
            warn(attribute.location, "\(name): expected a number of at least 0, found \"\(attribute.value.trimmed)\"; 0 used")
            return 0
        }
        // The first light source counts; other children (title, desc, shapes) are skipped.
        guard let source = Self.lightSource(of: element) else {
            warn(element.location, "<\(element.name)>: expected a light source (<feDistantLight>, <fePointLight> "
                 + "or <feSpotLight>), found none; its result is transparent")
            return .flood(.clear)
        }
        let light: FilterLight
        switch source.name {
        case "feDistantLight":
            light = .distant(azimuth: try number(source, "azimuth", 0), elevation: try number(source, "elevation", 0))
        case "fePointLight":
            light = .point(units.lightPosition(x: try number(source, "x", 0), y: try number(source, "y", 0),
                                               z: try number(source, "z", 0)))
        default:
            light = .spot(units.lightPosition(x: try number(source, "x", 0), y: try number(source, "y", 0),
                                              z: try number(source, "z", 0)),
                          pointsAt: units.lightPosition(x: try number(source, "pointsAtX", 0),
                                                        y: try number(source, "pointsAtY", 0),
                                                        z: try number(source, "pointsAtZ", 0)),
                          // A negative exponent is invalid (resvg: the default 1).
                          specularExponent: try value(source, "specularExponent", atLeast: 0) ?? 1,
                          limitingConeAngle: try value(source, "limitingConeAngle"))
        }
        let reflection: FilterLighting.Reflection
        if element.name == "feDiffuseLighting" {
            reflection = .diffuse(constant: try constant("diffuseConstant"))
        } else {
            let exponent = try number(element, "specularExponent", 1)
            guard (1...128).contains(exponent) else {
                let attribute = element.attributes["specularExponent"]
                warn(attribute?.location ?? element.location, "specularExponent: expected a number from 1 to 128, "
                     + "found \"\(attribute?.value.trimmed ?? "")\"; the result is transparent")
                return .flood(.clear)
            }
            reflection = .specular(constant: try constant("specularConstant"), exponent: exponent)
        }
        // The colour's alpha does not reach the light (as resvg reads it).
        let color = style.lightingColor.resolved(current: style.color).withAlphaComponent(1)
        return .lighting(FilterLighting(reflection, light: light, surfaceScale: try number(element, "surfaceScale", 1),
                                        color: color))
    }
}
