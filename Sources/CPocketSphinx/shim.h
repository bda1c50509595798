#ifndef SOUS_CPOCKETSPHINX_SHIM_H
#define SOUS_CPOCKETSPHINX_SHIM_H

#include <stdio.h>
#include <stdlib.h>
#include <pocketsphinx.h>
#include <sphinxbase/err.h>
#include <sphinxbase/cmd_ln.h>

// cmd_ln_init is variadic, which Swift cannot call: the decoder's options arrive as an argv
// array ("-hmm", path, "-dict", path, ...) and are parsed against PocketSphinx's own table.
static inline cmd_ln_t *sous_ps_config(int argc, char **argv) {
    return cmd_ln_parse_r(NULL, ps_args(), argc, argv, FALSE);
}

// PocketSphinx logs to stderr by default, which would draw over the curses screen.
static inline void sous_ps_silence_log(void) {
    err_set_logfp(NULL);
}

static inline void sous_ps_free_string(char *s) { free(s); }

#endif
