import { describe, expect, it } from 'vitest';
import { configurationPath, cookieInfoPath, newConfigurationPath, overviewPath, withQuery } from './paths';

const ID = '11111111-1111-4111-8111-111111111111';
const BPI = '3b2f9c1e-7a4d-4e8b-9c21-5d6f7a8b9c01';

describe('paths', () => {
  it('builds step 2 and step 3 of a configuration with id and bpi, in that order', () => {
    expect(configurationPath({ configurationId: ID, brandPartnerId: BPI })).toBe(
      `/configurator/configuration?id=${ID}&bpi=${BPI}`,
    );
    expect(overviewPath({ configurationId: ID, brandPartnerId: BPI })).toBe(
      `/configurator/confirmation?id=${ID}&bpi=${BPI}`,
    );
  });

  it('leaves the brand partner out when none is given', () => {
    expect(configurationPath({ configurationId: ID })).toBe(`/configurator/configuration?id=${ID}`);
    expect(overviewPath({ configurationId: ID, brandPartnerId: null })).toBe(`/configurator/confirmation?id=${ID}`);
  });

  it('opens step 2 for a model picked in step 1', () => {
    expect(newConfigurationPath('part-7', BPI)).toBe(`/configurator/configuration?part=part-7&bpi=${BPI}`);
  });

  it('encodes query values and drops empty ones', () => {
    expect(withQuery('/x', { q: 'a&b c', empty: '', missing: undefined })).toBe('/x?q=a%26b+c');
    expect(withQuery('/x', {})).toBe('/x');
  });

  it('builds the cookie information of a language', () => {
    expect(cookieInfoPath('de')).toBe('/cookie-info/de');
  });
});
