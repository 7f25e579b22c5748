// The parts of Apple's <os/lock.h> and <pthread.h> that VIPER's own `#if canImport(Darwin)`
// paths use (Sources/VIPER/Internal/Lock.swift, DeliveryScope.swift and ResumeGate.swift),
// declared from Apple's documentation of os_unfair_lock, the POSIX thread-specific data
// calls and pthread_self(3) / pthread_equal(3), so
// that .ci/typecheck-darwin-locks can type-check those paths on Linux. Declarations only:
// nothing here is linked or run.
//
// Sources: Apple's "os_unfair_lock" reference (a struct with one 32-bit opaque field,
// locked and unlocked through an os_unfair_lock_t pointer that must not be NULL) and the
// pthread_key_create(3), pthread_getspecific(3), pthread_self(3) and pthread_equal(3) manual
// pages; on Darwin pthread_key_t is an unsigned long and pthread_t a pointer to the opaque
// struct _opaque_pthread_t. Unverified here: Darwin's pthread.h marks the destructor, the value
// and the result _Nullable; VIPER's calls compile whether these import as optionals or as
// implicitly unwrapped ones.

#ifndef VIPER_DARWIN_DECLARATIONS_LOCK_H
#define VIPER_DARWIN_DECLARATIONS_LOCK_H

#include <stdint.h>

typedef struct os_unfair_lock_s {
    uint32_t _os_unfair_lock_opaque;
} os_unfair_lock, *os_unfair_lock_t;

typedef unsigned long pthread_key_t;
typedef struct _opaque_pthread_t *pthread_t;

#pragma clang assume_nonnull begin
void os_unfair_lock_lock(os_unfair_lock_t lock);
void os_unfair_lock_unlock(os_unfair_lock_t lock);

int pthread_key_create(pthread_key_t *key, void (*_Nullable destructor)(void *));
void *_Nullable pthread_getspecific(pthread_key_t key);
int pthread_setspecific(pthread_key_t key, const void *_Nullable value);

pthread_t pthread_self(void);
int pthread_equal(pthread_t t1, pthread_t t2);
#pragma clang assume_nonnull end

#endif
