import TesseraCore

extension Validator {
    /// Checks `airline` against the spec's closed `Airline` as far as the emulator needs: the members
    /// of the airline, its `legs` and `passengers` (at most 20 each), and every string within
    /// ``maxStringLength`` characters and free of card numbers. The emulator keeps no airline data, so nothing more is checked.
    mutating func airline(_ node: JSONValue?, at pointer: String) {
        guard let airline = optionalObject(node, at: pointer) else { return }
        rejectUnknown(airline, at: pointer, allowed: Self.airlineKeys)
        for (key, allowed) in [("legs", Self.airlineLegKeys), ("passengers", Self.airlinePassengerKeys)] {
            guard let list = airline[key], list != .null else { continue }
            guard case .array(let items) = list, items.count <= 20 else {
                fail("\(pointer)/\(key)", "Input should be an array of at most 20 items", type: "list_type")
                continue
            }
            for (index, item) in items.enumerated() {
                if optionalObject(item, at: "\(pointer)/\(key)/\(index)") != nil {
                    rejectUnknown(item, at: "\(pointer)/\(key)/\(index)", allowed: allowed)
                }
            }
        }
        boundStrings(airline, at: pointer)
    }

    /// Records every string inside `node` longer than ``maxStringLength`` or holding a card number.
    private mutating func boundStrings(_ node: JSONValue, at pointer: String) {
        switch node {
        case .string(let text) where text.count > Self.maxStringLength:
            fail(pointer, "String should have at most \(Self.maxStringLength) characters", type: "string_too_long")
        case .string(let text):
            _ = refusingCardNumber(in: text, at: pointer)
        case .array(let items):
            for (index, item) in items.enumerated() { boundStrings(item, at: "\(pointer)/\(index)") }
        case .object(let members):
            for (key, value) in members.sorted(by: { $0.key < $1.key }) {
                boundStrings(value, at: "\(pointer)/\(Self.escape(key))")
            }
        default: break
        }
    }

    private static let airlineKeys: Set<String> = [
        "booking_code", "is_cardholder_traveling", "issued_address", "issued_at", "issuing_carrier_code",
        "issuing_carrier_name", "issuing_iata_designator", "issuing_icao_code", "legs", "passenger_name_record",
        "passengers", "reservation_system", "restricted_ticket", "ticket_delivery_method", "ticket_number",
        "travel_agency_code", "travel_agency_invoice_number", "travel_agency_name", "travel_agency_plan_name",
    ]
    private static let airlineLegKeys: Set<String> = [
        "arrival_airport", "arrival_at", "arrival_city", "arrival_country", "carrier_code", "carrier_name",
        "coupon_number", "departure_airport", "departure_at", "departure_city", "departure_country",
        "departure_tax_amount", "fare_amount", "fare_basis_code", "fee_amount", "flight_class", "flight_number",
        "iata_designator", "icao_code", "route_type", "seat_class", "stop_over", "tax_amount",
    ]
    private static let airlinePassengerKeys: Set<String> = [
        "age_group", "country_code", "date_of_birth", "email_address", "first_name", "frequent_flyer_number",
        "last_name", "passport_number", "phone_number", "ticket_number", "title",
    ]
}
