import { screen, within } from '@testing-library/react';
import { costEstimationResultSchema } from '#shared/schemas/ai-schemas.ts';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test-support/render-with-app.tsx';
import { CostResult } from './ai-results.tsx';

/** An answer kept before the basis fields existed: the schema reads them as empty lists. */
const plain = {
  estimatedCostRange: '$180.00 - $260.00 per unit at 1,000 units',
  breakdownByCategory: { Components: 190, 'Board fabrication': 12, Assembly: 18 },
  volumeDiscountThresholds: { '5000': 205 },
  costOptimizationSuggestions: ['Ask for a quote on the GNSS module at 1,000 units'],
  unitCostLow: 180,
  unitCostHigh: 260,
  toolingCost: 1_800,
  confidenceLevel: 'medium',
  volumeCurve: [
    { volume: 100, unitCost: 300 },
    { volume: 1000, unitCost: 220 },
  ],
  assumptions: ['Prices at 1,000 units from distributors'],
};

const board = costEstimationResultSchema.parse({
  ...plain,
  breakdown: [
    { category: 'Components', unitCost: 190, basis: '24 lines of the bill of materials, 22 priced' },
    { category: 'Board fabrication', unitCost: 12, basis: '4 layers, 60 × 40 mm, $0.05/cm² at 1,000' },
    { category: 'Assembly', unitCost: 18, basis: '142 placements at $0.012 each, plus set-up' },
  ],
  figures: [
    { label: 'Board size', value: '60 × 40 mm', source: 'description' },
    { label: 'Board layers', value: '4', source: 'description' },
    { label: 'Components', value: '24 lines', source: 'bom' },
    { label: 'Yield', value: '97%', source: 'assumed' },
  ],
  confidenceReasons: ['Two lines of the bill of materials could not be placed'],
  raiseConfidence: ['Give the two unknown lines a part number', 'State the board size'],
  components: [
    { reference: 'U1', partNumber: 'ZED-F9P-04B', description: 'GNSS module RTK', quantity: 1, category: 'GNSS module (RTK)', unitCostLow: 140, unitCostHigh: 220 },
    { reference: 'R1, R2', partNumber: null, description: '10k 0402', quantity: 2, category: 'Resistor', unitCostLow: 0.002, unitCostHigh: 0.002 },
    { reference: 'X1', partNumber: 'ACME-7781', description: 'Custom bracket', quantity: 1, category: null, unitCostLow: null, unitCostHigh: null },
    { reference: null, partNumber: 'FOO-1', description: 'Widget', quantity: 3, category: null, unitCostLow: null, unitCostHigh: null },
  ],
});

const housing = costEstimationResultSchema.parse({
  ...plain,
  estimatedCostRange: '$21.00 - $29.00 per unit at 500 units',
  toolingOptions: [
    { option: 'Silicone moulds (urethane casting)', method: 'urethane_casting', toolingCost: 2_400, unitCost: 24.5, basis: 'About 20 castings a mould', chosen: true },
    { option: 'Aluminium mould, 1 cavity', method: 'injection_molding', toolingCost: 18_000, unitCost: 41.2, basis: 'Lead time 4-6 weeks', chosen: false },
  ],
});

const section = (testId: string) => within(screen.getByTestId(testId));

describe('the cost estimate', () => {
  it('shows what it rests on: confidence reasons, figures by source and the basis of each line', () => {
    renderWithApp(<CostResult result={board} volume={1000} />);
    expect(screen.getByText('Confidence: Medium')).toBeInTheDocument();
    const confidence = section('cost-confidence');
    expect(confidence.getByText('Why confidence is medium')).toBeInTheDocument();
    expect(confidence.getByText('Two lines of the bill of materials could not be placed')).toBeInTheDocument();
    expect(confidence.getByText('To raise it')).toBeInTheDocument();
    expect(confidence.getByText('State the board size')).toBeInTheDocument();

    const figures = section('cost-figures');
    expect(figures.getByText('What the estimate rests on')).toBeInTheDocument();
    const sourceOf = (label: string) => figures.getByText(label).closest('tr')!.querySelector('[data-source]');
    expect(sourceOf('Board layers')).toHaveTextContent('From the description');
    expect(sourceOf('Components')).toHaveTextContent('From the bill of materials');
    expect(sourceOf('Yield')).toHaveTextContent('Assumed');

    const breakdown = section('cost-breakdown');
    expect(breakdown.getByRole('columnheader', { name: 'Basis' })).toBeInTheDocument();
    const fabrication = breakdown.getByText('Board fabrication').closest('tr')!;
    expect(fabrication).toHaveTextContent('$12.00');
    expect(fabrication).toHaveTextContent('4 layers, 60 × 40 mm, $0.05/cm² at 1,000');
  });

  it('lists the components, marking the unrecognised lines and never pricing them', () => {
    renderWithApp(<CostResult result={board} volume={1000} />);
    const components = section('cost-components');
    expect(components.getByTestId('cost-components-unknown')).toHaveTextContent('2 of 4 lines not recognised: not priced');
    expect(components.getByText('ZED-F9P-04B').closest('tr')).toHaveTextContent('$140.00 - $220.00');
    expect(components.getByText('10k 0402').closest('tr')).toHaveTextContent('$0.002');
    for (const part of ['ACME-7781', 'FOO-1']) {
      const row = components.getByText(part).closest('tr')!;
      expect(row).toHaveTextContent('Not recognised — not priced');
      expect(row).toHaveTextContent('Not priced');
      expect(row.textContent).not.toMatch(/\$/);
    }
    expect(components.getAllByTestId('component-unknown')).toHaveLength(2);
    expect(screen.queryByTestId('cost-tooling-options')).toBeNull();
  });

  it('compares the tooling options at the volume, the chosen one marked', () => {
    renderWithApp(<CostResult result={housing} volume={500} />);
    const tooling = section('cost-tooling-options');
    expect(tooling.getByRole('columnheader', { name: 'Per unit at 500' })).toBeInTheDocument();
    const chosen = tooling.getByTestId('tooling-chosen').closest('tr')!;
    expect(chosen).toHaveTextContent('Silicone moulds (urethane casting)');
    expect(chosen).toHaveTextContent('$2,400');
    expect(chosen).toHaveTextContent('$24.50');
    expect(chosen).toHaveTextContent('About 20 castings a mould');
    expect(tooling.getAllByTestId('tooling-chosen')).toHaveLength(1);
    expect(tooling.getByText('Aluminium mould, 1 cavity').closest('tr')).toHaveTextContent('$18,000');
  });

  it('shows an answer kept before the basis existed as it always did', () => {
    renderWithApp(<CostResult result={costEstimationResultSchema.parse(plain)} volume={1000} />);
    expect(screen.getByText('Cost breakdown per unit')).toBeInTheDocument();
    expect(screen.getByText('Confidence: Medium')).toBeInTheDocument();
    for (const testId of ['cost-confidence', 'cost-figures', 'cost-breakdown', 'cost-components', 'cost-tooling-options']) expect(screen.queryByTestId(testId)).toBeNull();
  });
});
