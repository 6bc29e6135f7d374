import PlumbBenchmarks
import PlumbTestSupport
import PlumbSolver
import Testing

@Suite("Workload parser")
struct WorkloadParserTests {
    static let sample = """
        # a title
        # second comment

        v x
        v y\r
        \tv   width  # trailing comment
        e width strong
        c >= required 0 1 x
        c == 0:1:0:1.25 -10.5 1 x -2 y
        c <= weak 1e3 0.5 width
        t width 400
        t width 800 width 900
        # counts: ignored
        """

    @Test func parsesEveryDirective() throws {
        let w = try WorkloadParser.parse(Self.sample, file: "dir/sample.txt")
        #expect(w.name == "sample")
        #expect(w.comments == ["a title", "second comment"])
        #expect(w.variables == ["x", "y", "width"])
        #expect(w.constraints.count == 3)
        #expect(w.constraints[0] == WorkloadConstraint(.greaterThanOrEqual, .required, constant: 0, terms: [WorkloadTerm(1, 0)], line: 8))
        #expect(w.constraints[1] == WorkloadConstraint(
            .equal, .custom(a: 0, b: 1, c: 0, w: 1.25), constant: -10.5, terms: [WorkloadTerm(1, 0), WorkloadTerm(-2, 1)], line: 9))
        #expect(w.constraints[2].relation == .lessThanOrEqual)
        #expect(w.constraints[2].constant == 1000)
        #expect(w.constraints[2].strength == .weak)
        #expect(w.buildSteps == [.edit(variable: 2, strength: .strong), .constraint(0), .constraint(1), .constraint(2)])
        #expect(w.editCount == 1)
        #expect(w.ticks == [
            Tick([Suggestion(variable: 2, value: 400)]),
            Tick([Suggestion(variable: 2, value: 800), Suggestion(variable: 2, value: 900)]),
        ])
    }

    @Test func byteOrderMarkIsSkipped() throws {
        let w = try WorkloadParser.parse(bytes: [0xEF, 0xBB, 0xBF] + Array("v x\nv y\n".utf8))
        #expect(w.variables == ["x", "y"])
        #expect(throws: WorkloadError(file: "<input>", line: 1, column: 1, message: "unknown directive 'q' (expected v, c, e or t)")) {
            try WorkloadParser.parse(bytes: [0xEF, 0xBB, 0xBF] + Array("q".utf8))
        }
    }

    @Test func emptyInputIsAnEmptyWorkload() throws {
        let w = try WorkloadParser.parse("", file: "empty")
        #expect(w.variables.isEmpty && w.constraints.isEmpty && w.buildSteps.isEmpty && w.ticks.isEmpty)
        #expect(w.name == "empty")
    }

    @Test func workloadNameLikeKiwiBench() {
        #expect(WorkloadParser.workloadName(forPath: "/tmp/plumb-bench/workloads/chain_100.txt") == "chain_100")
        #expect(WorkloadParser.workloadName(forPath: "enaml.txt") == "enaml")
        #expect(WorkloadParser.workloadName(forPath: "a.b/c") == "c")
        #expect(WorkloadParser.workloadName(forPath: "x.tar.gz") == "x.tar")
    }

    // MARK: Errors, each at an exact line:column

    struct Case: CustomTestStringConvertible, Sendable {
        var text: String
        var line: Int
        var column: Int
        var message: String
        var testDescription: String { message }
    }

    static let errorCases: [Case] = [
        Case(text: "v x\nq x\n", line: 2, column: 1, message: "unknown directive 'q'"),
        Case(text: "v x\n  c == required 0 1 y\n", line: 2, column: 21, message: "undeclared variable 'y'"),
        Case(text: "v x\nc == required 0 1 x\nc >= strong abc 1 x\n", line: 3, column: 13, message: "bad number 'abc'"),
        Case(text: "v x\nc >= strong 0 1.5.2 x\n", line: 2, column: 15, message: "bad number '1.5.2'"),
        Case(text: "v x\nc >= strong nan 1 x\n", line: 2, column: 13, message: "NaN or infinite number 'nan'"),
        Case(text: "v x\nc >= strong 0 inf x\n", line: 2, column: 15, message: "NaN or infinite number 'inf'"),
        Case(text: "v x\nc >= strong 1e999 1 x\n", line: 2, column: 13, message: "NaN or infinite number '1e999'"),
        Case(text: "v x\nc >= heavy 0 1 x\n", line: 2, column: 6, message: "bad strength 'heavy'"),
        Case(text: "v x\nc >= 1:1:0:1 0 1 x\n", line: 2, column: 6, message: "more than one nonzero level"),
        Case(text: "v x\nc >= 0:0:0:1 0 1 x\n", line: 2, column: 6, message: "no nonzero level"),
        Case(text: "v x\nc >= 0:z:0:1 0 1 x\n", line: 2, column: 8, message: "bad number 'z' in strength"),
        Case(text: "v x\nc >= 0:1:0:-1 0 1 x\n", line: 2, column: 12, message: "negative number '-1'"),
        Case(text: "v x\nc >= 0:1 0 1 x\n", line: 2, column: 6, message: "expected 3 or 4 numbers"),
        Case(text: "v x\nc >= 0:1:0:0 0 1 x\n", line: 2, column: 6, message: "the weight must be finite and greater than 0"),
        Case(text: "v x\nc => required 0 1 x\n", line: 2, column: 3, message: "bad operator '=>'"),
        Case(text: "v x\nc\n", line: 2, column: 2, message: "missing operator"),
        Case(text: "v x\nc ==\n", line: 2, column: 5, message: "missing strength"),
        Case(text: "v x\nc == weak\n", line: 2, column: 10, message: "missing constant"),
        Case(text: "v x\nc == weak 0 1 x 2\n", line: 2, column: 18, message: "missing variable after coefficient '2'"),
        Case(text: "v\n", line: 1, column: 2, message: "missing variable name"),
        Case(text: "v x y\n", line: 1, column: 5, message: "unexpected field 'y'"),
        Case(text: "v x\nv y\nv x\n", line: 3, column: 3, message: "duplicate variable 'x' (first declared on line 1)"),
        Case(text: "v x\ne x\n", line: 2, column: 4, message: "missing strength"),
        Case(text: "v x\ne y strong\n", line: 2, column: 3, message: "undeclared variable 'y'"),
        Case(text: "v x\ne x required\n", line: 2, column: 5, message: "an edit variable cannot be required"),
        Case(text: "v x\ne x strong\ne x weak\n", line: 3, column: 3, message: "duplicate edit variable 'x' (first added on line 2)"),
        Case(text: "v x\ne x strong extra\n", line: 2, column: 12, message: "unexpected field 'extra'"),
        Case(text: "v x\nt x 5\n", line: 2, column: 3, message: "'x' is not an edit variable"),
        Case(text: "v x\ne x strong\nt\n", line: 3, column: 2, message: "missing variable"),
        Case(text: "v x\ne x strong\nt x\n", line: 3, column: 4, message: "missing value after variable 'x'"),
        Case(text: "v x\ne x strong\nt x 1 x NaN\n", line: 3, column: 9, message: "NaN or infinite number 'NaN'"),
        // Columns count characters, not bytes.
        Case(text: "v é\nc == required 0 1 é 2 ü\n", line: 2, column: 23, message: "undeclared variable 'ü'"),
    ]

    @Test(arguments: errorCases)
    func reportsErrorAtLineAndColumn(_ c: Case) {
        #expect {
            try WorkloadParser.parse(c.text, file: "w.txt")
        } throws: { error in
            guard let error = error as? WorkloadError else { return false }
            #expect(error.file == "w.txt")
            #expect(error.line == c.line, "\(error)")
            #expect(error.column == c.column, "\(error)")
            #expect(error.message.contains(c.message), "\(error)")
            #expect(error.description.hasPrefix("w.txt:\(c.line):\(c.column): error: "))
            return true
        }
    }

    @Test func unreadableFileNamesThePath() {
        #expect {
            try WorkloadParser.parse(contentsOfFile: "/nonexistent/plumb/w.txt")
        } throws: { error in
            (error as? WorkloadError)?.description == "/nonexistent/plumb/w.txt: error: no such file"
        }
    }

    /// Mutated and random inputs: the parser either succeeds or throws, never traps.
    @Test func neverCrashesOnMutatedInput() {
        var rng = SplitMix64(seed: 42)
        let base = Array(Self.sample.utf8)
        let alphabet = Array("vcet#:=<>-.e+0123456789 \t\r\nxy".utf8) + [0, 0xC3, 0xA9, 0xFF]
        var accepted = 0
        for _ in 0..<3000 {
            var bytes = base
            for _ in 0..<Int(rng.next() % 6 + 1) {
                let at = Int(rng.next() % UInt64(bytes.count + 1))
                switch rng.next() % 3 {
                case 0: bytes.insert(alphabet[Int(rng.next() % UInt64(alphabet.count))], at: at)
                case 1: if at < bytes.count { bytes.remove(at: at) }
                default: if at < bytes.count { bytes[at] = alphabet[Int(rng.next() % UInt64(alphabet.count))] }
                }
            }
            if (try? WorkloadParser.parse(bytes: bytes, file: "fuzz")) != nil { accepted += 1 }
        }
        for _ in 0..<1000 {
            let bytes = (0..<Int(rng.next() % 80)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            _ = try? WorkloadParser.parse(bytes: bytes, file: "random")
        }
        #expect(accepted > 0)
    }
}
