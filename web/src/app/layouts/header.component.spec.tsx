import { screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { renderScreen, stubApi } from '../../testing/render.tsx';
import { Header } from './header.tsx';

// The header's audience tabs follow the path (spec §2 Header). Whether the bar shows at a width, and never runs off the
// screen, needs a real layout: e2e/navigation.e2e.spec.ts.
const current = () => Array.from(document.querySelectorAll('[data-testid^="audience-tab-"][aria-current="page"]'));

describe('header audience tabs', () => {
  it('the students tab is the current page on /, and no tab is on /events', () => {
    stubApi({});
    const home = renderScreen(<Header />, { path: '/' });
    expect(screen.getByTestId('audience-tab-students').getAttribute('aria-current')).toBe('page');
    expect(current()).toHaveLength(1);
    home.unmount();

    renderScreen(<Header />, { path: '/events' });
    expect(screen.getByTestId('audience-tab-students').getAttribute('aria-current')).toBeNull();
    expect(current()).toHaveLength(0);
  });
});
