import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { chooseOption } from '../../test-support/controls.ts';
import { renderWithApp } from '../../test-support/render-with-app.tsx';
import { ownUser } from '../../test-support/fixtures.ts';
import { ComparisonTable } from './rfq-comparison.tsx';
import { comparisonSupplier, rfqDetail, type RfqComparison } from './sourcing-fixtures.ts';

const comparison: RfqComparison = {
  rfqId: 7,
  requiredCertifications: ['iso_9001'],
  suppliers: [
    comparisonSupplier(21, { rating: { average: 4.5, count: 8 }, verified: true, responseHours: 10, certifications: ['iso_9001', 'iso_13485'] }),
    comparisonSupplier(22, { toolingCents: 10_000, leadTimeDays: 30, validUntil: '2027-03-01', rating: { average: 4, count: 3 }, responseHours: 5 }),
    comparisonSupplier(23, { leadTimeDays: 14, verified: true, responseHours: 30, certifications: ['as9100'] }),
  ],
  rows: [
    {
      lineId: 11, position: 1, partName: 'Lid', quantity: 100, targetUnitPriceCents: null, bestSupplierId: 21, estimate: null,
      cells: [
        { supplierId: 21, unitPriceCents: 500, landedCostCents: 50_000, leadTimeDays: 20 },
        { supplierId: 22, unitPriceCents: 450, landedCostCents: 55_000, leadTimeDays: 30 },
        { supplierId: 23, unitPriceCents: 520, landedCostCents: 52_000, leadTimeDays: 14 },
      ],
    },
    {
      lineId: 11, position: 1, partName: 'Lid', quantity: 1000, targetUnitPriceCents: null, bestSupplierId: 22, estimate: null,
      cells: [
        { supplierId: 21, unitPriceCents: 400, landedCostCents: 400_000, leadTimeDays: 20 },
        { supplierId: 22, unitPriceCents: 300, landedCostCents: 310_000, leadTimeDays: 30 },
      ],
    },
  ],
};

/** The marked values of the row labelled `label`, as their texts (without the mark). */
function bestOf(label: string): string[] {
  const row = screen.getByRole('row', { name: new RegExp(`^${label}`) });
  return [...row.querySelectorAll('[data-best]')].map((cell) => cell.firstChild?.textContent ?? '');
}

describe('the quote comparison', () => {
  it('marks the best value of each row at the chosen quantity break', async () => {
    renderWithApp(<ComparisonTable comparison={comparison} lines={rfqDetail().lines} />, { user: ownUser() });
    expect(screen.getByRole('columnheader', { name: 'Supplier 21' })).toBeVisible();
    expect(bestOf('Landed cost')).toEqual(['$500.00']);
    expect(bestOf('Unit price')).toEqual(['$4.50']);
    expect(bestOf('Lead time')).toEqual(['14 days']);
    expect(bestOf('Valid until')).toEqual(['March 1, 2027']);
    expect(bestOf('Supplier rating')).toEqual(['4.5 of 5 (8)']);
    expect(bestOf('Verification')).toEqual(['Verified', 'Verified']);
    expect(bestOf('Response time')).toEqual(['5 hours']);
    // Nothing to choose between on the Incoterm.
    expect(bestOf('Incoterm')).toEqual([]);
    // Certifications by name; those without the required ISO 9001 are flagged.
    const certifications = screen.getByRole('row', { name: /^Certifications/ });
    expect(within(certifications).getAllByRole('cell').slice(1).map((cell) => cell.textContent)).toEqual([
      'ISO 9001, ISO 13485',
      'None Missing required: ISO 9001',
      'AS9100 Missing required: ISO 9001',
    ]);
    expect(bestOf('Certifications')).toEqual([]);

    const user = userEvent.setup();
    await chooseOption(user, screen.getByRole('combobox', { name: 'Quantity' }), '1,000');
    expect(bestOf('Landed cost')).toEqual(['$3,100.00']);
    const landed = screen.getByRole('row', { name: /^Landed cost/ });
    expect(within(landed).getByText('Not quoted')).toBeVisible();
    expect(bestOf('Unit price')).toEqual(['$3.00']);
  });
});
