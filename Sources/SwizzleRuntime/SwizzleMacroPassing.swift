/// How a generated method's values cross the table, as its registration spells it:
/// `"value, pointer -> value"`, `"pointer throws -> void"`, `"-> pointer"`. One word per
/// parameter, in order (`value`: the scalar itself; `pointer`: the address of the value), then
/// `throws` for a throwing method, then the result's word after `->` (`void` for none).
///
/// A string rather than a list of `Bool`s: the registration is compiled in every annotated class,
/// and an array literal per method was a tenth of what the compiler spent on a class's
/// registration (BENCHMARKS.md, issue 24). It is read once, when the class registers.
struct SignaturePassing {
    /// The description as written.
    let text: String
    private(set) var parametersByValue: [Bool] = []
    private(set) var isThrowing = false
    private(set) var resultByValue = false

    /// Reads `description`; a word out of place stops the program with it, since only generated
    /// code (or a hand registration copying it) writes one.
    init(_ description: StaticString) {
        text = description.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
        var seenArrow = false
        var resultWord: Substring?
        for word in text.split(whereSeparator: { $0 == " " || $0 == "," }) {
            switch (word, seenArrow) {
            case ("value", false) where !isThrowing: parametersByValue.append(true)
            case ("pointer", false) where !isThrowing: parametersByValue.append(false)
            case ("throws", false) where !isThrowing: isThrowing = true
            case ("->", false): seenArrow = true
            case ("value", true) where resultWord == nil, ("pointer", true) where resultWord == nil,
                 ("void", true) where resultWord == nil:
                resultWord = word
            default:
                refuse("'\(word)' is not where it is")
            }
        }
        guard let resultWord else { refuse("it names no result after '->'") }
        resultByValue = resultWord == "value"
    }

    /// Stops the program: the description is not one `@Swizzlable` writes, and `why`.
    func refuse(_ why: String) -> Never {
        fatalError("""
            SwizzleKit: a registration describes its values as "\(text)", and \(why); \
            write one of value or pointer per parameter, then throws if it throws, then -> and value, \
            pointer or void (as @Swizzlable writes it)
            """)
    }
}
