import Foundation
import HTTPServer
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite struct HTTPServerTests {
    @Test func servesSeveralRequestsOnOneKeepAliveConnection() async throws {
        try await withEchoServer { _, port in
            let answers = try await onThread {
                let client = try RawClient(port: port)
                var answers: [String] = []
                for index in 0..<3 {
                    client.send("GET /a/\(index)?q=\(index) HTTP/1.1\r\nHost: x\r\n\r\n")
                    answers.append(client.readResponse()?.body ?? "")
                }
                client.send("POST /p HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhello")
                answers.append(client.readResponse()?.body ?? "")
                return answers
            }
            #expect(answers == ["GET /a/0 q=0 <none>", "GET /a/1 q=1 <none>", "GET /a/2 q=2 <none>", "POST /p  hello"])
        }
    }

    /// A handler's 400 is an answer like any other: the connection it promised to keep stays open
    /// (Gr4vy's Python SDK reuses it and got a reset after every refused body).
    @Test func aHandlers400KeepsTheConnection() async throws {
        try await withEchoServer { _, port in
            let answers = try await onThread {
                let client = try RawClient(port: port)
                client.send("GET /status/400 HTTP/1.1\r\nHost: x\r\n\r\n")
                let refused = client.readResponse()
                client.send("GET /after HTTP/1.1\r\nHost: x\r\n\r\n")
                return [refused?.head ?? "", client.readResponse()?.body ?? ""]
            }
            #expect(answers[0].contains("400") && answers[0].contains("Connection: keep-alive"))
            #expect(answers[1] == "GET /after  <none>")
        }
    }

    @Test func pipelinedRequestsAreAnsweredInOrder() async throws {
        try await withEchoServer { _, port in
            let bodies = try await onThread {
                let client = try RawClient(port: port)
                client.send("GET /1 HTTP/1.1\r\nHost: x\r\n\r\nGET /2 HTTP/1.1\r\nHost: x\r\n\r\n")
                return [client.readResponse()?.body, client.readResponse()?.body]
            }
            #expect(bodies == ["GET /1  <none>", "GET /2  <none>"])
        }
    }

    @Test func responseCarriesLengthAndKeepAliveAndClosesWhenAsked() async throws {
        try await withEchoServer { _, port in
            let (head, closed) = try await onThread {
                let client = try RawClient(port: port)
                client.send("GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
                let head = client.readResponse()?.head ?? ""
                return (head, client.isClosedByServer())
            }
            #expect(head.hasPrefix("HTTP/1.1 200 OK\r\n"))
            #expect(head.contains("Content-Length: 13"))
            #expect(head.contains("Connection: close"))
            #expect(closed)
        }
    }

    @Test func http10ClosesUnlessKeepAliveIsAsked() async throws {
        try await withEchoServer { _, port in
            let closed = try await onThread {
                let client = try RawClient(port: port)
                client.send("GET / HTTP/1.0\r\n\r\n")
                _ = client.readResponse()
                return client.isClosedByServer()
            }
            #expect(closed)
        }
    }

    @Test func expectContinueGetsAnInterimResponse() async throws {
        try await withEchoServer { _, port in
            let (interim, final) = try await onThread {
                let client = try RawClient(port: port)
                client.send("PUT /e HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nContent-Length: 2\r\n\r\n")
                let interim = client.readResponse()?.status
                client.send("ok")
                return (interim, client.readResponse()?.body)
            }
            #expect(interim == 100)
            #expect(final == "PUT /e  ok")
        }
    }

    @Test func manyClientsAtOnce() async throws {
        try await withEchoServer { _, port in
            try await withThrowingTaskGroup(of: String?.self) { group in
                for index in 0..<32 {
                    group.addTask {
                        try await onThread {
                            // A generous read timeout: 32 threads at once on a loaded 2-core machine can
                            // wait seconds for a turn, and this test is about answers, not speed.
                            let client = try RawClient(port: port, timeout: 30)
                            guard client.send("GET /c/\(index) HTTP/1.1\r\nHost: x\r\n\r\n") else {
                                return "client \(index): sending failed: \(String(cString: strerror(errno)))"
                            }
                            guard let response = client.readResponse() else {
                                return "client \(index): no response: \(String(cString: strerror(errno)))"
                            }
                            let expected = "GET /c/\(index)  <none>"
                            return response.body == expected
                                ? nil : "client \(index): \(response.status) \(response.body.debugDescription)"
                        }
                    }
                }
                var failures: [String] = []
                for try await failure in group {
                    if let failure { failures.append(failure) }
                }
                #expect(failures.isEmpty, "\(failures)")
            }
        }
    }

    @Test func urlSessionTalksToTheServer() async throws {
        try await withEchoServer { server, _ in
            let url = try #require(server.url?.appendingPathComponent("hello"))
            var request = URLRequest(url: url)
            request.httpMethod = "PUT"
            request.httpBody = Data("body".utf8)
            let (data, response) = try await URLSession.shared.data(for: request)
            #expect((response as? HTTPURLResponse)?.statusCode == 200)
            #expect(String(decoding: data, as: UTF8.self) == "PUT /hello  body")
        }
    }

    @Test func accessLogLeavesOutQueriesAndMasksCardNumbers() async throws {
        let log = LogCollector()
        try await withEchoServer(log: log) { _, port in
            _ = try await onThread {
                let client = try RawClient(port: port)
                client.send(
                    "GET /cards/4111111111111111?token=secret HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer abc\r\n\r\n")
                return client.readResponse()?.status
            }
        }
        let line = try #require(log.all.first).description
        #expect(line.hasPrefix("GET /cards/411111******1111 200 "))
        #expect(!line.contains("secret") && !line.contains("abc") && !line.contains("4111111111111111"))
    }

    @Test func stopClosesTheListener() async throws {
        // 127.0.0.3 is loopback too, but no other test binds it, so a freed port cannot be taken over by a
        // parallel test's server and answer the connect below.
        let server = HTTPServer(handler: EchoHandler(), configuration: .init(host: "127.0.0.3"))
        let port = try server.start()
        _ = try RawClient(port: port, host: "127.0.0.3")
        await server.shutdown()
        #expect(throws: (any Error).self) { try RawClient(port: port, host: "127.0.0.3") }
        #expect(throws: HTTPServerError.notStartable) { try server.start() }
    }

    @Test func invalidHostIsRejected() {
        let server = HTTPServer(handler: EchoHandler(), configuration: .init(host: "not-an-ip"))
        #expect(throws: HTTPServerError.invalidHost("not-an-ip")) { try server.start() }
    }
}
