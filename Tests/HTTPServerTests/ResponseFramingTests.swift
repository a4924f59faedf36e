import Foundation
import HTTPServer
import Testing

/// How responses are framed on a keep-alive connection: bodies only where a status and method allow.
@Suite struct ResponseFramingTests {
    @Test func headGetsTheLengthOfTheGetButNoBody() async throws {
        try await withEchoServer { _, port in
            let (head, next) = try await onThread {
                let client = try RawClient(port: port)
                client.send("HEAD /h HTTP/1.1\r\nHost: x\r\n\r\nGET /after HTTP/1.1\r\nHost: x\r\n\r\n")
                let head = client.readResponse(bodyless: true)
                return (head, client.readResponse())
            }
            #expect(head?.status == 200)
            #expect(head?.head.contains("Content-Length: 15") == true)
            #expect(next?.body == "GET /after  <none>")
        }
    }

    @Test(arguments: [204, 304, 101])
    func statusesWithoutABodySendNone(status: Int) async throws {
        try await withEchoServer { _, port in
            let (response, next) = try await onThread {
                let client = try RawClient(port: port)
                client.send("GET /status/\(status) HTTP/1.1\r\nHost: x\r\n\r\nGET /after HTTP/1.1\r\nHost: x\r\n\r\n")
                let response = client.readResponse(bodyless: true)
                return (response, client.readResponse())
            }
            #expect(response?.status == status)
            #expect(response?.head.contains("Content-Length") == (status == 304))
            #expect(next?.body == "GET /after  <none>")
        }
    }

    @Test func http10KeepAliveIsHonoured() async throws {
        try await withEchoServer { _, port in
            let (first, second) = try await onThread {
                let client = try RawClient(port: port)
                client.send("GET /1 HTTP/1.0\r\nConnection: keep-alive\r\n\r\n")
                let first = client.readResponse()
                client.send("GET /2 HTTP/1.0\r\n\r\n")
                return (first, client.readResponse())
            }
            #expect(first?.head.contains("Connection: keep-alive") == true)
            #expect(second?.body == "GET /2  <none>")
            #expect(second?.head.contains("Connection: close") == true)
        }
    }
}
