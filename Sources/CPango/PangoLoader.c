// Loads PangoCairo with dlopen on first use; see include/CPango.h.
#include "CPango.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

LaminaPangoSymbols lamina_pango_symbols;

static pthread_once_t once = PTHREAD_ONCE_INIT;
static int status = -1;
static char message[512];

static void load(void) {
    // The run-time library's soname; it brings libpango, GLib and GObject with it.
    void *library = dlopen("libpangocairo-1.0.so.0", RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        const char *reason = dlerror();
        snprintf(message, sizeof message, "cannot load PangoCairo (libpangocairo-1.0.so.0): %s",
                 reason ? reason : "unknown error");
        return;
    }
#define LAMINA_PANGO_RESOLVE(name, result, parameters, arguments) \
    *(void **)&lamina_pango_symbols.name = dlsym(library, #name); \
    if (!lamina_pango_symbols.name) { \
        snprintf(message, sizeof message, "PangoCairo lacks %s (Pango 1.50 or later is needed)", #name); \
        return; \
    }
    LAMINA_PANGO_SYMBOLS(LAMINA_PANGO_RESOLVE)
#undef LAMINA_PANGO_RESOLVE
    status = 0;
}

int lamina_pango_load(void) {
    pthread_once(&once, load);
    return status;
}

const char *lamina_pango_error(void) {
    lamina_pango_load();
    return status == 0 ? NULL : message;
}
