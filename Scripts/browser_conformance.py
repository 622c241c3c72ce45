#!/usr/bin/env python3
"""Real SVG files against a browser: Lamina, resvg and rsvg-convert each compared with headless
Chromium's picture of the same file at the same pixel size, package by package.

Usage: browser_conformance.py LAMINA --resvg PATH --chromium PATH PACKAGE=FOLDER [...]
                              [--per-package N] [--seed S] [--max-side PX] [--jobs N] [--out DIR]

From each FOLDER, N files (default 120) ending in .svg are drawn with a fixed seed (the sorted
list sampled, never hand-picked). Each file is drawn at Lamina's own size for it, scaled down
to fit --max-side pixels (default 800) when larger: Chromium draws it as an <img> of exactly
that size on white (through the DevTools protocol, PyPI's playwright driving the system
browser), and lamina, resvg and rsvg-convert draw it at that width and height on white. A
renderer passes a file when `lamina diff` (pixelmatch threshold 0.1) finds at most 0.5 % of
the pixels different from Chromium's. A renderer that fails, times out or draws another size
fails the file. A file Chromium shows as a broken image (no SVG namespace, XML it cannot read)
has no reference: it is counted apart ("no img") and judges no renderer.

It prints a table per package and writes an HTML report of the files Lamina fails (Chromium,
Lamina and the diff side by side; first the files both peers pass) to OUT/index.html.
"""
import argparse
import collections
import concurrent.futures
import html
import os
import random
import struct
import subprocess
import sys

TIMEOUT = 60
TOLERANCE = "0.5"
RENDERERS = ("lamina", "rsvg-convert", "resvg")


def png_size(path):
    """A PNG's (width, height), or None when the file is not a PNG."""
    try:
        with open(path, "rb") as f:
            header = f.read(24)
    except OSError:
        return None
    if len(header) < 24 or header[:8] != b"\x89PNG\r\n\x1a\n":
        return None
    return struct.unpack(">II", header[16:24])


def sample(folder, count, seed):
    """`count` .svg files of `folder` (all when it has fewer), drawn with `seed` from the sorted list."""
    files = []
    for root, _, names in os.walk(folder):
        files += [os.path.join(root, n) for n in names if n.endswith(".svg") and not os.path.islink(os.path.join(root, n))]
    files.sort()
    return files if len(files) <= count else sorted(random.Random(seed).sample(files, count))


def run(command):
    """Runs a renderer; True when it exits 0 within the time limit."""
    try:
        return subprocess.run(command, capture_output=True, timeout=TIMEOUT).returncode == 0
    except subprocess.TimeoutExpired:
        return False


def target_size(lamina, svg, stem, max_side):
    """Renders Lamina at the file's own size and returns the size every renderer draws at:
    that size, scaled to fit `max_side`; None when Lamina cannot draw the file at all."""
    own = stem + ".own.png"
    if not run([lamina, "render", svg, "-o", own, "--background", "white"]):
        return None
    size = png_size(own)
    if size is None:
        return None
    w, h = size
    if max(w, h) > max_side:
        k = max_side / max(w, h)
        w, h = max(1, round(w * k)), max(1, round(h * k))
    return w, h


def render_all(args, svg, stem, size):
    """Renders the file with the three renderers at `size`; {renderer: png path or None}."""
    w, h = size
    commands = {
        "lamina": [args.lamina, "render", svg, "-o", stem + ".lamina.png", "--background", "white",
                   "--width", str(w), "--height", str(h)],
        "rsvg-convert": ["rsvg-convert", "-w", str(w), "-h", str(h), "-b", "white", "-o", stem + ".rsvg-convert.png", svg],
        "resvg": [args.resvg, "-w", str(w), "-h", str(h), "--background", "white", svg, stem + ".resvg.png"],
    }
    out = {}
    for name, command in commands.items():
        png = stem + f".{name}.png"
        out[name] = png if run(command) and png_size(png) == (w, h) else None
    return out


