import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SupplierProfile } from '#shared/schemas/supplier-profile-schemas.ts';
import { setUpApiServer } from '../../test-support/api-server.ts';
import { ownUser } from '../../test-support/fixtures.ts';
import { renderWithApp } from '../../test-support/render-with-app.tsx';
import { SupplierCertificationsCard, SupplierProfileMain } from './supplier-profile-section.tsx';

setUpApiServer();

const profile: SupplierProfile = {
  capabilities: ['cnc_machining', 'Anodizing'], materials: ['aluminum_6061'], equipment: ['Haas VF-2'], minOrderQuantity: 1500, prototypeLeadDays: 1,
  productionLeadWeeks: 4, monthlyCapacity: { amount: 20000, unit: 'parts' }, companySize: '51-200', yearFounded: 2009,
  factoryLocations: ['Stuttgart, Germany'], languages: ['English', 'German'],
  certifications: [
    { id: 1, certification: 'iso_9001', status: 'approved', reason: null, file: null, submittedAt: '2026-11-01T10:00:00.000Z', reviewedAt: '2026-11-02T10:00:00.000Z' },
    { id: 2, certification: 'as9100', status: 'pending', reason: null, file: null, submittedAt: '2026-11-20T10:00:00.000Z', reviewedAt: null },
  ],
  portfolio: [{ id: 5, title: 'Gimbal bracket', description: '5-axis machined 7075.', images: [], files: [], createdAt: '2026-11-03T10:00:00.000Z' }],
  updatedAt: '2026-11-03T10:00:00.000Z',
};

describe('a supplier profile as a buyer reads it', () => {
  it('shows the numbers, processes by their labels, factories and portfolio', () => {
    renderWithApp(<SupplierProfileMain profile={profile} />, { user: ownUser() });
    expect(screen.getByText('1,500 units')).toBeInTheDocument();
    expect(screen.getByText('1 day')).toBeInTheDocument();
    expect(screen.getByText('20,000 parts')).toBeInTheDocument();
    expect(screen.getByText('CNC machining')).toBeInTheDocument();
    expect(screen.getByText('Aluminium 6061')).toBeInTheDocument();
    expect(screen.getByText('Stuttgart, Germany')).toBeInTheDocument();
    expect(screen.getByText('Gimbal bracket')).toBeInTheDocument();
  });

  it('marks approved certifications as certified and the owner\'s others as under review', () => {
    renderWithApp(<SupplierCertificationsCard certifications={profile.certifications} />, { user: ownUser() });
    expect(screen.getByTestId('certification-iso_9001')).toHaveTextContent('ISO 9001Certified');
    expect(screen.getByTestId('certification-as9100')).toHaveTextContent('AS9100Under review');
  });
});
