// The part of Pango and PangoFT2 (Pango 1.50 ABI) that Lamina's text drawing uses, loaded on
// first use with dlopen rather than linked: a process that draws no text never maps Pango,
// HarfBuzz, GLib and their dozen dependencies (about 3 ms of every `lamina` start-up).
// Pango lays text out and shapes it; Lamina's own Cairo draws the glyphs (LayoutDrawing.c), so
// PangoCairo, which links a Cairo of its own, is not needed and Cairo may be linked statically.
//
// The types are opaque and the enumerations repeat Pango's values (pango-layout.h,
// pango-direction.h, pango-font.h, pango-types.h), which are part of its stable ABI, so no Pango
// header is needed to build. Each function below has Pango's own name and signature and calls
// the loaded symbol; call `lamina_pango_load` first, and none of them when it fails. The one
// HarfBuzz function (font metrics Pango does not give) is found through Pango's own dependency.
#ifndef LAMINA_CPANGO_H
#define LAMINA_CPANGO_H

#include <cairo/cairo.h>
#include <stddef.h>

typedef struct _PangoLayout PangoLayout;
typedef struct _PangoLayoutLine PangoLayoutLine;
typedef struct _PangoContext PangoContext;
typedef struct _PangoFontDescription PangoFontDescription;
typedef struct _PangoFontMetrics PangoFontMetrics;
typedef struct _PangoLanguage PangoLanguage;
typedef struct _PangoLayoutIter PangoLayoutIter;
typedef struct _PangoFontMap PangoFontMap;

/// A rectangle in Pango units (1/PANGO_SCALE of a point).
typedef struct {
    int x, y, width, height;
} PangoRectangle;

/// Pango units per point.
#define PANGO_SCALE 1024

typedef enum { PANGO_ALIGN_LEFT = 0, PANGO_ALIGN_CENTER = 1, PANGO_ALIGN_RIGHT = 2 } PangoAlignment;
typedef enum { PANGO_WRAP_WORD = 0, PANGO_WRAP_CHAR = 1, PANGO_WRAP_WORD_CHAR = 2 } PangoWrapMode;
typedef enum {
    PANGO_ELLIPSIZE_NONE = 0, PANGO_ELLIPSIZE_START = 1, PANGO_ELLIPSIZE_MIDDLE = 2, PANGO_ELLIPSIZE_END = 3
} PangoEllipsizeMode;
typedef enum { PANGO_DIRECTION_LTR = 0, PANGO_DIRECTION_RTL = 1 } PangoDirection;
/// A CSS weight, 100…1000 (400 is regular, 700 bold).
typedef enum { PANGO_WEIGHT_NORMAL = 400, PANGO_WEIGHT_BOLD = 700 } PangoWeight;
typedef enum { PANGO_STYLE_NORMAL = 0, PANGO_STYLE_OBLIQUE = 1, PANGO_STYLE_ITALIC = 2 } PangoStyle;
/// A width, 0 (ultra-condensed) … 4 (normal) … 8 (ultra-expanded).
typedef enum { PANGO_STRETCH_NORMAL = 4 } PangoStretch;
typedef enum { PANGO_VARIANT_NORMAL = 0, PANGO_VARIANT_SMALL_CAPS = 1 } PangoVariant;
typedef struct _PangoFont PangoFont;
typedef struct hb_font_t hb_font_t;
/// HarfBuzz's OpenType metric tags (hb-ot-metrics.h): 'spyo' and 'sbyo', the OS/2 table's
/// superscript and subscript y offsets.
typedef enum {
    HB_OT_METRICS_TAG_SUPERSCRIPT_EM_Y_OFFSET = 0x7370796F, HB_OT_METRICS_TAG_SUBSCRIPT_EM_Y_OFFSET = 0x7362796F
} hb_ot_metrics_tag_t;
typedef struct _PangoAttrList PangoAttrList;
typedef struct _PangoAttribute PangoAttribute;
/// A run of glyphs in one font (Pango's PangoGlyphItem); its fields are read in LayoutDrawing.c.
typedef struct _PangoLayoutRun PangoLayoutRun;
/// GLib's singly linked list (GSList), as Pango hands out a layout's lines.
typedef struct LaminaGSList {
    void *data;
    struct LaminaGSList *next;
} LaminaGSList;

