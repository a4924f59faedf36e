/// The emulator's 3-D Secure development material: directory-server encryption keys, a root CA
/// certificate and an ACS signing key with its certificate, issued by that root.
///
/// TEST-ONLY. These private keys are published in Tessera's source so that the embedded emulator and
/// `tessera sandbox serve` run 3-D Secure on any machine with no set-up, like ``DevelopmentKey``. They
/// protect nothing: never trust this root, or anything these keys signed or decrypted, outside tests.
/// The material was generated once with OpenSSL 3.0 (P-256 and RSA-2048 keys; the root valid
/// 2026-01-01 to 2051-01-01, the ACS certificate to 2050-12-31). The root's private key was not kept.
enum ThreeDSDevelopmentMaterial {
    /// The EC directory server's P-256 device-data key (PKCS #8). Test-only.
    static let ecDirectoryServerKeyPEM = """
        -----BEGIN PRIVATE KEY-----
        MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg3nPMrTEt/mzIFMMg
        ZWSVe1ViueVJqkG9NSFaYwfSjBuhRANCAAQj6rHZrLrv8A5xNv1UVmZ2QysDSXHV
        tMwYwM1ZLgtTPVsrez4JEAxDuKphN/VvLw8BWVhMTabPrFO5kD5LUChK
        -----END PRIVATE KEY-----
        """

    /// The RSA directory server's 2048-bit device-data key (PKCS #8). Test-only.
    static let rsaDirectoryServerKeyPEM = """
        -----BEGIN PRIVATE KEY-----
        MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQCp113OcYN1O9yz
        o//fjgsLZKjD2PTOTv5fA23GCiE8ZghbpRopJpfBNk6kdIbnHF1NmlJvTuSLL3y5
        3hzHE1g3pp802fzUh2X/4VzQPEl5y7MxlLdeM6gtB8pk8h53l1cg1K6KaXD7qqZ5
        vShU8XS4+Xm9NP3WWvgLeIsK1SoxOm5uLWrJhQqjcNeRgCzAXQwUcx3KtzYF978u
        saKoMNDc1aWeweRdlCPWBv+/fsoMGPEbDHNe9QncpJQwsZp2qPDqP2Lo9JJg8B5m
        i/FI9xeaQ/h0pnFwH0FS41OkT20U4k36k7+ICR1cp4lVJwHuyjGazNx5ihh7z8w2
        pX1z0PxbAgMBAAECggEAL0MEEpeZ6jyfPMoNQOto/WGkaONttB9dP5lXqb1V5FXM
        S5xU/FCF+Dkhhzf59kP5Xsfr2peMl4K+ZYZ+YZNrgAj40p86cPXAl4Th6/xqwd7C
        XbCxmiAr02QQmSia+9J8Z2FntJKE4zNoogXWPFT4kySxEMq3PDgSQDbqEjihRhM0
        d0y8JfO8NWvgVf2I/+e16Pm0lzgkwky7D8xSvStj995ccnyh+ipsdXySnZm9M/rm
        VTzsYLN2GcW7elyayXvbgR7O1q95+ONpFDnk8WAyFvu2QpqLwpL6s/0q5JELagsT
        GOeJpj75cI+D4UZLH1O5AgSvCNmXPcG506mWFSjxOQKBgQDtGzr1qOct7NrMB3HW
        fYko42uQM0gZfmYVBBEEBOJYDr7cvX8sqFe3ogLuzd2BmNEGEY6pmjRhMCAKolNA
        NB0S71xjS7QvdGslCFjSL9RmYQ2iK1+Ojb+XG04iZeg9lEqyferiwNzrvxT/12tR
        LdtwwZF0LkQGPD716n745DvyFQKBgQC3X/wqRTa6JqU8qHLjEGGgKtgrPyDlN0va
        BtAHzJa01t8tmbJkgtmlk0XxN4gBIVfcNi7OHIRCPV848CNLj8HMiCeZjjLxgrpt
        0DKgtzkE7QxR2JLIB2+itSKUJBV1yUyPvOn1yBq4vvtnftqNmGUR4ETlXBiExkh6
        7C9dbZyArwKBgQCZk4an8cPzkjPR7YyFooBB1LQqDZ1Irf9O43hmAwfcg4iKj88c
        zNksHysJJJyxwZq59ItUPYZp4PMQED4eGuMuDY3o3vMRvbVcokBtu/82ZOygurlF
        K3kKVexRCXLY2AFeBYMrZkJyDC183TostagqK6ab+w+ifklFnaKqcaKGVQKBgGyt
        tWxz8thmeP23M8fA+KsNWWpgEqXmnMzNxtMofJUW19RVx/Vr24QXAZfReoh483Ju
        plS/b982Mk4zfCeXPptygk2uiiC6grT8dFTt4hw6RVfojC2CwrXitmin7hQNxpNV
        ui9RdgzSG3ueIfdTP2tVyF9KsrlWLrSzb+rmQJ+/AoGALP/Y5XaMjzWvt++hcn9q
        e8jrAl9OmFnJxxCSBmkpIfcraGmY29nwYDO7EgRs/eHgkV7VMCcVEHeWjmdy6vGn
        /Y8ly545+9XC4DjfuelTIm6nLnmpXM02ZMsbtghbDZNlGMn0tF4Ks5TukZxye+VK
        ipzhIHVJ+r3rny/Y4lKmnQs=
        -----END PRIVATE KEY-----
        """

