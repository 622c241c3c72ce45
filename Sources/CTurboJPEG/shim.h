#ifndef LAMINA_CTURBOJPEG_SHIM_H
#define LAMINA_CTURBOJPEG_SHIM_H
#include <turbojpeg.h>
#endif
