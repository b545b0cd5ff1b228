// SwizzleKit's runtime: a (class, selector) -> function pointer dispatch table in the manner of
// the Objective-C runtime, for Linux, where there is none. This header is the whole C contract.
//
// Concurrency: every function here is thread-safe. Writers take one runtime lock. Lookups take
// no lock: tables are filled under the lock and published with release stores, and nothing a
// lookup can reach (selectors, classes, method records, tables, closures) is ever freed while a
// thread could still read it. A call racing a swizzle sees the old or the new implementation.
#ifndef SWIZZLE_RUNTIME_H
#define SWIZZLE_RUNTIME_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#ifndef __clang__  // nullability annotations are for Swift's importer
#define _Nonnull
#define _Nullable
#endif

// MARK: - Types

/// An implementation: `R imp(void *receiver, SKSel cmd, A1 a1, ...)`, described by a type encoding.
typedef void (*SKIMP)(void);
/// An interned selector. Equal names give the same pointer; selectors are never freed.
typedef struct sk_selector *SKSel;
/// A registered class. Never freed.
typedef struct sk_class *SKClass;
/// A method record of one class: selector, atomic implementation, type encoding. Never freed.
typedef struct sk_method *SKMethod;
/// A parsed, cached type encoding with its libffi call interface. Never freed.
typedef struct sk_signature *SKSignature;
/// A libffi closure: one generic handler turned into an `SKIMP` of a given signature.
typedef struct sk_closure *SKClosure;

/// Which method list: instance methods, or class (static) methods whose receiver is the class.
typedef enum SKSide : uint32_t { SK_INSTANCE_SIDE = 0, SK_CLASS_SIDE = 1 } SKSide;

typedef enum SKStatus : int32_t {
    SK_OK = 0,
    SK_ERR_EXISTS,             ///< already there (a method on add, a class with another superclass)
    SK_ERR_NOT_FOUND,          ///< no such method, class or entry
    SK_ERR_ENCODING_MISMATCH,  ///< two type encodings describe different C signatures
    SK_ERR_BAD_ENCODING,       ///< a type encoding that does not parse
    SK_ERR_UNSUPPORTED_TYPE,   ///< unions, bit-fields, long double and variadics are refused
    SK_ERR_BAD_SELECTOR,       ///< a selector name that is not a Swift-style method name
    SK_ERR_INVALID_ARGUMENT,   ///< a NULL or otherwise unusable argument
    SK_ERR_FFI,                ///< libffi refused the call interface or closure
} SKStatus;

/// A short English description of a status, for error messages.
const char *_Nonnull sk_status_description(SKStatus status);

// MARK: - Layouts read by the inline lookup (treat as opaque; never write them)

