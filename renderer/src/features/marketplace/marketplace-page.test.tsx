import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductList } from '#shared/schemas/product-schemas.ts';
import { describe, expect, it } from 'vitest';
import { apiError, HttpResponse, recordRequests, setUpApiServer } from '../../test-support/api-server.ts';
import { chooseOption } from '../../test-support/controls.ts';
import { product } from '../../test-support/fixtures.ts';
import { renderWithApp } from '../../test-support/render-with-app.tsx';
import { MarketplacePage } from './marketplace-page.tsx';

setUpApiServer();

const scope = product({ id: 51, name: 'Rigol DS1054Z oscilloscope', price: '329.00', category: 'tools', condition: 'used', isUsed: true, location: 'Berlin, Germany' });
const one = (): ProductList => ({ items: [scope], total: 1, page: 1, limit: 24 });

function renderMarketplace(path = '/marketplace', answerFor: (url: URL) => Response = () => HttpResponse.json(one())) {
  const lists = recordRequests('get', '/api/products', (_body, url) => answerFor(url));
  const rendered = renderWithApp(<MarketplacePage />, { path, user: null });
  return { ...rendered, lists, user: userEvent.setup() };
}

/** The server was asked for exactly this listing query (GET /api/products), and the page shows an answer. */
async function listed(lists: { url: URL }[], query: string) {
  await waitFor(() => expect(lists.map((list) => list.url.search)).toContain(query));
  await waitFor(() => expect(screen.getByTestId('results-count')).not.toHaveTextContent('Loading products'));
}

const searchBox = () => screen.getByRole('textbox', { name: 'Search products' });
const usedOnly = () => screen.getByRole('checkbox', { name: 'Used items only' });
const shownValue = (label: string) => screen.getByRole('combobox', { name: label }).closest('.ant-select')!.textContent;

