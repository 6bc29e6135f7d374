@testable import PlumbCLI
import Testing

@Suite("Argument parser")
struct ArgumentParserTests {
    let parser = ArgumentParser(valueOptions: ["--reps", "--impl"], flags: ["--quick", "-h"])

    @Test func readsValuesFlagsAndOperands() throws {
        let args = try parser.parse(["--reps", "3", "a.txt", "--quick", "--impl=kiwi", "b.txt", "-"])
        #expect(args.value("--reps") == "3")
        #expect(args.value("--impl") == "kiwi")
        #expect(args.has("--quick"))
        #expect(!args.has("-h"))
        #expect(args.operands == ["a.txt", "b.txt", "-"])
        #expect(args.order == ["--reps", "--quick", "--impl"])
    }

    @Test func lastValueWinsAndValuesMayStartWithADash() throws {
        let args = try parser.parse(["--impl", "a", "--impl", "-b"])
        #expect(args.value("--impl") == "-b")
    }

    @Test func doubleDashEndsOptions() throws {
        let args = try parser.parse(["--quick", "--", "--reps", "-h"])
        #expect(args.operands == ["--reps", "-h"])
        #expect(args.value("--reps") == nil)
    }

    @Test(arguments: [
        (["--reps"], "option '--reps' needs a value"),
        (["--bogus"], "unknown option '--bogus'"),
        (["-x"], "unknown option '-x'"),
        (["--bogus=1"], "unknown option '--bogus'"),
        (["--quick=yes"], "option '--quick' takes no value"),
    ])
    func refusesBadCommandLines(_ arguments: [String], _ message: String) {
        #expect(throws: UsageError(message)) { try parser.parse(arguments) }
    }

    @Test func integersAreCheckedAgainstTheirRange() throws {
        #expect(try parser.parse(["--reps", "5"]).integer("--reps", in: 1...10) == 5)
        #expect(try parser.parse([]).integer("--reps", in: 1...10) == nil)
        #expect(throws: UsageError.self) { try parser.parse(["--reps", "0"]).integer("--reps", in: 1...10) }
        #expect(throws: UsageError.self) { try parser.parse(["--reps", "3x"]).integer("--reps", in: 1...10) }
        #expect(throws: UsageError.self) {
            try parser.parse(["--reps", "99999999999999999999999"]).integer("--reps", in: 1...10)
        }
    }
}
