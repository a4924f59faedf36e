import Foundation
import Testing

@testable import HTTPServer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The socket layer: descriptors are close-on-exec (a child process never keeps a connection open) and
/// closed exactly once.
@Suite struct DescriptorTests {
    static func isCloseOnExec(_ descriptor: Int32) -> Bool {
        fcntl(descriptor, F_GETFD) & FD_CLOEXEC != 0
    }

    @Test func listenerAndBothEndsOfAConnectionAreCloseOnExec() throws {
        let listener = try Socket.listening(host: "127.0.0.1", port: 0, backlog: 4)
        let client = try Socket.connected(port: Int(listener.localPort))
        let accepted = try #require(listener.accept())
        #expect(Self.isCloseOnExec(listener.descriptor))
        #expect(Self.isCloseOnExec(accepted.descriptor))
        #expect(Self.isCloseOnExec(client.descriptor))
    }

    @Test func closeIsIdempotentAndShutdownAfterCloseTouchesNothing() throws {
        let listener = try Socket.listening(host: "127.0.0.1", port: 0, backlog: 4)
        let client = try Socket.connected(port: Int(listener.localPort))
        client.close()
        // The next socket usually gets the same number; a second close or a shutdown must not touch it.
        let reused = try Socket.connected(port: Int(listener.localPort))
        client.close()
        client.shutdown(.both)
        #expect(fcntl(reused.descriptor, F_GETFD) >= 0)
        #expect(reused.sendAll(Array("still open".utf8)))
    }

    @Test func ipv6LoopbackListensAndConnects() throws {
        let listener = try Socket.listening(host: "::1", port: 0, backlog: 4)
        let client = try Socket.connected(host: "::1", port: Int(listener.localPort))
        let accepted = try #require(listener.accept())
        #expect(client.sendAll(Array("hi".utf8)))
        var bytes = [UInt8](repeating: 0, count: 2)
        #expect(bytes.withUnsafeMutableBytes { accepted.receive(into: $0) } == .bytes(2))
        #expect(bytes == Array("hi".utf8))
    }

    @Test func nonBlockingReadWithNothingToReadWouldBlock() throws {
        let listener = try Socket.listening(host: "127.0.0.1", port: 0, backlog: 4)
        let client = try Socket.connected(port: Int(listener.localPort))
        let accepted = try #require(listener.accept())
        accepted.setNonBlocking(true)
        defer { client.close() }
        var byte: UInt8 = 0
        #expect(withUnsafeMutableBytes(of: &byte) { accepted.receive(into: $0) } == .wouldBlock)
    }

    @Test(arguments: ["not-an-ip", "256.1.1.1", "::g"])
    func hostsThatAreNotAddressesAreRefused(host: String) {
        #expect(throws: HTTPServerError.invalidHost(host)) { try Socket.listening(host: host, port: 0, backlog: 1) }
    }
}
