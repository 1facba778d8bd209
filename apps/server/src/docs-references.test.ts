import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Comments cite rules by files that are in the repository (docs/requirements/README.md §How to cite):
 * `docs/requirements/<file>.md §<Heading>` or `docs/decisions/NNN-….md`. This keeps it so: no code
 * cites the original brief, an issue number or a section number, and every cited `docs/….md` file
 * and `§Heading` exists.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SELF = path.relative(ROOT, import.meta.filename);

const CODE_ROOTS = ['apps', 'packages', 'e2e', 'bench', 'scripts'];
const CODE_FILE = /\.(ts|tsx|mts|js|mjs|cjs|css|html)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'var', 'coverage', 'test-results', 'playwright-report', 'meta']);

/**
 * Citations a newcomer with only the repository cannot follow. The names are written in pieces
 * (`\x2e`, `\s`) so that this file, which the same check reads, does not itself cite them.
 */
const UNFOLLOWABLE: [RegExp, string][] = [
  [/DECISIONS\x2emd/, 'the original decisions file is not in the repository'],
  [/ARCHITECTURE\x2emd/, 'the original architecture file is not in the repository'],
  [/\bspec\spart\b|\bpart [12] §/i, 'the original specification is not in the repository'],
  [/\bissue #?\d+/i, 'issue numbers are not in the repository'],
  [/§\s?\d/, 'cite a section by its heading, not its number'],
];

function walk(dir: string, keep: (file: string) => boolean, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') && entry.isDirectory()) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) walk(full, keep, out);
    } else if (keep(entry.name)) {
      out.push(path.relative(ROOT, full));
    }
  }
  return out;
}

const codeFiles = [
  ...CODE_ROOTS.flatMap((root) => walk(path.join(ROOT, root), (name) => CODE_FILE.test(name))),
  ...readdirSync(ROOT).filter((name) => CODE_FILE.test(name)),
].filter((file) => file !== SELF);
const markdownFiles = [
  ...walk(path.join(ROOT, 'docs'), (name) => name.endsWith('.md')),
  ...readdirSync(ROOT).filter((name) => name.endsWith('.md')),
];

const headingCache = new Map<string, string[]>();
/** The `##`/`###` headings of a markdown file, without their numbers ("## 3. Sign-in" → "Sign-in"). */
function headingsOf(file: string): string[] {
  let headings = headingCache.get(file);
  if (!headings) {
    headings = readFileSync(path.join(ROOT, file), 'utf8')
      .split('\n')
      .flatMap((line) => /^#{2,3}\s+(?:\d+\.\s+)?(.*\S)\s*$/.exec(line)?.[1] ?? []);
    headingCache.set(file, headings);
  }
  return headings;
}

/** True when `text` (what follows a `§`) starts with one of the file's headings and the heading ends there. */
function citesHeading(file: string, text: string): boolean {
  return headingsOf(file).some(
    (heading) => text.startsWith(heading) && !/[\p{L}\p{N}]/u.test(text.charAt(heading.length)),
  );
}

/**
 * Every `docs/….md` path on a line must exist, and every `§Heading` after it on the same line must be
 * a heading of that file. In markdown a bare `foo.md` is resolved next to the citing file, and a `§`
 * without a file before it is left alone (prose about the notation); in code a `§` needs a file.
 */
function referenceProblems(file: string, markdown: boolean): string[] {
  const problems: string[] = [];
  const lines = readFileSync(path.join(ROOT, file), 'utf8').split('\n');
  const pathPattern = markdown ? /((?:docs\/[\w./-]+|[\w-]+)\.md)|§/g : /(docs\/[\w./-]+\.md)|§/g;
  lines.forEach((line, index) => {
    const where = `${file}:${index + 1}`;
    let cited: string | null = null;
    for (const match of line.matchAll(pathPattern)) {
      const reference = match[1];
      if (reference) {
        // A bare name in markdown: next to the citing file, else at the repository root (README.md, BENCHMARKS.md).
        const beside = path.join(path.dirname(file), reference);
        const resolved = reference.startsWith('docs/') || !existsSync(path.join(ROOT, beside)) ? reference : beside;
        cited = resolved.startsWith('docs/') ? resolved : null;
        if (!existsSync(path.join(ROOT, resolved)) && !(markdown && existsSync(path.join(ROOT, beside)))) {
          problems.push(`${where}: ${reference} does not exist`);
        }
        continue;
      }
      const text = line.slice((match.index ?? 0) + 1);
      if (cited === null) {
        if (!markdown) problems.push(`${where}: § without a docs/….md file before it on the line`);
        continue;
      }
      if (existsSync(path.join(ROOT, cited)) && !citesHeading(cited, text)) {
        problems.push(`${where}: ${cited} has no heading "${text.slice(0, 40).trim()}…"`);
      }
    }
  });
  return problems;
}

describe('references to documents', () => {
  it('finds the files it checks', () => {
    expect(codeFiles).toContain('apps/server/src/app.ts');
    expect(codeFiles).toContain('apps/web/src/app/router.tsx');
    expect(markdownFiles).toContain('docs/requirements/README.md');
  });

  it('code cites no document outside the repository (the original brief, issues, numbered sections)', () => {
    const problems = codeFiles.flatMap((file) =>
      readFileSync(path.join(ROOT, file), 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          UNFOLLOWABLE.filter(([pattern]) => pattern.test(line)).map(
            ([, why]) => `${file}:${index + 1}: ${why}: ${line.trim().slice(0, 100)}`,
          ),
        ),
    );
    expect(problems).toEqual([]);
  });

  it('every docs/….md file and §Heading cited in code exists', () => {
    expect(codeFiles.flatMap((file) => referenceProblems(file, false))).toEqual([]);
  });

  it('every docs/….md file and §Heading cited in the docs exists', () => {
    expect(markdownFiles.flatMap((file) => referenceProblems(file, true))).toEqual([]);
  });

  it('tells a missing heading, a missing file and a numbered section apart', () => {
    expect(citesHeading('docs/requirements/accounts.md', 'Password reset).')).toBe(true);
    expect(citesHeading('docs/requirements/accounts.md', 'Password resets')).toBe(false);
    expect(citesHeading('docs/requirements/accounts.md', 'No such heading')).toBe(false);
    // Samples of what the check refuses, assembled so that this line does not cite them itself.
    const unfollowable = [
      `(${['DECISIONS', 'md'].join('.')} §4)`,
      `(${['spec', 'part'].join(' ')} 1 §2)`,
      `the budgets of ${'issue'} 7`,
    ];
    for (const sample of unfollowable) expect(UNFOLLOWABLE.some(([pattern]) => pattern.test(sample))).toBe(true);
    expect(UNFOLLOWABLE.some(([pattern]) => pattern.test('(docs/requirements/api.md §Envelope)'))).toBe(false);
  });
});
