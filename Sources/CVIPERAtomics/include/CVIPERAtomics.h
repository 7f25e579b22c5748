#ifndef C_VIPER_ATOMICS_H
#define C_VIPER_ATOMICS_H

// The atomic word the VIPER module's lock-free internals (its `ResumeGate`) are built on,
// over C11 <stdatomic.h>: the package's platforms (iOS 15, macOS 12) predate Swift's
// Synchronization module, and the standard library offers no atomics.
//
// Swift cannot name `_Atomic` types, so the word is an opaque struct that Swift stores
// (tail-allocated, at a fixed address) and passes back by pointer. Every function is
// `static inline`: inlined into Swift callers, each is one load or one atomic instruction.

#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

/// One pointer-sized integer accessed only atomically.
typedef struct {
    _Atomic(intptr_t) value;
} viper_atomic_word;

/// Initialises `word` to `value`, before any other thread can see it.
static inline __attribute__((always_inline)) void viper_atomic_word_init(
    viper_atomic_word *_Nonnull word, intptr_t value) {
    atomic_init(&word->value, value);
}

/// Loads the value with acquire ordering: what the storing thread wrote before its
/// release is visible afterwards.
static inline __attribute__((always_inline)) intptr_t viper_atomic_word_load_acquire(
    viper_atomic_word *_Nonnull word) {
    return atomic_load_explicit(&word->value, memory_order_acquire);
}

/// Replaces the value with `desired` if it equals `*expected` (acquire-release); otherwise
/// writes the value found to `*expected` (acquire).
///
/// Returns whether the value was replaced.
static inline __attribute__((always_inline)) bool viper_atomic_word_compare_exchange(
    viper_atomic_word *_Nonnull word, intptr_t *_Nonnull expected, intptr_t desired) {
    return atomic_compare_exchange_strong_explicit(
        &word->value, expected, desired, memory_order_acq_rel, memory_order_acquire);
}

#endif