describe('the marketplace: filters in the URL', () => {
  it('a URL with filters shows them set and asks the server for the same listing', async () => {
    const { lists } = renderMarketplace('/marketplace?search=oscilloscope&category=tools&minPrice=100&maxPrice=500&isUsed=true&sortBy=price-low');
    await listed(lists, '?search=oscilloscope&category=tools&minPrice=100&maxPrice=500&isUsed=true&sortBy=price-low&limit=24');
    expect(searchBox()).toHaveValue('oscilloscope');
    expect(shownValue('Category')).toBe('Tools & Equipment');
    expect(shownValue('Sort by')).toBe('Price: Low to High');
    expect(screen.getByTestId('price-from')).toHaveTextContent('$100');
    expect(screen.getByTestId('price-to')).toHaveTextContent('$500');
    expect(usedOnly()).toBeChecked();
    const card = screen.getByTestId('product-card');
    for (const shown of ['Rigol DS1054Z oscilloscope', '$329.00', 'Tools & Equipment', 'Used', 'Berlin, Germany']) expect(card).toHaveTextContent(shown);
    expect(within(card).getByRole('link')).toHaveAttribute('href', '/marketplace/51');
  });

  it('the category, used-only box, search, location and sort each go into the URL', async () => {
    const { user, location, lists } = renderMarketplace();
    await listed(lists, '?limit=24');
    await chooseOption(user, screen.getByRole('combobox', { name: 'Category' }), 'Tools & Equipment', 'Tools');
    expect(location.current.search).toBe('?category=tools');
    await user.click(usedOnly());
    expect(location.current.search).toBe('?category=tools&isUsed=true');
    expect(usedOnly()).toBeChecked();
    await user.type(searchBox(), 'oscilloscope');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(location.current.search).toBe('?search=oscilloscope&category=tools&isUsed=true');
    await user.type(screen.getByRole('textbox', { name: 'Location' }), 'Berlin{Enter}');
    expect(location.current.search).toBe('?search=oscilloscope&category=tools&location=Berlin&isUsed=true');
    await chooseOption(user, screen.getByRole('combobox', { name: 'Sort by' }), 'Price: High to Low');
    expect(location.current.search).toBe('?search=oscilloscope&category=tools&location=Berlin&isUsed=true&sortBy=price-high');
    await listed(lists, '?search=oscilloscope&category=tools&location=Berlin&isUsed=true&sortBy=price-high&limit=24');
  });

  it('Clear All empties the URL and the fields; it is off while nothing is filtered', async () => {
    const { user, location, lists } = renderMarketplace('/marketplace?search=oscilloscope&isUsed=true&sortBy=price-high');
    await listed(lists, '?search=oscilloscope&isUsed=true&sortBy=price-high&limit=24');
    await user.click(screen.getAllByRole('button', { name: 'Clear All' })[0]!);
    expect(location.current).toEqual({ pathname: '/marketplace', search: '' });
    expect(searchBox()).toHaveValue('');
    expect(usedOnly()).not.toBeChecked();
    expect(screen.getAllByRole('button', { name: 'Clear All' })[0]).toBeDisabled();
  });

  it('the page number is in the URL and in the request; a new filter goes back to page 1', async () => {
    const many = (url: URL) => {
      const page = Number(url.searchParams.get('page') ?? 1);
      return HttpResponse.json({ items: [product({ id: page, name: `Listing on page ${page}` })], total: 50, page, limit: 24 } satisfies ProductList);
    };
    const { user, location, lists } = renderMarketplace('/marketplace', many);
    await listed(lists, '?limit=24');
    expect(screen.getByTestId('results-count')).toHaveTextContent('Showing 1-24 of 50 products');
    // Each page number is a link to its page (crawlable, opens in a new tab); a click stays in the app.
    expect(within(screen.getByTitle('2')).getByRole('link')).toHaveAttribute('href', '/marketplace?page=2');
    await user.click(screen.getByTitle('2'));
    expect(location.current.search).toBe('?page=2');
    await listed(lists, '?page=2&limit=24');
    expect(await screen.findByText('Listing on page 2')).toBeInTheDocument();
    expect(screen.getByTestId('results-count')).toHaveTextContent('Showing 25-48 of 50 products');
    await user.click(usedOnly());
    expect(location.current.search).toBe('?isUsed=true');
  });
});

describe('the marketplace: empty and error states', () => {
  it('no match: the empty state with Clear All, and the count says so', async () => {
    const { user, location, lists } = renderMarketplace('/marketplace?search=nothing-sells-like-this', () => HttpResponse.json({ items: [], total: 0, page: 1, limit: 24 }));
    await listed(lists, '?search=nothing-sells-like-this&limit=24');
    expect(screen.getByText('No products match your filters')).toBeInTheDocument();
    expect(screen.getByText('Try another search, a wider price range or fewer filters.')).toBeInTheDocument();
    expect(screen.getByTestId('results-count')).toHaveTextContent('No products found');
    expect(screen.queryByTestId('product-card')).not.toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear All' }).at(-1)!);
    expect(location.current.search).toBe('');
  });

  it("an API failure shows the server's message with Retry", async () => {
    let fail = true;
    const { user, lists } = renderMarketplace('/marketplace', () => (fail ? apiError(500, { message: 'The marketplace is being updated. Please try again shortly.' }) : HttpResponse.json(one())));
    await listed(lists, '?limit=24');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The marketplace is being updated. Please try again shortly.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('product-card')).toHaveTextContent('Rigol DS1054Z oscilloscope');
  });

  it("a failure without a readable message shows the page's own", async () => {
    const { lists } = renderMarketplace('/marketplace', () => new HttpResponse('<html>Bad gateway</html>', { status: 502 }));
    await listed(lists, '?limit=24');
    expect(await screen.findByRole('alert')).toHaveTextContent('The marketplace could not be loaded.');
  });

  it('the server out of reach: the network message', async () => {
    const { lists } = renderMarketplace('/marketplace', () => HttpResponse.error());
    await listed(lists, '?limit=24');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not reach HardwareHub. Check your connection and try again.');
  });
});
