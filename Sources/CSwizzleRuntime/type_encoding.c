// The Objective-C style type-encoding parser: encoding -> libffi types, a canonical spelling and
// an ABI key. It is a fuzz target: every input ends in a status, never a crash or a hang.
#include "ffi_internal.h"
#include <ctype.h>

enum { MAX_DEPTH = 16, MAX_ARGUMENTS = 64, MAX_STRUCT_ELEMENTS = 256, MAX_ENCODING_LENGTH = 4096 };

typedef struct {
    const char *p;
    SKStatus status;
    sk_ptr_array owned;      // ffi_type structs and element arrays made here
    char *canonical, *abi;   // growing output strings
    size_t canonical_length, abi_length, canonical_capacity, abi_capacity;
} parser;

static void append(char **string, size_t *length, size_t *capacity, const char *text, size_t count) {
    if (*length + count + 1 > *capacity) {
        *capacity = (*length + count + 1) * 2;
        *string = sk_realloc(*string, *capacity);
    }
    memcpy(*string + *length, text, count);
    *length += count;
    (*string)[*length] = '\0';
}
static void emit(parser *ps, const char *canonical, size_t count, const char *abi) {
    append(&ps->canonical, &ps->canonical_length, &ps->canonical_capacity, canonical, count);
    if (abi) append(&ps->abi, &ps->abi_length, &ps->abi_capacity, abi, strlen(abi));
}

static void *fail(parser *ps, SKStatus status) {
    if (ps->status == SK_OK) ps->status = status;
    return NULL;
}

static void skip_qualifiers(parser *ps) {
    while (*ps->p && strchr("rnNoORV", *ps->p)) ps->p++;
}
static void skip_offset(parser *ps) {
    if (*ps->p == '-' && isdigit((unsigned char)ps->p[1])) ps->p++;
    while (isdigit((unsigned char)*ps->p)) ps->p++;
}

static ffi_type *parse_type(parser *ps, int depth, bool by_value);

/// `name=` or `name` of a struct; returns true if an '=' and member list follow.
static bool skip_struct_name(parser *ps) {
    while (*ps->p && *ps->p != '=' && *ps->p != '}' && strchr("{}()[]^", *ps->p) == NULL) ps->p++;
    if (*ps->p == '=') { ps->p++; return true; }
    return false;
}

static ffi_type *parse_struct(parser *ps, int depth, bool by_value) {
    const char *start = ps->p - 1;
    bool has_members = skip_struct_name(ps);
    emit(ps, start, (size_t)(ps->p - start), NULL);
    emit(ps, "", 0, "{");
    ffi_type **elements = sk_alloc((MAX_STRUCT_ELEMENTS + 1) * sizeof *elements);
    sk_ptr_array_append(&ps->owned, elements);
    size_t count = 0;
    while (has_members && *ps->p && *ps->p != '}') {
        if (*ps->p == '[') {  // an array member: N copies of its element type
            const char *array_start = ps->p++;
            char *end;
            unsigned long n = strtoul(ps->p, &end, 10);
            if (end == ps->p || n == 0 || n > MAX_STRUCT_ELEMENTS) return fail(ps, SK_ERR_BAD_ENCODING);
            emit(ps, array_start, (size_t)(end - array_start), NULL);
            ps->p = end;
            ffi_type *element = parse_type(ps, depth + 1, by_value);
            if (!element || *ps->p != ']') return fail(ps, SK_ERR_BAD_ENCODING);
            emit(ps, "]", 1, NULL);
            ps->p++;
            for (unsigned long i = 0; i < n; i++) {
                if (count == MAX_STRUCT_ELEMENTS) return fail(ps, SK_ERR_UNSUPPORTED_TYPE);
                elements[count++] = element;
            }
        } else {
            ffi_type *member = parse_type(ps, depth + 1, by_value);
            if (!member) return NULL;
            if (count == MAX_STRUCT_ELEMENTS) return fail(ps, SK_ERR_UNSUPPORTED_TYPE);
            elements[count++] = member;
        }
        skip_offset(ps);
    }
    if (*ps->p != '}') return fail(ps, SK_ERR_BAD_ENCODING);
    ps->p++;
    emit(ps, "}", 1, "}");
    if (!by_value) return &ffi_type_pointer;  // behind a pointer only the syntax matters
    if (count == 0) return fail(ps, SK_ERR_UNSUPPORTED_TYPE);  // libffi has no empty structs
    ffi_type *type = sk_alloc(sizeof *type);
    sk_ptr_array_append(&ps->owned, type);
    type->type = FFI_TYPE_STRUCT;
    type->elements = elements;
    return type;
}

