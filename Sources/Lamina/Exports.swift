// Layers build on LaminaRender; users of Lamina get the render and geometry types too.
@_exported import LaminaRender
