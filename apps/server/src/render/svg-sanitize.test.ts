import { describe, expect, it } from 'vitest';
import { sanitizeSvg } from './svg-sanitize';

describe('sanitizeSvg', () => {
  it('keeps the drawing: shapes, gradients, internal references, text', () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs><rect width="10" height="10" fill="url(#g)"/><text x="1" y="9">ALPINA</text></svg>`;
    const clean = sanitizeSvg(svg) ?? '';
    expect(clean).toContain('<rect width="10" height="10" fill="url(#g)"');
    expect(clean).toContain('<stop offset="0" stop-color="#fff"');
    expect(clean).toContain('>ALPINA</text>');
  });

  it('drops scripts, event handlers, foreign objects, style sheets and references outside the file', () => {
    const svg = `<svg viewBox="0 0 10 10" onload="alert(1)"><script>alert(2)</script><style>rect{fill:url(https://x.test/a)}</style><foreignObject><div>x</div></foreignObject><a href="javascript:alert(3)"><rect width="1" height="1"/></a><use href="https://evil.test/x.svg#a"/><image href="https://evil.test/p.png"/><rect width="2" height="2" fill="url(https://evil.test/#p)" onclick="alert(4)"/><circle r="1" SCRIPT="x"/></svg>`;
    const clean = sanitizeSvg(svg) ?? '';
    for (const bad of [
      'onload',
      'alert',
      'script',
      'style',
      'foreignObject',
      'javascript',
      'evil.test',
      'image',
      'onclick',
      '<a',
    ]) {
      expect(clean.toLowerCase(), bad).not.toContain(bad.toLowerCase());
    }
    expect(clean).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(clean).toContain('<circle r="1"');
  });

  it('refuses what is not a well-formed SVG document', () => {
    expect(sanitizeSvg('<svg><rect></svg>')).toBeNull();
    expect(sanitizeSvg('<html><body/></html>')).toBeNull();
    expect(sanitizeSvg('\x89PNG not xml')).toBeNull();
  });
});
