#!/usr/bin/env bash
# `make deb`: build/sous_VERSION-1_ARCH.deb from what `make release` left in .build/package.
# The files are laid out by scripts/install.sh (PREFIX=/usr, zsh's Debian folder, no install list:
# dpkg keeps its own), the man page gzipped, a Debian copyright file and changelog added, and
# Depends worked out by dpkg-shlibdeps from the libraries the ELF files link (as `ldd` and
# `dpkg -S` would name them, with the lowest versions that provide their symbols), plus the data
# the voice reads at run time: the PocketSphinx model and eSpeak NG's data. Built with dpkg-deb
# (--root-owner-group, so no fakeroot is needed).
set -euo pipefail
cd "$(dirname "$0")/.."
built=.build/package
[ -x "$built/sous" ] || { echo "package-deb: $built/sous is missing: run \`make release\` first" >&2; exit 1; }
command -v dpkg-shlibdeps > /dev/null || { echo "package-deb: dpkg-shlibdeps is missing: apt-get install dpkg-dev" >&2; exit 1; }
version=$("$built/sous" --version)
arch=$(dpkg --print-architecture)
name="sous_${version}-1_${arch}"
stage="$PWD/.build/deb/$name"
rm -rf .build/deb && mkdir -p "$stage" build

PREFIX=/usr DESTDIR="$stage" ZSH_COMPLETION_DIR=share/zsh/vendor-completions MANIFEST=no \
  DEEPFILTER_DIR="${DEEPFILTER_DIR:-${XDG_DATA_HOME:-$HOME/.local/share}/sous/deepfilternet}" \
  bash scripts/install.sh install > /dev/null
gzip -9n "$stage/usr/share/man/man1/sous.1"

