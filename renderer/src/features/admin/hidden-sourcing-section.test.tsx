import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HiddenSourcingItem } from '#shared/schemas/admin-schemas.ts';
import { describe, expect, it } from 'vitest';
import { HttpResponse, recordRequests, setUpApiServer } from '../../test-support/api-server.ts';
import { ownUser } from '../../test-support/fixtures.ts';
import { renderWithApp } from '../../test-support/render-with-app.tsx';
import { findToast } from '../../test-support/toasts.ts';
import { HiddenSourcingSection } from './hidden-sourcing-section.tsx';

setUpApiServer();

const hiddenRequest: HiddenSourcingItem = {
  type: 'rfq', id: 7, rfqId: 7, title: 'Aluminium enclosure', owner: { id: 3, fullName: 'Ada Founder', email: 'ada@example.com' },
  hiddenAt: '2026-11-20T10:00:00.000Z', hiddenReason: 'Asks for free samples.',
};
const hiddenQuote: HiddenSourcingItem = {
  type: 'quote', id: 41, rfqId: 9, title: 'Sensor brackets', owner: { id: 5, fullName: 'Grace Maker', email: 'grace@example.com' },
  hiddenAt: '2026-11-21T10:00:00.000Z', hiddenReason: 'Abusive notes.',
};
const page = (items: HiddenSourcingItem[]) => ({ items, total: items.length, page: 1, limit: 20 });

describe('the hidden sourcing section', () => {
  it('lists the hidden requests and quotes and restores one after asking why', async () => {
    let restored = false;
    const lists = recordRequests('get', '/api/admin/sourcing/hidden', (_body, url) =>
      HttpResponse.json(url.searchParams.get('type') === 'quote' ? page([hiddenQuote]) : page(restored ? [] : [hiddenRequest])),
    );
    const restores = recordRequests('post', '/api/admin/sourcing/:type/:id/restore', () => {
      restored = true;
      return HttpResponse.json({ message: 'Restored.' });
    });
    renderWithApp(<HiddenSourcingSection />, { path: '/admin?tab=sourcing', user: ownUser({ role: 'admin' }) });

    expect(await screen.findByRole('heading', { name: 'Hidden sourcing (1)' })).toBeVisible();
    const row = screen.getByRole('row', { name: /Aluminium enclosure/ });
    expect(within(row).getByText('Asks for free samples.')).toBeVisible();
    expect(lists.at(-1)!.url.searchParams.get('type')).toBe('rfq');

    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Restore request "Aluminium enclosure"' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore request "Aluminium enclosure"' });
    // A reason is required before anything is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(await within(dialog).findByText('Please give a reason of at least 5 characters.')).toBeInTheDocument();
    expect(restores).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Reason'), 'The buyer explained the samples.');
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect((await findToast('Restored')).description).toBe('Restored.');
    expect(restores.map((request) => [request.url.pathname, request.body])).toEqual([['/api/admin/sourcing/rfq/7/restore', { reason: 'The buyer explained the samples.' }]]);
    // The list is read again: the request is no longer hidden.
    expect(await screen.findByText('No hidden requests for quote')).toBeVisible();

    await user.click(screen.getByText('Quotes'));
    expect(await screen.findByRole('row', { name: /Sensor brackets/ })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Restore quote on "Sensor brackets"' })).toBeVisible();
    expect(lists.at(-1)!.url.searchParams.get('type')).toBe('quote');
  });
});
