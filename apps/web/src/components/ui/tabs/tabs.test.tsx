import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../testing/render';
import { Tabs } from './tabs';

const items = [
  { id: 'a', label: 'Alpha', panel: <p>Panel A</p> },
  { id: 'b', label: 'Beta', panel: <p>Panel B</p> },
  { id: 'c', label: 'Gamma', panel: <p>Panel C</p> },
];

describe('Tabs', () => {
  it('follows the WAI-ARIA tabs pattern: one tab stop, arrows wrap, Home/End, the panel is labelled', async () => {
    const user = userEvent.setup();
    await renderWithApp(<Tabs items={items} label="Info" />);
    expect(screen.getByRole('tablist', { name: 'Info' })).toBeInTheDocument();
    const alpha = screen.getByRole('tab', { name: 'Alpha' });
    expect(alpha).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Beta' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Alpha' })).toHaveTextContent('Panel A');

    await user.tab();
    expect(alpha).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Gamma' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Gamma' })).toHaveTextContent('Panel C');
    await user.keyboard('{ArrowRight}');
    expect(alpha).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Gamma' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(alpha).toHaveAttribute('aria-selected', 'true');
    // Tab leaves the tab list for the panel.
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
    // Only the selected panel is rendered.
    expect(screen.queryByText('Panel B')).not.toBeInTheDocument();
  });
});
