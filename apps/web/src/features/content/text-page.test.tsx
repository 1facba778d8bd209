import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../app/router';
import { type MockHandler, mockFetch, notLoggedIn } from '../../testing/fetch-mock';
import { renderWithApp } from '../../testing/render';

/** Lazy route chunks load on first use; a busy machine needs more than the default 1 s. */
const slow = { timeout: 5000 };

const page = (title: string, content: string) => ({ body: { success: true, page: { title, content } } });

function api(extra: Record<string, MockHandler>) {
  return mockFetch({
    'GET /admin/v1/sign/user': notLoggedIn,
    'GET /admin/v1/menu/main/sk': { body: { success: true, menu: [] } },
    ...extra,
  });
}

describe('text page', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('shows the title and the HTML content, and loads another page when the name changes', async () => {
    api({
      'GET /admin/v1/text-pages/url/sk/o-nas': page('O nás', '<p>Sme <strong>veľkoobchod</strong>.</p>'),
      'GET /admin/v1/text-pages/url/sk/podpora': page('Podpora', '<h2>Kontakt na technikov</h2>'),
    });
    const { router } = await renderWithApp(null, { routes, path: '/page/sk/o-nas' });
    expect(await screen.findByRole('heading', { level: 1, name: 'O nás' }, slow)).toBeInTheDocument();
    expect(screen.getByText('veľkoobchod').tagName).toBe('STRONG');
    expect(document.title).toBe('O nás | SecuriTrade');

    await router.navigate('/page/sk/podpora');
    expect(await screen.findByRole('heading', { level: 1, name: 'Podpora' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Kontakt na technikov' })).toBeInTheDocument();
    expect(screen.queryByText('veľkoobchod')).not.toBeInTheDocument();
    expect(document.title).toBe('Podpora | SecuriTrade');
  });

  it('an unknown page shows the not-found page without an error toast', async () => {
    api({
      'GET /admin/v1/text-pages/url/sk/nic': {
        status: 404,
        body: { success: false, error: [{ code: 'messages.not-found' }] },
      },
    });
    await renderWithApp(null, { routes, path: '/page/sk/nic' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Stránka sa nenašla' }, slow)).toBeInTheDocument();
    expect(screen.queryByText('Nastala chyba, skúste to prosím znova.')).not.toBeInTheDocument();
  });

  it('another language segment is not found', async () => {
    api({ 'GET /admin/v1/text-pages/url/sk/o-nas': page('O nás', '<p>x</p>') });
    await renderWithApp(null, { routes, path: '/page/en/o-nas' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Stránka sa nenašla' }, slow)).toBeInTheDocument();
  });

  it('a server failure shows the generic error toast', async () => {
    api({ 'GET /admin/v1/text-pages/url/sk/o-nas': { status: 500, body: { success: false, error: [{ code: 'x' }] } } });
    await renderWithApp(null, { routes, path: '/page/sk/o-nas' });
    expect(await screen.findByText('Stránku sa nepodarilo načítať.', {}, slow)).toBeInTheDocument();
    expect(await screen.findByText('Nastala chyba, skúste to prosím znova.')).toBeInTheDocument();
  });
});
