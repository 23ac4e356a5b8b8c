import { describe, expect, it } from 'vitest';
import { svgToPng } from './door-png';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

describe('svgToPng', () => {
  it('renders a cropped close-up whose shadow lies outside the picture without crashing the process', () => {
    // resvg 2.6 aborts the process on layers with an empty canvas box; this is the shape of the handle close-ups.
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="986.6 1099.6 560 560">' +
      '<defs><filter id="blur"><feGaussianBlur stdDeviation="8"/></filter></defs>' +
      '<rect x="1000" y="1100" width="300" height="300" fill="#8a5a36"/>' +
      '<ellipse cx="841.6" cy="2459.6" rx="638" ry="28" fill="#000" opacity="0.18" filter="url(#blur)"/></svg>';
    expect(svgToPng(svg).subarray(0, 4)).toEqual(PNG_SIGNATURE);
  });
});
