import Foundation
import Testing

@testable import HTTPServer

#if canImport(Glibc)
    import Glibc
#endif

/// Descriptors the server opens are close-on-exec, so a child process never keeps a connection open.
@Suite struct DescriptorTests {
    static func isCloseOnExec(_ descriptor: Int32) -> Bool {
        fcntl(descriptor, F_GETFD) & FD_CLOEXEC != 0
    }

    @Test func listenerAcceptedSocketAndWakePipeAreCloseOnExec() throws {
        let listener = try Socket.makeListener(host: "127.0.0.1", port: 0, backlog: 4)
        defer { listener.closeDescriptor() }
        let client = try RawClient(port: Int(listener.localPort))
        let accepted = try #require(listener.accept())
        defer { accepted.closeDescriptor() }
        let wake = try Socket.makeWakePipe()
        defer {
            close(wake.read)
            close(wake.write)
        }
        #expect(Self.isCloseOnExec(listener.descriptor))
        #expect(Self.isCloseOnExec(accepted.descriptor))
        #expect(Self.isCloseOnExec(wake.read) && Self.isCloseOnExec(wake.write))
        #expect(!Self.isCloseOnExec(client.descriptor))
    }
}
