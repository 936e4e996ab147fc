/* Calls every function of nonet's C ABI, bad input included, from one thread and then
 * from several at once, checks the answers in C (a solution is checked as a grid
 * against its givens), and frees everything it gets, so that valgrind finds no error
 * and no leak. Built and run by crates/nonet-ffi/test.sh. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nonet.h"

static int failures = 0;

#define CHECK(cond, ...)                                                                   \
    do {                                                                                   \
        if (!(cond)) {                                                                     \
            fprintf(stderr, "%s:%d: check failed: %s: ", __FILE__, __LINE__, #cond);       \
            fprintf(stderr, __VA_ARGS__);                                                  \
            fprintf(stderr, "\n");                                                         \
            __atomic_add_fetch(&failures, 1, __ATOMIC_SEQ_CST);                            \
        }                                                                                  \
    } while (0)

/* The example puzzle of Wikipedia's "Sudoku" article (public domain image by Tim
 * Stellmach): one solution. */
static const char *PUZZLE =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
static const char *EMPTY =
    ".................................................................................";

/* Whether `s` (may be null) contains `part`. */
static int has(const char *s, const char *part) { return s != NULL && strstr(s, part) != NULL; }

/* Checks a string-answering call: its status is `want`, the string it set in `*out`
 * contains `part`; frees the string. `out` is passed by address because C leaves the
 * order of a call's arguments unspecified: `*out` is read here, after the call. */
static void expect(NonetStatus got, char **out, NonetStatus want, const char *part, const char *what) {
    char *text = *out;
    CHECK(got == want, "%s: status %d, expected %d (%s)", what, (int)got, (int)want, text ? text : "(null)");
    CHECK(text != NULL, "%s: no string", what);
    CHECK(has(text, part), "%s: `%s` not in %s", what, part, text ? text : "(null)");
    nonet_string_free(text);
    *out = NULL;
}

/* Whether the 81 bytes of `grid` are a valid solution keeping `givens`. */
static int is_solution_of(const char *grid, const char *givens) {
    for (int i = 0; i < 81; i++) {
        if (grid[i] < '1' || grid[i] > '9') return 0;
        if (givens[i] >= '1' && givens[i] <= '9' && givens[i] != grid[i]) return 0;
    }
    for (int h = 0; h < 9; h++) {
        int row = 0, col = 0, box = 0;
        for (int k = 0; k < 9; k++) {
            row |= 1 << (grid[h * 9 + k] - '0');
            col |= 1 << (grid[k * 9 + h] - '0');
            box |= 1 << (grid[(h / 3 * 3 + k / 3) * 9 + h % 3 * 3 + k % 3] - '0');
        }
        if (row != 0x3fe || col != 0x3fe || box != 0x3fe) return 0;
    }
    return 1;
}

static void solve_and_count(void) {
    char grid[NONET_GRID_CELLS];
    char *error = (char *)1; /* must be overwritten */
    NonetStatus s = nonet_solve_grid(PUZZLE, grid, sizeof grid, &error);
    CHECK(s == NONET_STATUS_OK && error == NULL, "solve_grid: %d", (int)s);
    CHECK(is_solution_of(grid, PUZZLE), "solve_grid: %.81s is not a solution", grid);

    char *out = NULL;
    expect(nonet_solve(PUZZLE, &out), &out, NONET_STATUS_OK, "\"status\":\"unique\"", "solve");
    expect(nonet_solve(EMPTY, &out), &out, NONET_STATUS_OK, "\"status\":\"multiple\"", "solve empty");
    expect(nonet_count(EMPTY, 3, &out), &out, NONET_STATUS_OK, "\"count\":3", "count");
    expect(nonet_count(PUZZLE, 0, &out), &out, NONET_STATUS_OK, "\"count\":1", "count limit 0");
    expect(nonet_read(PUZZLE, &out), &out, NONET_STATUS_OK, "\"givens\"", "read");
}

static void logic_rate_generate(void) {
    char *out = NULL;
    expect(nonet_hint(PUZZLE, &out), &out, NONET_STATUS_OK, "\"steps\":[{\"technique\"", "hint");
    expect(nonet_explain(PUZZLE, &out), &out, NONET_STATUS_OK, "\"solved\":true", "explain");
    expect(nonet_explain_marked(PUZZLE, &out), &out, NONET_STATUS_OK, "\"evidence\"", "explain_marked");
    expect(nonet_techniques(&out), &out, NONET_STATUS_OK, "\"slug\":\"x-wing\"", "techniques");
    expect(nonet_schemes(&out), &out, NONET_STATUS_OK, "\"default_level\"", "schemes");
    expect(nonet_rate(PUZZLE, "tier,logic", 2000, &out), &out, NONET_STATUS_OK, "\"tier\":", "rate");
    expect(nonet_rate(PUZZLE, "", -1, &out), &out, NONET_STATUS_OK, "\"se\":", "rate all");
    expect(nonet_generate("{\"level\":\"easy\",\"seed\":5}", &out), &out, NONET_STATUS_OK,
           "\"seed\":5", "generate");
}

