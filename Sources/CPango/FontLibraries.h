// FreeType and fontconfig, loaded with dlopen on first use rather than linked; private to CPango.
//
// Every FreeType and fontconfig function that Lamina's C files and its static Cairo call is
// defined in FontLibraries.c under its own name, hidden (not exported, so it never stands in for
// the library's own function when Pango calls it), and forwards to the loaded library. A process
// that draws no text never maps the two libraries nor those they bring (expat, brotli): about
// 0.3 ms of every `lamina` process (docs/Scaling.md). Pango, loaded for text, maps the same
// libraries; dlopen then finds those copies.
//
// The types below repeat FreeType's, and fontconfig's come from its own header. Compiled with
// LAMINA_FONT_LIBRARIES_CHECK and FreeType's include folder (`pkg-config --cflags freetype2`),
// FreeType's own headers are read instead, so that each function's type is checked against the
// library's declaration (a test does that: FontLibrariesTests).
#ifndef LAMINA_CPANGO_FONT_LIBRARIES_H
#define LAMINA_CPANGO_FONT_LIBRARIES_H

#pragma GCC visibility push(hidden)

#ifdef LAMINA_FONT_LIBRARIES_CHECK
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_BITMAP_H
#include FT_FONT_FORMATS_H
#include FT_LCD_FILTER_H
#include FT_MULTIPLE_MASTERS_H
#include FT_OUTLINE_H
#include FT_SYNTHESIS_H
#include FT_TRUETYPE_TABLES_H
#include <fontconfig/fontconfig.h>
#include <fontconfig/fcfreetype.h>
#else
#include <fontconfig/fontconfig.h>
// FreeType's types, as fttypes.h, ftimage.h and freetype.h declare them.
typedef int FT_Error;
typedef int FT_Int;
typedef signed int FT_Int32;
typedef unsigned int FT_UInt;
typedef long FT_Long;
typedef unsigned long FT_ULong;
typedef long FT_Pos;
typedef long FT_F26Dot6;
typedef long FT_Fixed;
typedef unsigned char FT_Byte;
typedef void *FT_Pointer;
typedef struct FT_LibraryRec_ *FT_Library;
typedef struct FT_FaceRec_ *FT_Face;
typedef struct FT_GlyphSlotRec_ *FT_GlyphSlot;
typedef struct FT_Bitmap_ FT_Bitmap;
typedef struct FT_Outline_ FT_Outline;
typedef struct FT_Outline_Funcs_ FT_Outline_Funcs;
typedef struct FT_BBox_ FT_BBox;
typedef struct FT_Matrix_ FT_Matrix;
typedef struct FT_Vector_ FT_Vector;
typedef struct FT_MM_Var_ FT_MM_Var;
typedef int FT_Render_Mode;  // an enumeration in FreeType
typedef int FT_LcdFilter;    // an enumeration in FreeType
#endif

/// FreeType's result when a function runs without the library: FT_Err_Cannot_Open_Resource.
#define LAMINA_FT_UNAVAILABLE 1

