#!/usr/bin/env python3
"""Real-world SVG through `lamina render`: how many files render quietly (nothing printed), how
many warn, how many fail, and which messages are most common. Real files must render quietly
(a warning only where the picture changes), so the messages it lists are the work left.

Usage: real_world_svg.py LAMINA FOLDER [FOLDER ...] [--per-folder N] [--seed S] [--jobs N]
                         [--show N]

Each FOLDER is searched for *.svg and *.svgz files; N of them (default 300), drawn with a fixed
seed, are rendered at their own size into a temporary folder. Debian's icon themes and clip art
make a good corpus (Scripts/real-world-svg.sh installs them), as do drawings of your own.
"""
import argparse
import collections
import concurrent.futures
import os
import random
import re
import subprocess
import sys
import tempfile

TIMEOUT = 30
# "file:line:col: warning: message" -> the message without the values it quotes.
DIAGNOSTIC = re.compile(r"^.*?:\d+:\d+: (warning|error): (.*)$")


def kind(message):
    """A message with its quoted values and numbers blanked, so that like messages group."""
    message = re.sub(r'"[^"]*"', '"…"', message)
    message = re.sub(r"#[\w-]+", "#…", message)
    return re.sub(r"\d+(\.\d+)?", "N", message)


def render(lamina, svg, out):
    """Renders one file; (exit code, printed lines)."""
    try:
        done = subprocess.run([lamina, "render", svg, "-o", out], capture_output=True, text=True,
                              timeout=TIMEOUT, errors="replace")
        lines = [line for line in (done.stdout + done.stderr).splitlines() if line.strip()]
        return done.returncode, lines
    except subprocess.TimeoutExpired:
        return -1, [f"{svg}: timed out after {TIMEOUT} s"]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("lamina")
    parser.add_argument("folders", nargs="+")
    parser.add_argument("--per-folder", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--show", type=int, default=25)
    args = parser.parse_args()

    files = []
    for folder in args.folders:
        found = sorted(os.path.join(root, name) for root, _, names in os.walk(folder) for name in names
                       if name.endswith((".svg", ".svgz")) and not os.path.islink(os.path.join(root, name)))
        random.Random(args.seed).shuffle(found)
        files += [(folder, path) for path in found[:args.per_folder]]

    quiet, warned, failed = collections.Counter(), collections.Counter(), collections.Counter()
    messages = collections.Counter()
    examples = {}
    with tempfile.TemporaryDirectory() as out, concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        jobs = {pool.submit(render, args.lamina, path, os.path.join(out, f"{index}.png")): (folder, path)
                for index, (folder, path) in enumerate(files)}
        for job in concurrent.futures.as_completed(jobs):
            folder, path = jobs[job]
            code, lines = job.result()
            if code != 0:
                failed[folder] += 1
            elif lines:
                warned[folder] += 1
            else:
                quiet[folder] += 1
            seen = set()
            for line in lines:
                match = DIAGNOSTIC.match(line)
                key = f"{match.group(1)}: {kind(match.group(2))}" if match else kind(line)
                if key not in seen:
                    seen.add(key)
                    messages[key] += 1
                    examples.setdefault(key, line)

    print(f"{'folder':40} {'files':>6} {'quiet':>6} {'warned':>7} {'failed':>7}")
    for folder in args.folders:
        total = quiet[folder] + warned[folder] + failed[folder]
        print(f"{folder[-40:]:40} {total:6} {quiet[folder]:6} {warned[folder]:7} {failed[folder]:7}")
    total = sum(quiet.values()) + sum(warned.values()) + sum(failed.values())
    share = 100 * sum(quiet.values()) / total if total else 0
    print(f"{'total':40} {total:6} {sum(quiet.values()):6} {sum(warned.values()):7} {sum(failed.values()):7}"
          f"   quiet: {share:.1f} %")
    if messages:
        print(f"\nmost common messages (files that print each):")
        for key, count in messages.most_common(args.show):
            print(f"{count:6}  {key}\n        e.g. {examples[key][:300]}")


if __name__ == "__main__":
    sys.exit(main())
