// Pango layouts drawn by Lamina's Cairo (see include/CPango.h): PangoFT2 font maps set up as
// PangoCairo's would be with Lamina's font options, and each run's glyphs drawn or outlined in
// a Cairo FreeType face made from the run's fontconfig pattern, as PangoCairo makes it
// (pangocairo-fcfont.c). PangoCairo itself is not used: it links the shared Cairo, which would
// put a second Cairo in the process when Lamina's is linked statically.
#include "CPango.h"
#include "FontLibraries.h"

#include <math.h>
#include <pthread.h>
#include <stdint.h>

// Cairo's FreeType functions (cairo-ft.h, which needs FreeType's headers).
cairo_font_face_t *cairo_ft_font_face_create_for_pattern(FcPattern *pattern);
void cairo_ft_font_options_substitute(const cairo_font_options_t *options, FcPattern *pattern);

// Pango's glyph runs (pango-glyph.h, pango-item.h, pango-glyph-item.h), part of its stable ABI.
typedef struct {
    int32_t width, x_offset, y_offset;  // Pango units
} LaminaGlyphGeometry;

typedef struct {
    uint32_t glyph;
    LaminaGlyphGeometry geometry;
    uint32_t attributes;
} LaminaGlyphInfo;

typedef struct {
    int num_glyphs;
    LaminaGlyphInfo *glyphs;
    int *log_clusters;
    int space;
} LaminaGlyphString;

typedef struct {
    void *shape_engine, *lang_engine;
    PangoFont *font;
    uint8_t level, gravity, flags, script;
    PangoLanguage *language;
    void *extra_attrs;
} LaminaAnalysis;

typedef struct {
    int offset, length, num_chars;
    LaminaAnalysis analysis;
} LaminaItem;

struct _PangoLayoutRun {
    LaminaItem *item;
    LaminaGlyphString *glyphs;
    int y_offset, start_x_offset, end_x_offset;  // Pango units
};

/// Pango's markers: a glyph that draws nothing, and one no font has (the character in its low bits).
enum { LAMINA_GLYPH_EMPTY = 0x0FFFFFFF, LAMINA_GLYPH_UNKNOWN_FLAG = 0x10000000, LAMINA_GLYPH_INVALID = 0xFFFFFFFF };

/// Grey antialiasing, no hinting (or slight), unhinted metrics: the same glyphs on every machine.
static cairo_font_options_t *font_options, *hinted_font_options;
static pthread_once_t options_once = PTHREAD_ONCE_INIT;

static cairo_font_options_t *make_options(cairo_hint_style_t hinting) {
    cairo_font_options_t *options = cairo_font_options_create();
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
    cairo_font_options_set_hint_style(options, hinting);
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
    return options;
}

static void make_font_options(void) {
    font_options = make_options(CAIRO_HINT_STYLE_NONE);
    hinted_font_options = make_options(CAIRO_HINT_STYLE_SLIGHT);
}

static const cairo_font_options_t *lamina_font_options(int hinted) {
    pthread_once(&options_once, make_font_options);
    return hinted ? hinted_font_options : font_options;
}

/// What PangoCairo's font map adds to each pattern between fontconfig's rules and defaults.
static void substitute(void *pattern, void *data) {
    (void)data;
    cairo_ft_font_options_substitute(lamina_font_options(0), pattern);
}

PangoFontMap *lamina_font_map_new(void) {
    if (lamina_pango_load() != 0) return NULL;
    PangoFontMap *map = pango_ft2_font_map_new();
    if (!map) return NULL;
    pango_ft2_font_map_set_resolution(map, 72, 72);
    pango_fc_font_map_set_default_substitute(map, substitute, NULL, NULL);
    return map;
}

static pthread_key_t default_map_key;
static pthread_once_t default_map_once = PTHREAD_ONCE_INIT;

static void release_map(void *map) { g_object_unref(map); }
static void make_default_map_key(void) { pthread_key_create(&default_map_key, release_map); }

PangoFontMap *lamina_default_font_map(void) {
    pthread_once(&default_map_once, make_default_map_key);
    PangoFontMap *map = pthread_getspecific(default_map_key);
    if (!map && (map = lamina_font_map_new())) pthread_setspecific(default_map_key, map);
    return map;
}

