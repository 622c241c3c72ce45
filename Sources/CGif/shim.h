#ifndef LAMINA_CGIF_SHIM_H
#define LAMINA_CGIF_SHIM_H
#include <gif_lib.h>
#endif
