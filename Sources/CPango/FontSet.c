// Font sets of their own (see include/CPango.h, LaminaFontSet): a fontconfig configuration per
// set, holding the installed fonts, those the process added, and the set's faces under the
// family names given to them; and WOFF and WOFF2 data rewritten as the plain OpenType file
// that HarfBuzz (which reads font files itself) and fontconfig understand.
#include "CPango.h"
#include "FontLibraries.h"

#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/// Held while a set's configuration is made or freed: fontconfig's configurations share its
/// caches, and sets are made and freed seldom (once per document with fonts of its own).
static pthread_mutex_t configurations = PTHREAD_MUTEX_INITIALIZER;

struct LaminaFontSet {
    FcConfig *config;
    PangoFontMap *fontMap; // made on first use
};

LaminaFontSet *lamina_font_set_create(const char *folder) {
    LaminaFontSet *set = calloc(1, sizeof *set);
    if (!set) return NULL;
    pthread_mutex_lock(&configurations);
    FcConfig *current = FcConfigGetCurrent();
    set->config = FcInitLoadConfigAndFonts();
    // Adding the (empty) folder gives the configuration its set of application fonts.
    FcFontSet *own = NULL;
    if (set->config && FcConfigAppFontAddDir(set->config, (const FcChar8 *)folder))
        own = FcConfigGetFonts(set->config, FcSetApplication);
    FcFontSet *added = FcConfigGetFonts(current, FcSetApplication);
    for (int index = 0; own && added && index < added->nfont; index++) {
        FcPattern *copy = FcPatternDuplicate(added->fonts[index]);
        if (copy && !FcFontSetAdd(own, copy)) FcPatternDestroy(copy);
    }
    pthread_mutex_unlock(&configurations);
    if (!own) {
        lamina_font_set_destroy(set);
        return NULL;
    }
    return set;
}

void lamina_font_set_destroy(LaminaFontSet *set) {
    if (!set) return;
    pthread_mutex_lock(&configurations);
    if (set->fontMap) g_object_unref(set->fontMap);
    if (set->config) FcConfigDestroy(set->config);
    pthread_mutex_unlock(&configurations);
    free(set);
}

/// Adds `face` (a pattern the set now owns) as family `family` with the weights
/// `weight_min`…`weight_max` (OpenType scale) and `slant` (fontconfig's: 0, 100 or 110).
static int add_face(LaminaFontSet *set, FcPattern *face, const char *family, double weight_min, double weight_max,
                    int slant) {
    // The languages go too: a browser takes a face for its family and descriptors alone, while
    // fontconfig ranks language above slant and weight (and a subset font covers no language).
    static const char *const names[] = {"family", "familylang", "style", "stylelang", "fullname", "fullnamelang",
                                        "postscriptname", "weight", "slant", "lang"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) FcPatternDel(face, names[i]);
    int ok = FcPatternAddString(face, "family", (const FcChar8 *)family)
        && FcPatternAddInteger(face, "slant", slant);
    FcRange *range = FcRangeCreateDouble(FcWeightFromOpenTypeDouble(weight_min),
                                                FcWeightFromOpenTypeDouble(weight_max));
    ok = ok && range && FcPatternAddRange(face, "weight", range);
    if (range) FcRangeDestroy(range);
    FcFontSet *own = FcConfigGetFonts(set->config, FcSetApplication);
    if (!ok || !own || !FcFontSetAdd(own, face)) {
        FcPatternDestroy(face);
        return -1;
    }
    return 1;
}

int lamina_font_set_add_file(LaminaFontSet *set, const char *path, const char *family, double weight_min,
                             double weight_max, int slant) {
    if (!set || set->fontMap) return -1;
    int count = 0;
    FcPattern *face = FcFreeTypeQuery((const FcChar8 *)path, 0, NULL, &count);
    if (!face) return 0;
    return add_face(set, face, family, weight_min, weight_max, slant);
}

int lamina_font_set_add_local(LaminaFontSet *set, const char *name, const char *family, double weight_min,
                              double weight_max, int slant) {
    if (!set || set->fontMap) return -1;
    // CSS Fonts 4 §4.3.2: a local face is named by its full name or its PostScript name.
    static const char *const keys[] = {"fullname", "postscriptname"};
    for (int key = 0; key < 2; key++) {
        FcPattern *pattern = FcPatternCreate();
        if (!pattern) return -1;
        FcPatternAddString(pattern, keys[key], (const FcChar8 *)name);
        FcFontSet *found = FcFontList(set->config, pattern, NULL);
        FcPatternDestroy(pattern);
        FcPattern *face = found && found->nfont > 0 ? FcPatternDuplicate(found->fonts[0]) : NULL;
        if (found) FcFontSetDestroy(found);
        if (face) return add_face(set, face, family, weight_min, weight_max, slant);
    }
    return 0;
}

