#!/usr/bin/env python3
# Splits a labelled set of real recordings (the shape of ../shared/testdata/speech/picovoice-dev:
# clean/*.flac, labels.json {file.wav: {intent, slots}}) into a part to tune voice settings on
# (tune.txt) and a part only to check them on (check.txt), whole speakers to one side, so that a
# tuned figure is reported on voices the tuning never heard.
#
# Why a proxy: the set is crowd-sourced (50+ people, each a few utterances, each on their own
# microphone in their own room) and carries NO speaker IDs. Recordings are grouped instead by their
# recording fingerprint, which one person's session shares and other sessions mostly do not:
#   - the noise floor: average log spectrum of the quietest 20% of frames (room + microphone), in
#     33 log-spaced bands and at full FFT resolution (hum lines, fan tones, band limits);
#   - the loud frames' average log spectrum (voice + microphone response), bands and full;
#   - digital-path artefacts: the share of odd sample values and of missing sample codes (a digital
#     gain stage leaves a periodic gap pattern), DC offset, whether the length is a whole number of
#     100 ms, whether the clip ends in >1 s of digital zeros;
#   - byte-for-byte duplicates (the set holds a few clips twice) are forced together.
# Each part is a distance normalised by its median over all pairs; the weighted sum is clustered
# agglomeratively (complete linkage, so no chaining through a cluster) and cut at a fixed
# distance (0.55: about 50 clusters, none over ~12% of the set). Whole clusters then go to one side,
# biggest first, each to the side with fewer clips (deterministic; no randomness).
#
# Limits of the proxy: one speaker on two devices or in two rooms becomes two clusters (and can land
# on both sides); two people on one device in one room, or two very quiet clean setups, can merge.
# Merging only costs balance; the split leans towards merging for that reason. Pitch is NOT used to
# cluster: the printed check (median voice pitch agrees within clusters far better than in shuffled
# clusters of the same sizes) is evidence that the clusters follow speakers, not proof.
#
# Needs: python3 with numpy and scipy (pip install numpy scipy), and sox to decode FLAC.
# Usage: python3 scripts/split-real-speech.py SET_DIR OUT_DIR [--every N] [--threshold T]
#   --every N keeps every N-th clip of the sorted labels in the lists (as make-real-speech-eval.sh
#   EVERY does); clusters are always built from the whole set, so sides do not change with N.
import argparse
import json
import os
import subprocess
import sys
import time

try:
    import numpy as np
    from scipy.cluster.hierarchy import fcluster, linkage
    from scipy.spatial.distance import squareform
except ImportError:
    sys.exit("split-real-speech: needs numpy and scipy (pip install numpy scipy)")

SR = 16000
FR, HOP = 512, 256
_ed = np.unique(np.geomspace(2, 256, 40).astype(int))
BANDS = [slice(_ed[i], _ed[i + 1]) for i in range(len(_ed) - 1)]  # ~62 Hz .. 8 kHz, 33 bands
WIN = np.hanning(FR)


def decode(path):
    raw = subprocess.run(["sox", path, "-t", "raw", "-e", "signed", "-b", "16", "-c", "1",
                          "-r", str(SR), "-"], capture_output=True, check=True).stdout
    return np.frombuffer(raw, dtype="<i2").copy()


def fingerprint(s16):
    x = s16.astype(np.float64) / 32768
    nz = np.nonzero(s16)[0]
    core = x[nz[0]:nz[-1] + 1] if len(nz) else x
    nf = (len(core) - FR) // HOP + 1
    fr = core[np.arange(FR)[None, :] + HOP * np.arange(nf)[:, None]]
    fr = fr - fr.mean(1, keepdims=True)
    P = np.abs(np.fft.rfft(fr * WIN, axis=1)) ** 2
    e = 10 * np.log10((fr ** 2).mean(1) + 1e-14)
    ok = e > -120  # not digital silence
    quiet = ok & (e <= np.percentile(e[ok], 20))
    loud = e >= np.percentile(e[ok], 85)
    band = lambda Q: 10 * np.log10(np.stack([Q[:, b].mean(1) for b in BANDS], 1).mean(0) + 1e-14)
    full = lambda Q: 10 * np.log10(Q.mean(0)[2:] + 1e-14)
    hist = np.bincount(s16.astype(np.int64) + 32768, minlength=65536)
    busy = np.convolve(hist, np.ones(9) / 9, "same") >= 30
    return dict(
        noise=band(P[quiet]), noise_full=full(P[quiet]),
        speech=band(P[loud]), speech_full=full(P[loud]),
        odd=float((s16 % 2 != 0).mean()),
        missing=float((hist[busy] == 0).mean()) if busy.sum() > 20 else 0.0,
        dc=float(core.mean() * 32768),
        grid=float(len(s16) % 1600 == 0),
        pad=float(len(s16) - 1 - (nz[-1] if len(nz) else 0) > SR),
    )


