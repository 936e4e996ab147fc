// A small Swift wrapper over nonet's C ABI (import the module NonetFFI, from
// module.modulemap). Each function answers the library's record as JSON `Data`, ready
// for `JSONDecoder`, or throws a `NonetError` with the status and the library's
// message; `Game` owns a game handle and frees it in `deinit`.
//
// Not compiled here: the project builds on Linux without a Swift toolchain, so this
// file has never been through swiftc. It uses only the C functions of
// crates/nonet-ffi/include/nonet.h, whose behaviour the C and Rust tests check.

import Foundation
import NonetFFI

/// A failed call: the C status (`NONET_STATUS_BAD_PUZZLE`, ...) and the message.
public struct NonetError: Error, CustomStringConvertible {
    public let status: NonetStatus
    public let message: String
    public var description: String { message }
}

private typealias CString = UnsafeMutablePointer<CChar>

/// The string `pointer` holds, freed with `nonet_string_free`; empty for nil.
private func take(_ pointer: CString?) -> String {
    guard let pointer = pointer else { return "" }
    defer { nonet_string_free(pointer) }
    return String(cString: pointer)
}

/// Runs a call that answers a string in `out`: the answer, or the message thrown.
private func answer(_ call: (UnsafeMutablePointer<CString?>) -> NonetStatus) throws -> String {
    var out: CString? = nil
    let status = call(&out)
    let text = take(out)
    guard status == NONET_STATUS_OK else { throw NonetError(status: status, message: text) }
    return text
}

/// Runs a call that reports only its status, with the message in `error`.
private func check(_ call: (UnsafeMutablePointer<CString?>) -> NonetStatus) throws {
    var error: CString? = nil
    let status = call(&error)
    let message = take(error)
    guard status == NONET_STATUS_OK else { throw NonetError(status: status, message: message) }
}

/// The calls without a handle. Each may run on any thread; generate, rate and explain
/// on hard puzzles take seconds, so keep them off the main thread.
public enum Nonet {
    public static var version: String { String(cString: nonet_version()) }

    /// The unique solution as 81 digits, or a thrown `NO_SOLUTION` / `MULTIPLE_SOLUTIONS`.
    public static func solution(_ puzzle: String) throws -> String {
        var buffer = [CChar](repeating: 0, count: Int(NONET_GRID_CELLS) + 1)
        try check { error in nonet_solve_grid(puzzle, &buffer, Int(NONET_GRID_CELLS), error) }
        return String(cString: buffer)
    }

    public static func solve(_ puzzle: String) throws -> Data {
        Data(try answer { nonet_solve(puzzle, $0) }.utf8)
    }

    public static func count(_ puzzle: String, limit: UInt64 = 2) throws -> Data {
        Data(try answer { nonet_count(puzzle, limit, $0) }.utf8)
    }

    public static func hint(_ puzzle: String) throws -> Data {
        Data(try answer { nonet_hint(puzzle, $0) }.utf8)
    }

    public static func explain(_ puzzle: String) throws -> Data {
        Data(try answer { nonet_explain(puzzle, $0) }.utf8)
    }

    public static func explainMarked(_ puzzle: String) throws -> Data {
        Data(try answer { nonet_explain_marked(puzzle, $0) }.utf8)
    }

    /// `scales` as the CLI's `--scales` (empty for all); `timeLimitMs` nil for none.
    public static func rate(_ puzzle: String, scales: String = "", timeLimitMs: Int64? = nil) throws -> Data {
        Data(try answer { nonet_rate(puzzle, scales, timeLimitMs ?? -1, $0) }.utf8)
    }

    /// `options` as JSON, e.g. `{"level":"easy","seed":7}`; empty for the defaults.
    public static func generate(_ options: String = "") throws -> Data {
        Data(try answer { nonet_generate(options, $0) }.utf8)
    }

    public static func schemes() throws -> Data { Data(try answer { nonet_schemes($0) }.utf8) }

    public static func techniques() throws -> Data { Data(try answer { nonet_techniques($0) }.utf8) }

    public static func read(_ puzzle: String) throws -> Data {
        Data(try answer { nonet_read(puzzle, $0) }.utf8)
    }
}

/// One game being played; its handle is freed when the object goes. The C handle may
/// be used from several threads (the library locks it), hence `@unchecked Sendable`.
public final class Game: @unchecked Sendable {
    private let handle: OpaquePointer

    private init(_ make: (UnsafeMutablePointer<OpaquePointer?>, UnsafeMutablePointer<CString?>) -> NonetStatus) throws {
        var game: OpaquePointer? = nil
        try check { error in make(&game, error) }
        guard let made = game else {
            throw NonetError(status: NONET_STATUS_PANIC, message: "no game was made")
        }
        handle = made
    }

    deinit { nonet_game_free(handle) }

    public convenience init(puzzle: String) throws {
        try self.init { nonet_game_new(puzzle, $0, $1) }
    }

    public convenience init(generating options: String) throws {
        try self.init { nonet_game_generate(options, $0, $1) }
    }

    public convenience init(save: String) throws {
        try self.init { nonet_game_from_save(save, $0, $1) }
    }

    public convenience init(share code: String) throws {
        try self.init { nonet_game_from_share(code, $0, $1) }
    }

    /// The `GameView` to draw.
    public func view() throws -> Data { Data(try answer { nonet_game_view(handle, $0) }.utf8) }

    /// Applies one `Action` (JSON) and answers the new view.
    @discardableResult
    public func apply(_ action: String) throws -> Data {
        Data(try answer { nonet_game_apply(handle, action, $0) }.utf8)
    }

    /// Applies a JSON list of actions as one undo step and answers the new view.
    @discardableResult
    public func applyAll(_ actions: String) throws -> Data {
        Data(try answer { nonet_game_apply_all(handle, actions, $0) }.utf8)
    }

    @discardableResult
    public func undo() throws -> Data { Data(try answer { nonet_game_undo(handle, $0) }.utf8) }

    @discardableResult
    public func redo() throws -> Data { Data(try answer { nonet_game_redo(handle, $0) }.utf8) }

    public func hint() throws -> Data { Data(try answer { nonet_game_hint(handle, $0) }.utf8) }

    /// A `WhyWrongRecord`, or the JSON `null` when the digit in `cell` is not wrong.
    public func whyWrong(_ cell: String) throws -> Data {
        Data(try answer { nonet_game_why_wrong(handle, cell, $0) }.utf8)
    }

    public func addElapsed(milliseconds: UInt64) throws {
        try check { nonet_game_add_elapsed(handle, milliseconds, $0) }
    }

    public func setPaused(_ paused: Bool) throws { try check { nonet_game_set_paused(handle, paused, $0) } }

    public func setCursor(_ cell: String) throws { try check { nonet_game_set_cursor(handle, cell, $0) } }

    /// The versioned save, for `Game(save:)`.
    public func save() throws -> String { try answer { nonet_game_save(handle, $0) } }
}
