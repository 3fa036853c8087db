import CClang
import LeakwatchCore

/// A cursor of the main file copied into Swift with its parent: the walk asks "what encloses this block?" all the
/// time, which libclang's visitor cannot answer.
final class Node {
    let cursor: CXCursor
    let kind: CXCursorKind
    let spelling: String
    /// Byte offsets of the cursor's extent in the main file.
    let start: Int
    let end: Int
    /// The cursor's own location; nil for implicit nodes (the `self` of `_count`) and nodes outside the main file.
    let offset: Int?
    private(set) var children: [Node] = []
    private(set) weak var parent: Node?

    init(cursor: CXCursor, start: Int, end: Int, offset: Int?) {
        self.cursor = cursor
        kind = clang_getCursorKind(cursor)
        spelling = Node.string(clang_getCursorSpelling(cursor))
        self.start = start
        self.end = end
        self.offset = offset
    }

    func adopt(_ child: Node) {
        child.parent = self
        children.append(child)
    }

    /// Puts `node` (a declaration of another parse of the same text) in place of the child at `index`.
    func replaceChild(at index: Int, with node: Node) {
        node.parent = self
        children[index] = node
    }

    /// Makes the node a root.
    func detach() { parent = nil }

    static func string(_ value: CXString) -> String {
        defer { clang_disposeString(value) }
        guard let pointer = clang_getCString(value) else { return "" }
        return String(cString: pointer)
    }

    /// The declaration a reference names, as (kind, offset in the main file or nil elsewhere, name).
    var referenced: (kind: CXCursorKind, offset: Int?, name: String)? {
        let target = clang_getCursorReferenced(cursor)
        guard clang_Cursor_isNull(target) == 0 else { return nil }
        let location = clang_getCursorLocation(target)
        let offset =
            clang_Location_isFromMainFile(location) != 0 || CursorTree.isExpandedInMainFile(location, of: target)
            ? CursorTree.declarationOffset(location) : nil
        return (clang_getCursorKind(target), offset, Node.string(clang_getCursorSpelling(target)))
    }

    /// Whether the expression's type is an integer, floating-point or enum type: a value that can hold no block.
    var isScalar: Bool {
        let kind = clang_getCanonicalType(clang_getCursorType(cursor)).kind
        return (kind.rawValue >= CXType_Bool.rawValue && kind.rawValue <= CXType_LongDouble.rawValue)
            || kind == CXType_Enum
    }

    var typeSpelling: String { Node.string(clang_getTypeSpelling(clang_getCursorType(cursor))) }

    /// The first child that is not a wrapper clang adds (implicit casts, parentheses).
    var unwrapped: Node {
        var current = self
        while [CXCursor_UnexposedExpr, CXCursor_ParenExpr].contains(current.kind), let only = current.children.first,
            current.children.count == 1
        {
            current = only
        }
        return current
    }

    /// The nearest ancestor that is not a wrapper, with the child on the path to it.
    var meaningfulParent: (parent: Node, child: Node)? {
        var child = self
        while let parent = child.parent {
            if [CXCursor_UnexposedExpr, CXCursor_ParenExpr, CXCursor_CStyleCastExpr].contains(parent.kind),
                parent.children.count == 1
            {
                child = parent
                continue
            }
            return (parent, child)
        }
        return nil
    }
}

/// Builds the tree of the main file's declarations and statements.
enum CursorTree {
    /// The top-level cursors of the main file, with everything below them (children outside the main file too,
    /// such as the location-less `self` of an ivar reference).
    static func build(_ unit: ClangUnit, mainPath: String) -> [Node] {
        let builder = Builder(mainFile: clang_getFile(unit.unit, mainPath))
        visit(unit.rootCursor, into: nil, builder: builder, topLevel: true)
        return builder.roots
    }

    private final class Builder {
        var roots: [Node] = []
        let mainFile: CXFile?
        init(mainFile: CXFile?) { self.mainFile = mainFile }

        /// In the main file, macro arguments included (`self` in `RACObserve(self, x)` is written there).
        func isInMainFile(_ location: CXSourceLocation) -> Bool {
            var file: CXFile?
            clang_getFileLocation(location, &file, nil, nil, nil)
            // Files given from memory share one unique id, so `clang_File_isEqual` cannot tell them apart; the
            // file entry itself is unique per path.
            guard let file, let mainFile else { return false }
            return file == mainFile
        }
    }

