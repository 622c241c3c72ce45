// The expression sandbox over Debian's libduktape (CDuktape.h says what it guarantees).
//
// The time budget: Debian's duk_config.h leaves out DUK_USE_INTERRUPT_COUNTER (and with it
// DUK_USE_EXEC_TIMEOUT_CHECK), so the interpreter never asks whether to stop. Each call arms a
// POSIX timer (the sandbox's, made once for the thread that calls, and disarmed after each
// call) on the calling thread's CPU-time clock (CLOCK_THREAD_CPUTIME_ID) that delivers a
// real-time signal to that thread only (SIGEV_THREAD_ID), unblocked for the call (worker threads
// block most signals). Its handler siglongjmps back to the
// call, except while the allocator or the host function runs (glibc's malloc holds a lock, and
// the host is Swift): there it leaves a flag, and the allocator or the host trampoline jumps
// once it is done. Duktape's heap is inconsistent after such a jump, so it is never used again:
// the allocator keeps every block on a list, and the list is freed whole. Duktape's fatal
// handler jumps the same way (it must not return). The sandbox deletes `Date` from the global
// object (its local-time functions take glibc's time-zone lock, which a jump must not leave held).
#define _GNU_SOURCE
#include "CDuktape.h"
#include "DuktapeLoader.h"
#include <pthread.h>
#include <setjmp.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

/// The header before every block the allocator hands out (32 bytes: 16-byte alignment kept).
typedef struct block {
    struct block *previous, *next;
    size_t size;
    size_t padding;
} block;

struct lamina_js {
    duk_context *heap;
    unsigned generation;
    size_t limit, used;
    block blocks; // the list's sentinel
    lamina_js_host host;
    void *context;
    int kept; // functions compiled into the current heap
    double host_out[LAMINA_JS_MAX_NUMBERS]; // the host function's numbers (a path's can be many)
    // The budget's timer, made for the first call on a thread and armed for each call after
    // (a build evaluates tens of thousands of calls on one thread: three syscalls fewer each).
    timer_t timer;
    pid_t timer_thread; // 0: no timer yet
    // The CPU time the last call took: its budget less what the timer had left when disarmed
    // (the caller's own clock readings cost two syscalls a call).
    double last_seconds;
};

/// This thread's id for the timer's signal, asked once per thread.
static __thread pid_t thread_id;

static pid_t current_thread(void) {
    if (!thread_id) thread_id = (pid_t)syscall(SYS_gettid);
    return thread_id;
}

/// The jump of the call running on this thread, and the flags the signal handler reads.
static __thread sigjmp_buf *current_jump;
static __thread volatile sig_atomic_t armed, in_guarded, pending;

static void jump_out(int code) {
    armed = 0;
    pending = 0;
    siglongjmp(*current_jump, code);
}

static void on_budget_signal(int signal) {
    (void)signal;
    if (!armed) return;
    if (in_guarded) {
        pending = 1;
        return;
    }
    jump_out(LAMINA_JS_TIMEOUT);
}

/// After allocator or host work: jumps when the budget ran out meanwhile.
static void leave_guarded(void) {
    in_guarded = 0;
    if (pending && armed) jump_out(LAMINA_JS_TIMEOUT);
}

/// The budget's signal: the fourth real-time signal (glibc keeps the ones below SIGRTMIN).
static int budget_signal(void) { return SIGRTMIN + 3; }

static void install_handler(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_budget_signal;
    sigemptyset(&action.sa_mask);
    sigaction(budget_signal(), &action, NULL);
}

// MARK: The allocator

static void *allocate(void *udata, duk_size_t size) {
    lamina_js *js = udata;
    if (size > js->limit - js->used) return NULL;
    in_guarded = 1;
    block *header = malloc(sizeof(block) + size);
    if (header) {
        header->size = size;
        header->previous = &js->blocks;
        header->next = js->blocks.next;
        js->blocks.next->previous = header;
        js->blocks.next = header;
        js->used += size;
    }
    leave_guarded();
    return header ? header + 1 : NULL;
}

