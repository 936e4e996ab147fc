/* The README's example: solve a puzzle into 81 bytes, then ask for a hint as JSON. */
#include <stdio.h>

#include "nonet.h"

int main(void) {
    const char *puzzle =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    char solution[NONET_GRID_CELLS + 1] = {0}; /* 81 digits, no NUL written */
    char *error = NULL;
    if (nonet_solve_grid(puzzle, solution, NONET_GRID_CELLS, &error) != NONET_STATUS_OK) {
        fprintf(stderr, "nonet: %s\n", error);
        nonet_string_free(error);
        return 1;
    }
    printf("%s\n", solution);

    char *hint = NULL; /* the answer on OK, the message otherwise: free it either way */
    NonetStatus status = nonet_hint(puzzle, &hint);
    printf("%s\n", hint);
    nonet_string_free(hint);
    return status == NONET_STATUS_OK ? 0 : 1;
}
