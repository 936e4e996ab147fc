"""Type stubs of nonet's native module (``nonet._nonet``), re-exported by ``nonet``.

Each record class mirrors the library's record of the same name, the object the CLI's
``--format json`` prints: a field the JSON leaves out (``rules`` for classic rules, an
empty ``conflicts``) reads as ``None``.
"""

from typing import Any, ClassVar, Iterable, Optional, Sequence, Union

PuzzleText = Union[str, bytes, "Puzzle"]
"""A puzzle's text in any format nonet reads (str, or UTF-8 bytes), or a Puzzle."""

Scales = Union[str, Sequence[str], None]
"""Rating scales: ``"se"``, ``"tier"``, ``"logic"``, ``"dig-hole"``, as a list or a
comma list; None for all four."""

class PuzzleError(ValueError):
    """A text that is not a puzzle: where (``line`` and ``column``, from 1; ``column``
    is None when no one character is at fault) and what is wrong."""

    line: int
    column: Optional[int]

class Record:
    """A record of the library, read-only: fields as attributes or by their JSON keys."""

    FIELDS: ClassVar[Sequence[str]]
    def __getitem__(self, key: str) -> Any: ...
    def __contains__(self, key: str) -> bool: ...
    def keys(self) -> list[str]:
        """The JSON keys the record has, in the CLI's order."""
    def to_dict(self) -> dict[str, Any]:
        """The record as a new dict, key for key the CLI's JSON object."""
    def to_json(self) -> str:
        """The record as the CLI's ``--format json`` prints it."""

class SolveRecord(Record):
    """``nonet solve --format json``: the status, the solution when it is unique."""

    puzzle: str
    rules: Optional[list[dict[str, Any]]]
    status: str
    solution: Optional[str]
    count: int
    conflicts: Optional[list[dict[str, Any]]]
    broken: Optional[list[dict[str, Any]]]
    stats: Optional[dict[str, Any]]

class CountRecord(Record):
    """``nonet count --format json``: how many solutions, up to the limit."""

    puzzle: str
    rules: Optional[list[dict[str, Any]]]
    status: str
    count: int
    limit: int
    conflicts: Optional[list[dict[str, Any]]]
    broken: Optional[list[dict[str, Any]]]
    stats: Optional[dict[str, Any]]

class SolutionsRecord(Record):
    """``nonet solve --all --format json``: the solutions, up to the maximum asked for."""

    puzzle: str
    rules: Optional[list[dict[str, Any]]]
    solutions: list[str]
    status: str
    count: int
    complete: bool
    conflicts: Optional[list[dict[str, Any]]]
    broken: Optional[list[dict[str, Any]]]

class PathRecord(Record):
    """``nonet hint`` / ``nonet explain --format json``: logical steps, and whether
    they solve the puzzle."""

    puzzle: str
    rules: Optional[list[dict[str, Any]]]
    solved: bool
    steps: list[dict[str, Any]]

class RatedRecord(Record):
    """``nonet rate --format json``: a puzzle's ratings on the scales asked for."""

    puzzle: str
    rules: Optional[list[dict[str, Any]]]
    se: Optional[dict[str, Any]]
    tier: Optional[str]
    logic: Optional[dict[str, Any]]
    dig_hole: Optional[dict[str, Any]]
    hardest: Optional[str]
    stuck: Optional[bool]
    unrated: Optional[dict[str, str]]

class UnratedRecord(Record):
    """``nonet rate --format json`` for a puzzle with no rating: why."""

    puzzle: str
    rules: Optional[list[dict[str, Any]]]
    error: str

class GeneratedRecord(Record):
    """``nonet generate --format json``: a new puzzle, its solution, seed, id, ratings."""

    puzzle: str
    rules: Optional[dict[str, Any]]
    """A variant's rules (``None`` for classic Sudoku)."""
    iss: Optional[str]
    """A variant's puzzle and rules as one ISS string (``None`` for classic Sudoku)."""
    solution: str
    seed: int
    id: Optional[str]
    scheme: str
    level: str
    rated: dict[str, Any]
    givens: int
    symmetry: str
    minimal: bool
    fell_back: bool

class TechniqueRecord(Record):
    """``nonet techniques --format json``: one technique of the logic engine."""

    slug: str
    name: str
    tier: str
    se: float
    variants_only: bool

class PuzzleInfo(Record):
    """A puzzle as read: givens, rules, their kinds, regions, a text to share, a drawing."""

    givens: str
    classic: bool
    rules: list[dict[str, Any]]
    jigsaw: bool
    regions: list[int]
    kinds: list[str]
    share: Optional[str]
    figure: dict[str, Any]

class InputError(Record):
    """A batch item that could not be worked on (the CLI's record of a malformed
    puzzle): ``file`` is ``<item N>``, N its index from 0; ``line`` the line in its
    text; ``at`` the bad character's place, when one is at fault."""

    puzzle: str
    rules: Optional[list[dict[str, Any]]]
    file: str
    line: int
    at: Optional[dict[str, int]]
    error: str

class FailedSeed(Record):
    """A seed of ``generate_many`` that gave no puzzle, in the puzzle's place (the
    CLI's record for it under ``nonet generate --count --format json``): the seed and
    the generator's reason."""

    seed: int
    error: str

