import CardKit

extension CheckoutLocalization {
    /// Validation messages in this language by CardKit reason code (`CN04`…); empty for English, whose messages
    /// are CardKit's own.
    public var validationMessages: [String: String] {
        switch languageCode {
        case "de": Self.germanMessages
        case "fr": Self.frenchMessages
        case "es": Self.spanishMessages
        default: [:]
        }
    }

    /// The message for `reason` in this language, or CardKit's English message when there is no translation.
    public func message(for reason: ValidationReason) -> String {
        reason.message(localizedBy: validationMessages)
    }

    private static let germanMessages = [
        "CN01": "Geben Sie die Kartennummer ein.",
        "CN02": "Die Kartennummer darf nur Ziffern, Leerzeichen und Bindestriche enthalten.",
        "CN03": "Die Kartennummer gehört zu keiner unterstützten Kartenmarke.",
        "CN04": "Die Kartennummer ist unvollständig.",
        "CN05": "Die Kartennummer ist zu lang.",
        "CN06": "Die Kartennummer ist ungültig; prüfen Sie sie auf Tippfehler.",
        "EX01": "Geben Sie das Ablaufdatum ein.",
        "EX02": "Geben Sie das Ablaufdatum als MM/JJ ein.",
        "EX03": "Der Ablaufmonat muss zwischen 01 und 12 liegen.",
        "EX04": "Das Ablaufdatum ist unvollständig.",
        "EX05": "Die Karte ist abgelaufen.",
        "EX06": "Das Ablaufdatum liegt zu weit in der Zukunft.",
        "CV01": "Geben Sie die Kartenprüfnummer ein.",
        "CV02": "Die Kartenprüfnummer darf nur Ziffern enthalten.",
        "CV03": "Die Kartenprüfnummer ist unvollständig.",
        "CV04": "Die Kartenprüfnummer ist zu lang.",
        "NM01": "Geben Sie den Namen auf der Karte ein.",
        "NM02": "Der Name auf der Karte darf höchstens 255 Zeichen lang sein.",
        "NM03": "Geben Sie den Namen so ein, wie er auf der Karte steht.",
        "NM04": "Der Name auf der Karte enthält nicht druckbare Zeichen.",
    ]

    private static let frenchMessages = [
        "CN01": "Saisissez le numéro de carte.",
        "CN02": "Le numéro de carte ne peut contenir que des chiffres, des espaces et des tirets.",
        "CN03": "Le numéro de carte ne correspond à aucune marque de carte prise en charge.",
        "CN04": "Le numéro de carte est incomplet.",
        "CN05": "Le numéro de carte est trop long.",
        "CN06": "Le numéro de carte n’est pas valide ; vérifiez-le.",
        "EX01": "Saisissez la date d’expiration.",
        "EX02": "Saisissez la date d’expiration au format MM/AA.",
        "EX03": "Le mois d’expiration doit être compris entre 01 et 12.",
        "EX04": "La date d’expiration est incomplète.",
        "EX05": "La carte a expiré.",
        "EX06": "La date d’expiration est trop lointaine.",
        "CV01": "Saisissez le code de sécurité.",
        "CV02": "Le code de sécurité ne peut contenir que des chiffres.",
        "CV03": "Le code de sécurité est incomplet.",
        "CV04": "Le code de sécurité est trop long.",
        "NM01": "Saisissez le nom figurant sur la carte.",
        "NM02": "Le nom figurant sur la carte ne peut pas dépasser 255 caractères.",
        "NM03": "Saisissez le nom tel qu’il est imprimé sur la carte.",
        "NM04": "Le nom figurant sur la carte contient des caractères non imprimables.",
    ]

    private static let spanishMessages = [
        "CN01": "Introduce el número de la tarjeta.",
        "CN02": "El número de la tarjeta solo puede contener dígitos, espacios y guiones.",
        "CN03": "El número de la tarjeta no corresponde a ninguna marca admitida.",
        "CN04": "El número de la tarjeta está incompleto.",
        "CN05": "El número de la tarjeta es demasiado largo.",
        "CN06": "El número de la tarjeta no es válido; revísalo.",
        "EX01": "Introduce la fecha de vencimiento.",
        "EX02": "Introduce la fecha de vencimiento como MM/AA.",
        "EX03": "El mes de vencimiento debe estar entre 01 y 12.",
        "EX04": "La fecha de vencimiento está incompleta.",
        "EX05": "La tarjeta ha vencido.",
        "EX06": "La fecha de vencimiento es demasiado lejana.",
        "CV01": "Introduce el código de seguridad.",
        "CV02": "El código de seguridad solo puede contener dígitos.",
        "CV03": "El código de seguridad está incompleto.",
        "CV04": "El código de seguridad es demasiado largo.",
        "NM01": "Introduce el nombre que figura en la tarjeta.",
        "NM02": "El nombre de la tarjeta no puede superar los 255 caracteres.",
        "NM03": "Introduce el nombre tal como aparece impreso en la tarjeta.",
        "NM04": "El nombre de la tarjeta contiene caracteres no imprimibles.",
    ]
}
