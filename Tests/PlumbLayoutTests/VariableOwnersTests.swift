@testable import PlumbLayout
import Testing

@Suite("Variable owners")
struct VariableOwnersTests {
    /// Every variable of `views` maps to its view, and no variable of `gone` maps to anything.
    private func check(_ owners: VariableOwners, _ views: [View], gone: [View] = []) {
        for view in views {
            for v in [view.minX, view.minY, view.widthVariable, view.heightVariable] {
                #expect(owners[v.id] === view)
            }
        }
        for view in gone {
            for v in [view.minX, view.minY, view.widthVariable, view.heightVariable] {
                #expect(owners[v.id] == nil)
            }
        }
    }

    @Test func viewsComeAndGoAcrossPages() {
        var owners = VariableOwners()
        // Forty views fill ten pages of sixteen ids; a view made in between (another
        // hierarchy's) leaves a gap in the ids.
        var views: [View] = []
        var strangers: [View] = []
        for i in 0..<40 {
            views.append(View("v\(i)"))
            if i % 7 == 3 { strangers.append(View("s\(i)")) }
        }
        for view in views { owners.insert(view) }
        check(owners, views, gone: strangers)

        // Every other view leaves: their entries read nil, the others' are untouched.
        let leaving = views.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
        let staying = views.enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        for view in leaving { owners.remove(view) }
        check(owners, staying, gone: leaving + strangers)

        // They come back; then everyone leaves, which empties every page, and new views
        // (new ids, on pages given back and reused) are found, the old ones not.
        for view in leaving { owners.insert(view) }
        check(owners, views)
        for view in views { owners.remove(view) }
        check(owners, [], gone: views)
        let newcomers = (0..<40).map { View("n\($0)") }
        for view in newcomers { owners.insert(view) }
        check(owners, newcomers, gone: views + strangers)
        // Removing twice, or a view never inserted, changes nothing.
        owners.remove(views[0])
        owners.remove(strangers[0])
        check(owners, newcomers)
    }

    @Test func aViewGoneFromMemoryReadsNil() {
        var owners = VariableOwners()
        var id = 0
        do {
            let view = View("brief")
            owners.insert(view)
            id = view.minX.id
            #expect(owners[id] === view)
        }
        #expect(owners[id] == nil)
    }
}
