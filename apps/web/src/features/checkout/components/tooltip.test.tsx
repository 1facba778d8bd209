import { TOOLTIP_DELAY_MS } from '@shop/contract';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../testing/fetch-mock';
import { renderWithApp } from '../../../testing/render';
import { InfoTooltip } from './tooltip';

describe('InfoTooltip', () => {
  it('describes its button at once and shows after the delay on hover or focus', async () => {
    mockFetch({});
    await renderWithApp(<InfoTooltip label="Info o doprave">Cena dopravy</InfoTooltip>);
    vi.useFakeTimers();
    const button = screen.getByRole('button', { name: 'Info o doprave' });
    expect(button).toHaveAccessibleDescription('Cena dopravy');
    const tip = screen.getByRole('tooltip', { hidden: true });
    fireEvent.focus(button);
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 1));
    expect(tip).not.toHaveAttribute('data-open');
    act(() => vi.advanceTimersByTime(1));
    expect(tip).toHaveAttribute('data-open');
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(tip).not.toHaveAttribute('data-open');
    fireEvent.mouseEnter(button.parentElement as HTMLElement);
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS));
    expect(tip).toHaveAttribute('data-open');
    fireEvent.mouseLeave(button.parentElement as HTMLElement);
    expect(tip).not.toHaveAttribute('data-open');
  });
});