class Puzzle:
    """A puzzle as read from any format nonet reads; raises PuzzleError for a bad text."""

    def __init__(self, text: Union[str, bytes]) -> None: ...
    @property
    def givens(self) -> str:
        """The givens, 81 characters row by row, ``.`` for an empty cell."""
    @property
    def classic(self) -> bool:
        """Whether the rules are classic (boxes, no other constraint)."""
    @property
    def format(self) -> str:
        """The format read: ``classic``, ``iss``, ``iss-compact``, ``fpuzzles-json``,
        ``fpuzzles-link``, ``sudokupad-link``, ``nonet-json`` or ``pencil-marks``."""
    @property
    def rules(self) -> list[dict[str, Any]]:
        """The rules' constraints as the library's records (empty for classic rules)."""
    @property
    def kinds(self) -> list[str]:
        """The kinds of the constraints, each once, in order of appearance."""
    @property
    def title(self) -> Optional[str]:
        """f-puzzles' title, when the puzzle has one."""
    @property
    def author(self) -> Optional[str]:
        """f-puzzles' author, when the puzzle has one."""
    @property
    def ruleset(self) -> Optional[str]:
        """f-puzzles' rules text, when the puzzle has one."""
    def info(self) -> PuzzleInfo:
        """Everything a front end shows of the puzzle: the library's PuzzleInfo."""

def solve(puzzle: PuzzleText) -> SolveRecord:
    """The solution of a puzzle: its status, the solution when it is unique."""

def count(puzzle: PuzzleText, limit: int = 2) -> CountRecord:
    """How many solutions a puzzle has, counting up to ``limit`` (at least 1)."""

def solutions(puzzle: PuzzleText, max: int = 100) -> SolutionsRecord:
    """Every solution of a puzzle, up to ``max`` (at most 1,000,000); ``complete``
    says if that is all."""

def hint(puzzle: PuzzleText) -> PathRecord:
    """The next logical step from the givens (a path of one step)."""

def explain(puzzle: PuzzleText) -> PathRecord:
    """The whole logical path with the standard ladder."""

def rate(
    puzzle: PuzzleText, scales: Scales = None, time_limit: Optional[float] = None
) -> Union[RatedRecord, UnratedRecord]:
    """A puzzle's ratings, or why it has none; ``time_limit`` in seconds bounds SE."""

def generate(
    *,
    scheme: Optional[str] = None,
    level: Optional[str] = None,
    symmetry: Optional[str] = None,
    givens: Optional[str] = None,
    minimal: bool = False,
    seed: Optional[int] = None,
    id: Optional[str] = None,
    rules: Optional[str] = None,
    cages: Optional[str] = None,
    negative: bool = False,
) -> GeneratedRecord:
    """A new puzzle for the options (the CLI's flags) or a puzzle id, rated on every scale;
    ``rules`` (``"killer,thermo"``) makes a variant."""

def generate_many(
    count: int,
    *,
    scheme: Optional[str] = None,
    level: Optional[str] = None,
    symmetry: Optional[str] = None,
    givens: Optional[str] = None,
    minimal: bool = False,
    seed: Optional[int] = None,
    threads: Optional[int] = None,
    rules: Optional[str] = None,
    cages: Optional[str] = None,
    negative: bool = False,
) -> list[Union[GeneratedRecord, FailedSeed]]:
    """``count`` new puzzles (at most 1,000,000), seeds ``seed`` onwards, on every
    core (or ``threads``, at most 256), in seed order: a ``FailedSeed`` in place of a
    seed that gave no puzzle. A bad option or an impossible request raises
    ``ValueError`` before any work."""

def techniques() -> list[TechniqueRecord]:
    """The logic engine's techniques in ladder order."""

def solve_many(
    puzzles: Iterable[PuzzleText], *, threads: Optional[int] = None
) -> list[Union[SolveRecord, InputError]]:
    """``solve`` on every puzzle, on every core, in input order; InputError for a bad item."""

def count_many(
    puzzles: Iterable[PuzzleText], limit: int = 2, *, threads: Optional[int] = None
) -> list[Union[CountRecord, InputError]]:
    """``count`` on every puzzle, on every core, in input order; InputError for a bad item."""

def rate_many(
    puzzles: Iterable[PuzzleText],
    scales: Scales = None,
    time_limit: Optional[float] = None,
    *,
    threads: Optional[int] = None,
) -> list[Union[RatedRecord, UnratedRecord, InputError]]:
    """``rate`` on every puzzle, on every core, in input order; InputError for a bad item."""

def hint_many(
    puzzles: Iterable[PuzzleText], *, threads: Optional[int] = None
) -> list[Union[PathRecord, InputError]]:
    """``hint`` on every puzzle, on every core, in input order; InputError for a bad item."""

def explain_many(
    puzzles: Iterable[PuzzleText], *, threads: Optional[int] = None
) -> list[Union[PathRecord, InputError]]:
    """``explain`` on every puzzle, on every core, in input order; InputError for a bad item."""

def line_kind(line: str, content_seen: bool) -> str:
    """``"skip"`` (blank, a ``#`` comment), ``"header"`` (a tab-separated file's header,
    only before any line of content) or ``"puzzle"``: the command line's reader's rule."""

def read_lines(
    lines: Sequence[str], file: str, first_line: int = 1, content_seen: bool = False
) -> list[tuple[int, Union[Puzzle, InputError]]]:
    """A block of a file's lines (with their line ends), numbered from ``first_line``:
    ``(number, Puzzle or the line's InputError)`` for each puzzle line, as the command
    line reads a file of one-line puzzles."""