    private final class Context {
        let builder: Builder
        let parent: Node?
        let topLevel: Bool
        var found: [CXCursor] = []
        init(builder: Builder, parent: Node?, topLevel: Bool) {
            self.builder = builder
            self.parent = parent
            self.topLevel = topLevel
        }
    }

    /// Deeper nodes are left out: generated or broken code can nest thousands of levels, and every level costs
    /// stack in this recursion and in the walk. Real code stays far below.
    static let maximumDepth = 160

    private static func visit(_ cursor: CXCursor, into parent: Node?, builder: Builder, topLevel: Bool, depth: Int = 0)
    {
        guard depth < maximumDepth else { return }
        let context = Context(builder: builder, parent: parent, topLevel: topLevel)
        let unmanaged = Unmanaged.passUnretained(context)
        clang_visitChildren(
            cursor,
            { child, _, data in
                guard let data else { return CXChildVisit_Break }
                let context = Unmanaged<Context>.fromOpaque(data).takeUnretainedValue()
                if context.topLevel, !context.builder.isInMainFile(clang_getCursorLocation(child)) {
                    return CXChildVisit_Continue
                }
                context.found.append(child)
                return CXChildVisit_Continue
            }, unmanaged.toOpaque())
        for child in context.found {
            let node = makeNode(child, builder: builder)
            if let parent { parent.adopt(node) } else { builder.roots.append(node) }
            visit(child, into: node, builder: builder, topLevel: false, depth: depth + 1)
        }
    }

    private static func makeNode(_ cursor: CXCursor, builder: Builder) -> Node {
        let extent = clang_getCursorExtent(cursor)
        let location = clang_getCursorLocation(cursor)
        let inMain = builder.isInMainFile(location)
        let start = fileOffset(clang_getRangeStart(extent))
        // An extent whose ends lie in different buffers (broken code around a macro or a NUL byte) can end before
        // it starts; the walk makes ranges of extents, so such a node is empty instead.
        let end = max(start, fileOffset(clang_getRangeEnd(extent)))
        var offset = inMain ? fileOffset(location) : nil
        // A variable whose name a macro pastes together (`self_weak_` of `@weakify(self)`) is spelled nowhere in the
        // file: it is declared where the macro is used, as references to it say too.
        if offset == nil, clang_getCursorKind(cursor) == CXCursor_VarDecl, clang_Location_isFromMainFile(location) != 0
        {
            offset = declarationOffset(location)
        }
        return Node(cursor: cursor, start: start, end: end, offset: offset)
    }

    /// Whether a declaration made by a macro (`MXStrongifyAndReturnIfNil(self)` declares `self`) is expanded in the
    /// main file: libclang counts a location inside a macro expansion as being in no file.
    static func isExpandedInMainFile(_ location: CXSourceLocation, of cursor: CXCursor) -> Bool {
        var file: CXFile?
        var offset: UInt32 = 0
        clang_getExpansionLocation(location, &file, nil, nil, &offset)
        guard let file, let unit = clang_Cursor_getTranslationUnit(cursor) else { return false }
        return clang_Location_isFromMainFile(clang_getLocationForOffset(unit, file, offset)) != 0
    }

    /// Where a declaration of the main file is: where its name is written, or where the macro that pasted its name
    /// together is used.
    static func declarationOffset(_ location: CXSourceLocation) -> Int {
        var spelled: CXFile?
        var expanded: CXFile?
        var offset: UInt32 = 0
        var expansionOffset: UInt32 = 0
        clang_getFileLocation(location, &spelled, nil, nil, &offset)
        clang_getExpansionLocation(location, &expanded, nil, nil, &expansionOffset)
        return spelled == expanded ? Int(offset) : Int(expansionOffset)
    }

    /// Where a location lands in a file: for macros, where the macro is used or where its argument is written.
    static func fileOffset(_ location: CXSourceLocation) -> Int {
        var offset: UInt32 = 0
        clang_getFileLocation(location, nil, nil, nil, &offset)
        return Int(offset)
    }
}
