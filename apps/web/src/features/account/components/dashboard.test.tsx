import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../testing/render';
import { AccountDashboard } from './dashboard';

describe('AccountDashboard', () => {
  it("links the customer's own price list as CSV and XLSX downloads", async () => {
    renderWithApp(<AccountDashboard companyName="Firma s.r.o." />);
    const csv = await screen.findByRole('link', { name: 'Stiahnuť cenník (CSV)' });
    const xlsx = screen.getByRole('link', { name: 'Stiahnuť cenník (Excel XLSX)' });
    expect(csv.getAttribute('href')).toBe('/admin/v1/customer/price-list/csv');
    expect(xlsx.getAttribute('href')).toBe('/admin/v1/customer/price-list/xlsx');
    expect(csv.hasAttribute('download')).toBe(true);
  });
});
