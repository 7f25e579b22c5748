// The parts of Apple's <os/lock.h> and <pthread.h> that VIPER's own `#if canImport(Darwin)`
// paths use (Sources/VIPER/Internal/Lock.swift and DeliveryScope.swift), declared from
// Apple's documentation of os_unfair_lock and the POSIX thread-specific data calls, so
// that .ci/typecheck-darwin-locks can type-check those paths on Linux. Declarations only:
// nothing here is linked or run.
//
// Sources: Apple's "os_unfair_lock" reference (a struct with one 32-bit opaque field,
// locked and unlocked through an os_unfair_lock_t pointer that must not be NULL) and the
// pthread_key_create(3), pthread_getspecific(3) manual pages; on Darwin pthread_key_t is
// an unsigned long. Unverified here: Darwin's pthread.h marks the destructor, the value
// and the result _Nullable; VIPER's calls compile whether these import as optionals or as
// implicitly unwrapped ones.

#ifndef VIPER_DARWIN_DECLARATIONS_LOCK_H
#define VIPER_DARWIN_DECLARATIONS_LOCK_H

#include <stdint.h>

typedef struct os_unfair_lock_s {
    uint32_t _os_unfair_lock_opaque;
} os_unfair_lock, *os_unfair_lock_t;

typedef unsigned long pthread_key_t;

#pragma clang assume_nonnull begin
void os_unfair_lock_lock(os_unfair_lock_t lock);
void os_unfair_lock_unlock(os_unfair_lock_t lock);

int pthread_key_create(pthread_key_t *key, void (*_Nullable destructor)(void *));
void *_Nullable pthread_getspecific(pthread_key_t key);
int pthread_setspecific(pthread_key_t key, const void *_Nullable value);
#pragma clang assume_nonnull end

#endif