/// Every function used: X(name, result, parameters, arguments, result without the library) for
/// those with a result, V(name, parameters, arguments) for those without. Each loads the two
/// libraries at its first call (once per process, thread-safe) and, when they cannot be
/// loaded, returns the result its entry names (an error, a null pointer, FcFalse or
/// FcResultNoMatch) or does nothing, so callers need no check of their own.
#define LAMINA_FREETYPE_FUNCTIONS(X, V) \
    X(FT_Init_FreeType, FT_Error, (FT_Library *library), (library), LAMINA_FT_UNAVAILABLE) \
    X(FT_Done_FreeType, FT_Error, (FT_Library library), (library), LAMINA_FT_UNAVAILABLE) \
    X(FT_Library_SetLcdFilter, FT_Error, (FT_Library library, FT_LcdFilter filter), (library, filter), \
      LAMINA_FT_UNAVAILABLE) \
    X(FT_New_Face, FT_Error, (FT_Library library, const char *path, FT_Long index, FT_Face *face), \
      (library, path, index, face), LAMINA_FT_UNAVAILABLE) \
    X(FT_New_Memory_Face, FT_Error, \
      (FT_Library library, const FT_Byte *data, FT_Long size, FT_Long index, FT_Face *face), \
      (library, data, size, index, face), LAMINA_FT_UNAVAILABLE) \
    X(FT_Done_Face, FT_Error, (FT_Face face), (face), LAMINA_FT_UNAVAILABLE) \
    X(FT_Set_Char_Size, FT_Error, \
      (FT_Face face, FT_F26Dot6 width, FT_F26Dot6 height, FT_UInt horizontal, FT_UInt vertical), \
      (face, width, height, horizontal, vertical), LAMINA_FT_UNAVAILABLE) \
    V(FT_Set_Transform, (FT_Face face, FT_Matrix *matrix, FT_Vector *delta), (face, matrix, delta)) \
    X(FT_Load_Glyph, FT_Error, (FT_Face face, FT_UInt glyph, FT_Int32 flags), (face, glyph, flags), \
      LAMINA_FT_UNAVAILABLE) \
    X(FT_Render_Glyph, FT_Error, (FT_GlyphSlot slot, FT_Render_Mode mode), (slot, mode), LAMINA_FT_UNAVAILABLE) \
    V(FT_GlyphSlot_Embolden, (FT_GlyphSlot slot), (slot)) \
    V(FT_GlyphSlot_Oblique, (FT_GlyphSlot slot), (slot)) \
    X(FT_Get_First_Char, FT_ULong, (FT_Face face, FT_UInt *glyph), (face, glyph), 0) \
    X(FT_Get_Next_Char, FT_ULong, (FT_Face face, FT_ULong code, FT_UInt *glyph), (face, code, glyph), 0) \
    X(FT_Get_Glyph_Name, FT_Error, (FT_Face face, FT_UInt glyph, FT_Pointer buffer, FT_UInt size), \
      (face, glyph, buffer, size), LAMINA_FT_UNAVAILABLE) \
    X(FT_Get_X11_Font_Format, const char *, (FT_Face face), (face), 0) \
    X(FT_Sfnt_Table_Info, FT_Error, (FT_Face face, FT_UInt index, FT_ULong *tag, FT_ULong *length), \
      (face, index, tag, length), LAMINA_FT_UNAVAILABLE) \
    X(FT_Load_Sfnt_Table, FT_Error, (FT_Face face, FT_ULong tag, FT_Long offset, FT_Byte *buffer, FT_ULong *length), \
      (face, tag, offset, buffer, length), LAMINA_FT_UNAVAILABLE) \
    X(FT_Get_MM_Var, FT_Error, (FT_Face face, FT_MM_Var **master), (face, master), LAMINA_FT_UNAVAILABLE) \
    X(FT_Done_MM_Var, FT_Error, (FT_Library library, FT_MM_Var *master), (library, master), LAMINA_FT_UNAVAILABLE) \
    X(FT_Get_Var_Blend_Coordinates, FT_Error, (FT_Face face, FT_UInt count, FT_Fixed *coordinates), \
      (face, count, coordinates), LAMINA_FT_UNAVAILABLE) \
    X(FT_Get_Var_Design_Coordinates, FT_Error, (FT_Face face, FT_UInt count, FT_Fixed *coordinates), \
      (face, count, coordinates), LAMINA_FT_UNAVAILABLE) \
    X(FT_Set_Var_Design_Coordinates, FT_Error, (FT_Face face, FT_UInt count, FT_Fixed *coordinates), \
      (face, count, coordinates), LAMINA_FT_UNAVAILABLE) \
    V(FT_Bitmap_New, (FT_Bitmap *bitmap), (bitmap)) \
    X(FT_Bitmap_Convert, FT_Error, (FT_Library library, const FT_Bitmap *source, FT_Bitmap *target, FT_Int alignment), \
      (library, source, target, alignment), LAMINA_FT_UNAVAILABLE) \
    X(FT_Bitmap_Done, FT_Error, (FT_Library library, FT_Bitmap *bitmap), (library, bitmap), LAMINA_FT_UNAVAILABLE) \
    X(FT_Outline_Decompose, FT_Error, (FT_Outline *outline, const FT_Outline_Funcs *functions, void *user), \
      (outline, functions, user), LAMINA_FT_UNAVAILABLE) \
    V(FT_Outline_Get_CBox, (const FT_Outline *outline, FT_BBox *box), (outline, box)) \
    V(FT_Outline_Transform, (const FT_Outline *outline, const FT_Matrix *matrix), (outline, matrix)) \
    V(FT_Outline_Translate, (const FT_Outline *outline, FT_Pos x, FT_Pos y), (outline, x, y)) \
    V(FT_Vector_Transform, (FT_Vector *vector, const FT_Matrix *matrix), (vector, matrix))

