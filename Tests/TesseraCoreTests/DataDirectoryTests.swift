import TesseraCore
import Testing

/// `$TESSERA_LOCK_WAIT`: the seconds a command waits for another process's lock on a state file.
@Suite struct DataDirectoryTests {
    static let lockWaits: [(String?, Duration?)] = [
        (nil, .seconds(5)), ("", .seconds(5)), ("0", .zero), ("0.05", .milliseconds(50)), ("2", .seconds(2)),
        ("60", .seconds(60)), ("60.0", .seconds(60)), ("60.5", nil), ("-1", nil), ("1e3", nil), ("inf", nil),
        ("nan", nil), (".", nil), ("1.2.3", nil), (" 1", nil), ("1s", nil), ("٣", nil),
    ]

    @Test(arguments: lockWaits)
    func theLockWaitIsDecimalSecondsUpToAMinute(value: String?, expected: Duration?) {
        let environment = value.map { ["TESSERA_LOCK_WAIT": $0] } ?? [:]
        #expect(DataDirectory.lockWait(environment: environment) == expected)
    }
}
