#ifndef SOUS_CSPEEXDSP_SHIM_H
#define SOUS_CSPEEXDSP_SHIM_H

#include <speex/speex_preprocess.h>
#include <speex/speex_echo.h>
#include <speex/speex_resampler.h>

// speex_preprocess_ctl takes a void pointer to an int: one typed helper per setting.
static inline void sous_speex_set(SpeexPreprocessState *state, int request, int value) {
    speex_preprocess_ctl(state, request, &value);
}

// speex_echo_ctl likewise, for the sampling rate.
static inline void sous_speex_echo_rate(SpeexEchoState *state, int rate) {
    speex_echo_ctl(state, SPEEX_ECHO_SET_SAMPLING_RATE, &rate);
}

// The preprocessor takes the echo canceller's state (for its residual echo suppression).
static inline void sous_speex_pair(SpeexPreprocessState *preprocess, SpeexEchoState *echo) {
    speex_preprocess_ctl(preprocess, SPEEX_PREPROCESS_SET_ECHO_STATE, echo);
}

#endif
