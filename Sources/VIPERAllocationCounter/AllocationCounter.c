// Counts malloc-family calls by defining the malloc family in the benchmark executable.
//
// Part of the `VIPERBenchmarking` product, for benchmark executables only: the
// VIPERBenchmarking target finds it there (through weak symbols) and reports exact
// allocation counts; a library or test target that linked it would replace the malloc
// of every process it ends up in.
//
// NB: Symbols defined in the executable take precedence over libc's at dynamic link time
// (glibc supports replacing malloc this way), so every allocation of the process, by Swift,
// Foundation or libc itself, comes through here. Each function counts, then forwards to
// glibc's own implementation (`__libc_malloc` and friends), so the allocator itself is
// unchanged and no LD_PRELOAD is needed. Counting is two relaxed atomic adds and one
// thread-local add per allocation.
//
// Limits: only glibc exports `__libc_*`; elsewhere nothing is replaced and the counters
// stay 0. Allocations that bypass malloc (mmap by the runtime, the task allocator's slabs
// after their first malloc, stack promotion by the optimiser) are not counted; that is
// what an allocation count should mean for a benchmark anyway.

#include "VIPERAllocationCounter.h"

#include <stddef.h>

#if defined(__linux__) && defined(__GLIBC__)

#include <errno.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void __libc_free(void *pointer);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void *__libc_valloc(size_t size);
extern void *__libc_pvalloc(size_t size);

static uint64_t viperAllocations;
static uint64_t viperBytes;
static __thread uint64_t viperThreadAllocations __attribute__((tls_model("initial-exec")));

static inline void viperCount(size_t size) {
    __atomic_fetch_add(&viperAllocations, 1, __ATOMIC_RELAXED);
    __atomic_fetch_add(&viperBytes, (uint64_t)size, __ATOMIC_RELAXED);
    viperThreadAllocations += 1;
}

void *malloc(size_t size) {
    viperCount(size);
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    viperCount(count * size);
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    void *result = __libc_realloc(pointer, size);
    if (result != NULL) {
        viperCount(size);
    }
    return result;
}

void free(void *pointer) { __libc_free(pointer); }

void *memalign(size_t alignment, size_t size) {
    viperCount(size);
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    viperCount(size);
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) {
        return EINVAL;
    }
    viperCount(size);
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL && size != 0) {
        return ENOMEM;
    }
    *result = pointer;
    return 0;
}

void *valloc(size_t size) {
    viperCount(size);
    return __libc_valloc(size);
}

void *pvalloc(size_t size) {
    viperCount(size);
    return __libc_pvalloc(size);
}

uint64_t viper_allocation_count(void) {
    return __atomic_load_n(&viperAllocations, __ATOMIC_RELAXED);
}

uint64_t viper_thread_allocation_count(void) { return viperThreadAllocations; }

uint64_t viper_allocated_bytes(void) { return __atomic_load_n(&viperBytes, __ATOMIC_RELAXED); }

int viper_allocation_counter_is_active(void) { return 1; }

#else

uint64_t viper_allocation_count(void) { return 0; }

uint64_t viper_thread_allocation_count(void) { return 0; }

uint64_t viper_allocated_bytes(void) { return 0; }

int viper_allocation_counter_is_active(void) { return 0; }

#endif
