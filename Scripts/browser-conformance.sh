#!/usr/bin/env bash
# Real SVG files from Debian's packages through lamina, resvg and rsvg-convert, each compared
# with headless Chromium's picture of the file at the same size: a table per package and an
# HTML report of Lamina's failures (Scripts/browser_conformance.py does the work; its header
# says how).
#
#   Scripts/browser-conformance.sh [--per-package N] [--seed S] [--max-side PX] [--jobs N] [--out DIR]
#
# The corpus: the packages below, downloaded with `apt-get download` and unpacked into
# .build/browser-corpus (nothing is installed from them): icon themes, clip art, card decks,
# desktop artwork and Inkscape's tutorials and examples. Chromium is Debian's `chromium`,
# resvg PyPI's resvg-cli (.build/resvg-venv), rsvg-convert Debian's librsvg2-bin, and the
# browser is driven by PyPI's playwright (.build/browser-venv) pointed at the system
# chromium; as root, this script installs whichever is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/bootstrap.sh
packages=(adwaita-icon-theme breeze-icon-theme elementary-icon-theme numix-icon-theme mate-icon-theme
          openclipart-svg gnome-cards-data desktop-base inkscape-tutorials inkscape)
# The folder of each package that holds its drawings.
declare -A folders=(
    [adwaita-icon-theme]=usr/share/icons/Adwaita [breeze-icon-theme]=usr/share/icons/breeze
    [elementary-icon-theme]=usr/share/icons/elementary [numix-icon-theme]=usr/share/icons/Numix
    [mate-icon-theme]=usr/share/icons/mate [openclipart-svg]=usr/share/openclipart
    [gnome-cards-data]=usr/share/aisleriot/cards [desktop-base]=usr/share/desktop-base
    [inkscape-tutorials]=usr/share/inkscape/tutorials [inkscape]=usr/share/inkscape/examples
)
need_root() { [[ $(id -u) -eq 0 ]] || { echo "browser-conformance: as root, or install first: $*" >&2; exit 1; }; }
if ! command -v chromium > /dev/null || ! command -v rsvg-convert > /dev/null; then
    need_root "apt-get install chromium librsvg2-bin"
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium librsvg2-bin > /dev/null
fi
if [[ ! -x .build/resvg-venv/bin/resvg ]]; then
    python3 -m venv .build/resvg-venv && .build/resvg-venv/bin/pip install -q resvg-cli
fi
if [[ ! -x .build/browser-venv/bin/python ]] || ! .build/browser-venv/bin/python -c "import playwright" 2> /dev/null; then
    python3 -m venv .build/browser-venv && .build/browser-venv/bin/pip install -q playwright
fi
corpus=.build/browser-corpus
mkdir -p "$corpus/debs"
specs=()
for p in "${packages[@]}"; do
    if [[ ! -d "$corpus/$p" ]]; then
        (cd "$corpus/debs" && apt-get download -qq "$p" 2> /dev/null) \
            || { echo "browser-conformance: cannot download $p (run apt-get update?)" >&2; exit 1; }
        dpkg-deb -x "$(ls "$corpus"/debs/"${p}"_*.deb | head -n 1)" "$corpus/$p"
        # A browser reads a gzip-compressed file only when a server says so: each .svgz (card
        # decks, some examples) is unpacked beside itself as .svg, for every renderer alike.
        find "$corpus/$p" -name '*.svgz' -exec sh -c 'gunzip -c "$1" > "${1%z}"' _ {} \;
    fi
    specs+=("$p=$corpus/$p/${folders[$p]}")
done
Scripts/build-release.sh lamina >&2
exec .build/browser-venv/bin/python Scripts/browser_conformance.py .build/release/lamina "${specs[@]}" \
    --resvg .build/resvg-venv/bin/resvg --chromium "$(command -v chromium)" "$@"