static void game(void) {
    NonetGame *g = NULL;
    char *error = NULL, *out = NULL;
    NonetStatus s = nonet_game_new(PUZZLE, &g, &error);
    CHECK(s == NONET_STATUS_OK && g != NULL && error == NULL, "game_new: %d", (int)s);
    if (g == NULL) { nonet_string_free(error); return; }

    expect(nonet_game_view(g, &out), &out, NONET_STATUS_OK, "\"cells\":[", "view");
    expect(nonet_game_apply(g, "{\"kind\":\"set-digit\",\"cell\":\"r1c3\",\"digit\":2}", &out), &out,
           NONET_STATUS_OK, "\"can_undo\":true", "apply");
    expect(nonet_game_why_wrong(g, "r1c3", &out), &out, NONET_STATUS_OK, "r1c3", "why_wrong");
    expect(nonet_game_why_wrong(g, "r1c4", &out), &out, NONET_STATUS_OK, "null", "why_wrong right");
    expect(nonet_game_apply_all(g,
               "[{\"kind\":\"toggle-corner\",\"cell\":\"r2c2\",\"digit\":1},"
               "{\"kind\":\"toggle-centre\",\"cell\":\"r2c3\",\"digit\":7}]", &out),
           &out, NONET_STATUS_OK, "\"corner\":[1]", "apply_all");
    expect(nonet_game_undo(g, &out), &out, NONET_STATUS_OK, "\"can_redo\":true", "undo");
    expect(nonet_game_redo(g, &out), &out, NONET_STATUS_OK, "\"corner\":[1]", "redo");
    expect(nonet_game_hint(g, &out), &out, NONET_STATUS_OK, "{", "game hint");
    CHECK(nonet_game_set_cursor(g, "r5c5", &error) == NONET_STATUS_OK && error == NULL, "set_cursor");
    CHECK(nonet_game_add_elapsed(g, 1234, &error) == NONET_STATUS_OK && error == NULL, "add_elapsed");
    CHECK(nonet_game_set_paused(g, true, &error) == NONET_STATUS_OK && error == NULL, "set_paused");
    expect(nonet_game_view(g, &out), &out, NONET_STATUS_OK, "\"elapsed_ms\":1234", "view elapsed");

    char *save = NULL;
    CHECK(nonet_game_save(g, &save) == NONET_STATUS_OK && has(save, "\"version\""), "save");
    NonetGame *copy = NULL;
    s = nonet_game_from_save(save, &copy, &error);
    CHECK(s == NONET_STATUS_OK && copy != NULL, "from_save: %d", (int)s);
    nonet_string_free(save);
    if (copy != NULL) {
        char *a = NULL, *b = NULL;
        nonet_game_view(g, &a);
        nonet_game_view(copy, &b);
        CHECK(a && b && strcmp(a, b) == 0, "a saved game reads back as the same view");
        nonet_string_free(a);
        nonet_string_free(b);
        nonet_game_free(copy);
    }
    nonet_game_free(g);

    NonetGame *made = NULL;
    s = nonet_game_generate("{\"level\":\"easy\",\"seed\":9}", &made, &error);
    CHECK(s == NONET_STATUS_OK && made != NULL, "game_generate: %d", (int)s);
    NonetGame *shared = NULL;
    s = nonet_game_from_share(PUZZLE, &shared, &error);
    CHECK(s == NONET_STATUS_OK && shared != NULL, "from_share: %d", (int)s);
    nonet_game_free(made);
    nonet_game_free(shared);
    nonet_game_free(NULL);
    nonet_string_free(NULL);
}

