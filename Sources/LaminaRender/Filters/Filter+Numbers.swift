// Every number of a filter graph in one fixed order: what animating a layer's filters blends
// (Lamina's Filter+Interpolatable.swift). Two filters of the same structure (the same
// primitives, inputs, names, colour spaces, modes, pictures and whole-number settings) differ
// only in these numbers.
import Foundation

extension Filter {
    /// The filter's numbers: the region, then each primitive's subregion and parameters (blur
    /// deviations, offsets, colours, operator coefficients, matrix and transfer-function values,
    /// hue rotation angles, radii, scales, frequencies, lighting constants and light positions). Convolution kernels,
    /// pictures and whole numbers (octaves, seeds) count as structure.
    package var numbers: [CGFloat] {
        var list: [CGFloat] = []
        var copy = self
        copy.visitNumbers { list.append($0) }
        return list
    }

    /// This filter with its numbers replaced by `numbers`, in ``numbers``' order; nil when the
    /// count differs.
    package func replacingNumbers(_ numbers: [CGFloat]) -> Filter? {
        var copy = self, next = 0
        copy.visitNumbers { value in
            if next < numbers.count { value = numbers[next] }
            next += 1
        }
        return next == numbers.count ? copy : nil
    }

    /// Calls `visit` on every number, in ``numbers``' order, keeping what it writes.
    private mutating func visitNumbers(_ visit: (inout CGFloat) -> Void) {
        region.visitNumbers(visit)
        for index in primitives.indices {
            if var subregion = primitives[index].subregion {
                subregion.visitNumbers(visit)
                primitives[index].subregion = subregion
            }
            primitives[index].effect.visitNumbers(visit)
        }
    }
}

extension FilterEffect {
    /// Calls `visit` on the effect's numbers (see ``Filter/numbers``), keeping what it writes.
    fileprivate mutating func visitNumbers(_ visit: (inout CGFloat) -> Void) {
        switch self {
        case .gaussianBlur(var deviation):
            deviation.visitNumbers(visit)
            self = .gaussianBlur(standardDeviation: deviation)
        case .offset(var delta):
            delta.visitNumbers(visit)
            self = .offset(delta)
        case .flood(var color):
            color.visitNumbers(visit)
            self = .flood(color)
        case .composite(.arithmetic(var k1, var k2, var k3, var k4), let second):
            visit(&k1)
            visit(&k2)
            visit(&k3)
            visit(&k4)
            self = .composite(.arithmetic(k1: k1, k2: k2, k3: k3, k4: k4), second)
        case .colorMatrix(var values):
            for index in values.indices { visit(&values[index]) }
            self = .colorMatrix(values)
        case .hueRotate(var degrees):
            visit(&degrees)
            self = .hueRotate(degrees: degrees)
        case .componentTransfer(var red, var green, var blue, var alpha):
            red.visitNumbers(visit)
            green.visitNumbers(visit)
            blue.visitNumbers(visit)
            alpha.visitNumbers(visit)
            self = .componentTransfer(red: red, green: green, blue: blue, alpha: alpha)
        case .dropShadow(var offset, var deviation, var color):
            offset.visitNumbers(visit)
            deviation.visitNumbers(visit)
            color.visitNumbers(visit)
            self = .dropShadow(offset: offset, standardDeviation: deviation, color: color)
        case .morphology(let dilate, var radius):
            radius.visitNumbers(visit)
            self = .morphology(dilate: dilate, radius: radius)
        case .displacementMap(var scale, let xChannel, let yChannel, let map):
            visit(&scale)
            self = .displacementMap(scale: scale, xChannel: xChannel, yChannel: yChannel, map)
        case .turbulence(var frequency, let octaves, let seed, let stitchTiles, let fractalNoise):
            frequency.visitNumbers(visit)
            self = .turbulence(baseFrequency: frequency, octaves: octaves, seed: seed, stitchTiles: stitchTiles,
                               fractalNoise: fractalNoise)
        case .lighting(var lighting):
            lighting.visitNumbers(visit)
            self = .lighting(lighting)
        case .composite, .merge, .blend, .tile, .image, .convolveMatrix:
            break
        }
    }
}

extension FilterTransferFunction {
    /// Calls `visit` on the function's numbers, keeping what it writes.
    fileprivate mutating func visitNumbers(_ visit: (inout CGFloat) -> Void) {
        switch self {
        case .identity:
            break
        case .table(var values):
            for index in values.indices { visit(&values[index]) }
            self = .table(values)
        case .discrete(var values):
            for index in values.indices { visit(&values[index]) }
            self = .discrete(values)
        case .linear(var slope, var intercept):
            visit(&slope)
            visit(&intercept)
            self = .linear(slope: slope, intercept: intercept)
        case .gamma(var amplitude, var exponent, var offset):
            visit(&amplitude)
            visit(&exponent)
            visit(&offset)
            self = .gamma(amplitude: amplitude, exponent: exponent, offset: offset)
        }
    }
}

extension FilterLighting {
    /// Calls `visit` on the reflection constants, the light, the surface scale and the colour.
    fileprivate mutating func visitNumbers(_ visit: (inout CGFloat) -> Void) {
        switch reflection {
        case .diffuse(var constant):
            visit(&constant)
            reflection = .diffuse(constant: constant)
        case .specular(var constant, var exponent):
            visit(&constant)
            visit(&exponent)
            reflection = .specular(constant: constant, exponent: exponent)
        }
        switch light {
        case .distant(var azimuth, var elevation):
            visit(&azimuth)
            visit(&elevation)
            light = .distant(azimuth: azimuth, elevation: elevation)
        case .point(var position):
            position.visitNumbers(visit)
            light = .point(position)
        case .spot(var position, var target, var exponent, var cone):
            position.visitNumbers(visit)
            target.visitNumbers(visit)
            visit(&exponent)
            if var angle = cone {
                visit(&angle)
                cone = angle
            }
            light = .spot(position, pointsAt: target, specularExponent: exponent, limitingConeAngle: cone)
        }
        visit(&surfaceScale)
        color.visitNumbers(visit)
    }
}

extension FilterLight.Position {
    /// Calls `visit` on x, y and z.
    fileprivate mutating func visitNumbers(_ visit: (inout CGFloat) -> Void) {
        visit(&x)
        visit(&y)
        visit(&z)
    }
}

extension Color {
    /// Calls `visit` on red, green, blue and alpha and keeps what it writes (clamped to 0…1);
    /// the dynamic tint counts as structure.
    fileprivate mutating func visitNumbers(_ visit: (inout CGFloat) -> Void) {
        guard !isDynamicTint else { return }
        var (red, green, blue, alpha) = (self.red, self.green, self.blue, self.alpha)
        visit(&red)
        visit(&green)
        visit(&blue)
        visit(&alpha)
        self = Color(red: red, green: green, blue: blue, alpha: alpha)
    }
}

extension CGSize {
    /// Calls `visit` on the width and height.
    fileprivate mutating func visitNumbers(_ visit: (inout CGFloat) -> Void) {
        visit(&width)
        visit(&height)
    }
}

extension CGRect {
    /// Calls `visit` on x, y, width and height.
    fileprivate mutating func visitNumbers(_ visit: (inout CGFloat) -> Void) {
        visit(&origin.x)
        visit(&origin.y)
        size.visitNumbers(visit)
    }
}
