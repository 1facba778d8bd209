import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LAST_VIEWED_KEY } from '../../features/catalog/last-viewed';
import { customerPrices, productCard, productDetail } from '../../features/catalog/test-fixtures';
import { loggedIn, type MockHandler, mockFetch, notLoggedIn } from '../../testing/fetch-mock';
import { renderWithApp } from '../../testing/render';
import ProductRoute from './product';

const routes = [{ path: '/product/:productName', element: <ProductRoute /> }];

const detail = (id: number, withPrices: boolean) =>
  productDetail(id, {
    related_products: [productCard(2, withPrices ? customerPrices : {})],
    ...(withPrices ? customerPrices : {}),
  });

async function setup({ logged = false, extra = {} }: { logged?: boolean; extra?: Record<string, MockHandler> } = {}) {
  const fetch = mockFetch({
    'GET /admin/v1/sign/user': logged ? loggedIn : notLoggedIn,
    'GET /admin/v1/product/detail/url/camera-1/sk': { body: { success: true, product: detail(1, logged) } },
    'GET /admin/v1/product/detail/url/camera-2/sk': { body: { success: true, product: detail(2, logged) } },
    'GET /admin/v1/attachments/CAM-1': {
      body: {
        success: true,
        attachments: [
          {
            title: 'Dokumentácia',
            attachments: [{ url: '/media/a/manual.pdf', filename: 'Návod.pdf', filesize: 1_258_291, file_icon: 'pdf' }],
          },
        ],
      },
    },
    ...extra,
  });
  const user = userEvent.setup();
  const rendered = await renderWithApp(null, { path: '/product/camera-1', routes });
  await screen.findByRole('heading', { level: 1, name: 'Camera 1' });
  return { ...rendered, user, fetch };
}

afterEach(() => window.localStorage.clear());

// Several user steps against a mocked server; slow when the whole suite runs in parallel.
const SLOW = 20_000;

