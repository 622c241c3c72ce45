// Loads the image decoders with dlopen on first use; see include/CImageCodecs.h.
#include "CImageCodecs.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

LaminaImageCodecs lamina_image_codecs;

// Each entry's type is the one the library's own header declares.
#define LAMINA_IMAGE_CODEC_CHECK(name, result, parameters, arguments) \
    _Static_assert(__builtin_types_compatible_p(__typeof__(&name), result (*) parameters), #name " as its header declares it");
LAMINA_IMAGE_CODEC_FUNCTIONS(LAMINA_IMAGE_CODEC_CHECK)
#undef LAMINA_IMAGE_CODEC_CHECK

static pthread_once_t once = PTHREAD_ONCE_INIT;
static int status = -1;
static char message[512];

/// dlopen's handle of `soname`, or NULL with the reason in `message`.
static void *open_library(const char *soname) {
    void *library = dlopen(soname, RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        const char *reason = dlerror();
        snprintf(message, sizeof message, "cannot load %s: %s", soname, reason ? reason : "unknown error");
    }
    return library;
}

static void load(void) {
    // The sonames of Debian's libturbojpeg0, libwebp7 and libgif7.
    void *jpeg = open_library("libturbojpeg.so.0");
    void *webp = jpeg ? open_library("libwebp.so.7") : NULL;
    void *gif = webp ? open_library("libgif.so.7") : NULL;
    if (!gif) return;
    void *libraries[] = {jpeg, webp, gif};
#define LAMINA_IMAGE_CODEC_RESOLVE(name, result, parameters, arguments) \
    for (int index = 0; index < 3 && !lamina_image_codecs.name; index++) \
        *(void **)&lamina_image_codecs.name = dlsym(libraries[index], #name); \
    if (!lamina_image_codecs.name) { \
        snprintf(message, sizeof message, "the image decoders lack %s", #name); \
        return; \
    }
    LAMINA_IMAGE_CODEC_FUNCTIONS(LAMINA_IMAGE_CODEC_RESOLVE)
#undef LAMINA_IMAGE_CODEC_RESOLVE
    status = 0;
}

int lamina_image_codecs_load(void) {
    pthread_once(&once, load);
    return status;
}

const char *lamina_image_codecs_error(void) {
    lamina_image_codecs_load();
    return status == 0 ? NULL : message;
}
