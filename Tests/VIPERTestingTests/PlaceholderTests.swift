import Testing
import VIPERTesting

@Test func placeholder() { #expect(Bool(true)) }
