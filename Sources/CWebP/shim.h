#ifndef LAMINA_CWEBP_SHIM_H
#define LAMINA_CWEBP_SHIM_H
#include <webp/decode.h>
#endif
