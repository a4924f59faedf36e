import Testing

@testable import TesseraApp

@Suite struct HTMLTests {}
