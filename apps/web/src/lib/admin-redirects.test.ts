import { describe, expect, it } from 'vitest';
import { adminRedirectOf } from './admin-redirects';

describe('admin page redirects (§6)', () => {
  it('lets admins and sales stay on every page of a current document', () => {
    for (const role of ['admin', 'prod'] as const) {
      for (const path of [
        '/admin/document/configurations',
        '/admin/document/document',
        '/admin/document/terms',
        '/admin/document/contact',
        '/admin/document/print',
        '/admin/document/history',
        '/admin/configuration/calculation',
        '/admin/configuration/position',
        '/admin/configuration/monter',
      ]) {
        expect(adminRedirectOf(path, role, true)).toBeNull();
      }
    }
  });

  it('sends installers from calculation and terms to monter, from print and contact to configurations', () => {
    expect(adminRedirectOf('/admin/configuration/calculation', 'mon', true)).toBe('/admin/configuration/monter');
    expect(adminRedirectOf('/admin/configuration', 'mon', true)).toBe('/admin/configuration/monter');
    expect(adminRedirectOf('/admin/Configuration/Configurator', 'mon', true)).toBe('/admin/configuration/monter');
    expect(adminRedirectOf('/admin/document/terms', 'mon', true)).toBe('/admin/configuration/monter');
    expect(adminRedirectOf('/admin/document/print', 'mon', true)).toBe('/admin/document/configurations');
    expect(adminRedirectOf('/admin/document/contact/', 'mon', true)).toBe('/admin/document/configurations');
  });

  it('sends installers from the pages no installer menu has (§2): history, position, costs, sales remarks', () => {
    expect(adminRedirectOf('/admin/document/history', 'mon', true)).toBe('/admin/document/configurations');
    for (const path of [
      '/admin/configuration/position',
      '/admin/configuration/costs',
      '/admin/configuration/remarks',
    ]) {
      expect(adminRedirectOf(path, 'mon', true)).toBe('/admin/configuration/monter');
    }
  });

  it('lets installers stay on document detail, configurations, images and monter', () => {
    for (const path of [
      '/admin/document/document',
      '/admin/document/configurations',
      '/admin/configuration/images',
      '/admin/configuration/monter',
    ]) {
      expect(adminRedirectOf(path, 'mon', true)).toBeNull();
    }
  });

  it('sends users who are neither admin nor installer from document detail to configurations', () => {
    expect(adminRedirectOf('/admin/document/document', null, true)).toBe('/admin/document/configurations');
  });

  it('sends every document and configuration page to the list when no document is current', () => {
    expect(adminRedirectOf('/admin/document/document', 'admin', false)).toBe('/admin');
    expect(adminRedirectOf('/admin/document/history', 'mon', false)).toBe('/admin');
    expect(adminRedirectOf('/admin/configuration/position', 'admin', false)).toBe('/admin');
    expect(adminRedirectOf('/admin/myProjects', 'admin', false)).toBeNull();
    expect(adminRedirectOf('/admin', 'mon', false)).toBeNull();
  });

  it('opens the management pages only to those who may use them, and sends everyone else home', () => {
    const oemAdmin = { oemAdmin: true };
    for (const path of [
      '/admin/manage/users',
      '/admin/manage/partners',
      '/admin/manage/brand-partners',
      '/admin/manage/audit',
      '/admin/manage/integrations',
    ]) {
      expect(adminRedirectOf(path, 'admin', false, oemAdmin)).toBeNull();
      expect(adminRedirectOf(path, 'prod', false)).toBe('/admin');
      expect(adminRedirectOf(path, 'mon', true)).toBe('/admin');
    }
    expect(adminRedirectOf('/admin/manage/users', 'admin', false)).toBeNull();
    expect(adminRedirectOf('/admin/Manage/Partners/', 'admin', false)).toBeNull();
    expect(adminRedirectOf('/admin/manage/brand-partners', 'admin', false)).toBe('/admin');
    expect(adminRedirectOf('/admin/manage/audit', 'admin', false)).toBe('/admin');
    expect(adminRedirectOf('/admin/manage/integrations', 'admin', false)).toBeNull();
    expect(adminRedirectOf('/admin/manage/unknown', 'admin', false, oemAdmin)).toBe('/admin');
  });

  it('opens the catalogue workbench, its prices and history to the manufacturer’s OEM admins only', () => {
    const oemAdmin = { oemAdmin: true };
    for (const path of ['/admin/catalogue', '/admin/catalogue/prices', '/admin/Catalogue/History/']) {
      expect(adminRedirectOf(path, 'admin', false, oemAdmin)).toBeNull();
      expect(adminRedirectOf(path, 'admin', false)).toBe('/admin');
      expect(adminRedirectOf(path, 'prod', true)).toBe('/admin');
      expect(adminRedirectOf(path, 'mon', false)).toBe('/admin');
    }
    expect(adminRedirectOf('/admin/catalogue/unknown', 'admin', false, oemAdmin)).toBe('/admin');
  });

  it('opens the sales dashboard and its documents to heads of sales and the manufacturer’s OEM users only', () => {
    for (const path of ['/admin/insight', '/admin/Insight/documents/']) {
      expect(adminRedirectOf(path, 'admin', false)).toBeNull();
      expect(adminRedirectOf(path, 'prod', false, { oemAdmin: false, oem: true })).toBeNull();
      expect(adminRedirectOf(path, 'prod', true)).toBe('/admin');
      expect(adminRedirectOf(path, 'mon', false)).toBe('/admin');
    }
  });
});
