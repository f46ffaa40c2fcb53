extension StepNameResolver {
    /// The functions whose text arguments may be typed (or pressed, a key at a time) into a
    /// secure field.
    static let typingFunctions: Set<String> = ["type", "typeText", "tapAndType", "clearAndType", "fill", "clearAndFill", "press"]

    /// `name` with every string literal passed to a typing function replaced by
    /// `Secrets.replacement`: the name announced before a step runs, when a secret it is about to
    /// type is not yet known (`When I type(•••, into: loginScreen.password)`).
    ///
    /// Once the step ran, its record carries the name with only registered secrets masked.
    static func provisionalName(_ name: String) -> String {
        let characters = Array(name)
        var output = ""
        var index = 0
        var depthInTypingCall = 0
        var depths: [Bool] = [] // for each open parenthesis: whether it opened a typing call
        var identifier = ""
        while index < characters.count {
            let character = characters[index]
            if character == "\"" || (character == "#" && nextQuote(after: index, in: characters) != nil) {
                let end = literalEnd(from: index, in: characters)
                if depthInTypingCall > 0 {
                    output += Secrets.replacement
                } else {
                    output += String(characters[index..<end])
                }
                index = end
                identifier = ""
                continue
            }
            if character == "(" {
                let isTyping = typingFunctions.contains(identifier)
                depths.append(isTyping)
                if isTyping { depthInTypingCall += 1 }
            } else if character == ")", let opened = depths.popLast(), opened {
                depthInTypingCall -= 1
            }
            // The identifier is the word just before a parenthesis: `I type(` calls `type`,
            // `type (` too.
            if character.isLetter || character.isNumber || character == "_" {
                if index > 0, characters[index - 1].isWhitespace { identifier = "" }
                identifier.append(character)
            } else if !character.isWhitespace {
                identifier = ""
            }
            output.append(character)
            index += 1
        }
        return output
    }

    /// The index of the quote that opens a raw string starting with `#`s at `index`.
    private static func nextQuote(after index: Int, in characters: [Character]) -> Int? {
        var cursor = index
        while cursor < characters.count, characters[cursor] == "#" { cursor += 1 }
        return cursor < characters.count && characters[cursor] == "\"" ? cursor : nil
    }

    /// The index just past the string literal starting at `start` (plain, raw or multi-line).
    private static func literalEnd(from start: Int, in characters: [Character]) -> Int {
        var hashes = 0
        var cursor = start
        while cursor < characters.count, characters[cursor] == "#" {
            hashes += 1
            cursor += 1
        }
        let isMultiline = cursor + 2 < characters.count && characters[cursor + 1] == "\"" && characters[cursor + 2] == "\""
        let delimiter = isMultiline ? 3 : 1
        cursor += delimiter
        while cursor < characters.count {
            if hashes == 0, characters[cursor] == "\\" {
                cursor += 2
                continue
            }
            if characters[cursor] == "\"" {
                let quotes = (0..<delimiter).allSatisfy { cursor + $0 < characters.count && characters[cursor + $0] == "\"" }
                let closingHashes = (0..<hashes).allSatisfy { cursor + delimiter + $0 < characters.count && characters[cursor + delimiter + $0] == "#" }
                if quotes && closingHashes { return cursor + delimiter + hashes }
            }
            cursor += 1
        }
        return characters.count
    }
}
