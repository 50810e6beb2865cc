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
/// Heap bytes in use now (as malloc_usable_size counts them), process-wide.
uint64_t alloc_counter_live_bytes(void);
/// The most heap bytes in use at once since the last reset, process-wide.
uint64_t alloc_counter_peak_bytes(void);
/// Starts a new high-water mark at the bytes in use now.
void alloc_counter_reset_peak(void);

#endif
