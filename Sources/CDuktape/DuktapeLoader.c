// Loads libduktape with dlopen on first use; see DuktapeLoader.h.
#include "CDuktape.h"
#include <duktape.h>

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

#define LAMINA_DUKTAPE_KEEP_NAMES
#include "DuktapeLoader.h"

LaminaDuktape lamina_duktape;

static pthread_once_t once = PTHREAD_ONCE_INIT;
static int status = -1;
static char message[512];

static void load(void) {
    // Debian's libduktape207: the soname of Duktape 2.7's library.
    void *library = dlopen("libduktape.so.207", RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        const char *reason = dlerror();
        snprintf(message, sizeof message, "cannot load Duktape (libduktape.so.207): %s", reason ? reason : "unknown error");
        return;
    }
#define LAMINA_DUKTAPE_RESOLVE(name) \
    *(void **)&lamina_duktape.name = dlsym(library, #name); \
    if (!lamina_duktape.name) { \
        snprintf(message, sizeof message, "Duktape lacks %s (Duktape 2.7 is needed)", #name); \
        return; \
    }
    LAMINA_DUKTAPE_FUNCTIONS(LAMINA_DUKTAPE_RESOLVE)
#undef LAMINA_DUKTAPE_RESOLVE
    status = 0;
}

int lamina_duktape_load(void) {
    pthread_once(&once, load);
    return status;
}

const char *lamina_js_load_error(void) {
    lamina_duktape_load();
    return status == 0 ? NULL : message;
}
