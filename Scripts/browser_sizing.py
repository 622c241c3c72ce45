#!/usr/bin/env python3
"""Root sizing against a browser: every combination of the root <svg>'s width, height, viewBox
and preserveAspectRatio, drawn by `lamina render` at its own size and at sizes asked from
outside (--width/--height), and by headless Chromium as an <img> of the same pixel size on
white; compared with `lamina diff` (pixelmatch threshold 0.1, a pass at <= 0.5 % of pixels).

Usage: browser_sizing.py LAMINA [--chromium PATH] [--jobs N] [--keep DIR]

The drawing is asymmetric (a frame, a disc near the top-left corner, a bar along the bottom),
so a picture placed, scaled or stretched differently fails. Which size a tool picks for a file
without one (Chromium's 300 x 150 for an <img>) is a convention, not drawing, so Chromium draws
at the size Lamina chose. The differences Lamina keeps on purpose are printed as "known" with
their reason; exit status 1 when any other case fails.
"""
import argparse
import concurrent.futures
import itertools
import os
import struct
import subprocess
import sys
import tempfile

WIDTHS = [None, "100"]
HEIGHTS = [None, "50"]
VIEWBOXES = [None, "0 0 100 50", "0 0 50 50", "-10 -10 120 40"]
ASPECTS = [None, "none", "xMinYMax slice", "xMaxYMid meet"]
# What is asked from outside: (width, height) in pixels; None keeps the file's own.
REQUESTS = [(None, None), (200, 200), (160, None), (None, 80)]
TOLERANCE = "0.5"


def known_difference(case, size):
    """Why Lamina draws a case differently from Chromium on purpose, or None. `size` is the
    image's (width, height) in pixels."""
    width, height, view_box, _, (req_w, req_h) = case
    if view_box is None and not (width and height) and (req_w or req_h):
        return ("no viewBox and a side missing: a browser gives the missing side the <img>'s size "
                "unscaled; Lamina, as rsvg-convert, measures the content for it and scales that")
    if view_box and not (req_w or req_h):
        _, _, vb_w, vb_h = (float(v) for v in view_box.split())
        own = (float(width) if width else vb_w * float(height) / vb_h if height else vb_w,
               float(height) if height else vb_h * float(width) / vb_w if width else vb_h)
        if any(side % 1 for side in own):
            return (f"the own size is not whole pixels ({own[0]:g} x {own[1]:.4g}): Chromium lays the "
                    f"viewport out at the image's {size[0]} x {size[1]} pixels, Lamina draws the points "
                    "into them and leaves the rest of the last pixels")
    return None


def svg_text(width, height, view_box, aspect):
    """The test drawing under the given root attributes."""
    attrs = ['xmlns="http://www.w3.org/2000/svg"']
    if width:
        attrs.append(f'width="{width}"')
    if height:
        attrs.append(f'height="{height}"')
    if view_box:
        attrs.append(f'viewBox="{view_box}"')
    if aspect:
        attrs.append(f'preserveAspectRatio="{aspect}"')
    return (f"<svg {' '.join(attrs)}>"
            '<rect x="2" y="2" width="96" height="46" fill="#ffd54a" stroke="#1565c0" stroke-width="4"/>'
            '<circle cx="22" cy="20" r="12" fill="#c62828"/>'
            '<rect x="40" y="38" width="56" height="8" fill="#2e7d32"/></svg>\n')


def png_size(path):
    """A PNG's (width, height) from its IHDR chunk."""
    with open(path, "rb") as f:
        header = f.read(24)
    return struct.unpack(">II", header[16:24])


def run_case(lamina, chromium, folder, index, case):
    """Renders one case both ways and compares; (case, verdict, detail)."""
    width, height, view_box, aspect, (req_w, req_h) = case
    base = os.path.join(folder, f"case{index:03d}")
    with open(base + ".svg", "w") as f:
        f.write(svg_text(width, height, view_box, aspect))
    command = [lamina, "render", base + ".svg", "-o", base + ".lamina.png", "--background", "white"]
    if req_w:
        command += ["--width", str(req_w)]
    if req_h:
        command += ["--height", str(req_h)]
    done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode != 0:
        return case, "lamina failed", done.stderr.strip()
    w, h = png_size(base + ".lamina.png")
    with open(base + ".html", "w") as f:
        f.write('<html><body style="margin:0;background:white;overflow:hidden">'
                f'<img src="case{index:03d}.svg" width="{w}" height="{h}" style="display:block"></body></html>\n')
    shot = subprocess.run([chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                           "--force-device-scale-factor=1", f"--window-size={w},{h}",
                           f"--screenshot={base}.chromium.png", "file://" + base + ".html"],
                          capture_output=True, text=True, timeout=60)
    if shot.returncode != 0 or not os.path.exists(base + ".chromium.png"):
        return case, "chromium failed", shot.stderr.strip()[-300:]
    diff = subprocess.run([lamina, "diff", base + ".chromium.png", base + ".lamina.png", "--tolerance", TOLERANCE,
                           "--output", base + ".diff.png"], capture_output=True, text=True)
    detail = f"{w}x{h} " + (diff.stdout.strip() or diff.stderr.strip())
    if diff.returncode == 0:
        return case, "pass", detail
    reason = known_difference(case, (w, h))
    return case, "known" if reason else "FAIL", detail + (f" ({reason})" if reason else "")


def describe(case):
    width, height, view_box, aspect, (req_w, req_h) = case
    request = "own size" if not (req_w or req_h) else f"--width {req_w} --height {req_h}"
    return (f"width={width or '-'} height={height or '-'} viewBox={view_box or '-'} "
            f"preserveAspectRatio={aspect or '-'}; {request}")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("lamina")
    parser.add_argument("--chromium", default="chromium")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--keep", help="keep the renders in this folder")
    args = parser.parse_args()
    cases = list(itertools.product(WIDTHS, HEIGHTS, VIEWBOXES, ASPECTS, REQUESTS))
    folder = args.keep or tempfile.mkdtemp(prefix="lamina-sizing-")
    os.makedirs(folder, exist_ok=True)
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        results = list(pool.map(lambda ic: run_case(os.path.abspath(args.lamina), args.chromium, folder, *ic),
                                enumerate(cases)))
    for case, verdict, detail in results:
        if verdict != "pass":
            print(f"{verdict}: {describe(case)}: {detail}")
    counts = {v: sum(1 for r in results if r[1] == v) for v in ("pass", "known", "FAIL")}
    print(f"{counts['pass']} passed, {len(results) - counts['pass'] - counts['known']} failed, "
          f"{counts['known']} skipped: known differences")
    return 1 if counts["pass"] + counts["known"] < len(results) else 0


if __name__ == "__main__":
    sys.exit(main())