/// The Cairo face of `font` (a PangoFT2 font), made from its pattern once and kept with it; with
/// `hinted`, from a copy of the pattern that asks for slight hinting (the layout's own pattern
/// has none).
static cairo_font_face_t *face_of(PangoFont *font, int hinted) {
    const char *key = hinted ? "lamina-cairo-font-face-hinted" : "lamina-cairo-font-face";
    cairo_font_face_t *face = g_object_get_data(font, key);
    if (face) return face;
    FcPattern *pattern = pango_fc_font_get_pattern(font);
    if (!pattern) return NULL;
    if (hinted) {
        if (!(pattern = FcPatternDuplicate(pattern))) return NULL;
        FcPatternDel(pattern, "hinting");
        FcPatternDel(pattern, "hintstyle");
        FcPatternAddBool(pattern, "hinting", FcTrue);
        FcPatternAddInteger(pattern, "hintstyle", FC_HINT_SLIGHT);
    }
    face = cairo_ft_font_face_create_for_pattern(pattern);
    if (hinted) FcPatternDestroy(pattern);
    if (!face || cairo_font_face_status(face) != CAIRO_STATUS_SUCCESS) {
        if (face) cairo_font_face_destroy(face);
        return NULL;
    }
    g_object_set_data_full(font, key, face, (void (*)(void *))cairo_font_face_destroy);
    return face;
}

/// The font matrix of `font` in user units: its pixel size (points at 72 dpi) times the
/// pattern's own matrix (synthetic obliques), y flipped to Cairo's y-down space.
static cairo_matrix_t matrix_of(PangoFont *font) {
    cairo_matrix_t matrix;
    cairo_matrix_init_identity(&matrix);
    FcPattern *pattern = pango_fc_font_get_pattern(font);
    double size = 0;
    if (!pattern) return matrix;
    if (FcPatternGetDouble(pattern, "pixelsize", 0, &size) != 0) size = 12;
    FcMatrix *shear = NULL;
    if (FcPatternGetMatrix(pattern, "matrix", 0, &shear) == 0 && shear)
        cairo_matrix_init(&matrix, shear->xx, -shear->yx, -shear->xy, shear->yy, 0, 0);
    cairo_matrix_scale(&matrix, size, size);
    return matrix;
}

/// Appends a frame for a glyph no font has, in a run without a font to take its missing glyph
/// from: a box `width` wide and `height` tall standing on the baseline at `x`, `y`, its stroke a
/// fifteenth of the height, wound so that it fills as a frame.
static void add_missing_box(cairo_t *cr, double x, double y, double width, double height) {
    double line = height / 15, left = x + width * 0.1, right = x + width * 0.9, top = y - height;
    if (right - left <= 2 * line || height <= 2 * line) return;
    cairo_rectangle(cr, left, top, right - left, height);
    cairo_move_to(cr, left + line, top + line);
    cairo_rel_line_to(cr, 0, height - 2 * line);
    cairo_rel_line_to(cr, right - left - 2 * line, 0);
    cairo_rel_line_to(cr, 0, -(height - 2 * line));
    cairo_close_path(cr);
}

/// Pango's layout line (pango-layout.h), part of its stable ABI: its runs are read here.
typedef struct {
    PangoLayout *layout;
    int start_index, length;
    LaminaGSList *runs;
} LaminaLayoutLine;

/// The advance of `font`'s glyph 0 in Pango units, unhinted; -1 when the font has no face.
static int notdef_advance(PangoFont *font) {
    cairo_font_face_t *face = face_of(font, 0);
    if (!face) return -1;
    cairo_matrix_t matrix = matrix_of(font), identity;
    cairo_matrix_init_identity(&identity);
    cairo_scaled_font_t *scaled = cairo_scaled_font_create(face, &matrix, &identity, lamina_font_options(0));
    cairo_text_extents_t extents;
    cairo_glyph_t glyph = {.index = 0, .x = 0, .y = 0};
    cairo_scaled_font_glyph_extents(scaled, &glyph, 1, &extents);
    int ok = cairo_scaled_font_status(scaled) == CAIRO_STATUS_SUCCESS && isfinite(extents.x_advance)
        && fabs(extents.x_advance) < 1e6;
    cairo_scaled_font_destroy(scaled);
    return ok ? (int)lround(fabs(extents.x_advance) * PANGO_SCALE) : -1;
}

