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
            """
            class Dog {
                func bark() -> String {
                    typealias __SwizzleIMP = @convention(c) (UnsafeMutableRawPointer, SKSel, UnsafeMutableRawPointer) -> Void
                    let __swizzleSelector = Dog.__swizzle_Dog_sel_bark__
                    let __swizzleIMP = SwizzleMacroSupport.implementation(of: __swizzleSelector, for: self, as: __SwizzleIMP.self)
                    return SwizzleMacroSupport.returning((String).self) { __swizzleResult in __swizzleIMP(self.receiverPointer, __swizzleSelector.raw, __swizzleResult) }
                }
                func age(in years: Int) -> Int {
                    typealias __SwizzleIMP = @convention(c) (UnsafeMutableRawPointer, SKSel, Int) -> Int
                    let __swizzleSelector = Dog.__swizzle_Dog_sel_age_in__
                    let __swizzleIMP = SwizzleMacroSupport.implementation(of: __swizzleSelector, for: self, as: __SwizzleIMP.self)
                    return __swizzleIMP(self.receiverPointer, __swizzleSelector.raw, years)
                }

                private static let __swizzle_Dog_sel_bark__ = SwizzleKit.Selector("bark()")

                private static let __swizzle_Dog_sel_age_in__ = SwizzleKit.Selector("age(in:)")

                private static let __swizzle_Dog_record: RuntimeClass = SwizzleMacroSupport.register(Dog.self, superclass: nil) { __registrar in
                    try SwizzleMacroSupport.add(__registrar, Dog.__swizzle_Dog_sel_bark__, .instance, { __receiver, _, __result in
                        SwizzleMacroSupport.setResult(__result, SwizzleMacroSupport.object(__receiver, as: Dog.self).__swizzle_Dog_bark())
                        } as @convention(c) (UnsafeMutableRawPointer, SKSel, UnsafeMutableRawPointer) -> Void, SwizzleMacroSupport.signature(returning: (String).self, throws: false, byValue: [], resultByValue: false, of: "bark()", in: Dog.self))
                    try SwizzleMacroSupport.add(__registrar, Dog.__swizzle_Dog_sel_age_in__, .instance, { __receiver, _, __a0 in
                        return SwizzleMacroSupport.object(__receiver, as: Dog.self).__swizzle_Dog_age(in: __a0)
                        } as @convention(c) (UnsafeMutableRawPointer, SKSel, Int) -> Int, SwizzleMacroSupport.signature((Int).self, returning: (Int).self, throws: false, byValue: [true], resultByValue: true, of: "age(in:)", in: Dog.self))
                }

                class var runtimeClass: RuntimeClass {
                    __swizzle_Dog_record
                }

                private final func __swizzle_Dog_bark() -> String {
                    "woof"
                }

                private final func __swizzle_Dog_age(in years: Int) -> Int {
                    years * 7
                }
            }

            extension Dog: SwizzleKit.Swizzlable {
            }
            """
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
            """
            class Dog {
                class func breed(named: String) -> Dog {
                    typealias __SwizzleIMP = @convention(c) (UnsafeMutableRawPointer, SKSel, UnsafeMutableRawPointer, UnsafeMutableRawPointer) -> Void
                    let __swizzleSelector = Dog.__swizzle_Dog_sel_breed_named__
                    let __swizzleIMP = SwizzleMacroSupport.classImplementation(of: __swizzleSelector, for: self, as: __SwizzleIMP.self)
                    return withUnsafePointer(to: named) { __swizzle_p0 in
                        return SwizzleMacroSupport.returning((Dog).self) { __swizzleResult in __swizzleIMP(SwizzleMacroSupport.classReceiver(self), __swizzleSelector.raw, UnsafeMutableRawPointer(mutating: __swizzle_p0), __swizzleResult) }
                    }
                }
                static func count() -> Int {
                    typealias __SwizzleIMP = @convention(c) (UnsafeMutableRawPointer, SKSel) -> Int
                    let __swizzleSelector = Dog.__swizzle_Dog_sel_count__
                    let __swizzleIMP = SwizzleMacroSupport.classImplementation(of: __swizzleSelector, for: self, as: __SwizzleIMP.self)
                    return __swizzleIMP(SwizzleMacroSupport.classReceiver(self), __swizzleSelector.raw)
                }

                private static let __swizzle_Dog_sel_breed_named__ = SwizzleKit.Selector("breed(named:)")

                private static let __swizzle_Dog_sel_count__ = SwizzleKit.Selector("count()")

                private static let __swizzle_Dog_record: RuntimeClass = SwizzleMacroSupport.register(Dog.self, superclass: nil) { __registrar in
                    try SwizzleMacroSupport.add(__registrar, Dog.__swizzle_Dog_sel_breed_named__, .class, { __receiver, _, __a0, __result in
                        SwizzleMacroSupport.setResult(__result, SwizzleMacroSupport.metatype(__receiver, as: Dog.self).__swizzle_Dog_breed(named: SwizzleMacroSupport.argument(__a0, as: (String).self)))
                        } as @convention(c) (UnsafeMutableRawPointer, SKSel, UnsafeMutableRawPointer, UnsafeMutableRawPointer) -> Void, SwizzleMacroSupport.signature((String).self, returning: (Dog).self, throws: false, byValue: [false], resultByValue: false, of: "breed(named:)", in: Dog.self))
                    try SwizzleMacroSupport.add(__registrar, Dog.__swizzle_Dog_sel_count__, .class, { __receiver, _ in
                        return SwizzleMacroSupport.metatype(__receiver, as: Dog.self).__swizzle_Dog_count()
                        } as @convention(c) (UnsafeMutableRawPointer, SKSel) -> Int, SwizzleMacroSupport.signature(returning: (Int).self, throws: false, byValue: [], resultByValue: true, of: "count()", in: Dog.self))
                }

                class var runtimeClass: RuntimeClass {
                    __swizzle_Dog_record
                }

                private static func __swizzle_Dog_breed(named: String) -> Dog {
                    Dog()
                }

                private static func __swizzle_Dog_count() -> Int {
                    1
                }
            }

            extension Dog: SwizzleKit.Swizzlable {
            }
            """
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
            """
            class Loader {
                func load(_ path: String) throws -> Int {
                    typealias __SwizzleIMP = @convention(c) (UnsafeMutableRawPointer, SKSel, UnsafeMutableRawPointer, UnsafeMutableRawPointer) -> Int
                    let __swizzleSelector = Loader.__swizzle_Loader_sel_load____
                    let __swizzleIMP = SwizzleMacroSupport.implementation(of: __swizzleSelector, for: self, as: __SwizzleIMP.self)
                    return try withUnsafePointer(to: path) { __swizzle_p0 in
                        return try SwizzleMacroSupport.throwing { __swizzleError in __swizzleIMP(self.receiverPointer, __swizzleSelector.raw, UnsafeMutableRawPointer(mutating: __swizzle_p0), __swizzleError) }
                    }
                }

                private static let __swizzle_Loader_sel_load____ = SwizzleKit.Selector("load(_:)")

                private static let __swizzle_Loader_record: RuntimeClass = SwizzleMacroSupport.register(Loader.self, superclass: nil) { __registrar in
                    try SwizzleMacroSupport.add(__registrar, Loader.__swizzle_Loader_sel_load____, .instance, { __receiver, _, __a0, __error in
                        return SwizzleMacroSupport.catching(__error) {
                                try SwizzleMacroSupport.object(__receiver, as: Loader.self).__swizzle_Loader_load(SwizzleMacroSupport.argument(__a0, as: (String).self))
                            }
                        } as @convention(c) (UnsafeMutableRawPointer, SKSel, UnsafeMutableRawPointer, UnsafeMutableRawPointer) -> Int, SwizzleMacroSupport.signature((String).self, returning: (Int).self, throws: true, byValue: [false], resultByValue: true, of: "load(_:)", in: Loader.self))
                }

                class var runtimeClass: RuntimeClass {
                    __swizzle_Loader_record
                }

                private final func __swizzle_Loader_load(_ path: String) throws -> Int {
                    1
                }
            }

            extension Loader: SwizzleKit.Swizzlable {
            }
            """
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
            """
            class Runner {
                func run(_ body: (Int) -> Void, then completion: @escaping () -> Void) {
                    typealias __SwizzleIMP = @convention(c) (UnsafeMutableRawPointer, SKSel, UnsafeMutableRawPointer, UnsafeMutableRawPointer) -> Void
                    let __swizzleSelector = Runner.__swizzle_Runner_sel_run___then__
                    let __swizzleIMP = SwizzleMacroSupport.implementation(of: __swizzleSelector, for: self, as: __SwizzleIMP.self)
                    return withoutActuallyEscaping(body) { __swizzle_e0 in
                        return withUnsafePointer(to: __swizzle_e0) { __swizzle_p0 in
                            return withUnsafePointer(to: completion) { __swizzle_p1 in
                                return __swizzleIMP(self.receiverPointer, __swizzleSelector.raw, UnsafeMutableRawPointer(mutating: __swizzle_p0), UnsafeMutableRawPointer(mutating: __swizzle_p1))
                            }
                        }
                    }
                }

                private static let __swizzle_Runner_sel_run___then__ = SwizzleKit.Selector("run(_:then:)")

                private static let __swizzle_Runner_record: RuntimeClass = SwizzleMacroSupport.register(Runner.self, superclass: nil) { __registrar in
                    try SwizzleMacroSupport.add(__registrar, Runner.__swizzle_Runner_sel_run___then__, .instance, { __receiver, _, __a0, __a1 in
                        SwizzleMacroSupport.object(__receiver, as: Runner.self).__swizzle_Runner_run(SwizzleMacroSupport.argument(__a0, as: ((Int) -> Void).self), then: SwizzleMacroSupport.argument(__a1, as: (() -> Void).self))
                        } as @convention(c) (UnsafeMutableRawPointer, SKSel, UnsafeMutableRawPointer, UnsafeMutableRawPointer) -> Void, SwizzleMacroSupport.signature(((Int) -> Void).self, (() -> Void).self, returning: Void.self, throws: false, byValue: [false, false], resultByValue: false, of: "run(_:then:)", in: Runner.self))
                }

                class var runtimeClass: RuntimeClass {
                    __swizzle_Runner_record
                }

                private final func __swizzle_Runner_run(_ body: (Int) -> Void, then completion: @escaping () -> Void) {
                    body(1);
                    completion()
                }
            }

            extension Runner: SwizzleKit.Swizzlable {
            }
            """
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
            """
            class Counter {
                func bump(_ value: inout Int) {
                    typealias __SwizzleIMP = @convention(c) (UnsafeMutableRawPointer, SKSel, UnsafeMutablePointer<Int>) -> Void
                    let __swizzleSelector = Counter.__swizzle_Counter_sel_bump____
                    let __swizzleIMP = SwizzleMacroSupport.implementation(of: __swizzleSelector, for: self, as: __SwizzleIMP.self)
                    return __swizzleIMP(self.receiverPointer, __swizzleSelector.raw, &value)
                }
                func sum(_ values: Int...) -> Int {
                    typealias __SwizzleIMP = @convention(c) (UnsafeMutableRawPointer, SKSel, UnsafeMutableRawPointer) -> Int
                    let __swizzleSelector = Counter.__swizzle_Counter_sel_sum____
                    let __swizzleIMP = SwizzleMacroSupport.implementation(of: __swizzleSelector, for: self, as: __SwizzleIMP.self)
                    return withUnsafePointer(to: values) { __swizzle_p0 in
                        return __swizzleIMP(self.receiverPointer, __swizzleSelector.raw, UnsafeMutableRawPointer(mutating: __swizzle_p0))
                    }
                }

                private static let __swizzle_Counter_sel_bump____ = SwizzleKit.Selector("bump(_:)")

                private static let __swizzle_Counter_sel_sum____ = SwizzleKit.Selector("sum(_:)")

                private static let __swizzle_Counter_record: RuntimeClass = SwizzleMacroSupport.register(Counter.self, superclass: nil) { __registrar in
                    try SwizzleMacroSupport.add(__registrar, Counter.__swizzle_Counter_sel_bump____, .instance, { __receiver, _, __a0 in
                        SwizzleMacroSupport.object(__receiver, as: Counter.self).__swizzle_Counter_bump(&__a0.pointee)
                        } as @convention(c) (UnsafeMutableRawPointer, SKSel, UnsafeMutablePointer<Int>) -> Void, SwizzleMacroSupport.signature((UnsafeMutablePointer<Int>).self, returning: Void.self, throws: false, byValue: [true], resultByValue: false, of: "bump(_:)", in: Counter.self))
                    try SwizzleMacroSupport.add(__registrar, Counter.__swizzle_Counter_sel_sum____, .instance, { __receiver, _, __a0 in
                        return SwizzleMacroSupport.object(__receiver, as: Counter.self).__swizzle_Counter_sum(SwizzleMacroSupport.argument(__a0, as: ([Int]).self))
                        } as @convention(c) (UnsafeMutableRawPointer, SKSel, UnsafeMutableRawPointer) -> Int, SwizzleMacroSupport.signature(([Int]).self, returning: (Int).self, throws: false, byValue: [false], resultByValue: true, of: "sum(_:)", in: Counter.self))
                }

                class var runtimeClass: RuntimeClass {
                    __swizzle_Counter_record
                }

                private final func __swizzle_Counter_bump(_ value: inout Int) {
                    value += 1
                }

                private final func __swizzle_Counter_sum(_ values: [Int]) -> Int {
                    values.reduce(0, +)
                }
            }

            extension Counter: SwizzleKit.Swizzlable {
            }
            """
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
            """
            public class Service {
                public init(id: String) {}
                required init() {}
                init?(code: Int) { return nil }

                private static let __swizzle_Service_sel_init_id__ = SwizzleKit.Selector("init(id:)")

                private static let __swizzle_Service_sel_init__ = SwizzleKit.Selector("init()")

                private static let __swizzle_Service_sel_init_code__ = SwizzleKit.Selector("init(code:)")

                private static let __swizzle_Service_record: RuntimeClass = SwizzleMacroSupport.register(Service.self, superclass: nil) { __registrar in
                    try SwizzleMacroSupport.add(__registrar, Service.__swizzle_Service_sel_init_id__, .class, { __receiver, _, __a0, __result in
                        SwizzleMacroSupport.setResult(__result, Service(id: SwizzleMacroSupport.argument(__a0, as: (String).self)))
                        } as @convention(c) (UnsafeMutableRawPointer, SKSel, UnsafeMutableRawPointer, UnsafeMutableRawPointer) -> Void, SwizzleMacroSupport.signature((String).self, returning: (Service).self, throws: false, byValue: [false], resultByValue: false, of: "init(id:)", in: Service.self))
                    try SwizzleMacroSupport.add(__registrar, Service.__swizzle_Service_sel_init__, .class, { __receiver, _, __result in
                        SwizzleMacroSupport.setResult(__result, SwizzleMacroSupport.metatype(__receiver, as: Service.self).init())
                        } as @convention(c) (UnsafeMutableRawPointer, SKSel, UnsafeMutableRawPointer) -> Void, SwizzleMacroSupport.signature(returning: (Service).self, throws: false, byValue: [], resultByValue: false, of: "init()", in: Service.self))
                    try SwizzleMacroSupport.add(__registrar, Service.__swizzle_Service_sel_init_code__, .class, { __receiver, _, __a0, __result in
                        SwizzleMacroSupport.setResult(__result, Service(code: __a0))
                        } as @convention(c) (UnsafeMutableRawPointer, SKSel, Int, UnsafeMutableRawPointer) -> Void, SwizzleMacroSupport.signature((Int).self, returning: (Service?).self, throws: false, byValue: [true], resultByValue: false, of: "init(code:)", in: Service.self))
                }

                public class var runtimeClass: RuntimeClass {
                    __swizzle_Service_record
                }

                /// Makes an instance through the dispatch table entry 'init(id:)', so a global mock can replace what construction returns; by default it runs `init(id:)`.
                public class func make(id: String) -> Service {
                    typealias __SwizzleIMP = @convention(c) (UnsafeMutableRawPointer, SKSel, UnsafeMutableRawPointer, UnsafeMutableRawPointer) -> Void
                    let __swizzleSelector = Service.__swizzle_Service_sel_init_id__
                    let __swizzleIMP = SwizzleMacroSupport.classImplementation(of: __swizzleSelector, for: self, as: __SwizzleIMP.self)
                    return withUnsafePointer(to: id) { __swizzle_p0 in
                        return SwizzleMacroSupport.returning((Service).self) { __swizzleResult in
                            __swizzleIMP(SwizzleMacroSupport.classReceiver(self), __swizzleSelector.raw, UnsafeMutableRawPointer(mutating: __swizzle_p0), __swizzleResult)
                        }
                    }
                }

                /// Makes an instance through the dispatch table entry 'init()', so a global mock can replace what construction returns; by default it runs `init()`.
                class func make() -> Self {
                    typealias __SwizzleIMP = @convention(c) (UnsafeMutableRawPointer, SKSel, UnsafeMutableRawPointer) -> Void
                    let __swizzleSelector = Service.__swizzle_Service_sel_init__
                    let __swizzleIMP = SwizzleMacroSupport.classImplementation(of: __swizzleSelector, for: self, as: __SwizzleIMP.self)
                    return SwizzleMacroSupport.cast(SwizzleMacroSupport.returning((Service).self) { __swizzleResult in
                            __swizzleIMP(SwizzleMacroSupport.classReceiver(self), __swizzleSelector.raw, __swizzleResult)
                        }, to: Self.self, selector: __swizzleSelector)
                }

                /// Makes an instance through the dispatch table entry 'init(code:)', so a global mock can replace what construction returns; by default it runs `init(code:)`.
                class func make(code: Int) -> Service? {
                    typealias __SwizzleIMP = @convention(c) (UnsafeMutableRawPointer, SKSel, Int, UnsafeMutableRawPointer) -> Void
                    let __swizzleSelector = Service.__swizzle_Service_sel_init_code__
                    let __swizzleIMP = SwizzleMacroSupport.classImplementation(of: __swizzleSelector, for: self, as: __SwizzleIMP.self)
                    return SwizzleMacroSupport.returning((Service?).self) { __swizzleResult in
                        __swizzleIMP(SwizzleMacroSupport.classReceiver(self), __swizzleSelector.raw, code, __swizzleResult)
                    }
                }
            }

            extension Service: SwizzleKit.Swizzlable {
            }
            """
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
            """
            final class Token {
                init(value: Int) {}

                private static let __swizzle_Token_sel_init_value__ = SwizzleKit.Selector("init(value:)")

                private static let __swizzle_Token_record: RuntimeClass = SwizzleMacroSupport.register(Token.self, superclass: nil) { __registrar in
                    try SwizzleMacroSupport.add(__registrar, Token.__swizzle_Token_sel_init_value__, .class, { __receiver, _, __a0, __result in
                        SwizzleMacroSupport.setResult(__result, SwizzleMacroSupport.metatype(__receiver, as: Token.self).init(value: __a0))
                        } as @convention(c) (UnsafeMutableRawPointer, SKSel, Int, UnsafeMutableRawPointer) -> Void, SwizzleMacroSupport.signature((Int).self, returning: (Token).self, throws: false, byValue: [true], resultByValue: false, of: "init(value:)", in: Token.self))
                }

                class var runtimeClass: RuntimeClass {
                    __swizzle_Token_record
                }

                /// Makes an instance through the dispatch table entry 'init(value:)', so a global mock can replace what construction returns; by default it runs `init(value:)`.
                class func make(value: Int) -> Self {
                    typealias __SwizzleIMP = @convention(c) (UnsafeMutableRawPointer, SKSel, Int, UnsafeMutableRawPointer) -> Void
                    let __swizzleSelector = Token.__swizzle_Token_sel_init_value__
                    let __swizzleIMP = SwizzleMacroSupport.classImplementation(of: __swizzleSelector, for: self, as: __SwizzleIMP.self)
                    return SwizzleMacroSupport.cast(SwizzleMacroSupport.returning((Token).self) { __swizzleResult in
                            __swizzleIMP(SwizzleMacroSupport.classReceiver(self), __swizzleSelector.raw, value, __swizzleResult)
                        }, to: Self.self, selector: __swizzleSelector)
                }
            }

            extension Token: SwizzleKit.Swizzlable {
            }
            """
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
            """
            class Dog {
                func bark() -> String {
                    #if DEBUG
                    typealias __SwizzleIMP = @convention(c) (UnsafeMutableRawPointer, SKSel, UnsafeMutableRawPointer) -> Void
                    let __swizzleSelector = Dog.__swizzle_Dog_sel_bark__
                    let __swizzleIMP = SwizzleMacroSupport.implementation(of: __swizzleSelector, for: self, as: __SwizzleIMP.self)
                    return SwizzleMacroSupport.returning((String).self) { __swizzleResult in
                        __swizzleIMP(self.receiverPointer, __swizzleSelector.raw, __swizzleResult)
                    }
                    #else
                    "woof"
                    #endif
                }

                #if DEBUG
                private static let __swizzle_Dog_sel_bark__ = SwizzleKit.Selector("bark()")

                private static let __swizzle_Dog_record: RuntimeClass = SwizzleMacroSupport.register(Dog.self, superclass: nil) { __registrar in
                    try SwizzleMacroSupport.add(__registrar, Dog.__swizzle_Dog_sel_bark__, .instance, { __receiver, _, __result in
                        SwizzleMacroSupport.setResult(__result, SwizzleMacroSupport.object(__receiver, as: Dog.self).__swizzle_Dog_bark())
                        } as @convention(c) (UnsafeMutableRawPointer, SKSel, UnsafeMutableRawPointer) -> Void, SwizzleMacroSupport.signature(returning: (String).self, throws: false, byValue: [], resultByValue: false, of: "bark()", in: Dog.self))
                }

                class var runtimeClass: RuntimeClass {
                    __swizzle_Dog_record
                }

                private final func __swizzle_Dog_bark() -> String {
                    "woof"
                }
                #else
                private static let __swizzle_Dog_record: RuntimeClass = SwizzleMacroSupport.register(Dog.self, superclass: nil)

                class var runtimeClass: RuntimeClass {
                    __swizzle_Dog_record
                }
                #endif
            }

            extension Dog: SwizzleKit.Swizzlable {
            }
            """
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
            """
            final class Puppy: Dog {
                override init() { super.init() }
                override func bark() -> String {
                    typealias __SwizzleIMP = @convention(c) (UnsafeMutableRawPointer, SKSel, UnsafeMutableRawPointer) -> Void
                    let __swizzleSelector = Puppy.__swizzle_Puppy_sel_bark__
                    let __swizzleIMP = SwizzleMacroSupport.implementation(of: __swizzleSelector, for: self, as: __SwizzleIMP.self)
                    return SwizzleMacroSupport.returning((String).self) { __swizzleResult in __swizzleIMP(self.receiverPointer, __swizzleSelector.raw, __swizzleResult) }
                }
                override func eat(food: String) {
                    typealias __SwizzleIMP = @convention(c) (UnsafeMutableRawPointer, SKSel, UnsafeMutableRawPointer) -> Void
                    let __swizzleSelector = Puppy.__swizzle_Puppy_sel_eat_food__
                    let __swizzleIMP = SwizzleMacroSupport.implementation(of: __swizzleSelector, for: self, as: __SwizzleIMP.self)
                    return withUnsafePointer(to: food) { __swizzle_p0 in
                        return __swizzleIMP(self.receiverPointer, __swizzleSelector.raw, UnsafeMutableRawPointer(mutating: __swizzle_p0))
                    }
                }

                private static let __swizzle_Puppy_sel_bark__ = SwizzleKit.Selector("bark()")

                private static let __swizzle_Puppy_sel_eat_food__ = SwizzleKit.Selector("eat(food:)")

                private static let __swizzle_Puppy_sel_init__ = SwizzleKit.Selector("init()")

                private static let __swizzle_Puppy_record: RuntimeClass = SwizzleMacroSupport.register(Puppy.self, superclass: Dog.runtimeClass) { __registrar in
                    try SwizzleMacroSupport.add(__registrar, Puppy.__swizzle_Puppy_sel_bark__, .instance, { __receiver, _, __result in
                        SwizzleMacroSupport.setResult(__result, SwizzleMacroSupport.object(__receiver, as: Puppy.self).__swizzle_Puppy_bark())
                        } as @convention(c) (UnsafeMutableRawPointer, SKSel, UnsafeMutableRawPointer) -> Void, SwizzleMacroSupport.signature(returning: (String).self, throws: false, byValue: [], resultByValue: false, of: "bark()", in: Puppy.self))
                    try SwizzleMacroSupport.add(__registrar, Puppy.__swizzle_Puppy_sel_eat_food__, .instance, { __receiver, _, __a0 in
                        SwizzleMacroSupport.object(__receiver, as: Puppy.self).__swizzle_Puppy_eat(food: SwizzleMacroSupport.argument(__a0, as: (String).self))
                        } as @convention(c) (UnsafeMutableRawPointer, SKSel, UnsafeMutableRawPointer) -> Void, SwizzleMacroSupport.signature((String).self, returning: Void.self, throws: false, byValue: [false], resultByValue: false, of: "eat(food:)", in: Puppy.self))
                    try SwizzleMacroSupport.add(__registrar, Puppy.__swizzle_Puppy_sel_init__, .class, { __receiver, _, __result in
                        SwizzleMacroSupport.setResult(__result, SwizzleMacroSupport.metatype(__receiver, as: Puppy.self).init())
                        } as @convention(c) (UnsafeMutableRawPointer, SKSel, UnsafeMutableRawPointer) -> Void, SwizzleMacroSupport.signature(returning: (Puppy).self, throws: false, byValue: [], resultByValue: false, of: "init()", in: Puppy.self))
                }

                override class var runtimeClass: RuntimeClass {
                    __swizzle_Puppy_record
                }

                private final func __swizzle_Puppy_bark() -> String {
                    { () -> String in
                        typealias __SwizzleIMP = @convention(c) (UnsafeMutableRawPointer, SKSel, UnsafeMutableRawPointer) -> Void
                        let __swizzleSelector = Puppy.__swizzle_Puppy_sel_bark__
                        let __swizzleIMP = SwizzleMacroSupport.superImplementation(of: __swizzleSelector, from: Puppy.__swizzle_Puppy_record, .instance, as: __SwizzleIMP.self)
                        return SwizzleMacroSupport.returning((String).self) { __swizzleResult in
                            __swizzleIMP(self.receiverPointer, __swizzleSelector.raw, __swizzleResult)
                        }
                    }().uppercased()
                }

                private final func __swizzle_Puppy_eat(food: String) {
                    SwizzleMacroSupport.superMethod(self, from: Puppy.__swizzle_Puppy_record, "sniff(_:)", Dog.sniff(_:), food)
                }

                /// Makes an instance through the dispatch table entry 'init()', so a global mock can replace what construction returns; by default it runs `init()`.
                override class func make() -> Self {
                    typealias __SwizzleIMP = @convention(c) (UnsafeMutableRawPointer, SKSel, UnsafeMutableRawPointer) -> Void
                    let __swizzleSelector = Puppy.__swizzle_Puppy_sel_init__
                    let __swizzleIMP = SwizzleMacroSupport.classImplementation(of: __swizzleSelector, for: self, as: __SwizzleIMP.self)
                    return SwizzleMacroSupport.cast(SwizzleMacroSupport.returning((Puppy).self) { __swizzleResult in
                            __swizzleIMP(SwizzleMacroSupport.classReceiver(self), __swizzleSelector.raw, __swizzleResult)
                        }, to: Self.self, selector: __swizzleSelector)
                }
            }
            """
        }
    }
}
