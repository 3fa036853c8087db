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

    @Test func selfAfterAPathIsTheSameObject() {
        #expect(StoragePath(written: "self.self") == .selfItself)
        #expect(StoragePath(written: "self.self.box.self.onDone") == StoragePath(["box", "onDone"]))
        #expect(Owner.ofSelf(StoragePath(written: "self.self")) == .selfInstance)
        #expect(Owner.ofSelf(.property("box")) == .selfProperty(.property("box")))
    }

    @Test func phrasesNameCodeAndSayElementsInWords() {
        let wording = Wording(.swift)
        #expect(wording.say(StoragePath(written: "self.header.button").phrase) == "'self.header.button'")
        #expect(wording.say(StoragePath(["buttons[]"]).phrase) == "each element of 'self.buttons'")
        #expect(
            wording.say(StoragePath(["toolbar", "items[]", "onTap"]).phrase)
                == "'onTap' of each element of 'self.toolbar.items'")
        #expect(wording.say(StoragePath(["badges[$0]", "onTap"]).phrase) == "'onTap' of each element of 'self.badges'")
        #expect(wording.say(StoragePath(["badges", "first?"]).phrase) == "'self.badges.first'")
        #expect(wording.say(StoragePath(["cells[0]"]).phrase) == "'self.cells[0]'")
    }
}
