#ifndef SOUS_CZLIB_SHIM_H
#define SOUS_CZLIB_SHIM_H

#include <zlib.h>

/// inflateInit2 is a macro over inflateInit2_ and does not import into Swift.
/// windowBits: -15 for raw deflate (zip entries), 31 for gzip members.
static inline int sous_inflate_init(z_streamp stream, int windowBits) {
    return inflateInit2(stream, windowBits);
}

/// deflateInit2 for tests that build zip and gzip fixtures (same windowBits convention).
static inline int sous_deflate_init(z_streamp stream, int level, int windowBits) {
    return deflateInit2(stream, level, Z_DEFLATED, windowBits, 8, Z_DEFAULT_STRATEGY);
}

#endif
