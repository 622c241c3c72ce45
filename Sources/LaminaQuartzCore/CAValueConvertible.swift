// The values iOS code puts in `fromValue`, `toValue`, `byValue` and `values: [Any]`, read as
// the typed value of the property they animate: numbers of any kind (CGFloat, Double, Float,
// Int, NSNumber), points, sizes, rectangles (bare or in NSValue), CGColor, CGPath, and arrays of
// numbers or colours; transforms are in CATransform3D+Interpolatable.swift.
import Foundation
import Lamina

/// A value type that a Core Animation `Any` value converts to.
protocol CAValueConvertible: Interpolatable & Equatable {
    /// The value `any` holds as this type, or nil when it holds something else.
    static func fromCAValue(_ any: Any) -> Self?
    /// How warnings name the expected type.
    static var caTypeName: String { get }
}

extension CGFloat: CAValueConvertible {
    static func fromCAValue(_ any: Any) -> CGFloat? {
        switch any {
        case let value as CGFloat: return value
        case let value as Double: return CGFloat(value)
        case let value as Float: return CGFloat(value)
        case let value as Int: return CGFloat(value)
        case let value as NSNumber: return CGFloat(value.doubleValue)
        default: return nil
        }
    }
    static var caTypeName: String { "a number" }
}

/// `any` as a `T`, or read by `read` from the `NSValue` holding one (its `objCType` names
/// `objCType`, as `NSValue(cgPoint:)` and its kin box them); nil otherwise.
private func geometryValue<T>(_ any: Any, objCType: String, _ read: (NSValue) -> T) -> T? {
    if let value = any as? T { return value }
    guard let value = any as? NSValue, String(cString: value.objCType).contains(objCType) else { return nil }
    return read(value)
}

extension CGPoint: CAValueConvertible {
    static func fromCAValue(_ any: Any) -> CGPoint? { geometryValue(any, objCType: "Point", \.pointValue) }
    static var caTypeName: String { "a CGPoint" }
}

extension CGSize: CAValueConvertible {
    static func fromCAValue(_ any: Any) -> CGSize? { geometryValue(any, objCType: "Size", \.sizeValue) }
    static var caTypeName: String { "a CGSize" }
}

extension CGRect: CAValueConvertible {
    static func fromCAValue(_ any: Any) -> CGRect? { geometryValue(any, objCType: "Rect", \.rectValue) }
    static var caTypeName: String { "a CGRect" }
}

extension Color: CAValueConvertible {
    static func fromCAValue(_ any: Any) -> Color? { (any as? CGColor)?.laminaColor }
    static var caTypeName: String { "a CGColor" }
}

extension BezierPath: CAValueConvertible {
    static func fromCAValue(_ any: Any) -> BezierPath? { (any as? CGPath)?.laminaPath }
    static var caTypeName: String { "a CGPath" }
}

extension Array: CAValueConvertible where Element: CAValueConvertible {
    static func fromCAValue(_ any: Any) -> [Element]? {
        guard let items = any as? [Any] else { return nil }
        var result: [Element] = []
        for item in items {
            guard let value = Element.fromCAValue(item) else { return nil }
            result.append(value)
        }
        return result
    }
    static var caTypeName: String { "an array of \(Element.caTypeName)s" }
}
