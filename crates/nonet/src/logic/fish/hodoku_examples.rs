//! HoDoKu's published fish examples, as test boards.
//!
//! The pencil-mark grids are the examples of HoDoKu's page on finned and sashimi fish
//! (hodoku.sourceforge.net/en/tech_fishfs.php); the load lines, in HoDoKu's library
//! format, are the fish examples HoDoKu 2.2 keeps in its fish solver's test list
//! (`FishSolver.java`). Each comes with the step HoDoKu gives for it.

use crate::logic::Board;
use crate::logic::testing::{hodoku, pencil};

/// Finned X-Wing: 9 r24 c35 fr2c1 => r3c3<>9
pub(crate) fn finned_x_wing() -> Board {
    pencil(
        "
| 149  5  2   | 6    7    19 | 3  49  8 |
| 149  3  189 | 148  489  5  | 6  2   7 |
| 6    7  89  | 48   3    2  | 5  49  1 |
| 2    8  39  | 47   49   6  | 1  37  5 |
| 59   6  359 | 178  89   19 | 2  37  4 |
| 7    1  4   | 5    2    3  | 8  6   9 |
| 8    2  7   | 3    1    4  | 9  5   6 |
| 15   9  15  | 2    6    7  | 4  8   3 |
| 3    4  6   | 9    5    8  | 7  1   2 |",
    )
}

/// Sashimi X-Wing: 3 c36 r37 fr8c3 fr9c3 => r7c1<>3
pub(crate) fn sashimi_x_wing() -> Board {
    pencil(
        "
| 1267  127    56   | 14567  457  156  | 3   8   9 |
| 9     378    4    | 78     378  2    | 5   6   1 |
| 136   138    3568 | 1568   9    1356 | 7   2   4 |
| 4     6      1    | 9      2    7    | 8   5   3 |
| 8     5      9    | 3      6    4    | 1   7   2 |
| 37    37     2    | 158    58   15   | 4   9   6 |
| 236   9      7    | 256    1    356  | 26  4   8 |
| 5     1234   36   | 246    34   8    | 9   13  7 |
| 1236  12348  368  | 2467   347  9    | 26  13  5 |",
    )
}

/// Finned Swordfish: 7 c159 r357 fr1c9 => r3c7<>7
pub(crate) fn finned_swordfish() -> Board {
    pencil(
        "
| 2    79  3   | 49  1    8   | 6   5  47  |
| 4    1   6   | 7   5    3   | 9   8  2   |
| 79   5   8   | 49  2    6   | 37  1  347 |
| 8    4   17  | 3   6    2   | 17  9  5   |
| 6    2   179 | 8   79   5   | 4   3  17  |
| 5    3   79  | 1   4    79  | 8   2  6   |
| 179  6   5   | 2   379  179 | 13  4  8   |
| 3    79  4   | 5   8    179 | 2   6  19  |
| 19   8   2   | 6   39   4   | 5   7  139 |",
    )
}

/// Sashimi Swordfish: 2 r269 c258 fr6c4 => r45c5<>2
pub(crate) fn sashimi_swordfish() -> Board {
    pencil(
        "
| 2    34      7    | 8   9    5 | 6     34     1   |
| 5    136     16   | 7   123  4 | 9     23     8   |
| 134  9       8    | 12  123  6 | 235   23457  257 |
| 136  123567  1256 | 4   127  9 | 1258  1258   25  |
| 14   12457   1245 | 6   127  8 | 125   9      3   |
| 8    12      9    | 12  5    3 | 7     6      4   |
| 149  1458    145  | 3   6    2 | 158   1578   579 |
| 169  1268    126  | 5   4    7 | 1238  1238   29  |
| 7    25      3    | 9   8    1 | 4     25     6   |",
    )
}

/// Finned Jellyfish: 9 r2479 c1348 fr4c9 => r56c8<>9
pub(crate) fn finned_jellyfish() -> Board {
    pencil(
        "
| 35   249  35  | 1   6    249 | 8    7     29   |
| 26   1    69  | 8   7    5   | 24   249   3    |
| 8    249  7   | 3   49   249 | 6    5     1    |
| 49   5    489 | 6   2    1   | 7    3     89   |
| 26   29   1   | 7   389  389 | 5    689   4    |
| 7    3    689 | 5   489  489 | 1    2689  2689 |
| 159  7    59  | 49  138  38  | 234  2468  2568 |
| 34   8    34  | 2   5    6   | 9    1     7    |
| 159  6    2   | 49  138  7   | 34   48    58   |",
    )
}