struct sk_selector {
    const char *_Nonnull name;
    uint32_t index;                       // dense, from 0: the slot in every class's table
    uint32_t override_count;              // atomic: live per-object overrides of this selector
    struct sk_override_table *_Nullable overrides;  // atomic
    uint32_t well_formed;                 // atomic: see sk_selector_isWellFormed (0 until first asked)
};
struct sk_override_entry {
    uintptr_t seq;                        // atomic seqlock counter: odd while being written
    const void *_Nullable object;         // atomic
    SKIMP _Nullable imp;                  // atomic
    uintptr_t side;                       // atomic
    const void *_Nullable context;        // atomic: for typed entry points (sk_override_readContext)
    SKClass _Nullable cls;                // the class that counts it (read under the lock only)
};
struct sk_override_table {
    uint32_t capacity;
    struct sk_override_entry entries[];
};
struct sk_method {
    SKSel _Nonnull selector;
    SKIMP _Nullable imp;                  // atomic
};
/// A class's lookup table is two-level, like libobjc2's sparse arrays: a selector's index picks
/// a chunk, then a slot in it. Chunks exist only where lookups happened, so a class costs memory
/// for the selectors it is called with, not for every selector interned in the process.
enum { SK_DTABLE_CHUNK_BITS = 6, SK_DTABLE_CHUNK_SIZE = 1 << SK_DTABLE_CHUNK_BITS };
struct sk_dtable_chunk {
    struct sk_method *_Nullable slots[SK_DTABLE_CHUNK_SIZE];  // atomic
};
struct sk_dtable {
    uint32_t chunk_count;
    struct sk_dtable_chunk *_Nullable chunks[];  // atomic; indexed by selector index >> CHUNK_BITS
};
/// A class counts its changes in buckets chosen by the receiver's address: a change to its
/// methods in all of them, an object's override in that object's only, so that a call on
/// another object of the class can still skip the lookup. The bucket is the top five bits of the
/// address's low 32 bits times 2^28 / φ, modulo 2^32: for objects (16-byte aligned), Fibonacci
/// hashing of their 16-byte granules, so objects allocated side by side, at any stride, spread
/// over the 32. Two instructions on every dispatched call (a 32-bit multiply takes its factor in
/// the instruction; the 64-bit one, the same spread, needed a third to load it).
enum { SK_CHANGE_BUCKETS = 32 };
static inline uint32_t sk_change_bucket(const void *_Nonnull receiver) {
    return ((uint32_t)(uintptr_t)receiver * 0x09E3779Bu) >> 27;
}
struct sk_class {
    const char *_Nonnull name;
    SKClass _Nullable superclass;
    struct sk_dtable *_Nonnull dtables[2];  // atomic; one per SKSide
    const void *_Nullable context;          // atomic; the language's own class object
    uint32_t changes[SK_CHANGE_BUCKETS];    // atomic: see sk_class_unchanged
};

// MARK: - Selectors

/// Interns `name`, returning the one selector for it. Any non-empty string is accepted; use
/// `sk_selector_validate` to check Swift-style syntax first.
SKSel _Nonnull sk_selector_register(const char *_Nonnull name);
/// The selector for `name`, or NULL if it was never registered.
SKSel _Nullable sk_selector_lookup(const char *_Nonnull name);
/// Checks that `name` is a Swift-style method name: `run()`, `add(_:_:)`, `init(id:)`,
/// `subscript(_:)`, `getter:mood`, `setter:mood`, or a bare property name `mood`; overloads that
/// only types tell apart name their types: `fee(for: Money)`, `move(_: Int, to: Point)`. On success
/// `*argument_count` (if not NULL) is the number of labels. Returns SK_ERR_BAD_SELECTOR otherwise.
SKStatus sk_selector_validate(const char *_Nonnull name, size_t *_Nullable argument_count);
/// Whether `sel`'s name passes `sk_selector_validate`: checked once, the answer kept in the selector.
bool sk_selector_isWellFormed(SKSel _Nonnull sel);
/// How many selectors have been interned.
size_t sk_selector_count(void);

// MARK: - Classes

/// Registers a class named `name` with `superclass` (NULL for a root). Idempotent: registering
/// the same name with the same superclass returns the existing record. The same name with another
/// superclass returns NULL and `*status` = SK_ERR_EXISTS.
SKClass _Nullable sk_class_register(const char *_Nonnull name, SKClass _Nullable superclass,
                                    SKStatus *_Nullable status);
