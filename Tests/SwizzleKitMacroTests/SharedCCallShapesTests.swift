import Foundation
import SwizzleGenerator
import Testing
import TestThreads

/// The runtime's file of shared C signatures is what the generator writes for them, so a class
/// that names one finds it as its own table would have declared it.
@Suite(.onItsOwnThreads) struct SharedCCallShapesTests {
    static let runtimeFile = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/SwizzleRuntime/SharedCCallShapes.swift")

    @Test func theRuntimeDeclaresWhatTheGeneratorNames() throws {
        let expected = SharedCCallShapes.runtimeSource
        if ProcessInfo.processInfo.environment["SWIZZLEKIT_WRITE_SHARED_SHAPES"] == "1" {
            try expected.write(to: Self.runtimeFile, atomically: true, encoding: .utf8)
        }
        let onDisk = try String(contentsOf: Self.runtimeFile, encoding: .utf8)
        #expect(onDisk == expected, "Sources/SwizzleRuntime/SharedCCallShapes.swift is stale: run SWIZZLEKIT_WRITE_SHARED_SHAPES=1 swift test --filter SharedCCallShapesTests")
    }

    @Test func theSetIsTheCommonSignatures() {
        let names = Set(SharedCCallShapes.all.map(\.name))
        #expect(names.count == 144)
        #expect(names.contains("CCall_Int_Int_returning_Int"))
        #expect(names.contains("CCall_Pointer_Pointer_Pointer_returning_Void"))
        #expect(names.contains("CCall_returning_Void"))
        // `order(id:) throws -> Order`, and `init(store:calculator:notifier:)`'s factory.
        #expect(names.contains("CCall_Int_Pointer_Pointer_returning_Void"))
        #expect(names.contains("CCall_Pointer_Pointer_Pointer_Pointer_returning_Void"))
        #expect(!names.contains("CCall_Float_returning_Float"))
        #expect(!names.contains("CCall_Bool_Bool_Double_returning_Int"))
        #expect(!names.contains("CCall_Pointer_Pointer_Pointer_Pointer_Pointer_returning_Void"))
    }
}
