import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking

    // Apple's `autoreleasepool`, which swift-corelibs-foundation lacks, so that code written against the
    // official SDK on Apple platforms (its tests among it) compiles unchanged on Linux.

    /// Runs `body`. Linux has no Objective-C autorelease pools; objects are freed when their last reference goes.
    public func autoreleasepool<Result>(invoking body: () throws -> Result) rethrows -> Result {
        try body()
    }
#endif