/// The class registered under `name`, or NULL.
SKClass _Nullable sk_class_lookup(const char *_Nonnull name);
/// Stores the language's own class object (for Swift, the metatype) with the record, once.
void sk_class_setContext(SKClass _Nonnull cls, const void *_Nullable context);
/// The context stored with `sk_class_setContext`, read without a lock.
static inline const void *_Nullable sk_class_context(SKClass _Nonnull cls) {
    return __atomic_load_n(&cls->context, __ATOMIC_ACQUIRE);
}
/// Ends `cls`'s registration: the methods it has now are its baseline. From here on, every change
/// to them (an implementation set, exchanged or replaced, a method added or removed) counts in the
/// `changes` of `cls` and of each of its superclasses until it is undone. Overrides of its objects
/// (`sk_object_setOverride`) count from the start.
void sk_class_finishRegistration(SKClass _Nonnull cls);
/// `sk_class_unchanged` as a compare of the word in memory on x86-64, where an atomic load is never
/// folded into the compare (one instruction more on every dispatched call). Nothing is read on the
/// answer, so no ordering is needed. The sanitizers, which do not see a load in assembly, and other
/// targets get an atomic load. Declared here for tests, which run unoptimized.
static inline bool sk_class_unchangedInMemory(SKClass _Nonnull cls, const void *_Nonnull receiver) {
#if defined(__x86_64__) && !__has_feature(thread_sanitizer) && !__has_feature(address_sanitizer)
    __asm__ goto("cmpl $0, %0\n\tjne %l[changed]" : : "m"(cls->changes[sk_change_bucket(receiver)]) : "cc" : changed);
    return true;
changed:
    return false;
#else
    return __atomic_load_n(&cls->changes[sk_change_bucket(receiver)], __ATOMIC_ACQUIRE) == 0;
#endif
}
/// Whether a call on `receiver` that a method of `cls` itself dispatches surely finds that method's
/// baseline implementation: `cls` has finished registering, no method of it or of a subclass
/// differs from its baseline, and no object of theirs in `receiver`'s bucket has an override
/// (`receiver` itself, or about one in 32 others). One load, for dispatch to skip the lookup:
/// optimized, `sk_class_unchangedInMemory`; unoptimized, an atomic load, the shorter code there.
static inline bool sk_class_unchanged(SKClass _Nonnull cls, const void *_Nonnull receiver) {
#ifdef __OPTIMIZE__
    return sk_class_unchangedInMemory(cls, receiver);
#else
    return __atomic_load_n(&cls->changes[sk_change_bucket(receiver)], __ATOMIC_ACQUIRE) == 0;
#endif
}
/// True if `cls` is `ancestor` or inherits from it.
bool sk_class_isSubclass(SKClass _Nonnull cls, SKClass _Nonnull ancestor);
/// How many classes have been registered.
size_t sk_class_count(void);

// MARK: - Annotated extensions

/// What `@SwizzlableExtension` puts in the `swizzlekit_extensions` section: a record per
/// dispatched method of an annotated extension (and one listing what the extension leaves plain).
/// The registration of each `@Swizzlable` class calls every record with the class (its Swift
/// metatype) and its registration (a Swift `ClassRegistration`); a record of an extension of that
/// class adds its method. A section, because nothing else ties a class to its extensions at run
/// time, and a spy may ask for an extension's method before any call.
typedef void (*SKExtensionRecord)(const void *_Nonnull swiftClass, const void *_Nonnull registration);
/// The records in the section of the image this runtime is linked into (an executable or a
/// shared library built with SwizzleKit: `@Swizzlable` code in another shared library is not
/// seen). `*count` is 0 when there are none.
const SKExtensionRecord _Nullable *_Nullable sk_extension_records(size_t *_Nonnull count);

// MARK: - Methods (the class_addMethod / class_replaceMethod family)

/// Adds a method to `cls` itself. SK_ERR_EXISTS if `cls` already defines `sel` on that side
/// (an inherited method does not count: adding overrides it, as `class_addMethod` does).
SKStatus sk_class_addMethod(SKClass _Nonnull cls, SKSide side, SKSel _Nonnull sel,
                            SKIMP _Nonnull imp, const char *_Nonnull types);
/// Replaces the implementation `cls` itself defines for `sel`, returning the old one; if `cls`
/// does not define it, adds it and returns NULL. A defined method whose encoding describes a
/// different signature is left alone: NULL and `*status` = SK_ERR_ENCODING_MISMATCH.
SKIMP _Nullable sk_class_replaceMethod(SKClass _Nonnull cls, SKSide side, SKSel _Nonnull sel,
                                       SKIMP _Nonnull imp, const char *_Nonnull types,
                                       SKStatus *_Nullable status);