def pitch(s16):
    """Median F0 (Hz) of the loudest 30% of 40 ms frames, by autocorrelation; a check only."""
    x = s16.astype(np.float64) / 32768
    F, H = 640, 320
    nf = (len(x) - F) // H + 1
    fr = x[np.arange(F)[None, :] + H * np.arange(nf)[:, None]]
    fr = fr - fr.mean(1, keepdims=True)
    e = (fr ** 2).mean(1)
    fr = fr[e >= np.percentile(e, 70)]
    ac = np.fft.irfft(np.abs(np.fft.rfft(fr, 2 * F, axis=1)) ** 2, axis=1)[:, :F]
    ac = ac / np.maximum(ac[:, :1], 1e-20)
    lo, hi = SR // 400, SR // 60
    lag = lo + np.argmax(ac[:, lo:hi], 1)
    voiced = ac[np.arange(len(ac)), lag] > 0.5
    return float(np.median(SR / lag[voiced])) if voiced.sum() >= 5 else float("nan")


def distances(fps, audio):
    g = lambda k: np.array([f[k] for f in fps])
    iu = np.triu_indices(len(fps), 1)

    def rms(M):
        return np.sqrt(((M[:, None, :] - M[None, :, :]) ** 2).mean(2))

    def norm(D):
        return D / max(np.median(D[iu]), 1e-12)

    absdiff = lambda v: np.abs(v[:, None] - v[None, :])
    parts = [  # (weight, distance)
        (1.0, norm(rms(g("noise")))), (1.0, norm(rms(g("noise_full")))),
        (1.0, norm(rms(g("speech")))), (1.0, norm(rms(g("speech_full")))),
        (0.5, norm(absdiff(g("odd")))),
        (0.5, np.minimum(absdiff(g("missing")) / 0.05, 1.0)),
        (0.5, np.minimum(absdiff(g("dc")) / 4.0, 1.0)),
        (0.25, absdiff(g("grid"))), (0.25, absdiff(g("pad"))),
    ]
    D = sum(w * d for w, d in parts) / sum(w for w, _ in parts)
    # Duplicates: the first 4 s correlate almost perfectly.
    n = 4 * SR
    M = np.zeros((len(audio), n))
    for i, a in enumerate(audio):
        v = a[:n].astype(np.float64)
        M[i, :len(v)] = v - v.mean()
    M /= np.maximum(np.linalg.norm(M, axis=1, keepdims=True), 1e-9)
    dup = (M @ M.T) > 0.99
    D[dup] = 0.0
    np.fill_diagonal(D, 0.0)
    return D, int(np.triu(dup, 1).sum())


