// Prefixed wrappers over OpenSSL 3 macros and type-generic helpers that Swift cannot import directly.
#ifndef TESSERA_COPENSSL_SHIM_H
#define TESSERA_COPENSSL_SHIM_H

#include <openssl/bio.h>
#include <openssl/bn.h>
#include <openssl/core_names.h>
#include <openssl/crypto.h>
#include <openssl/ec.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <openssl/param_build.h>
#include <openssl/pem.h>
#include <openssl/rand.h>
#include <openssl/rsa.h>
#include <openssl/x509.h>
#include <openssl/x509_vfy.h>
#include <openssl/x509v3.h>

/// EVP_PKEY_fromdata selections (composite macros).
static const int tessera_EVP_PKEY_KEYPAIR = EVP_PKEY_KEYPAIR;
static const int tessera_EVP_PKEY_PUBLIC_KEY = EVP_PKEY_PUBLIC_KEY;

/// AEAD control codes.
static const int tessera_EVP_CTRL_GCM_SET_IVLEN = EVP_CTRL_GCM_SET_IVLEN;
static const int tessera_EVP_CTRL_GCM_GET_TAG = EVP_CTRL_GCM_GET_TAG;
static const int tessera_EVP_CTRL_GCM_SET_TAG = EVP_CTRL_GCM_SET_TAG;

/// RSA padding modes and PSS salt length.
static const int tessera_RSA_PKCS1_PADDING = RSA_PKCS1_PADDING;
static const int tessera_RSA_PKCS1_OAEP_PADDING = RSA_PKCS1_OAEP_PADDING;
static const int tessera_RSA_PKCS1_PSS_PADDING = RSA_PKCS1_PSS_PADDING;
static const int tessera_RSA_PSS_SALTLEN_DIGEST = RSA_PSS_SALTLEN_DIGEST;

/// Name printing flags: `CN=Root, O=Tessera` with UTF-8 kept as is.
static const unsigned long tessera_XN_FLAG_ONELINE =
    (ASN1_STRFLGS_RFC2253 & ~ASN1_STRFLGS_ESC_MSB) | XN_FLAG_SEP_CPLUS_SPC | XN_FLAG_FN_SN;

/// The bytes held by a memory BIO (BIO_get_mem_data is a macro).
static inline long tessera_BIO_get_mem_data(BIO *bio, char **data) {
    return BIO_get_mem_data(bio, data);
}

/// A new, empty stack of certificates.
static inline STACK_OF(X509) *tessera_sk_X509_new_null(void) {
    return sk_X509_new_null();
}

/// Pushes a certificate (the stack takes no reference of its own).
static inline int tessera_sk_X509_push(STACK_OF(X509) *stack, X509 *certificate) {
    return sk_X509_push(stack, certificate);
}

/// Frees a stack and the certificates it holds.
static inline void tessera_sk_X509_pop_free(STACK_OF(X509) *stack) {
    sk_X509_pop_free(stack, X509_free);
}

/// Prepares an extension context without a configuration database (X509V3_set_ctx_nodb is a macro).
static inline void tessera_X509V3_set_ctx(X509V3_CTX *context, X509 *issuer, X509 *subject) {
    X509V3_set_ctx_nodb(context);
    X509V3_set_ctx(context, issuer, subject, NULL, NULL, 0);
}

/// Frees memory OpenSSL allocated for us.
static inline void tessera_OPENSSL_free(void *pointer) {
    OPENSSL_free(pointer);
}

#endif