/// Every symbol Lamina calls: name, return type, parameter list, argument list.
#define LAMINA_PANGO_SYMBOLS(X) \
    X(pango_ft2_font_map_new, PangoFontMap *, (void), ()) \
    X(pango_ft2_font_map_set_resolution, void, (PangoFontMap *map, double x, double y), (map, x, y)) \
    X(pango_fc_font_map_set_default_substitute, void, \
      (PangoFontMap *map, void (*substitute)(void *pattern, void *data), void *data, void (*notify)(void *data)), \
      (map, substitute, data, notify)) \
    X(pango_fc_font_map_config_changed, void, (PangoFontMap *map), (map)) \
    X(pango_fc_font_get_pattern, void *, (PangoFont *font), (font)) \
    X(pango_fc_font_map_set_config, void, (PangoFontMap *map, void *config), (map, config)) \
    X(pango_font_map_create_context, PangoContext *, (PangoFontMap *map), (map)) \
    X(pango_layout_new, PangoLayout *, (PangoContext *context), (context)) \
    X(pango_layout_get_context, PangoContext *, (PangoLayout *layout), (layout)) \
    X(pango_context_set_round_glyph_positions, void, (PangoContext *context, int round), (context, round)) \
    X(pango_layout_context_changed, void, (PangoLayout *layout), (layout)) \
    X(pango_font_description_new, PangoFontDescription *, (void), ()) \
    X(pango_font_description_free, void, (PangoFontDescription *font), (font)) \
    X(pango_font_description_set_family, void, (PangoFontDescription *font, const char *family), (font, family)) \
    X(pango_font_description_set_absolute_size, void, (PangoFontDescription *font, double size), (font, size)) \
    X(pango_font_description_set_weight, void, (PangoFontDescription *font, PangoWeight weight), (font, weight)) \
    X(pango_font_description_set_style, void, (PangoFontDescription *font, PangoStyle style), (font, style)) \
    X(pango_font_description_set_stretch, void, (PangoFontDescription *font, PangoStretch stretch), \
      (font, stretch)) \
    X(pango_font_description_set_variant, void, (PangoFontDescription *font, PangoVariant variant), \
      (font, variant)) \
    X(pango_font_description_set_variations, void, (PangoFontDescription *font, const char *variations), \
      (font, variations)) \
    X(pango_context_load_font, PangoFont *, (PangoContext *context, const PangoFontDescription *font), \
      (context, font)) \
    X(pango_font_get_hb_font, hb_font_t *, (PangoFont *font), (font)) \
    X(hb_ot_metrics_get_position, int, (hb_font_t *font, hb_ot_metrics_tag_t tag, int *position), \
      (font, tag, position)) \
    X(pango_attr_list_new, PangoAttrList *, (void), ()) \
    X(pango_attr_list_insert, void, (PangoAttrList *list, PangoAttribute *attribute), (list, attribute)) \
    X(pango_attr_list_unref, void, (PangoAttrList *list), (list)) \
    X(pango_attr_font_features_new, PangoAttribute *, (const char *features), (features)) \
    X(pango_layout_set_attributes, void, (PangoLayout *layout, PangoAttrList *list), (layout, list)) \
    X(pango_layout_get_iter, PangoLayoutIter *, (PangoLayout *layout), (layout)) \
    X(pango_layout_iter_next_char, int, (PangoLayoutIter *iter), (iter)) \
    X(pango_layout_iter_get_index, int, (PangoLayoutIter *iter), (iter)) \
    X(pango_layout_iter_get_char_extents, void, (PangoLayoutIter *iter, PangoRectangle *logical), (iter, logical)) \
    X(pango_layout_iter_free, void, (PangoLayoutIter *iter), (iter)) \
    X(pango_layout_iter_get_run_readonly, PangoLayoutRun *, (PangoLayoutIter *iter), (iter)) \
    X(pango_layout_iter_next_run, int, (PangoLayoutIter *iter), (iter)) \
    X(pango_layout_iter_get_baseline, int, (PangoLayoutIter *iter), (iter)) \
    X(pango_layout_iter_get_run_extents, void, (PangoLayoutIter *iter, PangoRectangle *ink, PangoRectangle *logical), \
      (iter, ink, logical)) \
    X(pango_layout_get_font_description, const PangoFontDescription *, (PangoLayout *layout), (layout)) \
    X(pango_context_get_metrics, PangoFontMetrics *, \
      (PangoContext *context, const PangoFontDescription *font, PangoLanguage *language), (context, font, language)) \
    X(pango_font_metrics_get_underline_position, int, (PangoFontMetrics *metrics), (metrics)) \
    X(pango_font_metrics_get_underline_thickness, int, (PangoFontMetrics *metrics), (metrics)) \
    X(pango_font_metrics_get_strikethrough_position, int, (PangoFontMetrics *metrics), (metrics)) \
    X(pango_font_metrics_unref, void, (PangoFontMetrics *metrics), (metrics)) \
    X(pango_layout_set_font_description, void, (PangoLayout *layout, const PangoFontDescription *font), \
      (layout, font)) \
    X(pango_layout_set_text, void, (PangoLayout *layout, const char *text, int length), (layout, text, length)) \
    X(pango_layout_set_alignment, void, (PangoLayout *layout, PangoAlignment alignment), (layout, alignment)) \
    X(pango_layout_set_auto_dir, void, (PangoLayout *layout, int autoDirection), (layout, autoDirection)) \
    X(pango_layout_set_justify, void, (PangoLayout *layout, int justify), (layout, justify)) \
    X(pango_layout_set_width, void, (PangoLayout *layout, int width), (layout, width)) \
    X(pango_layout_get_width, int, (PangoLayout *layout), (layout)) \
    X(pango_layout_set_height, void, (PangoLayout *layout, int height), (layout, height)) \
    X(pango_layout_set_wrap, void, (PangoLayout *layout, PangoWrapMode wrap), (layout, wrap)) \
    X(pango_layout_set_ellipsize, void, (PangoLayout *layout, PangoEllipsizeMode mode), (layout, mode)) \
    X(pango_layout_get_extents, void, (PangoLayout *layout, PangoRectangle *ink, PangoRectangle *logical), \
      (layout, ink, logical)) \
    X(pango_layout_get_line_count, int, (PangoLayout *layout), (layout)) \
    X(pango_layout_get_baseline, int, (PangoLayout *layout), (layout)) \
    X(pango_layout_get_unknown_glyphs_count, int, (PangoLayout *layout), (layout)) \
    X(pango_layout_get_line_readonly, PangoLayoutLine *, (PangoLayout *layout, int line), (layout, line)) \
    X(pango_layout_get_lines_readonly, LaminaGSList *, (PangoLayout *layout), (layout)) \
    X(pango_layout_get_lines, LaminaGSList *, (PangoLayout *layout), (layout)) \
    X(pango_layout_line_get_resolved_direction, PangoDirection, (PangoLayoutLine *line), (line)) \
    X(g_object_unref, void, (void *object), (object)) \
    X(g_object_get_data, void *, (void *object, const char *key), (object, key)) \
    X(g_object_set_data_full, void, (void *object, const char *key, void *data, void (*destroy)(void *data)), \
      (object, key, data, destroy))

