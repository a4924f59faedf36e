extension TestCard {
    /// Every test card: the sample app's ten, then the scenario cards.
    ///
    /// | name | number | outcome |
    /// |---|---|---|
    /// | visa-frictionless … jcb-frictionless | sample app | `FINISH`, `Y` |
    /// | visa-challenge … jcb-challenge | sample app | text OTP; `1234` → `Y`, anything else → `N` |
    /// | frictionless-n-not-authenticated | 4000 0000 0001 0001 | `FINISH`, `N` |
    /// | frictionless-u-unavailable | 4000 0000 0002 0000 | `FINISH`, `U` |
    /// | frictionless-r-rejected | 4000 0000 0003 0009 | `FINISH`, `R`, with `cardholder_info` |
    /// | frictionless-a-attempted | 4000 0000 0004 0008 | `FINISH`, `A` |
    /// | authentication-error | 4000 0000 0005 0007 | `ERROR` |
    /// | ui-01-text … ui-05-html | 4000 0000 0006 0006 … | one challenge per UI type |
    /// | challenge-never-completes | 4000 0000 0012 0008 | every answer gets the screen again |
    /// | acs-wrong-counter … acs-bad-signature | 4000 0000 0013 0007 … | ACS faults |
    /// | declined-insufficient-funds … cvv-unavailable | 4000 0000 0017 0003 … | `FINISH`, `Y`; a transaction outcome |
    public static let all: [TestCard] = [
        TestCard("visa-frictionless", "visa", "4556557955726624", .frictionless("Y")),
        TestCard("visa-challenge", "visa", "4024007189449340", .challenge(.text)),
        TestCard("mastercard-frictionless", "mastercard", "5333259155643223", .frictionless("Y")),
        TestCard("mastercard-challenge", "mastercard", "5267648608924299", .challenge(.text)),
        TestCard("amex-frictionless", "amex", "341502098634895", .frictionless("Y")),
        TestCard("amex-challenge", "amex", "349531373081938", .challenge(.text)),
        TestCard("diners-frictionless", "diners-club", "36000000000008", .frictionless("Y")),
        TestCard("diners-challenge", "diners-club", "36000002000048", .challenge(.text)),
        TestCard("jcb-frictionless", "jcb", "3528000000000056", .frictionless("Y")),
        TestCard("jcb-challenge", "jcb", "3528000000000148", .challenge(.text)),
        TestCard("frictionless-n-not-authenticated", "visa", "4000000000010001", .frictionless("N")),
        TestCard("frictionless-u-unavailable", "visa", "4000000000020000", .frictionless("U")),
        TestCard("frictionless-r-rejected", "visa", "4000000000030009", .frictionless("R")),
        TestCard("frictionless-a-attempted", "visa", "4000000000040008", .frictionless("A")),
        TestCard("authentication-error", "visa", "4000000000050007", .error),
        TestCard("ui-01-text", "visa", "4000000000060006", .challenge(.text)),
        TestCard("ui-02-single-select", "visa", "4000000000070005", .challenge(.singleSelect)),
        TestCard("ui-03-multi-select", "visa", "4000000000080004", .challenge(.multiSelect)),
        TestCard("ui-04-out-of-band", "visa", "4000000000090003", .challenge(.outOfBand)),
        TestCard("oob-app-switch", "visa", "4000000000100000", .challenge(.outOfBandApp)),
        TestCard("ui-05-html", "visa", "4000000000110009", .challenge(.html)),
        TestCard("challenge-never-completes", "visa", "4000000000120008", .challenge(.neverCompletes)),
        TestCard("acs-wrong-counter", "visa", "4000000000130007", .challenge(.wrongCounter)),
        TestCard("acs-wrong-transaction-id", "visa", "4000000000140006", .challenge(.wrongTransactionID)),
        TestCard("acs-missing-field", "visa", "4000000000150005", .challenge(.missingField)),
        TestCard("acs-bad-signature", "visa", "4000000000160004", .challenge(.badSignature)),
        TestCard(
            "declined-insufficient-funds", "visa", "4000000000170003", .frictionless("Y"), outcome: .insufficientFunds),
        TestCard("declined-do-not-honor", "visa", "4000000000180002", .frictionless("Y"), outcome: .doNotHonor),
        TestCard("declined-expired-card", "visa", "4000000000190001", .frictionless("Y"), outcome: .expiredCard),
        TestCard("declined-suspected-fraud", "visa", "4000000000200008", .frictionless("Y"), outcome: .suspectedFraud),
        TestCard("failed", "visa", "4000000000210007", .frictionless("Y"), outcome: .failed),
        TestCard("avs-no-match", "visa", "4000000000220006", .frictionless("Y"), outcome: .avs("no_match")),
        TestCard(
            "avs-partial-match-postcode", "visa", "4000000000230005", .frictionless("Y"),
            outcome: .avs("partial_match_postcode")),
        TestCard("avs-unavailable", "visa", "4000000000240004", .frictionless("Y"), outcome: .avs("unavailable")),
        TestCard("cvv-no-match", "visa", "4000000000250003", .frictionless("Y"), outcome: .cvv("no_match")),
        TestCard("cvv-unavailable", "visa", "4000000000260002", .frictionless("Y"), outcome: .cvv("unavailable")),
    ]
}
