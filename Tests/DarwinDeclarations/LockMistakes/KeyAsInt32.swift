// expected error: cannot convert value of type 'Int32' to expected argument type 'pthread_key_t' (aka 'UInt')
import Darwin

// On Darwin a pthread_key_t is an unsigned long (UInt), not Glibc's unsigned int.
func value(of key: Int32) -> UnsafeMutableRawPointer? {
    pthread_getspecific(key)
}
