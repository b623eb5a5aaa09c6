import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PartnerSearchResult } from '#shared/schemas/partner-search-schemas.ts';
import { describe, expect, it } from 'vitest';
import { apiError, HttpResponse, recordRequests, setUpApiServer } from '../../test-support/api-server.ts';
import { chooseOption, radioChosen } from '../../test-support/controls.ts';
import { ownUser, partnerCard } from '../../test-support/fixtures.ts';
import { renderWithApp } from '../../test-support/render-with-app.tsx';
import { PartnersPage } from './partners-page.tsx';

setUpApiServer();

const wei = partnerCard({ id: 20, fullName: 'Wei Zhang', companyName: 'Shenzhen Precision Electronics', role: 'manufacturer', location: 'Shenzhen, China', expertise: ['PCB Design'], rating: { average: 5, count: 1 }, verified: true });

function renderPartners(path = '/partners', result: (url: URL) => Response = () => HttpResponse.json({ items: [wei], total: 1, limit: 12, offset: 0 } satisfies PartnerSearchResult)) {
  const searches = recordRequests('get', '/api/users', (_body, url) => result(url));
  // The cards show where the member stands with each partner (none here).
  recordRequests('get', '/api/connections', () => HttpResponse.json([]));
  const rendered = renderWithApp(<PartnersPage />, { path, user: ownUser() });
  return { ...rendered, searches, user: userEvent.setup() };
}

/** The server was asked for exactly this query (GET /api/users), and the list shows an answer. */
async function searched(searches: { url: URL }[], query: string) {
  await waitFor(() => expect(searches.map((search) => search.url.search)).toContain(query));
  await waitFor(() => expect(screen.getByTestId('results-count')).not.toHaveTextContent('Searching'));
}

const mark = (label: string) => [...document.querySelectorAll<HTMLElement>('.ant-slider-mark-text')].find((element) => element.textContent === label)!;
const reset = () => screen.getByRole('button', { name: /Reset$/ });

describe('the partners page: filters in the URL', () => {
  it('a URL with filters shows them chosen and searches the server with them', async () => {
    const { searches } = renderPartners('/partners?role=manufacturer&location=Asia&locationType=region&expertise=PCB%20Design&minRating=4');
    await searched(searches, '?role=manufacturer&location=Asia&locationType=region&expertise=PCB%20Design&minRating=4&limit=12');
    expect(radioChosen(screen.getByRole('radio', { name: 'Manufacturers' }))).toBe(true);
    expect(screen.getByRole('checkbox', { name: 'Asia' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'PCB Design' })).toBeChecked();
    expect(screen.getByTestId('min-rating-value')).toHaveTextContent('4/5');
    expect(searches).toHaveLength(1);
    expect(screen.getByTestId('results-count')).toHaveTextContent('Showing 1-1 of 1 partner');
    const card = screen.getByTestId('partner-card');
    for (const shown of ['Shenzhen Precision Electronics', 'Wei Zhang', 'Manufacturer', 'Verified', 'Shenzhen, China', 'PCB Design', '5.0', '(1 review)']) expect(card).toHaveTextContent(shown);
  });

  it('each sidebar filter goes into the URL, in a stable order', async () => {
    const { user, location, searches } = renderPartners();
    await searched(searches, '?limit=12');
    await user.click(screen.getByRole('radio', { name: 'Manufacturers' }));
    expect(location.current.search).toBe('?role=manufacturer');
    await user.click(screen.getByRole('checkbox', { name: 'Asia' }));
    expect(location.current.search).toBe('?role=manufacturer&location=Asia&locationType=region');
    await user.click(screen.getByRole('checkbox', { name: 'PCB Design' }));
    expect(location.current.search).toBe('?role=manufacturer&location=Asia&locationType=region&expertise=PCB%20Design');
    await user.click(mark('4/5'));
    expect(location.current.search).toBe('?role=manufacturer&location=Asia&locationType=region&expertise=PCB%20Design&minRating=4');
    expect(screen.getByTestId('min-rating-value')).toHaveTextContent('4/5');
    await searched(searches, '?role=manufacturer&location=Asia&locationType=region&expertise=PCB%20Design&minRating=4&limit=12');
  });

  it('the search text and the sort go into the URL', async () => {
    const { user, location, searches } = renderPartners();
    await searched(searches, '?limit=12');
    await user.type(screen.getByRole('textbox', { name: 'Search partners' }), '  enclosure {Enter}');
    expect(location.current.search).toBe('?q=enclosure');
    await chooseOption(user, screen.getByRole('combobox', { name: 'Sort by' }), 'Highest rated');
    expect(location.current.search).toBe('?q=enclosure&sort=rating');
  });

  it('an exact place typed by hand is added to the URL and shown ticked', async () => {
    const { user, location, searches } = renderPartners('/partners?role=entrepreneur');
    await searched(searches, '?role=entrepreneur&limit=12');
    await user.click(screen.getByText('Exact', { exact: true }));
    await user.type(screen.getByRole('textbox', { name: 'Other location' }), 'London{Enter}');
    expect(location.current.search).toBe('?role=entrepreneur&location=London&locationType=exact');
    expect(screen.getByRole('checkbox', { name: 'London' })).toBeChecked();
  });

  it('Reset clears every filter; it is off while nothing is filtered', async () => {
    const { user, location, searches } = renderPartners('/partners?q=enclosure&role=supplier&location=Berlin%2C%20Germany&locationType=exact');
    await searched(searches, '?q=enclosure&role=supplier&location=Berlin%2C%20Germany&locationType=exact&limit=12');
    expect(radioChosen(screen.getByRole('radio', { name: 'Suppliers' }))).toBe(true);
    expect(screen.getByRole('checkbox', { name: 'Berlin, Germany' })).toBeChecked();
    await user.click(reset());
    expect(location.current).toEqual({ pathname: '/partners', search: '' });
    expect(radioChosen(screen.getByRole('radio', { name: 'All types' }))).toBe(true);
    expect(screen.getByRole('textbox', { name: 'Search partners' })).toHaveValue('');
    expect(reset()).toBeDisabled();
  });
});

