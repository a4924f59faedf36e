import TesseraCore

extension Validator {
    /// Checks a buyer object against the spec's `BuyerCreate` (or `GuestBuyer` when `guest`, which adds
    /// `shipping_details`): a closed object of 1–200 character names and identifiers and billing details.
    /// Returns the object with absent members left out, or nil when it has a problem.
    mutating func buyer(_ node: JSONValue, at pointer: String, guest: Bool) -> JSONValue? {
        guard object(node, at: pointer) != nil else { return nil }
        let before = details.count
        var allowed: Set<String> = ["display_name", "external_identifier", "account_number", "billing_details"]
        if guest { allowed.insert("shipping_details") }
        rejectUnknown(node, at: pointer, allowed: allowed)
        var result: [String: JSONValue] = [:]
        for key in ["display_name", "external_identifier", "account_number"] {
            if let value = optionalString(node[key], at: "\(pointer)/\(key)", minLength: 1, maxLength: 200) {
                result[key] = .string(value)
            }
        }
        if let billing = contact(node["billing_details"], at: "\(pointer)/billing_details", taxID: true) {
            result["billing_details"] = billing
        }
        if guest, let shipping = contact(node["shipping_details"], at: "\(pointer)/shipping_details", taxID: false) {
            result["shipping_details"] = shipping
        }
        return details.count == before ? .object(result) : nil
    }

    /// Checks `BillingDetails` (with `tax_id`) or `ShippingDetailsCreate` (without): names, an email
    /// address, an E.164 phone number and an address.
    mutating func contact(_ node: JSONValue?, at pointer: String, taxID: Bool) -> JSONValue? {
        guard let node = optionalObject(node, at: pointer) else { return nil }
        var allowed: Set<String> = ["first_name", "last_name", "email_address", "phone_number", "address"]
        if taxID { allowed.insert("tax_id") }
        rejectUnknown(node, at: pointer, allowed: allowed)
        var result: [String: JSONValue] = [:]
        for (key, limit) in [("first_name", 255), ("last_name", 255), ("email_address", 320)] {
            if let value = optionalString(node[key], at: "\(pointer)/\(key)", minLength: 1, maxLength: limit) {
                result[key] = .string(value)
            }
        }
        if let phone = optionalString(node["phone_number"], at: "\(pointer)/phone_number") {
            if Self.isE164(phone) {
                result["phone_number"] = .string(phone)
            } else {
                fail(
                    "\(pointer)/phone_number", "Input should be an E.164 number such as +14155552671",
                    type: "string_pattern_mismatch")
            }
        }
        if let address = address(node["address"], at: "\(pointer)/address") { result["address"] = address }
        if taxID, let tax = optionalObject(node["tax_id"], at: "\(pointer)/tax_id") {
            rejectUnknown(tax, at: "\(pointer)/tax_id", allowed: ["kind", "value"])
            let value = requiredString(tax["value"], at: "\(pointer)/tax_id/value", minLength: 1, maxLength: 50)
            let kind: String?
            if tax["kind"] == nil || tax["kind"] == .null {
                fail("\(pointer)/tax_id/kind", "Field required", type: "missing")
                kind = nil
            } else {
                kind = optionalEnum(tax["kind"], at: "\(pointer)/tax_id/kind", Self.taxIDKinds)
            }
            if let value, let kind { result["tax_id"] = ["kind": .string(kind), "value": .string(value)] }
        }
        return .object(result)
    }

    /// Checks the spec's `Address`.
    private mutating func address(_ node: JSONValue?, at pointer: String) -> JSONValue? {
        guard let node = optionalObject(node, at: pointer) else { return nil }
        let limits = [
            ("city", 100), ("house_number_or_name", 255), ("line1", 255), ("line2", 255), ("organization", 255),
            ("postal_code", 50), ("state", 255),
        ]
        rejectUnknown(node, at: pointer, allowed: Set(limits.map(\.0) + ["country", "state_code"]))
        var result: [String: JSONValue] = [:]
        for (key, limit) in limits {
            if let value = optionalString(node[key], at: "\(pointer)/\(key)", minLength: 1, maxLength: limit) {
                result[key] = .string(value)
            }
        }
        if let country = optionalCode(
            node["country"], at: "\(pointer)/country", expected: "a two-letter ISO 3166 code",
            matches: { $0.isUpperLetters(2) })
        {
            result["country"] = .string(country)
        }
        if let code = optionalCode(
            node["state_code"], at: "\(pointer)/state_code", expected: "an ISO 3166-2 code such as US-CA",
            matches: Self.isStateCode)
        {
            result["state_code"] = .string(code)
        }
        return .object(result)
    }

    /// Whether `text` matches the spec's `^\+[1-9]\d{1,14}$`.
    static func isE164(_ text: String) -> Bool {
        let digits = text.utf8.dropFirst()
        return text.utf8.first == UInt8(ascii: "+") && (2...15).contains(digits.count)
            && digits.first != UInt8(ascii: "0") && String(decoding: digits, as: UTF8.self).isDigits(2...15)
    }

    /// Whether `text` matches the spec's `^[A-Z]{2}-[A-Z0-9]{1,3}$`.
    static func isStateCode(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, String(parts[0]).isUpperLetters(2), (1...3).contains(parts[1].utf8.count) else {
            return false
        }
        return parts[1].utf8.allSatisfy { ($0 >= 65 && $0 <= 90) || ($0 >= 48 && $0 <= 57) }
    }

    /// The spec's `TaxIdKind` values.
    static let taxIDKinds = [
        "ae.trn", "au.abn", "ar.dni", "ar.cuil", "ar.cuit", "br.cnpj", "br.cpf", "ca.bn", "ca.gst_hst", "ca.pst_bc",
        "ca.pst_mb", "ca.pst_sk", "ca.qst", "ch.vat", "cl.tin", "co.itin", "co.nit", "co.cc", "co.ce", "co.de",
        "co.rc", "co.ti", "co.passport", "es.cif", "eu.vat", "gb.vat", "hk.br", "id.nik", "id.npwp", "in.gst",
        "in.pan", "jp.cn", "jp.rn", "kr.brn", "li.uid", "mx.curp", "mx.rfc", "my.frp", "my.itn", "my.nric",
        "my.sst", "no.vat", "nz.gst", "pe.ruc", "ph.tin", "ru.inn", "ru.kpp", "sa.vat", "sg.gst", "sg.uen", "th.id",
        "th.vat", "tw.vat", "us.ein", "za.vat", "bo.ci", "uy.rut", "uy.ci",
    ]
}