/// The loaded symbols, one function pointer per entry of LAMINA_PANGO_SYMBOLS.
typedef struct {
#define LAMINA_PANGO_FIELD(name, result, parameters, arguments) result (*name) parameters;
    LAMINA_PANGO_SYMBOLS(LAMINA_PANGO_FIELD)
#undef LAMINA_PANGO_FIELD
} LaminaPangoSymbols;

/// Loads Pango (through PangoFT2) once per process (thread-safe). Returns 0 when every symbol is there;
/// otherwise -1, and `lamina_pango_error` says why.
int lamina_pango_load(void);

/// Why `lamina_pango_load` failed (the loader's message), or NULL when it did not.
const char *lamina_pango_error(void);

/// A new font map on the process's fontconfig configuration that lays text out as Lamina draws
/// it: 72 dpi (one point is one unit), glyph outlines unhinted and grey-antialiased, metrics
/// unhinted; NULL if Pango cannot make one. Needs `lamina_pango_load`.
PangoFontMap *lamina_font_map_new(void);

/// The calling thread's font map (`lamina_font_map_new`, made on first use and freed with the
/// thread): Pango's font maps are not thread-safe. NULL if Pango cannot make one.
PangoFontMap *lamina_default_font_map(void);

/// Draws `layout` with its top-left corner at the current point of `cr` (the origin when there
/// is none) in the current source, as PangoCairo's `pango_cairo_show_layout` does: each run's
/// glyphs in its font, grey-antialiased without hinting. A glyph that no font has is drawn as
/// its run's font's missing glyph (glyph 0), or as a frame where the run has no font. Needs `lamina_pango_load` and a layout from a `lamina_font_map_new` map.
void lamina_pango_show_layout(cairo_t *cr, PangoLayout *layout);

/// Gives each character of `layout` that no font has the advance of the missing glyph it is
/// drawn as (its run's font's glyph 0, `.notdef`), where Pango gives it the width of a box
/// holding its code in hex: Chromium and resvg advance by the glyph they draw. Call it once the
/// layout is set up (a later setting lays the text out again), before anything measures it.
void lamina_pango_layout_use_notdef_advances(PangoLayout *layout);

/// Appends the outlines of `layout`'s glyphs to the current path of `cr`, placed as
/// `lamina_pango_show_layout` draws them (PangoCairo's `pango_cairo_layout_path`). With `hinted`
/// non-zero the outlines get FreeType's slight hinting (vertical only) at their size under the
/// current transform, as Chromium on Linux draws glyphs; the layout itself stays unhinted.
void lamina_pango_layout_path(cairo_t *cr, PangoLayout *layout, int hinted);