    /// The root CA certificate (P-256, self-signed) that the ACS certificate chains to.
    static let rootCertificatePEM = """
        -----BEGIN CERTIFICATE-----
        MIIByzCCAXGgAwIBAgIBATAKBggqhkjOPQQDAjBMMRowGAYDVQQKDBFUZXNzZXJh
        IFRFU1QgT05MWTEuMCwGA1UEAwwlVGVzc2VyYSBTYW5kYm94IDNEUyBSb290IENB
        IFRFU1QgT05MWTAgFw0yNjAxMDEwMDAwMDBaGA8yMDUxMDEwMTAwMDAwMFowTDEa
        MBgGA1UECgwRVGVzc2VyYSBURVNUIE9OTFkxLjAsBgNVBAMMJVRlc3NlcmEgU2Fu
        ZGJveCAzRFMgUm9vdCBDQSBURVNUIE9OTFkwWTATBgcqhkjOPQIBBggqhkjOPQMB
        BwNCAAS03RGzjW2mC4jddntNBo3E8w3m2ZzD451kroWKvGmX+dh3gmIqGRIUBm6I
        FKdR7xo1JVgtZeeMIk/vGg+qb/b4o0IwQDAPBgNVHRMBAf8EBTADAQH/MA4GA1Ud
        DwEB/wQEAwIBBjAdBgNVHQ4EFgQUp4ehKzQIFCAXBqeEnM3jdNMSxy8wCgYIKoZI
        zj0EAwIDSAAwRQIhALE7ccOIWYYGbQGprpmPfl6/9HHG9NzLG442fB6H/LU9AiBE
        isQvc31pOv3TmI1lYo0U/F+4slQLlpWoKTlBN1FM1g==
        -----END CERTIFICATE-----
        """

    /// The ACS signing key (P-256, PKCS #8) for `acsSignedContent`. Test-only.
    static let acsSigningKeyPEM = """
        -----BEGIN PRIVATE KEY-----
        MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgJt1lg421haDG628n
        ZJ6MI92scvtmcG3CdqGoVBNvOGmhRANCAAS36fxQ/adsI0hQqQJmAJN0uo65sZXN
        EH7HoEZNcZgC1SkugEgYCVsOi4H0RPTX/Vl6LLPoxJK55/VfOKvKYzZo
        -----END PRIVATE KEY-----
        """

    /// The ACS signing certificate, issued by the root CA.
    static let acsCertificatePEM = """
        -----BEGIN CERTIFICATE-----
        MIIB6DCCAY+gAwIBAgIBAjAKBggqhkjOPQQDAjBMMRowGAYDVQQKDBFUZXNzZXJh
        IFRFU1QgT05MWTEuMCwGA1UEAwwlVGVzc2VyYSBTYW5kYm94IDNEUyBSb290IENB
        IFRFU1QgT05MWTAgFw0yNjAxMDEwMDAwMDBaGA8yMDUwMTIzMTAwMDAwMFowTDEa
        MBgGA1UECgwRVGVzc2VyYSBURVNUIE9OTFkxLjAsBgNVBAMMJVRlc3NlcmEgU2Fu
        ZGJveCBBQ1MgU2lnbmluZyBURVNUIE9OTFkwWTATBgcqhkjOPQIBBggqhkjOPQMB
        BwNCAAS36fxQ/adsI0hQqQJmAJN0uo65sZXNEH7HoEZNcZgC1SkugEgYCVsOi4H0
        RPTX/Vl6LLPoxJK55/VfOKvKYzZoo2AwXjAMBgNVHRMBAf8EAjAAMA4GA1UdDwEB
        /wQEAwIHgDAdBgNVHQ4EFgQUqS7Wm/3L7mMLZo+DpuJWM0xepUwwHwYDVR0jBBgw
        FoAUp4ehKzQIFCAXBqeEnM3jdNMSxy8wCgYIKoZIzj0EAwIDRwAwRAIgGKzt3Ekh
        blrLmXmbsLSrWdqT0hSwVFKi7Q5H5vnPZKUCIE8dqLenjkfLlc8VlO9MqSm05ps3
        GZSDsd5H2AnZ752i
        -----END CERTIFICATE-----
        """
}
