#!/usr/bin/env bash
# Installs and uninstalls the release `lamina` (the Makefile's `install` and `uninstall`), and
# checks both into a temporary prefix (`make test`).
#
#   Scripts/install.sh install ROOT     ROOT/bin/lamina, its bash, zsh and fish completions and
#                                       its manual page; needs .build/release/lamina and
#                                       .build/debug/generate-manual (make install builds both)
#   Scripts/install.sh uninstall ROOT   removes exactly those files, and the folders the install
#                                       made when they are left empty
#   Scripts/install.sh check            make install into a temporary prefix, run the installed
#                                       lamina from another folder, make uninstall, and fail
#                                       unless the prefix is empty again
#
# ROOT is $(DESTDIR)$(PREFIX). The completions come from swift-argument-parser
# (`lamina --generate-completion-script`), the manual page from its generate-manual tool, both
# from the same command definitions as `lamina --help`. The folders an install creates are
# recorded in .build/install-manifests/, so that uninstall removes them and no folder that was
# there before (say an empty /usr/local/bin).
set -euo pipefail
cd "$(dirname "$0")/.."

die() { echo "install: $*" >&2; exit 1; }

# Temporary folders, removed when the script exits, however it exits.
temporary=()
trap 'rm -rf "${temporary[@]}"' EXIT

# The installed files, relative to ROOT.
files=(
    bin/lamina
    share/bash-completion/completions/lamina
    share/zsh/site-functions/_lamina
    share/fish/vendor_completions.d/lamina.fish
    share/man/man1/lamina.1
)

# The manifest of folders made by installing into ROOT.
manifest() { echo ".build/install-manifests/$(printf '%s' "$1" | sed 's|/|%|g')"; }

# Makes the folder (and its missing parents) and records each one it made, parents first.
make_folder() {
    local folder=$1 root=$2 missing=()
    while [[ ! -d $folder ]]; do
        missing=("$folder" "${missing[@]}")
        folder=$(dirname "$folder")
    done
    for folder in "${missing[@]}"; do
        mkdir "$folder"
        echo "$folder" >> "$(manifest "$root")"
    done
}

install_into() {
    local root=$1
    [[ -x .build/release/lamina ]] || die ".build/release/lamina is missing: run make install"
    [[ -x .build/debug/generate-manual ]] || die ".build/debug/generate-manual is missing: run make install"
    mkdir -p .build/install-manifests
    : > "$(manifest "$root")"
    for file in "${files[@]}"; do make_folder "$root/$(dirname "$file")" "$root"; done
    local staging
    staging=$(mktemp -d)
    temporary+=("$staging")
    .build/release/lamina --generate-completion-script bash > "$staging/lamina.bash"
    .build/release/lamina --generate-completion-script zsh > "$staging/_lamina"
    .build/release/lamina --generate-completion-script fish > "$staging/lamina.fish"
    .build/debug/generate-manual .build/release/lamina --output-directory "$staging" > /dev/null
    install -m 755 .build/release/lamina "$root/bin/lamina"
    install -m 644 "$staging/lamina.bash" "$root/share/bash-completion/completions/lamina"
    install -m 644 "$staging/_lamina" "$root/share/zsh/site-functions/_lamina"
    install -m 644 "$staging/lamina.fish" "$root/share/fish/vendor_completions.d/lamina.fish"
    install -m 644 "$staging/lamina.1" "$root/share/man/man1/lamina.1"
    for file in "${files[@]}"; do echo "$root/$file"; done
}

uninstall_from() {
    local root=$1 list
    for file in "${files[@]}"; do rm -f "$root/$file"; done
    list=$(manifest "$root")
    if [[ -f $list ]]; then
        # Deepest first; a folder that holds anything else stays.
        tac "$list" | while read -r folder; do rmdir "$folder" 2>/dev/null || true; done
        rm -f "$list"
    fi
}

check() {
    local prefix elsewhere version
    prefix=$(mktemp -d)
    elsewhere=$(mktemp -d)
    temporary+=("$prefix" "$elsewhere")
    make --no-print-directory install PREFIX="$prefix" > /dev/null
    for file in "${files[@]}"; do [[ -s $prefix/$file ]] || die "check: $file was not installed"; done
    # The installed lamina runs from anywhere and needs nothing from the source tree.
    version=$(cd "$elsewhere" && "$prefix/bin/lamina" --version)
    [[ $version == "$(.build/release/lamina --version)" ]] || die "check: the installed lamina says $version"
    cp Samples/Scripts/card.svg "$elsewhere/card.svg"
    (cd "$elsewhere" && "$prefix/bin/lamina" render card.svg -o card.png --scale 2) \
        || die "check: the installed lamina could not render a sample"
    [[ -s $elsewhere/card.png ]] || die "check: the installed lamina wrote no image"
    grep -q "_lamina" "$prefix/share/bash-completion/completions/lamina" || die "check: the bash completion is not lamina's"
    grep -q "^.Nm lamina" "$prefix/share/man/man1/lamina.1" || die "check: the manual page is not lamina's"
    make --no-print-directory uninstall PREFIX="$prefix" > /dev/null
    [[ -z $(ls -A "$prefix") ]] || die "check: uninstall left $(cd "$prefix" && find . -mindepth 1 | head -5 | tr '\n' ' ')"
    echo "install check: installed ${#files[@]} files into a temporary prefix, ran lamina, uninstalled: prefix empty"
}

case "${1:-}" in
    install) [[ $# -eq 2 ]] || die "usage: $0 install ROOT"; install_into "$2" ;;
    uninstall) [[ $# -eq 2 ]] || die "usage: $0 uninstall ROOT"; uninstall_from "$2" ;;
    check) check ;;
    *) die "usage: $0 install ROOT | uninstall ROOT | check" ;;
esac