/// Adds the fonts in folder `path` to the process's fontconfig configuration (fontconfig's
/// `FcConfigAppFontAddDir`, loaded with dlopen like Pango) and tells Pango's font map that the
/// configuration changed. Returns 0 on success; -1 when Pango or fontconfig cannot be
/// loaded (`lamina_pango_error` says why, or names fontconfig) or the folder cannot be read.
int lamina_pango_add_font_dir(const char *path);

/// Finds the installed font whose PostScript name, or else full name, is `name` (fontconfig's
/// `FcFontList`, loaded with dlopen like Pango), as Core Text's `CTFontCreateWithName` looks
/// fonts up. Returns 1 and writes its first family name (NUL-terminated, cut to `family_size`
/// bytes), its OpenType weight (100…1000) and whether it slants (1 italic or oblique, 0 upright);
/// 0 when no font has that name; -1 when Pango or fontconfig cannot be loaded.
int lamina_font_named(const char *name, char *family, int family_size, int *weight, int *slanted);

/// The installed family fontconfig gives for `family`, if a browser would take it (Chromium's
/// rule on Linux, SkFontConfigInterface_direct.cpp's MatchFont): fontconfig's best match is
/// accepted when one of its family names is the family asked for, or the one fontconfig's
/// configuration put first, or is metric-compatible with it (Arial, Arimo and Liberation Sans;
/// Times New Roman, Tinos and Liberation Serif; Courier New, Cousine and Liberation Mono), or
/// when `accept_any` is non-zero (what Chromium allows for "sans", "serif" and "monospace").
/// Returns 1 and writes the match's first family name (NUL-terminated, cut to `found_size`
/// bytes); 0 when a browser would try the next family; -1 when fontconfig cannot be loaded.
int lamina_font_family_match(const char *family, int accept_any, char *found, int found_size);

/// A set of fonts of its own: a fontconfig configuration holding the installed fonts, those
/// added to the process (`lamina_pango_add_font_dir`) when the set was made, and faces added to
/// the set alone under family names of their own, with a Pango font map on that configuration.
/// What the set holds is seen only through its font map: the process's fonts stay as they were.
/// Not thread-safe: one thread at a time uses a set.
typedef struct LaminaFontSet LaminaFontSet;

/// Makes a set whose faces will be files in `folder` (an empty folder it reads once; the caller
/// removes it after `lamina_font_set_destroy`). NULL when fontconfig cannot be loaded or the
/// folder cannot be read.
LaminaFontSet *lamina_font_set_create(const char *folder);

/// Adds the first face of the font file at `path` (TrueType, OpenType, a collection) as family
/// `family`, covering OpenType weights `weight_min`…`weight_max`, with fontconfig's `slant`
/// (0 upright, 100 italic, 110 oblique), whatever the font itself says. Returns 1 when added,
/// 0 when FreeType cannot read the file as a font, -1 when out of memory or after
/// `lamina_font_set_font_map`.
int lamina_font_set_add_file(LaminaFontSet *set, const char *path, const char *family, double weight_min,
                             double weight_max, int slant);

/// Adds the installed face whose full name, else PostScript name, is `name` (CSS's `local()`)
/// as family `family`, as `lamina_font_set_add_file`. Returns 1 when added, 0 when no installed
/// face has that name, -1 as `lamina_font_set_add_file`.
int lamina_font_set_add_local(LaminaFontSet *set, const char *name, const char *family, double weight_min,
                              double weight_max, int slant);

/// The set's Pango font map (made on the first call; faces can no longer be added), owned by
/// the set; NULL if Pango cannot make one. Needs `lamina_pango_load`.
PangoFontMap *lamina_font_set_font_map(LaminaFontSet *set);

/// Frees the set, its configuration and font map. NULL is ignored.
void lamina_font_set_destroy(LaminaFontSet *set);

/// Rewrites a WOFF or WOFF2 font (or any font FreeType reads) as a plain OpenType file: the
/// first face's tables, as FreeType decompresses them. Returns 1 and a buffer to `free` in
/// `out`; 0 when FreeType cannot read the data; -1 when FreeType cannot be loaded or memory runs out.
int lamina_font_to_sfnt(const unsigned char *data, size_t length, unsigned char **out, size_t *out_length);

/// The loaded symbols; valid only after `lamina_pango_load` returned 0.
extern LaminaPangoSymbols lamina_pango_symbols;

#define LAMINA_PANGO_FORWARD(name, result, parameters, arguments) \
    static inline result name parameters { return lamina_pango_symbols.name arguments; }
LAMINA_PANGO_SYMBOLS(LAMINA_PANGO_FORWARD)
#undef LAMINA_PANGO_FORWARD

#endif
