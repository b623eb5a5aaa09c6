import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONNECTION_MESSAGES, type ConnectionDetail } from '#shared/schemas/connection-schemas.ts';
import type { PartnerProfile, PartnerSearchResult } from '#shared/schemas/partner-search-schemas.ts';
import type { TargetRatings } from '#shared/schemas/rating-schemas.ts';
import { describe, expect, it } from 'vitest';
import { apiError, HttpResponse, recordRequests, setUpApiServer } from '../../test-support/api-server.ts';
import { connection, ownUser, partnerCard, publicUser } from '../../test-support/fixtures.ts';
import { renderWithApp } from '../../test-support/render-with-app.tsx';
import { findToast, toastTitles } from '../../test-support/toasts.ts';
import { PartnersPage } from './partners-page.tsx';
import { UserProfilePage } from './user-profile-page.tsx';

setUpApiServer();

const me = ownUser({ id: 1, fullName: 'Ada Founder' });
const wei = partnerCard({ id: 20, fullName: 'Wei Zhang', companyName: 'Shenzhen Precision Electronics' });
const bo = partnerCard({ id: 21, fullName: 'Bo Supplier', companyName: null, role: 'supplier' });
const cy = partnerCard({ id: 22, fullName: 'Cy Designer', companyName: null, role: 'designer' });
const asUser = (card: typeof wei) => publicUser({ id: card.id, fullName: card.fullName, role: card.role, companyName: card.companyName });

/** A request I sent to `to`, pending. */
const sentTo = (to: typeof wei, id = 10): ConnectionDetail => connection({ id, requester: publicUser({ id: me.id, fullName: me.fullName }), recipient: asUser(to), status: 'pending', message: 'Hi' });

/**
 * The connection endpoints as the server keeps them: a list the test holds, POST adding to it (or
 * answering `postAnswer`), DELETE removing from it. `gate` holds the POST answer until it resolves.
 */
function serveConnections(initial: ConnectionDetail[], options: { postAnswer?: () => Response; gate?: Promise<void>; afterPost?: ConnectionDetail } = {}) {
  let list = [...initial];
  const lists = recordRequests('get', '/api/connections', () => HttpResponse.json(list));
  const posts = recordRequests('post', '/api/connections', async (body) => {
    await options.gate;
    const created = options.afterPost ?? sentTo(wei, 30);
    list = [created, ...list.filter((c) => c.id !== created.id)];
    if (options.postAnswer) return options.postAnswer();
    return HttpResponse.json({ ...created, message: (body as { message: string }).message }, { status: 201 });
  });
  const deletes = recordRequests('delete', '/api/connections/:id', (_body, url) => {
    const id = Number(url.pathname.split('/').at(-1));
    list = list.filter((c) => c.id !== id);
    return new HttpResponse(null, { status: 204 });
  });
  return { lists, posts, deletes };
}

/** What the Connect dialog reads: my projects and my billing (priority requests). */
function serveDialogData() {
  recordRequests('get', '/api/projects/user', () => HttpResponse.json([]));
  recordRequests('get', '/api/billing', () => apiError(404, { message: 'Not found' }));
}

function renderPartners(partners = [wei]) {
  recordRequests('get', '/api/users', () => HttpResponse.json({ items: partners, total: partners.length, limit: 12, offset: 0 } satisfies PartnerSearchResult));
  return { ...renderWithApp(<PartnersPage />, { path: '/partners', user: me }), user: userEvent.setup() };
}

/**
 * The open Connect dialog. Found by its title's text: under NODE_ENV=test antd gives labelled elements
 * the same id ('test-id'), so beside the filters' radio groups a dialog's accessible name is not its title.
 */
const connectDialog = async () => (await screen.findByText('Connect with Partner', { selector: '.ant-modal-title' })).closest('[role="dialog"]') as HTMLElement;

const cardOf = async (name: string) => (await screen.findByText(name, { selector: '.hh-partner-card__name, .hh-partner-card__person' })).closest('[data-testid="partner-card"]') as HTMLElement;

