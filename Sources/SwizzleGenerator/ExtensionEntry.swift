import SwiftSyntax

/// What `@Swizzlable` on an extension of a class (`@Swizzlable extension Dog: Greeter`) writes.
///
/// An extension can add no table to its class, and nothing at run time ties the class to its
/// extensions. So each dispatched method of the extension declares its own entry in its body — a
/// local enum with its selector slot, a record slot, and a record in the `swizzlekit_extensions`
/// linker section — and the class's registration runs every record, each of which adds its one
/// method to the class it extends (`_SwizzleMacroSupport.registerExtension`).
package enum ExtensionEntry {
    /// The local enum a dispatched method of an extension declares before its call through the table.
    package static func declaration(_ model: MethodModel, className: String, isolation: ImplementationBuilder.Isolation) -> String {
        var builder = ImplementationBuilder(model: model, className: className)
        builder.isolation = isolation
        let add = builder.registration(registrar: "__registrar") { receiver, arguments in
            ImplementationBuilder.originalCall(model, className: className, receiver: receiver, arguments: arguments)
        }
        let entry = Naming.extensionEntry
        return """
            /// This method's entry: \(className) adds it to its table when it registers. (An extension of a generic class
            /// or of an actor cannot hold it: declare such a method in the class's body, where @Swizzlable dispatches it.)
            nonisolated enum \(entry) {
                static let \(Naming.extensionEntrySlot) = SwizzleRuntime._SelectorSlot(\(literal(model.selector)))
                static let \(Naming.recordSlot) = SwizzleRuntime._ClassRecordSlot()
                @section("swizzlekit_extensions") @used
                static let registration: SwizzleRuntime._SwizzleMacroSupport.ExtensionRecord = { __class, __registration in
                    SwizzleRuntime._SwizzleMacroSupport.registerExtension(
                        of: \(className).self, ifRegistering: __class, __registration, record: \(entry).\(Naming.recordSlot)
                    ) { __registrar in
                        \(add.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n            "))
                    }
                }
            }
            """
    }

    /// The record that lists what an extension leaves plain, with why, so that a spy on one of
    /// those members says so: a member of the extension, under a name only the macro uses.
    package static func plainMembers(_ plan: ClassPlan, named name: String) -> String? {
        guard !plan.undispatched.isEmpty else { return nil }
        let members = plan.undispatched.map {
            "(\(literal($0.selector)), .\($0.isClassSide ? "class" : "instance"), \(literal($0.reason)))"
        }
        return """
            /// What this extension of \(plan.className) leaves plain Swift, with why: \(plan.className) lists it when it registers.
            @section("swizzlekit_extensions") @used
            private static let \(name): SwizzleRuntime._SwizzleMacroSupport.ExtensionRecord = { __class, __registration in
                SwizzleRuntime._SwizzleMacroSupport.listExtensionMembers(
                    of: \(plan.className).self, ifRegistering: __class, __registration,
                    undispatched: [\(members.joined(separator: ", "))])
            }
            """
    }

    private static func literal(_ text: String) -> String {
        StringLiteralExprSyntax(content: text).trimmedDescription
    }
}
