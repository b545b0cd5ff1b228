// The Objective-C style type-encoding parser: encoding -> libffi types, a canonical spelling and
// an ABI key. It is a fuzz target: every input ends in a status, never a crash or a hang.
#include "ffi_internal.h"
#include <ctype.h>

enum { MAX_DEPTH = 16, MAX_ARGUMENTS = 64, MAX_STRUCT_ELEMENTS = 256, MAX_ENCODING_LENGTH = 4096 };
/// The largest value passed or returned by value. libffi copies by-value aggregates onto the
/// stack, so a larger one (the grammar allows 2^59 bytes) could only overflow it at call time.
enum { MAX_VALUE_BYTES = 64 * 1024 };

/// The C layout of a by-value type: all the parser needs to enforce MAX_VALUE_BYTES exactly.
typedef struct { size_t size, alignment; } layout;

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

static ffi_type *parse_type(parser *ps, int depth, bool by_value, layout *out);
static ffi_type *parse_type_kind(parser *ps, int depth, bool by_value, layout *out);

static size_t align_up(size_t offset, size_t alignment) { return (offset + alignment - 1) / alignment * alignment; }

/// Appends `count` members of `member`'s layout to a struct's layout, as C lays them out.
static void add_members(layout *aggregate, layout member, size_t count) {
    for (size_t i = 0; i < count; i++) aggregate->size = align_up(aggregate->size, member.alignment) + member.size;
    if (member.alignment > aggregate->alignment) aggregate->alignment = member.alignment;
}

/// `name=` or `name` of a struct; returns true if an '=' and member list follow.
static bool skip_struct_name(parser *ps) {
    while (*ps->p && *ps->p != '=' && *ps->p != '}' && strchr("{}()[]^", *ps->p) == NULL) ps->p++;
    if (*ps->p == '=') { ps->p++; return true; }
    return false;
}

/// A struct. Behind a pointer only the syntax matters, so nothing is allocated there (libffi
/// never sees those members; keeping them would leak with every cached signature).
static ffi_type *parse_struct(parser *ps, int depth, bool by_value, layout *out) {
    const char *start = ps->p - 1;
    bool has_members = skip_struct_name(ps);
    emit(ps, start, (size_t)(ps->p - start), NULL);
    emit(ps, "", 0, "{");
    ffi_type *local[MAX_STRUCT_ELEMENTS];  // copied to an exact-size array at the end
    ffi_type **elements = by_value ? local : NULL;
    layout aggregate = {0, 1};
    size_t count = 0;
    while (has_members && *ps->p && *ps->p != '}') {
        if (*ps->p == '[') {  // an array member: N copies of its element type
            const char *array_start = ps->p++;
            if (!isdigit((unsigned char)*ps->p)) return fail(ps, SK_ERR_BAD_ENCODING);  // strtoul takes " +5"
            char *end;
            unsigned long n = strtoul(ps->p, &end, 10);
            if (n == 0 || n > MAX_STRUCT_ELEMENTS) return fail(ps, SK_ERR_BAD_ENCODING);
            emit(ps, array_start, (size_t)(end - array_start), NULL);
            ps->p = end;
            layout element_layout;
            ffi_type *element = parse_type(ps, depth + 1, by_value, &element_layout);
            if (!element || element == &ffi_type_void || *ps->p != ']') return fail(ps, SK_ERR_BAD_ENCODING);
            emit(ps, "]", 1, NULL);
            ps->p++;
            if (count + n > MAX_STRUCT_ELEMENTS) return fail(ps, SK_ERR_UNSUPPORTED_TYPE);
            for (unsigned long i = 0; i < n && elements; i++) elements[count + i] = element;
            count += n;
            add_members(&aggregate, element_layout, n);
        } else {
            layout member_layout;
            ffi_type *member = parse_type(ps, depth + 1, by_value, &member_layout);
            if (!member) return NULL;
            if (member == &ffi_type_void) return fail(ps, SK_ERR_BAD_ENCODING);  // a member has a size
            if (count == MAX_STRUCT_ELEMENTS) return fail(ps, SK_ERR_UNSUPPORTED_TYPE);
            if (elements) elements[count] = member;
            count++;
            add_members(&aggregate, member_layout, 1);
        }
        if (aggregate.size > MAX_VALUE_BYTES) return fail(ps, SK_ERR_UNSUPPORTED_TYPE);
        skip_offset(ps);
    }
    if (*ps->p != '}') return fail(ps, SK_ERR_BAD_ENCODING);
    ps->p++;
    emit(ps, "}", 1, "}");
    if (!by_value) return &ffi_type_pointer;  // behind a pointer only the syntax matters
    if (count == 0) return fail(ps, SK_ERR_UNSUPPORTED_TYPE);  // libffi has no empty structs
    aggregate.size = align_up(aggregate.size, aggregate.alignment);
    if (aggregate.size > MAX_VALUE_BYTES) return fail(ps, SK_ERR_UNSUPPORTED_TYPE);
    *out = aggregate;
    ffi_type **exact = sk_alloc((count + 1) * sizeof *exact);  // NULL-terminated, as libffi wants
    memcpy(exact, elements, count * sizeof *exact);
    sk_ptr_array_append(&ps->owned, exact);
    ffi_type *type = sk_alloc(sizeof *type);
    sk_ptr_array_append(&ps->owned, type);
    type->type = FFI_TYPE_STRUCT;
    type->elements = exact;
    return type;
}

/// One type, with its layout in `*out` (for scalars and by-value structs). `by_value` is false
/// behind a pointer, where unions and opaque types are fine.
static ffi_type *parse_type(parser *ps, int depth, bool by_value, layout *out) {
    ffi_type *type = parse_type_kind(ps, depth, by_value, out);
    if (type && type->type != FFI_TYPE_STRUCT) *out = (layout){type->size ? type->size : 1, type->alignment ? type->alignment : 1};
    return type;
}

static ffi_type *parse_type_kind(parser *ps, int depth, bool by_value, layout *out) {
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
        layout pointee;
        if (!parse_type(ps, depth + 1, false, &pointee)) return NULL;
        ps->abi_length = abi_length;  // every pointer has the same ABI
        ps->abi[abi_length] = '\0';
        return &ffi_type_pointer;
    }
    case '{': return parse_struct(ps, depth, by_value, out);
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
    layout value;  // checked against MAX_VALUE_BYTES where structs are parsed
    ffi_type *result = parse_type(&ps, 0, true, &value);
    skip_offset(&ps);
    while (result && *ps.p) {
        if (count == MAX_ARGUMENTS) { fail(&ps, SK_ERR_UNSUPPORTED_TYPE); break; }
        size_t abi_start = ps.abi_length;
        ffi_type *argument = parse_type(&ps, 0, true, &value);
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