static void release(void *udata, void *pointer) {
    lamina_js *js = udata;
    if (!pointer) return;
    in_guarded = 1;
    block *header = (block *)pointer - 1;
    header->previous->next = header->next;
    header->next->previous = header->previous;
    js->used -= header->size;
    free(header);
    leave_guarded();
}

static void *reallocate(void *udata, void *pointer, duk_size_t size) {
    if (!pointer) return allocate(udata, size);
    if (size == 0) {
        release(udata, pointer);
        return NULL;
    }
    lamina_js *js = udata;
    block *header = (block *)pointer - 1;
    if (size > header->size && size - header->size > js->limit - js->used) return NULL;
    void *moved = allocate(udata, size);
    if (!moved) return NULL;
    memcpy(moved, pointer, header->size < size ? header->size : size);
    release(udata, pointer);
    return moved;
}

static void on_fatal(void *udata, const char *message) {
    (void)udata;
    (void)message;
    if (current_jump) jump_out(LAMINA_JS_FATAL);
    // Unreachable: every call into Duktape (guarded() and lamina_js_destroy) sets a jump first,
    // and Duktape aborts itself if its fatal handler returns.
    abort();
}

/// Frees every block of the heap without asking Duktape (after a jump its state is unknown).
static void discard_heap(lamina_js *js) {
    block *header = js->blocks.next;
    while (header != &js->blocks) {
        block *next = header->next;
        free(header);
        header = next;
    }
    js->blocks.next = js->blocks.previous = &js->blocks;
    js->used = 0;
    js->heap = NULL;
    js->kept = 0;
}

// MARK: The host trampoline

static duk_ret_t host_trampoline(duk_context *ctx) {
    lamina_js *js = NULL;
    duk_memory_functions functions;
    duk_get_memory_functions(ctx, &functions);
    js = functions.udata;
    int count = duk_get_top(ctx);
    if (count > 8) count = 8;
    lamina_js_arg args[8];
    for (int i = 0; i < count; i++) {
        args[i].is_string = duk_is_string(ctx, i);
        args[i].string = args[i].is_string ? duk_get_string(ctx, i) : NULL;
        args[i].number = args[i].is_string ? 0 : duk_to_number(ctx, i);
    }
    double *out = js->host_out;
    int is_array = 1;
    char message[256] = {0};
    in_guarded = 1;
    int written = js->host(js->context, args, count, out, LAMINA_JS_MAX_NUMBERS, &is_array, message, sizeof message);
    leave_guarded();
    if (written < 0) return duk_error(ctx, DUK_ERR_ERROR, "%s", message);
    if (written > LAMINA_JS_MAX_NUMBERS) written = LAMINA_JS_MAX_NUMBERS;
    if (!is_array && written == 1) {
        duk_push_number(ctx, out[0]);
        return 1;
    }
    duk_idx_t array = duk_push_array(ctx);
    for (int i = 0; i < written; i++) {
        duk_push_number(ctx, out[i]);
        duk_put_prop_index(ctx, array, (duk_uarridx_t)i);
    }
    return 1;
}

// MARK: Calls

lamina_js *lamina_js_create(size_t memory_limit, lamina_js_host host, void *context) {
    if (lamina_duktape_load() != 0) return NULL;
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, install_handler);
    lamina_js *js = calloc(1, sizeof *js);
    if (!js) return NULL;
    js->limit = memory_limit;
    js->blocks.next = js->blocks.previous = &js->blocks;
    js->host = host;
    js->context = context;
    return js;
}

void lamina_js_destroy(lamina_js *js) {
    if (!js) return;
    if (js->timer_thread) timer_delete(js->timer);
    if (js->heap && !current_jump) {
        // A fatal error while Duktape frees its heap jumps here; what it left is freed below.
        sigjmp_buf jump;
        current_jump = &jump;
        if (sigsetjmp(jump, 0) == 0) duk_destroy_heap(js->heap);
        current_jump = NULL;
    }
    discard_heap(js);
    free(js);
}

