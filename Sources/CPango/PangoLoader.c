// Loads Pango (through PangoFT2) with dlopen on first use; see include/CPango.h.
#include "CPango.h"
#include "FontLibraries.h"

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

int lamina_pango_add_font_dir(const char *path) {
    PangoFontMap *map = lamina_default_font_map();
    if (!map) return -1;
    if (!FcConfigAppFontAddDir(FcConfigGetCurrent(), (const FcChar8 *)path)) return -1;
    pango_fc_font_map_config_changed(map);
    return 0;
}

int lamina_font_named(const char *name, char *family, int family_size, int *weight, int *slanted) {
    if (family_size < 1) return -1;
    static const char *const keys[] = {"postscriptname", "fullname"};
    for (int key = 0; key < 2; key++) {
        FcPattern *pattern = FcPatternCreate();
        FcObjectSet *wanted = FcObjectSetCreate();
        if (!pattern || !wanted) {
            if (pattern) FcPatternDestroy(pattern);
            if (wanted) FcObjectSetDestroy(wanted);
            return -1;
        }
        FcPatternAddString(pattern, keys[key], (const FcChar8 *)name);
        FcObjectSetAdd(wanted, "family");
        FcObjectSetAdd(wanted, "weight");
        FcObjectSetAdd(wanted, "slant");
        FcFontSet *set = FcFontList(NULL, pattern, wanted);
        FcPatternDestroy(pattern);
        FcObjectSetDestroy(wanted);
        int found = 0;
        FcChar8 *text = NULL;
        if (set && set->nfont > 0 && FcPatternGetString(set->fonts[0], "family", 0, &text) == 0 && text) {
            snprintf(family, (size_t)family_size, "%s", (const char *)text);
            int integer = 80;  // FC_WEIGHT_REGULAR
            double real = 0;
            if (FcPatternGetInteger(set->fonts[0], "weight", 0, &integer) != 0
                && FcPatternGetDouble(set->fonts[0], "weight", 0, &real) == 0) integer = (int)real;
            *weight = FcWeightToOpenType(integer);
            int slant = 0;
            FcPatternGetInteger(set->fonts[0], "slant", 0, &slant);
            *slanted = slant > 0;
            found = 1;
        }
        if (set) FcFontSetDestroy(set);
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
    if (found_size < 1) return -1;
    FcPattern *pattern = FcPatternCreate();
    if (!pattern) return -1;
    FcPatternAddString(pattern, "family", (const FcChar8 *)family);
    FcPatternAddBool(pattern, "scalable", FcTrue);
    FcConfigSubstitute(NULL, pattern, FcMatchPattern);
    FcDefaultSubstitute(pattern);
    // The family fontconfig's configuration put first (an alias may replace the name asked for).
    char configured[512] = "";
    FcChar8 *text = NULL;
    if (FcPatternGetString(pattern, "family", 0, &text) == 0 && text) snprintf(configured, sizeof configured, "%s", (const char *)text);
    FcResult result = FcResultMatch;
    FcPattern *best = FcFontMatch(NULL, pattern, &result);
    FcPatternDestroy(pattern);
    if (!best) return 0;
    int accepted = 0;
    for (int index = 0; index < 255 && !accepted; index++) {
        if (FcPatternGetString(best, "family", index, &text) != 0 || !text) break;
        const char *name = (const char *)text;
        accepted = accept_any || strcasecmp(name, configured) == 0 || strcasecmp(name, family) == 0
            || (lamina_metric_class(family) != 0 && lamina_metric_class(family) == lamina_metric_class(name));
    }
    if (accepted && FcPatternGetString(best, "family", 0, &text) == 0 && text)
        snprintf(found, (size_t)found_size, "%s", (const char *)text);
    else
        accepted = 0;
    FcPatternDestroy(best);
    return accepted;
}
