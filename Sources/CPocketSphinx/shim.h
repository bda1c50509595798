#ifndef SOUS_CPOCKETSPHINX_SHIM_H
#define SOUS_CPOCKETSPHINX_SHIM_H

#include <stdio.h>
#include <stdlib.h>
#include <pocketsphinx.h>
#include <sphinxbase/err.h>
#include <sphinxbase/cmd_ln.h>
#include <sphinxbase/fsg_model.h>
#include <sphinxbase/ngram_model.h>

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

// Sets the search `name` to a word graph: `count` arcs from[i] -> to[i] saying words[i], all
// with probability 1, every final state joined to one end state by an empty move. 0 on success.
static inline int sous_ps_set_word_graph(ps_decoder_t *ps, const char *name, int states, int start,
                                         const int *finals, int finalCount,
                                         const int *from, const int *to, const char *const *words, int count) {
    cmd_ln_t *config = ps_get_config(ps);
    fsg_model_t *fsg = fsg_model_init(name, ps_get_logmath(ps), (float32)cmd_ln_float32_r(config, "-lw"), states + 1);
    if (fsg == NULL) return -1;
    fsg->start_state = start;
    fsg->final_state = states;
    for (int i = 0; i < count; i++) {
        int wid = fsg_model_word_add(fsg, words[i]);
        fsg_model_trans_add(fsg, from[i], to[i], 0, wid);
    }
    for (int i = 0; i < finalCount; i++) fsg_model_null_trans_add(fsg, finals[i], states, 0);
    int result = ps_set_fsg(ps, name, fsg);
    fsg_model_free(fsg);
    return result;
}

// Dictation biased toward a recipe's words: the large model (the decoder's default search) and a
// small ARPA model of the recipe, linearly interpolated (`base_weight` to the large one) as the
// search `name`. The set takes the models; the search keeps its own reference. 0 on success.
static inline int sous_ps_set_biased_lm(ps_decoder_t *ps, const char *name, const char *arpa_path, float base_weight) {
    cmd_ln_t *config = ps_get_config(ps);
    ngram_model_t *base = ps_get_lm(ps, "_default");
    if (base == NULL) return -1;
    ngram_model_t *bias = ngram_model_read(config, arpa_path, NGRAM_ARPA, ps_get_logmath(ps));
    if (bias == NULL) return -1;
    ngram_model_t *models[2] = { ngram_model_retain(base), bias };
    char *names[2] = { "base", "bias" };
    float32 weights[2] = { base_weight, 1.0f - base_weight };
    ngram_model_t *set = ngram_model_set_init(config, models, names, weights, 2);
    if (set == NULL) { ngram_model_free(models[0]); ngram_model_free(bias); return -1; }
    int result = ps_set_lm(ps, name, set);
    ngram_model_free(set);
    return result;
}

#endif
