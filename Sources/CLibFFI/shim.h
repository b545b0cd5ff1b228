// libffi, found through pkg-config. Only the C runtime target includes it: libffi's mutable
// globals do not compile in Swift 6 language mode, so no libffi type crosses into Swift.
#if __has_include(<ffi.h>)
#include <ffi.h>
#else
#error "libffi headers not found: install libffi-dev (Debian/Ubuntu: apt-get install -y libffi-dev; Fedora: dnf install libffi-devel)"
#endif
