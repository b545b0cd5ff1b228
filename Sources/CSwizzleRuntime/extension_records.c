// The `swizzlekit_extensions` section: the records `@Swizzlable` extensions leave there.
#include "swizzle_runtime.h"

#if defined(__ELF__)
// The linker defines these for a section whose name is a C identifier, around the records of
// every object file linked into this image; weak, so an image with no annotated extension (no
// such section) links, and they are null. Hidden: each image sees its own section only.
extern const SKExtensionRecord __start_swizzlekit_extensions[] __attribute__((weak, visibility("hidden")));
extern const SKExtensionRecord __stop_swizzlekit_extensions[] __attribute__((weak, visibility("hidden")));

const SKExtensionRecord *sk_extension_records(size_t *count) {
    if (!__start_swizzlekit_extensions || !__stop_swizzlekit_extensions) {
        *count = 0;
        return NULL;
    }
    *count = (size_t)(__stop_swizzlekit_extensions - __start_swizzlekit_extensions);
    return __start_swizzlekit_extensions;
}
#else
// Only ELF linkers bound a section with __start_/__stop_ symbols; elsewhere there are none.
const SKExtensionRecord *sk_extension_records(size_t *count) {
    *count = 0;
    return NULL;
}
#endif
