@_exported import TesseraCore
