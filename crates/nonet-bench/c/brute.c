/*
 * The cross-language benchmark's brute force, translated plainly from its pseudocode,
 * as the benchmark builds its C (gcc -O3): a global grid, a recursive solve
 * that scans for the first empty cell in row-major order and tries 1..9, counting every
 * attempt before the validity check, which scans the row, the column and the box.
 *
 * This is the yardstick for `nonet-bench brute-vs-c`: nothing here is optimised on
 * purpose. Usage: brute FILE.matrix...  Output: the seed's reference format.
 */
#include <stdio.h>
#include <string.h>
#include <time.h>

static int grid[9][9];
static long long iterations;

static void print_grid(void) {
    for (int row = 0; row < 9; row++) {
        for (int col = 0; col < 9; col++) {
            printf("%d ", grid[row][col]);
        }
        printf("\n");
    }
}

/* Whether no cell of the row, the column or the box of (row, col) holds val. */
static int is_valid(int row, int col, int val) {
    for (int i = 0; i < 9; i++) {
        if (grid[row][i] == val) {
            return 0;
        }
    }
    for (int i = 0; i < 9; i++) {
        if (grid[i][col] == val) {
            return 0;
        }
    }
    int top = row / 3 * 3;
    int left = col / 3 * 3;
    for (int i = 0; i < 3; i++) {
        for (int j = 0; j < 3; j++) {
            if (grid[top + i][left + j] == val) {
                return 0;
            }
        }
    }
    return 1;
}

static int solve(void) {
    int row = -1;
    int col = -1;
    for (int r = 0; r < 9 && row < 0; r++) {
        for (int c = 0; c < 9; c++) {
            if (grid[r][c] == 0) {
                row = r;
                col = c;
                break;
            }
        }
    }
    if (row < 0) {
        printf("\nPuzzle:\n");
        print_grid();
        printf("\nSolved in Iterations=%lld\n\n", iterations);
        return 1;
    }
    for (int val = 1; val <= 9; val++) {
        iterations++;
        if (is_valid(row, col, val)) {
            grid[row][col] = val;
            if (solve()) {
                return 1;
            }
            grid[row][col] = 0;
        }
    }
    return 0;
}

/* Reads 9 rows of 9 integers, skipping '#' comments and blank lines; echoes each row. */
static int read_matrix(const char *path) {
    FILE *file = fopen(path, "r");
    if (file == NULL) {
        fprintf(stderr, "cannot open %s\n", path);
        return 0;
    }
    printf("%s\n", path);
    char line[256];
    int rows = 0;
    while (rows < 9 && fgets(line, sizeof line, file) != NULL) {
        if (line[0] == '#' || line[0] == '\n' || line[0] == '\r') {
            continue;
        }
        int *g = grid[rows];
        if (sscanf(line, "%d %d %d %d %d %d %d %d %d", &g[0], &g[1], &g[2], &g[3], &g[4],
                   &g[5], &g[6], &g[7], &g[8]) != 9) {
            fprintf(stderr, "%s: a row must hold 9 integers\n", path);
            fclose(file);
            return 0;
        }
        for (int i = 0; i < 9; i++) {
            printf("%d ", g[i]);
        }
        printf("\n");
        rows++;
    }
    fclose(file);
    if (rows < 9) {
        fprintf(stderr, "%s: expected 9 rows, found %d\n", path, rows);
        return 0;
    }
    return 1;
}

int main(int argc, char **argv) {
    struct timespec start, stop;
    clock_gettime(CLOCK_MONOTONIC, &start);
    for (int i = 1; i < argc; i++) {
        if (!read_matrix(argv[i])) {
            continue;
        }
        printf("\nPuzzle:\n");
        print_grid();
        iterations = 0;
        solve();
    }
    clock_gettime(CLOCK_MONOTONIC, &stop);
    printf("Seconds to process %.3f\n",
           (double)(stop.tv_sec - start.tv_sec) + (stop.tv_nsec - start.tv_nsec) / 1e9);
    return 0;
}