/// Removes the method `cls` itself defines, so lookups reach the inherited one again.
SKStatus sk_class_removeMethod(SKClass _Nonnull cls, SKSide side, SKSel _Nonnull sel);
/// The method `cls` itself defines for `sel` (no inheritance), or NULL.
SKMethod _Nullable sk_class_getOwnMethod(SKClass _Nonnull cls, SKSide side, SKSel _Nonnull sel);
/// The method a lookup on `cls` finds, searching the superclass chain, or NULL.
SKMethod _Nullable sk_class_findMethod(SKClass _Nonnull cls, SKSide side, SKSel _Nonnull sel);
/// How many methods `cls` itself defines on `side` now (no inheritance; removed ones do not count).
size_t sk_class_methodCount(SKClass _Nonnull cls, SKSide side);
/// The `index`th method `cls` itself defines on `side`, in the order they were first added
/// (removed ones skipped), or NULL past the end. Each call reads the list under the lock on its
/// own, so a method added or removed between calls shifts the indices: enumerate until NULL.
SKMethod _Nullable sk_class_methodAt(SKClass _Nonnull cls, SKSide side, size_t index);
/// The class whose method list holds `method`.
SKClass _Nonnull sk_method_owner(SKMethod _Nonnull method);
/// The method's type encoding, as registered.
const char *_Nonnull sk_method_typeEncoding(SKMethod _Nonnull method);
/// What the Swift layer keeps with a method, NULL until set: its Swift signature (an object the
/// setter keeps alive for good) and the typed entry point `@Swizzlable` made for it. Read without
/// a lock where a locked map cost every spy hundreds of instructions; a record lives as long as
/// the process, so its data does too.
typedef enum SKMethodData : uint32_t { SK_METHOD_SWIFT_SIGNATURE = 0, SK_METHOD_TYPED_ENTRY = 1 } SKMethodData;
const void *_Nullable sk_method_getData(SKMethod _Nonnull method, SKMethodData which);
void sk_method_setData(SKMethod _Nonnull method, SKMethodData which, const void *_Nullable value);
/// The implementation now in the record.
static inline SKIMP _Nonnull sk_method_getImplementation(SKMethod _Nonnull method) {
    return __atomic_load_n(&method->imp, __ATOMIC_ACQUIRE);
}
/// Atomically sets the implementation, returning the old one. Seen at once by every subclass.
SKIMP _Nonnull sk_method_setImplementation(SKMethod _Nonnull method, SKIMP _Nonnull imp);
/// Swaps two methods' implementations; refused with SK_ERR_ENCODING_MISMATCH if their
/// encodings describe different signatures.
SKStatus sk_method_exchangeImplementations(SKMethod _Nonnull a, SKMethod _Nonnull b);

// MARK: - Lookup

/// Slow path of `sk_lookup`: resolves through the superclass chain and fills the class's table.
SKIMP _Nullable sk_lookup_slow(SKClass _Nonnull cls, SKSide side, SKSel _Nonnull sel);
/// Slow path of `sk_lookup_receiver`: a seqlock-checked read of `receiver`'s override, starting
/// at entry `hint` of the selector's table (where the caller saw the receiver).
SKIMP _Nullable sk_override_read(const void *_Nonnull receiver, SKSide side, SKSel _Nonnull sel, uint32_t hint);

/// The implementation of `sel` for `cls`, searching superclasses; NULL if there is none.
/// Lock-free: table, chunk, slot and implementation loads. A super call passes the superclass
/// of the class whose method is running.
static inline SKIMP _Nullable sk_lookup(SKClass _Nonnull cls, SKSide side, SKSel _Nonnull sel) {
    struct sk_dtable *table = __atomic_load_n(&cls->dtables[side], __ATOMIC_ACQUIRE);
    uint32_t index = sel->index;
    uint32_t chunk_index = index >> SK_DTABLE_CHUNK_BITS;
    if (__builtin_expect(chunk_index < table->chunk_count, 1)) {
        struct sk_dtable_chunk *chunk = __atomic_load_n(&table->chunks[chunk_index], __ATOMIC_ACQUIRE);
        if (__builtin_expect(chunk != 0, 1)) {
            struct sk_method *method = __atomic_load_n(&chunk->slots[index & (SK_DTABLE_CHUNK_SIZE - 1)], __ATOMIC_ACQUIRE);
            if (__builtin_expect(method != 0, 1)) return __atomic_load_n(&method->imp, __ATOMIC_ACQUIRE);
        }
    }
    return sk_lookup_slow(cls, side, sel);
}

