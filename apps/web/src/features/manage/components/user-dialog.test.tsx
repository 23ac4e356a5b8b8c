import type { ManageScope } from '@door/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#web/test/render';
import { newUserValues, UserDialog } from './user-dialog';

const BPI = '3b2f9c1e-7a4d-4e8b-9c21-5d6f7a8b9c01';
const PARTNER = '4a653f2e-ad14-41ff-9869-40a6cc19f872';

/** What a head of sales may grant: its roles, the parent-partner flag, its one storefront. */
const headOfSales: ManageScope = {
  CanManageUsers: true,
  CanManagePartners: true,
  CanManageBrandPartners: false,
  CanReadAudit: false,
  GrantableRoles: ['admin', 'prod', 'mon'],
  GrantableFlags: { IsOem: false, IsOemAdmin: false, IsParentPartner: true },
  Partners: [{ PartnerId: PARTNER, Name: 'Alpina Prodaja d.o.o.', ParentPartnerId: null }],
  BrandPartners: [{ BrandPartnerId: BPI, Title: 'Alpina Vrata', BrandName: 'Alpina' }],
  Brands: [],
};

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the user dialog', () => {
  it('offers only what the manager may grant, checks the e-mail, and sends a new user without any password', async () => {
    const onSave = vi.fn();
    renderWithProviders(
      <Suspense fallback={null}>
        <UserDialog
          scope={headOfSales}
          initial={newUserValues(headOfSales, 'en')}
          isNew
          saving={false}
          onClose={() => {}}
          onSave={onSave}
        />
      </Suspense>,
    );
    await screen.findByLabelText(/First name/);
    expect((screen.getByLabelText(/OEM admin/) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText(/Manufacturer staff/) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText(/child partners/) as HTMLInputElement).disabled).toBe(false);
    expect(screen.getByText(/link to set a password/)).toBeTruthy();
    type(/First name/, 'Vera');
    type(/Last name/, 'Verkauf');
    type(/E-mail/, 'vera');
    fireEvent.blur(screen.getByLabelText(/E-mail/));
    expect(await screen.findByText('Not an e-mail address')).toBeTruthy();
    type(/E-mail/, 'vera@example.com');
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    const values = onSave.mock.calls[0]?.[0];
    expect(values).toMatchObject({
      Email: 'vera@example.com',
      Role: 'prod',
      PartnerId: PARTNER,
      BrandPartnerIds: [BPI],
    });
    expect(JSON.stringify(values)).not.toMatch(/password/i);
  });
});
