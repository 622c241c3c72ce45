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

int lamina_pango_add_font_dir(const char *path) {
    if (lamina_pango_load() != 0) return -1;
    // fontconfig is already mapped as Pango's dependency; dlopen finds that copy.
    void *fontconfig = dlopen("libfontconfig.so.1", RTLD_NOW | RTLD_LOCAL);
    void *pangoft2 = dlopen("libpangoft2-1.0.so.0", RTLD_NOW | RTLD_LOCAL);
    void *pangocairo = dlopen("libpangocairo-1.0.so.0", RTLD_NOW | RTLD_LOCAL);
    if (!fontconfig || !pangoft2 || !pangocairo) return -1;
    void *(*current)(void) = (void *(*)(void))dlsym(fontconfig, "FcConfigGetCurrent");
    int (*add)(void *, const unsigned char *) = (int (*)(void *, const unsigned char *))dlsym(fontconfig, "FcConfigAppFontAddDir");
    void *(*fontMap)(void) = (void *(*)(void))dlsym(pangocairo, "pango_cairo_font_map_get_default");
    void (*changed)(void *) = (void (*)(void *))dlsym(pangoft2, "pango_fc_font_map_config_changed");
    if (!current || !add || !fontMap || !changed) return -1;
    if (!add(current(), (const unsigned char *)path)) return -1;
    changed(fontMap());
    return 0;
}