/// Sashimi Jellyfish: 8 r1469 c1289 fr9c3 => r7c12,r8c12<>8
pub(crate) fn sashimi_jellyfish() -> Board {
    pencil(
        "
| 5789   5789  3  | 4    1    6  | 2     5789   5789 |
| 2      6     89 | 79   589  3  | 1     5789   4    |
| 1      5789  4  | 279  589  28 | 789   3      6    |
| 89     4     6  | 3    7    1  | 5     89     2    |
| 359    2     1  | 8    4    59 | 679   679    379  |
| 3589   3589  7  | 6    2    59 | 4     1      389  |
| 6789   789   5  | 29   3    28 | 6789  4      1    |
| 36789  3789  2  | 1    89   4  | 6789  56789  5789 |
| 4      1     89 | 5    6    7  | 3     2      89   |",
    )
}

/// Finned X-Wing: 9 r48 c38 fr8c7 => r7c8<>9
pub(crate) fn finned_x_wing_rows_4_8() -> Board {
    hodoku(
        ":0310:9:..3..+67......91..+3.6...3.597+8.+25+43.+1...+3+1+7.8+22+3+16+89+4+75+6.813+2...+32.4+7...6...+9+6.23.::978::",
    )
}

/// Finned Swordfish: 4 c168 r247 fr1c6 => r2c4<>4
pub(crate) fn finned_swordfish_columns() -> Board {
    hodoku(
        ":0311:4:.3.2+6..+8.86..3.5.+2.+2487..+3+6.+8.39.+2.72..6.8..31.+3+527.+6...+2.863..+3.8.5+2+691.....3.2.:924 128 448 452 157 458 578 491 591 792 193 793:424::",
    )
}

/// Finned Jellyfish: 7 r1569 c4689 fr9c7 => r7c9<>7
pub(crate) fn finned_jellyfish_rows() -> Board {
    hodoku(
        ":0312:7:+6.+4.5.9.2.596.+2.+4+8....+94.+56578+2+4+9..3+2+46.1.5..9+1+3.+6.8244..9+8.+2.......648.8.1+42...+5:314 754 756 376 776 178 778 382 783 384 784 789 398:779::",
    )
}

/// Franken Swordfish: 8 r236 c24b3 => r7c2<>8
pub(crate) fn franken_swordfish() -> Board {
    hodoku(
        ":0331:8:52...617.174.536..6.9271..5..5.2...6.9.76..1...6.3...4..759236135261.9.79613.7.5.:814 819 928 842 844 944 856 861 964 866 867 868:872::",
    )
}

/// Sashimi Jellyfish: 6 r1269 c5678 fr9c4 => r7c56<>6
pub(crate) fn sashimi_jellyfish_rows() -> Board {
    hodoku(
        ":0322:6:..+12.5....254+1....6.....1+5+2+2..1+5..7.5.....9.+1.+138...+25...+5..+21.15.+3..79..82.7+1+5.3:411 412 815 419 619 819 826 629 829 833 447 647 849 458 658 685 686:675 676::",
    )
}

/// Finned X-Wing: 3 r24 c15 fr2c6 => r13c5<>3
pub(crate) fn finned_x_wing_rows_2_4() -> Board {
    hodoku(
        ":0310:3:1.........5.....61..8+1..2...7...9.......1.3..4...5...6.+6.+398+14+2+9+42+5+71+6..+8+136+4279+5:962:315 335::",
    )
}

/// Finned Franken Jellyfish: 3 r348b1 c3459 fr1c1 fr3c8 => r1c9<>3
pub(crate) fn finned_franken_jellyfish() -> Board {
    hodoku(
        ":0342:3:..+5+648+1..+4...1.+6.86+1+8..75.+4+5+42..186.7+8+6...4.193+1...+7+521+6....34+5+85....+21+7..4+1..+9+86:218 918 222 923 924 344 955 386 986 295 296:319::",
    )
}

/// Finned Franken Jellyfish: 7 r169b3 c2679 fr6c8 efr1c9 => r5c9<>7
pub(crate) fn endo_finned_franken_jellyfish() -> Board {
    hodoku(
        ":0342:7:+5.3+9641+8..+1.+5...69.9+6...53+4..7...84515.4........3+5...+1..+5.+4..1...18.54.+66..21..+58::759::",
    )
}

/// Finned Mutant Jellyfish: 4 r36c15 r18c6b4 fr3c9 => r1c9<>4
pub(crate) fn finned_mutant_jellyfish() -> Board {
    hodoku(
        ":0362:4:.7+6+1.95..1..+6.5...+98+5+72.16.+7...1+6.......97.3.6+9.2+5.+7188.7.6..5...9+5..3.....+9...4.:211 319 425 227 228 229 443 449 172 272 376 476 885 286 486 289 895 396:419::",
    )
}
