extension Gr4vyThreeDSConfiguration {
    /// The public directory-server configuration of Tessera's emulator (`tessera sandbox serve` and the
    /// in-process emulator): its EC and RSA device-data keys and its test root CA.
    ///
    /// Development material, public and test-only, like the emulator's API key: a real directory server's
    /// ACS cannot chain to this root. It is the same document the emulator publishes at
    /// `Tests/Fixtures/sandbox-ds-config.json` (a test keeps the two equal), embedded as data so the
    /// client never imports the emulator.
    public static let sandboxDirectoryServersJSON = #"""
        {"directory_servers":[{"encryption_key":{"crv":"P-256","kid":"tessera-sandbox-ds-ec","kty":"EC","x":\#
        "I-qx2ay67_AOcTb9VFZmdkMrA0lx1bTMGMDNWS4LUz0","y":"Wyt7PgkQDEO4qmE39W8vDwFZWExNps-sU7mQPktQKEo"},"id\#
        ":"tessera-sandbox-ds-ec","root_certificates":["-----BEGIN CERTIFICATE-----\nMIIByzCCAXGgAwIBAgIBATA\#
        KBggqhkjOPQQDAjBMMRowGAYDVQQKDBFUZXNzZXJh\nIFRFU1QgT05MWTEuMCwGA1UEAwwlVGVzc2VyYSBTYW5kYm94IDNEUyBSb\#
        290IENB\nIFRFU1QgT05MWTAgFw0yNjAxMDEwMDAwMDBaGA8yMDUxMDEwMTAwMDAwMFowTDEa\nMBgGA1UECgwRVGVzc2VyYSBUR\#
        VNUIE9OTFkxLjAsBgNVBAMMJVRlc3NlcmEgU2Fu\nZGJveCAzRFMgUm9vdCBDQSBURVNUIE9OTFkwWTATBgcqhkjOPQIBBggqhkj\#
        OPQMB\nBwNCAAS03RGzjW2mC4jddntNBo3E8w3m2ZzD451kroWKvGmX+dh3gmIqGRIUBm6I\nFKdR7xo1JVgtZeeMIk/vGg+qb/b\#
        4o0IwQDAPBgNVHRMBAf8EBTADAQH/MA4GA1Ud\nDwEB/wQEAwIBBjAdBgNVHQ4EFgQUp4ehKzQIFCAXBqeEnM3jdNMSxy8wCgYIK\#
        oZI\nzj0EAwIDSAAwRQIhALE7ccOIWYYGbQGprpmPfl6/9HHG9NzLG442fB6H/LU9AiBE\nisQvc31pOv3TmI1lYo0U/F+4slQLl\#
        pWoKTlBN1FM1g==\n-----END CERTIFICATE-----\n"]},{"encryption_key":{"e":"AQAB","kid":"tessera-sandbox\#
        -ds-rsa","kty":"RSA","n":"qdddznGDdTvcs6P_344LC2Sow9j0zk7-XwNtxgohPGYIW6UaKSaXwTZOpHSG5xxdTZpSb07kiy\#
        98ud4cxxNYN6afNNn81Idl_-Fc0DxJecuzMZS3XjOoLQfKZPIed5dXINSuimlw-6qmeb0oVPF0uPl5vTT91lr4C3iLCtUqMTpubi\#
        1qyYUKo3DXkYAswF0MFHMdyrc2Bfe_LrGiqDDQ3NWlnsHkXZQj1gb_v37KDBjxGwxzXvUJ3KSUMLGadqjw6j9i6PSSYPAeZovxSP\#
        cXmkP4dKZxcB9BUuNTpE9tFOJN-pO_iAkdXKeJVScB7soxmszceYoYe8_MNqV9c9D8Ww"},"id":"tessera-sandbox-ds-rsa"\#
        ,"root_certificates":["-----BEGIN CERTIFICATE-----\nMIIByzCCAXGgAwIBAgIBATAKBggqhkjOPQQDAjBMMRowGAYD\#
        VQQKDBFUZXNzZXJh\nIFRFU1QgT05MWTEuMCwGA1UEAwwlVGVzc2VyYSBTYW5kYm94IDNEUyBSb290IENB\nIFRFU1QgT05MWTAg\#
        Fw0yNjAxMDEwMDAwMDBaGA8yMDUxMDEwMTAwMDAwMFowTDEa\nMBgGA1UECgwRVGVzc2VyYSBURVNUIE9OTFkxLjAsBgNVBAMMJV\#
        Rlc3NlcmEgU2Fu\nZGJveCAzRFMgUm9vdCBDQSBURVNUIE9OTFkwWTATBgcqhkjOPQIBBggqhkjOPQMB\nBwNCAAS03RGzjW2mC4\#
        jddntNBo3E8w3m2ZzD451kroWKvGmX+dh3gmIqGRIUBm6I\nFKdR7xo1JVgtZeeMIk/vGg+qb/b4o0IwQDAPBgNVHRMBAf8EBTAD\#
        AQH/MA4GA1Ud\nDwEB/wQEAwIBBjAdBgNVHQ4EFgQUp4ehKzQIFCAXBqeEnM3jdNMSxy8wCgYIKoZI\nzj0EAwIDSAAwRQIhALE7\#
        ccOIWYYGbQGprpmPfl6/9HHG9NzLG442fB6H/LU9AiBE\nisQvc31pOv3TmI1lYo0U/F+4slQLlpWoKTlBN1FM1g==\n-----END\#
         CERTIFICATE-----\n"]}]}
        """#
}
