#ifndef C_ALLOCATION_COUNTER_H
#define C_ALLOCATION_COUNTER_H

#include <stdint.h>

/// Number of malloc-family allocations made by every thread of this process so far.
///
/// Counts calls to malloc, calloc, realloc (with a non-null result), posix_memalign,
/// aligned_alloc, memalign, valloc and pvalloc. Always 0 where the counter is not
/// installed (platforms other than Linux with glibc); see viper_allocation_counter_is_active.
uint64_t viper_allocation_count(void);

/// Number of malloc-family allocations made by the calling thread so far.
uint64_t viper_thread_allocation_count(void);

/// Bytes requested by every malloc-family allocation of this process so far.
uint64_t viper_allocated_bytes(void);

/// 1 when this build replaces the malloc family and counts, 0 otherwise.
int viper_allocation_counter_is_active(void);

/// Calls `body(context)` once.
///
/// The function exists so that `valgrind --tool=callgrind --collect-atstart=no
/// --toggle-collect=viper_measured_region` counts exactly the instructions of `body`.
void viper_measured_region(void (*body)(void *), void *context);

/// Does nothing, opaquely: the optimiser must assume it reads `*value`.
///
/// Results of measured work are passed here so they cannot be optimised away.
void viper_sink(const void *value);

/// Does nothing, opaquely: the optimiser must assume it reads and changes `*value`.
///
/// Inputs are passed here so they cannot be constant-folded or devirtualised.
void viper_clobber(void *value);

#endif