doc="$stage/usr/share/doc/sous"
install -d -m 755 "$doc"
deepfilter=""
[ -d "$stage/usr/lib/sous/deepfilternet" ] && deepfilter=yes
{
  cat <<'TEXT'
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: sous
Comment: The binary links statically the Swift runtime and Foundation (with ICU's data), and the
 Swift packages GRDB.swift, Yams, ZIPFoundation and swift-argument-parser. Debian's own libraries
 (SQLite, PocketSphinx, eSpeak NG, PulseAudio, libcurl, libpq, ...) are linked dynamically and
 come with their own copyright files.

Files: *
Copyright: 2026 the Sous authors
License: none-published

Files: usr/bin/sous
Copyright: 2026 the Sous authors
 Apple Inc. and the Swift project authors (the Swift runtime, Foundation, swift-argument-parser)
 Unicode, Inc. and others (ICU, inside Foundation)
 2015-2025 Gwendal Roué (GRDB.swift)
 2016 JP Simard (Yams)
 2006-2016 Kirill Simonov, 2017-2020 Ingy döt Net (libyaml, inside Yams)
 2017-2025 Thomas Zoechling (ZIPFoundation)
License: none-published and Apache-2.0-with-Runtime-Library-Exception and Unicode-3.0 and MIT

License: none-published
 No licence for Sous has been published yet; until one is, all rights are reserved.

License: Apache-2.0-with-Runtime-Library-Exception
 On Debian systems the Apache License 2.0 is in /usr/share/common-licenses/Apache-2.0.
 .
 Runtime Library Exception: as an exception, if you use this Software to compile your source code
 and portions of this Software are embedded into the binary product as a result, you may
 redistribute such product without providing attribution as would otherwise be required by
 Sections 4(a), 4(b) and 4(d) of the License.

License: Unicode-3.0
 The Unicode licence, https://www.unicode.org/license.txt: permission to use, copy, modify and
 distribute the data files and software, provided the copyright notice and this permission notice
 appear with all copies.
TEXT
  if [ -n "$deepfilter" ]; then
    cat <<'TEXT'

Files: usr/lib/sous/deepfilternet/*
Copyright: the DeepFilterNet authors (Hendrik Schröter and others)
License: MIT or Apache-2.0
Comment: The licence files are in /usr/lib/sous/deepfilternet/.

License: Apache-2.0
 On Debian systems the Apache License 2.0 is in /usr/share/common-licenses/Apache-2.0.
TEXT
  fi
  cat <<'TEXT'

License: MIT
 Permission is hereby granted, free of charge, to any person obtaining a copy of this software and
 associated documentation files (the "Software"), to deal in the Software without restriction,
 including without limitation the rights to use, copy, modify, merge, publish, distribute,
 sublicense, and/or sell copies of the Software, and to permit persons to whom the Software is
 furnished to do so, subject to the following conditions:
 .
 The above copyright notice and this permission notice shall be included in all copies or
 substantial portions of the Software.
 .
 THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING BUT
 NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND
 NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM,
 DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT
 OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.
TEXT
} > "$doc/copyright"
# Yams, linked statically, carries its own libyaml (MIT, in the copyright file above).
install -d -m 755 "$stage/usr/share/lintian/overrides"
printf 'sous: embedded-library libyaml [usr/bin/sous]\n' > "$stage/usr/share/lintian/overrides/sous"
chmod 644 "$stage/usr/share/lintian/overrides/sous"
commit=$("$built/sous" version --json | python3 -c 'import json, sys; print(json.load(sys.stdin)["commit"])')
maintainer="${DEB_MAINTAINER:-$(git config user.name 2>/dev/null || echo Sous) <$(git config user.email 2>/dev/null || echo sous@localhost)>}"
printf 'sous (%s-1) bookworm; urgency=medium\n\n  * Built from commit %s.\n\n -- %s  %s\n' \
  "$version" "$commit" "$maintainer" "$(date -R)" | gzip -9n > "$doc/changelog.Debian.gz"
find "$stage" -type d -exec chmod 755 {} +

# Depends: dpkg-shlibdeps wants a debian/control to read, so it runs in a folder of its own.
shlib=$(mktemp -d)
trap 'rm -rf "$shlib"' EXIT
mkdir "$shlib/debian"
printf 'Source: sous\n\nPackage: sous\nArchitecture: any\n' > "$shlib/debian/control"
elves=$(find "$stage" -type f -exec sh -c 'head -c4 "$1" | grep -q ELF && echo "$1"' _ {} \;)
libraries=$(cd "$shlib" && dpkg-shlibdeps -O -l/usr/lib/sous/deepfilternet $elves 2>/dev/null | sed -n 's/^shlibs:Depends=//p')
depends="$libraries, pocketsphinx-en-us, espeak-ng-data"

install -d -m 755 "$stage/DEBIAN"
cat > "$stage/DEBIAN/control" <<TEXT
Package: sous
Version: $version-1
Architecture: $arch
Maintainer: $maintainer
Installed-Size: $(du -sk --apparent-size "$stage/usr" | cut -f1)
Depends: $depends
Recommends: pulseaudio | pipewire-pulse
Suggests: libsecret-tools
Section: utils
Priority: optional
Description: terminal cookbook and hands-free cooking assistant
 Sous keeps a family's recipes in one SQLite file and opens a full-screen
 terminal app to browse, search, scale and plan them. While cooking it reads
 the steps aloud, runs named timers and takes spoken commands, all offline
 (PocketSphinx and eSpeak NG). The same binary is a command-line tool.
TEXT
(cd "$stage" && find usr -type f -exec md5sum {} + | sort -k2) > "$stage/DEBIAN/md5sums"
chmod 644 "$stage/DEBIAN/control" "$stage/DEBIAN/md5sums"

dpkg-deb --root-owner-group -Zxz --build "$stage" "build/$name.deb" > /dev/null
echo "package-deb: build/$name.deb ($(du -k "build/$name.deb" | cut -f1) KiB; installed $(du -sk --apparent-size "$stage/usr" | cut -f1) KiB)"
echo "Depends: $depends"
