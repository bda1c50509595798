#include "sous_deepfilter.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

typedef void *(*create_fn)(const char *, float, const char *);
typedef size_t (*frame_length_fn)(void *);
typedef float (*process_fn)(void *, float *, float *);
typedef void (*atten_fn)(void *, float);
typedef void (*free_fn)(void *);

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static void *handle;
static create_fn df_create;
static frame_length_fn df_get_frame_length;
static process_fn df_process_frame;
static atten_fn df_set_atten_lim;
static free_fn df_free;

int sous_df_load(const char *library_path, char *error, size_t error_size) {
    pthread_mutex_lock(&lock);
    int result = 0;
    if (!handle) {
        void *opened = dlopen(library_path, RTLD_NOW | RTLD_LOCAL);
        if (!opened) {
            snprintf(error, error_size, "%s", dlerror());
            result = -1;
        } else {
            df_create = (create_fn)dlsym(opened, "df_create");
            df_get_frame_length = (frame_length_fn)dlsym(opened, "df_get_frame_length");
            df_process_frame = (process_fn)dlsym(opened, "df_process_frame");
            df_set_atten_lim = (atten_fn)dlsym(opened, "df_set_atten_lim");
            df_free = (free_fn)dlsym(opened, "df_free");
            if (!df_create || !df_get_frame_length || !df_process_frame || !df_set_atten_lim || !df_free) {
                snprintf(error, error_size, "%s lacks DeepFilterNet's C API (df_create, df_process_frame, ...)", library_path);
                dlclose(opened);
                result = -1;
            } else {
                handle = opened;
            }
        }
    }
    pthread_mutex_unlock(&lock);
    return result;
}

// A NULL log level: the runtime keeps its messages to itself (stderr would draw over the screen).
void *sous_df_create(const char *model_path, float atten_lim_db) { return df_create(model_path, atten_lim_db, NULL); }
size_t sous_df_frame_length(void *state) { return df_get_frame_length(state); }
float sous_df_process_frame(void *state, float *input, float *output) { return df_process_frame(state, input, output); }
void sous_df_set_atten_lim(void *state, float atten_lim_db) { df_set_atten_lim(state, atten_lim_db); }
void sous_df_free(void *state) { df_free(state); }
