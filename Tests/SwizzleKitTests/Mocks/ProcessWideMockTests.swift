import Testing

/// The Swift Testing suites that install process-wide mocks (of the shared fixtures, and the
/// reliability stress suite's own). A process-wide mock is seen by every test running at the
/// time, and `undoAllMocks()` undoes every one, so these run one at a time (the trait reaches
/// the nested suites); the scoped-mock suite runs in parallel with them and mocks other classes.
@Suite("Process-wide global mocks", .serialized)
struct ProcessWideMockTests {}
