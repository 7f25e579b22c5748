// expected error: cannot convert value of type 'os_unfair_lock' (aka 'os_unfair_lock_s') to expected argument type 'os_unfair_lock_t' (aka 'UnsafeMutablePointer<os_unfair_lock_s>')
import Darwin

// os_unfair_lock_lock takes a pointer to the lock, never a copy of it.
func lock(_ primitive: os_unfair_lock) {
    os_unfair_lock_lock(primitive)
}
