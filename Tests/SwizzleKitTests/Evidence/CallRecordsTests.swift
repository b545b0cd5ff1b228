@testable import SwizzleSpies
import Testing

/// A log's records keep each call's sequence number as the difference from the record before it,
/// in 4 bytes with the method's index and the flags; a difference that does not fit goes whole
/// after a marker. Read back, every record is the one appended, whatever the gaps between them.
@Suite("Call records")
struct CallRecordsTests {
    /// (sequence, method, flags), appended in this order: differences of 0 and 1, the largest
    /// kept in place and the first that is not, numbers that go back (calls recorded out of order)
    /// and past 32 bits, and a number written whole followed by small steps again.
    private static func sequences(methods: Int, differenceBits: Int) -> [(UInt64, Int, UInt32)] {
        let largest = UInt64(1) << differenceBits - 2  // the marker is all ones
        let numbers: [UInt64] = [5, 5, 6, 6 + largest, 6 + largest + (largest + 1), 3, 2, 1 << 40, (1 << 40) + 1,
                                 UInt64.max, 0, 7]
        return numbers.enumerated().map { index, number in (number, index % methods, UInt32(index % 8)) }
    }

    @Test(arguments: [(1, 28), (2, 28), (3, 27), (65_536, 13)])
    func everyRecordReadsBackAsAppended(methods: Int, differenceBits: Int) {
        let expected = Self.sequences(methods: methods, differenceBits: differenceBits)
        var records = CallRecords(methodCount: methods)
        for (sequence, method, flags) in expected { records.append(sequence: sequence, method: method, flags: flags) }
        #expect(records.count == expected.count)
        var reader = CallRecords.Reader()
        for (sequence, method, flags) in expected {
            let record = records.next(&reader)
            #expect(record.sequence == sequence)
            #expect(record.method == method)
            #expect(record.flags == flags)
        }
    }

    /// More records than a chunk holds, half of them out of order: the reader crosses chunks
    /// whether a record's whole number is split across two of them or not.
    @Test func recordsWrittenWholeAcrossChunksReadBack() {
        var records = CallRecords(methodCount: 2)
        let expected = (0 ..< 10_000).map { index in UInt64(1_000_000 + (index.isMultiple(of: 2) ? index : -index)) }
        for (index, sequence) in expected.enumerated() { records.append(sequence: sequence, method: index % 2, flags: 1) }
        var reader = CallRecords.Reader()
        let read = (0 ..< records.count).map { _ in records.next(&reader) }
        #expect(read.map(\.sequence) == expected)
        #expect(read.map(\.method) == expected.indices.map { $0 % 2 })
    }

    /// Emptied, a log starts again from nothing: its next record is not read as a step from the
    /// last one before.
    @Test func anEmptiedLogReadsItsNextRecordWhole() {
        var records = CallRecords(methodCount: 1)
        records.append(sequence: 1 << 50, method: 0, flags: 0)
        records.removeAll()
        #expect(records.count == 0)
        records.append(sequence: 9, method: 0, flags: 2)
        var reader = CallRecords.Reader()
        let record = records.next(&reader)
        #expect(record.sequence == 9 && record.flags == 2)
    }
}