describe('a connection request on the partner cards', () => {
  it('each card shows where we stand: my pending request with Withdraw, one sent to me with Respond, a connection with Message', async () => {
    serveConnections([
      sentTo(wei, 10),
      connection({ id: 11, requester: asUser(bo), recipient: publicUser({ id: me.id }), status: 'pending' }),
      connection({ id: 12, requester: publicUser({ id: me.id }), recipient: asUser(cy), status: 'accepted' }),
    ]);
    renderPartners([wei, bo, cy]);
    const weiCard = await cardOf('Shenzhen Precision Electronics');
    expect(await within(weiCard).findByText('Request pending')).toBeInTheDocument();
    expect(within(weiCard).getByRole('button', { name: 'Withdraw your request to Wei Zhang' })).toBeInTheDocument();
    expect(within(weiCard).queryByRole('button', { name: 'Connect with Wei Zhang' })).not.toBeInTheDocument();

    const boCard = await cardOf('Bo Supplier');
    expect(within(boCard).getByText('Wants to connect with you')).toBeInTheDocument();
    expect(within(boCard).getByRole('link', { name: /Respond$/ })).toHaveAttribute('href', '/messages/11');

    const cyCard = await cardOf('Cy Designer');
    expect(within(cyCard).getByText('Connected')).toBeInTheDocument();
    expect(within(cyCard).getByRole('link', { name: /Message$/ })).toHaveAttribute('href', '/messages/12');
  });

  it('sending from a card turns it to Request pending, and a quick second click sends once', async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const { posts } = serveConnections([], { gate });
    serveDialogData();
    const { user } = renderPartners();
    await user.click(await screen.findByRole('button', { name: 'Connect with Wei Zhang' }));
    const dialog = await connectDialog();
    const send = within(dialog).getByRole('button', { name: /Send Request/ });
    await user.dblClick(send);
    await user.click(send);
    open();
    expect(await findToast('Connection Request Sent')).toBeTruthy();
    const weiCard = await cardOf('Shenzhen Precision Electronics');
    expect(await within(weiCard).findByText('Request pending')).toBeInTheDocument();
    expect(within(weiCard).queryByRole('button', { name: 'Connect with Wei Zhang' })).not.toBeInTheDocument();
    expect(posts).toHaveLength(1);
    expect(toastTitles()).not.toContain('Connection Failed');
  });

  it("a request the server already holds (409) shows as pending, never as 'Connection Failed'", async () => {
    serveConnections([], { postAnswer: () => apiError(409, { message: CONNECTION_MESSAGES.alreadyPending }) });
    serveDialogData();
    const { user } = renderPartners();
    await user.click(await screen.findByRole('button', { name: 'Connect with Wei Zhang' }));
    const dialog = await connectDialog();
    await user.click(within(dialog).getByRole('button', { name: /Send Request/ }));
    const toast = await findToast(CONNECTION_MESSAGES.pendingTitle);
    expect(toast.description).toBe(CONNECTION_MESSAGES.alreadyPending);
    expect(toastTitles()).not.toContain('Connection Failed');
    // The dialog closes: antd starts its leave animation (which jsdom never finishes, so it stays in the page).
    await waitFor(() => expect(dialog.className).toMatch(/-leave\b/));
    const weiCard = await cardOf('Shenzhen Precision Electronics');
    expect(await within(weiCard).findByText('Request pending')).toBeInTheDocument();
  });

  it('Withdraw on the card takes the request back, and the card offers Connect again', async () => {
    const { deletes } = serveConnections([sentTo(wei, 10)]);
    const { user } = renderPartners();
    const weiCard = await cardOf('Shenzhen Precision Electronics');
    await user.click(await within(weiCard).findByRole('button', { name: 'Withdraw your request to Wei Zhang' }));
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    expect((await findToast('Request Withdrawn')).description).toBe('Your request to Wei Zhang was withdrawn.');
    expect(deletes.map((request) => request.url.pathname)).toEqual(['/api/connections/10']);
    expect(await within(weiCard).findByRole('button', { name: 'Connect with Wei Zhang' })).toBeInTheDocument();
    expect(within(weiCard).queryByText('Request pending')).not.toBeInTheDocument();
  });
});

describe("a connection request on the member's profile", () => {
  const noRatings: TargetRatings = { summary: { average: null, count: 0, distribution: { terrible: 0, poor: 0, neutral: 0, good: 0, excellent: 0 } }, ratings: [], myRating: null, canRate: false };

  function renderProfile(connectionState: () => PartnerProfile['connection']) {
    recordRequests('get', '/api/users/20', () => HttpResponse.json({ ...wei, projects: [], supplierProfile: null, connection: connectionState() } satisfies PartnerProfile));
    recordRequests('get', '/api/ratings/target/user/20', () => HttpResponse.json(noRatings));
    return { ...renderWithApp(<UserProfilePage />, { path: '/users/20', route: '/users/:id', user: me }), user: userEvent.setup() };
  }

  it('says Request pending at once after sending, and withdrawing from there brings Connect back', async () => {
    let state: PartnerProfile['connection'] = null;
    const { deletes } = serveConnections([], { afterPost: sentTo(wei, 30) });
    serveDialogData();
    const { user } = renderProfile(() => state);
    await user.click(await screen.findByRole('button', { name: 'Connect with Wei Zhang' }));
    const dialog = await connectDialog();
    state = { id: 30, status: 'pending', direction: 'sent' };
    await user.click(within(dialog).getByRole('button', { name: /Send Request/ }));
    expect(await screen.findByText('Request pending')).toBeInTheDocument();

    state = null;
    await user.click(screen.getByRole('button', { name: 'Withdraw your request to Wei Zhang' }));
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    expect(await findToast('Request Withdrawn')).toBeTruthy();
    expect(deletes.map((request) => request.url.pathname)).toEqual(['/api/connections/30']);
    expect(await screen.findByRole('button', { name: 'Connect with Wei Zhang' })).toBeInTheDocument();
  });
});
