import Foundation
import Testing

/// Malformed API command lines: exit 64, a clear message, nothing sent and no secret echoed.
@Suite struct APICommandUsageTests {
    @Test(arguments: [
        (["payment-options", "--metadata", "novalue"], "Invalid value 'novalue' for '--metadata': expected key=value"),
        (["payment-options", "--metadata", "=x"], "Invalid value '=x' for '--metadata'"),
        (["payment-options", "--metadata", "a=1", "--metadata", "a=2"], "metadata key 'a' is given twice"),
        (["payment-options", "--cart-item", "{not json"], "for '--cart-item': expected a JSON object"),
        (
            ["payment-options", "--cart-item", #"{"name":"x","quantity":1}"#],
            "at least \"name\", \"quantity\" and \"unit_amount\""
        ),
        (
            ["payment-options", "--cart-item", #"{"name":"x","quantity":1,"unit_amount":5,"skuu":"A-1"}"#],
            "no unknown field"
        ),
        (
            ["payment-options", "--cart-item", #"[{"name":"x","quantity":1,"unit_amount":5}]"#],
            "for '--cart-item': expected a JSON object"
        ),
        (["payment-options", "--amount", "12.50"], "expected a whole number of the currency's smallest unit"),
        (["payment-options", "--timeout", "0"], "Invalid value '0' for '--timeout'"),
        (["payment-options", "--timeout", "-1"], "Invalid value '-1' for '--timeout'"),
        (["card-details", "--bin", "424242"], "Missing expected option '--currency <code>'"),
        (["card-details", "--currency", "USD", "--bin", "42"], "expected 6 to 8 digits"),
        (["card-details", "--currency", "USD", "--intent", "sell"], "one of authorize, capture"),
        (["card-details", "--currency", "USD", "--payment-source", "web"], "card_on_file"),
        (["card-details", "--currency", "USD", "--merchant-initiated=yes"], "takes no value"),
        (["payment-methods"], "Give one of '--buyer-id' or '--buyer-external-identifier'"),
        (["payment-methods", "--buyer-id", "b"], "expected a UUID"),
        (["payment-methods", "--buyer-external-identifier", "u", "--sort-by", "name"], "cit_usage_count"),
        (["payment-methods", "--buyer-external-identifier", " "], "expected a non-empty value"),
        (
            [
                "payment-methods", "--buyer-external-identifier", "u", "--buyer-id",
                "00000000-0000-4000-8000-000000000001",
            ],
            "Give only one of"
        ),
        (["payment-options", "--currency", "usd"], "ISO 4217"),
        (["payment-options", "--currency", "ABC"], "ISO 4217"),
        (["payment-options", "--country", "XY"], "ISO 3166-1 alpha-2"),
        (["payment-options", "--locale", "en_US"], "BCP 47"),
        (["payment-options", "--timeout", "1.5"], "whole number of seconds"),
        (["checkout-session", "create", "--buyer-external-identifier", ""], "expected a non-empty value"),
        (["checkout-session", "create", "--buyer-display-name", "Jane"], "needs '--buyer-external-identifier'"),
        (["checkout-session", "get", "nope"], "for '<session-id>': expected a UUID"),
        (
            ["tokenize", "--card", "4111111111111111", "--expiry", "01/30"],
            "Missing expected option '--session <uuid>'"
        ),
        (["tokenize", "--session", "s"], "expected a UUID"),
        (
            ["tokenize", "--session", "00000000-0000-4000-8000-000000000001"],
            "Give one of '--card', '--test-card', '--payment-method-id' or '--click-to-pay'"
        ),
        (
            [
                "tokenize", "--session", "00000000-0000-4000-8000-000000000001", "--card", "4111111111111111",
                "--payment-method-id", "00000000-0000-4000-8000-000000000002",
            ], "Give only one of"
        ),
        (
            ["tokenize", "--session", "00000000-0000-4000-8000-000000000001", "--card", "4111111111111111"],
            "Missing expected option '--expiry <MM/YY>'"
        ),
        (
            [
                "tokenize", "--session", "00000000-0000-4000-8000-000000000001", "--card", "4111111111111111",
                "--expiry", "13/30",
            ], "expected MM/YY"
        ),
        (
            [
                "tokenize", "--session", "00000000-0000-4000-8000-000000000001", "--payment-method-id",
                "00000000-0000-4000-8000-000000000002", "--expiry", "01/30",
            ], "does not apply"
        ),
        (
            [
                "tokenize", "--session", "00000000-0000-4000-8000-000000000001", "--click-to-pay",
                "--merchant-transaction-id", "m",
                "--src-correlation-id", "c",
            ],
            "needs '--merchant-transaction-id', '--src-correlation-id' and '--src-dpa-id'"
        ),
        (
            [
                "tokenize", "--session", "00000000-0000-4000-8000-000000000001", "--payment-method-id",
                "00000000-0000-4000-8000-000000000002", "--src-dpa-id", "d",
            ], "need '--click-to-pay'"
        ),
        // CardKit reads the card number and the CVC in any script's digits: the next missing option is named.
        (
            [
                "tokenize", "--session", "00000000-0000-4000-8000-000000000001", "--card", "４１１１ １１１１ １１１１ １１１１",
                "--cvc", "１２３",
            ], "Missing expected option '--expiry <MM/YY>' for '--card'."
        ),
        (
            ["tokenize", "--session", "00000000-0000-4000-8000-000000000001", "--card", "٤١١١-١١١١-١١١١-١١١١"],
            "Missing expected option '--expiry <MM/YY>' for '--card'."
        ),
    ])
    func malformedCommandLinesExit64(arguments: [String], message: String) async throws {
        let result = try await CLIProcess.run(
            arguments, environment: ["TESSERA_CONFIG_DIR": "/nonexistent/tessera-test"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: "))
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stderr.contains("See 'tessera \(arguments[0])"))
    }

    @Test(arguments: ["41111111111", "4111x11111111111", "41111111111111111111"])
    func badCardNumbersAreRejectedWithoutEchoingThem(number: String) async throws {
        let result = try await CLIProcess.run(
            ["tokenize", "--session", "00000000-0000-4000-8000-000000000001", "--card", number, "--expiry", "01/30"],
            environment: ["TESSERA_CONFIG_DIR": "/nonexistent/tessera-test"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("13 to 19 digits"))
        #expect(!result.stderr.contains(number))
    }

    @Test func aCardNumberGivenAsBinIsRejectedWithoutEchoingIt() async throws {
        let result = try await CLIProcess.run(
            ["card-details", "--currency", "USD", "--bin", "4111111111111111"],
            environment: ["TESSERA_CONFIG_DIR": "/nonexistent/tessera-test"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("expected 6 to 8 digits"))
        #expect(!result.stderr.contains("4111111111111111"))
    }

    @Test func badCVCsAreRejectedWithoutEchoingThem() async throws {
        let result = try await CLIProcess.run(
            [
                "tokenize", "--session", "00000000-0000-4000-8000-000000000001", "--card", "4111111111111111",
                "--expiry", "01/30", "--cvc", "98765",
            ],
            environment: ["TESSERA_CONFIG_DIR": "/nonexistent/tessera-test"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("Invalid value for '--cvc': expected 3 or 4 digits."))
        #expect(!result.stderr.contains("98765") && !result.stderr.contains("4111111111111111"))
    }

    @Test func helpListsEveryRequestOption() async throws {
        let result = try await CLIProcess.run(["card-details", "--help"])
        #expect(result.status == 0)
        for option in [
            "--currency", "--amount", "--bin", "--country", "--intent", "--is-subsequent-payment",
            "--merchant-initiated", "--metadata", "--payment-method-id", "--payment-source", "--timeout",
        ] {
            #expect(result.stdout.contains(option))
        }
        #expect(try await CLIProcess.run(["--help"]).stdout.contains("--debug"))
    }
}
