#!/usr/bin/env bash
# Installs the Debian packages Lamina needs to build and test. Silent and fast when all are
# present; as root it installs what is missing with apt-get; otherwise it prints the exact
# apt-get line to run and exits 1.
set -euo pipefail

# python3-venv: the resvg cross-check of the shape scripts installs PyPI's resvg-cli into a venv.
# libcairo2-dev: Cairo's headers and its archive (with pixman's, from libpixman-1-dev), which
# Lamina links statically (Package.swift). libdeflate-dev: whole-buffer inflate and CRC-32 for
# Lamina's PNG decoder, linked from its archive too. libpangoft2-1.0-0: text; Lamina loads Pango with
# dlopen when text is first laid out, so no Pango headers are needed to build. fonts-urw-base35 and fonts-liberation: Nimbus Sans (URW's
# Helvetica) and Liberation Sans (metric-compatible with Arial), which fontconfig substitutes for
# Helvetica and Arial: Lottie text in a font iOS has and Debian lacks falls back to Helvetica,
# as Core Text does (Scripts/lottie-conformance.sh). duktape-dev: the JavaScript interpreter that
# evaluates Lottie expressions (Sources/CDuktape).
packages=(pkg-config libcairo2-dev libpixman-1-dev zlib1g-dev libdeflate-dev libturbojpeg0-dev libwebp-dev libgif-dev libpangoft2-1.0-0 fonts-dejavu-core
          fonts-urw-base35 fonts-liberation python3-venv duktape-dev)

missing=()
for p in "${packages[@]}"; do
    status=$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)
    [[ "$status" == "install ok installed" ]] || missing+=("$p")
done
[[ ${#missing[@]} -eq 0 ]] && exit 0

if [[ $(id -u) -ne 0 ]]; then
    echo "Lamina needs these Debian packages: ${missing[*]}" >&2
    echo "Run:  sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
    exit 1
fi

echo "bootstrap: installing ${missing[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
