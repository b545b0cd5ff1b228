/// The scoped mocks visible to the current task tree: a scoped mock answers constructions only
/// where its id is bound, so parallel tests can mock one class differently.
enum MockScope {
    @TaskLocal static var active: Set<UInt64> = []
}
