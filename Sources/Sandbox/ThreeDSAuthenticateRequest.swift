import Foundation
import JOSE
import TesseraCore

/// A validated `POST /checkout/sessions/{id}/three-d-secure-authenticate` body.
///
/// Every member is checked and every problem reported with its pointer: `default_sdk_type`
/// (`wrappedInd` Y or N, `sdkVariant` two digits), `device_channel` "01" (app), `device_render_options`
/// (`sdkInterface` 01–03, `sdkUiType` a non-empty list of distinct 01–05), `sdk_app_id` and
/// `sdk_transaction_id` (UUIDs), `sdk_encrypted_data` (device data the directory server decrypts),
/// `sdk_ephemeral_pub_key` (a public P-256 point on the curve), `sdk_reference_number` (1–32
/// characters) and `sdk_max_timeout` (two digits, at least "05").
struct ThreeDSAuthenticateRequest {
    let sdkTransactionID: String
    let sdkReferenceNumber: String
    let sdkEphemeralPublicKey: JWK

    init(_ body: JSONValue, server: DirectoryServer) throws(APIError) {
        var validator = Validator(location: "body")
        if let sdkType = Self.object(body, "default_sdk_type", &validator) {
            _ = validator.code(sdkType["wrappedInd"], at: "/default_sdk_type/wrappedInd", "Y or N") {
                $0 == "Y" || $0 == "N"
            }
            _ = validator.code(sdkType["sdkVariant"], at: "/default_sdk_type/sdkVariant", "two digits") {
                $0.isDigits(2...2)
            }
        }
        _ = validator.code(body["device_channel"], at: "/device_channel", "'01' (app-based)") { $0 == "01" }
        if let options = Self.object(body, "device_render_options", &validator) {
            _ = validator.code(options["sdkInterface"], at: "/device_render_options/sdkInterface", "01, 02 or 03") {
                ["01", "02", "03"].contains($0)
            }
            Self.checkUITypes(options["sdkUiType"], &validator)
        }
        _ = validator.code(body["sdk_app_id"], at: "/sdk_app_id", "a UUID") { UUID(uuidString: $0) != nil }
        let transaction = validator.code(body["sdk_transaction_id"], at: "/sdk_transaction_id", "a UUID") {
            UUID(uuidString: $0) != nil
        }
        let reference = validator.code(body["sdk_reference_number"], at: "/sdk_reference_number", "1–32 characters") {
            (1...32).contains($0.count)
        }
        _ = validator.code(body["sdk_max_timeout"], at: "/sdk_max_timeout", "two digits, at least '05'") {
            $0.isDigits(2...2) && Int($0)! >= 5
        }
        let key = Self.ephemeralKey(body["sdk_ephemeral_pub_key"], &validator)
        var deviceDataDecrypted = false
        if let token = validator.requiredString(
            body["sdk_encrypted_data"], at: "/sdk_encrypted_data", maxLength: DirectoryServer.maximumDeviceDataLength)
        {
            do {
                _ = try server.decryptDeviceData(token)
                deviceDataDecrypted = true
            } catch {
                validator.fail("/sdk_encrypted_data", error.message, type: "value_error")
            }
        }
        try validator.check()
        guard let transaction, let reference, let key, deviceDataDecrypted else {
            throw APIError.validation([])
        }
        sdkTransactionID = transaction.lowercased()
        sdkReferenceNumber = reference
        sdkEphemeralPublicKey = key
    }

    private static func object(_ body: JSONValue, _ name: String, _ validator: inout Validator) -> JSONValue? {
        guard let node = body[name], node != .null else {
            validator.fail("/\(name)", "Field required", type: "missing")
            return nil
        }
        return validator.object(node, at: "/\(name)") != nil ? node : nil
    }

    private static func checkUITypes(_ node: JSONValue?, _ validator: inout Validator) {
        let pointer = "/device_render_options/sdkUiType"
        guard case .array(let items) = node, !items.isEmpty, items.count <= 5 else {
            validator.fail(pointer, "Input should be a list of one to five UI types", type: "list_type")
            return
        }
        let types = items.compactMap(\.string)
        let valid = types.count == items.count && Set(types).count == types.count
        guard valid, types.allSatisfy({ ["01", "02", "03", "04", "05"].contains($0) }) else {
            validator.fail(pointer, "Input should be distinct UI types from '01' to '05'", type: "value_error")
            return
        }
    }

    /// The SDK's ephemeral key: a public EC P-256 JWK whose point is on the curve.
    private static func ephemeralKey(_ node: JSONValue?, _ validator: inout Validator) -> JWK? {
        let pointer = "/sdk_ephemeral_pub_key"
        guard let node, node != .null else {
            validator.fail(pointer, "Field required", type: "missing")
            return nil
        }
        guard node.isObject, let key = try? JWK.parse(node.compactData), key.kty == .ec, key.crv == .p256,
            key.d == nil
        else {
            validator.fail(pointer, "Input should be a public EC P-256 JWK {kty, crv, x, y}", type: "value_error")
            return nil
        }
        do {
            // The agreement refuses a point off the curve (the invalid-curve attack); the EC directory
            // server's key serves as the other party, and the secret is thrown away.
            guard let server = try DirectoryServer.named(DirectoryServer.ecID) else { throw APIError.validation([]) }
            _ = try ECDH.sharedSecret(privateKey: server.privateKey, publicKey: key)
        } catch {
            validator.fail(pointer, "The key's point is not on the P-256 curve", type: "value_error")
            return nil
        }
        return key
    }
}

extension Validator {
    /// A required string that `isValid` accepts (described by `expected`).
    mutating func code(_ node: JSONValue?, at pointer: String, _ expected: String, isValid: (String) -> Bool)
        -> String?
    {
        guard let value = requiredString(node, at: pointer) else { return nil }
        guard isValid(value) else {
            fail(pointer, "Input should be \(expected)", type: "string_pattern_mismatch")
            return nil
        }
        return value
    }
}
