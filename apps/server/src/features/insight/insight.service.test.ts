import { describe, expect, it } from 'vitest';
import type { UserCaller } from '#server/core/caller';
import type { CatalogueModel, LoadedVersion } from '#server/services/catalogue/catalogue-store';
import type { InsightRepository } from './insight.repository';
import { createInsightService } from './insight.service';

const OEM: UserCaller = {
  kind: 'user',
  userId: '00000000-0000-4000-8000-000000000001',
  email: 'oem@example.test',
  role: 'admin',
  partnerId: '00000000-0000-4000-8000-000000000002',
  isOem: true,
  isOemAdmin: false,
  isParentPartner: true,
  brandPartnerIds: [],
};
const PERIOD = {
  from: '2026-01-01',
  to: '2026-01-31',
  brandId: undefined,
  brandPartnerId: undefined,
  partnerId: undefined,
  salesmanUserId: undefined,
};
const BRAND = { brandId: 'b-1', brandName: 'Brand' };
const text = (en: string) => ({ sl: en, en, de: en, fr: en });

/** A compiled model as far as the top options read it: its parameters with their values. */
const modelOf = (parameters: { id: string; name: string; values: { id: string; name: string }[] }[]) =>
  ({
    def: {
      parameters: parameters.map((param) => ({
        id: param.id,
        names: { name: text(param.name), title: text(param.name), brandName: null },
        values: param.values.map((value) => ({ id: value.id, names: text(value.name), brandNames: null })),
      })),
    },
  }) as unknown as CatalogueModel;

describe('the top options', () => {
  it("name an option shared by a brand's models even when the rollup's model is not in its version", async () => {
    // A brand parameter "Finish" used by the old model (version 1 only) and the new one (version 2 only): the
    // rollup names "Finish: Oak" by the smallest model (the new) and the smallest version (1), which is no pair.
    const finish = { id: 'p-finish', name: 'Finish', values: [{ id: 'v-oak', name: 'Oak' }] };
    const models = new Map([
      ['v1/m-old', modelOf([finish])],
      ['v2/m-new', modelOf([finish])],
    ]);
    const versions = new Map([
      ['v1', { id: 'v1', ordered: [{ id: 'm-old' }] }],
      ['v2', { id: 'v2', ordered: [{ id: 'm-new' }] }],
    ]);
    const repository = {
      topChoices: async () => [
        {
          parameterId: 'p-finish',
          valueId: 'v-oak',
          configurations: 7,
          orders: 3,
          versionId: 'v1',
          modelId: 'm-new',
          ...BRAND,
        },
        // A value no version knows any more is left out, not named by its id.
        {
          parameterId: 'p-finish',
          valueId: 'v-gone',
          configurations: 2,
          orders: 1,
          versionId: 'v1',
          modelId: 'm-old',
          ...BRAND,
        },
      ],
    } as unknown as InsightRepository;
    const service = createInsightService({
      repository,
      store: {
        getVersion: async (versionId) => (versions.get(versionId) ?? null) as LoadedVersion | null,
        getModel: async (version, modelId) => models.get(`${version.id}/${modelId}`) ?? null,
        getModelOf: async (versionId, modelId) => models.get(`${versionId}/${modelId}`) ?? null,
      },
    });
    expect(await service.options(OEM, PERIOD, 'en')).toEqual({
      Rows: [
        {
          BrandId: 'b-1',
          BrandName: 'Brand',
          ParameterId: 'p-finish',
          ParameterName: 'Finish',
          ValueId: 'v-oak',
          ValueName: 'Oak',
          Configurations: 7,
          Orders: 3,
        },
      ],
    });
  });
});
