import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, notLoggedIn } from '../../../../testing/fetch-mock';
import { renderWithApp } from '../../../../testing/render';
import { customerPrices, productCard } from '../../test-fixtures';
import { ProductCard } from './product-card';

describe('product card', () => {
  beforeEach(() => {
    mockFetch({ 'GET /admin/v1/sign/user': notLoggedIn });
  });

  it('anonymous: vendor, name link, code, description and "price after login" with a login link; no price', async () => {
    const renderActions = vi.fn(() => <button type="button">Heart</button>);
    const { container } = await renderWithApp(<ProductCard product={productCard(7)} renderActions={renderActions} />, {
      path: '/category/cctv?pg=2',
    });
    expect(screen.getByRole('heading', { name: 'Camera 7' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Camera 7' })).toHaveAttribute('href', '/product/camera-7');
    expect(screen.getByText('CAM-7')).toBeInTheDocument();
    expect(screen.getByText('Vidinet')).toBeInTheDocument();
    expect(screen.getByText(/Cenu uvidíte po prihlásení/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Prihláste sa' })).toHaveAttribute(
      'href',
      '/login?next=%2Fcategory%2Fcctv%3Fpg%3D2',
    );
    expect(container.textContent).not.toMatch(/\d+,\d{2}\s?€/);
    expect(renderActions).not.toHaveBeenCalled();
    // Lazy image with its size, so nothing shifts.
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '800');
  });

  it('logged in (listing): price excl. VAT, list price and discount, stock line and the actions slot', async () => {
    const { container } = await renderWithApp(
      <ProductCard
        product={productCard(7, customerPrices)}
        renderActions={(p) => <button type="button">Add {p.code}</button>}
      />,
    );
    expect(screen.getByText(/335,92\s€ bez DPH/)).toBeInTheDocument();
    // the struck list price in the same base, labelled
    expect(screen.getByText(/419,90\s€ bez DPH/).tagName).toBe('S');
    expect(container.textContent).not.toContain('s DPH');
    expect(screen.getByText('Zľava 20 %')).toBeInTheDocument();
    expect(screen.getByText(/Skladom menej ako 50 ks/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add CAM-7' })).toBeInTheDocument();
    expect(screen.queryByText(/Cenu uvidíte po prihlásení/)).not.toBeInTheDocument();
  });

  it('showcase (home): every price with VAT and labelled, so −20 % reads against the struck list price', async () => {
    const { container } = await renderWithApp(
      <ProductCard product={productCard(7, customerPrices)} variant="showcase" />,
    );
    expect(screen.getByText(/413,18\s€ s DPH/)).toBeInTheDocument();
    expect(screen.getByText(/516,48\s€ s DPH/).tagName).toBe('S');
    expect(screen.getByText('Zľava 20 %')).toBeInTheDocument();
    expect(container.textContent).not.toContain('bez DPH');
    expect(container.textContent).not.toContain('419,90');
  });

  it('uses a placeholder without an image', async () => {
    await renderWithApp(<ProductCard product={productCard(7, { image: [] })} />);
    // Inside the image link, which repeats the name link and is hidden from assistive technology.
    expect(screen.getByRole('img', { name: 'Bez obrázka', hidden: true })).toBeInTheDocument();
  });
});
