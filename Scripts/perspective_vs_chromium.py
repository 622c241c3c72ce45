#!/usr/bin/env python3
"""Lamina's 3-D layer transforms against Chromium's CSS 3-D transforms, which follow the same
model (css-transforms-2): a flat element per plane, `perspective: d` on the parent about its
centre (Core Animation's sublayerTransform with m34 = -1/d), each element turned about its
centre, flattened into its parent unless `transform-style: preserve-3d` (a CATransformLayer),
and clipped where w <= 0.

Usage: perspective_vs_chromium.py LAMINA [--chromium PATH] [--out DIR] [--tolerance PCT]

Run from the package root after `swift build --build-tests`. It writes OUT/scenes.json, draws
each scene in headless Chromium (PyPI's playwright driving the system browser; Lamina's
browser venv at .build/browser-venv has it) as OUT/NAME.chromium.png, has the
PerspectiveSceneExport test suite draw the same scenes as OUT/NAME.lamina.png, and compares
them with `lamina diff` (pixelmatch threshold 0.1): a scene passes at <= --tolerance percent
differing pixels (default 1). Prints one line per scene and writes OUT/NAME.diff.png.
Not part of `make test`: it needs a browser.
"""
import argparse
import json
import os
import subprocess
import sys

RED, GREEN, BLUE, YELLOW = [1, 0.23, 0.19], [0.2, 0.78, 0.35], [0, 0.48, 1], [1, 0.8, 0]

SCENES = [
    # A card turned about y under a perspective of 500 points, an inner square to show the
    # foreshortening.
    {"name": "rotateY-40", "width": 300, "height": 200, "perspective": 500, "layers": [
        {"x": 50, "y": 50, "width": 200, "height": 100, "color": BLUE, "transforms": [["rotateY", 40]],
         "sublayers": [{"x": 70, "y": 20, "width": 60, "height": 60, "color": YELLOW}]}]},
    # A gradient turned about x, away from the viewer at the bottom.
    {"name": "gradient-rotateX-minus50", "width": 300, "height": 200, "perspective": 500, "layers": [
        {"x": 50, "y": 50, "width": 200, "height": 100, "gradient": [RED, YELLOW, BLUE],
         "transforms": [["rotateX", -50]]}]},
    # Two turns combined, the second applied first, and a depth offset.
    {"name": "rotateX-rotateY-translateZ", "width": 300, "height": 240, "perspective": 400, "layers": [
        {"x": 75, "y": 45, "width": 150, "height": 150, "color": GREEN,
         "transforms": [["rotateY", 35], ["rotateX", 25], ["translateZ", -40]]}]},
    # A wide plane whose left end passes behind the eye (perspective 300, half-width 400):
    # what has w <= 0 is not drawn.
    {"name": "behind-the-eye", "width": 400, "height": 200, "perspective": 300, "layers": [
        {"x": -200, "y": 50, "width": 800, "height": 100, "color": BLUE, "transforms": [["rotateY", 70]],
         "sublayers": [{"x": 380, "y": 0, "width": 40, "height": 100, "color": YELLOW}]}]},
    # A preserve-3d group (CATransformLayer) of two squares 60 points apart in z.
    {"name": "preserve-3d-two-depths", "width": 300, "height": 220, "perspective": 500, "layers": [
        {"x": 90, "y": 50, "width": 120, "height": 120, "preserve3d": True, "transforms": [["rotateY", 50]],
         "sublayers": [
             {"x": 10, "y": 10, "width": 100, "height": 100, "color": BLUE, "transforms": [["translateZ", -30]]},
             {"x": 10, "y": 10, "width": 100, "height": 100, "color": RED, "transforms": [["translateZ", 30]]}]}]},
]


def css_color(rgb):
    return "rgb(%d,%d,%d)" % tuple(round(c * 255) for c in rgb)


def element(spec):
    """The HTML of one layer and its sublayers, absolutely placed in its parent."""
    style = [f"position:absolute;left:{spec['x']}px;top:{spec['y']}px;width:{spec['width']}px;"
             f"height:{spec['height']}px"]
    if "color" in spec:
        style.append("background:" + css_color(spec["color"]))
    if "gradient" in spec:
        style.append("background:linear-gradient(90deg," + ",".join(map(css_color, spec["gradient"])) + ")")
    if spec.get("transforms"):
        units = {"translateZ": "px"}
        style.append("transform:" + " ".join(f"{name}({value}{units.get(name, 'deg')})"
                                             for name, value in spec["transforms"]))
    if spec.get("preserve3d"):
        style.append("transform-style:preserve-3d")
    inner = "".join(element(s) for s in spec.get("sublayers", []))
    return f"<div style='{';'.join(style)}'>{inner}</div>"


def page(scene):
    return ("<!doctype html><html><body style='margin:0;background:white;overflow:hidden'>"
            f"<div style='position:relative;width:{scene['width']}px;height:{scene['height']}px;overflow:hidden;"
            f"perspective:{scene['perspective']}px'>" + "".join(element(l) for l in scene["layers"]) + "</div></body></html>")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("lamina")
    parser.add_argument("--chromium", default="/usr/bin/chromium")
    parser.add_argument("--out", default="/tmp/perspective-vs-chromium")
    parser.add_argument("--tolerance", default="1")
    args = parser.parse_args()
    out = os.path.abspath(args.out)
    os.makedirs(out, exist_ok=True)
    scenes_path = os.path.join(out, "scenes.json")
    with open(scenes_path, "w") as f:
        json.dump(SCENES, f)

    from playwright.sync_api import sync_playwright
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=args.chromium, args=["--no-sandbox"])
        tab = browser.new_page(device_scale_factor=1)
        for scene in SCENES:
            tab.set_viewport_size({"width": scene["width"], "height": scene["height"]})
            tab.set_content(page(scene))
            tab.screenshot(path=os.path.join(out, scene["name"] + ".chromium.png"),
                           clip={"x": 0, "y": 0, "width": scene["width"], "height": scene["height"]})
        browser.close()

    env = dict(os.environ, LAMINA_PERSPECTIVE_SCENES=scenes_path)
    subprocess.run(["swift", "test", "--skip-build", "--filter", "PerspectiveSceneExport"], env=env, check=True,
                   capture_output=True)
    failures = 0
    for scene in SCENES:
        stem = os.path.join(out, scene["name"])
        result = subprocess.run([args.lamina, "diff", stem + ".chromium.png", stem + ".lamina.png", "--tolerance",
                                 args.tolerance, "--output", stem + ".diff.png"], capture_output=True, text=True)
        verdict = "pass" if result.returncode == 0 else "FAIL"
        failures += result.returncode != 0
        print(f"{scene['name']:32} {verdict}  {result.stdout.strip() or result.stderr.strip()}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