PangoFontMap *lamina_font_set_font_map(LaminaFontSet *set) {
    if (!set) return NULL;
    if (!set->fontMap) {
        set->fontMap = lamina_font_map_new();
        if (set->fontMap) pango_fc_font_map_set_config(set->fontMap, set->config);
    }
    return set->fontMap;
}

// MARK: WOFF and WOFF2 through FreeType

static void put32(unsigned char *at, uint32_t value) {
    at[0] = (unsigned char)(value >> 24); at[1] = (unsigned char)(value >> 16);
    at[2] = (unsigned char)(value >> 8); at[3] = (unsigned char)value;
}

static void put16(unsigned char *at, unsigned value) {
    at[0] = (unsigned char)(value >> 8); at[1] = (unsigned char)value;
}

/// The OpenType checksum of `length` bytes (padded with zeros to a multiple of 4).
static uint32_t checksum(const unsigned char *bytes, size_t length) {
    uint32_t sum = 0;
    for (size_t i = 0; i < length; i += 4) {
        uint32_t word = 0;
        for (size_t j = 0; j < 4; j++) word = word << 8 | (i + j < length ? bytes[i + j] : 0);
        sum += word;
    }
    return sum;
}

/// One table of a font's directory.
typedef struct {
    unsigned long tag, length;
} LaminaSfntTable;

static int compare_tags(const void *a, const void *b) {
    unsigned long left = ((const LaminaSfntTable *)a)->tag, right = ((const LaminaSfntTable *)b)->tag;
    return (left > right) - (left < right);
}

/// The largest table, and the largest font, rewritten: OpenType's offsets are 32-bit.
#define LAMINA_MAX_SFNT_BYTES (1u << 30)

int lamina_font_to_sfnt(const unsigned char *data, size_t length, unsigned char **out, size_t *out_length) {
    *out = NULL;
    *out_length = 0;
    if (length > LAMINA_MAX_SFNT_BYTES) return 0;
    FT_Library library = NULL;
    FT_Face face = NULL;
    if (FT_Init_FreeType(&library) != 0) return -1;
    int result = 0;
    unsigned long count = 0;
    if (FT_New_Memory_Face(library, data, (long)length, 0, &face) != 0
        || FT_Sfnt_Table_Info(face, 0, NULL, &count) != 0 || count == 0 || count > 4096) goto done;
    // The tables' sizes first: the header, the directory, then each table padded to 4 bytes.
    size_t total = 12 + 16 * (size_t)count;
    LaminaSfntTable *tables = calloc(count, sizeof *tables);
    if (!tables) { result = -1; goto done; }
    int outlines = 0;
    for (unsigned long index = 0; index < count; index++) {
        if (FT_Sfnt_Table_Info(face, (unsigned)index, &tables[index].tag, &tables[index].length) != 0
            || tables[index].length > LAMINA_MAX_SFNT_BYTES) goto tables;
        if (tables[index].tag == 0x43464620 || tables[index].tag == 0x43464632) outlines = 1;  // 'CFF ', 'CFF2'
        total += (tables[index].length + 3) & ~3ul;
        if (total > LAMINA_MAX_SFNT_BYTES) goto tables;
    }
    qsort(tables, count, sizeof *tables, compare_tags);  // the directory is sorted by tag
    unsigned char *font = calloc(1, total);
    if (!font) { result = -1; goto tables; }
    put32(font, outlines ? 0x4F54544F : 0x00010000);  // 'OTTO' for CFF outlines, else TrueType's
    put16(font + 4, (unsigned)count);
    unsigned power = 1, log = 0;
    while (power * 2 <= count) { power *= 2; log++; }
    put16(font + 6, power * 16);
    put16(font + 8, log);
    put16(font + 10, (unsigned)(count * 16 - power * 16));
    size_t offset = 12 + 16 * (size_t)count;
    for (unsigned long index = 0; index < count; index++) {
        unsigned long tag = tables[index].tag, size = tables[index].length;
        if (size > 0 && FT_Load_Sfnt_Table(face, tag, 0, font + offset, &size) != 0) {
            free(font);
            goto tables;
        }
        unsigned char *entry = font + 12 + 16 * index;
        put32(entry, (uint32_t)tag);
        put32(entry + 4, checksum(font + offset, size));
        put32(entry + 8, (uint32_t)offset);
        put32(entry + 12, (uint32_t)size);
        offset += (size + 3) & ~3ul;
    }
    *out = font;
    *out_length = total;
    result = 1;
tables:
    free(tables);
done:
    if (face) FT_Done_Face(face);
    FT_Done_FreeType(library);
    return result;
}
