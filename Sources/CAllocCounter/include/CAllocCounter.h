// Heap allocation counters for tests and benchmarks (see counter.c).
// alloc_counter_enabled() is 0 where counting is off (non-glibc, ASan,
// TSan); every counter then reads 0.
#ifndef CALLOCCOUNTER_H
#define CALLOCCOUNTER_H

#include <stdint.h>

/// Allocations (malloc, calloc, realloc, memalign, ...) in the whole process.
uint64_t alloc_counter_allocs(void);
/// Allocations made by the calling thread: safe under parallel tests.
uint64_t alloc_counter_thread_allocs(void);
/// 1 when the counters work in this build, else 0.
int alloc_counter_enabled(void);
/// Calls to free with a non-null pointer, process-wide.
uint64_t alloc_counter_frees(void);
/// Bytes requested, process-wide.
uint64_t alloc_counter_bytes(void);

#endif