unsigned lamina_js_generation(const lamina_js *js) { return js->heap ? js->generation : 0; }

size_t lamina_js_memory_used(const lamina_js *js) { return js->used; }

double lamina_js_last_call_seconds(const lamina_js *js) { return js->last_seconds; }

static void copy_message(char *message, size_t capacity, const char *text) {
    if (!message || capacity == 0) return;
    snprintf(message, capacity, "%s", text ? text : "");
}

/// Runs `body` with the budget armed and the heap made (and sandboxed) when there is none; a
/// jump out discards the heap. Returns how it ended.
typedef int (*guarded_body)(lamina_js *js, void *argument, char *message, size_t capacity);

static int guarded(lamina_js *js, double budget_seconds, guarded_body body, void *argument,
                   char *message, size_t capacity) {
    js->last_seconds = 0;
    if (current_jump) {
        copy_message(message, capacity, "expressions cannot run inside an expression");
        return LAMINA_JS_ERROR;
    }
    pid_t thread = current_thread();
    if (js->timer_thread != thread) {
        // The timer runs on one thread's clock and signals that thread: a call on another
        // thread gets a timer of its own.
        if (js->timer_thread) timer_delete(js->timer);
        js->timer_thread = 0;
        struct sigevent event;
        memset(&event, 0, sizeof event);
        event.sigev_notify = SIGEV_THREAD_ID;
        event.sigev_signo = budget_signal();
        event._sigev_un._tid = thread;
        if (timer_create(CLOCK_THREAD_CPUTIME_ID, &event, &js->timer) != 0) {
            copy_message(message, capacity, "no CPU-time timer could be made for the expression's budget");
            return LAMINA_JS_ERROR;
        }
        js->timer_thread = thread;
    }
    timer_t timer = js->timer;
    sigjmp_buf jump;
    volatile int result;
    current_jump = &jump;
    pending = 0;
    in_guarded = 0;
    double seconds = budget_seconds > 0 ? budget_seconds : 1e-3;
    // The signal mask is saved here and restored by the jump; worker threads (Swift's
    // cooperative pool, Dispatch) block most signals, so the budget's is unblocked for the call.
    sigset_t unblock, saved;
    sigemptyset(&unblock);
    sigaddset(&unblock, budget_signal());
    int code = sigsetjmp(jump, 1);
    if (code == 0) {
        pthread_sigmask(SIG_UNBLOCK, &unblock, &saved);
        struct itimerspec spec;
        memset(&spec, 0, sizeof spec);
        spec.it_value.tv_sec = (time_t)seconds;
        spec.it_value.tv_nsec = (long)((seconds - (double)spec.it_value.tv_sec) * 1e9);
        if (spec.it_value.tv_sec == 0 && spec.it_value.tv_nsec == 0) spec.it_value.tv_nsec = 1;
        armed = 1;
        timer_settime(timer, 0, &spec, NULL);
        if (!js->heap) {
            js->heap = duk_create_heap(allocate, reallocate, release, js, on_fatal);
            js->generation += 1;
            if (js->heap) {
                duk_push_global_object(js->heap);
                duk_del_prop_string(js->heap, -1, "Date");
                duk_push_c_function(js->heap, host_trampoline, DUK_VARARGS);
                duk_put_prop_string(js->heap, -2, "__host");
                duk_pop(js->heap);
            }
        }
        if (js->heap) {
            result = body(js, argument, message, capacity);
        } else {
            copy_message(message, capacity, "the expression heap could not be made (out of memory)");
            result = LAMINA_JS_FATAL;
        }
        armed = 0;
        pthread_sigmask(SIG_SETMASK, &saved, NULL);
    } else {
        result = code;
        discard_heap(js);
        copy_message(message, capacity, code == LAMINA_JS_TIMEOUT ? "the expression ran out of its time budget"
                                                                  : "the expression engine failed (out of memory)");
    }
    armed = 0;
    pending = 0;
    in_guarded = 0;
    current_jump = NULL;
    struct itimerspec disarmed, left;
    memset(&disarmed, 0, sizeof disarmed);
    memset(&left, 0, sizeof left);
    timer_settime(timer, 0, &disarmed, &left);
    double remaining = (double)left.it_value.tv_sec + (double)left.it_value.tv_nsec / 1e9;
    js->last_seconds = result == LAMINA_JS_TIMEOUT || remaining > seconds ? seconds : seconds - remaining;
    return result;
}

