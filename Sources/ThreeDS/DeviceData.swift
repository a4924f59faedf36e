import Foundation
import TesseraCore

/// The device data JSON of an AReq: `{"DV":"1.0","DD":{…},"DPNA":{…},"SW":[…]}`.
///
/// `DD` holds what ``DeviceInfo`` reports; every common parameter it cannot report is listed in
/// `DPNA` with its reason code: `RE02` the platform does not offer it, `RE03` collecting it would need
/// the user's permission, `RE04` the value is unknown or blank.
enum DeviceData {
    /// The device data version.
    static let version = "1.0"

    static func json(for info: DeviceInfo, sdkLocale: String?) -> JSONValue {
        var values: [String: JSONValue] = ["C001": .string(info.platform)]
        var unavailable: [String: JSONValue] = [:]
        let reported: [(String, String?)] = [
            ("C002", info.model), ("C003", info.osName), ("C004", info.osVersion),
            ("C005", sdkLocale ?? info.locale), ("C006", info.timeZone),
            ("C008", info.screenSize.map { "\($0.width)x\($0.height)" }),
        ]
        for (code, value) in reported {
            if let value, !value.isEmpty {
                values[code] = .string(value)
            } else {
                unavailable[code] = "RE04"
            }
        }
        // No advertising id on this platform; the device name and IP address need the user's consent.
        unavailable["C007"] = "RE02"
        unavailable["C009"] = "RE03"
        unavailable["C010"] = "RE03"
        let warnings: [JSONValue] = info.debuggerAttached ? ["SW04"] : []
        return [
            "DV": .string(version), "DD": .object(values), "DPNA": .object(unavailable), "SW": .array(warnings),
        ]
    }
}