describe('product page', () => {
  it(
    'anonymous: details, "price after login", no prices, no attachments tab; remembered as last viewed',
    async () => {
      await setup();
      expect(screen.getByText('CAM-1')).toBeInTheDocument();
      expect(screen.getAllByText(/Cenu uvidíte po prihlásení/).length).toBeGreaterThan(0);
      expect(document.body.textContent).not.toMatch(/\d+,\d{2}\s?€/);
      const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
      expect(tabs).toEqual(['Popis', 'Parametre', 'Otázka k produktu']);
      expect(screen.getByRole('tabpanel')).toHaveTextContent('Long description');
      const stored = JSON.parse(window.localStorage.getItem(LAST_VIEWED_KEY) ?? '[]');
      expect(stored).toEqual([expect.objectContaining({ id: 1, slug: 'camera-1' })]);
      expect(JSON.stringify(stored)).not.toContain('price');
      // Share links open in a new tab, safely.
      const fb = screen.getByRole('link', { name: /Zdieľať na Facebooku/ });
      expect(fb.getAttribute('href')).toBe(
        `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent('http://localhost:5173/product/camera-1')}`,
      );
      expect(fb).toHaveAttribute('rel', 'noopener noreferrer');
    },
    SLOW,
  );

  it(
    "the breadcrumb runs home › every category of the product's category path › the product, with links",
    async () => {
      await setup();
      const crumbs = within(screen.getByRole('navigation', { name: 'Omrvinková navigácia' })).getAllByRole('listitem');
      expect(crumbs.map((c) => c.textContent)).toEqual(['Domov', 'CCTV', 'IP cameras', 'Camera 1']);
      const links = within(screen.getByRole('navigation', { name: 'Omrvinková navigácia' })).getAllByRole('link');
      expect(links.map((l) => l.getAttribute('href'))).toEqual(['/', '/category/cctv', '/category/cctv/ip-kamery']);
      expect(within(crumbs[3] as HTMLElement).getByText('Camera 1')).toHaveAttribute('aria-current', 'page');
    },
    SLOW,
  );

  it(
    'tabs follow the arrow keys; parameters show value and unit',
    async () => {
      const { user } = await setup();
      screen.getByRole('tab', { name: 'Popis' }).focus();
      await user.keyboard('{ArrowRight}');
      expect(screen.getByRole('tab', { name: 'Parametre' })).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByRole('tab', { name: 'Parametre' })).toHaveFocus();
      const table = screen.getByRole('table');
      expect(within(table).getByRole('rowheader', { name: 'Resolution' })).toBeInTheDocument();
      expect(within(table).getByRole('cell', { name: '4 Mpx' })).toBeInTheDocument();
      await user.keyboard('{ArrowLeft}{ArrowLeft}');
      expect(screen.getByRole('tab', { name: 'Otázka k produktu' })).toHaveAttribute('aria-selected', 'true');
      await user.keyboard('{Home}');
      expect(screen.getByRole('tab', { name: 'Popis' })).toHaveAttribute('aria-selected', 'true');
    },
    SLOW,
  );

  it(
    'logged in: list price, discount, own price per unit, amount selector, stock and attachments',
    async () => {
      const { user } = await setup({ logged: true });
      const prices = within(screen.getByText('Základná cena bez DPH').closest('dl') as HTMLElement);
      expect(prices.getByText('419,90 €')).toBeInTheDocument();
      expect(prices.getByText('−20 %')).toBeInTheDocument();
      expect(prices.getByText('335,92 € / ks')).toBeInTheDocument();
      expect(prices.getByText('413,18 € s DPH')).toBeInTheDocument();
      expect(screen.getAllByText(/Skladom menej ako 50 ks/).length).toBeGreaterThan(0);

      const amount = screen.getByRole('textbox', { name: 'Množstvo' });
      const minus = screen.getByRole('button', { name: 'Znížiť množstvo' });
      expect(amount).toHaveValue('1');
      expect(minus).toBeDisabled();
      await user.click(screen.getByRole('button', { name: 'Zvýšiť množstvo' }));
      expect(amount).toHaveValue('2');
      await user.clear(amount);
      await user.type(amount, '123456');
      expect(amount).toHaveValue('9999');
      await user.clear(amount);
      await user.tab();
      expect(amount).toHaveValue('1');

      await user.click(screen.getByRole('tab', { name: 'Prílohy' }));
      const link = await screen.findByRole('link', { name: /Stiahnuť Návod\.pdf \(1,2 MB\)/ });
      expect(link).toHaveAttribute('href', '/media/a/manual.pdf');
      expect(screen.getByRole('heading', { name: 'Dokumentácia' })).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'goes back to the first tab when another product loads',
    async () => {
      const { user } = await setup();
      await user.click(screen.getByRole('tab', { name: 'Parametre' }));
      const related = screen.getByRole('region', { name: 'Súvisiace produkty' });
      await user.click(within(related).getByRole('link', { name: 'Camera 2' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Camera 2' })).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: 'Popis' })).toHaveAttribute('aria-selected', 'true');
      // Camera 1 is now among the last viewed, Camera 2 (the current one) is not.
      const lastViewed = screen.getByRole('region', { name: 'Naposledy prezerané' });
      expect(within(lastViewed).getByRole('link', { name: 'Camera 1' })).toBeInTheDocument();
      expect(within(lastViewed).queryByRole('link', { name: 'Camera 2' })).not.toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'sends a product question: errors after the first submit, then the mapped body, a toast and a reset',
    async () => {
      const bodies: unknown[] = [];
      const { user, toasts } = await setup({
        extra: {
          'POST /admin/v1/contact/send': async (request) => {
            bodies.push(await request.json());
            return { body: { success: true } };
          },
        },
      });
      await user.click(screen.getByRole('tab', { name: 'Otázka k produktu' }));
      const product = screen.getByRole('textbox', { name: /Produkt/ });
      expect(product).toHaveValue('Camera 1');
      expect(screen.queryByText('Toto pole je povinné')).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Odoslať otázku' }));
      expect(await screen.findAllByText('Toto pole je povinné')).toHaveLength(4);
      expect(toasts.getSnapshot().at(-1)).toMatchObject({ kind: 'warning', message: 'forms.formInvalid' });
      expect(bodies).toHaveLength(0);

      await user.type(screen.getByRole('textbox', { name: /Meno/ }), 'Ján');
      await user.type(screen.getByRole('textbox', { name: /Priezvisko/ }), 'Novák');
      // No format check on the e-mail (docs/requirements/catalogue.md §Product question).
      await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'jan at firma');
      await user.type(screen.getByRole('textbox', { name: /Vaša otázka/ }), 'Funguje s NVR?');
      await user.click(screen.getByRole('button', { name: 'Odoslať otázku' }));

      await waitFor(() => expect(bodies).toHaveLength(1));
      expect(bodies[0]).toEqual({
        name: 'Ján Novák',
        email: 'jan at firma',
        about: 'Camera 1',
        subject: 'Camera 1',
        text: 'Funguje s NVR?',
        product: 1,
        phone: '',
        address: '',
        stars: null,
      });
      await waitFor(() =>
        expect(toasts.getSnapshot().at(-1)).toMatchObject({ kind: 'success', message: 'toasts.questionSent' }),
      );
      expect(screen.getByRole('textbox', { name: /Meno/ })).toHaveValue('');
      expect(screen.getByRole('textbox', { name: /Produkt/ })).toHaveValue('Camera 1');
      // The honeypot is out of reach for people.
      const honeypot = document.querySelector('input[name="website"]');
      expect(honeypot).toHaveAttribute('tabindex', '-1');
      expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    },
    SLOW,
  );

  it(
    'a failed question shows the generic error toast and keeps the form',
    async () => {
      const { user, toasts } = await setup({
        extra: { 'POST /admin/v1/contact/send': { status: 500, body: { success: false, error: [{ code: 'x' }] } } },
      });
      await user.click(screen.getByRole('tab', { name: 'Otázka k produktu' }));
      await user.type(screen.getByRole('textbox', { name: /Meno/ }), 'Ján');
      await user.type(screen.getByRole('textbox', { name: /Priezvisko/ }), 'Novák');
      await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'jan@firma.sk');
      await user.type(screen.getByRole('textbox', { name: /Vaša otázka/ }), 'Otázka');
      await user.click(screen.getByRole('button', { name: 'Odoslať otázku' }));
      await waitFor(() =>
        expect(toasts.getSnapshot().at(-1)).toMatchObject({ kind: 'error', message: 'toasts.genericError' }),
      );
      expect(screen.getByRole('textbox', { name: /Meno/ })).toHaveValue('Ján');
    },
    SLOW,
  );

  it(
    'shows the not-found page for an unknown product',
    async () => {
      mockFetch({ 'GET /admin/v1/sign/user': notLoggedIn });
      await act(() => renderWithApp(null, { path: '/product/nope', routes }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Stránka sa nenašla' })).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'a withdrawn product: the page says it is no longer sold and offers no purchase, even with prices',
    async () => {
      await setup({
        logged: true,
        extra: {
          'GET /admin/v1/product/detail/url/camera-1/sk': {
            body: { success: true, product: { ...detail(1, true), on_sale: false } },
          },
        },
      });
      expect(screen.getByText('Tento produkt sa už nepredáva.')).toBeInTheDocument();
      expect(screen.queryByRole('textbox', { name: 'Množstvo' })).toBeNull();
    },
    SLOW,
  );
});
