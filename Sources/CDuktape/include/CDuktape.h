#ifndef LAMINA_CDUKTAPE_H
#define LAMINA_CDUKTAPE_H
#include <stddef.h>

/// A sandboxed Duktape heap (Debian's libduktape, ECMAScript 5.1) for Lottie expressions: no
/// I/O (Duktape has none of its own and none is given), a memory cap enforced by its allocator,
/// and a CPU-time budget per call enforced by a per-thread CPU-time timer whose signal jumps
/// out of the interpreter (Debian's build has no interrupt counter, so nothing inside Duktape
/// can stop a `while (true) {}`). A heap left by a jump is never touched again: every block its
/// allocator handed out is freed and the next call builds a new heap.
typedef struct lamina_js lamina_js;

/// The most numbers one host call returns (a path of 2,700 vertices).
#define LAMINA_JS_MAX_NUMBERS 16384

/// One argument a script passes to the host function: a number or a string.
typedef struct {
    /// 1 for a string, 0 for a number (anything else arrives as a number: NaN when not one).
    int is_string;
    double number;
    /// UTF-8, valid during the call only.
    const char *string;
} lamina_js_arg;

/// The host function behind the script's `__host(…)`: reads `count` arguments, writes at most
/// `capacity` numbers to `out` and returns how many it wrote (then `*is_array` 0 makes one
/// number a plain number), or −1 for an error whose message it writes to `message` (at most
/// `message_capacity` bytes, NUL-terminated). It must not call into the heap.
typedef int (*lamina_js_host)(void *context, const lamina_js_arg *args, int count, double *out, int capacity,
                              int *is_array, char *message, size_t message_capacity);

/// How a call ended.
enum {
    LAMINA_JS_OK = 0,
    /// The script threw, or did not compile: the message says what.
    LAMINA_JS_ERROR = 1,
    /// The call used up its CPU-time budget; the heap was discarded.
    LAMINA_JS_TIMEOUT = 2,
    /// Duktape hit a fatal error (or ran out of memory outside a protected call); the heap
    /// was discarded.
    LAMINA_JS_FATAL = 3,
};

/// A new sandbox: heaps of at most `memory_limit` bytes whose `__host` calls `host` with
/// `context`. The heap itself is made on first use. NULL when out of memory or when Duktape,
/// loaded with dlopen on first use, cannot be loaded (`lamina_js_load_error` says why).
lamina_js *lamina_js_create(size_t memory_limit, lamina_js_host host, void *context);

/// Why Duktape cannot be loaded, or NULL when it can (or was).
const char *lamina_js_load_error(void);

/// Frees the sandbox and its heap.
void lamina_js_destroy(lamina_js *js);

/// The number of heaps made so far (1 for the first), 0 while there is none (before the first
/// call, and after a heap was discarded): compiled functions belong to the heap that compiled them.
unsigned lamina_js_generation(const lamina_js *js);

/// Evaluates `source` (a program, the prelude) in the global scope of the current heap,
/// within `budget_seconds` of CPU time. The compiled program of the last source is kept for the
/// process (as Duktape bytecode): a later heap running the same source loads it, not compiles it.
int lamina_js_run(lamina_js *js, const char *source, size_t length, double budget_seconds,
                  char *message, size_t message_capacity);

/// Compiles `source` as eval code (calling it runs it in the global scope and returns its
/// completion value), or with `as_function` as a function expression (`function () { … }`), and
/// keeps it in the heap; `*index` is its number for ``lamina_js_call``.
int lamina_js_compile(lamina_js *js, const char *source, size_t length, int as_function, double budget_seconds,
                      int *index, char *message, size_t message_capacity);

/// Calls the global function `runner` with the kept function `index`, the first `leading` of
/// the `count` numbers `numbers` as arguments and the others as one array (the last argument),
/// within `budget_seconds` of CPU time; its result (a number or an array of numbers) goes to
/// `out` (at most `capacity`, `*out_count` of them). (An array, not more arguments: a runner
/// reading a varying count through `arguments` made Duktape build an arguments object and a
/// scope of its own at every call, three quarters of a simple expression's time.)
int lamina_js_call(lamina_js *js, const char *runner, int index, const double *numbers, int count, int leading,
                   double budget_seconds, double *out, int capacity, int *out_count,
                   char *message, size_t message_capacity);

/// Bytes the current heap holds.
size_t lamina_js_memory_used(const lamina_js *js);

/// The CPU seconds the last run, compile or call took (as its budget's timer measured them;
/// 0 when it did not start).
double lamina_js_last_call_seconds(const lamina_js *js);

#endif
