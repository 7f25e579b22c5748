// The C half of VIPERBenchmarking: opaque calls the optimiser cannot see into, and the
// connection to the allocation counter when the executable links one.
//
// NB: The counter (`VIPERAllocationCounter`) replaces malloc, so it must be linked only
// into benchmark executables, never into a library or a test runner (it would take the
// allocator away from the sanitizers). This library therefore does not depend on it; it
// refers to its functions through weak symbols, which the static linker resolves when
// the executable links the counter and leaves null when it does not. Only ELF resolves
// an undefined weak symbol to null at link time, so the references exist on Linux only;
// Apple platforms count through malloc zone statistics in Swift instead.

#include "CVIPERBenchmarking.h"

#include <stddef.h>

__attribute__((noinline)) void viper_measured_region(void (*body)(void *), void *context) {
    body(context);
}

__attribute__((noinline)) void viper_sink(const void *value) { (void)value; }

__attribute__((noinline)) void viper_clobber(void *value) { (void)value; }

#if defined(__linux__)

extern uint64_t viper_allocation_count(void) __attribute__((weak));
extern uint64_t viper_thread_allocation_count(void) __attribute__((weak));
extern int viper_allocation_counter_is_active(void) __attribute__((weak));

int viper_linked_counter_is_active(void) {
    return viper_allocation_counter_is_active != NULL && viper_allocation_counter_is_active();
}

uint64_t viper_linked_counter_process_count(void) {
    return viper_allocation_count != NULL ? viper_allocation_count() : 0;
}

uint64_t viper_linked_counter_thread_count(void) {
    return viper_thread_allocation_count != NULL ? viper_thread_allocation_count() : 0;
}

#else

int viper_linked_counter_is_active(void) { return 0; }

uint64_t viper_linked_counter_process_count(void) { return 0; }

uint64_t viper_linked_counter_thread_count(void) { return 0; }

#endif
