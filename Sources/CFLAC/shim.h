#ifndef SOUS_CFLAC_SHIM_H
#define SOUS_CFLAC_SHIM_H

#include <FLAC/stream_encoder.h>
#include <FLAC/stream_decoder.h>

#endif
