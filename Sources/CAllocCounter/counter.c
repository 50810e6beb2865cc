// Counts heap allocations by interposing malloc and friends: the
// definitions live in the test executable, so they take precedence over
// glibc's for every caller (libswiftCore included) and forward to glibc's
// exported __libc_* entry points.
// Disabled (everything reads 0) off glibc and under ASan/TSan, which
// install their own allocator.
#include <errno.h>   // MUST come first: defines __GLIBC__ (without it the #if silently fails -> counts 0)
#if !defined(__has_feature)
#define __has_feature(x) 0
#endif
#if defined(__linux__) && defined(__GLIBC__) && !__has_feature(address_sanitizer) && !__has_feature(thread_sanitizer)
#include <stddef.h>
#include <stdint.h>
#include <malloc.h>   // malloc_usable_size: the live-bytes count uses what each block really holds
#include "CAllocCounter.h"
extern void *__libc_malloc(size_t); extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t); extern void *__libc_memalign(size_t, size_t);
extern void __libc_free(void *);
static uint64_t n_allocs, n_frees, n_bytes;
static int64_t live_bytes, peak_bytes;            // process-wide heap in use, and its high-water mark
static _Thread_local uint64_t t_allocs;            // per-thread: immune to parallel tests
#define COUNT(sz) do { __atomic_fetch_add(&n_allocs, 1, __ATOMIC_RELAXED); t_allocs++; \
                       __atomic_fetch_add(&n_bytes, (sz), __ATOMIC_RELAXED); } while (0)
static void *live(void *p) {
    if (!p) return p;
    int64_t now = __atomic_add_fetch(&live_bytes, (int64_t)malloc_usable_size(p), __ATOMIC_RELAXED);
    int64_t peak = __atomic_load_n(&peak_bytes, __ATOMIC_RELAXED);
    while (now > peak && !__atomic_compare_exchange_n(&peak_bytes, &peak, now, 1, __ATOMIC_RELAXED, __ATOMIC_RELAXED)) {}
    return p;
}
static void dead(void *p) { if (p) __atomic_sub_fetch(&live_bytes, (int64_t)malloc_usable_size(p), __ATOMIC_RELAXED); }
void *malloc(size_t n) { COUNT(n); return live(__libc_malloc(n)); }
void *calloc(size_t a, size_t b) { COUNT(a * b); return live(__libc_calloc(a, b)); }
void *realloc(void *p, size_t n) { COUNT(n); dead(p); return live(__libc_realloc(p, n)); }
void free(void *p) { if (p) __atomic_fetch_add(&n_frees, 1, __ATOMIC_RELAXED); dead(p); __libc_free(p); }
void *memalign(size_t a, size_t n) { COUNT(n); return live(__libc_memalign(a, n)); }
void *aligned_alloc(size_t a, size_t n) { COUNT(n); return live(__libc_memalign(a, n)); }
int posix_memalign(void **out, size_t a, size_t n) { COUNT(n); void *p = live(__libc_memalign(a, n));
    if (!p) return ENOMEM; *out = p; return 0; }
uint64_t alloc_counter_live_bytes(void) { int64_t n = __atomic_load_n(&live_bytes, __ATOMIC_RELAXED); return n > 0 ? (uint64_t)n : 0; }
uint64_t alloc_counter_peak_bytes(void) { int64_t n = __atomic_load_n(&peak_bytes, __ATOMIC_RELAXED); return n > 0 ? (uint64_t)n : 0; }
void alloc_counter_reset_peak(void) { __atomic_store_n(&peak_bytes, __atomic_load_n(&live_bytes, __ATOMIC_RELAXED), __ATOMIC_RELAXED); }
uint64_t alloc_counter_allocs(void) { return __atomic_load_n(&n_allocs, __ATOMIC_RELAXED); }
uint64_t alloc_counter_thread_allocs(void) { return t_allocs; }
int alloc_counter_enabled(void) { return 1; }
uint64_t alloc_counter_frees(void) { return __atomic_load_n(&n_frees, __ATOMIC_RELAXED); }
uint64_t alloc_counter_bytes(void) { return __atomic_load_n(&n_bytes, __ATOMIC_RELAXED); }
#else
#include "CAllocCounter.h"
uint64_t alloc_counter_allocs(void) { return 0; }
uint64_t alloc_counter_thread_allocs(void) { return 0; }
int alloc_counter_enabled(void) { return 0; }
uint64_t alloc_counter_frees(void) { return 0; }
uint64_t alloc_counter_bytes(void) { return 0; }
uint64_t alloc_counter_live_bytes(void) { return 0; }
uint64_t alloc_counter_peak_bytes(void) { return 0; }
void alloc_counter_reset_peak(void) {}
#endif
