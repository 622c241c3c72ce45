import LaminaRender
print("samples")
