import { type DoorDrawing, drawDoorSvg, drawSwatchSvg } from '@door/engine/door';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { svgToPng, svgToPngOrPlaceholder } from './door-png';

const base: DoorDrawing = {
  kind: 'entrance',
  widthMm: 1000,
  heightMm: 2100,
  leaves: 1,
  leafColor: '#383E42',
  frameColor: '#F1F0EA',
  surface: 'smooth',
  pattern: 'flush',
  glazing: 'strip',
  glassColor: '#CFE3EC',
  glassKind: 'satin',
  inlay: 'steel',
  handle: 'bar1200',
  handleColor: '#B8BCBF',
  hingeSide: 'left',
  opening: 'inward',
  sidePanel: 'right',
  sideWidthMm: 400,
  fanlight: false,
  fanlightHeightMm: 350,
  houseNumber: '12a',
};
const size = { width: 400, height: 600 };
const viewBox = (svg: string) => /viewBox="([^"]+)"/.exec(svg)?.[1]?.split(' ').map(Number) ?? [];

describe('drawing a door', () => {
  it('follows the proportions of width, height and side panels', () => {
    const narrow = viewBox(drawDoorSvg({ ...base, sidePanel: 'none' }, size));
    const wide = viewBox(drawDoorSvg({ ...base, leaves: 2, widthMm: 2000, sidePanel: 'both' }, size));
    expect((wide[2] as number) / (wide[3] as number)).toBeGreaterThan(
      ((narrow[2] as number) / (narrow[3] as number)) * 2,
    );
  });

  it('draws what was chosen: colour, glass, handle side, hinges only when opening outward, house number', () => {
    const svg = drawDoorSvg(base, size);
    expect(svg).toContain('fill="#383E42"');
    expect(svg).toContain('url(#glass)');
    expect(svg).toContain('>12a</text>');
    expect(svg).not.toContain('rx="8" fill=');
    expect(drawDoorSvg({ ...base, opening: 'outward' }, size)).toContain('rx="8" fill=');
    expect(drawDoorSvg({ ...base, glazing: 'none' }, size)).not.toContain('url(#glass)" ');
    expect(drawDoorSvg({ ...base, houseNumber: '<b>' }, size)).toContain('&lt;b&gt;');
  });

  it('renders different doors to different PNGs of the asked size', async () => {
    const first = await svgToPng(drawDoorSvg(base, size));
    const second = await svgToPng(
      drawDoorSvg(
        { ...base, kind: 'interior', pattern: 'panels4', leafColor: '#B07A43', surface: 'woodgrain', glazing: 'none' },
        size,
      ),
    );
    expect(first.subarray(1, 4).toString()).toBe('PNG');
    expect(first.readUInt32BE(16)).toBe(400);
    expect(first.readUInt32BE(20)).toBe(600);
    expect(first.equals(second)).toBe(false);
    expect((await svgToPng(drawSwatchSvg('#5E2028', { width: 120, height: 120 }))).readUInt32BE(16)).toBe(120);
  });

  it('falls back to the placeholder picture when drawing fails', async () => {
    const result = await svgToPngOrPlaceholder(() => {
      throw new Error('broken drawing');
    }, size);
    expect(result.isPlaceholder).toBe(true);
    expect(result.png.subarray(1, 4).toString()).toBe('PNG');
  });

  it('renders any drawing, close-ups included, without failing (resvg 2.6 panics on layers outside the picture)', async () => {
    const drawing = fc.record({
      kind: fc.constantFrom<DoorDrawing['kind'][]>('entrance', 'interior', 'glass'),
      widthMm: fc.integer({ min: -100, max: 6000 }),
      heightMm: fc.integer({ min: -100, max: 5000 }),
      leaves: fc.constantFrom<(1 | 2)[]>(1, 2),
      pattern: fc.constantFrom<DoorDrawing['pattern'][]>(
        'flush',
        'panels2',
        'panels4',
        'panels6',
        'grooves-h',
        'grooves-v',
        'frame',
        'glass',
      ),
      glazing: fc.constantFrom<DoorDrawing['glazing'][]>(
        'none',
        'strip',
        'side-strip',
        'square',
        'three-squares',
        'porthole',
        'arch',
        'large',
        'full',
      ),
      glassKind: fc.constantFrom<DoorDrawing['glassKind'][]>('clear', 'satin', 'ornament', 'grey', 'triple'),
      handle: fc.constantFrom<DoorDrawing['handle'][]>('lever', 'knob', 'bar600', 'bar1200', 'flush'),
      sidePanel: fc.constantFrom<DoorDrawing['sidePanel'][]>('none', 'left', 'right', 'both'),
      sideWidthMm: fc.integer({ min: -10, max: 3000 }),
      fanlight: fc.boolean(),
      leafColor: fc.constantFrom('#383E42', 'not a colour'),
      opening: fc.constantFrom<DoorDrawing['opening'][]>('inward', 'outward'),
      hingeSide: fc.constantFrom<DoorDrawing['hingeSide'][]>('left', 'right'),
      houseNumber: fc.string({ maxLength: 6 }),
    });
    // svgToPng rejects when the renderer fails (a panic ends its process): every drawing renders, none is left to the
    // placeholder.
    await fc.assert(
      fc.asyncProperty(drawing, fc.constantFrom<('door' | 'handle')[]>('door', 'handle'), async (changes, focus) => {
        const png = await svgToPng(drawDoorSvg({ ...base, ...changes }, { width: 120, height: 120 }, focus));
        expect(png.subarray(1, 4).toString()).toBe('PNG');
      }),
      { numRuns: 80 },
    );
  });
});