void lamina_pango_layout_use_notdef_advances(PangoLayout *layout) {
    // Whether Pango was told the lines will change: it then keeps no measurements of them.
    int handed_out = 0;
    for (LaminaGSList *lines = pango_layout_get_lines_readonly(layout); lines; lines = lines->next) {
        const LaminaLayoutLine *line = lines->data;
        for (LaminaGSList *runs = line ? line->runs : NULL; runs; runs = runs->next) {
            PangoLayoutRun *run = runs->data;
            if (!run || !run->glyphs || !run->item || !run->item->analysis.font) continue;
            int advance = -2;  // not yet looked up
            for (int index = 0; index < run->glyphs->num_glyphs; index++) {
                LaminaGlyphInfo *info = &run->glyphs->glyphs[index];
                if (info->glyph == LAMINA_GLYPH_INVALID || !(info->glyph & LAMINA_GLYPH_UNKNOWN_FLAG)) continue;
                if (advance == -2) advance = notdef_advance(run->item->analysis.font);
                if (advance < 0) break;
                if (!handed_out) handed_out = pango_layout_get_lines(layout) != NULL;
                info->geometry.width = advance;
            }
        }
    }
}

/// Draws (`outline` 0) or outlines (1) every run of `layout` from the origin `x0`, `y0`, the
/// glyphs hinted slightly when `hinted` is non-zero.
static void draw_runs(cairo_t *cr, PangoLayout *layout, double x0, double y0, int outline, int hinted) {
    PangoLayoutIter *iter = pango_layout_get_iter(layout);
    if (!iter) return;
    enum { capacity = 256 };
    cairo_glyph_t glyphs[capacity];
    do {
        PangoLayoutRun *run = pango_layout_iter_get_run_readonly(iter);
        if (!run || !run->glyphs || !run->item) continue;
        PangoRectangle logical;
        pango_layout_iter_get_run_extents(iter, NULL, &logical);
        double x = x0 + (double)logical.x / PANGO_SCALE;
        double baseline = y0 + (double)(pango_layout_iter_get_baseline(iter) - run->y_offset) / PANGO_SCALE;
        PangoFont *font = run->item->analysis.font;
        cairo_font_face_t *face = font ? face_of(font, hinted) : NULL;
        cairo_matrix_t matrix = font ? matrix_of(font) : (cairo_matrix_t){1, 0, 0, 1, 0, 0};
        double size = matrix.yy != 0 ? matrix.yy : 12;
        cairo_save(cr);
        if (face) {
            cairo_set_font_face(cr, face);
            cairo_set_font_matrix(cr, &matrix);
            cairo_set_font_options(cr, lamina_font_options(hinted));
        }
        int count = 0;
        for (int index = 0; index < run->glyphs->num_glyphs; index++) {
            const LaminaGlyphInfo *info = &run->glyphs->glyphs[index];
            double gx = x + (double)info->geometry.x_offset / PANGO_SCALE;
            double gy = baseline + (double)info->geometry.y_offset / PANGO_SCALE;
            double advance = (double)info->geometry.width / PANGO_SCALE;
            x += advance;
            if (info->glyph == LAMINA_GLYPH_EMPTY || info->glyph == LAMINA_GLYPH_INVALID) continue;
            unsigned long glyph = info->glyph;
            // A character no font has is drawn as the font's missing glyph (glyph 0, `.notdef`),
            // as Chromium and resvg draw it; a frame only where the run has no font.
            if ((info->glyph & LAMINA_GLYPH_UNKNOWN_FLAG) && face) glyph = 0;
            else if (info->glyph & LAMINA_GLYPH_UNKNOWN_FLAG) {
                cairo_save(cr);
                if (!outline) cairo_new_path(cr);
                add_missing_box(cr, gx, gy, advance, size * 0.75);
                if (!outline) cairo_fill(cr);
                cairo_restore(cr);
                continue;
            }
            if (!face) continue;
            glyphs[count++] = (cairo_glyph_t){.index = glyph, .x = gx, .y = gy};
            if (count == capacity) {
                if (outline) cairo_glyph_path(cr, glyphs, count); else cairo_show_glyphs(cr, glyphs, count);
                count = 0;
            }
        }
        if (count > 0) {
            if (outline) cairo_glyph_path(cr, glyphs, count); else cairo_show_glyphs(cr, glyphs, count);
        }
        cairo_restore(cr);
    } while (pango_layout_iter_next_run(iter));
    pango_layout_iter_free(iter);
}

void lamina_pango_show_layout(cairo_t *cr, PangoLayout *layout) {
    double x = 0, y = 0;
    if (cairo_has_current_point(cr)) cairo_get_current_point(cr, &x, &y);
    draw_runs(cr, layout, x, y, 0, 0);
}

void lamina_pango_layout_path(cairo_t *cr, PangoLayout *layout, int hinted) {
    double x = 0, y = 0;
    if (cairo_has_current_point(cr)) cairo_get_current_point(cr, &x, &y);
    draw_runs(cr, layout, x, y, 1, hinted);
}
