import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, notLoggedIn } from '../../../testing/fetch-mock';
import { renderWithApp } from '../../../testing/render';
import { LoginForm } from './login-form';

describe('login form, throttled', () => {
  it('says how long to wait, in the form and in the toast', async () => {
    mockFetch({
      'GET /admin/v1/sign/user': notLoggedIn,
      'POST /admin/v1/sign/in': {
        status: 429,
        headers: { 'Retry-After': '7000' },
        body: { success: false, error: [{ code: 'messages.too-many-requests' }] },
      },
    });
    await renderWithApp(<LoginForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Používateľské meno/), 'jana@firma.sk');
    await user.type(screen.getByLabelText(/^Heslo/), 'tajne-heslo');
    await user.click(screen.getByRole('button', { name: 'Prihlásiť sa' }));
    const text = 'Príliš veľa pokusov. Skúste to prosím znova o 2 hodiny.';
    const toast = await within(screen.getByRole('status')).findByTestId('toast');
    expect(toast).toHaveTextContent(text);
    expect(screen.getByRole('form', { name: 'Prihlasovací formulár' })).toHaveTextContent(text);
  });
});