/// One type. `by_value` is false behind a pointer, where unions and opaque types are fine.
static ffi_type *parse_type(parser *ps, int depth, bool by_value) {
    if (depth > MAX_DEPTH) return fail(ps, SK_ERR_BAD_ENCODING);
    skip_qualifiers(ps);
    char c = *ps->p;
    if (!c) return fail(ps, SK_ERR_BAD_ENCODING);
    ps->p++;
    switch (c) {
    case 'c': emit(ps, "c", 1, "c"); return &ffi_type_sint8;
    case 'C': emit(ps, "C", 1, "C"); return &ffi_type_uint8;
    case 'B': emit(ps, "B", 1, "C"); return &ffi_type_uint8;  // C's bool is a byte
    case 's': emit(ps, "s", 1, "s"); return &ffi_type_sint16;
    case 'S': emit(ps, "S", 1, "S"); return &ffi_type_uint16;
    case 'i': emit(ps, "i", 1, "i"); return &ffi_type_sint32;
    case 'I': emit(ps, "I", 1, "I"); return &ffi_type_uint32;
    case 'l': emit(ps, "l", 1, sizeof(long) == 8 ? "q" : "i"); return sizeof(long) == 8 ? &ffi_type_sint64 : &ffi_type_sint32;
    case 'L': emit(ps, "L", 1, sizeof(long) == 8 ? "Q" : "I"); return sizeof(long) == 8 ? &ffi_type_uint64 : &ffi_type_uint32;
    case 'q': emit(ps, "q", 1, "q"); return &ffi_type_sint64;
    case 'Q': emit(ps, "Q", 1, "Q"); return &ffi_type_uint64;
    case 'f': emit(ps, "f", 1, "f"); return &ffi_type_float;
    case 'd': emit(ps, "d", 1, "d"); return &ffi_type_double;
    case 'v': emit(ps, "v", 1, "v"); return &ffi_type_void;
    case '*': emit(ps, "*", 1, "p"); return &ffi_type_pointer;
    case '@': emit(ps, "@", 1, "p"); return &ffi_type_pointer;
    case '#': emit(ps, "#", 1, "p"); return &ffi_type_pointer;
    case ':': emit(ps, ":", 1, "p"); return &ffi_type_pointer;
    case '?': emit(ps, "?", 1, NULL); return by_value ? fail(ps, SK_ERR_BAD_ENCODING) : &ffi_type_pointer;
    case '^': {
        emit(ps, "^", 1, "p");
        size_t abi_length = ps->abi_length;
        if (!parse_type(ps, depth + 1, false)) return NULL;
        ps->abi_length = abi_length;  // every pointer has the same ABI
        ps->abi[abi_length] = '\0';
        return &ffi_type_pointer;
    }
    case '{': return parse_struct(ps, depth, by_value);
    case '(':
        if (by_value) return fail(ps, SK_ERR_UNSUPPORTED_TYPE);
        // Behind a pointer: skip the balanced union.
        for (int open = 1; open > 0; ps->p++) {
            if (!*ps->p) return fail(ps, SK_ERR_BAD_ENCODING);
            if (*ps->p == '(') open++;
            if (*ps->p == ')') open--;
        }
        emit(ps, "(?)", 3, NULL);
        return &ffi_type_pointer;
    case 'b': case 'D': case '.':
        return fail(ps, SK_ERR_UNSUPPORTED_TYPE);
    default:
        return fail(ps, SK_ERR_BAD_ENCODING);
    }
}

static void free_parse(parser *ps) {
    for (size_t i = 0; i < ps->owned.count; i++) free(ps->owned.items[i]);
    free(ps->owned.items);
    free(ps->canonical);
    free(ps->abi);
}

SKStatus sk_parse_method_encoding(const char *types, struct sk_signature *signature) {
    if (!types || strnlen(types, MAX_ENCODING_LENGTH + 1) > MAX_ENCODING_LENGTH) return SK_ERR_BAD_ENCODING;
    parser ps = {.p = types, .status = SK_OK};
    ffi_type *arguments[MAX_ARGUMENTS];
    size_t count = 0;
    ffi_type *result = parse_type(&ps, 0, true);
    skip_offset(&ps);
    while (result && *ps.p) {
        if (count == MAX_ARGUMENTS) { fail(&ps, SK_ERR_UNSUPPORTED_TYPE); break; }
        size_t abi_start = ps.abi_length;
        ffi_type *argument = parse_type(&ps, 0, true);
        if (!argument) break;
        if (argument == &ffi_type_void) { fail(&ps, SK_ERR_BAD_ENCODING); break; }
        // The receiver and the selector are pointers.
        if (count < 2 && strcmp(ps.abi + abi_start, "p") != 0) { fail(&ps, SK_ERR_BAD_ENCODING); break; }
        arguments[count++] = argument;
        skip_offset(&ps);
    }
    if (ps.status == SK_OK && count < 2) fail(&ps, SK_ERR_BAD_ENCODING);
    if (ps.status != SK_OK) {
        free_parse(&ps);
        return ps.status;
    }
    signature->return_type = result;
    signature->argument_count = count;
    signature->argument_types = sk_alloc((count + 1) * sizeof(ffi_type *));
    memcpy(signature->argument_types, arguments, count * sizeof(ffi_type *));
    signature->canonical = ps.canonical;
    signature->abi_key = ps.abi;
    free(ps.owned.items);  // the types themselves now belong to the cached signature
    return SK_OK;
}
