#!/usr/bin/env python3
"""Adversarial shape scripts for `lamina render`: each at most 64 KB, each aimed at one kind of
work that grows faster than the file (huge arcs and dashes, deep <use> chains, many masks and
groups, large blur radii, huge canvases, ...). Writes the corpus to a folder, renders every file
with the given `lamina` binary, and prints a table of wall time, peak memory and outcome, the
slowest first. Exit status 1 when a file runs past the time or memory goal (1 s, 512 MB), or
crashes; a clear error is a pass.

Usage: worst_cases.py LAMINA_BINARY [--corpus DIR] [--time-goal S] [--memory-goal MB] [--only NAME]
"""
import argparse
import json
import base64
import gzip
import os
import subprocess
import sys
import tempfile
import zlib
import struct

SVG = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"'
LIMIT = 64 * 1024


def svg(body, width=100, height=100, extra=""):
    return f'<svg {SVG} width="{width}" height="{height}" {extra}>\n{body}\n</svg>\n'


def fill_to(limit, head, item, tail):
    """head + as many copies of item(i) as fit in `limit` bytes + tail."""
    parts, size, i = [head], len(head) + len(tail), 0
    while True:
        piece = item(i)
        if size + len(piece) > limit:
            break
        parts.append(piece)
        size += len(piece)
        i += 1
    parts.append(tail)
    return "".join(parts)


