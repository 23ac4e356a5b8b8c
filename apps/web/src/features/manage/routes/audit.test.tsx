import type { AuditEntry, AuditPage } from '@door/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '#web/i18n';
import { jsonReply, preloadOAuthClient, renderWithProviders } from '#web/test/render';

// The route module waits for the translations at its top level: it is loaded once they have started (setup.ts).
let ManageAuditRoute: typeof import('./audit').ManageAuditRoute;

const entry = (change: Partial<AuditEntry>): AuditEntry => ({
  AuditEntryId: '11111111-1111-4111-8111-111111111111',
  CreatedAt: '2026-11-20T09:00:00.000Z',
  ActorUserId: '22222222-2222-4222-8222-222222222222',
  ActorName: 'Olga Oem <olga@example.com>',
  Action: 'user.update',
  EntityType: 'user',
  EntityId: '33333333-3333-4333-8333-333333333333',
  EntityName: 'nina@example.com',
  Before: null,
  After: null,
  ...change,
});

const UPDATE = entry({
  Before: { Email: 'nina@example.com', Role: 'prod', IsOem: false, Address: { City: 'Celje' }, Logo: { Bytes: 10 } },
  After: {
    Email: 'nina@example.com',
    Role: 'admin',
    IsOem: true,
    Address: { City: 'Kranj' },
    Logo: { Bytes: 12.5, PictureHash: 'ab12' },
  },
});
const PUBLISH = entry({
  AuditEntryId: '44444444-4444-4444-8444-444444444444',
  Action: 'catalogue.publish',
  EntityType: 'catalogue',
  EntityName: 'Kovač',
  ActorName: '',
  After: { version: 3, note: 'Preise 2027' },
});

describe('the audit log', () => {
  beforeAll(async () => {
    await preloadOAuthClient();
    ({ ManageAuditRoute } = await import('./audit'));
    await i18n.changeLanguage('de');
  });

  afterAll(async () => {
    await i18n.changeLanguage('en');
  });

  beforeEach(() => {
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/v1/manage/audit') {
        const page: AuditPage = { Items: [UPDATE, PUBLISH], Total: 2, Page: 1, PageSize: 25 };
        return jsonReply(200, page);
      }
      return jsonReply(404, { Message: `unexpected ${url.pathname}` });
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('says each entry as a sentence in the page’s language, and what it changed by the fields’ names', async () => {
    renderWithProviders(
      <Suspense fallback={null}>
        <ManageAuditRoute />
      </Suspense>,
    );
    const table = await screen.findByTestId('manage-audit');
    await within(table).findByText('Olga Oem <olga@example.com> hat den Benutzer nina@example.com geändert');
    expect(within(table).getByText('Der Server hat den Katalog Kovač veröffentlicht')).toBeTruthy();
    expect(table.textContent).not.toMatch(/user\.update|catalogue\.publish|IsOem/);
    expect(within(table).getByText('Rolle, Hersteller (OEM), Adresse, Logo')).toBeTruthy();
  });

  it('opens an entry as a before → after table, with words and German numbers, whatever fields it has', async () => {
    renderWithProviders(
      <Suspense fallback={null}>
        <ManageAuditRoute />
      </Suspense>,
    );
    fireEvent.click(await screen.findByTestId(`audit-row-${UPDATE.AuditEntryId}`));
    const fields = await screen.findByTestId('audit-fields');
    const rowOf = (name: string) =>
      [...fields.querySelectorAll('tbody tr')].find((row) => row.querySelector('td')?.textContent === name)
        ?.textContent;
    expect(within(fields).getByText('Vorher')).toBeTruthy();
    expect(within(fields).getByText('Nachher')).toBeTruthy();
    expect(rowOf('Rolle')).toBe('RolleVerkaufVerkaufsleitung');
    expect(rowOf('Hersteller (OEM)')).toBe('Hersteller (OEM)NeinJa');
    expect(rowOf('Adresse › Ort')).toBe('Adresse › OrtCeljeKranj');
    // Fields the page has no name for (a picture's hash and size) are shown too, their keys in words.
    expect(rowOf('Logo › Bytes')).toBe('Logo › Bytes1012,5');
    expect(rowOf('Logo › Picture hash')).toBe('Logo › Picture hash—ab12');
    // Unchanged fields are not listed.
    expect(rowOf('E-Mail')).toBeUndefined();
  });
});
