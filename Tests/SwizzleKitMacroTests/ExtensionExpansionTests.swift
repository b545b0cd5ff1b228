import MacroTesting
import SwiftSyntax
import SwiftSyntaxMacros
import SwizzleKitMacros
import Testing
import TestThreads

/// `@SwizzlableExtension` as the compiler runs it: the member and member-attribute roles only (a
/// macro with an extension role cannot be attached to an extension).
enum ExtensionSwizzlable: MemberMacro, MemberAttributeMacro {
    static func expansion(
        of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        try SwizzlableMacro.expansion(of: node, providingMembersOf: declaration, conformingTo: protocols, in: context)
    }

    static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
        providingAttributesFor member: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [AttributeSyntax] {
        try SwizzlableMacro.expansion(of: node, attachedTo: declaration, providingAttributesFor: member, in: context)
    }
}

/// Expansions of `@SwizzlableExtension`: each dispatched method carries its own entry, the members
/// get their copies and typed references, and what stays plain is said.
@Suite(.macros(["SwizzlableExtension": ExtensionSwizzlable.self, "_SwizzlableDispatch": DispatchBodyMacro.self]), .onItsOwnThreads)
struct ExtensionExpansionTests {
    @Test func aConformanceMethodAndAClassMethod() {
        assertMacro {
            """
            @SwizzlableExtension
            extension Dog: Greeter {
                func greet(_ name: String) -> String { "hi \\(name)" }
                static func kind() -> Int { 4 }
            }
            """
        } expansion: {
            #"""
            extension Dog: Greeter {
                func greet(_ name: String) -> String {
                #if DEBUG
                /// This method's entry: Dog adds it to its table when it registers. (An extension of a generic class
                /// or of an actor cannot hold it: declare such a method in the class's body, where @Swizzlable dispatches it.)
                nonisolated enum __SwizzleEntry {
                    static let slot = SwizzleRuntime._SelectorSlot("greet(_:)")
                    static let record = SwizzleRuntime._ClassRecordSlot()
                    @section("swizzlekit_extensions") @used
                    static let registration: SwizzleRuntime._SwizzleMacroSupport.ExtensionRecord = { __class, __registration in
                        SwizzleRuntime._SwizzleMacroSupport.registerExtension(
                            of: Dog.self, ifRegistering: __class, __registration, record: __SwizzleEntry.record
                        ) { __registrar in
                            try SwizzleRuntime._SwizzleMacroSupport.add(__registrar, __SwizzleEntry.slot, .instance, { __receiver, _, __a0, __result in
                                SwizzleRuntime._SwizzleMacroSupport.setResult(
                                    __result,
                                    SwizzleRuntime._SwizzleMacroSupport.object(__receiver, as: Dog.self).__swizzle_original(
                                        greet: (), SwizzleRuntime._SwizzleMacroSupport.argument(__a0, as: (String).self)
                                    ) as (String)
                                )
                            } as @convention(c) (Swift.UnsafeMutableRawPointer, Swift.UnsafeRawPointer, Swift.UnsafeMutableRawPointer, Swift.UnsafeMutableRawPointer) -> Swift.Void, SwizzleRuntime._SwizzleMacroSupport.signature((String).self, returning: (String).self, passing: "pointer -> pointer"), invoker: { __f, __r, __a in Swift.unsafeBitCast(__f, to: (@convention(c) (Swift.UnsafeMutableRawPointer, Swift.UnsafeRawPointer, Swift.UnsafeMutableRawPointer, Swift.UnsafeMutableRawPointer) -> Swift.Void).self)(SwizzleRuntime._SwizzleMacroSupport.cArgument(__a, 0, as: (Swift.UnsafeMutableRawPointer).self), SwizzleRuntime._SwizzleMacroSupport.cArgument(__a, 1, as: (Swift.UnsafeRawPointer).self), SwizzleRuntime._SwizzleMacroSupport.cArgument(__a, 2, as: (Swift.UnsafeMutableRawPointer).self), SwizzleRuntime._SwizzleMacroSupport.cArgument(__a, 3, as: (Swift.UnsafeMutableRawPointer).self)) }, entry: { __r, __c, __e0, __e1 in
                                var words = (
                                    SwizzleRuntime._SwizzleMacroSupport.word(__r),
                                    SwizzleRuntime._SwizzleMacroSupport.word(__c),
                                    SwizzleRuntime._SwizzleMacroSupport.word(__e0),
                                    SwizzleRuntime._SwizzleMacroSupport.word(__e1)
                                )
                                var call = SwizzleRuntime._SwizzleMacroSupport.TypedCall(.instance)
                                guard let below = call.enter(
                                    &words,
                                    as: (
                                        @convention(c) (
                                            Swift.UnsafeMutableRawPointer, Swift.UnsafeRawPointer,
                                            Swift.UnsafeMutableRawPointer, Swift.UnsafeMutableRawPointer
                                        ) -> Swift.Void
                                    ).self
                                ) else { return call.answer() }
                                return call.leave(below(__r, __c, __e0, __e1), &words)
                            })
                        }
                    }
                }
                if __SwizzleEntry.slot.isUnreplaced(for: self.receiverPointer) {
                    return self.__swizzle_original(greet: (), name)
                }
                return SwizzleRuntime._SwizzleMacroSupport.CCall_Pointer_Pointer_returning_Void.dispatch(
                    name, returning: (String).self, on: self, method: __SwizzleEntry.slot
                )
                #else
                "hi \(name)"
                #endif
                }
                static func kind() -> Int {
                #if DEBUG
                /// This method's entry: Dog adds it to its table when it registers. (An extension of a generic class
                /// or of an actor cannot hold it: declare such a method in the class's body, where @Swizzlable dispatches it.)
                nonisolated enum __SwizzleEntry {
                    static let slot = SwizzleRuntime._SelectorSlot("kind()")
                    static let record = SwizzleRuntime._ClassRecordSlot()
                    @section("swizzlekit_extensions") @used
                    static let registration: SwizzleRuntime._SwizzleMacroSupport.ExtensionRecord = { __class, __registration in
                        SwizzleRuntime._SwizzleMacroSupport.registerExtension(
                            of: Dog.self, ifRegistering: __class, __registration, record: __SwizzleEntry.record
                        ) { __registrar in
                            try SwizzleRuntime._SwizzleMacroSupport.add(__registrar, __SwizzleEntry.slot, .class, { __receiver, _ in
                                return SwizzleRuntime._SwizzleMacroSupport.metatype(
                                    __receiver, as: Dog.self
                                ).__swizzle_original(kind: ())
                            } as @convention(c) (Swift.UnsafeMutableRawPointer, Swift.UnsafeRawPointer) -> Swift.Int, SwizzleRuntime._SwizzleMacroSupport.signature(returning: (Int).self, passing: "-> value"), invoker: { __f, __r, __a in SwizzleRuntime._SwizzleMacroSupport.store(Swift.unsafeBitCast(__f, to: (@convention(c) (Swift.UnsafeMutableRawPointer, Swift.UnsafeRawPointer) -> Swift.Int).self)(SwizzleRuntime._SwizzleMacroSupport.cArgument(__a, 0, as: (Swift.UnsafeMutableRawPointer).self), SwizzleRuntime._SwizzleMacroSupport.cArgument(__a, 1, as: (Swift.UnsafeRawPointer).self)), into: __r) }, entry: { __r, __c in
                                var words = (
                                    SwizzleRuntime._SwizzleMacroSupport.word(__r), SwizzleRuntime._SwizzleMacroSupport.word(__c)
                                )
                                var call = SwizzleRuntime._SwizzleMacroSupport.TypedCall(.class)
                                guard let below = call.enter(
                                    &words,
                                    as: (
                                        @convention(c) (Swift.UnsafeMutableRawPointer, Swift.UnsafeRawPointer) -> Swift.Int
                                    ).self
                                ) else { return call.answer() }
                                return call.leave(below(__r, __c), &words)
                            })
                        }
                    }
                }
                let __swizzleClass = SwizzleRuntime._SwizzleMacroSupport.runtimeClass(
                    of: self, declaredIn: Dog.self, record: __SwizzleEntry.record
                )
                if __SwizzleEntry.slot.isUnreplaced(forClass: __swizzleClass) {
                    return self.__swizzle_original(kind: ())
                }
                guard let __swizzleIMP = SwizzleRuntime._SwizzleMacroSupport.lookedUpClassReplacement(
                    of: __SwizzleEntry.slot, in: __swizzleClass,
                    as: SwizzleRuntime._SwizzleMacroSupport.CCall_returning_Int.IMP.self
                ) else {
                    return self.__swizzle_original(kind: ())
                }
                let __swizzleSelector = __SwizzleEntry.slot.selector
                return __swizzleIMP(
                    SwizzleRuntime._SwizzleMacroSupport.classReceiver(__swizzleClass),
                    SwizzleRuntime._SwizzleMacroSupport.cmd(__swizzleSelector)
                )
                #else
                4
                #endif
                }

                #if DEBUG
                private final func __swizzle_original(greet _: Swift.Void, _ name: String) -> String {
                #sourceLocation(file: "Test.swift", line: 3)
                "hi \(name)" 
                #sourceLocation()
                }

                private static func __swizzle_original(kind _: Swift.Void) -> Int {
                #sourceLocation(file: "Test.swift", line: 4)
                4 
                #sourceLocation()
                }
                #endif

                /// The typed reference of 'greet(_:)', for spies, stubs and verifications
                /// (generated by @Swizzlable).
                nonisolated static func swizzleMethod(greet _: Swift.Void) -> SwizzleRuntime.SwizzleMethod<String, String> {
                    .init(SwizzleRuntime.Selector("greet(_:)"), .instance)
                }

                /// The typed reference of 'kind()', for spies, stubs and verifications
                /// (generated by @Swizzlable).
                nonisolated static func swizzleMethod(kind _: Swift.Void) -> SwizzleRuntime.SwizzleMethod<Int> {
                    .init(SwizzleRuntime.Selector("kind()"), .class)
                }
            }
            """#
        }
    }

    @Test func whatAnExtensionLeavesPlainIsSaidAndListed() {
        assertMacro {
            """
            @SwizzlableExtension
            extension Dog: Equatable {
                static func == (lhs: Dog, rhs: Dog) -> Bool { lhs === rhs }
                convenience init(tag: Int) { self.init() }
                func wrap<T>(_ value: T) -> [T] { [value] }
                func loudBark() -> String { super.bark() + "!" }
                var loud: String { "WOOF" }
            }
            """
        } diagnostics: {
            """
            @SwizzlableExtension
            extension Dog: Equatable {
                static func == (lhs: Dog, rhs: Dog) -> Bool { lhs === rhs }
                convenience init(tag: Int) { self.init() }
                func wrap<T>(_ value: T) -> [T] { [value] }
                func loudBark() -> String { super.bark() + "!" }
                ┬───────────────────────────────────────────────
                ╰─ ⚠️ 'loudBark' is not dispatched: it calls super, and an extension does not say whether the superclass is @Swizzlable; declare it in the class's body to dispatch it, or mark it @NotSwizzled
                var loud: String { "WOOF" }
            }
            """
        } expansion: {
            """
            extension Dog: Equatable {
                static func == (lhs: Dog, rhs: Dog) -> Bool { lhs === rhs }
                convenience init(tag: Int) { self.init() }
                func wrap<T>(_ value: T) -> [T] {
                #if DEBUG
                let __swizzleEntry = Dog.__swizzle_generic(entryOf: (), wrap____: ())
                guard let __swizzleIMP = SwizzleRuntime._SwizzleMacroSupport.replacement(
                    of: __swizzleEntry.slot, for: self, declaredIn: Dog.self, record: __swizzleEntry.record,
                    as: SwizzleRuntime._SwizzleMacroSupport.CCall_Pointer_Pointer_returning_Void.IMP.self
                ) else {
                    return self.__swizzle_generic(wrap: (), value)
                }
                let __swizzleSelector = __swizzleEntry.slot.selector
                return SwizzleRuntime._SwizzleMacroSupport.CCall_Pointer_Pointer_returning_Void.call(
                    __swizzleIMP, self.receiverPointer, __swizzleSelector, value as Any,
                    returning: (SwizzleRuntime._GenericCall<Swift.Never>).self
                ).resolve(as: ([T]).self) { self.__swizzle_generic(wrap: (), value) }
                #else
                [value]
                #endif
                }
                func loudBark() -> String { super.bark() + "!" }
                var loud: String { "WOOF" }

                #if DEBUG
                private final func __swizzle_generic<T>(wrap _: Swift.Void, _ value: T) -> [T] {
                #sourceLocation(file: "Test.swift", line: 5)
                [value] 
                #sourceLocation()
                }

                /// Keeps the entry of the generic method 'wrap(_:)', which its dispatch reads (generated by @Swizzlable).
                nonisolated private static func __swizzle_generic(entryOf _: Swift.Void, wrap____ _: Swift.Void) -> SwizzleRuntime._ExtensionEntry {
                    /// This method's entry: Dog adds it to its table when it registers. (An extension of a generic class
                    /// or of an actor cannot hold it: declare such a method in the class's body, where @Swizzlable dispatches it.)
                    nonisolated enum __SwizzleEntry {
                        static let slot = SwizzleRuntime._SelectorSlot("wrap(_:)")
                        static let record = SwizzleRuntime._ClassRecordSlot()
                        @section("swizzlekit_extensions") @used
                        static let registration: SwizzleRuntime._SwizzleMacroSupport.ExtensionRecord = { __class, __registration in
                            SwizzleRuntime._SwizzleMacroSupport.registerExtension(
                                of: Dog.self, ifRegistering: __class, __registration, record: __SwizzleEntry.record
                            ) { __registrar in
                                try SwizzleRuntime._SwizzleMacroSupport.add(__registrar, __SwizzleEntry.slot, .instance, { __receiver, _, __a0, __result in
                                    SwizzleRuntime._SwizzleMacroSupport.setResult(
                                        __result, SwizzleRuntime._GenericCall<Swift.Never>.forwarding
                                    )
                                } as @convention(c) (Swift.UnsafeMutableRawPointer, Swift.UnsafeRawPointer, Swift.UnsafeMutableRawPointer, Swift.UnsafeMutableRawPointer) -> Swift.Void, SwizzleRuntime._SwizzleMacroSupport.signature((Any).self, returning: (SwizzleRuntime._GenericCall<Swift.Never>).self, passing: "pointer -> pointer"), invoker: { __f, __r, __a in Swift.unsafeBitCast(__f, to: (@convention(c) (Swift.UnsafeMutableRawPointer, Swift.UnsafeRawPointer, Swift.UnsafeMutableRawPointer, Swift.UnsafeMutableRawPointer) -> Swift.Void).self)(SwizzleRuntime._SwizzleMacroSupport.cArgument(__a, 0, as: (Swift.UnsafeMutableRawPointer).self), SwizzleRuntime._SwizzleMacroSupport.cArgument(__a, 1, as: (Swift.UnsafeRawPointer).self), SwizzleRuntime._SwizzleMacroSupport.cArgument(__a, 2, as: (Swift.UnsafeMutableRawPointer).self), SwizzleRuntime._SwizzleMacroSupport.cArgument(__a, 3, as: (Swift.UnsafeMutableRawPointer).self)) }, entry: { __r, __c, __e0, __e1 in
                                    var words = (
                                        SwizzleRuntime._SwizzleMacroSupport.word(__r),
                                        SwizzleRuntime._SwizzleMacroSupport.word(__c),
                                        SwizzleRuntime._SwizzleMacroSupport.word(__e0),
                                        SwizzleRuntime._SwizzleMacroSupport.word(__e1)
                                    )
                                    var call = SwizzleRuntime._SwizzleMacroSupport.TypedCall(.instance)
                                    guard let below = call.enter(
                                        &words,
                                        as: (
                                            @convention(c) (
                                                Swift.UnsafeMutableRawPointer, Swift.UnsafeRawPointer,
                                                Swift.UnsafeMutableRawPointer, Swift.UnsafeMutableRawPointer
                                            ) -> Swift.Void
                                        ).self
                                    ) else { return call.answer() }
                                    return call.leave(below(__r, __c, __e0, __e1), &words)
                                })
                            }
                        }
                    }
                    return SwizzleRuntime._ExtensionEntry(slot: __SwizzleEntry.slot, record: __SwizzleEntry.record)
                }

                /// What this extension of Dog leaves plain Swift, with why: Dog lists it when it registers.
                @section("swizzlekit_extensions") @used
                private static let __macro_local_34plainMembers_TestModuleTestswift_1fMu_: SwizzleRuntime._SwizzleMacroSupport.ExtensionRecord = { __class, __registration in
                    SwizzleRuntime._SwizzleMacroSupport.listExtensionMembers(
                        of: Dog.self, ifRegistering: __class, __registration,
                        undispatched: [("==(_:_:)", .class, "an operator has no selector"), ("init(tag:)", .class, "an initializer declared in an extension has no make factory; declare it in the class's body, where @Swizzlable gives it one"), ("loudBark()", .instance, "it calls super, and an extension does not say whether the superclass is @Swizzlable"), ("getter:loud", .instance, "a computed property's accessors are written in the source, which no macro can replace; have them call methods, which are dispatched")])
                }
                #endif

                /// The typed reference of 'wrap(_:)', for spies, stubs and verifications
                /// (generated by @Swizzlable).
                nonisolated static func swizzleMethod(wrap _: Swift.Void) -> SwizzleRuntime.SwizzleMethod<Any, Any> {
                    .init(SwizzleRuntime.Selector("wrap(_:)"), .instance)
                }
            }
            """
        }
    }

    @Test func aMainActorExtensionAndARelaseBuildCondition() {
        assertMacro {
            """
            @MainActor
            @SwizzlableExtension(behindPreprocessorFlag: "TESTING")
            extension Banner {
                func shout(_ times: Int) -> Int { times }
            }
            """
        } expansion: {
            """
            @MainActor
            extension Banner {
                func shout(_ times: Int) -> Int {
                #if TESTING
                /// This method's entry: Banner adds it to its table when it registers. (An extension of a generic class
                /// or of an actor cannot hold it: declare such a method in the class's body, where @Swizzlable dispatches it.)
                nonisolated enum __SwizzleEntry {
                    static let slot = SwizzleRuntime._SelectorSlot("shout(_:)")
                    static let record = SwizzleRuntime._ClassRecordSlot()
                    @section("swizzlekit_extensions") @used
                    static let registration: SwizzleRuntime._SwizzleMacroSupport.ExtensionRecord = { __class, __registration in
                        SwizzleRuntime._SwizzleMacroSupport.registerExtension(
                            of: Banner.self, ifRegistering: __class, __registration, record: __SwizzleEntry.record
                        ) { __registrar in
                            try SwizzleRuntime._SwizzleMacroSupport.add(__registrar, __SwizzleEntry.slot, .instance, { __receiver, _, __a0 in
                                return SwizzleRuntime._SwizzleMacroSupport.onMainActor(
                                    SwizzleRuntime._SwizzleMacroSupport.object(__receiver, as: Banner.self), __a0
                                ) { __object, __arguments in __object.__swizzle_original(shout: (), __arguments) }
                            } as @convention(c) (Swift.UnsafeMutableRawPointer, Swift.UnsafeRawPointer, Swift.Int) -> Swift.Int, SwizzleRuntime._SwizzleMacroSupport.signature((Int).self, returning: (Int).self, passing: "value -> value"), invoker: { __f, __r, __a in SwizzleRuntime._SwizzleMacroSupport.store(Swift.unsafeBitCast(__f, to: (@convention(c) (Swift.UnsafeMutableRawPointer, Swift.UnsafeRawPointer, Swift.Int) -> Swift.Int).self)(SwizzleRuntime._SwizzleMacroSupport.cArgument(__a, 0, as: (Swift.UnsafeMutableRawPointer).self), SwizzleRuntime._SwizzleMacroSupport.cArgument(__a, 1, as: (Swift.UnsafeRawPointer).self), SwizzleRuntime._SwizzleMacroSupport.cArgument(__a, 2, as: (Swift.Int).self)), into: __r) }, entry: { __r, __c, __e0 in
                                var words = (
                                    SwizzleRuntime._SwizzleMacroSupport.word(__r),
                                    SwizzleRuntime._SwizzleMacroSupport.word(__c),
                                    SwizzleRuntime._SwizzleMacroSupport.word(__e0)
                                )
                                var call = SwizzleRuntime._SwizzleMacroSupport.TypedCall(.instance)
                                guard let below = call.enter(
                                    &words,
                                    as: (
                                        @convention(c) (
                                            Swift.UnsafeMutableRawPointer, Swift.UnsafeRawPointer, Swift.Int
                                        ) -> Swift.Int
                                    ).self
                                ) else { return call.answer() }
                                return call.leave(below(__r, __c, __e0), &words)
                            })
                        }
                    }
                }
                if __SwizzleEntry.slot.isUnreplaced(for: self.receiverPointer) {
                    return self.__swizzle_original(shout: (), times)
                }
                return SwizzleRuntime._SwizzleMacroSupport.CCall_Int_returning_Int.dispatch(
                    times, on: self, method: __SwizzleEntry.slot
                )
                #else
                times
                #endif
                }

                #if TESTING
                private final func __swizzle_original(shout _: Swift.Void, _ times: Int) -> Int {
                #sourceLocation(file: "Test.swift", line: 4)
                times 
                #sourceLocation()
                }
                #endif

                /// The typed reference of 'shout(_:)', for spies, stubs and verifications
                /// (generated by @Swizzlable).
                nonisolated static func swizzleMethod(shout _: Swift.Void) -> SwizzleRuntime.SwizzleMethod<Int, Int> {
                    .init(SwizzleRuntime.Selector("shout(_:)"), .instance)
                }
            }
            """
        }
    }
}

/// `@Swizzlable` itself on an extension: the compiler refuses the attribute, and its member role
/// (which still runs) says what to write instead, with a fix-it, and generates nothing.
@Suite(.macros(["Swizzlable": ExtensionSwizzlable.self, "_SwizzlableDispatch": DispatchBodyMacro.self]), .onItsOwnThreads)
struct SwizzlableOnAnExtensionTests {
    @Test func itSaysToWriteSwizzlableExtension() {
        assertMacro {
            """
            @Swizzlable
            extension Dog {
                func wag() -> Int { 1 }
            }
            """
        } diagnostics: {
            """
            @Swizzlable
            ┬──────────
            ╰─ 🛑 an extension's methods join its class's table with @SwizzlableExtension: Swift 6.3 cannot attach @Swizzlable (which adds conformances) to an extension
               ✏️ Use '@SwizzlableExtension'
            extension Dog {
                func wag() -> Int { 1 }
            }
            """
        } fixes: {
            """
            @SwizzlableExtension
            extension Dog {
                func wag() -> Int { 1 }
            }
            """
        } expansion: {
            """
            @SwizzlableExtension
            extension Dog {
                func wag() -> Int { 1 }
            }
            """
        }
    }
}
