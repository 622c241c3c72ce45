#!/usr/bin/env bash
# Root sizing against headless Chromium: every combination of the root <svg>'s width, height,
# viewBox and preserveAspectRatio, at its own size and at sizes asked with --width/--height
# (Scripts/browser_sizing.py says how). Installs Debian's chromium when missing (as root);
# builds lamina (release) first. Runs outside `make test`: a browser is too large for CI.
# Usage: Scripts/browser-sizing.sh [--keep DIR] [--jobs N]
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v chromium >/dev/null; then
    if [[ $(id -u) -ne 0 ]]; then echo "browser-sizing: needs Debian's chromium: sudo apt-get install chromium" >&2; exit 2; fi
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium >/dev/null
fi
Scripts/build-release.sh lamina >/dev/null
exec python3 Scripts/browser_sizing.py .build/release/lamina "$@"
