// Signatures: parsed type encodings with their libffi call interface, cached per encoding string
// for the life of the process; and the generic call through ffi_call.
#include "ffi_internal.h"

// The cache has its own lock: sk_class_addMethod parses before it takes the runtime lock.
static pthread_mutex_t cache_lock = PTHREAD_MUTEX_INITIALIZER;
static sk_string_map cache = SK_STRING_MAP_INIT(struct sk_signature, source);

static return_kind kind_of(ffi_type *type) {
    if (type->size >= sizeof(ffi_arg)) return RETURN_PLAIN;
    switch (type->type) {
    case FFI_TYPE_SINT8: case FFI_TYPE_SINT16: case FFI_TYPE_SINT32: return RETURN_SIGNED_SMALL;
    case FFI_TYPE_UINT8: case FFI_TYPE_UINT16: case FFI_TYPE_UINT32: return RETURN_UNSIGNED_SMALL;
    default: return RETURN_PLAIN;
    }
}

SKSignature sk_signature_get(const char *types, SKStatus *status_out) {
    SKStatus status = types ? SK_OK : SK_ERR_INVALID_ARGUMENT;
    struct sk_signature *signature = NULL;
    if (status == SK_OK) {
        pthread_mutex_lock(&cache_lock);
        signature = sk_string_map_find(&cache, types);
        if (!signature) {
            struct sk_signature *parsed = sk_alloc(sizeof *parsed);
            status = sk_parse_method_encoding(types, parsed);
            if (status == SK_OK &&
                ffi_prep_cif(&parsed->cif, FFI_DEFAULT_ABI, (unsigned)parsed->argument_count,
                             parsed->return_type, parsed->argument_types) != FFI_OK) {
                status = SK_ERR_FFI;  // the parsed types stay allocated: rare, and never repeated
            }
            if (status == SK_OK) {
                parsed->source = sk_strdup(types);
                parsed->return_kind = kind_of(parsed->return_type);
                sk_string_map_insert(&cache, parsed);
                signature = parsed;
            } else {
                free(parsed);
            }
        }
        pthread_mutex_unlock(&cache_lock);
    }
    if (status_out) *status_out = status;
    return signature;
}

size_t sk_signature_argumentCount(SKSignature signature) { return signature->argument_count; }

size_t sk_signature_returnSize(SKSignature signature) {
    return signature->return_type == &ffi_type_void ? 0 : signature->return_type->size;
}

size_t sk_signature_argumentSize(SKSignature signature, size_t index) {
    return index < signature->argument_count ? signature->argument_types[index]->size : 0;
}

bool sk_signature_equal(SKSignature a, SKSignature b) {
    return a == b || strcmp(a->abi_key, b->abi_key) == 0;
}

const char *sk_signature_encoding(SKSignature signature) { return signature->canonical; }

SKStatus sk_signature_setInvoker(SKSignature signature, SKInvoker invoker) {
    if (!signature || !invoker) return SK_ERR_INVALID_ARGUMENT;
    SKInvoker expected = NULL;
    if (__atomic_compare_exchange_n(&signature->invoker, &expected, invoker, false,
                                    __ATOMIC_RELEASE, __ATOMIC_RELAXED)) {
        return SK_OK;
    }
    return expected == invoker ? SK_OK : SK_ERR_EXISTS;
}

bool sk_signature_hasInvoker(SKSignature signature) {
    return __atomic_load_n(&signature->invoker, __ATOMIC_ACQUIRE) != NULL;
}

void sk_call(SKSignature signature, SKIMP imp, void *ret, void *const *args) {
    // A typed invoker is a direct call with the concrete C types, where ffi_call classifies
    // every argument again on every call: many times the cost.
    SKInvoker invoker = __atomic_load_n(&signature->invoker, __ATOMIC_ACQUIRE);
    if (invoker) {
        invoker(imp, ret, args);
        return;
    }
    size_t size = sk_signature_returnSize(signature);
    // libffi's x86-64 ffi_call replaces the pointer to each struct argument larger than 32 bytes
    // with a pointer to its own stack copy, in the array it is given: hand it a copy, so the
    // caller's array (a closure's incoming arguments, read again after forwarding) stays valid.
    void *arguments[signature->argument_count + 1];
    memcpy(arguments, args, signature->argument_count * sizeof *arguments);
    if (signature->return_type->type == FFI_TYPE_STRUCT) {
        ffi_call(&signature->cif, imp, ret, arguments);
        return;
    }
    // libffi writes at least a whole ffi_arg, and widens small integers: receive into a word,
    // then hand back the natural size.
    union { ffi_arg word; double d; float f; void *p; uint64_t u64; } result;
    ffi_call(&signature->cif, imp, &result, arguments);
    if (!ret || size == 0) return;
    switch (signature->return_kind) {
    case RETURN_PLAIN: memcpy(ret, &result, size); break;
    case RETURN_SIGNED_SMALL:
    case RETURN_UNSIGNED_SMALL:
        switch (size) {
        case 1: *(uint8_t *)ret = (uint8_t)result.word; break;
        case 2: *(uint16_t *)ret = (uint16_t)result.word; break;
        default: *(uint32_t *)ret = (uint32_t)result.word; break;
        }
        break;
    }
}
