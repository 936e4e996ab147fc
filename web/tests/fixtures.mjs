import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The puzzles the end-to-end test opens.

/** A classic puzzle with one solution and r1c1 empty (the README's first example). */
export const CLASSIC =
  '.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...';

/**
 * A killer with palindromes and no givens, as an f-puzzles link: "Aug. 18, 23:
 * Palindrome Killer" by clover!, CC BY 4.0, from dclamage/SudokuVariantSolverJS@06eaf43
 * puzzles/puzzles.json, as ../shared/data/variants_train.tsv (line 69) holds it: its
 * fpuzzles_lz column after f-puzzles' `?load=`. It has one solution and 14 cages.
 */
export const KILLER = {
  link: 'https://f-puzzles.com/?load=N4IgzglgXgpiBcBOANCALhNAbO8QEEBXAcwDoACARgA5lyAmAZnnIAUBDLCAOwBMAnAPYBbGOQDSELDn4hU7QmgAWg2XgDGWQQDcY/AIRyQ/QjjAw0CEADlVwzuTCFeggNaFyJs+XYAHX1gAnhQAIhDEmGDkPOTq7MQwUS7k3IJonjC+MOzp7HzkwoRg6U7C5GiC5UpiPLwQcWgwvOVpnGCh4ZE+WtzE5NnqSuTE/OyB5FzcYgBmdj7kvpy1QqLkABT82c3KYmDsqzEARmlDdZvqGILcYACUFEYjELwIANovoBG63Kww3OpSAFl2PxXGAENxTFgAL7ID4QL4/P6A4Gg8GQmFwhG/f5YIEgsHwCHSDEgT6/RE4vGowno2Gk+Hk7HI/Fo4l0snfJm4lEEonQ9kMzlI7ksmlszGM4VU3m0iVCyk81nQgC6yHe9KxUsVYv5copzOpfJJHP1IsNso1koVoqNAs11vN4st8oNMqdJq50qVxsFpq9Op99td3tV6o9WptFvDDrduudfu1tr1nsTUd9Kcj7vTEcdcejwYDdqtBaT8YzuahoeTOdjgeLZtrRZdDe9TYTmbz2Zjrer3cLvZLaaDLf7ZZrIbVA5Hpfz06H9f9M67g6zw8X8+b69XC9T283u87a4PlcnY77S6PHbr+6vbfLjanW8PO9vj+Pd/Ho9nT5PYeXc73dsKw/c8NyAh8zxXZ8b2At9X0ggDoPAic/0vWCEJ/ECoOvZCv3/TC4PQ7930IiDiKvKsMJIqj4PIoj8OouiyIY2iWPotDmI4kNVRARZJgEERcHVSZEleF4QAAJXoABhegjCk6TGHkxhpIAFmU6SAFZ5NU6SADYdOkgB2eTNOk6hTOkxAQGVZUSREgk3kk6hzPklyTNQCSjP0+TvO0zy9LU+TAqUzyzLksLpMoGy7LpByxMklSLM8lSPMkmSDM8mTtNs+yeFE+AnK82TfMUtygs8lycrsnjXCkGQ4gSV5QHUGBpEc9KovkmS5J47ROEIXAQCUklWva15ErKlKgr6gahvU0a2qwDqJLMtLVtc2asEGqwTMW8bCsk3T/KOnytp2vBtP25aJokwL1ICrSbNQfrtqGq66TGm7DuKzLJO8kzzqGvbPqWlbwsspSgd2kBrpW7LurOl65qsSgQZasHbpch7nKe6G8DR2HQYO8SJKSjTrPxkBKDkuHbu86LPO83rkbe1GPoxknceS3HKdZi7qdp4nvtJxASs8sWof5oaaaJzmRckyhjPkpWLKpvaeLqPZDhwXgtAidQJvUK40FGOoLggK4wR403BriPgnhyRJBF8S5rleHiwEEba3deFBaD05BGGQIzkFU5BNOQehkEoGOo7DiPkFoFBQ+DwPI9TuPo8D/2E9ocOUED4Po9jjOQ+QQPY5QSPaGD8Po+j4PI/D2PQ4D5BC47pPy/DyOS6DhPY+j5OB8D0PI6b8vs7jguk7soA=',
  cages: 14,
};

/**
 * A jigsaw (with anti-knight, palindromes and thermometers) with one solution: the
 * f-puzzles JSON of crates/nonet/tests/fixtures/variants/fpuzzles.tsv line 14, read
 * from that file (columns kind, source, puzzle, ...).
 */
export const JIGSAW = readFileSync(
  join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'crates', 'nonet', 'tests', 'fixtures', 'variants', 'fpuzzles.tsv'),
  'utf8',
).split('\n')[13].split('\t')[2];