def main():
    ap = argparse.ArgumentParser(description="Split a labelled real-speech set by proxy speaker.")
    ap.add_argument("set_dir")
    ap.add_argument("out_dir")
    ap.add_argument("--every", type=int, default=1, help="keep every N-th clip (sorted labels)")
    ap.add_argument("--threshold", type=float, default=0.55,
                    help="cluster cut distance (median-normalised units; default 0.55)")
    a = ap.parse_args()
    t0 = time.time()
    labels_path = os.path.join(a.set_dir, "labels.json")
    if not os.path.isfile(labels_path):
        sys.exit(f"split-real-speech: no labels.json in {a.set_dir}")
    labels = json.load(open(labels_path))
    names = sorted(labels)
    audio = []
    for name in names:
        base = os.path.splitext(name)[0]
        path = next((p for p in (os.path.join(a.set_dir, "clean", base + ".flac"),
                                 os.path.join(a.set_dir, "clean", name)) if os.path.isfile(p)), None)
        if path is None:
            sys.exit(f"split-real-speech: no recording for {name} in {a.set_dir}/clean")
        audio.append(decode(path))
    fps = [fingerprint(s) for s in audio]
    D, ndup = distances(fps, audio)
    lab = fcluster(linkage(squareform(D, checks=False), "complete"), a.threshold, "distance")
    clusters = {}
    for name, c in zip(names, lab):
        clusters.setdefault(c, []).append(name)
    groups = sorted((sorted(m) for m in clusters.values()), key=lambda m: (-len(m), m[0]))

    # Balanced greedy: biggest cluster first, to the side with fewer clips (tie: tune).
    side = {}
    count = {"tune": 0, "check": 0}
    for m in groups:
        s = "tune" if count["tune"] <= count["check"] else "check"
        count[s] += len(m)
        for name in m:
            side[name] = s
    keep = [n for i, n in enumerate(names) if i % a.every == 0]
    os.makedirs(a.out_dir, exist_ok=True)
    for s in ("tune", "check"):
        with open(os.path.join(a.out_dir, f"{s}.txt"), "w") as f:
            f.writelines(n + "\n" for n in keep if side[n] == s)

    # Summary.
    sizes = np.array([len(m) for m in groups])
    hist = np.bincount(sizes)
    print(f"split-real-speech: {len(names)} clips, {len(groups)} clusters "
          f"(threshold {a.threshold}; {ndup} duplicate pair(s) forced together)")
    print("  cluster sizes: " + ", ".join(f"{k}x{hist[k]}" for k in range(1, len(hist)) if hist[k])
          + f"; median {int(np.median(sizes))}, largest {sizes.max()}")
    for s in ("tune", "check"):
        kept = [n for n in keep if side[n] == s]
        ncl = sum(1 for m in groups if side[m[0]] == s and any(n in kept for n in m))
        print(f"  {s}: {len(kept)} clips from {ncl} clusters -> {os.path.join(a.out_dir, s + '.txt')}")
    # Coverage of intents and slot values per side.
    cov = {"tune": {}, "check": {}}
    for n in keep:
        lab_n = labels[n]
        for k, v in [("intent", lab_n.get("intent", ""))] + sorted(lab_n.get("slots", {}).items()):
            cov[side[n]].setdefault(k, set()).add(" ".join(str(v).split()))
    for k in sorted(set(cov["tune"]) | set(cov["check"])):
        t, c = cov["tune"].get(k, set()), cov["check"].get(k, set())
        note = ""
        if t - c: note += f"; only in tune: {', '.join(sorted(t - c))}"
        if c - t: note += f"; only in check: {', '.join(sorted(c - t))}"
        print(f"  {k}: {len(t | c)} values, tune {len(t)}, check {len(c)}{note}")
    # Checks that the clusters follow speakers (neither feeds the clustering's sides).
    f0 = np.log2(np.array([pitch(s) for s in audio]))
    ok = ~np.isnan(f0)

    def spread(labs):
        dev = []
        for c in np.unique(labs[ok]):
            v = f0[ok][labs[ok] == c]
            if len(v) > 1:
                dev.extend(np.abs(v - np.median(v)))
        return float(np.mean(dev)) if dev else float("nan")

    rng = np.random.default_rng(0)
    shuffled = np.mean([spread(rng.permutation(lab)) for _ in range(50)])
    print(f"  check: voice pitch (not clustered on) within clusters deviates {spread(lab):.3f} octave "
          f"from the cluster median; shuffled clusters of the same sizes {shuffled:.3f}")
    E = D + np.diag(np.full(len(D), np.inf))
    nn = E.argmin(1)
    cross = np.mean([side[names[i]] != side[names[j]] for i, j in enumerate(nn)])
    print(f"  check: {cross:.0%} of clips have their nearest fingerprint on the other side "
          f"(a clip-level random split: about 50%)")
    print(f"  {time.time() - t0:.1f} s")


if __name__ == "__main__":
    main()