/* Every kind of bad input: a clear status and message, never a crash. */
static void bad_input(void) {
    char *out = NULL, *error = NULL;
    const char *latin1 = "53..7\xe9...";
    char grid[NONET_GRID_CELLS];

    expect(nonet_solve(NULL, &out), &out, NONET_STATUS_NULL_ARGUMENT, "`text` is null", "solve null");
    CHECK(nonet_solve(PUZZLE, NULL) == NONET_STATUS_NULL_ARGUMENT, "solve null out");
    expect(nonet_count(latin1, 2, &out), &out, NONET_STATUS_INVALID_UTF8, "offset 5", "count latin1");
    expect(nonet_hint("53..7....6..195", &out), &out, NONET_STATUS_BAD_PUZZLE, "too few cells", "hint short");
    expect(nonet_explain(EMPTY, &out), &out, NONET_STATUS_MULTIPLE_SOLUTIONS, "more than one", "explain empty");
    expect(nonet_explain_marked(NULL, &out), &out, NONET_STATUS_NULL_ARGUMENT, "null", "marked null");
    expect(nonet_read("", &out), &out, NONET_STATUS_BAD_PUZZLE, "no puzzle", "read empty");
    expect(nonet_rate(PUZZLE, "tier,speed", -1, &out), &out, NONET_STATUS_BAD_ARGUMENT, "speed", "rate scale");
    expect(nonet_rate(PUZZLE, NULL, -1, &out), &out, NONET_STATUS_NULL_ARGUMENT, "`scales`", "rate null");
    expect(nonet_rate(".Cage~3~R1C1~R1C2", "", -1, &out), &out, NONET_STATUS_MULTIPLE_SOLUTIONS, "more than one", "rate killer");
    expect(nonet_generate("{\"level\":7}", &out), &out, NONET_STATUS_BAD_ARGUMENT, "not generate options", "generate type");
    expect(nonet_generate("{\"lvl\":\"easy\"}", &out), &out, NONET_STATUS_BAD_ARGUMENT, "lvl", "generate field");
    expect(nonet_generate("[", &out), &out, NONET_STATUS_BAD_ARGUMENT, "not generate options", "generate json");
    expect(nonet_generate(NULL, &out), &out, NONET_STATUS_NULL_ARGUMENT, "`options`", "generate null");

    CHECK(nonet_solve_grid(PUZZLE, grid, 80, &error) == NONET_STATUS_BUFFER_TOO_SMALL && has(error, "80 bytes"), "short buffer");
    nonet_string_free(error);
    CHECK(nonet_solve_grid(PUZZLE, NULL, 81, &error) == NONET_STATUS_NULL_ARGUMENT && has(error, "`solution`"), "null buffer");
    nonet_string_free(error);
    char clash[82];
    memcpy(clash, EMPTY, sizeof clash);
    clash[0] = clash[6] = '4';
    CHECK(nonet_solve_grid(clash, grid, sizeof grid, &error) == NONET_STATUS_NO_SOLUTION &&
              has(error, "givens clash: digit 4 repeated in row 1 at r1c1 and r1c7"), "clash: %s",
          error ? error : "");
    nonet_string_free(error);
    CHECK(nonet_solve_grid(EMPTY, grid, sizeof grid, NULL) == NONET_STATUS_MULTIPLE_SOLUTIONS, "several, message dropped");

    NonetGame *g = (NonetGame *)1;
    CHECK(nonet_game_new(EMPTY, &g, &error) == NONET_STATUS_MULTIPLE_SOLUTIONS && g == NULL, "game of empty");
    nonet_string_free(error);
    CHECK(nonet_game_from_save("{\"version\":\"one\"}", &g, &error) == NONET_STATUS_BAD_ARGUMENT && has(error, "saved game"), "bad save");
    nonet_string_free(error);
    CHECK(nonet_game_from_share(latin1, &g, &error) == NONET_STATUS_INVALID_UTF8, "share latin1");
    nonet_string_free(error);
    CHECK(nonet_game_new(PUZZLE, NULL, &error) == NONET_STATUS_NULL_ARGUMENT, "null game out");
    nonet_string_free(error);
    CHECK(nonet_game_generate("{\"level\":\"easy\",\"scheme\":\"fast\"}", &g, &error) == NONET_STATUS_BAD_ARGUMENT, "bad scheme");
    nonet_string_free(error);

    expect(nonet_game_view(NULL, &out), &out, NONET_STATUS_NULL_ARGUMENT, "`game` is null", "view null");
    CHECK(nonet_game_set_paused(NULL, true, NULL) == NONET_STATUS_NULL_ARGUMENT, "paused null");
    CHECK(nonet_game_new(PUZZLE, &g, NULL) == NONET_STATUS_OK, "game");
    expect(nonet_game_apply(g, "{\"kind\":\"set-digit\",\"cell\":\"r1c1\",\"digit\":2}", &out), &out,
           NONET_STATUS_REFUSED, "r1c1 is a given", "apply given");
    expect(nonet_game_apply(g, "{\"kind\":\"set-digit\",\"cell\":\"r1c3\",\"digit\":\"2\"}", &out), &out,
           NONET_STATUS_BAD_ARGUMENT, "not an action", "apply wrong type");
    expect(nonet_game_apply(g, "\xff", &out), &out, NONET_STATUS_INVALID_UTF8, "`action`", "apply latin1");
    expect(nonet_game_apply_all(g, "[]", &out), &out, NONET_STATUS_REFUSED, "nothing", "apply empty list");
    expect(nonet_game_apply_all(g, "{}", &out), &out, NONET_STATUS_BAD_ARGUMENT, "not a list of actions", "apply_all object");
    expect(nonet_game_undo(g, &out), &out, NONET_STATUS_REFUSED, "nothing to undo", "undo");
    expect(nonet_game_redo(g, &out), &out, NONET_STATUS_REFUSED, "nothing to redo", "redo");
    expect(nonet_game_why_wrong(g, "r0c1", &out), &out, NONET_STATUS_BAD_ARGUMENT, "r0c1", "why_wrong cell");
    CHECK(nonet_game_set_cursor(g, "middle", &error) == NONET_STATUS_BAD_ARGUMENT && has(error, "middle"), "cursor");
    nonet_string_free(error);
    nonet_game_free(g);
}