/// Like `sk_lookup`, but a per-object override for `receiver` wins. The receiver of a class
/// method is its class record. Costs one extra load unless some object overrides `sel`.
static inline SKIMP _Nullable sk_lookup_receiver(const void *_Nonnull receiver, SKClass _Nonnull cls,
                                                 SKSide side, SKSel _Nonnull sel) {
    if (__builtin_expect(__atomic_load_n(&sel->override_count, __ATOMIC_ACQUIRE) != 0, 0)) {
        struct sk_override_table *table = __atomic_load_n(&sel->overrides, __ATOMIC_ACQUIRE);
        for (uint32_t i = 0; table && i < table->capacity; i++) {
            if (__atomic_load_n(&table->entries[i].object, __ATOMIC_RELAXED) == receiver) {
                SKIMP imp = sk_override_read(receiver, side, sel, i);
                if (imp) return imp;
                break;
            }
        }
    }
    return sk_lookup(cls, side, sel);
}

// MARK: - Per-object side tables

/// Makes `object` answer `sel` with `imp`, whatever its class does. NULL `imp` removes it. `cls` is
/// the object's class (for a class-side override, whose receiver is a class record, that class):
/// a new override counts in its `changes` and its superclasses' while it lasts. Required to add
/// one; ignored otherwise.
SKStatus sk_object_setOverride(const void *_Nonnull object, SKClass _Nullable cls, SKSide side, SKSel _Nonnull sel,
                               SKIMP _Nullable imp);
/// Like `sk_object_setOverride` with a non-NULL `imp`, and gives the entry `context` in the same
/// write: what `sk_override_readContext` returns for calls that reach `imp` through it. A plain
/// `sk_object_setOverride` keeps the entry's context; removing the entry clears it.
SKStatus sk_object_setOverrideWithContext(const void *_Nonnull object, SKClass _Nullable cls, SKSide side, SKSel _Nonnull sel,
                                          SKIMP _Nonnull imp, const void *_Nullable context);
/// The context of `receiver`'s override of `sel`, read without a lock (as `sk_override_read`),
/// or NULL. For a typed entry point (one function shared by every object it overrides) to find
/// the closure it stands for.
const void *_Nullable sk_override_readContext(const void *_Nonnull receiver, SKSide side, SKSel _Nonnull sel);
/// The override `object` has for `sel`, or NULL.
SKIMP _Nullable sk_object_getOverride(const void *_Nonnull object, SKSide side, SKSel _Nonnull sel);
/// Removes every override of `object`; returns how many there were.
size_t sk_object_removeOverrides(const void *_Nonnull object);

/// Called with an associated value when it is replaced or removed (to release it).
typedef void (*SKReleaseFunction)(void *_Nullable value);
/// Associates `value` with `object` under `key` (compared by address), releasing any previous
/// value with its release function. A NULL `value` removes the association.
void sk_object_setAssociated(const void *_Nonnull object, const void *_Nonnull key,
                             void *_Nullable value, SKReleaseFunction _Nullable release);
/// The value associated with `object` under `key`, or NULL.
void *_Nullable sk_object_getAssociated(const void *_Nonnull object, const void *_Nonnull key);
/// Removes (and releases) every value associated with `object`; returns how many there were.
size_t sk_object_removeAssociated(const void *_Nonnull object);

// MARK: - Per-thread state for the Swift layer (Swift has no thread-local variables)

/// This thread's re-entry depth counter, for handlers that must not intercept their own calls.
uint32_t *_Nonnull sk_thread_guardDepth(void);
/// This thread's count of initializers running (an initializer calls another: a convenience one
/// a designated one, a subclass's its superclass's), so that only the outermost is a construction.
uint32_t *_Nonnull sk_thread_constructionDepth(void);
/// Set by a generated default implementation just before it calls a method whose replacement
/// dispatches through the table: that replacement, finding it set, clears it and runs the original.
bool *_Nonnull sk_thread_replacementPassThrough(void);
/// The value (of a struct or enum) whose generated replacement is calling through the table on
/// this thread, for the default implementation to run the original on; each call keeps the one
/// it replaced and puts it back.
typedef struct { void *_Nullable value; const void *_Nullable type; } SKReplacementValue;
SKReplacementValue *_Nonnull sk_thread_replacementValue(void);
/// Makes the next call of a dynamically replaced Swift function on this thread run its original
/// (the Swift runtime's own per-thread mark, `swift_getOrigOfReplaceable`). For async functions,
/// whose replacements cannot call the original themselves (swiftlang/swift#62214).
void sk_thread_callOriginalOfNextReplacement(void);
/// The calling thread: a number that identifies it while it lives (pthread_self), and whether it
/// is the process's main thread.
typedef struct { uint64_t id; bool isMain; } SKThreadIdentity;
SKThreadIdentity sk_thread_identity(void);

