import LeakwatchCore
import Testing

/// The storage path is the one place where a path written in code becomes properties and back.
struct StoragePathTests {
    @Test func writtenPathsNameTheSameProperties() {
        #expect(StoragePath(written: "self.header.button").properties == ["header", "button"])
        #expect(StoragePath(written: "header.button") == StoragePath(written: "self.header.button"))
        #expect(StoragePath(written: "super.view") == .property("view"))
        #expect(StoragePath(written: "self") == .selfItself)
        #expect(StoragePath(written: "strongSelf?.tokens", below: "strongSelf") == .property("tokens"))
        #expect(StoragePath(written: "self!.a.b", below: "self") == StoragePath(["a", "b"]))
    }

    @Test func textIsWhatMessagesQuote() {
        #expect(StoragePath.selfItself.text == "self")
        #expect(StoragePath(["delegate?", "button"]).text == "self.delegate?.button")
        #expect(StoragePath(["delegate?", "button"]).relativeText == "delegate?.button")
        #expect(StoragePath.property("cells").extended(byWritten: "[0].button").text == "self.cells[0].button")
    }

    @Test func propertiesAreNamesWithoutWhatFollows() {
        let path = StoragePath(written: "self.delegate?.items[].count")
        #expect(path.firstProperty == "delegate")
        #expect(path.propertyNames == ["delegate", "items", "count"])
        #expect(path.appending("x").lastProperty == "x")
        #expect(StoragePath.selfItself.firstProperty == nil)
    }
}
