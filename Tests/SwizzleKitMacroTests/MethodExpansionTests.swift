import MacroTesting
import Testing

/// Expansions of each member kind. Swift Testing; the expected text is recorded inline by
/// swift-macro-testing and reviewed.
@Suite(.macros(rootMacros))
struct MethodExpansionTests {
    @Test func instanceMethodWithScalarAndStringResults() {
        assertMacro {
            """
            @Swizzlable
            class Dog {
                func bark() -> String { "woof" }
                func age(in years: Int) -> Int { years * 7 }
            }
            """
        } expansion: {
            #"""
            class Dog {
                func bark() -> String {
                typealias __SwizzleIMP = @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, UnsafeMutableRawPointer) -> Void
                let __swizzleSelector = Dog.__swizzle_Dog_sel_bark__.selector
                let __swizzleIMP = _SwizzleMacroSupport.implementation(of: __swizzleSelector, for: self, declaredIn: Dog.self, record: Dog.__swizzle_Dog_record, as: __SwizzleIMP.self)
                if Dog.__swizzle_Dog_sel_bark__.isDefault(__swizzleIMP) { return self.__swizzle_Dog_bark() }
                return _SwizzleMacroSupport.returning((String).self) { __swizzleResult in __swizzleIMP(self.receiverPointer, _SwizzleMacroSupport.cmd(__swizzleSelector), __swizzleResult) }
                }
                func age(in years: Int) -> Int {
                typealias __SwizzleIMP = @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, Int) -> Int
                let __swizzleSelector = Dog.__swizzle_Dog_sel_age_in__.selector
                let __swizzleIMP = _SwizzleMacroSupport.implementation(of: __swizzleSelector, for: self, declaredIn: Dog.self, record: Dog.__swizzle_Dog_record, as: __SwizzleIMP.self)
                if Dog.__swizzle_Dog_sel_age_in__.isDefault(__swizzleIMP) { return self.__swizzle_Dog_age(in: years) }
                return __swizzleIMP(self.receiverPointer, _SwizzleMacroSupport.cmd(__swizzleSelector), years)
                }

                private static let __swizzle_Dog_sel_bark__ = SwizzleRuntime._SelectorSlot("bark()")

                private static let __swizzle_Dog_sel_age_in__ = SwizzleRuntime._SelectorSlot("age(in:)")

                private static let __swizzle_Dog_record = SwizzleRuntime._ClassRecordSlot()

                private static let __swizzle_Dog_registration: RuntimeClass = _SwizzleMacroSupport.register(Dog.self, superclass: nil) { __registrar in
                    try _SwizzleMacroSupport.add(__registrar, Dog.__swizzle_Dog_sel_bark__, .instance, { __receiver, _, __result in
                        _SwizzleMacroSupport.setResult(__result, _SwizzleMacroSupport.object(__receiver, as: Dog.self).__swizzle_Dog_bark())
                        } as @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, UnsafeMutableRawPointer) -> Void, _SwizzleMacroSupport.signature(returning: (String).self, throws: false, byValue: [], resultByValue: false, of: "bark()", in: Dog.self), invoker: { __f, __r, __a in
                            unsafeBitCast(__f, to: (@convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, UnsafeMutableRawPointer) -> Void).self)(_SwizzleMacroSupport.cArgument(__a, 0, as: (UnsafeMutableRawPointer).self), _SwizzleMacroSupport.cArgument(__a, 1, as: (UnsafeRawPointer).self), _SwizzleMacroSupport.cArgument(__a, 2, as: (UnsafeMutableRawPointer).self))
                        }, entry: { __r, __c, __e0 in
                            _SwizzleMacroSupport.enter(.instance, (_SwizzleMacroSupport.word(__r), _SwizzleMacroSupport.word(__c), _SwizzleMacroSupport.word(__e0)))
                        })
                    try _SwizzleMacroSupport.add(__registrar, Dog.__swizzle_Dog_sel_age_in__, .instance, { __receiver, _, __a0 in
                        return _SwizzleMacroSupport.object(__receiver, as: Dog.self).__swizzle_Dog_age(in: __a0)
                        } as @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, Int) -> Int, _SwizzleMacroSupport.signature((Int).self, returning: (Int).self, throws: false, byValue: [true], resultByValue: true, of: "age(in:)", in: Dog.self), invoker: { __f, __r, __a in
                            _SwizzleMacroSupport.store(unsafeBitCast(__f, to: (@convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, Int) -> Int).self)(_SwizzleMacroSupport.cArgument(__a, 0, as: (UnsafeMutableRawPointer).self), _SwizzleMacroSupport.cArgument(__a, 1, as: (UnsafeRawPointer).self), _SwizzleMacroSupport.cArgument(__a, 2, as: (Int).self)), into: __r)
                        }, entry: { __r, __c, __e0 in
                            _SwizzleMacroSupport.enter(.instance, (_SwizzleMacroSupport.word(__r), _SwizzleMacroSupport.word(__c), _SwizzleMacroSupport.word(__e0)))
                        })
                }

                private static var __swizzle_Dog_class: RuntimeClass {
                    __swizzle_Dog_record.runtimeClass {
                        __swizzle_Dog_registration
                    }
                }

                class var runtimeClass: RuntimeClass {
                    __swizzle_Dog_class
                }

                private final func __swizzle_Dog_bark() -> String {
                    #sourceLocation(file: "Test.swift", line: 3)
                    "woof"
                    #sourceLocation()
                }

                private final func __swizzle_Dog_age(in years: Int) -> Int {
                    #sourceLocation(file: "Test.swift", line: 4)
                    years * 7
                    #sourceLocation()
                }

                /// Dog's typed method references, for spies, stubs and verifications: `\.name`.
                struct SwizzleMethods: SwizzleRuntime.SwizzleMethodNamespace {
                    init() {
                    }
                    var bark: SwizzleRuntime.SwizzleMethod<String> {
                        .init(SwizzleRuntime.Selector("bark()"), .instance)
                    }
                    var age: SwizzleRuntime.SwizzleMethod<Int, Int> {
                        .init(SwizzleRuntime.Selector("age(in:)"), .instance)
                    }
                }
            }

            extension Dog: SwizzleRuntime.Swizzlable, SwizzleRuntime.SwizzleMethodProviding {
            }
            """#
        }
    }

    @Test func classMethodAndStaticMethod() {
        assertMacro {
            """
            @Swizzlable
            class Dog {
                class func breed(named: String) -> Dog { Dog() }
                static func count() -> Int { 1 }
            }
            """
        } expansion: {
            #"""
            class Dog {
                class func breed(named: String) -> Dog {
                typealias __SwizzleIMP = @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, UnsafeMutableRawPointer, UnsafeMutableRawPointer) -> Void
                let __swizzleSelector = Dog.__swizzle_Dog_sel_breed_named__.selector
                let __swizzleClass = _SwizzleMacroSupport.runtimeClass(of: self, declaredIn: Dog.self, record: Dog.__swizzle_Dog_record)
                let __swizzleIMP = _SwizzleMacroSupport.classImplementation(of: __swizzleSelector, in: __swizzleClass, as: __SwizzleIMP.self)
                if Dog.__swizzle_Dog_sel_breed_named__.isDefault(__swizzleIMP) { return self.__swizzle_Dog_breed(named: named) }
                return withUnsafePointer(to: named) { __swizzle_p0 in
                    return _SwizzleMacroSupport.returning((Dog).self) { __swizzleResult in __swizzleIMP(_SwizzleMacroSupport.classReceiver(__swizzleClass), _SwizzleMacroSupport.cmd(__swizzleSelector), UnsafeMutableRawPointer(mutating: __swizzle_p0), __swizzleResult) }
                }
                }
                static func count() -> Int {
                typealias __SwizzleIMP = @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer) -> Int
                let __swizzleSelector = Dog.__swizzle_Dog_sel_count__.selector
                let __swizzleClass = _SwizzleMacroSupport.runtimeClass(of: self, declaredIn: Dog.self, record: Dog.__swizzle_Dog_record)
                let __swizzleIMP = _SwizzleMacroSupport.classImplementation(of: __swizzleSelector, in: __swizzleClass, as: __SwizzleIMP.self)
                if Dog.__swizzle_Dog_sel_count__.isDefault(__swizzleIMP) { return self.__swizzle_Dog_count() }
                return __swizzleIMP(_SwizzleMacroSupport.classReceiver(__swizzleClass), _SwizzleMacroSupport.cmd(__swizzleSelector))
                }

                private static let __swizzle_Dog_sel_breed_named__ = SwizzleRuntime._SelectorSlot("breed(named:)")

                private static let __swizzle_Dog_sel_count__ = SwizzleRuntime._SelectorSlot("count()")

                private static let __swizzle_Dog_record = SwizzleRuntime._ClassRecordSlot()

                private static let __swizzle_Dog_registration: RuntimeClass = _SwizzleMacroSupport.register(Dog.self, superclass: nil) { __registrar in
                    try _SwizzleMacroSupport.add(__registrar, Dog.__swizzle_Dog_sel_breed_named__, .class, { __receiver, _, __a0, __result in
                        _SwizzleMacroSupport.setResult(__result, _SwizzleMacroSupport.metatype(__receiver, as: Dog.self).__swizzle_Dog_breed(named: _SwizzleMacroSupport.argument(__a0, as: (String).self)))
                        } as @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, UnsafeMutableRawPointer, UnsafeMutableRawPointer) -> Void, _SwizzleMacroSupport.signature((String).self, returning: (Dog).self, throws: false, byValue: [false], resultByValue: false, of: "breed(named:)", in: Dog.self), invoker: { __f, __r, __a in
                            unsafeBitCast(__f, to: (@convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, UnsafeMutableRawPointer, UnsafeMutableRawPointer) -> Void).self)(_SwizzleMacroSupport.cArgument(__a, 0, as: (UnsafeMutableRawPointer).self), _SwizzleMacroSupport.cArgument(__a, 1, as: (UnsafeRawPointer).self), _SwizzleMacroSupport.cArgument(__a, 2, as: (UnsafeMutableRawPointer).self), _SwizzleMacroSupport.cArgument(__a, 3, as: (UnsafeMutableRawPointer).self))
                        }, entry: { __r, __c, __e0, __e1 in
                            _SwizzleMacroSupport.enter(.class, (_SwizzleMacroSupport.word(__r), _SwizzleMacroSupport.word(__c), _SwizzleMacroSupport.word(__e0), _SwizzleMacroSupport.word(__e1)))
                        })
                    try _SwizzleMacroSupport.add(__registrar, Dog.__swizzle_Dog_sel_count__, .class, { __receiver, _ in
                        return _SwizzleMacroSupport.metatype(__receiver, as: Dog.self).__swizzle_Dog_count()
                        } as @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer) -> Int, _SwizzleMacroSupport.signature(returning: (Int).self, throws: false, byValue: [], resultByValue: true, of: "count()", in: Dog.self), invoker: { __f, __r, __a in
                            _SwizzleMacroSupport.store(unsafeBitCast(__f, to: (@convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer) -> Int).self)(_SwizzleMacroSupport.cArgument(__a, 0, as: (UnsafeMutableRawPointer).self), _SwizzleMacroSupport.cArgument(__a, 1, as: (UnsafeRawPointer).self)), into: __r)
                        }, entry: { __r, __c in
                            _SwizzleMacroSupport.enter(.class, (_SwizzleMacroSupport.word(__r), _SwizzleMacroSupport.word(__c)))
                        })
                }

                private static var __swizzle_Dog_class: RuntimeClass {
                    __swizzle_Dog_record.runtimeClass {
                        __swizzle_Dog_registration
                    }
                }

                class var runtimeClass: RuntimeClass {
                    __swizzle_Dog_class
                }

                private static func __swizzle_Dog_breed(named: String) -> Dog {
                    #sourceLocation(file: "Test.swift", line: 3)
                    Dog()
                    #sourceLocation()
                }

                private static func __swizzle_Dog_count() -> Int {
                    #sourceLocation(file: "Test.swift", line: 4)
                    1
                    #sourceLocation()
                }

                /// Dog's typed method references, for spies, stubs and verifications: `\.name`.
                struct SwizzleMethods: SwizzleRuntime.SwizzleMethodNamespace {
                    init() {
                    }
                    var breed: SwizzleRuntime.SwizzleMethod<Dog, String> {
                        .init(SwizzleRuntime.Selector("breed(named:)"), .class)
                    }
                    var count: SwizzleRuntime.SwizzleMethod<Int> {
                        .init(SwizzleRuntime.Selector("count()"), .class)
                    }
                }
            }

            extension Dog: SwizzleRuntime.Swizzlable, SwizzleRuntime.SwizzleMethodProviding {
            }
            """#
        }
    }

    @Test func throwingMethod() {
        assertMacro {
            """
            @Swizzlable
            class Loader {
                func load(_ path: String) throws -> Int { 1 }
            }
            """
        } expansion: {
            #"""
            class Loader {
                func load(_ path: String) throws -> Int {
                typealias __SwizzleIMP = @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, UnsafeMutableRawPointer, UnsafeMutableRawPointer) -> Int
                let __swizzleSelector = Loader.__swizzle_Loader_sel_load____.selector
                let __swizzleIMP = _SwizzleMacroSupport.implementation(of: __swizzleSelector, for: self, declaredIn: Loader.self, record: Loader.__swizzle_Loader_record, as: __SwizzleIMP.self)
                if Loader.__swizzle_Loader_sel_load____.isDefault(__swizzleIMP) { return try self.__swizzle_Loader_load(path) }
                return try withUnsafePointer(to: path) { __swizzle_p0 in
                    return try _SwizzleMacroSupport.throwing { __swizzleError in __swizzleIMP(self.receiverPointer, _SwizzleMacroSupport.cmd(__swizzleSelector), UnsafeMutableRawPointer(mutating: __swizzle_p0), __swizzleError) }
                }
                }

                private static let __swizzle_Loader_sel_load____ = SwizzleRuntime._SelectorSlot("load(_:)")

                private static let __swizzle_Loader_record = SwizzleRuntime._ClassRecordSlot()

                private static let __swizzle_Loader_registration: RuntimeClass = _SwizzleMacroSupport.register(Loader.self, superclass: nil) { __registrar in
                    try _SwizzleMacroSupport.add(__registrar, Loader.__swizzle_Loader_sel_load____, .instance, { __receiver, _, __a0, __error in
                        return _SwizzleMacroSupport.catching(__error) {
                                try _SwizzleMacroSupport.object(__receiver, as: Loader.self).__swizzle_Loader_load(_SwizzleMacroSupport.argument(__a0, as: (String).self))
                            }
                        } as @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, UnsafeMutableRawPointer, UnsafeMutableRawPointer) -> Int, _SwizzleMacroSupport.signature((String).self, returning: (Int).self, throws: true, byValue: [false], resultByValue: true, of: "load(_:)", in: Loader.self), invoker: { __f, __r, __a in
                            _SwizzleMacroSupport.store(unsafeBitCast(__f, to: (@convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, UnsafeMutableRawPointer, UnsafeMutableRawPointer) -> Int).self)(_SwizzleMacroSupport.cArgument(__a, 0, as: (UnsafeMutableRawPointer).self), _SwizzleMacroSupport.cArgument(__a, 1, as: (UnsafeRawPointer).self), _SwizzleMacroSupport.cArgument(__a, 2, as: (UnsafeMutableRawPointer).self), _SwizzleMacroSupport.cArgument(__a, 3, as: (UnsafeMutableRawPointer).self)), into: __r)
                        }, entry: { __r, __c, __e0, __e1 in
                            _SwizzleMacroSupport.enter(.instance, (_SwizzleMacroSupport.word(__r), _SwizzleMacroSupport.word(__c), _SwizzleMacroSupport.word(__e0), _SwizzleMacroSupport.word(__e1)))
                        })
                }

                private static var __swizzle_Loader_class: RuntimeClass {
                    __swizzle_Loader_record.runtimeClass {
                        __swizzle_Loader_registration
                    }
                }

                class var runtimeClass: RuntimeClass {
                    __swizzle_Loader_class
                }

                private final func __swizzle_Loader_load(_ path: String) throws -> Int {
                    #sourceLocation(file: "Test.swift", line: 3)
                    1
                    #sourceLocation()
                }

                /// Loader's typed method references, for spies, stubs and verifications: `\.name`.
                struct SwizzleMethods: SwizzleRuntime.SwizzleMethodNamespace {
                    init() {
                    }
                    var load: SwizzleRuntime.SwizzleMethod<Int, String> {
                        .init(SwizzleRuntime.Selector("load(_:)"), .instance)
                    }
                }
            }

            extension Loader: SwizzleRuntime.Swizzlable, SwizzleRuntime.SwizzleMethodProviding {
            }
            """#
        }
    }

    @Test func closureParametersEscapingOrNot() {
        assertMacro {
            """
            @Swizzlable
            class Runner {
                func run(_ body: (Int) -> Void, then completion: @escaping () -> Void) { body(1); completion() }
            }
            """
        } expansion: {
            #"""
            class Runner {
                func run(_ body: (Int) -> Void, then completion: @escaping () -> Void) {
                typealias __SwizzleIMP = @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, UnsafeMutableRawPointer, UnsafeMutableRawPointer) -> Void
                let __swizzleSelector = Runner.__swizzle_Runner_sel_run___then__.selector
                let __swizzleIMP = _SwizzleMacroSupport.implementation(of: __swizzleSelector, for: self, declaredIn: Runner.self, record: Runner.__swizzle_Runner_record, as: __SwizzleIMP.self)
                if Runner.__swizzle_Runner_sel_run___then__.isDefault(__swizzleIMP) { return self.__swizzle_Runner_run(body, then: completion) }
                return withoutActuallyEscaping(body) { __swizzle_e0 in
                    return withUnsafePointer(to: __swizzle_e0) { __swizzle_p0 in
                        return withUnsafePointer(to: completion) { __swizzle_p1 in
                            return __swizzleIMP(self.receiverPointer, _SwizzleMacroSupport.cmd(__swizzleSelector), UnsafeMutableRawPointer(mutating: __swizzle_p0), UnsafeMutableRawPointer(mutating: __swizzle_p1))
                        }
                    }
                }
                }

                private static let __swizzle_Runner_sel_run___then__ = SwizzleRuntime._SelectorSlot("run(_:then:)")

                private static let __swizzle_Runner_record = SwizzleRuntime._ClassRecordSlot()

                private static let __swizzle_Runner_registration: RuntimeClass = _SwizzleMacroSupport.register(Runner.self, superclass: nil) { __registrar in
                    try _SwizzleMacroSupport.add(__registrar, Runner.__swizzle_Runner_sel_run___then__, .instance, { __receiver, _, __a0, __a1 in
                        _SwizzleMacroSupport.object(__receiver, as: Runner.self).__swizzle_Runner_run(_SwizzleMacroSupport.argument(__a0, as: ((Int) -> Void).self), then: _SwizzleMacroSupport.argument(__a1, as: (() -> Void).self))
                        } as @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, UnsafeMutableRawPointer, UnsafeMutableRawPointer) -> Void, _SwizzleMacroSupport.signature(((Int) -> Void).self, (() -> Void).self, returning: Void.self, throws: false, byValue: [false, false], resultByValue: false, nonEscaping: [0], of: "run(_:then:)", in: Runner.self), invoker: { __f, __r, __a in
                            unsafeBitCast(__f, to: (@convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, UnsafeMutableRawPointer, UnsafeMutableRawPointer) -> Void).self)(_SwizzleMacroSupport.cArgument(__a, 0, as: (UnsafeMutableRawPointer).self), _SwizzleMacroSupport.cArgument(__a, 1, as: (UnsafeRawPointer).self), _SwizzleMacroSupport.cArgument(__a, 2, as: (UnsafeMutableRawPointer).self), _SwizzleMacroSupport.cArgument(__a, 3, as: (UnsafeMutableRawPointer).self))
                        }, entry: { __r, __c, __e0, __e1 in
                            _SwizzleMacroSupport.enter(.instance, (_SwizzleMacroSupport.word(__r), _SwizzleMacroSupport.word(__c), _SwizzleMacroSupport.word(__e0), _SwizzleMacroSupport.word(__e1)))
                        })
                }

                private static var __swizzle_Runner_class: RuntimeClass {
                    __swizzle_Runner_record.runtimeClass {
                        __swizzle_Runner_registration
                    }
                }

                class var runtimeClass: RuntimeClass {
                    __swizzle_Runner_class
                }

                private final func __swizzle_Runner_run(_ body: (Int) -> Void, then completion: @escaping () -> Void) {
                    #sourceLocation(file: "Test.swift", line: 3)
                    body(1);
                    completion()
                    #sourceLocation()
                }

                /// Runner's typed method references, for spies, stubs and verifications: `\.name`.
                struct SwizzleMethods: SwizzleRuntime.SwizzleMethodNamespace {
                    init() {
                    }
                    var run: SwizzleRuntime.SwizzleMethod<Void, Any, () -> Void> {
                        .init(SwizzleRuntime.Selector("run(_:then:)"), .instance)
                    }
                }
            }

            extension Runner: SwizzleRuntime.Swizzlable, SwizzleRuntime.SwizzleMethodProviding {
            }
            """#
        }
    }

    @Test func inoutAndVariadicParameters() {
        assertMacro {
            """
            @Swizzlable
            class Counter {
                func bump(_ value: inout Int) { value += 1 }
                func sum(_ values: Int...) -> Int { values.reduce(0, +) }
            }
            """
        } expansion: {
            #"""
            class Counter {
                func bump(_ value: inout Int) {
                typealias __SwizzleIMP = @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, UnsafeMutablePointer<Int>) -> Void
                let __swizzleSelector = Counter.__swizzle_Counter_sel_bump____.selector
                let __swizzleIMP = _SwizzleMacroSupport.implementation(of: __swizzleSelector, for: self, declaredIn: Counter.self, record: Counter.__swizzle_Counter_record, as: __SwizzleIMP.self)
                if Counter.__swizzle_Counter_sel_bump____.isDefault(__swizzleIMP) { return self.__swizzle_Counter_bump(&value) }
                return __swizzleIMP(self.receiverPointer, _SwizzleMacroSupport.cmd(__swizzleSelector), &value)
                }
                func sum(_ values: Int...) -> Int {
                typealias __SwizzleIMP = @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, UnsafeMutableRawPointer) -> Int
                let __swizzleSelector = Counter.__swizzle_Counter_sel_sum____.selector
                let __swizzleIMP = _SwizzleMacroSupport.implementation(of: __swizzleSelector, for: self, declaredIn: Counter.self, record: Counter.__swizzle_Counter_record, as: __SwizzleIMP.self)
                if Counter.__swizzle_Counter_sel_sum____.isDefault(__swizzleIMP) { return self.__swizzle_Counter_sum(values) }
                return withUnsafePointer(to: values) { __swizzle_p0 in
                    return __swizzleIMP(self.receiverPointer, _SwizzleMacroSupport.cmd(__swizzleSelector), UnsafeMutableRawPointer(mutating: __swizzle_p0))
                }
                }

                private static let __swizzle_Counter_sel_bump____ = SwizzleRuntime._SelectorSlot("bump(_:)")

                private static let __swizzle_Counter_sel_sum____ = SwizzleRuntime._SelectorSlot("sum(_:)")

                private static let __swizzle_Counter_record = SwizzleRuntime._ClassRecordSlot()

                private static let __swizzle_Counter_registration: RuntimeClass = _SwizzleMacroSupport.register(Counter.self, superclass: nil) { __registrar in
                    try _SwizzleMacroSupport.add(__registrar, Counter.__swizzle_Counter_sel_bump____, .instance, { __receiver, _, __a0 in
                        _SwizzleMacroSupport.object(__receiver, as: Counter.self).__swizzle_Counter_bump(&__a0.pointee)
                        } as @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, UnsafeMutablePointer<Int>) -> Void, _SwizzleMacroSupport.signature((UnsafeMutablePointer<Int>).self, returning: Void.self, throws: false, byValue: [true], resultByValue: false, of: "bump(_:)", in: Counter.self), invoker: { __f, __r, __a in
                            unsafeBitCast(__f, to: (@convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, UnsafeMutablePointer<Int>) -> Void).self)(_SwizzleMacroSupport.cArgument(__a, 0, as: (UnsafeMutableRawPointer).self), _SwizzleMacroSupport.cArgument(__a, 1, as: (UnsafeRawPointer).self), _SwizzleMacroSupport.cArgument(__a, 2, as: (UnsafeMutablePointer<Int>).self))
                        }, entry: { __r, __c, __e0 in
                            _SwizzleMacroSupport.enter(.instance, (_SwizzleMacroSupport.word(__r), _SwizzleMacroSupport.word(__c), _SwizzleMacroSupport.word(__e0)))
                        })
                    try _SwizzleMacroSupport.add(__registrar, Counter.__swizzle_Counter_sel_sum____, .instance, { __receiver, _, __a0 in
                        return _SwizzleMacroSupport.object(__receiver, as: Counter.self).__swizzle_Counter_sum(_SwizzleMacroSupport.argument(__a0, as: ([Int]).self))
                        } as @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, UnsafeMutableRawPointer) -> Int, _SwizzleMacroSupport.signature(([Int]).self, returning: (Int).self, throws: false, byValue: [false], resultByValue: true, of: "sum(_:)", in: Counter.self), invoker: { __f, __r, __a in
                            _SwizzleMacroSupport.store(unsafeBitCast(__f, to: (@convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, UnsafeMutableRawPointer) -> Int).self)(_SwizzleMacroSupport.cArgument(__a, 0, as: (UnsafeMutableRawPointer).self), _SwizzleMacroSupport.cArgument(__a, 1, as: (UnsafeRawPointer).self), _SwizzleMacroSupport.cArgument(__a, 2, as: (UnsafeMutableRawPointer).self)), into: __r)
                        }, entry: { __r, __c, __e0 in
                            _SwizzleMacroSupport.enter(.instance, (_SwizzleMacroSupport.word(__r), _SwizzleMacroSupport.word(__c), _SwizzleMacroSupport.word(__e0)))
                        })
                }

                private static var __swizzle_Counter_class: RuntimeClass {
                    __swizzle_Counter_record.runtimeClass {
                        __swizzle_Counter_registration
                    }
                }

                class var runtimeClass: RuntimeClass {
                    __swizzle_Counter_class
                }

                private final func __swizzle_Counter_bump(_ value: inout Int) {
                    #sourceLocation(file: "Test.swift", line: 3)
                    value += 1
                    #sourceLocation()
                }

                private final func __swizzle_Counter_sum(_ values: [Int]) -> Int {
                    #sourceLocation(file: "Test.swift", line: 4)
                    values.reduce(0, +)
                    #sourceLocation()
                }

                /// Counter's typed method references, for spies, stubs and verifications: `\.name`.
                struct SwizzleMethods: SwizzleRuntime.SwizzleMethodNamespace {
                    init() {
                    }
                    var bump: SwizzleRuntime.SwizzleMethod<Void, UnsafeMutablePointer<Int>> {
                        .init(SwizzleRuntime.Selector("bump(_:)"), .instance)
                    }
                    var sum: SwizzleRuntime.SwizzleMethod<Int, [Int]> {
                        .init(SwizzleRuntime.Selector("sum(_:)"), .instance)
                    }
                }
            }

            extension Counter: SwizzleRuntime.Swizzlable, SwizzleRuntime.SwizzleMethodProviding {
            }
            """#
        }
    }

    @Test func initializersGetFactories() {
        assertMacro {
            """
            @Swizzlable
            public class Service {
                public init(id: String) {}
                required init() {}
                init?(code: Int) { return nil }
            }
            """
        } expansion: {
            #"""
            public class Service {
                public init(id: String) {
                let __swizzleConstruction = _SwizzleMacroSupport.beginConstruction()
                defer { if __swizzleConstruction >= 0 { _SwizzleMacroSupport.endConstruction() } }

                if __swizzleConstruction == 0 { _SwizzleMacroSupport.constructed(self, Service.__swizzle_Service_class, Service.__swizzle_Service_sel_init_id__.selector, [id]) }
                }
                required init() {
                let __swizzleConstruction = _SwizzleMacroSupport.beginConstruction()
                defer { if __swizzleConstruction >= 0 { _SwizzleMacroSupport.endConstruction() } }

                if __swizzleConstruction == 0 { _SwizzleMacroSupport.constructed(self, Service.__swizzle_Service_class, Service.__swizzle_Service_sel_init__.selector, []) }
                }
                init?(code: Int) {
                let __swizzleConstruction = _SwizzleMacroSupport.beginConstruction()
                defer { if __swizzleConstruction >= 0 { _SwizzleMacroSupport.endConstruction() } }
                return nil

                }

                private static let __swizzle_Service_sel_init_id__ = SwizzleRuntime._SelectorSlot("init(id:)")

                private static let __swizzle_Service_sel_init__ = SwizzleRuntime._SelectorSlot("init()")

                private static let __swizzle_Service_sel_init_code__ = SwizzleRuntime._SelectorSlot("init(code:)")

                private static let __swizzle_Service_record = SwizzleRuntime._ClassRecordSlot()

                private static let __swizzle_Service_registration: RuntimeClass = _SwizzleMacroSupport.register(Service.self, superclass: nil) { __registrar in
                    try _SwizzleMacroSupport.add(__registrar, Service.__swizzle_Service_sel_init_id__, .class, { __receiver, _, __a0, __result in
                        _SwizzleMacroSupport.setResult(__result, {
                                    _SwizzleMacroSupport.checkFactoryReceiver(__receiver, declaredIn: Service.self, selector: "init(id:)");
                                    return Service(id: _SwizzleMacroSupport.argument(__a0, as: (String).self))
                                }())
                        } as @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, UnsafeMutableRawPointer, UnsafeMutableRawPointer) -> Void, _SwizzleMacroSupport.signature((String).self, returning: (Service).self, throws: false, byValue: [false], resultByValue: false, of: "init(id:)", in: Service.self), invoker: { __f, __r, __a in
                            unsafeBitCast(__f, to: (@convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, UnsafeMutableRawPointer, UnsafeMutableRawPointer) -> Void).self)(_SwizzleMacroSupport.cArgument(__a, 0, as: (UnsafeMutableRawPointer).self), _SwizzleMacroSupport.cArgument(__a, 1, as: (UnsafeRawPointer).self), _SwizzleMacroSupport.cArgument(__a, 2, as: (UnsafeMutableRawPointer).self), _SwizzleMacroSupport.cArgument(__a, 3, as: (UnsafeMutableRawPointer).self))
                        }, entry: { __r, __c, __e0, __e1 in
                            _SwizzleMacroSupport.enter(.class, (_SwizzleMacroSupport.word(__r), _SwizzleMacroSupport.word(__c), _SwizzleMacroSupport.word(__e0), _SwizzleMacroSupport.word(__e1)))
                        })
                    try _SwizzleMacroSupport.add(__registrar, Service.__swizzle_Service_sel_init__, .class, { __receiver, _, __result in
                        _SwizzleMacroSupport.setResult(__result, _SwizzleMacroSupport.metatype(__receiver, as: Service.self).init())
                        } as @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, UnsafeMutableRawPointer) -> Void, _SwizzleMacroSupport.signature(returning: (Service).self, throws: false, byValue: [], resultByValue: false, of: "init()", in: Service.self), invoker: { __f, __r, __a in
                            unsafeBitCast(__f, to: (@convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, UnsafeMutableRawPointer) -> Void).self)(_SwizzleMacroSupport.cArgument(__a, 0, as: (UnsafeMutableRawPointer).self), _SwizzleMacroSupport.cArgument(__a, 1, as: (UnsafeRawPointer).self), _SwizzleMacroSupport.cArgument(__a, 2, as: (UnsafeMutableRawPointer).self))
                        }, entry: { __r, __c, __e0 in
                            _SwizzleMacroSupport.enter(.class, (_SwizzleMacroSupport.word(__r), _SwizzleMacroSupport.word(__c), _SwizzleMacroSupport.word(__e0)))
                        })
                    try _SwizzleMacroSupport.add(__registrar, Service.__swizzle_Service_sel_init_code__, .class, { __receiver, _, __a0, __result in
                        _SwizzleMacroSupport.setResult(__result, {
                                    _SwizzleMacroSupport.checkFactoryReceiver(__receiver, declaredIn: Service.self, selector: "init(code:)");
                                    return Service(code: __a0)
                                }())
                        } as @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, Int, UnsafeMutableRawPointer) -> Void, _SwizzleMacroSupport.signature((Int).self, returning: (Service?).self, throws: false, byValue: [true], resultByValue: false, of: "init(code:)", in: Service.self), invoker: { __f, __r, __a in
                            unsafeBitCast(__f, to: (@convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, Int, UnsafeMutableRawPointer) -> Void).self)(_SwizzleMacroSupport.cArgument(__a, 0, as: (UnsafeMutableRawPointer).self), _SwizzleMacroSupport.cArgument(__a, 1, as: (UnsafeRawPointer).self), _SwizzleMacroSupport.cArgument(__a, 2, as: (Int).self), _SwizzleMacroSupport.cArgument(__a, 3, as: (UnsafeMutableRawPointer).self))
                        }, entry: { __r, __c, __e0, __e1 in
                            _SwizzleMacroSupport.enter(.class, (_SwizzleMacroSupport.word(__r), _SwizzleMacroSupport.word(__c), _SwizzleMacroSupport.word(__e0), _SwizzleMacroSupport.word(__e1)))
                        })
                }

                private static var __swizzle_Service_class: RuntimeClass {
                    __swizzle_Service_record.runtimeClass {
                        __swizzle_Service_registration
                    }
                }

                public class var runtimeClass: RuntimeClass {
                    __swizzle_Service_class
                }

                /// Makes an instance through the dispatch table entry 'init(id:)', so a global mock can replace what construction returns; by default it runs `init(id:)`.
                public class func make(id: String) -> Service {
                    typealias __SwizzleIMP = @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, UnsafeMutableRawPointer, UnsafeMutableRawPointer) -> Void
                    let __swizzleSelector = Service.__swizzle_Service_sel_init_id__.selector
                    let __swizzleClass = _SwizzleMacroSupport.runtimeClass(of: self, declaredIn: Service.self, record: Service.__swizzle_Service_record)
                    let __swizzleIMP = _SwizzleMacroSupport.classImplementation(of: __swizzleSelector, in: __swizzleClass, as: __SwizzleIMP.self)
                    return withUnsafePointer(to: id) { __swizzle_p0 in
                        return _SwizzleMacroSupport.returning((Service).self) { __swizzleResult in
                            __swizzleIMP(_SwizzleMacroSupport.classReceiver(__swizzleClass), _SwizzleMacroSupport.cmd(__swizzleSelector), UnsafeMutableRawPointer(mutating: __swizzle_p0), __swizzleResult)
                        }
                    }
                }

                /// Makes an instance through the dispatch table entry 'init()', so a global mock can replace what construction returns; by default it runs `init()`.
                class func make() -> Self {
                    typealias __SwizzleIMP = @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, UnsafeMutableRawPointer) -> Void
                    let __swizzleSelector = Service.__swizzle_Service_sel_init__.selector
                    let __swizzleClass = _SwizzleMacroSupport.runtimeClass(of: self, declaredIn: Service.self, record: Service.__swizzle_Service_record)
                    let __swizzleIMP = _SwizzleMacroSupport.classImplementation(of: __swizzleSelector, in: __swizzleClass, as: __SwizzleIMP.self)
                    return _SwizzleMacroSupport.cast(_SwizzleMacroSupport.returning((Service).self) { __swizzleResult in
                            __swizzleIMP(_SwizzleMacroSupport.classReceiver(__swizzleClass), _SwizzleMacroSupport.cmd(__swizzleSelector), __swizzleResult)
                        }, to: Self.self, selector: __swizzleSelector)
                }

                /// Makes an instance through the dispatch table entry 'init(code:)', so a global mock can replace what construction returns; by default it runs `init(code:)`.
                class func make(code: Int) -> Service? {
                    typealias __SwizzleIMP = @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, Int, UnsafeMutableRawPointer) -> Void
                    let __swizzleSelector = Service.__swizzle_Service_sel_init_code__.selector
                    let __swizzleClass = _SwizzleMacroSupport.runtimeClass(of: self, declaredIn: Service.self, record: Service.__swizzle_Service_record)
                    let __swizzleIMP = _SwizzleMacroSupport.classImplementation(of: __swizzleSelector, in: __swizzleClass, as: __SwizzleIMP.self)
                    return _SwizzleMacroSupport.returning((Service?).self) { __swizzleResult in
                        __swizzleIMP(_SwizzleMacroSupport.classReceiver(__swizzleClass), _SwizzleMacroSupport.cmd(__swizzleSelector), code, __swizzleResult)
                    }
                }

                /// Service's typed method references, for spies, stubs and verifications: `\.name`.
                public struct SwizzleMethods: SwizzleRuntime.SwizzleMethodNamespace {
                    public init() {
                    }
                    public var makeId: SwizzleRuntime.SwizzleMethod<Service, String> {
                        .init(SwizzleRuntime.Selector("init(id:)"), .class)
                    }
                    var make: SwizzleRuntime.SwizzleMethod<Service> {
                        .init(SwizzleRuntime.Selector("init()"), .class)
                    }
                    var makeCode: SwizzleRuntime.SwizzleMethod<Service?, Int> {
                        .init(SwizzleRuntime.Selector("init(code:)"), .class)
                    }
                }
            }

            extension Service: SwizzleRuntime.Swizzlable, SwizzleRuntime.SwizzleMethodProviding {
            }
            """#
        }
    }

    @Test func finalClassFactoriesReturnSelf() {
        assertMacro {
            """
            @Swizzlable
            final class Token {
                init(value: Int) {}
            }
            """
        } expansion: {
            #"""
            final class Token {
                init(value: Int) {
                let __swizzleConstruction = _SwizzleMacroSupport.beginConstruction()
                defer { if __swizzleConstruction >= 0 { _SwizzleMacroSupport.endConstruction() } }

                if __swizzleConstruction == 0 { _SwizzleMacroSupport.constructed(self, Token.__swizzle_Token_class, Token.__swizzle_Token_sel_init_value__.selector, [value]) }
                }

                private static let __swizzle_Token_sel_init_value__ = SwizzleRuntime._SelectorSlot("init(value:)")

                private static let __swizzle_Token_record = SwizzleRuntime._ClassRecordSlot()

                private static let __swizzle_Token_registration: RuntimeClass = _SwizzleMacroSupport.register(Token.self, superclass: nil) { __registrar in
                    try _SwizzleMacroSupport.add(__registrar, Token.__swizzle_Token_sel_init_value__, .class, { __receiver, _, __a0, __result in
                        _SwizzleMacroSupport.setResult(__result, _SwizzleMacroSupport.metatype(__receiver, as: Token.self).init(value: __a0))
                        } as @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, Int, UnsafeMutableRawPointer) -> Void, _SwizzleMacroSupport.signature((Int).self, returning: (Token).self, throws: false, byValue: [true], resultByValue: false, of: "init(value:)", in: Token.self), invoker: { __f, __r, __a in
                            unsafeBitCast(__f, to: (@convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, Int, UnsafeMutableRawPointer) -> Void).self)(_SwizzleMacroSupport.cArgument(__a, 0, as: (UnsafeMutableRawPointer).self), _SwizzleMacroSupport.cArgument(__a, 1, as: (UnsafeRawPointer).self), _SwizzleMacroSupport.cArgument(__a, 2, as: (Int).self), _SwizzleMacroSupport.cArgument(__a, 3, as: (UnsafeMutableRawPointer).self))
                        }, entry: { __r, __c, __e0, __e1 in
                            _SwizzleMacroSupport.enter(.class, (_SwizzleMacroSupport.word(__r), _SwizzleMacroSupport.word(__c), _SwizzleMacroSupport.word(__e0), _SwizzleMacroSupport.word(__e1)))
                        })
                }

                private static var __swizzle_Token_class: RuntimeClass {
                    __swizzle_Token_record.runtimeClass {
                        __swizzle_Token_registration
                    }
                }

                class var runtimeClass: RuntimeClass {
                    __swizzle_Token_class
                }

                /// Makes an instance through the dispatch table entry 'init(value:)', so a global mock can replace what construction returns; by default it runs `init(value:)`.
                class func make(value: Int) -> Self {
                    typealias __SwizzleIMP = @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, Int, UnsafeMutableRawPointer) -> Void
                    let __swizzleSelector = Token.__swizzle_Token_sel_init_value__.selector
                    let __swizzleClass = _SwizzleMacroSupport.runtimeClass(of: self, declaredIn: Token.self, record: Token.__swizzle_Token_record)
                    let __swizzleIMP = _SwizzleMacroSupport.classImplementation(of: __swizzleSelector, in: __swizzleClass, as: __SwizzleIMP.self)
                    return _SwizzleMacroSupport.cast(_SwizzleMacroSupport.returning((Token).self) { __swizzleResult in
                            __swizzleIMP(_SwizzleMacroSupport.classReceiver(__swizzleClass), _SwizzleMacroSupport.cmd(__swizzleSelector), value, __swizzleResult)
                        }, to: Self.self, selector: __swizzleSelector)
                }

                /// Token's typed method references, for spies, stubs and verifications: `\.name`.
                struct SwizzleMethods: SwizzleRuntime.SwizzleMethodNamespace {
                    init() {
                    }
                    var make: SwizzleRuntime.SwizzleMethod<Token, Int> {
                        .init(SwizzleRuntime.Selector("init(value:)"), .class)
                    }
                }
            }

            extension Token: SwizzleRuntime.Swizzlable, SwizzleRuntime.SwizzleMethodProviding {
            }
            """#
        }
    }

    @Test func mainActorClass() {
        assertMacro {
            """
            @MainActor
            @Swizzlable
            final class Screen {
                func badge() -> Int { 3 }
                nonisolated func version() -> Int { 2 }
            }
            """
        } expansion: {
            #"""
            @MainActor
            final class Screen {
                func badge() -> Int {
                typealias __SwizzleIMP = @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer) -> Int
                let __swizzleSelector = Screen.__swizzle_Screen_sel_badge__.selector
                let __swizzleIMP = _SwizzleMacroSupport.implementation(of: __swizzleSelector, for: self, declaredIn: Screen.self, record: Screen.__swizzle_Screen_record, as: __SwizzleIMP.self)
                if Screen.__swizzle_Screen_sel_badge__.isDefault(__swizzleIMP) { return self.__swizzle_Screen_badge() }
                return __swizzleIMP(self.receiverPointer, _SwizzleMacroSupport.cmd(__swizzleSelector))
                }
                nonisolated func version() -> Int {
                typealias __SwizzleIMP = @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer) -> Int
                let __swizzleSelector = Screen.__swizzle_Screen_sel_version__.selector
                let __swizzleIMP = _SwizzleMacroSupport.implementation(of: __swizzleSelector, for: self, declaredIn: Screen.self, record: Screen.__swizzle_Screen_record, as: __SwizzleIMP.self)
                if Screen.__swizzle_Screen_sel_version__.isDefault(__swizzleIMP) { return self.__swizzle_Screen_version() }
                return __swizzleIMP(self.receiverPointer, _SwizzleMacroSupport.cmd(__swizzleSelector))
                }

                nonisolated private static let __swizzle_Screen_sel_badge__ = SwizzleRuntime._SelectorSlot("badge()")

                nonisolated private static let __swizzle_Screen_sel_version__ = SwizzleRuntime._SelectorSlot("version()")

                nonisolated private static let __swizzle_Screen_record = SwizzleRuntime._ClassRecordSlot()

                nonisolated private static let __swizzle_Screen_registration: RuntimeClass = _SwizzleMacroSupport.register(Screen.self, superclass: nil) { __registrar in
                    try _SwizzleMacroSupport.add(__registrar, Screen.__swizzle_Screen_sel_badge__, .instance, { __receiver, _ in
                        return _SwizzleMacroSupport.onMainActor(_SwizzleMacroSupport.object(__receiver, as: Screen.self), ()) { __object, __arguments in
                                __object.__swizzle_Screen_badge()
                            }
                        } as @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer) -> Int, _SwizzleMacroSupport.signature(returning: (Int).self, throws: false, byValue: [], resultByValue: true, of: "badge()", in: Screen.self), invoker: { __f, __r, __a in
                            _SwizzleMacroSupport.store(unsafeBitCast(__f, to: (@convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer) -> Int).self)(_SwizzleMacroSupport.cArgument(__a, 0, as: (UnsafeMutableRawPointer).self), _SwizzleMacroSupport.cArgument(__a, 1, as: (UnsafeRawPointer).self)), into: __r)
                        }, entry: { __r, __c in
                            _SwizzleMacroSupport.enter(.instance, (_SwizzleMacroSupport.word(__r), _SwizzleMacroSupport.word(__c)))
                        })
                    try _SwizzleMacroSupport.add(__registrar, Screen.__swizzle_Screen_sel_version__, .instance, { __receiver, _ in
                        return _SwizzleMacroSupport.object(__receiver, as: Screen.self).__swizzle_Screen_version()
                        } as @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer) -> Int, _SwizzleMacroSupport.signature(returning: (Int).self, throws: false, byValue: [], resultByValue: true, of: "version()", in: Screen.self), invoker: { __f, __r, __a in
                            _SwizzleMacroSupport.store(unsafeBitCast(__f, to: (@convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer) -> Int).self)(_SwizzleMacroSupport.cArgument(__a, 0, as: (UnsafeMutableRawPointer).self), _SwizzleMacroSupport.cArgument(__a, 1, as: (UnsafeRawPointer).self)), into: __r)
                        }, entry: { __r, __c in
                            _SwizzleMacroSupport.enter(.instance, (_SwizzleMacroSupport.word(__r), _SwizzleMacroSupport.word(__c)))
                        })
                }

                nonisolated private static var __swizzle_Screen_class: RuntimeClass {
                    __swizzle_Screen_record.runtimeClass {
                        __swizzle_Screen_registration
                    }
                }

                nonisolated class var runtimeClass: RuntimeClass {
                    __swizzle_Screen_class
                }

                private final func __swizzle_Screen_badge() -> Int {
                    #sourceLocation(file: "Test.swift", line: 4)
                    3
                    #sourceLocation()
                }

                private final nonisolated func __swizzle_Screen_version() -> Int {
                    #sourceLocation(file: "Test.swift", line: 5)
                    2
                    #sourceLocation()
                }

                /// Screen's typed method references, for spies, stubs and verifications: `\.name`.
                nonisolated struct SwizzleMethods: SwizzleRuntime.SwizzleMethodNamespace {
                    init() {
                    }
                    var badge: SwizzleRuntime.SwizzleMethod<Int> {
                        .init(SwizzleRuntime.Selector("badge()"), .instance)
                    }
                    var version: SwizzleRuntime.SwizzleMethod<Int> {
                        .init(SwizzleRuntime.Selector("version()"), .instance)
                    }
                }
            }

            extension Screen: SwizzleRuntime.Swizzlable, SwizzleRuntime.SwizzleMethodProviding {
            }
            """#
        }
    }

    @Test func asyncMethods() {
        assertMacro {
            """
            @Swizzlable
            class Service {
                func fetch(_ id: String) async throws -> [Int] { [] }
                class func region() async -> String { "eu" }
            }
            """
        } expansion: {
            #"""
            class Service {
                func fetch(_ id: String) async throws -> [Int] {
                typealias __SwizzleIMP = @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, UnsafeMutableRawPointer, UnsafeMutableRawPointer) -> Void
                let __swizzleSelector = Service.__swizzle_Service_sel_fetch____.selector
                let __swizzleIMP = _SwizzleMacroSupport.implementation(of: __swizzleSelector, for: self, declaredIn: Service.self, record: Service.__swizzle_Service_record, as: __SwizzleIMP.self)
                if Service.__swizzle_Service_sel_fetch____.isDefault(__swizzleIMP) { return try await self.__swizzle_Service_fetch(id) }
                let __swizzleCall = { () -> _AsyncCall<[Int], any Error> in
                    return withUnsafePointer(to: id) { __swizzle_p0 in
                        return _SwizzleMacroSupport.returning((_AsyncCall<[Int], any Error>).self) { __swizzleResult in __swizzleIMP(self.receiverPointer, _SwizzleMacroSupport.cmd(__swizzleSelector), UnsafeMutableRawPointer(mutating: __swizzle_p0), __swizzleResult) }
                    }
                }()
                return try await __swizzleCall.run()
                }
                class func region() async -> String {
                typealias __SwizzleIMP = @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, UnsafeMutableRawPointer) -> Void
                let __swizzleSelector = Service.__swizzle_Service_sel_region__.selector
                let __swizzleClass = _SwizzleMacroSupport.runtimeClass(of: self, declaredIn: Service.self, record: Service.__swizzle_Service_record)
                let __swizzleIMP = _SwizzleMacroSupport.classImplementation(of: __swizzleSelector, in: __swizzleClass, as: __SwizzleIMP.self)
                if Service.__swizzle_Service_sel_region__.isDefault(__swizzleIMP) { return await self.__swizzle_Service_region() }
                let __swizzleCall = { () -> _AsyncCall<String, Never> in
                    return _SwizzleMacroSupport.returning((_AsyncCall<String, Never>).self) { __swizzleResult in __swizzleIMP(_SwizzleMacroSupport.classReceiver(__swizzleClass), _SwizzleMacroSupport.cmd(__swizzleSelector), __swizzleResult) }
                }()
                return await __swizzleCall.run()
                }

                private static let __swizzle_Service_sel_fetch____ = SwizzleRuntime._SelectorSlot("fetch(_:)")

                private static let __swizzle_Service_sel_region__ = SwizzleRuntime._SelectorSlot("region()")

                private static let __swizzle_Service_record = SwizzleRuntime._ClassRecordSlot()

                private static let __swizzle_Service_registration: RuntimeClass = _SwizzleMacroSupport.register(Service.self, superclass: nil) { __registrar in
                    try _SwizzleMacroSupport.add(__registrar, Service.__swizzle_Service_sel_fetch____, .instance, { __receiver, _, __a0, __result in
                        let __object = _SwizzleMacroSupport.object(__receiver, as: Service.self)
                        let __v0 = _SwizzleMacroSupport.argument(__a0, as: (String).self)
                        _SwizzleMacroSupport.setResult(__result, _AsyncCall<[Int], any Error> {
                                    try await __object.__swizzle_Service_fetch(__v0)
                                })
                        } as @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, UnsafeMutableRawPointer, UnsafeMutableRawPointer) -> Void, _SwizzleMacroSupport.signature((String).self, returning: (_AsyncCall<[Int], any Error>).self, throws: false, byValue: [false], resultByValue: false, of: "fetch(_:)", in: Service.self), invoker: { __f, __r, __a in
                            unsafeBitCast(__f, to: (@convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, UnsafeMutableRawPointer, UnsafeMutableRawPointer) -> Void).self)(_SwizzleMacroSupport.cArgument(__a, 0, as: (UnsafeMutableRawPointer).self), _SwizzleMacroSupport.cArgument(__a, 1, as: (UnsafeRawPointer).self), _SwizzleMacroSupport.cArgument(__a, 2, as: (UnsafeMutableRawPointer).self), _SwizzleMacroSupport.cArgument(__a, 3, as: (UnsafeMutableRawPointer).self))
                        }, entry: { __r, __c, __e0, __e1 in
                            _SwizzleMacroSupport.enter(.instance, (_SwizzleMacroSupport.word(__r), _SwizzleMacroSupport.word(__c), _SwizzleMacroSupport.word(__e0), _SwizzleMacroSupport.word(__e1)))
                        })
                    try _SwizzleMacroSupport.add(__registrar, Service.__swizzle_Service_sel_region__, .class, { __receiver, _, __result in
                        let __object = _SwizzleMacroSupport.metatype(__receiver, as: Service.self)
                        _SwizzleMacroSupport.setResult(__result, _AsyncCall<String, Never> {
                                    await __object.__swizzle_Service_region()
                                })
                        } as @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, UnsafeMutableRawPointer) -> Void, _SwizzleMacroSupport.signature(returning: (_AsyncCall<String, Never>).self, throws: false, byValue: [], resultByValue: false, of: "region()", in: Service.self), invoker: { __f, __r, __a in
                            unsafeBitCast(__f, to: (@convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, UnsafeMutableRawPointer) -> Void).self)(_SwizzleMacroSupport.cArgument(__a, 0, as: (UnsafeMutableRawPointer).self), _SwizzleMacroSupport.cArgument(__a, 1, as: (UnsafeRawPointer).self), _SwizzleMacroSupport.cArgument(__a, 2, as: (UnsafeMutableRawPointer).self))
                        }, entry: { __r, __c, __e0 in
                            _SwizzleMacroSupport.enter(.class, (_SwizzleMacroSupport.word(__r), _SwizzleMacroSupport.word(__c), _SwizzleMacroSupport.word(__e0)))
                        })
                }

                private static var __swizzle_Service_class: RuntimeClass {
                    __swizzle_Service_record.runtimeClass {
                        __swizzle_Service_registration
                    }
                }

                class var runtimeClass: RuntimeClass {
                    __swizzle_Service_class
                }

                private final func __swizzle_Service_fetch(_ id: String) async throws -> [Int] {
                    #sourceLocation(file: "Test.swift", line: 3)
                    []
                    #sourceLocation()
                }

                private static func __swizzle_Service_region() async -> String {
                    #sourceLocation(file: "Test.swift", line: 4)
                    "eu"
                    #sourceLocation()
                }

                /// Service's typed method references, for spies, stubs and verifications: `\.name`.
                struct SwizzleMethods: SwizzleRuntime.SwizzleMethodNamespace {
                    init() {
                    }
                    var fetch: SwizzleRuntime.SwizzleMethod<[Int], String> {
                        .init(SwizzleRuntime.Selector("fetch(_:)"), .instance)
                    }
                    var region: SwizzleRuntime.SwizzleMethod<String> {
                        .init(SwizzleRuntime.Selector("region()"), .class)
                    }
                }
            }

            extension Service: SwizzleRuntime.Swizzlable, SwizzleRuntime.SwizzleMethodProviding {
            }
            """#
        }
    }

    @Test func behindPreprocessorFlag() {
        assertMacro {
            """
            @Swizzlable(behindPreprocessorFlag: "DEBUG")
            class Dog {
                func bark() -> String { "woof" }
            }
            """
        } expansion: {
            #"""
            class Dog {
                func bark() -> String {
                #if DEBUG
                typealias __SwizzleIMP = @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, UnsafeMutableRawPointer) -> Void
                let __swizzleSelector = Dog.__swizzle_Dog_sel_bark__.selector
                let __swizzleIMP = _SwizzleMacroSupport.implementation(of: __swizzleSelector, for: self, declaredIn: Dog.self, record: Dog.__swizzle_Dog_record, as: __SwizzleIMP.self)
                if Dog.__swizzle_Dog_sel_bark__.isDefault(__swizzleIMP) { return self.__swizzle_Dog_bark() }
                return _SwizzleMacroSupport.returning((String).self) { __swizzleResult in __swizzleIMP(self.receiverPointer, _SwizzleMacroSupport.cmd(__swizzleSelector), __swizzleResult) }
                #else
                "woof"
                #endif
                }

                #if DEBUG
                private static let __swizzle_Dog_sel_bark__ = SwizzleRuntime._SelectorSlot("bark()")

                private static let __swizzle_Dog_record = SwizzleRuntime._ClassRecordSlot()

                private static let __swizzle_Dog_registration: RuntimeClass = _SwizzleMacroSupport.register(Dog.self, superclass: nil) { __registrar in
                    try _SwizzleMacroSupport.add(__registrar, Dog.__swizzle_Dog_sel_bark__, .instance, { __receiver, _, __result in
                        _SwizzleMacroSupport.setResult(__result, _SwizzleMacroSupport.object(__receiver, as: Dog.self).__swizzle_Dog_bark())
                        } as @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, UnsafeMutableRawPointer) -> Void, _SwizzleMacroSupport.signature(returning: (String).self, throws: false, byValue: [], resultByValue: false, of: "bark()", in: Dog.self), invoker: { __f, __r, __a in
                            unsafeBitCast(__f, to: (@convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, UnsafeMutableRawPointer) -> Void).self)(_SwizzleMacroSupport.cArgument(__a, 0, as: (UnsafeMutableRawPointer).self), _SwizzleMacroSupport.cArgument(__a, 1, as: (UnsafeRawPointer).self), _SwizzleMacroSupport.cArgument(__a, 2, as: (UnsafeMutableRawPointer).self))
                        }, entry: { __r, __c, __e0 in
                            _SwizzleMacroSupport.enter(.instance, (_SwizzleMacroSupport.word(__r), _SwizzleMacroSupport.word(__c), _SwizzleMacroSupport.word(__e0)))
                        })
                }

                private static var __swizzle_Dog_class: RuntimeClass {
                    __swizzle_Dog_record.runtimeClass {
                        __swizzle_Dog_registration
                    }
                }

                class var runtimeClass: RuntimeClass {
                    __swizzle_Dog_class
                }

                private final func __swizzle_Dog_bark() -> String {
                    #sourceLocation(file: "Test.swift", line: 3)
                    "woof"
                    #sourceLocation()
                }
                #else
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
                #endif

                /// Dog's typed method references, for spies, stubs and verifications: `\.name`.
                struct SwizzleMethods: SwizzleRuntime.SwizzleMethodNamespace {
                    init() {
                    }
                    var bark: SwizzleRuntime.SwizzleMethod<String> {
                        .init(SwizzleRuntime.Selector("bark()"), .instance)
                    }
                }
            }

            extension Dog: SwizzleRuntime.Swizzlable, SwizzleRuntime.SwizzleMethodProviding {
            }
            """#
        }
    }
}

/// A subclass of a `@Swizzlable` class: overrides `runtimeClass`, links to its superclass, and
/// its super calls look up from the superclass.
@Suite(.macros(subclassMacros))
struct SubclassExpansionTests {
    @Test func superCallsBecomeSuperDispatch() {
        assertMacro {
            """
            @Swizzlable
            final class Puppy: Dog {
                override init() { super.init() }
                override func bark() -> String { super.bark().uppercased() }
                override func eat(food: String) { super.sniff(food) }
            }
            """
        } expansion: {
            #"""
            final class Puppy: Dog {
                override init() {
                let __swizzleConstruction = _SwizzleMacroSupport.beginConstruction()
                defer { if __swizzleConstruction >= 0 { _SwizzleMacroSupport.endConstruction() } }
                super.init()
                if __swizzleConstruction == 0 { _SwizzleMacroSupport.constructed(self, Puppy.__swizzle_Puppy_class, Puppy.__swizzle_Puppy_sel_init__.selector, []) }
                }
                override func bark() -> String {
                typealias __SwizzleIMP = @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, UnsafeMutableRawPointer) -> Void
                let __swizzleSelector = Puppy.__swizzle_Puppy_sel_bark__.selector
                let __swizzleIMP = _SwizzleMacroSupport.implementation(of: __swizzleSelector, for: self, declaredIn: Puppy.self, record: Puppy.__swizzle_Puppy_record, as: __SwizzleIMP.self)
                if Puppy.__swizzle_Puppy_sel_bark__.isDefault(__swizzleIMP) { return self.__swizzle_Puppy_bark() }
                return _SwizzleMacroSupport.returning((String).self) { __swizzleResult in __swizzleIMP(self.receiverPointer, _SwizzleMacroSupport.cmd(__swizzleSelector), __swizzleResult) }
                }
                override func eat(food: String) {
                typealias __SwizzleIMP = @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, UnsafeMutableRawPointer) -> Void
                let __swizzleSelector = Puppy.__swizzle_Puppy_sel_eat_food__.selector
                let __swizzleIMP = _SwizzleMacroSupport.implementation(of: __swizzleSelector, for: self, declaredIn: Puppy.self, record: Puppy.__swizzle_Puppy_record, as: __SwizzleIMP.self)
                if Puppy.__swizzle_Puppy_sel_eat_food__.isDefault(__swizzleIMP) { return self.__swizzle_Puppy_eat(food: food) }
                return withUnsafePointer(to: food) { __swizzle_p0 in
                    return __swizzleIMP(self.receiverPointer, _SwizzleMacroSupport.cmd(__swizzleSelector), UnsafeMutableRawPointer(mutating: __swizzle_p0))
                }
                }

                private static let __swizzle_Puppy_sel_bark__ = SwizzleRuntime._SelectorSlot("bark()")

                private static let __swizzle_Puppy_sel_eat_food__ = SwizzleRuntime._SelectorSlot("eat(food:)")

                private static let __swizzle_Puppy_sel_init__ = SwizzleRuntime._SelectorSlot("init()")

                private static let __swizzle_Puppy_record = SwizzleRuntime._ClassRecordSlot()

                private static let __swizzle_Puppy_registration: RuntimeClass = _SwizzleMacroSupport.register(Puppy.self, superclass: Dog.runtimeClass) { __registrar in
                try _SwizzleMacroSupport.add(__registrar, Puppy.__swizzle_Puppy_sel_bark__, .instance, { __receiver, _, __result in
                    _SwizzleMacroSupport.setResult(__result, _SwizzleMacroSupport.object(__receiver, as: Puppy.self).__swizzle_Puppy_bark())
                } as @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, UnsafeMutableRawPointer) -> Void, _SwizzleMacroSupport.signature(returning: (String).self, throws: false, byValue: [], resultByValue: false, of: "bark()", in: Puppy.self), invoker: { __f, __r, __a in unsafeBitCast(__f, to: (@convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, UnsafeMutableRawPointer) -> Void).self)(_SwizzleMacroSupport.cArgument(__a, 0, as: (UnsafeMutableRawPointer).self), _SwizzleMacroSupport.cArgument(__a, 1, as: (UnsafeRawPointer).self), _SwizzleMacroSupport.cArgument(__a, 2, as: (UnsafeMutableRawPointer).self)) }, entry: { __r, __c, __e0 in _SwizzleMacroSupport.enter(.instance, (_SwizzleMacroSupport.word(__r), _SwizzleMacroSupport.word(__c), _SwizzleMacroSupport.word(__e0))) })
                try _SwizzleMacroSupport.add(__registrar, Puppy.__swizzle_Puppy_sel_eat_food__, .instance, { __receiver, _, __a0 in
                    _SwizzleMacroSupport.object(__receiver, as: Puppy.self).__swizzle_Puppy_eat(food: _SwizzleMacroSupport.argument(__a0, as: (String).self))
                } as @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, UnsafeMutableRawPointer) -> Void, _SwizzleMacroSupport.signature((String).self, returning: Void.self, throws: false, byValue: [false], resultByValue: false, of: "eat(food:)", in: Puppy.self), invoker: { __f, __r, __a in unsafeBitCast(__f, to: (@convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, UnsafeMutableRawPointer) -> Void).self)(_SwizzleMacroSupport.cArgument(__a, 0, as: (UnsafeMutableRawPointer).self), _SwizzleMacroSupport.cArgument(__a, 1, as: (UnsafeRawPointer).self), _SwizzleMacroSupport.cArgument(__a, 2, as: (UnsafeMutableRawPointer).self)) }, entry: { __r, __c, __e0 in _SwizzleMacroSupport.enter(.instance, (_SwizzleMacroSupport.word(__r), _SwizzleMacroSupport.word(__c), _SwizzleMacroSupport.word(__e0))) })
                try _SwizzleMacroSupport.add(__registrar, Puppy.__swizzle_Puppy_sel_init__, .class, { __receiver, _, __result in
                    _SwizzleMacroSupport.setResult(__result, _SwizzleMacroSupport.metatype(__receiver, as: Puppy.self).init())
                } as @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, UnsafeMutableRawPointer) -> Void, _SwizzleMacroSupport.signature(returning: (Puppy).self, throws: false, byValue: [], resultByValue: false, of: "init()", in: Puppy.self), invoker: { __f, __r, __a in unsafeBitCast(__f, to: (@convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, UnsafeMutableRawPointer) -> Void).self)(_SwizzleMacroSupport.cArgument(__a, 0, as: (UnsafeMutableRawPointer).self), _SwizzleMacroSupport.cArgument(__a, 1, as: (UnsafeRawPointer).self), _SwizzleMacroSupport.cArgument(__a, 2, as: (UnsafeMutableRawPointer).self)) }, entry: { __r, __c, __e0 in _SwizzleMacroSupport.enter(.class, (_SwizzleMacroSupport.word(__r), _SwizzleMacroSupport.word(__c), _SwizzleMacroSupport.word(__e0))) })
                }

                private static var __swizzle_Puppy_class: RuntimeClass { __swizzle_Puppy_record.runtimeClass { __swizzle_Puppy_registration } }

                override class var runtimeClass: RuntimeClass { __swizzle_Puppy_class }

                private final func __swizzle_Puppy_bark() -> String {
                #sourceLocation(file: "Test.swift", line: 4)
                { () -> String in
                typealias __SwizzleIMP = @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, UnsafeMutableRawPointer) -> Void
                let __swizzleSelector = Puppy.__swizzle_Puppy_sel_bark__.selector
                let __swizzleIMP = _SwizzleMacroSupport.superImplementation(of: __swizzleSelector, from: Puppy.__swizzle_Puppy_class, .instance, as: __SwizzleIMP.self)
                return _SwizzleMacroSupport.returning((String).self) { __swizzleResult in __swizzleIMP(self.receiverPointer, _SwizzleMacroSupport.cmd(__swizzleSelector), __swizzleResult) }
                }().uppercased() 
                #sourceLocation()
                }

                private final func __swizzle_Puppy_eat(food: String) {
                #sourceLocation(file: "Test.swift", line: 5)
                _SwizzleMacroSupport.superMethod(self, from: Puppy.__swizzle_Puppy_class, "sniff(_:)", Dog.sniff(_:), food) 
                #sourceLocation()
                }

                /// Makes an instance through the dispatch table entry 'init()', so a global mock can replace what construction returns; by default it runs `init()`.
                override class func make() -> Self {
                typealias __SwizzleIMP = @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, UnsafeMutableRawPointer) -> Void
                let __swizzleSelector = Puppy.__swizzle_Puppy_sel_init__.selector
                let __swizzleClass = _SwizzleMacroSupport.runtimeClass(of: self, declaredIn: Puppy.self, record: Puppy.__swizzle_Puppy_record)
                let __swizzleIMP = _SwizzleMacroSupport.classImplementation(of: __swizzleSelector, in: __swizzleClass, as: __SwizzleIMP.self)
                return _SwizzleMacroSupport.cast(_SwizzleMacroSupport.returning((Puppy).self) { __swizzleResult in __swizzleIMP(_SwizzleMacroSupport.classReceiver(__swizzleClass), _SwizzleMacroSupport.cmd(__swizzleSelector), __swizzleResult) }, to: Self.self, selector: __swizzleSelector)
                }

                /// Puppy's typed method references, for spies, stubs and verifications: `\.name`.
                @dynamicMemberLookup struct SwizzleMethods: SwizzleRuntime.SwizzleMethodNamespace {
                init() {}
                var bark: SwizzleRuntime.SwizzleMethod<String> { .init(SwizzleRuntime.Selector("bark()"), .instance) }
                var eat: SwizzleRuntime.SwizzleMethod<Void, String> { .init(SwizzleRuntime.Selector("eat(food:)"), .instance) }
                var make: SwizzleRuntime.SwizzleMethod<Puppy> { .init(SwizzleRuntime.Selector("init()"), .class) }
                subscript<Reference>(dynamicMember member: KeyPath<Dog.SwizzleMethods, Reference>) -> Reference { Dog.SwizzleMethods()[keyPath: member] }
                }
            }
            """#
        }
    }

    @Test func genericAndRethrowsMethods() {
        assertMacro {
            """
            @Swizzlable
            class Wrapper {
                func wrap<T>(_ value: T, times: Int) -> [T] { Array(repeating: value, count: times) }
                func apply(_ body: (Int) throws -> Int) rethrows -> Int { try body(1) }
            }
            """
        } expansion: {
            #"""
            class Wrapper {
                func wrap<T>(_ value: T, times: Int) -> [T] {
                typealias __SwizzleIMP = @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, UnsafeMutableRawPointer, Int, UnsafeMutableRawPointer) -> Void
                let __swizzleSelector = Wrapper.__swizzle_Wrapper_sel_wrap___times__.selector
                let __swizzleIMP = _SwizzleMacroSupport.implementation(of: __swizzleSelector, for: self, declaredIn: Wrapper.self, record: Wrapper.__swizzle_Wrapper_record, as: __SwizzleIMP.self)
                if Wrapper.__swizzle_Wrapper_sel_wrap___times__.isDefault(__swizzleIMP) { return self.__swizzle_generic_wrap(value, times: times) }
                return withUnsafePointer(to: value as Any) { __swizzle_p0 in
                    return _SwizzleMacroSupport.returning((_GenericCall<Never>).self) { __swizzleResult in __swizzleIMP(self.receiverPointer, _SwizzleMacroSupport.cmd(__swizzleSelector), UnsafeMutableRawPointer(mutating: __swizzle_p0), times, __swizzleResult) }.resolve(as: ([T]).self) { self.__swizzle_generic_wrap(value, times: times) }
                }
                }
                func apply(_ body: (Int) throws -> Int) rethrows -> Int {
                do {
                    typealias __SwizzleIMP = @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, UnsafeMutableRawPointer, UnsafeMutableRawPointer) -> Int
                    let __swizzleSelector = Wrapper.__swizzle_Wrapper_sel_apply____.selector
                    let __swizzleIMP = _SwizzleMacroSupport.implementation(of: __swizzleSelector, for: self, declaredIn: Wrapper.self, record: Wrapper.__swizzle_Wrapper_record, as: __SwizzleIMP.self)
                    if Wrapper.__swizzle_Wrapper_sel_apply____.isDefault(__swizzleIMP) { return try self.__swizzle_Wrapper_apply(body) }
                    return try withoutActuallyEscaping(body) { __swizzle_e0 in
                        return try withUnsafePointer(to: __swizzle_e0) { __swizzle_p0 in
                            return try _SwizzleMacroSupport.throwing { __swizzleError in __swizzleIMP(self.receiverPointer, _SwizzleMacroSupport.cmd(__swizzleSelector), UnsafeMutableRawPointer(mutating: __swizzle_p0), __swizzleError) }
                        }
                    }
                } catch {
                    try _SwizzleMacroSupport.rethrowing(error, through: body)
                }
                }

                private static let __swizzle_Wrapper_sel_wrap___times__ = SwizzleRuntime._SelectorSlot("wrap(_:times:)")

                private static let __swizzle_Wrapper_sel_apply____ = SwizzleRuntime._SelectorSlot("apply(_:)")

                private static let __swizzle_Wrapper_record = SwizzleRuntime._ClassRecordSlot()

                private static let __swizzle_Wrapper_registration: RuntimeClass = _SwizzleMacroSupport.register(Wrapper.self, superclass: nil) { __registrar in
                try _SwizzleMacroSupport.add(__registrar, Wrapper.__swizzle_Wrapper_sel_wrap___times__, .instance, { __receiver, _, __a0, __a1, __result in
                    _SwizzleMacroSupport.setResult(__result, _GenericCall<Never>.forwarding)
                } as @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, UnsafeMutableRawPointer, Int, UnsafeMutableRawPointer) -> Void, _SwizzleMacroSupport.signature((Any).self, (Int).self, returning: (_GenericCall<Never>).self, throws: false, byValue: [false, true], resultByValue: false, of: "wrap(_:times:)", in: Wrapper.self), invoker: { __f, __r, __a in unsafeBitCast(__f, to: (@convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, UnsafeMutableRawPointer, Int, UnsafeMutableRawPointer) -> Void).self)(_SwizzleMacroSupport.cArgument(__a, 0, as: (UnsafeMutableRawPointer).self), _SwizzleMacroSupport.cArgument(__a, 1, as: (UnsafeRawPointer).self), _SwizzleMacroSupport.cArgument(__a, 2, as: (UnsafeMutableRawPointer).self), _SwizzleMacroSupport.cArgument(__a, 3, as: (Int).self), _SwizzleMacroSupport.cArgument(__a, 4, as: (UnsafeMutableRawPointer).self)) }, entry: { __r, __c, __e0, __e1, __e2 in _SwizzleMacroSupport.enter(.instance, (_SwizzleMacroSupport.word(__r), _SwizzleMacroSupport.word(__c), _SwizzleMacroSupport.word(__e0), _SwizzleMacroSupport.word(__e1), _SwizzleMacroSupport.word(__e2))) })
                try _SwizzleMacroSupport.add(__registrar, Wrapper.__swizzle_Wrapper_sel_apply____, .instance, { __receiver, _, __a0, __error in
                    return _SwizzleMacroSupport.catching(__error) { try _SwizzleMacroSupport.object(__receiver, as: Wrapper.self).__swizzle_Wrapper_apply(_SwizzleMacroSupport.argument(__a0, as: ((Int) throws -> Int).self)) }
                } as @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, UnsafeMutableRawPointer, UnsafeMutableRawPointer) -> Int, _SwizzleMacroSupport.signature(((Int) throws -> Int).self, returning: (Int).self, throws: true, byValue: [false], resultByValue: true, nonEscaping: [0], rethrows: true, of: "apply(_:)", in: Wrapper.self), invoker: { __f, __r, __a in _SwizzleMacroSupport.store(unsafeBitCast(__f, to: (@convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, UnsafeMutableRawPointer, UnsafeMutableRawPointer) -> Int).self)(_SwizzleMacroSupport.cArgument(__a, 0, as: (UnsafeMutableRawPointer).self), _SwizzleMacroSupport.cArgument(__a, 1, as: (UnsafeRawPointer).self), _SwizzleMacroSupport.cArgument(__a, 2, as: (UnsafeMutableRawPointer).self), _SwizzleMacroSupport.cArgument(__a, 3, as: (UnsafeMutableRawPointer).self)), into: __r) }, entry: { __r, __c, __e0, __e1 in _SwizzleMacroSupport.enter(.instance, (_SwizzleMacroSupport.word(__r), _SwizzleMacroSupport.word(__c), _SwizzleMacroSupport.word(__e0), _SwizzleMacroSupport.word(__e1))) })
                }

                private static var __swizzle_Wrapper_class: RuntimeClass { __swizzle_Wrapper_record.runtimeClass { __swizzle_Wrapper_registration } }

                class var runtimeClass: RuntimeClass { __swizzle_Wrapper_class }

                func __swizzle_generic_wrap<T>(_ value: T, times: Int) -> [T] {
                #sourceLocation(file: "Test.swift", line: 3)
                Array(repeating: value, count: times) 
                #sourceLocation()
                }

                private final func __swizzle_Wrapper_apply(_ body: (Int) throws -> Int) rethrows -> Int {
                #sourceLocation(file: "Test.swift", line: 4)
                try body(1) 
                #sourceLocation()
                }

                /// Wrapper's typed method references, for spies, stubs and verifications: `\.name`.
                struct SwizzleMethods: SwizzleRuntime.SwizzleMethodNamespace {
                init() {}
                var wrap: SwizzleRuntime.SwizzleMethod<Any, Any, Int> { .init(SwizzleRuntime.Selector("wrap(_:times:)"), .instance) }
                var apply: SwizzleRuntime.SwizzleMethod<Int, Any> { .init(SwizzleRuntime.Selector("apply(_:)"), .instance) }
                }
            }
            """#
        }
    }

    @Test func storedPropertyWithObservers() {
        assertMacro {
            """
            @Swizzlable
            class Thermostat {
                var target: Int = 20 {
                    didSet(old) { if target > 30 { target = 30 } }
                }
                let unit = "C"
            }
            """
        } diagnostics: {
            """
            @Swizzlable
            class Thermostat {
                var target: Int = 20 {
                    didSet(old) { if target > 30 { target = 30 } }
                }
                let unit = "C"
                ┬─────────────
                ╰─ ⚠️ stored property 'unit' is not dispatched: a 'let' never changes, so it has no setter to spy on; its value is what the initializer stored; it stays a plain stored property
            }
            """
        } expansion: {
            #"""
            class Thermostat {
                var target: Int {
                    didSet(old) { if target > 30 { target = 30 } }
                    @storageRestrictions(initializes: __swizzle_storage_target)
                    init(initialValue) {
                    __swizzle_storage_target = initialValue
                    }

                    get {
                    typealias __SwizzleIMP = @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer) -> Int
                    let __swizzleSelector = Thermostat.__swizzle_Thermostat_sel_getter_target.selector
                    let __swizzleIMP = _SwizzleMacroSupport.implementation(of: __swizzleSelector, for: self, declaredIn: Thermostat.self, record: Thermostat.__swizzle_Thermostat_record, as: __SwizzleIMP.self)
                    if Thermostat.__swizzle_Thermostat_sel_getter_target.isDefault(__swizzleIMP) { return self.__swizzle_storage_target }
                    return __swizzleIMP(self.receiverPointer, _SwizzleMacroSupport.cmd(__swizzleSelector))
                    }

                    set {
                    typealias __SwizzleIMP = @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, Int) -> Void
                    let __swizzleSelector = Thermostat.__swizzle_Thermostat_sel_setter_target.selector
                    let __swizzleIMP = _SwizzleMacroSupport.implementation(of: __swizzleSelector, for: self, declaredIn: Thermostat.self, record: Thermostat.__swizzle_Thermostat_record, as: __SwizzleIMP.self)
                    if Thermostat.__swizzle_Thermostat_sel_setter_target.isDefault(__swizzleIMP) { return self.__swizzle_Thermostat_set_target(newValue) }
                    return __swizzleIMP(self.receiverPointer, _SwizzleMacroSupport.cmd(__swizzleSelector), newValue)
                    }
                }

                private var __swizzle_storage_target: Int
                let unit = "C"

                private static let __swizzle_Thermostat_sel_getter_target = SwizzleRuntime._SelectorSlot("getter:target")

                private static let __swizzle_Thermostat_sel_setter_target = SwizzleRuntime._SelectorSlot("setter:target")

                private static let __swizzle_Thermostat_record = SwizzleRuntime._ClassRecordSlot()

                private static let __swizzle_Thermostat_registration: RuntimeClass = _SwizzleMacroSupport.register(Thermostat.self, superclass: nil, undispatched: [("getter:unit", .instance, "a 'let' never changes, so it has no setter to spy on; its value is what the initializer stored")]) { __registrar in
                try _SwizzleMacroSupport.add(__registrar, Thermostat.__swizzle_Thermostat_sel_getter_target, .instance, { __receiver, _ in
                    return _SwizzleMacroSupport.object(__receiver, as: Thermostat.self).__swizzle_Thermostat_get_target()
                } as @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer) -> Int, _SwizzleMacroSupport.signature(returning: (Int).self, throws: false, byValue: [], resultByValue: true, of: "getter:target", in: Thermostat.self), invoker: { __f, __r, __a in _SwizzleMacroSupport.store(unsafeBitCast(__f, to: (@convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer) -> Int).self)(_SwizzleMacroSupport.cArgument(__a, 0, as: (UnsafeMutableRawPointer).self), _SwizzleMacroSupport.cArgument(__a, 1, as: (UnsafeRawPointer).self)), into: __r) }, entry: { __r, __c in _SwizzleMacroSupport.enter(.instance, (_SwizzleMacroSupport.word(__r), _SwizzleMacroSupport.word(__c))) })
                try _SwizzleMacroSupport.add(__registrar, Thermostat.__swizzle_Thermostat_sel_setter_target, .instance, { __receiver, _, __a0 in
                    _SwizzleMacroSupport.object(__receiver, as: Thermostat.self).__swizzle_Thermostat_set_target(__a0)
                } as @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, Int) -> Void, _SwizzleMacroSupport.signature((Int).self, returning: Void.self, throws: false, byValue: [true], resultByValue: false, of: "setter:target", in: Thermostat.self), invoker: { __f, __r, __a in unsafeBitCast(__f, to: (@convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, Int) -> Void).self)(_SwizzleMacroSupport.cArgument(__a, 0, as: (UnsafeMutableRawPointer).self), _SwizzleMacroSupport.cArgument(__a, 1, as: (UnsafeRawPointer).self), _SwizzleMacroSupport.cArgument(__a, 2, as: (Int).self)) }, entry: { __r, __c, __e0 in _SwizzleMacroSupport.enter(.instance, (_SwizzleMacroSupport.word(__r), _SwizzleMacroSupport.word(__c), _SwizzleMacroSupport.word(__e0))) })
                }

                private static var __swizzle_Thermostat_class: RuntimeClass { __swizzle_Thermostat_record.runtimeClass { __swizzle_Thermostat_registration } }

                class var runtimeClass: RuntimeClass { __swizzle_Thermostat_class }

                private final func __swizzle_Thermostat_get_target() -> Int { self.__swizzle_storage_target }

                private final func __swizzle_Thermostat_set_target(_ newValue: Int) {
                let __swizzleOldValue = self.__swizzle_storage_target
                self.__swizzle_storage_target = newValue
                do {
                let old = __swizzleOldValue
                do {
                #sourceLocation(file: "Test.swift", line: 4)
                if __swizzle_storage_target > 30 { __swizzle_storage_target = 30 } 
                #sourceLocation()
                }
                }
                }

                /// Thermostat's typed method references, for spies, stubs and verifications: `\.name`.
                struct SwizzleMethods: SwizzleRuntime.SwizzleMethodNamespace {
                init() {}
                var target: SwizzleRuntime.SwizzleProperty<Int> { .init("target") }
                }
            }
            """#
        }
    }

    /// The accessors and storage `@_SwizzlableProperty` gives a property (the member-attribute
    /// role puts it there in a real build; the test expansion does not apply attributes it adds
    /// to properties, so it is written here).
    @Test func storedPropertyAccessors() {
        assertMacro {
            """
            class Thermostat {
                @_SwizzlableProperty(of: "Thermostat")
                var target: Int = 20
            }
            """
        } expansion: {
            """
            class Thermostat {
                var target: Int {
                @storageRestrictions(initializes: __swizzle_storage_target)
                init(initialValue) {
                __swizzle_storage_target = initialValue
                }
                get {
                typealias __SwizzleIMP = @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer) -> Int
                let __swizzleSelector = Thermostat.__swizzle_Thermostat_sel_getter_target.selector
                let __swizzleIMP = _SwizzleMacroSupport.implementation(of: __swizzleSelector, for: self, declaredIn: Thermostat.self, record: Thermostat.__swizzle_Thermostat_record, as: __SwizzleIMP.self)
                if Thermostat.__swizzle_Thermostat_sel_getter_target.isDefault(__swizzleIMP) { return self.__swizzle_storage_target }
                return __swizzleIMP(self.receiverPointer, _SwizzleMacroSupport.cmd(__swizzleSelector))
                }
                set {
                typealias __SwizzleIMP = @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, Int) -> Void
                let __swizzleSelector = Thermostat.__swizzle_Thermostat_sel_setter_target.selector
                let __swizzleIMP = _SwizzleMacroSupport.implementation(of: __swizzleSelector, for: self, declaredIn: Thermostat.self, record: Thermostat.__swizzle_Thermostat_record, as: __SwizzleIMP.self)
                if Thermostat.__swizzle_Thermostat_sel_setter_target.isDefault(__swizzleIMP) { return self.__swizzle_Thermostat_set_target(newValue) }
                return __swizzleIMP(self.receiverPointer, _SwizzleMacroSupport.cmd(__swizzleSelector), newValue)
                }
                }

                private var __swizzle_storage_target: Int
            }
            """
        }
    }
}