// MARK: - Locks

/// A mutex in one 32-bit word, 0 when unlocked: the runtime's own locks (`sk_lock`, the closure
/// pool's). Uncontended, locking and unlocking are one atomic operation each, against about 55
/// instructions for a pthread mutex's pair; a waiter sleeps on a futex. Its atomics are the
/// runtime's own code, so the thread sanitizer sees the order they make (unlike
/// `Synchronization.Mutex`'s, which are inside the standard library's compiled code). Not recursive.
void sk_mutex_lock(uint32_t *_Nonnull word);
void sk_mutex_unlock(uint32_t *_Nonnull word);
/// Where the Swift layers' mutex (`MutexWord`, whose word is an atomic in its owner that Swift
/// gives no address of) sleeps when contended: one process-wide futex word, moved by every wake.
/// A waiter reads `sk_parking_generation` before it checks its lock, then parks on what it read:
/// a wake in between moved the word, so `sk_park` returns at once. `sk_unpark_all` wakes every
/// parked thread; each rechecks its own lock.
uint32_t sk_parking_generation(void);
void sk_park(uint32_t generation);
void sk_unpark_all(void);

/// `size` bytes, uninitialized, aligned for any scalar (16 bytes): for the Swift layer's buffers
/// (evidence chunks, argument patterns). `malloc`'s, where Swift's `allocate` asks for a default
/// alignment through `posix_memalign`, about 50 instructions more a block. Freed by `sk_block_free`.
void *_Nonnull sk_block_alloc(size_t size);
void sk_block_free(void *_Nullable block);

// MARK: - Type encodings and generic calls (libffi)

/// Parses an Objective-C style method type encoding, return type first, then the receiver
/// (`@`, `#` or `^v`), the selector (`:`) and the arguments: `q@:qq` is `(Int, Int) -> Int`.
/// Scalars: c C s S i I l L q Q f d B v; pointers: ^type * @ # :; structs {name=types}; arrays
/// [Ntype] inside structs. Offsets (digits) and qualifiers (r n N o O R V) are skipped. Unions,
/// bit-fields, long double, variadics and by-value structs larger than 64 KiB are
/// SK_ERR_UNSUPPORTED_TYPE; anything else that does not parse is SK_ERR_BAD_ENCODING. The
/// result is cached and shared per encoding string.
SKSignature _Nullable sk_signature_get(const char *_Nonnull types, SKStatus *_Nullable status);
/// Number of arguments, counting the receiver and the selector.
size_t sk_signature_argumentCount(SKSignature _Nonnull signature);
/// Byte size of the return value (0 for void) and of argument `index`.
size_t sk_signature_returnSize(SKSignature _Nonnull signature);
size_t sk_signature_argumentSize(SKSignature _Nonnull signature, size_t index);
/// True if two encodings describe the same C signature (same ABI types, names ignored).
bool sk_signature_equal(SKSignature _Nonnull a, SKSignature _Nonnull b);
/// The canonical encoding: offsets and qualifiers removed.
const char *_Nonnull sk_signature_encoding(SKSignature _Nonnull signature);

/// Calls `imp` with `signature`. `args[i]` points at argument i's value; `ret` receives the
/// return value at its natural size (NULL for void). Integer results are never widened here.
/// `args` is left as it was (libffi alone would repoint large struct arguments at its copies).
void sk_call(SKSignature _Nonnull signature, SKIMP _Nonnull imp, void *_Nullable ret,
             void *_Nullable const *_Nonnull args);