/// The error at the top of the stack as the message.
static int failed(duk_context *ctx, char *message, size_t capacity) {
    copy_message(message, capacity, duk_safe_to_string(ctx, -1));
    duk_pop(ctx);
    return LAMINA_JS_ERROR;
}

typedef struct {
    const char *source;
    size_t length;
    int *index;
    int as_function;
} compile_argument;

// The last program lamina_js_run compiled, as Duktape bytecode (duk_dump_function), with its
// source: every heap of a process runs the same library first, and loading its bytecode costs
// a tenth of compiling it (3 ms a heap). Bytecode is loaded only from here, made by this
// process's own Duktape from a source compared byte for byte.
static pthread_mutex_t program_lock = PTHREAD_MUTEX_INITIALIZER;
static char *program_source;
static size_t program_length;
static unsigned char *program_bytecode;
static size_t program_size;

/// The size of the kept bytecode when it is `source`'s, else 0; the caller holds the lock.
static size_t kept_size_of(const char *source, size_t length) {
    return program_bytecode && program_length == length && memcmp(program_source, source, length) == 0 ? program_size : 0;
}

/// The size of the kept bytecode when it is `source`'s, else 0. Under the lock, as allocator
/// work runs (the budget's signal waits for it).
static size_t kept_program_size(const char *source, size_t length) {
    in_guarded = 1;
    pthread_mutex_lock(&program_lock);
    size_t size = kept_size_of(source, length);
    pthread_mutex_unlock(&program_lock);
    leave_guarded();
    return size;
}

/// Pushes the kept bytecode of `source` as a fixed buffer when it is kept: 1 then, else 0.
static int push_kept_program(duk_context *ctx, const char *source, size_t length) {
    size_t size = kept_program_size(source, length);
    if (!size) return 0;
    void *buffer = duk_push_fixed_buffer(ctx, size);
    in_guarded = 1;
    pthread_mutex_lock(&program_lock);
    // Another thread may have kept another program meanwhile.
    int same = kept_size_of(source, length) == size;
    if (same) memcpy(buffer, program_bytecode, size);
    pthread_mutex_unlock(&program_lock);
    leave_guarded();
    if (!same) duk_pop(ctx);
    return same;
}

/// Keeps the bytecode of the compiled program on the stack's top (left there) for `source`.
static void keep_program(duk_context *ctx, const char *source, size_t length) {
    duk_dup_top(ctx);
    duk_dump_function(ctx);
    duk_size_t size = 0;
    const void *data = duk_get_buffer_data(ctx, -1, &size);
    in_guarded = 1;
    char *source_copy = malloc(length ? length : 1);
    unsigned char *bytecode = malloc(size ? size : 1);
    if (source_copy && bytecode && data) {
        memcpy(source_copy, source, length);
        memcpy(bytecode, data, size);
        pthread_mutex_lock(&program_lock);
        free(program_source);
        free(program_bytecode);
        program_source = source_copy;
        program_length = length;
        program_bytecode = bytecode;
        program_size = size;
        pthread_mutex_unlock(&program_lock);
    } else {
        free(source_copy);
        free(bytecode);
    }
    leave_guarded();
    duk_pop(ctx);
}

