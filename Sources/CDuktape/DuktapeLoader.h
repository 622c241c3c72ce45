// The Duktape functions the sandbox calls, resolved once with dlopen from Debian's
// libduktape.so.207 into `lamina_duktape` rather than linked: a process that evaluates no
// expression never maps the interpreter. Private to CDuktape; include it after <duktape.h>,
// whose declarations give the types. Each name below then stands for the loaded function,
// also inside duktape.h's macros (duk_eval_string, duk_pcall_prop …) where they expand.
#ifndef LAMINA_CDUKTAPE_LOADER_H
#define LAMINA_CDUKTAPE_LOADER_H

#include <duktape.h>

/// Every Duktape function used: X(name).
#define LAMINA_DUKTAPE_FUNCTIONS(X) \
    X(duk_compile_raw) X(duk_create_heap) X(duk_del_prop_string) X(duk_destroy_heap) X(duk_dump_function) \
    X(duk_dup_top) X(duk_error_raw) X(duk_get_buffer_data) X(duk_load_function) X(duk_push_buffer_raw) \
    X(duk_get_global_string) X(duk_get_length) X(duk_get_memory_functions) X(duk_get_number_default) \
    X(duk_get_prop_index) X(duk_get_string) X(duk_get_top) X(duk_is_array) X(duk_is_string) X(duk_pcall) \
    X(duk_pop) X(duk_push_array) X(duk_push_c_function) X(duk_push_global_object) X(duk_push_global_stash) \
    X(duk_push_number) X(duk_put_prop_index) X(duk_put_prop_string) X(duk_remove) X(duk_safe_to_lstring) \
    X(duk_swap_top) X(duk_to_number)

/// The resolved functions, typed as duktape.h declares them; valid after `lamina_duktape_load` returned 0.
typedef struct {
#define LAMINA_DUKTAPE_FIELD(name) __typeof__(name) *name;
    LAMINA_DUKTAPE_FUNCTIONS(LAMINA_DUKTAPE_FIELD)
#undef LAMINA_DUKTAPE_FIELD
} LaminaDuktape;

extern LaminaDuktape lamina_duktape;

/// Loads libduktape once per process (thread-safe): 0 when every function is there, else -1
/// and `lamina_js_load_error` (CDuktape.h) says why.
int lamina_duktape_load(void);

// The renaming (left out where the table itself is filled, DuktapeLoader.c).
#ifndef LAMINA_DUKTAPE_KEEP_NAMES
#define duk_compile_raw (lamina_duktape.duk_compile_raw)
#define duk_create_heap (lamina_duktape.duk_create_heap)
#define duk_del_prop_string (lamina_duktape.duk_del_prop_string)
#define duk_destroy_heap (lamina_duktape.duk_destroy_heap)
#define duk_dump_function (lamina_duktape.duk_dump_function)
#define duk_dup_top (lamina_duktape.duk_dup_top)
#define duk_error_raw (lamina_duktape.duk_error_raw)
#define duk_get_buffer_data (lamina_duktape.duk_get_buffer_data)
#define duk_get_global_string (lamina_duktape.duk_get_global_string)
#define duk_get_length (lamina_duktape.duk_get_length)
#define duk_get_memory_functions (lamina_duktape.duk_get_memory_functions)
#define duk_get_number_default (lamina_duktape.duk_get_number_default)
#define duk_get_prop_index (lamina_duktape.duk_get_prop_index)
#define duk_get_string (lamina_duktape.duk_get_string)
#define duk_get_top (lamina_duktape.duk_get_top)
#define duk_is_array (lamina_duktape.duk_is_array)
#define duk_is_string (lamina_duktape.duk_is_string)
#define duk_load_function (lamina_duktape.duk_load_function)
#define duk_pcall (lamina_duktape.duk_pcall)
#define duk_pop (lamina_duktape.duk_pop)
#define duk_push_array (lamina_duktape.duk_push_array)
#define duk_push_buffer_raw (lamina_duktape.duk_push_buffer_raw)
#define duk_push_c_function (lamina_duktape.duk_push_c_function)
#define duk_push_global_object (lamina_duktape.duk_push_global_object)
#define duk_push_global_stash (lamina_duktape.duk_push_global_stash)
#define duk_push_number (lamina_duktape.duk_push_number)
#define duk_put_prop_index (lamina_duktape.duk_put_prop_index)
#define duk_put_prop_string (lamina_duktape.duk_put_prop_string)
#define duk_remove (lamina_duktape.duk_remove)
#define duk_safe_to_lstring (lamina_duktape.duk_safe_to_lstring)
#define duk_swap_top (lamina_duktape.duk_swap_top)
#define duk_to_number (lamina_duktape.duk_to_number)
#endif

#endif
