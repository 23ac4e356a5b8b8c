import type { ManageScope } from '@door/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '#web/lib/api-client';
import { renderWithProviders } from '#web/test/render';
import { NO_PARENT, newPartnerValues, PartnerDialog, type PartnerFormValues } from './partner-dialog';

const DISTRIBUTOR = '4a653f2e-ad14-41ff-9869-40a6cc19f872';
const DEALER = '5b764a3f-be25-42aa-8a7a-51b7dd2a0f83';

/** The manufacturer's OEM admin: every partner, and "none" (a partner at the top of the network). */
const oemAdmin: ManageScope = {
  CanManageUsers: true,
  CanManagePartners: true,
  CanManageBrandPartners: true,
  CanReadAudit: true,
  GrantableRoles: ['admin', 'prod', 'mon'],
  GrantableFlags: { IsOem: true, IsOemAdmin: true, IsParentPartner: true },
  Partners: [
    { PartnerId: DISTRIBUTOR, Name: 'Alpina Prodaja d.o.o.', ParentPartnerId: null },
    { PartnerId: DEALER, Name: 'Mizarstvo Novak s.p.', ParentPartnerId: DISTRIBUTOR },
  ],
  BrandPartners: [],
  Brands: [],
};

const renderDialog = (
  scope: ManageScope,
  onSave: (values: PartnerFormValues) => void,
  saveError: { error: unknown; values: PartnerFormValues } | null = null,
) =>
  renderWithProviders(
    <Suspense fallback={null}>
      <PartnerDialog
        scope={scope}
        partner={null}
        initial={saveError?.values ?? newPartnerValues(scope)}
        saving={false}
        saveError={saveError}
        onClose={() => {}}
        onSave={onSave}
      />
    </Suspense>,
  );

const parentInput = () => screen.getByTestId('partner-parent') as HTMLInputElement;

const pick = async (name: string) => {
  fireEvent.click(parentInput());
  fireEvent.click(await screen.findByRole('option', { name, hidden: true }));
};

describe('the partner dialog', { timeout: 30_000 }, () => {
  it('assumes no parent, keeps a chosen one when it is picked again, and saves it', async () => {
    const onSave = vi.fn();
    renderDialog(oemAdmin, onSave);
    await screen.findByLabelText(/^Name/);
    // Nothing is assumed: the parent is empty and Save waits for a choice.
    expect(parentInput().value).toBe('');
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Vrata Kranj d.o.o.' } });
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    expect(await screen.findByText('Required')).toBeTruthy();

    await pick('Mizarstvo Novak s.p.');
    expect(parentInput().value).toBe('Mizarstvo Novak s.p.');
    // Picking the chosen entry again does not clear it (it would silently make a top-level partner).
    await pick('Mizarstvo Novak s.p.');
    expect(parentInput().value).toBe('Mizarstvo Novak s.p.');

    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ Name: 'Vrata Kranj d.o.o.', ParentPartnerId: DEALER });
  });

  it('offers "none" to an OEM admin as a choice of its own, never as an empty field', async () => {
    renderDialog(oemAdmin, vi.fn());
    await screen.findByLabelText(/^Name/);
    await pick('None (top of the network)');
    expect(parentInput().value).toBe('None (top of the network)');
  });

  it('offers a head of sales only the partners it manages, without "none"', async () => {
    const headOfSales = { ...oemAdmin, CanManageBrandPartners: false, CanReadAudit: false };
    renderDialog(headOfSales, vi.fn());
    await screen.findByLabelText(/^Name/);
    fireEvent.click(parentInput());
    const listbox = await screen.findByRole('listbox', { hidden: true });
    expect(
      within(listbox)
        .getAllByRole('option', { hidden: true })
        .map((option) => option.textContent),
    ).toEqual(['Alpina Prodaja d.o.o.', 'Mizarstvo Novak s.p.']);
  });

  it('shows a refusal that names the parent at the parent field, until it changes', async () => {
    const values = { ...newPartnerValues(oemAdmin), Name: 'Fremd', ParentPartnerId: DEALER };
    const error = new ApiError('The parent partner must be one of the partners you manage.', {
      status: 403,
      detail: 'ParentPartnerId',
    });
    renderDialog(oemAdmin, vi.fn(), { error, values });
    const message = await screen.findByText('The parent partner must be one of the partners you manage.');
    expect(parentInput().getAttribute('aria-describedby') ?? '').toContain(message.id);
    await pick('Alpina Prodaja d.o.o.');
    await waitFor(() => expect(screen.queryByText(/must be one of the partners you manage/)).toBeNull());
    expect(NO_PARENT).not.toBe('');
  });
});
