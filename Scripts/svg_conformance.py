#!/usr/bin/env python3
"""resvg's SVG test suite through `lamina render`, beside resvg and rsvg-convert: each test is
rendered at its reference PNG's size and compared with `lamina diff` (LaminaDiff, pixelmatch
threshold 0.1); a test passes when at most 0.5 % of its pixels differ. Every renderer draws text
with the suite's own fonts (crates/resvg/tests/fonts, with resvg's test defaults for the generic
families: a fontconfig file for lamina and rsvg-convert, and the `--serif-family`… options that
resvg and lamina share), as the references were drawn; lamina draws glyphs unhinted
(`--no-hinting`), as resvg does. Prints a table per category with the
total, and writes an HTML report of Lamina's failures.

Usage: svg_conformance.py LAMINA RESVG_CHECKOUT [CATEGORY ...] [--resvg PATH] [--rsvg PATH]
                          [--out DIR] [--jobs N]

RESVG_CHECKOUT is a work tree of github.com/linebender/resvg; its tests are in
crates/resvg/tests/tests/CATEGORY/**/NAME.svg beside NAME.png. Without categories: structure,
painting, shapes, masking and paint-servers. A renderer that is missing is left out of the
table, which says so.
"""
import argparse
import concurrent.futures
import html
import os
import shutil
import struct
import subprocess
import sys

DEFAULT_CATEGORIES = ["structure", "painting", "shapes", "masking", "paint-servers"]
THRESHOLD = "0.1"
TOLERANCE_PERCENT = "0.5"
TIMEOUT = 20


def png_size(path):
    """The width and height in a PNG's header."""
    with open(path, "rb") as f:
        header = f.read(24)
    return struct.unpack(">II", header[16:24])


# resvg's default font size (usvg's Options::default(), which its tests keep), where CSS has 16.
FONT_SIZE = 12

# resvg's test defaults for the generic families (crates/resvg/tests/integration/main.rs).
FAMILIES = {"sans-serif": "Noto Sans", "serif": "Noto Serif", "monospace": "Noto Mono", "cursive": "Yellowtail",
            "fantasy": "Sedgwick Ave Display"}


def font_setup(checkout, out):
    """The suite's own fonts, which its references were drawn with: a fontconfig file (for lamina
    and rsvg-convert; a family no font has falls back to serif, as resvg's default family does),
    resvg's font options, and the generic families' options, which lamina reads too. None when
    the checkout has no fonts folder."""
    fonts = os.path.join(os.path.abspath(checkout), "crates", "resvg", "tests", "fonts")
    if not os.path.isdir(fonts):
        return None
    config = os.path.join(os.path.abspath(out), "fonts.conf")
    aliases = "".join(f"<alias binding='same'><family>{generic}</family><prefer><family>{family}</family></prefer></alias>"
                      for generic, family in FAMILIES.items())
    with open(config, "w") as file:
        file.write("<?xml version='1.0'?><!DOCTYPE fontconfig SYSTEM 'fonts.dtd'><fontconfig>"
                   f"<dir>{html.escape(fonts)}</dir><cachedir>{html.escape(os.path.dirname(config))}/fontconfig-cache"
                   "</cachedir><match target='pattern'><edit name='family' mode='append_last'><string>serif"
                   f"</string></edit></match>{aliases}</fontconfig>")
    families = [flag for generic, family in FAMILIES.items() for flag in (f"--{generic}-family", family)]
    return {"FONTCONFIG_FILE": config}, ["--skip-system-fonts", "--use-fonts-dir", fonts] + families, families


def commands(renderer, binary, svg, out, width, height, resvg_fonts, families):
    """The command line that renders `svg` into `out` at width × height with `renderer`."""
    if renderer == "lamina":
        # The tests' images live in crates/resvg/tests/resources, which resvg reads as its
        # resources folder; Lamina reads files outside a script's folder only where allowed.
        resources = os.path.join(svg.split(os.sep + "tests" + os.sep + "tests" + os.sep)[0], "tests", "resources")
        # The references are resvg's pictures, whose glyphs are unhinted: --no-hinting draws
        # them so (by default Lamina hints glyphs as Chromium does).
        return [binary, "render", svg, "-o", out, "--width", str(width), "--height", str(height),
                "--allow-path", resources, "--font-size", str(FONT_SIZE), "--no-hinting"] + families
    if renderer == "resvg":
        return [binary, "--width", str(width), "--height", str(height)] + resvg_fonts + [svg, out]
    return [binary, "--width", str(width), "--height", str(height), "--format", "png", "--output", out, svg]


