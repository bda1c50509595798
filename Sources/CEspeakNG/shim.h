#ifndef SOUS_CESPEAKNG_SHIM_H
#define SOUS_CESPEAKNG_SHIM_H

#include <stddef.h>
#include <espeak-ng/speak_lib.h>

// Named constants for the macros Swift does not import as typed values.
static inline int sous_espeak_chars_utf8(void) { return espeakCHARS_UTF8; }
static inline int sous_espeak_phonemes_ipa(void) { return espeakPHONEMES_IPA; }
static inline int sous_espeak_initialize_dont_exit(void) { return espeakINITIALIZE_DONT_EXIT; }

// Converts one clause of text to IPA phonemes with `separator` between phoneme names.
// Advances *text past the clause (NULL at the end). The result lives in espeak's own buffer.
static inline const char *sous_espeak_text_to_ipa(const char **text, char separator) {
    int mode = espeakPHONEMES_IPA | ((int)(unsigned char)separator << 8);
    return espeak_TextToPhonemes((const void **)text, espeakCHARS_UTF8, mode);
}

#endif
