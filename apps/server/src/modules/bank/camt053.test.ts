import { describe, expect, it } from 'vitest';
import { amountToCents, parseCamt053, variableSymbol } from './camt053.ts';

/** The variable symbol conventions and amounts read from camt.053 (docs/decisions/014-bank-statements-and-accounting.md). */
describe('variableSymbol', () => {
  it('reads the SEPA end-to-end form /VS…/SS…/KS… first, without leading zeros', () => {
    expect(variableSymbol('/VS0000012345/SS/KS0308', ['999'], ['VS 111'])).toBe('12345');
    expect(variableSymbol('/VS2026000123', [], [])).toBe('2026000123');
  });
  it('then a structured reference of digits or the /VS…/ form, then the remittance text', () => {
    expect(variableSymbol('NOTPROVIDED', ['0000004711'], [])).toBe('4711');
    expect(variableSymbol('', ['/VS2026000001/SS/KS'], [])).toBe('2026000001');
    expect(variableSymbol('', ['RF18539007547034'], ['Uhrada VS: 2026000002 dakujeme'])).toBe('2026000002');
    expect(variableSymbol('', [], ['faktura /VS2026000003/'])).toBe('2026000003');
    expect(variableSymbol('', [], ['vs2026000004'])).toBe('2026000004');
  });
  it('finds none in free text without VS, in an 11-digit number or in a word ending in VS', () => {
    expect(variableSymbol('E2E-123', [], ['zaloha 2026000005'])).toBeNull();
    expect(variableSymbol('', [], ['VS 12345678901'])).toBeNull();
    expect(variableSymbol('', [], ['DEVS 2026000006'])).toBeNull();
  });
});

describe('amountToCents', () => {
  it('turns decimal text into cents without floats, and refuses anything else', () => {
    expect(amountToCents('0.1')).toBe(10);
    expect(amountToCents('1234.56')).toBe(123_456);
    expect(amountToCents('19.99')).toBe(1_999);
    expect(amountToCents('7')).toBe(700);
    for (const bad of ['1,50', '-5.00', '1.234', '', '1e3', ' 5']) expect(amountToCents(bad)).toBeNull();
  });
});

describe('parseCamt053 references', () => {
  const statement = (id: string, entry: string) => `<?xml version="1.0"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.04"><BkToCstmrStmt><Stmt><Id>${id}</Id>
<Acct><Id><IBAN>SK9611000000002918599669</IBAN></Id></Acct>
<Ntry>${entry}<Amt Ccy="EUR">5.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>2026-11-02</Dt></BookgDt></Ntry>
</Stmt></BkToCstmrStmt></Document>`;

  it('prefixes an entry reference (unique only within its statement) with the statement id', () => {
    const one = parseCamt053(statement('S-1', '<NtryRef>1</NtryRef>'), 'SK9611000000002918599669');
    const two = parseCamt053(statement('S-2', '<NtryRef>1</NtryRef>'), 'SK9611000000002918599669');
    expect(one.credits[0]?.reference).toBe('S-1/1');
    expect(two.credits[0]?.reference).toBe('S-2/1');
    const servicer = parseCamt053(statement('S-3', '<AcctSvcrRef>BANK-77</AcctSvcrRef>'), 'SK9611000000002918599669');
    expect(servicer).toMatchObject({
      version: 'camt.053.001.04',
      credits: [{ reference: 'BANK-77', amountCents: 500 }],
    });
  });
});
