// swift-tools-version:6.0
import PackageDescription

// One module per layer, dependencies pointing one way:
//   PlumbMessages (diagnostics and places in files, which every reader prints) under everything but the solver
//   PlumbSolver → PlumbLayout → PlumbDiagnostics, PlumbFormats, PlumbInterfaceBuilder, PlumbConsoleLog → PlumbCLI → plumb
//   PlumbSolver, PlumbLayout → PlumbBenchmarks → PlumbCLI
//   PlumbLayout → PlumbUIKit (UIKit's spellings; nothing depends on it)
// Scripts/check-imports.sh holds the same graph and checks every import against it.
// No package dependencies (design card).
let package = Package(
    name: "Plumb",
    products: [
        .library(name: "PlumbSolver", targets: ["PlumbSolver"]),
        .library(name: "PlumbMessages", targets: ["PlumbMessages"]),
        .library(name: "PlumbLayout", targets: ["PlumbLayout"]),
        .library(name: "PlumbDiagnostics", targets: ["PlumbDiagnostics"]),
        .library(name: "PlumbFormats", targets: ["PlumbFormats"]),
        .library(name: "PlumbInterfaceBuilder", targets: ["PlumbInterfaceBuilder"]),
        .library(name: "PlumbConsoleLog", targets: ["PlumbConsoleLog"]),
        .library(name: "PlumbBenchmarks", targets: ["PlumbBenchmarks"]),
        .library(name: "PlumbUIKit", targets: ["PlumbUIKit"]),
        .executable(name: "plumb", targets: ["plumb"]),
    ],
    targets: [
        .target(name: "PlumbSolver"),
        .target(name: "PlumbMessages"),
        .target(name: "PlumbLayout", dependencies: ["PlumbSolver", "PlumbMessages"]),
        .target(name: "PlumbDiagnostics", dependencies: ["PlumbLayout", "PlumbSolver", "PlumbMessages"]),
        .target(name: "PlumbFormats", dependencies: ["PlumbLayout", "PlumbMessages"]),
        .target(name: "PlumbInterfaceBuilder", dependencies: ["PlumbLayout", "PlumbDiagnostics", "PlumbMessages"]),
        .target(name: "PlumbConsoleLog", dependencies: ["PlumbLayout", "PlumbMessages"]),
        .target(name: "PlumbBenchmarks", dependencies: ["PlumbSolver", "PlumbLayout", "PlumbMessages"]),
        // UIKit's names over PlumbLayout, for UIKit view code that changes only its import.
        .target(name: "PlumbUIKit", dependencies: ["PlumbLayout"]),
        .target(name: "PlumbCLI", dependencies: ["PlumbSolver", "PlumbMessages", "PlumbLayout", "PlumbDiagnostics", "PlumbFormats", "PlumbInterfaceBuilder",
                                                 "PlumbConsoleLog", "PlumbBenchmarks"]),
        .executableTarget(name: "plumb", dependencies: ["PlumbCLI"]),
        // What several test targets share (seeded random numbers); not a product.
        .target(name: "PlumbTestSupport", path: "Tests/PlumbTestSupport"),
        .testTarget(name: "PlumbSolverTests", dependencies: ["PlumbSolver", "PlumbTestSupport"]),
        .testTarget(name: "PlumbLayoutTests", dependencies: ["PlumbMessages", "PlumbLayout", "PlumbBenchmarks", "PlumbTestSupport"]),
        .testTarget(name: "PlumbDiagnosticsTests", dependencies: ["PlumbMessages", "PlumbDiagnostics", "PlumbLayout", "PlumbSolver"]),
        .testTarget(name: "PlumbFormatsTests", dependencies: ["PlumbMessages", "PlumbFormats", "PlumbLayout", "PlumbSolver"]),
        .testTarget(name: "PlumbBenchmarksTests", dependencies: ["PlumbBenchmarks", "PlumbLayout", "PlumbSolver", "PlumbTestSupport"]),
        .testTarget(name: "PlumbInterfaceBuilderTests",
                    dependencies: ["PlumbInterfaceBuilder", "PlumbDiagnostics", "PlumbLayout"],
                    exclude: ["Fixtures"]),
        .testTarget(name: "PlumbExamplesTests", dependencies: ["PlumbLayout", "PlumbDiagnostics"]),
        .testTarget(name: "PlumbUIKitTests", dependencies: ["PlumbUIKit"]),
        .testTarget(name: "PlumbConsoleLogTests", dependencies: ["PlumbMessages", "PlumbConsoleLog", "PlumbLayout"]),
        .testTarget(name: "PlumbCLITests", dependencies: ["PlumbCLI", "PlumbDiagnostics", "PlumbFormats", "PlumbLayout", "PlumbSolver",
                                                        "PlumbBenchmarks"]),
    ],
    swiftLanguageModes: [.v6]
)
