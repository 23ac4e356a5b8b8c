import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#web/test/render';
import { TermDialog, termBodyOf } from './term-dialog';

const BPI = '3b2f9c1e-7a4d-4e8b-9c21-5d6f7a8b9c01';
const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const saveDisabled = () => (screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled;

describe('the payment term dialog', () => {
  it('asks for every field, checks the value and the sort order, and sends the value with a dot', async () => {
    const onSave = vi.fn();
    renderWithProviders(
      <Suspense fallback={null}>
        <TermDialog
          title="New payment term"
          withValue
          initial={{ Name: '', Description: '', Value: '', SortOrder: '' }}
          brandPartnerId={BPI}
          saving={false}
          onClose={() => {}}
          onSave={onSave}
        />
      </Suspense>,
    );
    await screen.findByLabelText(/Text/);
    type(/Text/, 'Predplačilo');
    expect(await screen.findByText('Please enter all required fields.')).toBeTruthy();
    type(/Description/, 'Pred dobavo');
    type(/Discount/, '1,234');
    type(/Sort order/, '-1');
    expect(await screen.findByText('Input number (two decimal places)')).toBeTruthy();
    expect(screen.getByText('Input a non-negative whole number')).toBeTruthy();
    expect(saveDisabled()).toBe(true);
    type(/Discount/, '5,5');
    type(/Sort order/, '2');
    await waitFor(() => expect(saveDisabled()).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const values = onSave.mock.calls[0]?.[0];
    expect(termBodyOf(BPI, values, true)).toEqual({
      BrandPartnerId: BPI,
      Name: 'Predplačilo',
      Description: 'Pred dobavo',
      Value: '5.5',
      SortOrder: '2',
    });
  });

  it('has no value field for a delivery term', async () => {
    renderWithProviders(
      <Suspense fallback={null}>
        <TermDialog
          title="New delivery term"
          withValue={false}
          initial={{ Name: 'Dobava', Description: 'V 6 tednih', Value: '', SortOrder: '1' }}
          brandPartnerId={BPI}
          saving={false}
          onClose={() => {}}
          onSave={() => {}}
        />
      </Suspense>,
    );
    await screen.findByLabelText(/Text/);
    expect(screen.queryByLabelText(/Discount/)).toBeNull();
    await waitFor(() => expect(saveDisabled()).toBe(false));
  });
});
