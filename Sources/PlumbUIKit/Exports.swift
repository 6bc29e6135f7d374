// UIKit code uses Foundation's types (CGRect, CGFloat, NSCoder) without importing Foundation:
// UIKit re-exports it, and so does PlumbUIKit.
@_exported import Foundation
