import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RichTextEditor } from './index';
import { isAllowedImage, isAllowedLink } from './tiptap-editor';

function Harness({ initial = '' }: { initial?: string }) {
  const [html, setHtml] = useState(initial);
  return (
    <>
      <RichTextEditor label="Popis" value={html} onChange={setHtml} help="Zobrazí sa na stránke produktu." />
      <output data-testid="html">{html}</output>
      <button type="button" onClick={() => setHtml('<p>Zvonka</p>')}>
        nastaviť
      </button>
    </>
  );
}

const textbox = () => screen.findByRole('textbox', { name: 'Popis' });

describe('RichTextEditor', () => {
  it('is a labelled multi-line text area with its help, loaded lazily', async () => {
    render(<Harness initial="<p>Ahoj <strong>svet</strong></p>" />);
    const box = await textbox();
    expect(box).toHaveAttribute('aria-multiline', 'true');
    expect(box).toHaveAccessibleDescription('Zobrazí sa na stránke produktu.');
    expect(box.innerHTML).toContain('<strong>svet</strong>');
  });

  it('has one toolbar, one tab stop, moved with the arrow keys, toggles reporting aria-pressed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await textbox();
    const toolbar = screen.getByRole('toolbar', { name: 'Formátovanie: Popis' });
    const buttons = within(toolbar).getAllByRole('button');
    expect(buttons.filter((b) => b.tabIndex === 0)).toHaveLength(1);
    const bold = within(toolbar).getByRole('button', { name: 'Tučné' });
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    bold.focus();
    await user.keyboard('{ArrowRight}');
    expect(within(toolbar).getByRole('button', { name: 'Kurzíva' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(within(toolbar).getByRole('button', { name: 'Znova' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(bold).toHaveFocus();
    await user.click(bold);
    await waitFor(() => expect(bold).toHaveAttribute('aria-pressed', 'true'));
  });

  it('reports its HTML on change, and an empty text as the empty string', async () => {
    render(<Harness initial="<p>Text</p>" />);
    await textbox();
    await userEvent.click(screen.getByRole('button', { name: 'nastaviť' }));
    await waitFor(async () => expect((await textbox()).textContent).toBe('Zvonka'));
    // Set from outside: no echo through onChange changed it.
    expect(screen.getByTestId('html').textContent).toBe('<p>Zvonka</p>');
  });

  it('asks for a link address in a labelled panel and refuses a javascript: one', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await textbox();
    await user.click(screen.getByRole('button', { name: 'Odkaz' }));
    const address = screen.getByLabelText('Adresa odkazu');
    expect(address).toHaveFocus();
    await user.type(address, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Použiť' }));
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(address).toHaveAccessibleDescription(/Odkaz musí začínať/);
    await user.keyboard('{Escape}');
    expect(screen.queryByLabelText('Adresa odkazu')).toBeNull();
  });
});

describe('the editor’s address rules (the server decides again)', () => {
  it('lets links be http(s), mailto or the shop’s own paths', () => {
    expect(isAllowedLink('https://example.com')).toBe(true);
    expect(isAllowedLink('mailto:a@b.sk')).toBe(true);
    expect(isAllowedLink('/kontakt')).toBe(true);
    expect(isAllowedLink('//evil.example')).toBe(false);
    expect(isAllowedLink('javascript:alert(1)')).toBe(false);
    expect(isAllowedLink('data:text/html,x')).toBe(false);
  });
  it('lets images come from /media/ only', () => {
    expect(isAllowedImage('/media/products/a.webp')).toBe(true);
    expect(isAllowedImage('https://example.com/a.png')).toBe(false);
    expect(isAllowedImage('/media/../secret')).toBe(false);
  });
});
