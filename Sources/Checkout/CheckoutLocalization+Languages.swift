extension CheckoutLocalization {
    /// English, the default.
    public static let english = CheckoutLocalization(
        languageCode: "en", cardNumberPlaceholder: "•••• •••• •••• ••••", expiryDatePlaceholder: "MM/YY",
        cardHolderNamePlaceholder: "Cardholder name", expiryDateLabel: "VALID THRU", securityCodeName: "CVC",
        cardPreview: "Card preview",
        monthNames: [
            "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
            "November", "December",
        ],
        numberEnding: "Card number ending {last4}", numberEmpty: "Card number, empty",
        expires: "Expires {month} {year}",
        expiryEmpty: "Expiry date, empty", holder: "Cardholder {name}", holderEmpty: "Cardholder name, empty",
        codeEntered: "{name}, {count} digits entered", numberFieldLabel: "Card number",
        expiryFieldLabel: "Expiry date", holderFieldLabel: "Name on card")

    /// German.
    public static let german = CheckoutLocalization(
        languageCode: "de", cardNumberPlaceholder: "•••• •••• •••• ••••", expiryDatePlaceholder: "MM/JJ",
        cardHolderNamePlaceholder: "Karteninhaber", expiryDateLabel: "GÜLTIG BIS", securityCodeName: "KPN",
        cardPreview: "Kartenvorschau",
        monthNames: [
            "Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober",
            "November", "Dezember",
        ],
        numberEnding: "Kartennummer endet auf {last4}", numberEmpty: "Kartennummer, leer",
        expires: "Gültig bis {month} {year}", expiryEmpty: "Ablaufdatum, leer", holder: "Karteninhaber {name}",
        holderEmpty: "Karteninhaber, leer", codeEntered: "{name}, {count} Ziffern eingegeben",
        numberFieldLabel: "Kartennummer", expiryFieldLabel: "Ablaufdatum", holderFieldLabel: "Name auf der Karte")

    /// French.
    public static let french = CheckoutLocalization(
        languageCode: "fr", cardNumberPlaceholder: "•••• •••• •••• ••••", expiryDatePlaceholder: "MM/AA",
        cardHolderNamePlaceholder: "Titulaire de la carte", expiryDateLabel: "EXPIRE FIN", securityCodeName: "CVC",
        cardPreview: "Aperçu de la carte",
        monthNames: [
            "janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
            "novembre", "décembre",
        ],
        numberEnding: "Numéro de carte se terminant par {last4}", numberEmpty: "Numéro de carte, vide",
        expires: "Expire en {month} {year}", expiryEmpty: "Date d’expiration, vide", holder: "Titulaire {name}",
        holderEmpty: "Titulaire, vide", codeEntered: "{name}, {count} chiffres saisis",
        numberFieldLabel: "Numéro de carte", expiryFieldLabel: "Date d’expiration", holderFieldLabel: "Nom sur la carte"
    )

    /// Spanish.
    public static let spanish = CheckoutLocalization(
        languageCode: "es", cardNumberPlaceholder: "•••• •••• •••• ••••", expiryDatePlaceholder: "MM/AA",
        cardHolderNamePlaceholder: "Titular de la tarjeta", expiryDateLabel: "VÁLIDA HASTA", securityCodeName: "CVC",
        cardPreview: "Vista previa de la tarjeta",
        monthNames: [
            "enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre",
            "noviembre", "diciembre",
        ],
        numberEnding: "Número de tarjeta terminado en {last4}", numberEmpty: "Número de tarjeta, vacío",
        expires: "Vence en {month} de {year}", expiryEmpty: "Fecha de vencimiento, vacía", holder: "Titular {name}",
        holderEmpty: "Titular, vacío", codeEntered: "{name}, {count} dígitos introducidos",
        numberFieldLabel: "Número de tarjeta", expiryFieldLabel: "Fecha de vencimiento",
        holderFieldLabel: "Nombre en la tarjeta")
}
