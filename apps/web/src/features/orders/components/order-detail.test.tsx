import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../testing/render';
import { ORDER } from '../test-fixtures';
import { OrderDetail } from './order-detail';

describe('order detail', () => {
  it('names the place of delivery of a delivered order', async () => {
    await renderWithApp(<OrderDetail order={{ ...ORDER, delivery_street: 'Skladová 2' }} />);
    const place = within(screen.getByRole('region', { name: 'Miesto doručenia' }));
    expect(place.getByText('Skladová 2')).toBeInTheDocument();
    expect(screen.getByText('Doprava')).toBeInTheDocument();
  });

  it('names a pick-up as such: the sale point, no delivery address', async () => {
    await renderWithApp(
      <OrderDetail
        order={{
          ...ORDER,
          shipping: 'Osobný odber na predajni',
          shipping_price: 0,
          sale_point_name: 'Predajňa Košice',
        }}
      />,
    );
    expect(screen.queryByRole('region', { name: 'Miesto doručenia' })).not.toBeInTheDocument();
    const pickUp = within(screen.getByRole('region', { name: 'Osobný odber' }));
    expect(pickUp.getByText('Predajňa Košice')).toBeInTheDocument();
    expect(pickUp.queryByText('Hlavna 1')).not.toBeInTheDocument();
    expect(screen.queryByText('Doprava')).not.toBeInTheDocument();
    expect(screen.getByText('Spôsob prevzatia')).toBeInTheDocument();
  });
});
