// Loads Pango (through PangoFT2) with dlopen on first use; see include/CPango.h.
#include "CPango.h"
#include "Fontconfig.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

LaminaPangoSymbols lamina_pango_symbols;

static pthread_once_t once = PTHREAD_ONCE_INIT;
static int status = -1;
static char message[512];

static void load(void) {
    // The run-time library's soname; it brings libpango, HarfBuzz, fontconfig, GLib and GObject
    // with it, whose symbols dlsym finds through it.
    void *library = dlopen("libpangoft2-1.0.so.0", RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        const char *reason = dlerror();
        snprintf(message, sizeof message, "cannot load Pango (libpangoft2-1.0.so.0): %s",
                 reason ? reason : "unknown error");
        return;
    }
#define LAMINA_PANGO_RESOLVE(name, result, parameters, arguments) \
    *(void **)&lamina_pango_symbols.name = dlsym(library, #name); \
    if (!lamina_pango_symbols.name) { \
        snprintf(message, sizeof message, "Pango lacks %s (Pango 1.50 or later is needed)", #name); \
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

LaminaFontconfig lamina_fc;

static pthread_once_t fontconfig_once = PTHREAD_ONCE_INIT;
static int fontconfig_status = -1;

static void load_fontconfig(void) {
    if (lamina_pango_load() != 0) return;
    // fontconfig is already mapped as Pango's dependency; dlopen finds that copy.
    void *library = dlopen("libfontconfig.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!library) return;
#define LAMINA_FC_RESOLVE(name, result, parameters) \
    *(void **)&lamina_fc.name = dlsym(library, #name); \
    if (!lamina_fc.name) return;
    LAMINA_FONTCONFIG_FUNCTIONS(LAMINA_FC_RESOLVE)
#undef LAMINA_FC_RESOLVE
    fontconfig_status = 0;
}

int load_fontconfig_once(void) {
    pthread_once(&fontconfig_once, load_fontconfig);
    return fontconfig_status;
}

int lamina_pango_add_font_dir(const char *path) {
    if (load_fontconfig_once() != 0) return -1;
    PangoFontMap *map = lamina_default_font_map();
    if (!map) return -1;
    if (!lamina_fc.FcConfigAppFontAddDir(lamina_fc.FcConfigGetCurrent(), (const unsigned char *)path)) return -1;
    pango_fc_font_map_config_changed(map);
    return 0;
}

int lamina_font_named(const char *name, char *family, int family_size, int *weight, int *slanted) {
    if (load_fontconfig_once() != 0 || family_size < 1) return -1;
    static const char *const keys[] = {"postscriptname", "fullname"};
    for (int key = 0; key < 2; key++) {
        void *pattern = lamina_fc.FcPatternCreate(), *wanted = lamina_fc.FcObjectSetCreate();
        if (!pattern || !wanted) {
            if (pattern) lamina_fc.FcPatternDestroy(pattern);
            if (wanted) lamina_fc.FcObjectSetDestroy(wanted);
            return -1;
        }
        lamina_fc.FcPatternAddString(pattern, keys[key], (const unsigned char *)name);
        lamina_fc.FcObjectSetAdd(wanted, "family");
        lamina_fc.FcObjectSetAdd(wanted, "weight");
        lamina_fc.FcObjectSetAdd(wanted, "slant");
        LaminaFcFontSet *set = lamina_fc.FcFontList(NULL, pattern, wanted);
        lamina_fc.FcPatternDestroy(pattern);
        lamina_fc.FcObjectSetDestroy(wanted);
        int found = 0;
        unsigned char *text = NULL;
        if (set && set->nfont > 0 && lamina_fc.FcPatternGetString(set->fonts[0], "family", 0, &text) == 0 && text) {
            snprintf(family, (size_t)family_size, "%s", (const char *)text);
            int integer = 80;  // FC_WEIGHT_REGULAR
            double real = 0;
            if (lamina_fc.FcPatternGetInteger(set->fonts[0], "weight", 0, &integer) != 0
                && lamina_fc.FcPatternGetDouble(set->fonts[0], "weight", 0, &real) == 0) integer = (int)real;
            *weight = lamina_fc.FcWeightToOpenType(integer);
            int slant = 0;
            lamina_fc.FcPatternGetInteger(set->fonts[0], "slant", 0, &slant);
            *slanted = slant > 0;
            found = 1;
        }
        if (set) lamina_fc.FcFontSetDestroy(set);
        if (found) return 1;
    }
    return 0;
}

/// Skia's classes of metric-compatible families (SkFontConfigInterface_direct.cpp's
/// kFontEquivMap, Latin part): a family fontconfig substitutes within its class is accepted.
static int lamina_metric_class(const char *family) {
    static const struct { int klass; const char *name; } classes[] = {
        {1, "Arial"}, {1, "Arimo"}, {1, "Liberation Sans"},
        {2, "Times New Roman"}, {2, "Tinos"}, {2, "Liberation Serif"},
        {3, "Courier New"}, {3, "Cousine"}, {3, "Liberation Mono"},
        {4, "Symbol"}, {4, "Symbol Neu"},
    };
    for (size_t i = 0; i < sizeof classes / sizeof classes[0]; i++)
        if (strcasecmp(classes[i].name, family) == 0) return classes[i].klass;
    return 0;
}

int lamina_font_family_match(const char *family, int accept_any, char *found, int found_size) {
    if (load_fontconfig_once() != 0 || found_size < 1) return -1;
    void *pattern = lamina_fc.FcPatternCreate();
    if (!pattern) return -1;
    lamina_fc.FcPatternAddString(pattern, "family", (const unsigned char *)family);
    lamina_fc.FcPatternAddBool(pattern, "scalable", 1);
    lamina_fc.FcConfigSubstitute(NULL, pattern, 0);  // FcMatchPattern
    lamina_fc.FcDefaultSubstitute(pattern);
    // The family fontconfig's configuration put first (an alias may replace the name asked for).
    char configured[512] = "";
    unsigned char *text = NULL;
    if (lamina_fc.FcPatternGetString(pattern, "family", 0, &text) == 0 && text) snprintf(configured, sizeof configured, "%s", (const char *)text);
    int result = 0;
    void *best = lamina_fc.FcFontMatch(NULL, pattern, &result);
    lamina_fc.FcPatternDestroy(pattern);
    if (!best) return 0;
    int accepted = 0;
    for (int index = 0; index < 255 && !accepted; index++) {
        if (lamina_fc.FcPatternGetString(best, "family", index, &text) != 0 || !text) break;
        const char *name = (const char *)text;
        accepted = accept_any || strcasecmp(name, configured) == 0 || strcasecmp(name, family) == 0
            || (lamina_metric_class(family) != 0 && lamina_metric_class(family) == lamina_metric_class(name));
    }
    if (accepted && lamina_fc.FcPatternGetString(best, "family", 0, &text) == 0 && text)
        snprintf(found, (size_t)found_size, "%s", (const char *)text);
    else
        accepted = 0;
    lamina_fc.FcPatternDestroy(best);
    return accepted;
}
