#ifndef C_ALLOCATION_COUNTER_H
#define C_ALLOCATION_COUNTER_H

#include <stdint.h>

/// Number of malloc-family allocations made by this process so far.
uint64_t viper_allocation_count(void);

#endif