#define LAMINA_FONTCONFIG_FUNCTIONS(X, V) \
    X(FcInitBringUptoDate, FcBool, (void), (), FcFalse) \
    X(FcInitLoadConfigAndFonts, FcConfig *, (void), (), 0) \
    X(FcConfigGetCurrent, FcConfig *, (void), (), 0) \
    V(FcConfigDestroy, (FcConfig *config), (config)) \
    X(FcConfigGetFonts, FcFontSet *, (FcConfig *config, FcSetName set), (config, set), 0) \
    X(FcConfigAppFontAddDir, FcBool, (FcConfig *config, const FcChar8 *folder), (config, folder), FcFalse) \
    X(FcConfigSubstitute, FcBool, (FcConfig *config, FcPattern *pattern, FcMatchKind kind), \
      (config, pattern, kind), FcFalse) \
    V(FcDefaultSubstitute, (FcPattern *pattern), (pattern)) \
    X(FcFontMatch, FcPattern *, (FcConfig *config, FcPattern *pattern, FcResult *result), \
      (config, pattern, result), 0) \
    X(FcFontList, FcFontSet *, (FcConfig *config, FcPattern *pattern, FcObjectSet *objects), \
      (config, pattern, objects), 0) \
    X(FcFontSetAdd, FcBool, (FcFontSet *set, FcPattern *font), (set, font), FcFalse) \
    V(FcFontSetDestroy, (FcFontSet *set), (set)) \
    X(FcObjectSetCreate, FcObjectSet *, (void), (), 0) \
    X(FcObjectSetAdd, FcBool, (FcObjectSet *objects, const char *object), (objects, object), FcFalse) \
    V(FcObjectSetDestroy, (FcObjectSet *objects), (objects)) \
    X(FcPatternCreate, FcPattern *, (void), (), 0) \
    X(FcPatternDuplicate, FcPattern *, (const FcPattern *pattern), (pattern), 0) \
    V(FcPatternDestroy, (FcPattern *pattern), (pattern)) \
    X(FcPatternDel, FcBool, (FcPattern *pattern, const char *object), (pattern, object), FcFalse) \
    X(FcPatternAddBool, FcBool, (FcPattern *pattern, const char *object, FcBool value), \
      (pattern, object, value), FcFalse) \
    X(FcPatternAddInteger, FcBool, (FcPattern *pattern, const char *object, int value), \
      (pattern, object, value), FcFalse) \
    X(FcPatternAddDouble, FcBool, (FcPattern *pattern, const char *object, double value), \
      (pattern, object, value), FcFalse) \
    X(FcPatternAddString, FcBool, (FcPattern *pattern, const char *object, const FcChar8 *value), \
      (pattern, object, value), FcFalse) \
    X(FcPatternAddRange, FcBool, (FcPattern *pattern, const char *object, const FcRange *value), \
      (pattern, object, value), FcFalse) \
    X(FcPatternGet, FcResult, (const FcPattern *pattern, const char *object, int index, FcValue *value), \
      (pattern, object, index, value), FcResultNoMatch) \
    X(FcPatternGetBool, FcResult, (const FcPattern *pattern, const char *object, int index, FcBool *value), \
      (pattern, object, index, value), FcResultNoMatch) \
    X(FcPatternGetInteger, FcResult, (const FcPattern *pattern, const char *object, int index, int *value), \
      (pattern, object, index, value), FcResultNoMatch) \
    X(FcPatternGetDouble, FcResult, (const FcPattern *pattern, const char *object, int index, double *value), \
      (pattern, object, index, value), FcResultNoMatch) \
    X(FcPatternGetString, FcResult, (const FcPattern *pattern, const char *object, int index, FcChar8 **value), \
      (pattern, object, index, value), FcResultNoMatch) \
    X(FcPatternGetMatrix, FcResult, (const FcPattern *pattern, const char *object, int index, FcMatrix **value), \
      (pattern, object, index, value), FcResultNoMatch) \
    X(FcPatternGetFTFace, FcResult, (const FcPattern *pattern, const char *object, int index, FT_Face *value), \
      (pattern, object, index, value), FcResultNoMatch) \
    X(FcRangeCreateDouble, FcRange *, (double begin, double end), (begin, end), 0) \
    V(FcRangeDestroy, (FcRange *range), (range)) \
    X(FcWeightToOpenType, int, (int weight), (weight), 0) \
    X(FcWeightFromOpenTypeDouble, double, (double weight), (weight), 0) \
    X(FcFreeTypeQuery, FcPattern *, (const FcChar8 *file, unsigned int index, FcBlanks *blanks, int *count), \
      (file, index, blanks, count), 0) \
    X(FcFreeTypeCharIndex, FT_UInt, (FT_Face face, FcChar32 character), (face, character), 0)

#define LAMINA_FONT_DECLARATION(name, result, parameters, arguments, ...) result name parameters;
#define LAMINA_FONT_VOID_DECLARATION(name, parameters, arguments) void name parameters;
LAMINA_FREETYPE_FUNCTIONS(LAMINA_FONT_DECLARATION, LAMINA_FONT_VOID_DECLARATION)
LAMINA_FONTCONFIG_FUNCTIONS(LAMINA_FONT_DECLARATION, LAMINA_FONT_VOID_DECLARATION)
#undef LAMINA_FONT_DECLARATION
#undef LAMINA_FONT_VOID_DECLARATION


#pragma GCC visibility pop

#endif
