"""Other Lottie players' pictures, for Lamina's cross-checks: ThorVG (PyPI's thorvg-python) and
rlottie (PyPI's rlottie-python). Both hand back premultiplied pixels; these helpers write them as
straight-alpha PNGs, as Lamina writes its own.

Each player draws in a child process (`python lottie_references.py PLAYER FILE WIDTH HEIGHT OUT
FRAME...`), since both crash on some files, and a crash must cost that file, not the run.

  python3 -m venv /tmp/tvg-venv && /tmp/tvg-venv/bin/pip install thorvg-python rlottie-python pillow numpy
"""
import json
import os
import re
import subprocess
import sys

import numpy
from PIL import Image


def straight(premultiplied):
    """RGBA pixels (uint32 array, h x w x 4) with colour divided by alpha, rounded."""
    alpha = premultiplied[..., 3:4]
    colour = numpy.minimum((premultiplied[..., :3] * 255 + alpha // 2) // numpy.maximum(alpha, 1), 255)
    premultiplied[..., :3] = numpy.where(alpha > 0, colour, 0)
    return premultiplied


def thorvg_frames(path, width, height, frames, out):
    """ThorVG's pictures of `frames` (numbered from the file's in point) as `out % frame`."""
    import thorvg_python as tvg
    engine = tvg.Engine()
    engine.init(1)
    for frame in frames:
        canvas = tvg.SwCanvas(engine)
        canvas.set_target(width, height)
        animation = tvg.LottieAnimation(engine)
        picture = animation.get_picture()
        if picture.load(path) != tvg.Result.SUCCESS:
            return False
        picture.set_size(width, height)
        animation.set_frame(frame)
        canvas.add(picture)
        canvas.update()
        canvas.draw(True)
        canvas.sync()
        pixels = numpy.asarray(canvas.get_pillow("RGBA"), dtype=numpy.uint32).copy()
        Image.fromarray(straight(pixels).astype(numpy.uint8), "RGBA").save(out % frame)
        canvas.destroy()
    return True


def rlottie_frames(path, width, height, frames, out):
    """rlottie's pictures of `frames` (numbered from the file's in point) as `out % frame`."""
    from rlottie_python import LottieAnimation
    animation = LottieAnimation.from_file(path)
    if animation is None:
        return False
    for frame in frames:
        # Premultiplied BGRA, one 32-bit word per pixel in the machine's (little-endian) order.
        data = animation.lottie_animation_render(frame_num=frame, width=width, height=height)
        bgra = numpy.frombuffer(data, dtype=numpy.uint8).reshape(height, width, 4).astype(numpy.uint32)
        rgba = bgra[..., [2, 1, 0, 3]].copy()
        Image.fromarray(straight(rgba).astype(numpy.uint8), "RGBA").save(out % frame)
    return True


PLAYERS = {"thorvg": thorvg_frames, "rlottie": rlottie_frames}


def repository_name(mirror):
    """`owner+name` of a fetched mirror's bare git folder (`.../owner+name/repo`)."""
    return os.path.basename(os.path.dirname(mirror.rstrip("/"))) or os.path.basename(mirror)


def mirror_json_files(mirrors, containing=None):
    """(name, bytes) of every JSON file at HEAD of each fetched mirror, or of those whose text
    holds `containing`; the name is `owner+name/path`."""
    for mirror in mirrors:
        if containing is None:
            command = ["ls-tree", "-r", "--name-only", "HEAD"]
        else:
            command = ["grep", "-l", "-F", "-e", containing, "HEAD", "--", "*.json"]
        listing = subprocess.run(["git", "--git-dir", mirror] + command, capture_output=True, text=True).stdout.splitlines()
        paths = [entry.split(":", 1)[1] if containing is not None else entry for entry in listing]
        for path in sorted(p for p in paths if p.endswith(".json")):
            data = subprocess.run(["git", "--git-dir", mirror, "show", f"HEAD:{path}"], capture_output=True).stdout
            yield f"{repository_name(mirror)}/{path}", data


def animation_size(data):
    """(frame rate, in point, out point, width, height) of a Lottie animation; None for other JSON."""
    try:
        top = json.loads(data)
        if not isinstance(top, dict) or not isinstance(top.get("layers"), list):
            return None
        return float(top["fr"]), float(top["ip"]), float(top["op"]), int(top["w"]), int(top["h"])
    except (ValueError, KeyError, TypeError):
        return None


def difference(lamina, a, b):
    """Whether pictures `a` and `b` agree by `lamina diff --tolerance 1.5`, and the share of
    pixels that differ, as text (`2.51%`)."""
    diff = subprocess.run([lamina, "diff", "--tolerance", "1.5", a, b], capture_output=True, text=True)
    match = re.search(r"\(([0-9.]+)%\)", diff.stdout + diff.stderr)
    return diff.returncode == 0, (match.group(1) + "%") if match else ("0%" if diff.returncode == 0 else "?")


def render_in_child(player, path, width, height, frames, out, timeout=60):
    """`player`'s pictures of `frames` drawn in a child process; whether they were all written."""
    command = [sys.executable, os.path.abspath(__file__), player, path, str(width), str(height), out]
    try:
        child = subprocess.run(command + [str(frame) for frame in frames], capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return False
    return child.returncode == 0 and all(os.path.exists(out % frame) for frame in frames)


if __name__ == "__main__":
    player, path, width, height, out = sys.argv[1:6]
    wanted = [int(frame) for frame in sys.argv[6:]]
    sys.exit(0 if PLAYERS[player](path, int(width), int(height), wanted, out) else 1)
