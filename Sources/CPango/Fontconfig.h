// The fontconfig functions CPango's C files call, resolved once (with dlopen, from the copy
// Pango maps) into `lamina_fc`; private to CPango. The types are opaque and the structure
// below repeats fontconfig's stable ABI, so no fontconfig header is needed to build.
#ifndef LAMINA_CPANGO_FONTCONFIG_H
#define LAMINA_CPANGO_FONTCONFIG_H

/// fontconfig's FcFontSet, whose layout is part of its stable ABI.
typedef struct {
    int nfont;
    int sfont;
    void **fonts;
} LaminaFcFontSet;

/// fontconfig's FcMatrix: a 2 × 2 transformation (xx xy / yx yy), y up.
typedef struct {
    double xx, xy, yx, yy;
} LaminaFcMatrix;

/// fontconfig's FcSetName values: the installed fonts and those an application added.
enum { LAMINA_FC_SET_SYSTEM = 0, LAMINA_FC_SET_APPLICATION = 1 };

/// Every fontconfig function used: X(name, result, parameters).
#define LAMINA_FONTCONFIG_FUNCTIONS(X) \
    X(FcPatternCreate, void *, (void)) \
    X(FcPatternAddString, int, (void *, const char *, const unsigned char *)) \
    X(FcPatternAddBool, int, (void *, const char *, int)) \
    X(FcPatternAddInteger, int, (void *, const char *, int)) \
    X(FcPatternAddRange, int, (void *, const char *, const void *)) \
    X(FcPatternDel, int, (void *, const char *)) \
    X(FcPatternDuplicate, void *, (const void *)) \
    X(FcPatternDestroy, void, (void *)) \
    X(FcPatternGetString, int, (void *, const char *, int, unsigned char **)) \
    X(FcPatternGetInteger, int, (void *, const char *, int, int *)) \
    X(FcPatternGetDouble, int, (void *, const char *, int, double *)) \
    X(FcPatternGetMatrix, int, (void *, const char *, int, LaminaFcMatrix **)) \
    X(FcRangeCreateDouble, void *, (double, double)) \
    X(FcRangeDestroy, void, (void *)) \
    X(FcObjectSetCreate, void *, (void)) \
    X(FcObjectSetAdd, int, (void *, const char *)) \
    X(FcObjectSetDestroy, void, (void *)) \
    X(FcFontList, LaminaFcFontSet *, (void *, void *, void *)) \
    X(FcFontSetAdd, int, (LaminaFcFontSet *, void *)) \
    X(FcFontSetDestroy, void, (LaminaFcFontSet *)) \
    X(FcWeightToOpenType, int, (int)) \
    X(FcWeightFromOpenTypeDouble, double, (double)) \
    X(FcConfigSubstitute, int, (void *, void *, int)) \
    X(FcDefaultSubstitute, void, (void *)) \
    X(FcFontMatch, void *, (void *, void *, int *)) \
    X(FcConfigGetCurrent, void *, (void)) \
    X(FcConfigGetFonts, LaminaFcFontSet *, (void *, int)) \
    X(FcConfigAppFontAddDir, int, (void *, const unsigned char *)) \
    X(FcInitLoadConfigAndFonts, void *, (void)) \
    X(FcConfigDestroy, void, (void *)) \
    X(FcFreeTypeQuery, void *, (const unsigned char *, int, void *, int *))

/// The resolved functions; valid only after `load_fontconfig_once` returned 0.
typedef struct {
#define LAMINA_FC_FIELD(name, result, parameters) result (*name) parameters;
    LAMINA_FONTCONFIG_FUNCTIONS(LAMINA_FC_FIELD)
#undef LAMINA_FC_FIELD
} LaminaFontconfig;

extern LaminaFontconfig lamina_fc;

/// 0 once fontconfig's functions are in `lamina_fc` (loaded once per process, thread-safe);
/// -1 when Pango or fontconfig cannot be loaded.
int load_fontconfig_once(void);

#endif
