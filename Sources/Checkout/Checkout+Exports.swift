// `import Checkout` re-exports the platform-neutral stand-ins for the SwiftUI types the seed's
// snippets use (`Image`, `Color`, `Font.Weight` as `FontWeight`, `Text.Case` as `TextCase`), so that
// the snippets compile with that one import. The rest of Drawing stays behind `import Drawing`.

@_exported import struct Drawing.Color
@_exported import enum Drawing.FontWeight
@_exported import struct Drawing.Image
@_exported import enum Drawing.TextCase
