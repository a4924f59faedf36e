import Foundation
import Testing

/// Malformed API command lines: exit 64, a clear message, nothing sent and no secret echoed.
@Suite struct APICommandUsageTests {
    @Test(arguments: [
        (["payment-options", "--metadata", "novalue"], "Invalid metadata 'novalue'"),
        (["payment-options", "--metadata", "=x"], "Invalid metadata '=x'"),
        (["payment-options", "--metadata", "a=1", "--metadata", "a=2"], "metadata key 'a' is given twice"),
        (["payment-options", "--cart-item", "{not json"], "Invalid --cart-item #1"),
        (["payment-options", "--cart-item", #"{"name":"x","quantity":1}"#], "missing \"unit_amount\""),
        (
            ["payment-options", "--cart-item", #"{"name":"x","quantity":1,"unit_amount":5,"skuu":"A-1"}"#],
            "unknown field \"skuu\""
        ),
        (
            ["payment-options", "--cart-item", #"[{"name":"x","quantity":1,"unit_amount":5}]"#],
            "Invalid --cart-item #1"
        ),
        (["payment-options", "--amount", "12.50"], "expected an integer"),
        (["payment-options", "--timeout", "0"], "Invalid value '0' for '--timeout'"),
        (["payment-options", "--timeout", "-1"], "Invalid value '-1' for '--timeout'"),
        (["card-details", "--bin", "424242"], "Missing '--currency <code>'"),
        (["card-details", "--currency", "USD", "--bin", "42"], "expected 6 to 8 digits"),
        (["card-details", "--currency", "USD", "--intent", "sell"], "one of authorize, capture"),
        (["card-details", "--currency", "USD", "--payment-source", "web"], "card_on_file"),
        (["card-details", "--currency", "USD", "--merchant-initiated=yes"], "takes no value"),
        (["payment-methods"], "--buyer-id <uuid>"),
        (["payment-methods", "--buyer-id", "b", "--sort-by", "name"], "cit_usage_count"),
        (["tokenize", "--card", "4111111111111111", "--expiry", "01/30"], "Missing '--session <id>'"),
        (["tokenize", "--session", "s"], "exactly one of"),
        (["tokenize", "--session", "s", "--card", "4111111111111111", "--payment-method-id", "p"], "exactly one of"),
        (["tokenize", "--session", "s", "--card", "4111111111111111"], "Missing '--expiry MM/YY'"),
        (["tokenize", "--session", "s", "--card", "4111111111111111", "--expiry", "13/30"], "expected MM/YY"),
        (["tokenize", "--session", "s", "--payment-method-id", "p", "--expiry", "01/30"], "does not apply"),
        (
            [
                "tokenize", "--session", "s", "--click-to-pay", "--merchant-transaction-id", "m",
                "--src-correlation-id", "c",
            ],
            "Missing '--src-dpa-id <id>'"
        ),
        (["tokenize", "--session", "s", "--payment-method-id", "p", "--src-dpa-id", "d"], "needs '--click-to-pay'"),
    ])
    func malformedCommandLinesExit64(arguments: [String], message: String) throws {
        let result = try CLIProcess.run(arguments, environment: ["TESSERA_CONFIG_DIR": "/nonexistent/tessera-test"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: "))
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stderr.contains("See 'tessera \(arguments[0]) --help'"))
    }

    @Test(arguments: ["41111111111", "4111x11111111111", "41111111111111111111"])
    func badCardNumbersAreRejectedWithoutEchoingThem(number: String) throws {
        let result = try CLIProcess.run(
            ["tokenize", "--session", "s", "--card", number, "--expiry", "01/30"],
            environment: ["TESSERA_CONFIG_DIR": "/nonexistent/tessera-test"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("13 to 19 digits"))
        #expect(!result.stderr.contains(number))
    }

    @Test func aCardNumberGivenAsBinIsRejectedWithoutEchoingIt() throws {
        let result = try CLIProcess.run(
            ["card-details", "--currency", "USD", "--bin", "4111111111111111"],
            environment: ["TESSERA_CONFIG_DIR": "/nonexistent/tessera-test"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("expected 6 to 8 digits"))
        #expect(!result.stderr.contains("4111111111111111"))
    }

    @Test func badCVCsAreRejectedWithoutEchoingThem() throws {
        let result = try CLIProcess.run(
            ["tokenize", "--session", "s", "--card", "4111111111111111", "--expiry", "01/30", "--cvc", "98765"],
            environment: ["TESSERA_CONFIG_DIR": "/nonexistent/tessera-test"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("The CVC must be 3 or 4 digits."))
        #expect(!result.stderr.contains("98765") && !result.stderr.contains("4111111111111111"))
    }

    @Test func helpListsEveryRequestOption() throws {
        let result = try CLIProcess.run(["card-details", "--help"])
        #expect(result.status == 0)
        for option in [
            "--currency", "--amount", "--bin", "--country", "--intent", "--is-subsequent-payment",
            "--merchant-initiated", "--metadata", "--payment-method-id", "--payment-source", "--timeout",
        ] {
            #expect(result.stdout.contains(option))
        }
        #expect(try CLIProcess.run(["--help"]).stdout.contains("--debug"))
    }
}
