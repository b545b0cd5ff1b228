import MacroTesting
import XCTest

/// Misuse and members left plain: the diagnostics a build shows, with their fix-its. XCTest.
final class DiagnosticExpansionTests: XCTestCase {
    override func invokeTest() {
        withMacroTesting(macros: rootMacros) { super.invokeTest() }
    }

    func testStruct() {
        assertMacro {
            """
            @Swizzlable
            struct Point {
                func length() -> Int { 0 }
            }
            """
        } diagnostics: {
            """
            @Swizzlable
            struct Point {
            ┬─────
            ╰─ 🛑 @Swizzlable applies to classes, not a struct: value types have no identity to spy on and no subclasses to dispatch to
               ✏️ Make it a final class
               ✏️ Remove '@Swizzlable'
                func length() -> Int { 0 }
            }
            """
        } fixes: {
            """
            final class Point {
                func length() -> Int { 0 }
            }
            """
        } expansion: {
            """
            final class Point {
                func length() -> Int { 0 }
            }
            """
        }
    }

    func testEnum() {
        assertMacro {
            """
            @Swizzlable
            enum Mode { case on }
            """
        } diagnostics: {
            """
            @Swizzlable
            enum Mode { case on }
            ┬───
            ╰─ 🛑 @Swizzlable applies to classes, not an enum: value types have no identity to spy on
               ✏️ Remove '@Swizzlable'
            """
        } fixes: {
            """
            enum Mode { case on }
            """
        } expansion: {
            """
            enum Mode { case on 
            }
            """
        }
    }