/* What each thread does: solve, count and hint on its own, and write marks into the
 * one game they share. */
struct shared {
    NonetGame *game;
    int index;
};

static void *worker(void *arg) {
    struct shared *sh = arg;
    for (int round = 0; round < 3; round++) {
        char grid[NONET_GRID_CELLS];
        CHECK(nonet_solve_grid(PUZZLE, grid, sizeof grid, NULL) == NONET_STATUS_OK &&
                  is_solution_of(grid, PUZZLE), "thread solve");
        char *out = NULL;
        expect(nonet_count(EMPTY, 2, &out), &out, NONET_STATUS_OK, "\"count\":2", "thread count");
        expect(nonet_hint(PUZZLE, &out), &out, NONET_STATUS_OK, "\"steps\"", "thread hint");
        expect(nonet_solve(NULL, &out), &out, NONET_STATUS_NULL_ARGUMENT, "null", "thread null");
        char action[96];
        /* Row 9's empty cells r9c1..r9c4 and r9c6, one per thread and round. */
        static const char *cells[] = {"r9c1", "r9c2", "r9c3", "r9c4", "r9c6", "r8c1"};
        snprintf(action, sizeof action, "{\"kind\":\"toggle-corner\",\"cell\":\"%s\",\"digit\":%d}",
                 cells[sh->index], round + 1);
        expect(nonet_game_apply(sh->game, action, &out), &out, NONET_STATUS_OK, "\"cells\"", "thread apply");
        expect(nonet_game_view(sh->game, &out), &out, NONET_STATUS_OK, "\"cells\"", "thread view");
    }
    return NULL;
}

static void threads(int n) {
    NonetGame *g = NULL;
    CHECK(nonet_game_new(PUZZLE, &g, NULL) == NONET_STATUS_OK, "game for threads");
    pthread_t ids[6];
    struct shared args[6];
    for (int i = 0; i < n; i++) {
        args[i].game = g;
        args[i].index = i;
        CHECK(pthread_create(&ids[i], NULL, worker, &args[i]) == 0, "pthread_create");
    }
    for (int i = 0; i < n; i++) pthread_join(ids[i], NULL);
    /* Every thread's three marks landed: 3n moves to undo, then none. */
    char *out = NULL;
    for (int i = 0; i < 3 * n; i++) {
        NonetStatus s = nonet_game_undo(g, &out);
        CHECK(s == NONET_STATUS_OK, "undo %d of %d: %s", i + 1, 3 * n, out);
        nonet_string_free(out);
    }
    expect(nonet_game_undo(g, &out), &out, NONET_STATUS_REFUSED, "nothing to undo", "all undone");
    nonet_game_free(g);
}

int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : 6;
    if (n < 1 || n > 6) n = 6;
    CHECK(has(nonet_version(), "."), "version");
    solve_and_count();
    logic_rate_generate();
    game();
    bad_input();
    threads(n);
    if (failures > 0) {
        fprintf(stderr, "%d check(s) failed\n", failures);
        return 1;
    }
    printf("nonet C tests: all checks passed (%d threads)\n", n);
    return 0;
}
