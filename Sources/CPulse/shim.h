#ifndef SOUS_CPULSE_SHIM_H
#define SOUS_CPULSE_SHIM_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <pulse/simple.h>
#include <pulse/error.h>
#include <pulse/pulseaudio.h>

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

// Called for every source; `monitor` != 0 for the monitor of an output (it records what is
// played, not a microphone).
typedef void (*sous_pa_source_cb)(const char *name, const char *description, int monitor, void *user);

struct sous_pa_source_list {
    sous_pa_source_cb cb;
    void *user;
};

static void sous_pa_source_info(pa_context *c, const pa_source_info *info, int eol, void *userdata) {
    (void)c;
    struct sous_pa_source_list *list = (struct sous_pa_source_list *)userdata;
    if (eol || !info) return;
    list->cb(info->name, info->description ? info->description : info->name,
             info->monitor_of_sink != PA_INVALID_INDEX, list->user);
}

struct sous_pa_default_source {
    char *name;
    size_t size;
};

static void sous_pa_server_info(pa_context *c, const pa_server_info *info, void *userdata) {
    (void)c;
    struct sous_pa_default_source *out = (struct sous_pa_default_source *)userdata;
    if (!info || !info->default_source_name || out->size == 0) return;
    strncpy(out->name, info->default_source_name, out->size - 1);
    out->name[out->size - 1] = 0;
}

// One turn of the main loop that waits at most 100 ms; -1 on failure or when `*turns` are used up,
// so a server that accepts but never answers costs at most 3 s (30 turns), not a hung effect queue.
static inline int sous_pa_turn(pa_mainloop *loop, int *turns) {
    if ((*turns)-- <= 0) return -1;
    if (pa_mainloop_prepare(loop, 100000) < 0) return -1;
    if (pa_mainloop_poll(loop) < 0) return -1;
    return pa_mainloop_dispatch(loop) < 0 ? -1 : 0;
}

// Calls `cb` for every source of the user's sound server and writes the default source's name
// into `default_source` (empty when the server names none); 0 on success, -1 when there is no
// server or it does not answer within about 3 s. Never starts a server.
static inline int sous_pa_list_sources(sous_pa_source_cb cb, void *user, char *default_source, size_t default_size) {
    int turns = 30;
    pa_mainloop *loop = pa_mainloop_new();
    if (!loop) return -1;
    pa_context *context = pa_context_new(pa_mainloop_get_api(loop), "sous");
    int result = -1;
    if (context && pa_context_connect(context, NULL, PA_CONTEXT_NOAUTOSPAWN, NULL) >= 0) {
        for (;;) {
            pa_context_state_t state = pa_context_get_state(context);
            if (state == PA_CONTEXT_READY) { result = 0; break; }
            if (!PA_CONTEXT_IS_GOOD(state) || sous_pa_turn(loop, &turns) < 0) break;
        }
        if (result == 0) {
            if (default_size > 0) default_source[0] = 0;
            struct sous_pa_default_source server = { default_source, default_size };
            pa_operation *op = pa_context_get_server_info(context, sous_pa_server_info, &server);
            while (op && pa_operation_get_state(op) == PA_OPERATION_RUNNING) {
                if (sous_pa_turn(loop, &turns) < 0) break;
            }
            if (op) pa_operation_unref(op);
            struct sous_pa_source_list list = { cb, user };
            op = pa_context_get_source_info_list(context, sous_pa_source_info, &list);
            while (op && pa_operation_get_state(op) == PA_OPERATION_RUNNING) {
                if (sous_pa_turn(loop, &turns) < 0) break;
            }
            if (op) pa_operation_unref(op);
        }
        pa_context_disconnect(context);
    }
    if (context) pa_context_unref(context);
    pa_mainloop_free(loop);
    return result;
}

#endif
