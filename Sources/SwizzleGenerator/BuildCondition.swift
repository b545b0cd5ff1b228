/// Generated code behind the class's compilation condition (`behindPreprocessorFlag`, `DEBUG` by
/// default): the dispatched form where the build sets it, the code as the user wrote it where it
/// does not. Every role that writes both forms writes them through this.
package enum BuildCondition {
    /// `dispatched` behind `#if flag`, `asWritten` in its `#else`; `dispatched` alone without a flag.
    /// `asWritten` is made only when there is a flag: it copies the user's body.
    package static func choosing(_ dispatched: String, otherwise asWritten: @autoclosure () -> String, flag: String?) -> String {
        guard let flag else { return dispatched }
        let otherwise = asWritten()
        return otherwise.isEmpty ? "#if \(flag)\n\(dispatched)\n#endif" : "#if \(flag)\n\(dispatched)\n#else\n\(otherwise)\n#endif"
    }
}
