import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_LIST_PAGE_SIZE,
  documentListCall,
  documentListQuery,
  type ListState,
  listPresetQuery,
  readListPreset,
  readProjectParameter,
  serverDateFilter,
} from './list-query';

const base: ListState = {
  view: 'my',
  includeArchived: false,
  showAll: false,
  filters: {},
  sort: null,
  pageIndex: 0,
  project: null,
};

describe('document list query', () => {
  it('names the call by view, include archived (All) and show all off (Limit), as §7 writes it', () => {
    expect(documentListCall(base)).toBe('listDocumentsMyLimit');
    expect(documentListCall({ ...base, showAll: true })).toBe('listDocumentsMy');
    expect(documentListCall({ ...base, includeArchived: true })).toBe('listDocumentsMyAllLimit');
    expect(documentListCall({ ...base, view: 'all', includeArchived: true, showAll: true })).toBe(
      'listDocumentsAllAll',
    );
  });

  it('asks for the first page of 10 rows with no sort or filter by default', () => {
    expect(DOCUMENT_LIST_PAGE_SIZE).toBe(10);
    expect(documentListQuery(base)).toEqual({ page: 1, pageSize: 10 });
  });

  it('turns filters, sort, page and project preset into the server parameters, leaving out empty filters', () => {
    expect(
      documentListQuery({
        ...base,
        filters: { DocumentNumber: ' 2026- ', CompanyName: '', Commission: '   ' },
        sort: { column: 'TotalPriceWithTax', desc: true },
        pageIndex: 2,
        project: 17,
      }),
    ).toEqual({
      page: 3,
      pageSize: 10,
      sort: 'TotalPriceWithTax',
      order: 'desc',
      project: 17,
      'filter[DocumentNumber]': '2026-',
    });
    expect(documentListQuery({ ...base, sort: { column: 'DocumentLastChanged', desc: false } })).toMatchObject({
      sort: 'DocumentLastChanged',
      order: 'asc',
    });
  });

  it('sends a price filter typed as shown (de-DE) in the form the server filters on', () => {
    expect(documentListQuery({ ...base, filters: { TotalPriceWithTax: '1.234,5' } })).toMatchObject({
      'filter[TotalPriceWithTax]': '1234.5',
    });
    expect(documentListQuery({ ...base, filters: { TotalPriceWithTax: '99 €' } })).toMatchObject({
      'filter[TotalPriceWithTax]': '99',
    });
  });

  it('reads ?project= as a project number and ignores anything else', () => {
    expect(readProjectParameter('42')).toBe(42);
    expect(readProjectParameter(' 7 ')).toBe(7);
    expect(readProjectParameter(null)).toBeNull();
    expect(readProjectParameter('abc')).toBeNull();
    expect(readProjectParameter('-1')).toBeNull();
    expect(readProjectParameter('99999999999')).toBeNull();
  });

  it('sends a day typed as the list shows it, in any language, in the form the server filters on', () => {
    expect(serverDateFilter('24.11.2026')).toBe('2026-11-24');
    expect(serverDateFilter('24/11/2026, 14:05')).toBe('2026-11-24');
    expect(serverDateFilter('04. 03. 2026')).toBe('2026-03-04');
    expect(serverDateFilter('4.3.')).toBe('-03-04');
    expect(serverDateFilter('11/2026')).toBe('2026-11');
    expect(serverDateFilter('2026')).toBe('2026');
    expect(documentListQuery({ ...base, filters: { DocumentLastChanged: '24.11.2026' } })).toMatchObject({
      'filter[DocumentLastChanged]': '2026-11-24',
    });
  });

  it('reads and writes the presets of a link to one document in a list', () => {
    const query = listPresetQuery({ document: '2026-00001', includeArchived: true, showAll: false });
    expect(query).toEqual({ document: '2026-00001', archived: '1', all: null });
    const search = new URLSearchParams({ document: '2026-00001', archived: '1' });
    expect(readListPreset(search)).toEqual({ document: '2026-00001', includeArchived: true, showAll: false });
  });
});
