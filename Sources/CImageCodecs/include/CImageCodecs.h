// The image decoders Lamina reads embedded and referenced pictures with (Debian's libturbojpeg,
// libwebp and giflib), loaded with dlopen when the first picture is decoded rather than linked:
// a process that decodes no JPEG, WebP or GIF never maps them. Their own headers give the types;
// each function below has the library's name with a `lamina_` prefix and calls the loaded one.
// Call `lamina_image_codecs_load` first, and none of them when it fails.
#ifndef LAMINA_CIMAGECODECS_H
#define LAMINA_CIMAGECODECS_H

#include <gif_lib.h>
#include <turbojpeg.h>
#include <webp/decode.h>

/// Every decoder function used: name, return type, parameter list, argument list.
#define LAMINA_IMAGE_CODEC_FUNCTIONS(X) \
    X(tjInitDecompress, tjhandle, (void), ()) \
    X(tjDestroy, int, (tjhandle handle), (handle)) \
    X(tjDecompressHeader3, int, \
      (tjhandle handle, const unsigned char *jpeg, unsigned long size, int *width, int *height, int *subsampling, \
       int *colorspace), \
      (handle, jpeg, size, width, height, subsampling, colorspace)) \
    X(tjDecompress2, int, \
      (tjhandle handle, const unsigned char *jpeg, unsigned long size, unsigned char *out, int width, int pitch, \
       int height, int format, int flags), \
      (handle, jpeg, size, out, width, pitch, height, format, flags)) \
    X(tjGetErrorStr2, char *, (tjhandle handle), (handle)) \
    X(tjGetErrorCode, int, (tjhandle handle), (handle)) \
    X(WebPGetInfo, int, (const uint8_t *data, size_t size, int *width, int *height), (data, size, width, height)) \
    X(WebPDecodeBGRAInto, uint8_t *, (const uint8_t *data, size_t size, uint8_t *out, size_t out_size, int stride), \
      (data, size, out, out_size, stride)) \
    X(DGifOpen, GifFileType *, (void *user, InputFunc read, int *error), (user, read, error)) \
    X(DGifCloseFile, int, (GifFileType *file, int *error), (file, error)) \
    X(DGifGetRecordType, int, (GifFileType *file, GifRecordType *type), (file, type)) \
    X(DGifGetImageDesc, int, (GifFileType *file), (file)) \
    X(DGifGetLine, int, (GifFileType *file, GifPixelType *line, int length), (file, line, length)) \
    X(DGifGetExtension, int, (GifFileType *file, int *code, GifByteType **block), (file, code, block)) \
    X(DGifGetExtensionNext, int, (GifFileType *file, GifByteType **block), (file, block)) \
    X(DGifExtensionToGCB, int, (size_t length, const GifByteType *block, GraphicsControlBlock *control), \
      (length, block, control)) \
    X(GifErrorString, const char *, (int code), (code))

/// The loaded functions, one pointer per entry of LAMINA_IMAGE_CODEC_FUNCTIONS.
typedef struct {
#define LAMINA_IMAGE_CODEC_FIELD(name, result, parameters, arguments) result (*name) parameters;
    LAMINA_IMAGE_CODEC_FUNCTIONS(LAMINA_IMAGE_CODEC_FIELD)
#undef LAMINA_IMAGE_CODEC_FIELD
} LaminaImageCodecs;

/// Loads the three libraries once per process (thread-safe). Returns 0 when every function is
/// there; otherwise -1, and `lamina_image_codecs_error` says why.
int lamina_image_codecs_load(void);

/// Why `lamina_image_codecs_load` failed (the loader's message), or NULL when it did not.
const char *lamina_image_codecs_error(void);

/// The loaded functions; valid only after `lamina_image_codecs_load` returned 0.
extern LaminaImageCodecs lamina_image_codecs;

#define LAMINA_IMAGE_CODEC_FORWARD(name, result, parameters, arguments) \
    static inline result lamina_##name parameters { return lamina_image_codecs.name arguments; }
LAMINA_IMAGE_CODEC_FUNCTIONS(LAMINA_IMAGE_CODEC_FORWARD)
#undef LAMINA_IMAGE_CODEC_FORWARD

#endif
