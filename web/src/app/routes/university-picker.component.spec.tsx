import { screen, waitFor, within } from '@testing-library/preact';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadAppState, setAppState } from '../../lib/app-state.ts';
import { renderScreen, stubApi } from '../../testing/render.tsx';
import { UniversityPicker } from '../../features/universities/components/university-picker.tsx';
import { UniversitySection } from '../../features/universities/components/university-section.tsx';
import RegisterRoute from './register.tsx';

// The server's own reference list (services/api/data), read as a file from the repository root (vitest's root; in
// jsdom import.meta.url is no file URL): the SPA imports no backend code, and the
// quick picks must name universities that list really holds (a pick is the record the list holds).
const catalog = JSON.parse(readFileSync(join(process.cwd(), 'services/api/data/universities.json'), 'utf8')) as {
  name: string;
  country: string;
  domains?: string[];
}[];

/** POST /get/university as the server answers it: the country's universities by name, without logos. */
function stubUniversities() {
  return stubApi({
    'POST /get/university': ({ body }) => {
      const country = (body as { name: string }).name;
      const university = catalog
        .filter((u) => u.country === country)
        .map((u) => ({ name: u.name, logo: '', domains: u.domains ?? [] }))
        .sort((a, b) => a.name.localeCompare(b.name));
      return { body: { msg: 'success', university } };
    },
  });
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

/**
 * The picker at / and /register, as the app routes them. The home page's section (`home: 'section'`) shows a stand-in
 * until the picker's code is loaded lazily; jsdom's module loading does not suit preact/compat's lazy, so the picker
 * itself is rendered where its behaviour is tested, and the section where its stored value and Register Now are.
 */
function renderHome(timeZone = 'Europe/London', home: 'picker' | 'section' = 'picker') {
  const resolved = Intl.DateTimeFormat().resolvedOptions();
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({ ...resolved, timeZone });
  return renderScreen(
    <>
      <Routes>
        <Route path="/" element={home === 'picker' ? <UniversityPicker /> : <UniversitySection />} />
        <Route path="/register" element={<RegisterRoute />} />
      </Routes>
      <Where />
    </>,
  );
}

async function openPanel(user: ReturnType<typeof renderHome>['user']) {
  await user.click(screen.getByTestId('university-picker'));
  return screen.findByTestId('university-panel');
}

afterEach(() => setAppState({ Uni: null }));

describe('university picker', () => {
  it('preselects the country from the time zone, picks a quick-select university, keeps it under root and leads to /register', async () => {
    stubUniversities();
    const { user, unmount } = renderHome('Europe/London');
    const panel = await openPanel(user);
    expect(within(panel).getByTestId('chosen-country').getAttribute('data-country')).toBe('United Kingdom');
    expect(await within(panel).findByText('QUICKSELECT')).toBeTruthy();
    expect(within(panel).getByText('MORE UNIVERSITIES')).toBeTruthy();
    expect(within(panel).getAllByTestId('quick-select-option')).toHaveLength(4);
    await user.click(within(panel).getAllByTestId('quick-select-option').find((o) => o.textContent?.includes('University of Oxford'))!);
    expect(screen.getByTestId('university-picker-value').textContent).toBe('University of Oxford');

    // persisted under `root`, version 1, and back when the app state is read again (a reload)
    const root = JSON.parse(localStorage.getItem('root') ?? '{}') as { version: number; state: { Uni?: { name: string; area: string } } };
    expect(root.version).toBe(1);
    expect(root.state.Uni).toMatchObject({ name: 'University of Oxford', area: 'United Kingdom' });
    // A reload: the in-memory state is gone (cleared here, which also writes), `root` is what the browser kept.
    const kept = localStorage.getItem('root')!;
    unmount();
    setAppState({ Uni: null });
    localStorage.setItem('root', kept);
    loadAppState();
    const again = renderHome('Europe/London', 'section');
    expect(screen.getByTestId('university-picker-value').textContent).toBe('University of Oxford');

    await again.user.click(screen.getByTestId('register-now'));
    expect(screen.getByTestId('where').textContent).toBe('/register');
    await waitFor(() => expect(screen.getByTestId<HTMLButtonElement>('registration-next').disabled).toBe(false));
  });

  it('Change Location lists the 29 countries; Germany has 8 quick picks; search is a case-insensitive substring', async () => {
    stubUniversities();
    const { user } = renderHome();
    const panel = await openPanel(user);
    await user.click(within(panel).getByTestId('change-location'));
    const countries = within(panel).getAllByTestId('country-option');
    expect(countries).toHaveLength(29);
    // The flag is an SVG beside the name (issue 10), not an emoji that shows as letters or a box on many machines.
    const germany = countries.find((c) => c.getAttribute('data-country') === 'Germany')!;
    await waitFor(() => expect(germany.querySelector('svg')).not.toBeNull()); // the flags arrive as their own chunk
    expect(germany.textContent).toBe('Germany');
    await user.click(germany);
    await waitFor(() => expect(within(panel).getAllByTestId('quick-select-option')).toHaveLength(8));
    expect(within(panel).getAllByTestId('university-option').length).toBeGreaterThan(0);

    await user.type(within(panel).getByTestId('university-search'), 'MANNHEIM');
    expect(within(panel).queryByText('QUICKSELECT')).toBeNull();
    const options = within(panel).getAllByTestId('university-option');
    expect(options.length).toBeGreaterThan(0);
    for (const option of options) expect(option.textContent?.toLowerCase()).toContain('mannheim');
    await user.click(options.find((o) => o.textContent?.includes('Universität Mannheim'))!);
    expect(screen.getByTestId('university-picker-value').textContent).toBe('Universität Mannheim');

    await user.click(screen.getByTestId('university-picker'));
    await user.type(screen.getByTestId('university-search'), 'zzzz-no-such');
    expect(screen.getByTestId('university-empty')).toBeTruthy();
  });

  it('Poland and Belgium quick picks', async () => {
    stubUniversities();
    const { user } = renderHome();
    const panel = await openPanel(user);
    const choose = async (country: string) => {
      await user.click(within(panel).getByTestId('change-location'));
      await user.click(within(panel).getAllByTestId('country-option').find((c) => c.getAttribute('data-country') === country)!);
    };
    await choose('Poland');
    await waitFor(() => expect(within(panel).getAllByTestId('quick-select-option')).toHaveLength(4));
    await choose('Belgium');
    await waitFor(() => expect(within(panel).getAllByTestId('quick-select-option')).toHaveLength(3));
  });

  it("'other' sets the name to other and opens /register?other=true with a name field", async () => {
    stubUniversities();
    const { user } = renderHome();
    const panel = await openPanel(user);
    await user.click(within(panel).getByTestId('university-other'));
    expect(screen.getByTestId('where').textContent).toBe('/register?other=true');
    const root = JSON.parse(localStorage.getItem('root') ?? '{}') as { state: { Uni?: { name: string } } };
    expect(root.state.Uni?.name).toBe('other');
    expect(await screen.findByRole('heading', { name: "Let's start" })).toBeTruthy();
    expect(screen.getByTestId<HTMLButtonElement>('registration-next').disabled).toBe(true);
    await user.type(screen.getByTestId('university-name'), 'Hochschule Example');
    await waitFor(() => expect(screen.getByTestId<HTMLButtonElement>('registration-next').disabled).toBe(false));
    await user.click(screen.getByTestId('registration-next'));
    expect(await screen.findByRole('heading', { name: 'Start Onboarding' })).toBeTruthy();
  });

  it('outside the supported zones leaves the country cleared and shows the country list', async () => {
    stubUniversities();
    const { user } = renderHome('America/New_York');
    const panel = await openPanel(user);
    expect(within(panel).getAllByTestId('country-option')).toHaveLength(29);
    expect(within(panel).queryByTestId('chosen-country')).toBeNull();
  });
});
