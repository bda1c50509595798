#ifndef SOUS_CSPEEXDSP_SHIM_H
#define SOUS_CSPEEXDSP_SHIM_H

#include <speex/speex_preprocess.h>

// speex_preprocess_ctl takes a void pointer to an int: one typed helper per setting.
static inline void sous_speex_set(SpeexPreprocessState *state, int request, int value) {
    speex_preprocess_ctl(state, request, &value);
}

#endif