static int run_body(lamina_js *js, void *argument, char *message, size_t capacity) {
    compile_argument *program = argument;
    duk_context *ctx = js->heap;
    if (push_kept_program(ctx, program->source, program->length)) {
        duk_load_function(ctx);
    } else {
        if (duk_pcompile_lstring(ctx, 0, program->source, program->length) != 0) return failed(ctx, message, capacity);
        keep_program(ctx, program->source, program->length);
    }
    if (duk_pcall(ctx, 0) != 0) return failed(ctx, message, capacity);
    duk_pop(ctx);
    return LAMINA_JS_OK;
}

int lamina_js_run(lamina_js *js, const char *source, size_t length, double budget_seconds,
                  char *message, size_t message_capacity) {
    compile_argument argument = {source, length, NULL, 0};
    return guarded(js, budget_seconds, run_body, &argument, message, message_capacity);
}

static int compile_body(lamina_js *js, void *argument, char *message, size_t capacity) {
    compile_argument *function = argument;
    duk_context *ctx = js->heap;
    duk_uint_t flags = function->as_function ? DUK_COMPILE_FUNCTION : DUK_COMPILE_EVAL;
    if (duk_pcompile_lstring(ctx, flags, function->source, function->length) != 0) {
        return failed(ctx, message, capacity);
    }
    duk_push_global_stash(ctx);
    duk_swap_top(ctx, -2);
    duk_put_prop_index(ctx, -2, (duk_uarridx_t)js->kept);
    duk_pop(ctx);
    *function->index = js->kept;
    js->kept += 1;
    return LAMINA_JS_OK;
}

int lamina_js_compile(lamina_js *js, const char *source, size_t length, int as_function, double budget_seconds,
                      int *index, char *message, size_t message_capacity) {
    compile_argument argument = {source, length, index, as_function};
    return guarded(js, budget_seconds, compile_body, &argument, message, message_capacity);
}

typedef struct {
    const char *runner;
    int index;
    const double *numbers;
    int count, leading;
    double *out;
    int capacity;
    int *out_count;
} call_argument;

static int call_body(lamina_js *js, void *argument, char *message, size_t capacity) {
    call_argument *call = argument;
    duk_context *ctx = js->heap;
    if (call->index < 0 || call->index >= js->kept) {
        copy_message(message, capacity, "no such compiled expression");
        return LAMINA_JS_ERROR;
    }
    if (!duk_get_global_string(ctx, call->runner)) {
        duk_pop(ctx);
        copy_message(message, capacity, "the expression library is missing");
        return LAMINA_JS_ERROR;
    }
    duk_push_global_stash(ctx);
    duk_get_prop_index(ctx, -1, (duk_uarridx_t)call->index);
    duk_remove(ctx, -2);
    int leading = call->leading < 0 ? 0 : call->leading > call->count ? call->count : call->leading;
    for (int i = 0; i < leading; i++) duk_push_number(ctx, call->numbers[i]);
    duk_idx_t rest = duk_push_array(ctx);
    for (int i = leading; i < call->count; i++) {
        duk_push_number(ctx, call->numbers[i]);
        duk_put_prop_index(ctx, rest, (duk_uarridx_t)(i - leading));
    }
    if (duk_pcall(ctx, leading + 2) != 0) return failed(ctx, message, capacity);
    // The runner returns an array of numbers.
    int written = 0;
    if (duk_is_array(ctx, -1)) {
        duk_size_t length = duk_get_length(ctx, -1);
        for (duk_size_t i = 0; i < length && written < call->capacity; i++) {
            duk_get_prop_index(ctx, -1, (duk_uarridx_t)i);
            call->out[written++] = duk_get_number_default(ctx, -1, 0);
            duk_pop(ctx);
        }
    }
    duk_pop(ctx);
    *call->out_count = written;
    return LAMINA_JS_OK;
}

int lamina_js_call(lamina_js *js, const char *runner, int index, const double *numbers, int count, int leading,
                   double budget_seconds, double *out, int capacity, int *out_count,
                   char *message, size_t message_capacity) {
    call_argument argument = {runner, index, numbers, count, leading, out, capacity, out_count};
    *out_count = 0;
    return guarded(js, budget_seconds, call_body, &argument, message, message_capacity);
}