describe('the partners page: paging, empty and error states', () => {
  const many = (url: URL) => {
    const offset = Number(url.searchParams.get('offset') ?? 0);
    return HttpResponse.json({ items: [partnerCard({ id: 100 + offset, fullName: `Partner ${offset + 1}` })], total: 30, limit: 12, offset } satisfies PartnerSearchResult);
  };

  it('the page is in the URL and asks the server for that page; a new filter starts again at page 1', async () => {
    const { user, location, searches } = renderPartners('/partners?role=designer', many);
    await searched(searches, '?role=designer&limit=12');
    await user.click(screen.getByTitle('2'));
    expect(location.current.search).toBe('?role=designer&page=2');
    await searched(searches, '?role=designer&limit=12&offset=12');
    expect(screen.getByTestId('results-count')).toHaveTextContent('Showing 13-24 of 30 partners');
    await user.click(screen.getByRole('checkbox', { name: 'Europe' }));
    expect(location.current.search).toBe('?role=designer&location=Europe&locationType=region');
  });

  it('counts a large total with thousands separators', async () => {
    const { searches } = renderPartners('/partners', () => HttpResponse.json({ items: [partnerCard({ id: 100 })], total: 978_981, limit: 12, offset: 0 } satisfies PartnerSearchResult));
    await searched(searches, '?limit=12');
    expect(screen.getByTestId('results-count')).toHaveTextContent('Showing 1-12 of 978,981 partners');
  });

  it('a URL on a later page shows that page', async () => {
    const { searches } = renderPartners('/partners?page=3', many);
    await searched(searches, '?limit=12&offset=24');
    expect(screen.getByTitle('3')).toHaveClass('ant-pagination-item-active');
    expect(screen.getByTestId('results-count')).toHaveTextContent('Showing 25-30 of 30 partners');
  });

  it('no match: the empty state, with Reset filters when something is filtered', async () => {
    const { user, location, searches } = renderPartners('/partners?q=nobody', () => HttpResponse.json({ items: [], total: 0, limit: 12, offset: 0 }));
    await searched(searches, '?q=nobody&limit=12');
    expect(screen.getByText('No partners match your search')).toBeInTheDocument();
    expect(screen.getByText('Try fewer filters, another region or a lower minimum rating.')).toBeInTheDocument();
    expect(screen.getByTestId('results-count')).toHaveTextContent('No partners found');
    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(location.current.search).toBe('');
  });

  it("a failed search shows the server's message with Retry, which searches again", async () => {
    let fail = true;
    const { user, searches } = renderPartners('/partners', () => (fail ? apiError(500, { message: 'The search index is rebuilding. Try again in a minute.' }) : HttpResponse.json({ items: [wei], total: 1, limit: 12, offset: 0 })));
    await searched(searches, '?limit=12');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('The search index is rebuilding. Try again in a minute.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('partner-card')).toHaveTextContent('Wei Zhang');
  });

  it('a failure without a message from the server shows the page\'s own', async () => {
    const { searches } = renderPartners('/partners', () => new HttpResponse('<html>Bad gateway</html>', { status: 502 }));
    await searched(searches, '?limit=12');
    expect(await screen.findByRole('alert')).toHaveTextContent('The partner search could not be loaded.');
  });
});
