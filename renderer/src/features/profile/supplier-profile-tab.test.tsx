import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EMPTY_SUPPLIER_FIELDS, SUPPLIER_PROFILE_MESSAGES, type SupplierProfile } from '#shared/schemas/supplier-profile-schemas.ts';
import { HttpResponse, recordRequests, setUpApiServer } from '../../test-support/api-server.ts';
import { fill } from '../../test-support/controls.ts';
import { ownUser } from '../../test-support/fixtures.ts';
import { renderWithApp } from '../../test-support/render-with-app.tsx';
import { validateSupplierForm, toSupplierForm, toSupplierInput } from './supplier-fields-form.tsx';
import { SupplierProfileTab } from './supplier-profile-tab.tsx';

setUpApiServer();

const profile = (changes: Partial<SupplierProfile> = {}): SupplierProfile => ({ ...EMPTY_SUPPLIER_FIELDS, certifications: [], portfolio: [], updatedAt: null, ...changes });

describe('the supplier profile tab', () => {
  it('says how complete the profile is and what is missing, heaviest first', async () => {
    recordRequests('get', '/api/user/supplier-profile', () => HttpResponse.json(profile({
      capabilities: ['cnc_machining'], materials: ['aluminum_6061'],
      certifications: [{ id: 1, certification: 'iso_9001', status: 'pending', reason: null, file: null, submittedAt: '2026-11-20T10:00:00.000Z', reviewedAt: null }],
    })));
    renderWithApp(<SupplierProfileTab />, { user: ownUser({ role: 'manufacturer' }) });
    expect(await screen.findByText('Your profile is 50% complete')).toBeInTheDocument();
    const missing = within(screen.getByRole('list', { name: 'Missing from your profile' })).getAllByRole('listitem').map((item) => item.textContent);
    expect(missing.slice(0, 2)).toEqual(['Add a portfolio part (+15%)', 'Add lead times (+10%)']);
    expect(screen.queryByText(/Add certifications/)).not.toBeInTheDocument();
    expect(screen.getByText('Under review')).toBeInTheDocument();
  });

  it('checks the form with the shared schema before sending', async () => {
    recordRequests('get', '/api/user/supplier-profile', () => HttpResponse.json(profile()));
    const sent = recordRequests('put', '/api/user/supplier-profile', () => HttpResponse.json(profile()));
    const user = userEvent.setup();
    renderWithApp(<SupplierProfileTab />, { user: ownUser({ role: 'supplier' }) });
    await fill(user, await screen.findByLabelText('Year founded'), '1700');
    await user.click(screen.getByRole('button', { name: 'Save supplier profile' }));
    expect(await screen.findByText(SUPPLIER_PROFILE_MESSAGES.yearFounded)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });
});

describe('the supplier form state', () => {
  it('reads empty capacity inputs as not stated and half a capacity as an error', () => {
    const form = toSupplierForm(profile());
    expect(toSupplierInput(form).monthlyCapacity).toBeNull();
    expect(validateSupplierForm({ ...form, monthlyCapacity: { amount: null, unit: 'parts' } })).toEqual({ monthlyCapacity: { amount: SUPPLIER_PROFILE_MESSAGES.capacityAmount } });
    expect(validateSupplierForm({ ...form, languages: ['English', 'english'] })).toEqual({ languages: SUPPLIER_PROFILE_MESSAGES.languageDuplicate });
  });
});
