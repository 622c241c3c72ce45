// Users of LaminaRender get the geometry types (BezierPath, FillRule, CGAffineTransform) too.
@_exported import LaminaGeometry