/// A typed caller of one signature: calls `imp` with `args` and writes the result into `ret`,
/// exactly as `sk_call` does. Code that knows the concrete C types (the macro's) provides one.
typedef void (*SKInvoker)(SKIMP _Nonnull imp, void *_Nullable ret, void *_Nullable const *_Nonnull args);
/// Makes `sk_call` use `invoker` for `signature` instead of libffi. The first invoker set stays:
/// setting another returns SK_ERR_EXISTS (the same one again is SK_OK); NULL is
/// SK_ERR_INVALID_ARGUMENT. The invoker must call exactly the C signature the encoding describes.
SKStatus sk_signature_setInvoker(SKSignature _Nonnull signature, SKInvoker _Nonnull invoker);
/// Whether `sk_call` on `signature` uses a typed invoker.
bool sk_signature_hasInvoker(SKSignature _Nonnull signature);

/// A closure's handler: the same shape as `sk_call`'s arguments, plus the user data.
typedef void (*SKHandler)(SKSignature _Nonnull signature, void *_Nullable ret,
                          void *_Nullable const *_Nonnull args, void *_Nullable user_data);

/// Makes an `SKIMP` of `signature` that calls `handler(signature, ret, args, user_data)`.
/// `release` (may be NULL) is called on `user_data` once the closure can no longer run it.
SKClosure _Nullable sk_closure_create(SKSignature _Nonnull signature, SKHandler _Nonnull handler,
                                      void *_Nullable user_data, SKReleaseFunction _Nullable release,
                                      SKStatus *_Nullable status);
/// Enters the closure as a call through its entry point would, running nothing: until the matching
/// `sk_closure_leave` on this thread its user data stays alive. For a typed entry point that runs
/// a layer in two halves around the call it passes on. Gives the user data and returns true, or
/// returns false if the closure was retired long enough ago that it is gone; leave it either
/// way, innermost first.
bool sk_closure_enter(SKClosure _Nonnull closure, void *_Nullable *_Nonnull userData);
/// Leaves the closure this thread entered last.
void sk_closure_leave(SKClosure _Nonnull closure);
/// The closure's entry point: put it in a table.
SKIMP _Nonnull sk_closure_imp(SKClosure _Nonnull closure);
/// Whether no thread is inside the closure now (in its handler, or between `sk_closure_enter` and
/// `sk_closure_leave`). Sequentially consistent with `sk_closure_enter`: a thread that enters
/// after a `true` answer sees what the caller stored, sequentially consistent, before asking.
bool sk_closure_isIdle(SKClosure _Nonnull closure);
/// Gives a closure back. Its code stays valid: a thread that loaded its IMP before the table was
/// changed still runs the handler with the same user data. It is reused (for the same signature,
/// and `release` then called on the old user data) only once no thread is inside it and it has
/// been retired for at least a grace period, so retired closures stay bounded.
void sk_closure_retire(SKClosure _Nonnull closure);
/// Closures alive (in use or retired but not yet reused): for leak checks.
size_t sk_closure_liveCount(void);

// MARK: Test attachments

/// Attaches `text` as `name` to the running test at the given place: defined by SwizzleKit's test
/// integration (the one layer that links a test framework), and weak here, so that the spies'
/// layer can reach it without linking a test framework and a process without it (a production
/// binary) simply has none.
extern void swizzlekit_record_evidence_attachment(const char *_Nonnull name, const char *_Nonnull text,
                                                  const char *_Nonnull fileID, const char *_Nonnull filePath,
                                                  long line, long column) __attribute__((weak));
/// Whether this process has SwizzleKit's test attachments.
static inline bool sk_test_attachments_available(void) { return swizzlekit_record_evidence_attachment != NULL; }
/// Attaches `text` as `name` to the running test, if this process can (else does nothing).
static inline void sk_record_test_attachment(const char *_Nonnull name, const char *_Nonnull text,
                                             const char *_Nonnull fileID, const char *_Nonnull filePath,
                                             long line, long column) {
    if (swizzlekit_record_evidence_attachment != NULL) {
        swizzlekit_record_evidence_attachment(name, text, fileID, filePath, line, column);
    }
}

#ifdef __cplusplus
}
#endif
#endif