def png_bomb(side):
    """A PNG of side × side black pixels: tiny compressed, huge decoded."""
    row = b"\x00" + b"\x00" * (side * 4)
    compressor = zlib.compressobj(9)
    data = b"".join(compressor.compress(row) for _ in range(side)) + compressor.flush()

    def chunk(kind, payload):
        return (struct.pack(">I", len(payload)) + kind + payload
                + struct.pack(">I", zlib.crc32(kind + payload) & 0xFFFFFFFF))
    header = struct.pack(">IIBBBBB", side, side, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", data) + chunk(b"IEND", b"")


def corpus():
    """Yields (name, script text) pairs."""
    arc = '<path d="M 3 {y} A 80260 8 0 1 170 1" fill="none" stroke="#2050b0" stroke-dasharray="15 20"/>'
    yield "huge-arc-dash", svg(arc.format(y=3051), 300, 150)
    yield "huge-arc-dash-x10", svg("\n".join(arc.format(y=3051 + i) for i in range(10)), 300, 150)
    yield "huge-arcs-dash-64k", fill_to(LIMIT, f"<svg {SVG} width='300' height='150'>\n",
                                        lambda i: arc.format(y=3051 + i) + "\n", "</svg>\n")
    # Pens far wider than the canvas: Cairo's work grows with the width (a fuzzer found one
    # circle 2e13 wide taking minutes and 4 GB); the canvas strokes with the narrowest width
    # that covers the same pixels.
    yield "huge-stroke-width", svg('<circle cx="128" cy="128" r="88" fill="none" stroke="#888" '
                                   'stroke-width="23333333333330"/>', 256, 256)
    yield "huge-stroke-widths-64k", fill_to(
        LIMIT, f"<svg {SVG} width='4096' height='4096'>\n",
        lambda i: f'<circle cx="{i % 4096}" cy="{(i * 7) % 4096}" r="{1 + i % 300}" fill="none" stroke="#{i % 256:02x}4080" '
                  f'stroke-width="2e{4 + i % 9}" stroke-linejoin="{("miter", "round", "bevel")[i % 3]}"/>\n', "</svg>\n")
    # Fine dashes that are all in view: the dash budgets, not culling, must bound them.
    yield "fine-visible-dashes", fill_to(
        LIMIT, f"<svg {SVG} width='4096' height='4096'>\n",
        lambda i: f'<path d="M0 {i % 4096} H4096" stroke="#000" stroke-dasharray="0.01"/>\n', "</svg>\n")
    yield "fine-dashed-spirals", fill_to(
        LIMIT, f"<svg {SVG} width='2048' height='2048'>\n",
        lambda i: f'<circle cx="1024" cy="1024" r="{10 + i}" fill="none" stroke="#000" '
                  f'stroke-dasharray="0.05 0.05" stroke-linecap="round"/>\n', "</svg>\n")

    def nested(depth, leaves, width=100, attr='opacity="0.9"'):
        inner = "".join(f'<rect x="{i * 3}" width="50" height="50"/>' for i in range(leaves))
        return svg(f"<g {attr}>" * depth + inner + "</g>" * depth, width, width)
    yield "nested-opacity-30", nested(30, 1)
    yield "nested-opacity-250", nested(250, 1)
    yield "nested-opacity-groups-250x2", nested(250, 2)
    yield "nested-opacity-groups-250x2-4096", nested(250, 2, 4096)
    yield "nested-masks-250", svg(
        '<defs><mask id="m"><rect width="100%" height="100%" fill="white"/></mask></defs>'
        + '<g mask="url(#m)">' * 250 + '<rect width="50" height="50"/><rect x="10" width="50" height="50"/>'
        + "</g>" * 250, 1024, 1024)

    uses = ['<rect id="g0" width="1" height="1"/>']
    for i in range(1, 13):
        uses.append(f'<g id="g{i}"><use href="#g{i - 1}"/><use href="#g{i - 1}" x="1"/>'
                    f'<use href="#g{i - 1}" y="1"/></g>')
    yield "use-fanout-3^12", svg("<defs>" + "".join(uses) + '</defs><use href="#g12"/>')
    chain = ['<rect id="u0" width="10" height="10"/>']
    for i in range(1, 250):
        chain.append(f'<use id="u{i}" href="#u{i - 1}" x="0.1"/>')
    yield "use-chain-250", svg("<defs>" + "".join(chain) + '</defs><use href="#u249"/>')
    wide = ['<rect id="w0" width="1" height="1"/>']
    for i in range(1, 8):
        wide.append(f'<g id="w{i}">' + "".join(f'<use href="#w{i - 1}" x="{j}"/>' for j in range(7)) + "</g>")
    yield "use-fanout-7^7", svg("<defs>" + "".join(wide) + '</defs><use href="#w7"/>')

    yield "many-masks", fill_to(
        LIMIT, f"<svg {SVG} width='2048' height='2048'><defs><mask id='m'>"
        "<rect width='2048' height='2048' fill='white'/><circle cx='1024' cy='1024' r='900'/></mask></defs>\n",
        lambda i: f'<rect width="2048" height="2048" fill="#{i % 256:02x}0000" mask="url(#m)"/>\n', "</svg>\n")
    yield "many-luminance-masks", fill_to(
        LIMIT, f"<svg {SVG} width='2048' height='2048'><defs>"
        "<linearGradient id='lg'><stop offset='0' stop-color='white'/><stop offset='1' stop-color='black'/>"
        "</linearGradient></defs>\n",
        lambda i: f'<mask id="m{i}"><rect width="2048" height="2048" fill="url(#lg)"/></mask>'
                  f'<rect width="2048" height="2048" mask="url(#m{i})"/>\n', "</svg>\n")
    # Masks on masks: each <mask> masked by the one before, 250 deep, at 2048 px.
    yield "mask-on-mask-chain-250", svg(
        "<defs>" + "".join(f'<mask id="k{i}"' + (f' mask="url(#k{i - 1})"' if i else "")
                           + ' maskUnits="userSpaceOnUse"><rect width="2048" height="2048" fill="white"/></mask>'
                           for i in range(250))
        + '</defs><rect width="2048" height="2048" mask="url(#k249)"/>', 2048, 2048)
    # Each mask's content holds two shapes masked by the mask before: 2^n rasters.
    yield "mask-fanout-2^20", svg(
        "<defs>" + '<mask id="f0"><rect width="64" height="64" fill="white"/></mask>'
        + "".join(f'<mask id="f{i}"><rect width="64" height="64" fill="white" mask="url(#f{i - 1})"/>'
                  f'<rect x="1" width="64" height="64" fill="white" mask="url(#f{i - 1})"/></mask>'
                  for i in range(1, 21))
        + '</defs><rect width="64" height="64" mask="url(#f20)"/>', 64, 64)
    # Pairs of masks that name each other, and a mask whose many shapes each name one: the
    # cycle checks read each mask's subtree once.
    yield "mask-cycles-64k", fill_to(
        LIMIT, f"<svg {SVG} width='512' height='512'>\n",
        lambda i: f'<mask id="p{i}" mask="url(#q{i})"><rect width="512" height="512" fill="white"/></mask>'
                  f'<mask id="q{i}" mask="url(#p{i})"><rect width="512" height="512" fill="white"/></mask>'
                  f'<rect width="9" height="9" mask="url(#q{i})"/>\n', "</svg>\n")
    yield "mask-with-many-cycles-64k", fill_to(
        LIMIT, f"<svg {SVG} width='512' height='512'><mask id='o'><rect width='9' height='9' mask='url(#s)'/></mask>"
        "<mask id='s'>\n",
        lambda i: f'<rect x="{i % 512}" width="1" height="1" fill="white" mask="url(#o)"/>\n',
        "</mask><rect width='512' height='512' mask='url(#s)'/><rect width='512' height='512' mask='url(#o)'/></svg>\n")
    # Patterns: each tile holds two shapes filled with the pattern before (2^30 tiles if each
    # were drawn), a 1-px tile over a 4096 px canvas, and the whole file of patterned shapes.
    yield "pattern-fanout-2^30", svg(
        "<defs>" + '<pattern id="t0" width="8" height="8" patternUnits="userSpaceOnUse"><rect width="4" height="4"/></pattern>'
        + "".join(f'<pattern id="t{i}" width="8" height="8" patternUnits="userSpaceOnUse">'
                  f'<rect width="8" height="4" fill="url(#t{i - 1})"/><rect y="4" width="8" height="4" fill="url(#t{i - 1})"/>'
                  f'</pattern>' for i in range(1, 31))
        + '</defs><rect width="512" height="512" fill="url(#t30)"/>', 512, 512)
    yield "pattern-tiny-tile-4096", svg(
        '<pattern id="d" width="0.01" height="0.01" patternUnits="userSpaceOnUse"><rect width="0.005" height="0.005"/>'
        '</pattern><rect width="4096" height="4096" fill="url(#d)"/>', 4096, 4096)
    yield "many-patterned-shapes", fill_to(
        LIMIT, f"<svg {SVG} width='2048' height='2048'><pattern id='p' width='16' height='16' "
        "patternUnits='userSpaceOnUse'><circle cx='8' cy='8' r='6'/></pattern>\n",
        lambda i: f'<rect x="{i % 64}" width="2048" height="2048" fill="url(#p)"/>\n', "</svg>\n")
    # Filters: a chain of 200 blurs, every shape of a full file filtered at 4096 px, and a
    # filter region a thousand times the element.
    yield "filter-chain-200", svg(
        '<filter id="f">' + "".join('<feGaussianBlur stdDeviation="20"/>' for _ in range(200)) + "</filter>"
        '<rect width="2048" height="2048" filter="url(#f)"/>', 2048, 2048)
    yield "many-filtered-shapes-4096", fill_to(
        LIMIT, f"<svg {SVG} width='4096' height='4096'><filter id='f'><feGaussianBlur stdDeviation='50'/>"
        "<feOffset dx='3'/><feComposite operator='arithmetic' k1='1' k2='1' in2='SourceGraphic'/></filter>\n",
        lambda i: '<rect width="4096" height="4096" filter="url(#f)"/>\n', "</svg>\n")
    yield "filter-huge-region", svg(
        '<filter id="f" x="-500" y="-500" width="1000" height="1000"><feTurbulence baseFrequency="0.05" '
        'numOctaves="10"/><feGaussianBlur stdDeviation="1000"/></filter>'
        '<rect x="400" y="400" width="2" height="2" filter="url(#f)"/>', 4096, 4096)
    # Animated filter primitives: every keyframe value resolves the element's filters again, up
    # to the budget of 200,000 primitives (149 a filter, 1,330 values), and a file past it.
    yield "filter-animation-under-budget", svg(
        '<filter id="f">' + "".join('<feOffset dx="1"/>' for _ in range(148)) + '<feGaussianBlur stdDeviation="5">'
        '<animate attributeName="stdDeviation" values="' + ";".join(str(i % 9) for i in range(1330))
        + '" dur="10s"/></feGaussianBlur></filter><rect width="256" height="256" filter="url(#f)"/>', 256, 256)
    yield "filter-animation-over-budget", svg(
        '<filter id="f">' + "".join('<feOffset dx="1"/>' for _ in range(198)) + '<feGaussianBlur stdDeviation="5">'
        '<animate attributeName="stdDeviation" values="' + ";".join(str(i % 9) for i in range(9000))
        + '" dur="10s"/></feGaussianBlur></filter>'
        + "".join('<rect width="2048" height="2048" filter="url(#f)"/>' for _ in range(20)), 2048, 2048)
    # Lighting: a spotlit specular surface (two powers a pixel) filling the budget, and a chain
    # of them that runs past it.
    yield "filter-lighting-spot", svg(
        '<filter id="f"><feSpecularLighting surfaceScale="9" '
        'specularExponent="37.5"><feSpotLight x="900" y="900" z="400" specularExponent="3.3"/></feSpecularLighting>'
        '</filter><circle cx="1150" cy="1150" r="900" filter="url(#f)"/>', 2300, 2300)
    yield "filter-lighting-chain", svg(
        '<filter id="f">' + "".join('<feDiffuseLighting><fePointLight x="500" y="500" z="50"/></feDiffuseLighting>'
                                    for _ in range(200)) + "</filter>"
        '<rect width="2048" height="2048" filter="url(#f)"/>', 2048, 2048)
    yield "many-opacity-groups-4096", fill_to(
        LIMIT, f"<svg {SVG} width='4096' height='4096'>\n",
        lambda i: '<g opacity="0.5"><rect width="4096" height="4096"/><rect width="10" height="10" fill="red"/></g>\n',
        "</svg>\n")
    yield "many-clip-paths", fill_to(
        LIMIT, f"<svg {SVG} width='4096' height='4096'><defs><clipPath id='c'>"
        "<circle cx='2048' cy='2048' r='2000'/></clipPath></defs>\n",
        lambda i: '<rect width="4096" height="4096" clip-path="url(#c)"/>\n', "</svg>\n")
    yield "many-shadows-large-radius", fill_to(
        LIMIT, f"<svg {SVG} width='2048' height='2048'>\n",
        lambda i: '<rect width="2048" height="2048" shadow-opacity="1" shadow-radius="1000"/>\n', "</svg>\n")
    yield "many-backdrop-blurs", fill_to(
        LIMIT, f"<svg {SVG} width='2048' height='2048'>\n",
        lambda i: '<rect width="2048" height="2048" fill="#fff8" backdrop-filter="blur(100px)"/>\n', "</svg>\n")

    yield "huge-canvas-16384", svg('<rect width="100%" height="100%" fill="red"/>', 16384, 16384)
    yield "huge-canvas-many-fills", fill_to(
        LIMIT, f"<svg {SVG} width='16384' height='16384'>\n",
        lambda i: f'<rect width="16384" height="16384" fill="#{i % 256:02x}{i % 7:02x}00"/>\n', "</svg>\n")
    yield "full-canvas-fills-4096", fill_to(
        LIMIT, f"<svg {SVG} width='4096' height='4096'>\n",
        lambda i: f'<rect width="4096" height="4096" fill="#{i % 256:02x}0000" fill-opacity="0.5"/>\n', "</svg>\n")
    yield "wide-strokes-4096", fill_to(
        LIMIT, f"<svg {SVG} width='4096' height='4096'>\n",
        lambda i: f'<circle cx="2048" cy="2048" r="{i % 2000 + 1}" fill="none" stroke="#000" stroke-width="4000"/>\n',
        "</svg>\n")
    yield "many-gradients-4096", fill_to(
        LIMIT, f"<svg {SVG} width='4096' height='4096'><defs><radialGradient id='r' fx='0.1' fy='0.2' "
        "spreadMethod='reflect' r='0.05'><stop offset='0' stop-color='red'/><stop offset='1' stop-color='blue'/>"
        "</radialGradient></defs>\n",
        lambda i: '<rect width="4096" height="4096" fill="url(#r)"/>\n', "</svg>\n")

    star = " ".join(f"{(i * 7919) % 4096} {(i * 104729) % 4096}" for i in range(5500))
    yield "self-crossing-polygon", svg(f'<polygon points="{star}"/>', 4096, 4096)
    # One path of 600 coincident circles: every row's sums mislead (the winding reaches 600), so
    # rows are drawn from their edges until the fill's sampling budget is spent.
    circles = " ".join("M12 512 A500 500 0 1 0 1012 512 A500 500 0 1 0 12 512 Z" for _ in range(600))
    yield "coincident-contours-600", svg(f'<path d="{circles}"/>', 1024, 1024)
    zig = " ".join(f"L{(i * 7919) % 4096} {(i * 104729) % 4096}" for i in range(1, 5000))
    yield "tangled-path-stroke", svg(f'<path d="M0 0 {zig}" fill="none" stroke="#000" stroke-width="3" '
                                     f'stroke-linejoin="round"/>', 4096, 4096)
    # The edge-row budget's worst: many edges active on the same rows (Cairo's scan converter
    # sorts them on every row), just within the budget, then reused by <use>.
    band = " ".join(f"L{(i * 7919) % 4096} {250 if i % 2 else 0}" for i in range(1, 4000))
    yield "edge-band-uses", svg(f'<defs><path id="b" d="M0 0 {band}"/></defs>'
                                + "".join(f'<use href="#b" y="{k * 250}"/>' for k in range(16)), 4096, 4096)
    yield "many-texts", fill_to(
        LIMIT, f"<svg {SVG} width='2048' height='2048'>\n",
        lambda i: f'<text x="{i % 2000}" y="{(i * 13) % 2000}" font-size="40">Lamina {i} glyphs</text>\n',
        "</svg>\n")
    yield "huge-text", svg('<text x="0" y="4000" font-size="4096">W</text>', 4096, 4096)
    # Glyph outlines: 10,000 characters (the limit per <text>), each placed and rotated by its
    # own list entries so that every one is shaped and drawn apart; then the same on a path.
    letters = "".join(chr(33 + (i * 7) % 94) for i in range(10_000)).replace("<", "a").replace("&", "b")
    xs = " ".join(str(i % 200) for i in range(10_000))
    yield "positioned-glyphs", svg(f'<text x="{xs}" y="500" rotate="0 30 60 90" font-size="40">{letters}</text>',
                                   2048, 2048)
    yield "many-tspans", fill_to(LIMIT, f"<svg {SVG} width='2048' height='2048'><text y='100' font-size='20'>",
                                 lambda i: f'<tspan dy="{i % 7}">{letters[i % 90]}</tspan>', "</text></svg>\n")
    yield "stroked-glyphs", svg(f'<text x="{xs}" y="500" font-size="40" stroke="red">{letters}</text>', 2048, 2048)
    yield "glyphs-on-path", svg('<path id="p" fill="none" d="M100 1000 A 900 900 0 1 1 100 1001"/><text font-size="1" '
                                f'letter-spacing="-0.05"><textPath href="#p">{letters}</textPath></text>', 2048, 2048)
    yield "replicate-many", svg('<replicate instance-count="1000000" instance-transform="translate(0.01 0)">'
                                '<rect width="10" height="10"/></replicate>')
    bomb = base64.b64encode(png_bomb(3000)).decode()
    yield "png-bomb", svg(f'<image width="100" height="100" href="data:image/png;base64,{bomb}"/>')
    yield "png-bomb-uses", svg(f'<defs><image id="i" width="100" height="100" href="data:image/png;base64,{bomb}"/>'
                               '</defs>' + "".join(f'<use href="#i" x="{k}"/>' for k in range(200)))
    # SVG images: a gzip bomb inflating to ~60 MB of XML, images of images of images (each
    # level two of the last: base64 makes each level larger than the last), and one image of
    # many elements used thousands of times.
    spaces = gzip.compress(f"<svg {SVG} width='10' height='10'>".encode() + b" " * (60 << 20) + b"</svg>", 9)
    yield "svgz-bomb", svg(f'<image width="10" height="10" href="data:image/svg+xml;base64,'
                           f'{base64.b64encode(spaces).decode()}"/>')
    level = svg('<rect width="100" height="100"/>')
    for _ in range(5):
        url = "data:image/svg+xml;base64," + base64.b64encode(level.encode()).decode()
        level = svg("".join(f'<image x="{k * 50}" width="50" height="50" href="{url}"/>' for k in range(2)))
    yield "svg-image-fanout", level
    many = base64.b64encode(svg("".join(f'<rect x="{i % 100}" width="1" height="1"/>' for i in range(300)))
                            .encode()).decode()
    yield "svg-image-uses", svg(f'<defs><image id="i" width="100" height="100" href="data:image/svg+xml;base64,{many}"/>'
                                '</defs>' + "".join(f'<use href="#i" x="{k % 100}"/>' for k in range(2000)))
    uses = ['<rect id="h0" width="1" height="1"/>']
    for i in range(1, 10):
        uses.append(f'<g id="h{i}"><use href="#h{i - 1}"/><use href="#h{i - 1}" x="1"/><use href="#h{i - 1}" y="1"/></g>')
    yield "use-fanout-3^9-under-limit", svg("<defs>" + "".join(uses) + '</defs><use href="#h9"/>', 1024, 1024)
    yield "deep-nesting-255", svg("<g>" * 254 + '<rect width="10" height="10"/>' + "</g>" * 254)
    keys = ";".join(str(i % 100) for i in range(6000))
    yield "many-keyframes", fill_to(
        LIMIT, f"<svg {SVG} width='100' height='100'>\n",
        lambda i: f'<rect width="10" height="10"><animate attributeName="x" dur="1s" values="{keys[:2000]}"/></rect>\n',
        "</svg>\n")
    yield "css-selector-storm", svg(
        "<style>" + "".join(f"g g g g rect.c{i} {{ fill: red }}\n" for i in range(900)) + "</style>"
        + "<g><g><g><g>" + "".join(f'<rect class="c{i % 50}" width="1" height="1"/>' for i in range(900))
        + "</g></g></g></g>")
    yield "css-universal-storm", svg(
        "<style>" + "".join(f"* * * * * .c{i} {{ fill: red }}\n" for i in range(1000)) + "</style>"
        + "<g>" * 40 + "".join(f'<rect class="c{i}" width="1" height="1"/>' for i in range(800)) + "</g>" * 40)
    # Embedded fonts: as many WOFF2 faces (each rewritten as OpenType and loaded) as fit, each
    # its own family used by a text; then thousands of rules whose junk data looks like a font.
    woff2 = base64.b64encode(open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests",
                                               "LaminaScriptTests", "Fonts", "face.woff2"), "rb").read()).decode()
    yield "font-face-woff2-families", fill_to(
        LIMIT, f"<svg {SVG} width='800' height='400'>\n",
        lambda i: (f"<style>@font-face {{ font-family: F{i}; src: url(data:font/woff2;base64,{woff2}) }}</style>"
                   f'<text x="{i % 8 * 100}" y="{i // 8 * 20 + 20}" font-family="F{i}">Lamina</text>\n'),
        "</svg>\n")
    yield "font-face-junk-storm", fill_to(
        LIMIT, f"<svg {SVG} width='800' height='400'><style>\n",
        lambda i: f"@font-face{{font-family:F{i};src:url(data:font/ttf;base64,AAEAAAAA),local(F{i})}}\n",
        '</style><text y="20" font-family="F1,F2,F3,F4,F5,F6,F7,F8,F9,F10,F300">Lamina</text></svg>\n')
    # Every kind of work in one file, together just within the work budget (0.8 s at the worst
    # measured cost of each kind): their times add up, and must stay within the goal.
    circles = "".join(f'<circle cx="2048" cy="2048" r="{40 + 12 * i}" fill="none" stroke="#000" '
                      f'stroke-dasharray="0.05 0.05" stroke-linecap="round"/>' for i in range(2))
    groups = "".join('<g opacity="0.5"><rect width="4096" height="4096"/><rect width="9" height="9"/></g>'
                     for _ in range(3))
    band_uses = "".join(f'<use href="#b" y="{k * 250}"/>' for k in range(1))
    shadows = "".join('<rect x="100" y="100" width="1200" height="1200" shadow-opacity="1" shadow-radius="100"/>'
                      for _ in range(3))
    copies = ['<rect id="k0" width="1" height="1"/>']
    for i in range(1, 8):
        copies.append(f'<g id="k{i}"><use href="#k{i - 1}"/><use href="#k{i - 1}" x="1"/><use href="#k{i - 1}" y="1"/></g>')
    yield "all-kinds-of-work", svg(
        "<defs><radialGradient id='r' fx='0.1' fy='0.2' spreadMethod='reflect' r='0.05'><stop offset='0' "
        "stop-color='red'/><stop offset='1' stop-color='blue'/></radialGradient>"
        f'<path id="b" d="M0 0 {band}"/>' + "".join(copies) + "</defs>"
        + '<rect width="2048" height="2048" fill="url(#r)"/>' + groups + circles + band_uses + shadows
        + '<use href="#k7"/>', 4096, 4096)
    # Markers repeat their drawing at every vertex: thousands of vertices times a marker of
    # many shapes, and markers inside markers.
    points = " ".join(f"L{(i * 37) % 4000} {(i * 91) % 4000}" for i in range(1, 6000))
    dots = "".join(f'<circle cx="{i}" cy="2" r="1"/>' for i in range(20))
    yield "marker-fanout", svg(f'<marker id="m" markerWidth="30" markerHeight="4">{dots}</marker>'
                               f'<path d="M0 0 {points}" stroke="#000" marker-mid="url(#m)"/>', 4096, 4096)
    yield "nested-markers", svg('<marker id="a" markerWidth="9" markerHeight="9"><path d="M0 0 L4 4 L8 0 L9 9" '
                                'marker-mid="url(#b)" stroke="red"/></marker><marker id="b" markerWidth="9" '
                                'markerHeight="9"><path d="M0 0 L4 4 L8 0 L9 9" marker-mid="url(#a)" stroke="blue"/>'
                                '</marker>' + "".join(f'<path d="M{i} 0 L{i + 4} 9 L{i + 8} 0 L{i + 9} 9" '
                                                      f'marker-mid="url(#a)"/>' for i in range(0, 4000, 4)), 4096, 64)
    # Lottie files (told apart from scripts by their first character): precomps that each use
    # the one before twice (2^24 layers if expanded, and 2^11, under the limit), a position with a keyframe per frame, a
    # time-remapped precomp over ten million frames, full-size solids on a 16384 canvas, merge
    # paths and animated effects.
    def lottie(layers, assets=(), w=512, h=512, op=60):
        return json.dumps({"v": "5.7.0", "fr": 30, "ip": 0, "op": op, "w": w, "h": h, "layers": layers,
                           "assets": list(assets)}, separators=(",", ":"))
    ks = {"a": {"a": 0, "k": [0, 0]}, "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [100, 100]},
          "r": {"a": 0, "k": 0}, "o": {"a": 0, "k": 100}}
    rect = {"ty": 4, "ks": ks, "ip": 0, "op": 1e7, "st": 0, "shapes": [
        {"ty": "rc", "p": {"a": 0, "k": [50, 50]}, "s": {"a": 0, "k": [80, 80]}, "r": {"a": 0, "k": 0}},
        {"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}}]}
    def precomp(ref, **extra):
        return {"ty": 0, "refId": ref, "ks": ks, "ip": 0, "op": 1e7, "st": 0, "w": 512, "h": 512, **extra}
    yield "lottie-precomp-fanout-2^24", lottie(
        [precomp("p24")], [{"id": "p0", "layers": [rect]}]
        + [{"id": f"p{i}", "layers": [precomp(f"p{i - 1}"), precomp(f"p{i - 1}")]} for i in range(1, 25)])
    yield "lottie-precomp-fanout-2^11", lottie(
        [precomp("p11")], [{"id": "p0", "layers": [rect]}]
        + [{"id": f"p{i}", "layers": [precomp(f"p{i - 1}"), precomp(f"p{i - 1}")]} for i in range(1, 12)])
    yield "lottie-precomp-chain-250", lottie(
        [precomp("p249")], [{"id": "p0", "layers": [rect]}]
        + [{"id": f"p{i}", "layers": [precomp(f"p{i - 1}")]} for i in range(1, 250)])
    keyframes = [{"t": t, "s": [t % 500, (t * 7) % 500], "o": {"x": [0.3], "y": [0]}, "i": {"x": [0.7], "y": [1]}}
                 for t in range(900)]
    yield "lottie-keyframe-per-frame", lottie([dict(rect, ks=dict(ks, p={"a": 1, "k": keyframes}))], op=900)
    yield "lottie-time-remap-1e7-frames", lottie(
        [precomp("a", tm={"a": 1, "k": [{"t": 0, "s": [0]}, {"t": 1e7, "s": [3e5]}]})],
        [{"id": "a", "layers": [dict(rect, ks=dict(ks, r={"a": 1, "k": [{"t": 0, "s": [0]}, {"t": 1e7, "s": [360]}]}))]}],
        op=1e7)
    solid = {"ty": 1, "ks": ks, "ip": 0, "op": 60, "st": 0, "sw": 16384, "sh": 16384, "sc": "#ff0000"}
    yield "lottie-solids-16384", lottie([solid] * 300, w=16384, h=16384)
    # Merge paths whose Boolean work is just under the sampling limit: two zigzags of 3,500
    # vertices whose every piece overlaps every other's horizontal extent (the pair search's
    # worst case), once; and a 400-vertex zigzag crossing a moving one, merged at every frame.
    def zigzag(count, offset, moving=False):
        vertices = [[offset + (i % 2) * 5, i * 500 / count] for i in range(count)]
        zeros = [[0, 0]] * count
        shape = {"c": True, "v": vertices, "i": zeros, "o": zeros}
        if moving:
            moved = dict(shape, v=[[x + 300, y] for x, y in vertices])
            return {"ty": "sh", "ks": {"a": 1, "k": [{"t": 0, "s": [shape], "o": {"x": [0.5], "y": [0.5]},
                                                       "i": {"x": [0.5], "y": [0.5]}}, {"t": 60, "s": [moved]}]}}
        return {"ty": "sh", "ks": {"a": 0, "k": shape}}
    def merged(paths):
        return {"ty": 4, "ks": ks, "ip": 0, "op": 60, "st": 0, "shapes": [{"ty": "gr", "it": paths + [
            {"ty": "mm", "mm": 5}, {"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}}]}]}
    yield "lottie-merge-paths-7000-pieces", lottie([merged([zigzag(3500, 100), zigzag(3500, 102)])])
    yield "lottie-merge-paths-animated", lottie([merged([zigzag(400, 100), zigzag(400, 0, moving=True)])])
    # Layer effects whose parameters change, sampled at every frame just under the sampling
    # limit: a blur over 90,000 frames, and Levels (Individual Controls, eight 256-entry tables)
    # beside a blur over 2,000.
    def ramp(frames, start, end):
        return {"a": 1, "k": [{"t": 0, "s": [start], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}},
                              {"t": frames, "s": [end]}]}
    def still(value):
        return {"ty": 0, "v": {"a": 0, "k": value}}
    def blurred(frames):
        return {"ty": 29, "en": 1, "ef": [{"ty": 0, "v": ramp(frames, 0, 100)}]}
    def levels(frames):
        channel = [still(0), still(1), {"ty": 0, "v": ramp(frames, 1, 2)}, still(0), still(1)]
        return {"ty": 24, "en": 1, "ef": [still(0), still(0)] + channel + [still(0)] * 2 + channel
                + [still(0)] * 2 + channel + [still(0)] * 2 + channel + [still(0)] * 2 + channel}
    yield "lottie-animated-blur-90000-frames", lottie([dict(rect, op=90000, ef=[blurred(90000)])], op=90000)
    yield "lottie-animated-levels-2000-frames", lottie([dict(rect, op=2000, ef=[levels(2000), blurred(2000)])],
                                                       op=2000)
    yield "entity-expansion", (
        '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa">'
        + "".join(f'<!ENTITY {chr(98 + i)} "&{chr(97 + i)};&{chr(97 + i)};&{chr(97 + i)};&{chr(97 + i)};'
                  f'&{chr(97 + i)};&{chr(97 + i)};&{chr(97 + i)};&{chr(97 + i)};&{chr(97 + i)};&{chr(97 + i)};">'
                  for i in range(8))
        + f']><svg {SVG} width="10" height="10"><title>&i;</title></svg>\n')


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("binary")
    parser.add_argument("--corpus", help="write the files here (default: a temporary folder)")
    parser.add_argument("--time-goal", type=float, default=1.0)
    parser.add_argument("--memory-goal", type=float, default=512)
    parser.add_argument("--only", help="run only the cases whose name contains this")
    args = parser.parse_args()
    folder = args.corpus or tempfile.mkdtemp(prefix="lamina-worst-cases-")
    os.makedirs(folder, exist_ok=True)
    cases = [(name, text) for name, text in corpus() if not args.only or args.only in name]
    # Each render runs under a child Python process of its own (`measure`), so that the peak
    # memory reported (ru_maxrss, a high-water mark over all children) is that render's.
    rows = []
    for name, text in cases:
        path = os.path.join(folder, name + (".json" if text.startswith("{") else ".svg"))
        with open(path, "w") as f:
            f.write(text)
        size = os.path.getsize(path)
        out = os.path.join(folder, name + ".png")
        elapsed, peak, status, message = measure(args.binary, path, out, args.time_goal * 20)
        rows.append((elapsed, peak, name, size, status, message))
    rows.sort(reverse=True)
    failed = 0
    print(f"{'case':34} {'bytes':>6} {'seconds':>8} {'peak MB':>8}  outcome")
    for elapsed, peak, name, size, status, message in rows:
        over = elapsed > args.time_goal or peak > args.memory_goal or status not in (0, 1, 2)
        failed += over
        outcome = "rendered" if status == 0 else f"exit {status}: {message[:90]}"
        print(f"{name:34} {size:6} {elapsed:8.3f} {peak:8.1f}  {'OVER ' if over else ''}{outcome}")
    print(f"{len(rows) - failed} within {args.time_goal:g} s and {args.memory_goal:g} MB, {failed} over")
    print(f"corpus: {folder}")
    return 1 if failed else 0


def measure(binary, path, out, timeout):
    """Runs one render in a child Python process so that its peak memory is its own."""
    code = ("import resource,subprocess,sys,time\n"
            "s=time.monotonic()\n"
            "try:\n"
            " d=subprocess.run(sys.argv[1:6],capture_output=True,text=True,timeout=float(sys.argv[6]))\n"
            " st=d.returncode; m=(d.stderr.strip().splitlines() or [''])[-1]\n"
            "except subprocess.TimeoutExpired:\n"
            " st='hung'; m='killed after '+sys.argv[6]+' s'\n"
            "e=time.monotonic()-s\n"
            "p=resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss/1024\n"
            "print(e); print(p); print(st); print(m)\n")
    done = subprocess.run([sys.executable, "-c", code, binary, "render", path, "-o", out, str(timeout)],
                          capture_output=True, text=True)
    lines = done.stdout.split("\n", 3)
    if len(lines) < 4:
        raise RuntimeError(f"measuring {path} failed: {done.stderr}")
    status = lines[2]
    return float(lines[0]), float(lines[1]), int(status) if status.lstrip("-").isdigit() else status, lines[3].strip()


if __name__ == "__main__":
    sys.exit(main())
