import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_LIST_PAGE_SIZE,
  documentListQuery,
  documentListSuffix,
  formatListDate,
  type ListState,
  readProjectParameter,
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
    expect(documentListSuffix(base)).toBe('myLimit');
    expect(documentListSuffix({ ...base, showAll: true })).toBe('my');
    expect(documentListSuffix({ ...base, includeArchived: true })).toBe('myAllLimit');
    expect(documentListSuffix({ ...base, view: 'all', includeArchived: true, showAll: true })).toBe('allAll');
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

  it('shows the last change as the server filters it, in UTC', () => {
    expect(formatListDate('2026-03-04T05:06:07.000Z')).toBe('2026-03-04 05:06');
    expect(formatListDate('not a date')).toBe('not a date');
  });
});
