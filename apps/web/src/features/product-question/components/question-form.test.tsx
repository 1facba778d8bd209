import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../testing/fetch-mock';
import { renderWithApp } from '../../../testing/render';
import { QuestionForm } from './question-form';

describe('product question', () => {
  it('when throttled, says there were too many attempts and when to try again (Retry-After)', async () => {
    mockFetch({
      'POST /admin/v1/contact/send': {
        status: 429,
        headers: { 'Retry-After': '3041' },
        body: { success: false, error: [{ code: 'messages.too-many-requests' }] },
      },
    });
    const { toasts } = await renderWithApp(<QuestionForm productId={1} productName="Kamera" />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Meno/ }), 'Ján');
    await user.type(screen.getByRole('textbox', { name: /Priezvisko/ }), 'Novák');
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'jan@firma.sk');
    await user.type(screen.getByRole('textbox', { name: /Vaša otázka/ }), 'Otázka');
    await user.click(screen.getByRole('button', { name: 'Odoslať otázku' }));
    await waitFor(() => expect(toasts.getSnapshot().map((t) => t.kind)).toEqual(['warning']));
    expect(within(screen.getByRole('status')).getByTestId('toast')).toHaveTextContent(
      'Príliš veľa pokusov. Skúste to prosím znova o 51 minút.',
    );
    // The form keeps what was typed.
    expect(screen.getByRole('textbox', { name: /Meno/ })).toHaveValue('Ján');
  });
});