def compare(lamina, reference, png, diff=None):
    """True when `png` is within the tolerance of `reference`."""
    command = [lamina, "diff", reference, png, "--tolerance", TOLERANCE]
    if diff:
        command += ["--output", diff]
    try:
        return subprocess.run(command, capture_output=True, timeout=TIMEOUT).returncode == 0
    except subprocess.TimeoutExpired:
        return False


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("lamina")
    parser.add_argument("packages", nargs="+", help="NAME=FOLDER")
    parser.add_argument("--resvg", required=True)
    parser.add_argument("--chromium", required=True)
    parser.add_argument("--per-package", type=int, default=120)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--max-side", type=int, default=800)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--out", default="browser-conformance")
    args = parser.parse_args()
    args.lamina = os.path.abspath(args.lamina)
    out_root = os.path.abspath(args.out)
    cases = []
    for spec in args.packages:
        name, _, folder = spec.partition("=")
        for i, svg in enumerate(sample(folder, args.per_package, args.seed)):
            stem = os.path.join(out_root, name, f"{i:04d}")
            cases.append((name, os.path.abspath(svg), stem))
    for name in {c[0] for c in cases}:
        os.makedirs(os.path.join(out_root, name), exist_ok=True)

    # The three renderers run in a pool while one browser page draws the references in turn.
    def prepare(case):
        name, svg, stem = case
        size = target_size(args.lamina, svg, stem, args.max_side)
        return case, size, render_all(args, svg, stem, size) if size else {}

    from playwright.sync_api import sync_playwright
    results = []
    with sync_playwright() as p, concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        browser = p.chromium.launch(executable_path=args.chromium, args=["--no-sandbox", "--allow-file-access-from-files"])
        page = browser.new_page(device_scale_factor=1)
        for case, size, renders in pool.map(prepare, cases):
            name, svg, stem = case
            reference = None
            if size:
                w, h = size
                page.set_viewport_size({"width": w, "height": h})
                html_path = stem + ".html"
                with open(html_path, "w") as f:
                    f.write("<!doctype html><html><body style='margin:0;background:white;overflow:hidden'>"
                            f"<img id='i' src='{html.escape('file://' + svg)}' width='{w}' height='{h}' "
                            "style='display:block'></body></html>")
                try:
                    page.goto("file://" + html_path, timeout=TIMEOUT * 1000)
                    # A file the browser does not take for an image (no SVG namespace, not
                    # well-formed XML) shows as a broken image: there is no reference to judge by.
                    loaded = page.evaluate("document.getElementById('i').decode().then(() => true, () => false)")
                    if loaded:
                        page.screenshot(path=stem + ".chromium.png", clip={"x": 0, "y": 0, "width": w, "height": h},
                                        timeout=TIMEOUT * 1000)
                        reference = stem + ".chromium.png"
                except Exception as error:  # a file the browser cannot load is left out, not the run's end
                    print(f"{svg}: chromium: {error}", file=sys.stderr)
            results.append((case, size, renders, reference))
        browser.close()

    def judge(item):
        (name, svg, stem), size, renders, reference = item
        verdict = {}
        for r in RENDERERS:
            png = renders.get(r)
            verdict[r] = bool(reference and png and compare(args.lamina, reference, png,
                                                            stem + ".diff.png" if r == "lamina" else None))
        return name, svg, stem, reference, verdict

    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        judged = list(pool.map(judge, results))

    # Files Chromium draws no picture of are counted apart: nothing judges them.
    table = collections.defaultdict(lambda: collections.Counter())
    for name, _, _, reference, verdict in judged:
        table[name]["sampled"] += 1
        table[name]["files"] += reference is not None
        for r in RENDERERS:
            table[name][r] += verdict[r]
    print(f"{'package':<24}{'sampled':>8}{'no img':>8}{'files':>7}{'lamina':>9}{'rsvg-convert':>14}{'resvg':>8}")
    total = collections.Counter()
    for row in table.values():
        total.update(row)
    for name, row in sorted(table.items()) + [("total", total)]:
        print(f"{name:<24}{row['sampled']:>8}{row['sampled'] - row['files']:>8}{row['files']:>7}{row['lamina']:>9}"
              f"{row['rsvg-convert']:>14}{row['resvg']:>8}")
    lamina_only_fails = [j for j in judged if not j[4]["lamina"] and j[4]["rsvg-convert"] and j[4]["resvg"]]
    print(f"files both peers pass and Lamina fails: {len(lamina_only_fails)}")
    for _, svg, _, _, _ in lamina_only_fails:
        print(f"  {svg}")
    write_report(os.path.join(out_root, "index.html"), judged)
    print(f"report: {os.path.join(out_root, 'index.html')}")


def write_report(path, judged):
    """An HTML page of Lamina's failures: Chromium, Lamina and the diff side by side."""
    failures = [j for j in judged if j[3] and not j[4]["lamina"]]
    failures.sort(key=lambda j: not (j[4]["rsvg-convert"] and j[4]["resvg"]))
    rows = []
    for name, svg, stem, reference, verdict in failures:
        peers = ", ".join(f"{r} {'passes' if verdict[r] else 'fails'}" for r in RENDERERS[1:])
        cells = "".join(f"<td><img src='file://{html.escape(p)}'></td>" if os.path.exists(p) else "<td>—</td>"
                        for p in (stem + ".chromium.png", stem + ".lamina.png", stem + ".diff.png"))
        rows.append(f"<tr><td>{html.escape(name)}<br><small>{html.escape(svg)}<br>{peers}</small></td>{cells}</tr>")
    with open(path, "w") as f:
        f.write("<!doctype html><meta charset='utf-8'><title>Lamina against Chromium</title>"
                "<style>img{max-width:300px;border:1px solid #ccc}td{vertical-align:top}</style>"
                f"<h1>{len(failures)} files Lamina draws unlike Chromium</h1>"
                "<table><tr><th>file</th><th>Chromium</th><th>Lamina</th><th>diff</th></tr>"
                + "".join(rows) + "</table>\n")


if __name__ == "__main__":
    sys.exit(main())
