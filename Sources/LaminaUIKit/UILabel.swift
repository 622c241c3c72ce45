// UIKit's label over a CATextLayer: text, font, colour and alignment, and its size measured by
// Lamina's text engine.
import Foundation
import Lamina

/// A view that shows one string, as UIKit's `UILabel`, drawn by its ``CATextLayer``. The font's
/// family is Lamina's default (its size and boldness are kept); the text sits at the top of the
/// label's bounds (UIKit centres it vertically: the same for a label sized by ``sizeToFit()``).
open class UILabel: UIView {
    /// Labels draw through a text layer.
    override open class var layerClass: AnyClass { CATextLayer.self }

    /// The text shown. Default nil.
    open var text: String? { didSet { textLayer?.string = text } }
    /// The font. Default the system font at 17 points.
    open var font: UIFont! = .systemFont(ofSize: 17) { didSet { applyStyle() } }
    /// The text colour. Default opaque black.
    open var textColor: UIColor! = .black { didSet { applyStyle() } }
    /// The horizontal alignment. Default `.natural`.
    open var textAlignment: NSTextAlignment = .natural { didSet { applyStyle() } }
    /// The most lines shown; 0 for any number. Default 1 (one line, not wrapped).
    open var numberOfLines = 1 { didSet { applyStyle() } }

    /// A label of `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        applyStyle()
    }

    /// A zero-size label.
    public convenience init() { self.init(frame: .zero) }

    /// A zero-size label (Lamina has no archives).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        applyStyle()
    }

    /// The size the text needs on one line (or wrapped at `size.width` when ``numberOfLines``
    /// is not 1), rounded up to the half point (a 2× screen's pixel).
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text, !text.isEmpty, let textLayer else { return .zero }
        let lamina = textLayer.textLayer
        let style = TextStyle(fontFamily: lamina.fontFamily, fontSize: lamina.fontSize, fontWeight: lamina.fontWeight)
        guard let metrics = try? Canvas.measureText(text, style: style) else { return .zero }
        let up = { (value: CGFloat) in (value * UIView.screenScale).rounded(.up) / UIView.screenScale }
        return CGSize(width: up(metrics.width), height: up(metrics.height))
    }

    /// Resizes the label to ``sizeThatFits(_:)``, keeping its origin.
    open func sizeToFit() { frame.size = sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)) }

    /// The size the text needs.
    open override var intrinsicContentSize: CGSize { sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)) }

    /// The text layer.
    private var textLayer: CATextLayer? { layer as? CATextLayer }

    /// Hands the font, colour, alignment and wrapping to the text layer.
    private func applyStyle() {
        guard let textLayer else { return }
        textLayer.fontSize = font?.pointSize ?? 17
        textLayer.textLayer.fontWeight = font?.isBold == true ? .bold : .regular
        textLayer.foregroundColor = (textColor ?? .black).cgColor
        textLayer.alignmentMode = textAlignment.alignmentMode
        textLayer.isWrapped = numberOfLines != 1
        textLayer.contentsScale = UIView.screenScale
    }
}
