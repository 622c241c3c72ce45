// FreeType and fontconfig, loaded with dlopen on first use; see FontLibraries.h.
#include "FontLibraries.h"

#include <dlfcn.h>
#include <pthread.h>

/// The loaded functions, one pointer per entry of the two lists.
static struct {
#define LAMINA_FONT_FIELD(name, result, parameters, arguments, failure) result (*name) parameters;
#define LAMINA_FONT_VOID_FIELD(name, parameters, arguments) void (*name) parameters;
    LAMINA_FREETYPE_FUNCTIONS(LAMINA_FONT_FIELD, LAMINA_FONT_VOID_FIELD)
    LAMINA_FONTCONFIG_FUNCTIONS(LAMINA_FONT_FIELD, LAMINA_FONT_VOID_FIELD)
#undef LAMINA_FONT_FIELD
#undef LAMINA_FONT_VOID_FIELD
} loaded;

static pthread_once_t once = PTHREAD_ONCE_INIT;
static int status = -1;

static void load(void) {
    // The sonames of Debian's libfreetype6 and libfontconfig1.
    void *freetype = dlopen("libfreetype.so.6", RTLD_NOW | RTLD_LOCAL);
    void *fontconfig = freetype ? dlopen("libfontconfig.so.1", RTLD_NOW | RTLD_LOCAL) : NULL;
    if (!fontconfig) return;
#define LAMINA_FONT_RESOLVE_IN(library, name) \
    *(void **)&loaded.name = dlsym(library, #name); \
    if (!loaded.name) return;
#define LAMINA_FREETYPE_RESOLVE(name, ...) LAMINA_FONT_RESOLVE_IN(freetype, name)
#define LAMINA_FONTCONFIG_RESOLVE(name, ...) LAMINA_FONT_RESOLVE_IN(fontconfig, name)
    LAMINA_FREETYPE_FUNCTIONS(LAMINA_FREETYPE_RESOLVE, LAMINA_FREETYPE_RESOLVE)
    LAMINA_FONTCONFIG_FUNCTIONS(LAMINA_FONTCONFIG_RESOLVE, LAMINA_FONTCONFIG_RESOLVE)
#undef LAMINA_FONT_RESOLVE_IN
#undef LAMINA_FREETYPE_RESOLVE
#undef LAMINA_FONTCONFIG_RESOLVE
    status = 0;
}

/// 0 once both libraries and every function are loaded (once per process), else -1.
static int load_once(void) {
    pthread_once(&once, load);
    return status;
}

#define LAMINA_FONT_FORWARD(name, result, parameters, arguments, failure) \
    result name parameters { return load_once() == 0 ? loaded.name arguments : failure; }
#define LAMINA_FONT_VOID_FORWARD(name, parameters, arguments) \
    void name parameters { if (load_once() == 0) loaded.name arguments; }
LAMINA_FREETYPE_FUNCTIONS(LAMINA_FONT_FORWARD, LAMINA_FONT_VOID_FORWARD)
LAMINA_FONTCONFIG_FUNCTIONS(LAMINA_FONT_FORWARD, LAMINA_FONT_VOID_FORWARD)
#undef LAMINA_FONT_FORWARD
#undef LAMINA_FONT_VOID_FORWARD
