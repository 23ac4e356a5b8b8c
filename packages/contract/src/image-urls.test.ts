import { describe, expect, it } from 'vitest';
import { API_PREFIX } from './constants';
import { configurationImageUrl, partImageUrl, withImageFormat } from './image-urls';

const CONFIGURATION_ID = '0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d';
const MODEL_ID = '11111111-2222-4333-8444-555555555555';
const BPI = '3b2f9c1e-7a4d-4e8b-9c21-5d6f7a8b9c01';
const VALUE_ID = '99999999-8888-4777-8666-555555555555';

describe('configurationImageUrl', () => {
  it('points below the API prefix with a base-36 time stamp of the last change', () => {
    const updatedAt = new Date('2026-11-22T10:00:00.000Z');
    expect(configurationImageUrl({ id: CONFIGURATION_ID, updatedAt })).toBe(
      `/api/v1/configurator/${CONFIGURATION_ID}/image?t=${updatedAt.getTime().toString(36)}`,
    );
  });

  it('changes when the configuration changes, so a browser fetches the new door', () => {
    const before = configurationImageUrl({ id: CONFIGURATION_ID, updatedAt: new Date(1_000) });
    const after = configurationImageUrl({ id: CONFIGURATION_ID, updatedAt: new Date(2_000) });
    expect(after).not.toBe(before);
  });
});

describe('partImageUrl', () => {
  it('builds a model picture in a size', () => {
    expect(partImageUrl({ partId: MODEL_ID, brandPartnerId: BPI, variant: 'xxl' })).toBe(
      `${API_PREFIX}/configurator/part/${MODEL_ID}/image?brandPartnerId=${BPI}&variant=xxl`,
    );
  });

  it('builds the picture of one parameter value', () => {
    expect(partImageUrl({ partId: MODEL_ID, brandPartnerId: BPI, variant: 'm', parameterValueId: VALUE_ID })).toBe(
      `${API_PREFIX}/configurator/part/${MODEL_ID}/image?brandPartnerId=${BPI}&variant=m&parameterValueId=${VALUE_ID}`,
    );
  });
});

describe('withImageFormat', () => {
  it('adds the format as the first or a further query parameter', () => {
    expect(withImageFormat('/api/v1/configurator/x/image', 'svg')).toBe('/api/v1/configurator/x/image?format=svg');
    expect(withImageFormat('/api/v1/configurator/x/image?t=1', 'svg')).toBe(
      '/api/v1/configurator/x/image?t=1&format=svg',
    );
  });

  it('keeps a format the address already names', () => {
    expect(withImageFormat('/image?format=png&t=1', 'svg')).toBe('/image?format=png&t=1');
    expect(withImageFormat('/image?t=1&format=png', 'svg')).toBe('/image?t=1&format=png');
  });

  it('does not mistake a parameter ending in "format" for the format', () => {
    expect(withImageFormat('/image?imageformat=x', 'svg')).toBe('/image?imageformat=x&format=svg');
  });
});