    /// An actor opts in like a final class: `static` type members, and no diagnostic.
    func testActor() {
        assertMacro {
            """
            @Swizzlable
            actor Store {}
            """
        } expansion: {
            #"""
            actor Store {

                private static let __swizzle_Store_record = SwizzleRuntime._ClassRecordSlot()

                private static let __swizzle_Store_registration: RuntimeClass = _SwizzleMacroSupport.register(Store.self, superclass: nil)

                private static var __swizzle_Store_class: RuntimeClass {
                    __swizzle_Store_record.runtimeClass {
                        __swizzle_Store_registration
                    }
                }

                static var runtimeClass: RuntimeClass {
                    __swizzle_Store_class
                }

                /// Store's typed method references, for spies, stubs and verifications: `\.name`.
                struct SwizzleMethods: SwizzleRuntime.SwizzleMethodNamespace {
                    init() {
                    }
                }
            }

            extension Store: SwizzleRuntime.Swizzlable, SwizzleRuntime.SwizzleMethodProviding {
            }
            """#
        }
    }

    func testProtocol() {
        assertMacro {
            """
            @Swizzlable
            protocol Service {}
            """
        } diagnostics: {
            """
            @Swizzlable
            protocol Service {}
            ┬───────
            ╰─ 🛑 @Swizzlable applies to classes, not a protocol: a protocol has no implementations to put in the table; mark the conforming classes
               ✏️ Remove '@Swizzlable'
            """
        } fixes: {
            """
            protocol Service {}
            """
        } expansion: {
            """
            protocol Service {}
            """
        }
    }

    func testGenericClass() {
        assertMacro {
            """
            @Swizzlable
            class Box<T> {}
            """
        } diagnostics: {
            """
            @Swizzlable
            class Box<T> {}
                     ┬──
                     ╰─ 🛑 @Swizzlable does not support generic classes yet: a generic type cannot have the static stored properties that hold its record and selectors
                        ✏️ Remove '@Swizzlable'
            """
        } fixes: {
            """
            class Box<T> {}
            """
        } expansion: {
            """
            class Box<T> {}
            """
        }
    }

    func testBadFlag() {
        assertMacro {
            """
            @Swizzlable(behindPreprocessorFlag: "not a flag")
            class Dog {}
            """
        } diagnostics: {
            """
            @Swizzlable(behindPreprocessorFlag: "not a flag")
                                                ┬───────────
                                                ╰─ 🛑 behindPreprocessorFlag must be a string literal naming one compilation condition, such as "DEBUG"
            class Dog {}
            """
        }
    }

    func testRuntimeClassDeclaredByHand() {
        assertMacro {
            """
            @Swizzlable
            class Dog {
                class var runtimeClass: RuntimeClass { fatalError() }
            }
            """
        } diagnostics: {
            """
            @Swizzlable
            class Dog {
                class var runtimeClass: RuntimeClass { fatalError() }
                ┬────────────────────────────────────────────────────
                ╰─ 🛑 @Swizzlable declares 'runtimeClass' itself; remove this one
                   ✏️ Remove this 'runtimeClass'
            }
            """
        } fixes: {
            """
            @Swizzlable
            class Dog {
            }
            """
        } expansion: {
            #"""
            class Dog {

                private static let __swizzle_Dog_record = SwizzleRuntime._ClassRecordSlot()

                private static let __swizzle_Dog_registration: RuntimeClass = _SwizzleMacroSupport.register(Dog.self, superclass: nil)

                private static var __swizzle_Dog_class: RuntimeClass {
                    __swizzle_Dog_record.runtimeClass {
                        __swizzle_Dog_registration
                    }
                }

                class var runtimeClass: RuntimeClass {
                    __swizzle_Dog_class
                }

                /// Dog's typed method references, for spies, stubs and verifications: `\.name`.
                struct SwizzleMethods: SwizzleRuntime.SwizzleMethodNamespace {
                    init() {
                    }
                }
            }

            extension Dog: SwizzleRuntime.Swizzlable, SwizzleRuntime.SwizzleMethodProviding {
            }
            """#
        }
    }

    func testMembersLeftPlainWarnWithTheReason() {
        assertMacro {
            """
            @Swizzlable
            class Feed {
                func fetch() async -> Int { 1 }
                func each(_ body: (Int) throws -> Void) async rethrows {}
                func swap<T>(_ a: inout T, _ b: inout T) {}
                func copy() -> Self { self }
                var count: Int { 1 }
                subscript(index: Int) -> Int { index }
                func size(_ a: Int) -> Int { a }
                func size(_ a: String) -> Int { 0 }
            }
            """
        } diagnostics: {
            """
            @Swizzlable
            class Feed {
                func fetch() async -> Int { 1 }
                func each(_ body: (Int) throws -> Void) async rethrows {}
                ┬────────────────────────────────────────────────────────
                ╰─ ⚠️ 'each' is not dispatched: an async rethrows method cannot cross the table yet; it stays a plain Swift method
                func swap<T>(_ a: inout T, _ b: inout T) {}
                ┬──────────────────────────────────────────
                ╰─ ⚠️ 'swap' is not dispatched: an inout argument of a generic type cannot be boxed to cross the table; it stays a plain Swift method
                func copy() -> Self { self }
                ┬───────────────────────────
                ╰─ ⚠️ 'copy' is not dispatched: a 'Self' type has no concrete type the table's signature can use; it stays a plain Swift method
                var count: Int { 1 }
                ┬───────────────────
                ╰─ ⚠️ computed property 'count' is not dispatched: a macro cannot replace accessors written in the source; make its getter and setter methods to dispatch them
                subscript(index: Int) -> Int { index }
                ┬─────────────────────────────────────
                ╰─ ⚠️ this subscript is not dispatched: a macro cannot replace accessors written in the source; use methods to dispatch them
                func size(_ a: Int) -> Int { a }
                func size(_ a: String) -> Int { 0 }
                ┬──────────────────────────────────
                ╰─ ⚠️ 'size' is not dispatched: another method of Feed has the selector 'size(_:)', so only the first one is in the table
            }
            """
        } expansion: {
            #"""
            class Feed {
                func fetch() async -> Int {
                typealias __SwizzleIMP = @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, UnsafeMutableRawPointer) -> Void
                let __swizzleSelector = Feed.__swizzle_Feed_sel_fetch__.selector
                let __swizzleIMP = _SwizzleMacroSupport.implementation(of: __swizzleSelector, for: self, declaredIn: Feed.self, record: Feed.__swizzle_Feed_record, as: __SwizzleIMP.self)
                if Feed.__swizzle_Feed_sel_fetch__.isDefault(__swizzleIMP) { return await self.__swizzle_Feed_fetch() }
                let __swizzleCall = { () -> _AsyncCall<Int, Never> in
                    return _SwizzleMacroSupport.returning((_AsyncCall<Int, Never>).self) { __swizzleResult in __swizzleIMP(self.receiverPointer, _SwizzleMacroSupport.cmd(__swizzleSelector), __swizzleResult) }
                }()
                return await __swizzleCall.run()
                }
                func each(_ body: (Int) throws -> Void) async rethrows {}
                func swap<T>(_ a: inout T, _ b: inout T) {}
                func copy() -> Self { self }
                var count: Int { 1 }
                subscript(index: Int) -> Int { index }
                func size(_ a: Int) -> Int {
                typealias __SwizzleIMP = @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, Int) -> Int
                let __swizzleSelector = Feed.__swizzle_Feed_sel_size____.selector
                let __swizzleIMP = _SwizzleMacroSupport.implementation(of: __swizzleSelector, for: self, declaredIn: Feed.self, record: Feed.__swizzle_Feed_record, as: __SwizzleIMP.self)
                if Feed.__swizzle_Feed_sel_size____.isDefault(__swizzleIMP) { return self.__swizzle_Feed_size(a) }
                return __swizzleIMP(self.receiverPointer, _SwizzleMacroSupport.cmd(__swizzleSelector), a)
                }
                func size(_ a: String) -> Int { 0 }

                private static let __swizzle_Feed_sel_fetch__ = SwizzleRuntime._SelectorSlot("fetch()")

                private static let __swizzle_Feed_sel_size____ = SwizzleRuntime._SelectorSlot("size(_:)")

                private static let __swizzle_Feed_record = SwizzleRuntime._ClassRecordSlot()

                private static let __swizzle_Feed_registration: RuntimeClass = _SwizzleMacroSupport.register(Feed.self, superclass: nil, undispatched: [("each(_:)", .instance, "an async rethrows method cannot cross the table yet"), ("swap(_:_:)", .instance, "an inout argument of a generic type cannot be boxed to cross the table"), ("copy()", .instance, "a 'Self' type has no concrete type the table's signature can use")]) { __registrar in
                    try _SwizzleMacroSupport.add(__registrar, Feed.__swizzle_Feed_sel_fetch__, .instance, { __receiver, _, __result in
                        let __object = _SwizzleMacroSupport.object(__receiver, as: Feed.self)
                        _SwizzleMacroSupport.setResult(__result, _AsyncCall<Int, Never> {
                                    await __object.__swizzle_Feed_fetch()
                                })
                        } as @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, UnsafeMutableRawPointer) -> Void, _SwizzleMacroSupport.signature(returning: (_AsyncCall<Int, Never>).self, throws: false, byValue: [], resultByValue: false, of: "fetch()", in: Feed.self), invoker: { __f, __r, __a in
                            unsafeBitCast(__f, to: (@convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, UnsafeMutableRawPointer) -> Void).self)(_SwizzleMacroSupport.cArgument(__a, 0, as: (UnsafeMutableRawPointer).self), _SwizzleMacroSupport.cArgument(__a, 1, as: (UnsafeRawPointer).self), _SwizzleMacroSupport.cArgument(__a, 2, as: (UnsafeMutableRawPointer).self))
                        }, entry: { __r, __c, __e0 in
                            _SwizzleMacroSupport.enter(.instance, (_SwizzleMacroSupport.word(__r), _SwizzleMacroSupport.word(__c), _SwizzleMacroSupport.word(__e0)))
                        })
                    try _SwizzleMacroSupport.add(__registrar, Feed.__swizzle_Feed_sel_size____, .instance, { __receiver, _, __a0 in
                        return _SwizzleMacroSupport.object(__receiver, as: Feed.self).__swizzle_Feed_size(__a0)
                        } as @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, Int) -> Int, _SwizzleMacroSupport.signature((Int).self, returning: (Int).self, throws: false, byValue: [true], resultByValue: true, of: "size(_:)", in: Feed.self), invoker: { __f, __r, __a in
                            _SwizzleMacroSupport.store(unsafeBitCast(__f, to: (@convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, Int) -> Int).self)(_SwizzleMacroSupport.cArgument(__a, 0, as: (UnsafeMutableRawPointer).self), _SwizzleMacroSupport.cArgument(__a, 1, as: (UnsafeRawPointer).self), _SwizzleMacroSupport.cArgument(__a, 2, as: (Int).self)), into: __r)
                        }, entry: { __r, __c, __e0 in
                            _SwizzleMacroSupport.enter(.instance, (_SwizzleMacroSupport.word(__r), _SwizzleMacroSupport.word(__c), _SwizzleMacroSupport.word(__e0)))
                        })
                }

                private static var __swizzle_Feed_class: RuntimeClass {
                    __swizzle_Feed_record.runtimeClass {
                        __swizzle_Feed_registration
                    }
                }

                class var runtimeClass: RuntimeClass {
                    __swizzle_Feed_class
                }

                private final func __swizzle_Feed_fetch() async -> Int {
                    #sourceLocation(file: "Test.swift", line: 3)
                    1
                    #sourceLocation()
                }

                private final func __swizzle_Feed_size(_ a: Int) -> Int {
                    #sourceLocation(file: "Test.swift", line: 9)
                    a
                    #sourceLocation()
                }

                /// Feed's typed method references, for spies, stubs and verifications: `\.name`.
                struct SwizzleMethods: SwizzleRuntime.SwizzleMethodNamespace {
                    init() {
                    }
                    var fetch: SwizzleRuntime.SwizzleMethod<Int> {
                        .init(SwizzleRuntime.Selector("fetch()"), .instance)
                    }
                    var size: SwizzleRuntime.SwizzleMethod<Int, Int> {
                        .init(SwizzleRuntime.Selector("size(_:)"), .instance)
                    }
                }
            }

            extension Feed: SwizzleRuntime.Swizzlable, SwizzleRuntime.SwizzleMethodProviding {
            }
            """#
        }
    }
}
