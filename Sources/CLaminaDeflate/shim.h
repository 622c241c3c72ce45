#ifndef LAMINA_CDEFLATE_SHIM_H
#define LAMINA_CDEFLATE_SHIM_H
#include <libdeflate.h>
#endif
