import { describe, expect, it } from 'vitest';
import { SignUpBodySchema } from './account.ts';
import { BasketAddressBodySchema, BasketNoteBodySchema } from './checkout.ts';
import { dbText } from './text.ts';

const CONTROLS = ['\u0000', '\u0001', '\u0007', '\u0008', '\u000b', '\u000c', '\u001b', '\u007f', '\u0085', '\u009f'];
const LINE_BREAKS = ['\t', '\n', '\r', '\r\n'];

describe('the text rule', () => {
  it('refuses every control character in a single-line text, tab and line breaks included', () => {
    for (const c of [...CONTROLS, ...LINE_BREAKS]) {
      expect(dbText().safeParse(`Ján${c}Novák`).success, JSON.stringify(c)).toBe(false);
    }
  });

  it('lets a multi-line text keep tab and line breaks, and nothing else', () => {
    for (const c of LINE_BREAKS) expect(dbText({ multiline: true }).safeParse(`a${c}b`).success).toBe(true);
    for (const c of CONTROLS) expect(dbText({ multiline: true }).safeParse(`a${c}b`).success).toBe(false);
  });

  it('keeps ordinary text: diacritics, emoji, quotes, non-breaking space', () => {
    for (const value of ['Ľubomír Šťastný', 'Nám. SNP 1/A', '🛒', '"O\'Neil"', 'a\u00a0b', 'שָׁלוֹם']) {
      expect(dbText().safeParse(value).success, value).toBe(true);
    }
  });

  it('is checked before trimming, so a trailing line break is refused, not cut off', () => {
    expect(dbText().trim().safeParse('Košice\n').success).toBe(false);
  });
});

describe('request schemas use it in every text field', () => {
  const issueKeys = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
    (result.error?.issues ?? []).map((i) => i.path.join('.'));

  it("registration: the form's fields and the filler fields", () => {
    const body = {
      phone: '+421900123456',
      email: 'a@example.com',
      password: 'secret-password',
      companyName: 'Firma',
      companyId: '12345678',
      vatRegistrationId: '2020123456',
      extVatRegistrationId: 'SK2020123456',
      personalDataCheckbox: true,
    };
    expect(SignUpBodySchema.safeParse(body).success).toBe(true);
    const notText = new Set(['email', 'password', 'personalDataCheckbox', 'state', 'newsletter']);
    const textKeys = Object.keys(SignUpBodySchema.shape).filter((key) => !notText.has(key));
    expect(textKeys).toEqual(expect.arrayContaining(['companyName', 'name', 'street', 'industry']));
    for (const key of textKeys) {
      expect(issueKeys(SignUpBodySchema.safeParse({ ...body, [key]: 'x\u0000' })), key).toContain(key);
    }
  });

  it('nested address fields, zip and phone included; the note keeps its line breaks', () => {
    const address = { firstName: 'A', lastName: 'B', street: 'S 1', city: 'C', zip: '040 01', phone: '+421900123456' };
    for (const key of Object.keys(address)) {
      const delivery = { ...address, [key]: `${address[key as keyof typeof address]}\t` };
      expect(issueKeys(BasketAddressBodySchema.safeParse({ invoice: address, delivery })), key).toContain(
        `delivery.${key}`,
      );
    }
    expect(BasketNoteBodySchema.safeParse({ note: 'Prosím\nzavolať' }).success).toBe(true);
    expect(BasketNoteBodySchema.safeParse({ note: 'Prosím\u0000' }).success).toBe(false);
  });
});
