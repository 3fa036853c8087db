/// Typed values in the cache: a tag, then the case's fields; nested values are depth-limited so that a
/// corrupt entry cannot recurse without end.
extension ValueRef: BinaryCodable {
    package func write(to writer: inout BinaryWriter) {
        switch self {
        case .selfInstance: writer.write(0)
        case .local(let name):
            writer.write(1)
            writer.write(name)
        case .parameter(let name):
            writer.write(2)
            writer.write(name)
        case .global(let name):
            writer.write(3)
            writer.write(name)
        case .member(let base, let name):
            writer.write(4)
            base.write(to: &writer)
            writer.write(name)
        case .element(let base):
            writer.write(5)
            base.write(to: &writer)
        case .keyPath(let path):
            writer.write(6)
            writer.write(path)
        case .implicitMember(let name):
            writer.write(7)
            writer.write(name)
        case .literal(let text):
            writer.write(8)
            writer.write(text)
        case .unknown(let offset):
            writer.write(9)
            writer.write(offset)
        }
    }

    package init(from reader: inout BinaryReader) throws(BinaryCodingError) {
        try self.init(from: &reader, depth: 0)
    }

    private init(from reader: inout BinaryReader, depth: Int) throws(BinaryCodingError) {
        guard depth < 64 else { throw .malformed }
        switch try reader.int() {
        case 0: self = .selfInstance
        case 1: self = .local(try reader.string())
        case 2: self = .parameter(try reader.string())
        case 3: self = .global(try reader.string())
        case 4:
            let base = try ValueRef(from: &reader, depth: depth + 1)
            self = .member(base, try reader.string())
        case 5: self = .element(try ValueRef(from: &reader, depth: depth + 1))
        case 6: self = .keyPath(try reader.string())
        case 7: self = .implicitMember(try reader.string())
        case 8: self = .literal(try reader.string())
        case 9: self = .unknown(offset: try reader.int())
        default: throw .malformed
        }
    }
}

extension ParameterSink: BinaryCodable {
    package func write(to writer: inout BinaryWriter) {
        switch self {
        case .wrappedIn(let type):
            writer.write(0)
            writer.write(type)
        case .storedIn(let property):
            writer.write(1)
            writer.write(property)
        case .passedTo(let function, let labels, let position, let property):
            writer.write(2)
            writer.write(function)
            writer.write(labels.map { $0 ?? "_" })
            writer.write(position)
            writer.write(property)
        case .storedInPropertyOf(let type, let property):
            writer.write(3)
            writer.write(type)
            writer.write(property)
        case .selectorObserverOf(let api):
            writer.write(4)
            writer.write(api)
        }
    }

    package init(from reader: inout BinaryReader) throws(BinaryCodingError) {
        switch try reader.int() {
        case 0: self = .wrappedIn(type: try reader.string())
        case 1: self = .storedIn(property: try reader.string())
        case 2:
            let function = try reader.string()
            let labels = try reader.strings().map { $0 == "_" ? nil : $0 }
            let position = try reader.int()
            self = .passedTo(function: function, labels: labels, position: position, onProperty: try reader.string())
        case 3: self = .storedInPropertyOf(type: try reader.string(), property: try reader.string())
        case 4: self = .selectorObserverOf(api: try reader.string())
        default: throw .malformed
        }
    }
}
