#ifndef SOUS_CPULSE_SHIM_H
#define SOUS_CPULSE_SHIM_H

#include <stddef.h>
#include <stdint.h>
#include <pulse/simple.h>
#include <pulse/error.h>

// Opens a 16-bit little-endian mono stream at `rate` Hz for recording (`record` != 0) or
// playback; NULL with *error set when there is no server or device. `device` NULL = default.
static inline pa_simple *sous_pa_open(const char *app, const char *stream, const char *device,
                                      int record, uint32_t rate, uint32_t fragment_bytes, int *error) {
    pa_sample_spec spec;
    spec.format = PA_SAMPLE_S16LE;
    spec.channels = 1;
    spec.rate = rate;
    pa_buffer_attr attr;
    attr.maxlength = (uint32_t)-1;
    attr.tlength = (uint32_t)-1;
    attr.prebuf = (uint32_t)-1;
    attr.minreq = (uint32_t)-1;
    attr.fragsize = fragment_bytes > 0 ? fragment_bytes : (uint32_t)-1;
    return pa_simple_new(NULL, app, record ? PA_STREAM_RECORD : PA_STREAM_PLAYBACK, device, stream,
                         &spec, NULL, &attr, error);
}

#endif
