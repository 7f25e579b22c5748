#ifndef VIPER_ALLOCATION_COUNTER_H
#define VIPER_ALLOCATION_COUNTER_H

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

#endif
