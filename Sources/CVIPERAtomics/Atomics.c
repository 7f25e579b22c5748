#include "CVIPERAtomics.h"

// NB: the whole interface is inline in the header; this file exists because a C target
// needs a source file, and it checks at compile time what the Swift side relies on.

_Static_assert(ATOMIC_POINTER_LOCK_FREE == 2, "intptr_t atomics must be lock-free");
_Static_assert(sizeof(viper_atomic_word) == sizeof(intptr_t),
               "viper_atomic_word must be one word, with no hidden lock");
