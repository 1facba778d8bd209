import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import { serverProblem } from './server-problem';

describe('serverProblem', () => {
  it("shows a stale save's own sentence, which names who saved last and when", () => {
    const message =
      'Článok medzitým zmenil niekto iný (Eva Prvá, 26. 11. 2026 20:31). Obnovte stránku a zmeny urobte znova.';
    expect(serverProblem(new ApiError(409, [{ code: 'content.stale', key: 'version', message }]))).toBe(message);
  });

  it('names the field of any other refusal', () => {
    expect(serverProblem(new ApiError(400, [{ code: 'content.slug-exists', key: 'slug' }]))).toMatch(
      /: Táto adresa sa už používa\.$/,
    );
  });
});
