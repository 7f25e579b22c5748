#ifndef C_VIPER_BENCHMARKING_H
#define C_VIPER_BENCHMARKING_H

#include <stdint.h>

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

/// 1 when the executable links the `VIPERAllocationCounter` product and its malloc
/// replacement is installed (Linux with glibc), 0 otherwise.
int viper_linked_counter_is_active(void);

/// Malloc-family calls of every thread so far, from the linked counter; 0 without one.
uint64_t viper_linked_counter_process_count(void);

/// Malloc-family calls of the calling thread so far, from the linked counter; 0 without one.
uint64_t viper_linked_counter_thread_count(void);

#endif
