// swift-tools-version:6.0
import PackageDescription

// Layers point one way: solver → formats → CLI. No package dependencies (design card).
let package = Package(
    name: "Plumb",
    products: [
        .library(name: "PlumbSolver", targets: ["PlumbSolver"]),
        .library(name: "PlumbFormats", targets: ["PlumbFormats"]),
        .library(name: "PlumbLayout", targets: ["PlumbLayout"]),
        .executable(name: "plumb", targets: ["plumb"]),
    ],
    targets: [
        .target(name: "PlumbSolver"),
        .target(name: "PlumbFormats", dependencies: ["PlumbSolver"]),
        .target(name: "PlumbLayout", dependencies: ["PlumbSolver"]),
        .target(name: "PlumbCLI", dependencies: ["PlumbSolver", "PlumbFormats"]),
        .executableTarget(name: "plumb", dependencies: ["PlumbCLI"]),
        .testTarget(name: "PlumbSolverTests", dependencies: ["PlumbSolver"]),
        .testTarget(name: "PlumbFormatsTests", dependencies: ["PlumbFormats", "PlumbSolver"]),
        .testTarget(name: "PlumbCLITests", dependencies: ["PlumbCLI", "PlumbFormats", "PlumbSolver"]),
        .testTarget(name: "PlumbLayoutTests", dependencies: ["PlumbLayout"]),
    ],
    swiftLanguageModes: [.v6]
)
