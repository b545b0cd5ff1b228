// Private: what signatures.c, type_encoding.c and closures.c share about libffi.
#ifndef SWIZZLE_FFI_INTERNAL_H
#define SWIZZLE_FFI_INTERNAL_H

#include "runtime_internal.h"
#include "../CLibFFI/shim.h"

/// How an integer smaller than ffi_arg crosses libffi, which widens such results.
typedef enum { RETURN_PLAIN, RETURN_SIGNED_SMALL, RETURN_UNSIGNED_SMALL } return_kind;

struct sk_signature {
    ffi_cif cif;
    ffi_type *return_type;
    ffi_type **argument_types;
    size_t argument_count;
    return_kind return_kind;
    const char *source;  // the encoding as given: the cache key
    char *canonical;  // offsets and qualifiers removed
    char *abi_key;    // one letter per ABI type, names dropped: equal keys call alike
    struct sk_closure *free_closures;  // released closures ready for reuse (closures.c's pool lock)
    SKInvoker invoker;  // atomic; NULL until typed code provides one: then sk_call skips libffi
};

/// Parses `types` into `signature`'s types and strings (not its cif). Allocations are owned by
/// the signature, which is cached forever; on failure everything allocated is freed.
SKStatus sk_parse_method_encoding(const char *types, struct sk_signature *signature);

#endif
