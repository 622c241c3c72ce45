#ifndef LAMINA_CPANGO_SHIM_H
#define LAMINA_CPANGO_SHIM_H
#include <pango/pangocairo.h>
#endif
