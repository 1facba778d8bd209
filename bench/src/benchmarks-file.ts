/**
 * The header of BENCHMARKS.md, one text for every script that writes the file (`npm run bench`,
 * the fault suite), so whichever creates it, the others recognise it. The targets themselves are
 * docs/requirements/performance.md §API latency targets.
 */
export const BENCHMARKS_HEADER =
  '# Benchmarks\n\nFigures written by `npm run bench` and the other measuring scripts (newest first). Targets: docs/requirements/performance.md (PostgreSQL, 100k products, 10 connections, varied requests: p99 ≤ 15 ms for listings and search, ≤ 5 ms for detail, ≤ 50 ms to place an order; the first, repeated-URL goals were p99 < 25 ms and < 100 ms).\n\n';

/**
 * The file without its header, whatever the header's wording: the title and the paragraph under it,
 * if any (an older wording would otherwise stay behind, as a second header below a new section).
 */
export function withoutHeader(text: string): string {
  return text.replace(/^# Benchmarks\n+(?:(?!## )[^\n]+\n+)?/, '');
}
