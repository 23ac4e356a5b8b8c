import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { initI18n } from '#web/i18n';

// Mantine reads the colour-scheme media query; happy-dom has no matchMedia.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// Mantine's autosizing text areas listen for web fonts, which jsdom does not have.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

// The first render of a page loads its translations and lazy chunks; on two busy CI cores that can take seconds.
configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  await initI18n('en');
});

afterEach(() => {
  cleanup();
});
