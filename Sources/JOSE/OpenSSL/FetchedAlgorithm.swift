import COpenSSL

/// An OpenSSL algorithm implementation (`EVP_MD` or `EVP_CIPHER`) fetched once for the whole process.
///
/// OpenSSL 3 looks an implementation up in its provider store every time a legacy getter such as
/// `EVP_sha256()` is used; fetching once avoids that cost on every operation.
/// Safe: a fetched implementation is immutable and OpenSSL allows it to be shared
/// by any number of threads; it is kept for the life of the process and never freed.
struct FetchedAlgorithm: @unchecked Sendable {
    /// The `EVP_MD *` or `EVP_CIPHER *`.
    let pointer: OpaquePointer

    static let sha256 = digest("SHA256")
    static let sha384 = digest("SHA384")
    static let sha512 = digest("SHA512")
    static let aes128CBC = cipher("AES-128-CBC")
    static let aes192CBC = cipher("AES-192-CBC")
    static let aes256CBC = cipher("AES-256-CBC")
    static let aes128GCM = cipher("AES-128-GCM")
    static let aes192GCM = cipher("AES-192-GCM")
    static let aes256GCM = cipher("AES-256-GCM")

    private static func digest(_ name: String) -> FetchedAlgorithm {
        // The default provider always has the SHA-2 family; without it no JOSE operation could work.
        FetchedAlgorithm(pointer: EVP_MD_fetch(nil, name, nil)!)
    }

    private static func cipher(_ name: String) -> FetchedAlgorithm {
        // The default provider always has AES in CBC and GCM modes.
        FetchedAlgorithm(pointer: EVP_CIPHER_fetch(nil, name, nil)!)
    }
}
