import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { chooseOption, fill } from '../../test-support/controls.ts';
import { renderWithApp } from '../../test-support/render-with-app.tsx';
import { CostForm, EMPTY_COST, type CostValues } from './ai-forms.tsx';

/** The labels of the options in the open Select list (antd draws the list virtually: only the first few). */
function openOptions(): string[] {
  const open = [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')].at(-1);
  return [...(open?.querySelectorAll<HTMLElement>('.ant-select-item-option') ?? [])].map((option) => option.getAttribute('title') ?? '');
}

function renderForm(initialValues: CostValues) {
  const user = userEvent.setup();
  const onSubmit = vi.fn<(values: CostValues) => Promise<void>>(async () => {});
  renderWithApp(<CostForm initialValues={initialValues} loading={false} onSubmit={onSubmit} />);
  return { user, onSubmit };
}

describe('the cost form', () => {
  it('offers the materials the chosen process takes', async () => {
    const { user } = renderForm({ ...EMPTY_COST, manufacturingMethod: 'fdm_printing' });
    await user.click(screen.getByLabelText('Materials'));
    await waitFor(() => expect(openOptions()).toEqual(['PLA', 'ABS', 'PETG', 'Polycarbonate (PC)', 'Nylon (PA12)']));
  });

  it('drops the materials a new process does not take, says which, and offers only FR-4 for PCB assembly', async () => {
    const { user, onSubmit } = renderForm({ ...EMPTY_COST, designDetails: 'Tracker board', manufacturingMethod: 'fdm_printing', materials: ['pla', 'abs'], volume: 500 });
    await chooseOption(user, screen.getByLabelText('Manufacturing method'), 'CNC machining');
    expect(await screen.findByTestId('cost-materials-removed')).toHaveTextContent('PLA removed: CNC machining does not use it');
    const materials = screen.getByLabelText('Materials').closest('.ant-select')!;
    expect(within(materials as HTMLElement).getByText('ABS')).toBeInTheDocument();

    await chooseOption(user, screen.getByLabelText('Manufacturing method'), 'PCB fabrication and assembly');
    await waitFor(() => expect(screen.getByTestId('cost-materials-removed')).toHaveTextContent('ABS removed: PCB fabrication and assembly does not use it'));
    await user.click(screen.getByLabelText('Materials'));
    await waitFor(() => expect(openOptions()).toEqual(['FR-4 (PCB laminate)']));
    await chooseOption(user, screen.getByLabelText('Materials'), 'FR-4 (PCB laminate)');
    // Choosing again clears the note: it said what the last change of process did.
    await waitFor(() => expect(screen.queryByTestId('cost-materials-removed')).toBeNull());

    await fill(user, screen.getByLabelText('Production volume (units)'), '1000');
    await user.click(screen.getByRole('button', { name: /Estimate Costs/ }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ manufacturingMethod: 'pcb_assembly', materials: ['fr4'], volume: 1000 });
  });

  it('names every material it drops', async () => {
    const { user } = renderForm({ ...EMPTY_COST, manufacturingMethod: 'cnc_machining', materials: ['aluminum_6061', 'stainless_304', 'brass_c360'] });
    await chooseOption(user, screen.getByLabelText('Manufacturing method'), 'Sheet metal fabrication');
    expect(await screen.findByTestId('cost-materials-removed')).toHaveTextContent('Brass C360 removed: Sheet metal fabrication does not use it');
    await chooseOption(user, screen.getByLabelText('Manufacturing method'), '3D printing (SLA resin)');
    await waitFor(() =>
      expect(screen.getByTestId('cost-materials-removed')).toHaveTextContent('Aluminium 6061 and Stainless steel 304 removed: 3D printing (SLA resin) does not use them'),
    );
  });
});
