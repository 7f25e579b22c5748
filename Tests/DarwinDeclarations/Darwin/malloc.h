// The part of Apple's <malloc/malloc.h> that VIPERBenchmarking's allocation counter uses,
// declared from Apple's documentation (the malloc_zone_malloc(3) manual page and the
// malloc.h reference) so that .ci/typecheck-darwin-allocations can type-check the
// `#if canImport(Darwin)` path on Linux. Declarations only: nothing here is linked or run.
//
// NB: Swift sees these through the Clang importer, as it sees the real header, so the
// Swift types are the imported ones (`unsigned` -> UInt32, `size_t` -> Int, pointers
// without nullability -> implicitly unwrapped optionals).

#ifndef VIPER_DARWIN_DECLARATIONS_MALLOC_H
#define VIPER_DARWIN_DECLARATIONS_MALLOC_H

#include <stddef.h>

// A malloc zone. Only zone implementors depend on its layout; callers pass pointers to
// it. The documented leading fields are declared; the real structure continues.
typedef struct _malloc_zone_t {
    void *reserved1;
    void *reserved2;
    size_t (*size)(struct _malloc_zone_t *zone, const void *ptr);
    void *(*malloc)(struct _malloc_zone_t *zone, size_t size);
    void *(*calloc)(struct _malloc_zone_t *zone, size_t num_items, size_t size);
    void *(*valloc)(struct _malloc_zone_t *zone, size_t size);
    void (*free)(struct _malloc_zone_t *zone, void *ptr);
    void *(*realloc)(struct _malloc_zone_t *zone, void *ptr, size_t size);
    void (*destroy)(struct _malloc_zone_t *zone);
    const char *zone_name;
} malloc_zone_t;

// What malloc_zone_statistics fills in.
typedef struct malloc_statistics_t {
    unsigned blocks_in_use;
    size_t size_in_use;
    size_t max_size_in_use;
    size_t size_allocated;
} malloc_statistics_t;

// The zone malloc() allocates from. NB: the counter passes NULL to
// malloc_zone_statistics instead: on recent macOS most blocks live in other zones
// (the Swift compiler's own statistics moved to NULL for that reason).
malloc_zone_t *malloc_default_zone(void);

// Fills *stats for zone; for a NULL zone, the statistics of all zones.
void malloc_zone_statistics(malloc_zone_t *zone, malloc_statistics_t *stats);

#endif
