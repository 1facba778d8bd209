import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ORDER_STATUSES } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import sk from '../../public/assets/i18n/sk.json';

const SRC = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'testing' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

const get = (key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], sk);

describe('sk.json', () => {
  it('holds all user-visible text: no Slovak letters in source files', () => {
    const offenders = sourceFiles(SRC).filter((file) => {
      const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      return /[áäčďéíĺľňóôŕšťúýžÁÄČĎÉÍĹĽŇÓÔŔŠŤÚÝŽ]/.test(code);
    });
    expect(offenders.map((f) => path.relative(SRC, f))).toEqual([]);
  });

  it('has the generic error, not-found, form and toast messages the screens use, and a name for every order status', () => {
    expect(get('toasts.genericError')).toBe('Nastala chyba, skúste to prosím znova.');
    expect(get('notFound.title')).toBe('Stránka sa nenašla');
    expect(get('forms.required')).toBe('Toto pole je povinné');
    expect(get('forms.passwordsDontMatch')).toBe('Heslá sa nezhodujú');
    expect(get('forms.passwordMin')).toBe('Heslo musí mať aspoň {{min}} znakov');
    for (const key of ['forms.invalidEmail', 'forms.formInvalid', 'toasts.formInvalid', 'toasts.loginFailure']) {
      expect(get(key), key).toEqual(expect.any(String));
    }
    for (const status of ORDER_STATUSES) expect(get(`orderStatus.${status}`), status).toEqual(expect.any(String));
    for (const key of [
      'addedToCart',
      'removedFromCart',
      'addedToWishlist',
      'removedFromWishlist',
      'loginSuccess',
      'logoutSuccess',
      'registrationSuccess',
      'resetEmailSent',
      'passwordReset',
      'orderDuplicated',
      'questionSent',
      'notActivated',
      'userNotExists',
      'wrongPassword',
      'userExists',
      'orderPlaced',
      'passwordChanged',
    ]) {
      expect(get(`toasts.${key}`), key).toEqual(expect.any(String));
    }
  });
});
