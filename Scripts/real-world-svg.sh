#!/usr/bin/env bash
# Real-world SVG through lamina: Debian's icon themes and clip art (installed as root when
# missing), N files each drawn with a fixed seed, counted as quiet, warned or failed, with the
# commonest messages (Scripts/real_world_svg.py does the work; its header says how).
#
#   Scripts/real-world-svg.sh [--per-folder N] [--seed S] [--show N] [FOLDER ...]
#
# Without folders: Adwaita, Breeze, elementary, Numix and MATE icons and Open Clip Art.
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/bootstrap.sh
packages=(adwaita-icon-theme breeze-icon-theme elementary-icon-theme numix-icon-theme mate-icon-theme openclipart-svg)
folders=(/usr/share/icons/Adwaita /usr/share/icons/breeze /usr/share/icons/elementary /usr/share/icons/Numix
         /usr/share/icons/mate /usr/share/openclipart)
options=()
given=()
while [[ $# -gt 0 ]]; do
    case $1 in
        --per-folder|--seed|--show|--jobs) options+=("$1" "$2"); shift 2 ;;
        *) given+=("$1"); shift ;;
    esac
done
if [[ ${#given[@]} -eq 0 ]]; then
    missing=()
    for p in "${packages[@]}"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
    done
    if [[ ${#missing[@]} -gt 0 ]]; then
        [[ $(id -u) -eq 0 ]] || { echo "install first: sudo apt-get install -y ${missing[*]}" >&2; exit 1; }
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" > /dev/null
    fi
    given=("${folders[@]}")
fi
Scripts/build-release.sh lamina >&2
exec python3 Scripts/real_world_svg.py .build/release/lamina "${given[@]}" "${options[@]}"