def run_case(case, renderers, lamina, out_root, fonts):
    """Renders one test with every renderer and compares; {renderer: passed}."""
    environment, resvg_fonts, families = fonts if fonts else ({}, [], [])
    category, name, svg, reference = case
    width, height = png_size(reference)
    results = {}
    for renderer, binary in renderers.items():
        out = os.path.join(out_root, renderer, os.path.splitext(name)[0] + ".png")
        os.makedirs(os.path.dirname(out), exist_ok=True)
        try:
            rendered = subprocess.run(commands(renderer, binary, svg, out, width, height, resvg_fonts, families),
                                      cwd=os.path.dirname(svg), env={**os.environ, **environment},
                                      stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=TIMEOUT)
            ok = rendered.returncode == 0 and os.path.exists(out)
        except subprocess.TimeoutExpired:
            ok = False
        if ok:
            diff_out = out[:-4] + ".diff.png" if renderer == "lamina" else os.devnull
            compared = subprocess.run([lamina, "diff", reference, out, "--threshold", THRESHOLD,
                                       "--tolerance", TOLERANCE_PERCENT] + (["--output", diff_out] if renderer == "lamina" else []),
                                      stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=TIMEOUT)
            ok = compared.returncode == 0
        results[renderer] = ok
    return category, name, reference, results


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("lamina")
    parser.add_argument("checkout")
    parser.add_argument("categories", nargs="*")
    parser.add_argument("--resvg", default=shutil.which("resvg"))
    parser.add_argument("--rsvg", default=shutil.which("rsvg-convert"))
    parser.add_argument("--out", default="svg-conformance")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args()
    tests = os.path.join(args.checkout, "crates", "resvg", "tests", "tests")
    if not os.path.isdir(tests):
        sys.exit(f"svg-conformance: expected resvg's tests in {tests}, found no such folder")
    categories = args.categories or DEFAULT_CATEGORIES
    cases = []
    for category in categories:
        for folder, _, files in sorted(os.walk(os.path.join(tests, category))):
            for file in sorted(files):
                svg = os.path.join(folder, file)
                if file.endswith(".svg") and os.path.exists(svg[:-4] + ".png"):
                    cases.append((category, os.path.relpath(svg, tests), svg, svg[:-4] + ".png"))
    renderers = {"lamina": os.path.abspath(args.lamina)}
    missing = []
    for name, path in (("rsvg-convert", args.rsvg), ("resvg", args.resvg)):
        if path and os.path.exists(path):
            renderers[name] = os.path.abspath(path)
        else:
            missing.append(name)
    os.makedirs(args.out, exist_ok=True)
    fonts = font_setup(args.checkout, args.out)
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        results = list(pool.map(lambda case: run_case(case, renderers, renderers["lamina"], os.path.abspath(args.out),
                                                      fonts), cases))
    names = list(renderers)
    print(f"{'category':16} {'tests':>6} " + " ".join(f"{n:>13}" for n in names))
    totals = {n: 0 for n in names}
    for category in categories:
        rows = [r for r in results if r[0] == category]
        passed = {n: sum(1 for r in rows if r[3][n]) for n in names}
        for n in names:
            totals[n] += passed[n]
        print(f"{category:16} {len(rows):6} " + " ".join(f"{passed[n]:13}" for n in names))
    print(f"{'total':16} {len(results):6} " + " ".join(f"{totals[n]:13}" for n in names))
    for name in missing:
        print(f"{name}: not found, left out (pass --{'rsvg' if name == 'rsvg-convert' else 'resvg'} PATH)")
    if not fonts:
        print("fonts: the checkout has no crates/resvg/tests/fonts; text draws with the system's fonts")
    write_report(os.path.join(args.out, "index.html"), results, os.path.abspath(args.out))
    print(f"report: {os.path.join(args.out, 'index.html')}")


def write_report(path, results, out_root):
    """An HTML page of Lamina's failures: reference, Lamina's render and the diff, side by side."""
    failures = [r for r in results if not r[3]["lamina"]]
    rows = []
    for category, name, reference, outcome in failures:
        stem = os.path.join(out_root, "lamina", os.path.splitext(name)[0])
        others = ", ".join(f"{n} {'passes' if ok else 'fails'}" for n, ok in outcome.items() if n != "lamina")
        rows.append(f"<tr><td>{html.escape(name)}<br><small>{html.escape(others)}</small></td>"
                    f"<td><img src='file://{html.escape(reference)}'></td><td><img src='file://{html.escape(stem)}.png'></td>"
                    f"<td><img src='file://{html.escape(stem)}.diff.png'></td></tr>")
    with open(path, "w") as f:
        f.write("<!doctype html><meta charset='utf-8'><title>Lamina SVG conformance</title>"
                "<style>img{max-width:200px;background:#eee}td{vertical-align:top;font:13px sans-serif}</style>"
                f"<h1>{len(failures)} of {len(results)} tests fail in Lamina</h1><table>"
                "<tr><th>test</th><th>reference</th><th>Lamina</th><th>diff</th></tr>" + "".join(rows) + "</table>")


if __name__ == "__main__":
    main()
