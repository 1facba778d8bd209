import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTranslator, I18nProvider, Trans, type TranslationKey } from './i18n';

const i18n = createTranslator('sk', {
  cart: { items_one: '{{count}} položka', items_few: '{{count}} položky', items_other: '{{count}} položiek' },
  greeting: 'Dobrý deň, {{name}} ({{user.company}})',
  consent: 'Súhlasím so <policy>spracovaním údajov</policy>.',
});
const t = (key: string, values?: Record<string, unknown>) => i18n.t(key as TranslationKey, values);

describe('translations', () => {
  it('picks the Slovak plural form by count', () => {
    expect(t('cart.items', { count: 1 })).toBe('1 položka');
    expect(t('cart.items', { count: 3 })).toBe('3 položky');
    expect(t('cart.items', { count: 5 })).toBe('5 položiek');
    expect(t('cart.items', { count: 0 })).toBe('0 položiek');
    // A plural text exists by its base key (a toast raised with `cart.items` and a count).
    expect(i18n.exists('cart.items')).toBe(true);
  });

  it('fills placeholders, nested values too; a missing value is empty and a missing key shows itself', () => {
    expect(t('greeting', { name: 'Jana', user: { company: 'Alarm s.r.o.' } })).toBe('Dobrý deň, Jana (Alarm s.r.o.)');
    expect(t('greeting', {})).toBe('Dobrý deň,  ()');
    expect(t('nothing.here')).toBe('nothing.here');
    expect(i18n.exists('greeting')).toBe(true);
    expect(i18n.exists('cart')).toBe(false);
    expect(i18n.exists('Hotovo.')).toBe(false);
  });

  it('Trans puts the text of a tag into the given element', () => {
    render(
      <I18nProvider i18n={i18n}>
        <Trans
          i18nKey={'consent' as TranslationKey}
          // biome-ignore lint/a11y/useAnchorContent: Trans fills the link text
          components={{ policy: <a href="/page/sk/ochrana" /> }}
        />
      </I18nProvider>,
    );
    expect(screen.getByRole('link', { name: 'spracovaním údajov' })).toHaveAttribute('href', '/page/sk/ochrana');
    expect(screen.getByRole('link').parentElement).toHaveTextContent('Súhlasím so spracovaním údajov.');
  });
});
