// Loads PangoCairo with dlopen on first use; see include/CPango.h.
#include "CPango.h"

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

/// fontconfig's FcFontSet, whose layout is part of its stable ABI.
typedef struct {
    int nfont;
    int sfont;
    void **fonts;
} LaminaFcFontSet;

int lamina_font_named(const char *name, char *family, int family_size, int *weight, int *slanted) {
    if (lamina_pango_load() != 0 || family_size < 1) return -1;
    void *fontconfig = dlopen("libfontconfig.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!fontconfig) return -1;
    void *(*create)(void) = (void *(*)(void))dlsym(fontconfig, "FcPatternCreate");
    int (*addString)(void *, const char *, const unsigned char *) =
        (int (*)(void *, const char *, const unsigned char *))dlsym(fontconfig, "FcPatternAddString");
    void (*destroy)(void *) = (void (*)(void *))dlsym(fontconfig, "FcPatternDestroy");
    void *(*objects)(void) = (void *(*)(void))dlsym(fontconfig, "FcObjectSetCreate");
    int (*addObject)(void *, const char *) = (int (*)(void *, const char *))dlsym(fontconfig, "FcObjectSetAdd");
    void (*destroyObjects)(void *) = (void (*)(void *))dlsym(fontconfig, "FcObjectSetDestroy");
    LaminaFcFontSet *(*list)(void *, void *, void *) =
        (LaminaFcFontSet *(*)(void *, void *, void *))dlsym(fontconfig, "FcFontList");
    void (*destroySet)(LaminaFcFontSet *) = (void (*)(LaminaFcFontSet *))dlsym(fontconfig, "FcFontSetDestroy");
    int (*getString)(void *, const char *, int, unsigned char **) =
        (int (*)(void *, const char *, int, unsigned char **))dlsym(fontconfig, "FcPatternGetString");
    int (*getInteger)(void *, const char *, int, int *) = (int (*)(void *, const char *, int, int *))dlsym(fontconfig, "FcPatternGetInteger");
    int (*getDouble)(void *, const char *, int, double *) =
        (int (*)(void *, const char *, int, double *))dlsym(fontconfig, "FcPatternGetDouble");
    int (*toOpenType)(int) = (int (*)(int))dlsym(fontconfig, "FcWeightToOpenType");
    if (!create || !addString || !destroy || !objects || !addObject || !destroyObjects || !list || !destroySet
        || !getString || !getInteger || !getDouble || !toOpenType) return -1;
    static const char *const keys[] = {"postscriptname", "fullname"};
    for (int key = 0; key < 2; key++) {
        void *pattern = create(), *wanted = objects();
        if (!pattern || !wanted) {
            if (pattern) destroy(pattern);
            if (wanted) destroyObjects(wanted);
            return -1;
        }
        addString(pattern, keys[key], (const unsigned char *)name);
        addObject(wanted, "family");
        addObject(wanted, "weight");
        addObject(wanted, "slant");
        LaminaFcFontSet *set = list(NULL, pattern, wanted);
        destroy(pattern);
        destroyObjects(wanted);
        int found = 0;
        unsigned char *text = NULL;
        if (set && set->nfont > 0 && getString(set->fonts[0], "family", 0, &text) == 0 && text) {
            snprintf(family, (size_t)family_size, "%s", (const char *)text);
            int integer = 80;  // FC_WEIGHT_REGULAR
            double real = 0;
            if (getInteger(set->fonts[0], "weight", 0, &integer) != 0
                && getDouble(set->fonts[0], "weight", 0, &real) == 0) integer = (int)real;
            *weight = toOpenType(integer);
            int slant = 0;
            getInteger(set->fonts[0], "slant", 0, &slant);
            *slanted = slant > 0;
            found = 1;
        }
        if (set) destroySet(set);
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
    if (lamina_pango_load() != 0 || found_size < 1) return -1;
    void *fontconfig = dlopen("libfontconfig.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!fontconfig) return -1;
    void *(*create)(void) = (void *(*)(void))dlsym(fontconfig, "FcPatternCreate");
    int (*addString)(void *, const char *, const unsigned char *) =
        (int (*)(void *, const char *, const unsigned char *))dlsym(fontconfig, "FcPatternAddString");
    int (*addBool)(void *, const char *, int) = (int (*)(void *, const char *, int))dlsym(fontconfig, "FcPatternAddBool");
    void (*destroy)(void *) = (void (*)(void *))dlsym(fontconfig, "FcPatternDestroy");
    int (*substitute)(void *, void *, int) = (int (*)(void *, void *, int))dlsym(fontconfig, "FcConfigSubstitute");
    void (*defaults)(void *) = (void (*)(void *))dlsym(fontconfig, "FcDefaultSubstitute");
    void *(*match)(void *, void *, int *) = (void *(*)(void *, void *, int *))dlsym(fontconfig, "FcFontMatch");
    int (*getString)(void *, const char *, int, unsigned char **) =
        (int (*)(void *, const char *, int, unsigned char **))dlsym(fontconfig, "FcPatternGetString");
    if (!create || !addString || !addBool || !destroy || !substitute || !defaults || !match || !getString) return -1;
    void *pattern = create();
    if (!pattern) return -1;
    addString(pattern, "family", (const unsigned char *)family);
    addBool(pattern, "scalable", 1);
    substitute(NULL, pattern, 0);  // FcMatchPattern
    defaults(pattern);
    // The family fontconfig's configuration put first (an alias may replace the name asked for).
    char configured[512] = "";
    unsigned char *text = NULL;
    if (getString(pattern, "family", 0, &text) == 0 && text) snprintf(configured, sizeof configured, "%s", (const char *)text);
    int result = 0;
    void *best = match(NULL, pattern, &result);
    destroy(pattern);
    if (!best) return 0;
    int accepted = 0;
    for (int index = 0; index < 255 && !accepted; index++) {
        if (getString(best, "family", index, &text) != 0 || !text) break;
        const char *name = (const char *)text;
        accepted = accept_any || strcasecmp(name, configured) == 0 || strcasecmp(name, family) == 0
            || (lamina_metric_class(family) != 0 && lamina_metric_class(family) == lamina_metric_class(name));
    }
    if (accepted && getString(best, "family", 0, &text) == 0 && text)
        snprintf(found, (size_t)found_size, "%s", (const char *)text);
    else
        accepted = 0;
    destroy(best);
    return accepted;
}
