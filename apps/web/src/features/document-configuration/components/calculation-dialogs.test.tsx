import { DISCOUNT_TYPE_IDS } from '@door/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#web/test/render';
import { CostDialog, DiscountDialog } from './calculation-dialogs';

const BPI = '3b2f9c1e-7a4d-4e8b-9c21-5d6f7a8b9c01';
const TYPES = [
  { TypeId: DISCOUNT_TYPE_IDS.percentage, Code: 'percentage', Name: 'Percentage' },
  { TypeId: DISCOUNT_TYPE_IDS.amount, Code: 'amount', Name: 'Amount' },
];

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => screen.getByRole('button', { name: 'Save' });

describe('the cost dialog', () => {
  it('shows missing fields, refuses a bad value, and sends a comma as a dot', async () => {
    const onSave = vi.fn();
    renderWithProviders(
      <Suspense fallback={null}>
        <CostDialog
          opened
          title="New cost"
          initial={{ Name: '', Value: '' }}
          brandPartnerId={BPI}
          saving={false}
          onClose={() => {}}
          onSave={onSave}
        />
      </Suspense>,
    );
    await screen.findByLabelText(/Name/);
    expect((save() as HTMLButtonElement).disabled).toBe(true);
    type(/Name/, 'Montaža');
    expect(await screen.findByText('Please enter all required fields.')).toBeTruthy();
    type(/Value/, '1,234');
    expect(await screen.findByText('Input number (two decimal places)')).toBeTruthy();
    expect((save() as HTMLButtonElement).disabled).toBe(true);
    type(/Value/, '150,5');
    await waitFor(() => expect((save() as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(save());
    expect(onSave).toHaveBeenCalledWith({ Name: 'Montaža', Value: '150,5' });
  });
});

describe('the discount dialog', () => {
  it('checks the percentage (−100..100, trailing % ignored) and the level 300 ms after typing, per type', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onSave = vi.fn();
    renderWithProviders(
      <Suspense fallback={null}>
        <DiscountDialog
          opened
          title="New discount"
          initial={{ Name: 'Akcija', Value: '', Level: '', TypeId: DISCOUNT_TYPE_IDS.percentage }}
          types={TYPES}
          brandPartnerId={BPI}
          saving={false}
          onClose={() => {}}
          onSave={onSave}
        />
      </Suspense>,
    );
    await screen.findByLabelText(/Value \(%\)/);
    type(/Value \(%\)/, '100,5');
    type(/Level/, '101');
    expect(screen.queryByText('Input number (-100 - 100, two decimal places)')).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(350);
    });
    expect(await screen.findByText('Input number (-100 - 100, two decimal places)')).toBeTruthy();
    expect(screen.getByText('Input number (0 - 100)')).toBeTruthy();
    expect((save() as HTMLButtonElement).disabled).toBe(true);
    type(/Value \(%\)/, '12,5 %');
    type(/Level/, '2');
    await waitFor(() => expect((save() as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(save());
    expect(onSave).toHaveBeenCalledWith({
      Name: 'Akcija',
      Value: '12,5 %',
      Level: '2',
      TypeId: DISCOUNT_TYPE_IDS.percentage,
    });
    vi.useRealTimers();
  });
});
