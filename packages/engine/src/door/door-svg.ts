import { brightness, mix } from '@door/contract';

/** Leaf patterns a model can have. */
export type LeafPattern = 'flush' | 'panels2' | 'panels4' | 'panels6' | 'grooves-h' | 'grooves-v' | 'frame' | 'glass';
/** Glazing cut-outs a model can have. */
export type Glazing =
  | 'none'
  | 'strip'
  | 'side-strip'
  | 'square'
  | 'three-squares'
  | 'porthole'
  | 'arch'
  | 'large'
  | 'full';

/** Everything the drawing needs, read from the choices and the model's design. */
export type DoorDrawing = {
  kind: 'entrance' | 'interior' | 'glass';
  widthMm: number;
  heightMm: number;
  leaves: 1 | 2;
  leafColor: string;
  frameColor: string;
  surface: 'smooth' | 'fine' | 'woodgrain';
  pattern: LeafPattern;
  /** 'none' when the configuration has no glass. */
  glazing: Glazing;
  glassColor: string;
  glassKind: 'clear' | 'satin' | 'ornament' | 'grey' | 'triple';
  inlay: 'none' | 'steel' | 'black';
  handle: 'lever' | 'knob' | 'bar600' | 'bar1200' | 'flush';
  handleColor: string;
  hingeSide: 'left' | 'right';
  opening: 'inward' | 'outward';
  sidePanel: 'none' | 'left' | 'right' | 'both';
  sideWidthMm: number;
  fanlight: boolean;
  fanlightHeightMm: number;
  houseNumber: string;
};

/** What part of the drawing to show: the whole door, or a close-up of the handle. */
export type DrawingFocus = 'door' | 'handle';

const clampNumber = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] as string,
  );

const n = (value: number) => Math.round(value * 10) / 10;
const rect = (x: number, y: number, w: number, h: number, attrs: string) =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(Math.max(0, w))}" height="${n(Math.max(0, h))}" ${attrs}/>`;

type Box = { x: number; y: number; w: number; h: number };

/** Glass fill with a reflection, its bead, and a texture for satin and ornament glass. */
const glassPane = (box: Box, d: DoorDrawing, beadColor: string, shape: 'rect' | 'circle' | 'arch' = 'rect'): string => {
  const { x, y, w, h } = box;
  let outline: string;
  if (shape === 'circle') {
    const r = Math.min(w, h) / 2;
    outline = `<circle cx="${n(x + w / 2)}" cy="${n(y + h / 2)}" r="${n(r)}" ATTR/>`;
  } else if (shape === 'arch') {
    const r = w / 2;
    outline = `<path d="M${n(x)} ${n(y + h)} V${n(y + r)} A${n(r)} ${n(r)} 0 0 1 ${n(x + w)} ${n(y + r)} V${n(y + h)} Z" ATTR/>`;
  } else {
    outline = `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" ATTR/>`;
  }
  // No clip paths: resvg can fail on a clipped group that lies outside the canvas (handle close-ups), so the texture
  // takes the pane's own outline and the reflection is drawn only where it stays inside the pane.
  const texture =
    d.glassKind === 'satin'
      ? outline.replace('ATTR', 'fill="#ffffff" opacity="0.3"')
      : d.glassKind === 'ornament'
        ? outline.replace('ATTR', 'fill="url(#ornament)" opacity="0.8"')
        : '';
  const shine = d.glassKind === 'grey' ? 0.12 : 0.22;
  const reflection =
    shape === 'rect'
      ? `<path d="M${n(x + w * 0.08)} ${n(y + h)} L${n(x + w * 0.55)} ${n(y)} L${n(x + w * 0.72)} ${n(y)} L${n(x + w * 0.25)} ${n(y + h)} Z" fill="#ffffff" opacity="${shine}"/>`
      : `<ellipse cx="${n(x + w * 0.38)}" cy="${n(y + h * 0.42)}" rx="${n(w * 0.12)}" ry="${n(h * 0.26)}" transform="rotate(30 ${n(x + w * 0.38)} ${n(y + h * 0.42)})" fill="#ffffff" opacity="${shine}"/>`;
  const triple =
    d.glassKind === 'triple'
      ? outline.replace(
          'ATTR',
          `fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="${n(Math.min(w, h) * 0.02 + 2)}"`,
        )
      : '';
  return [
    outline.replace('ATTR', `fill="url(#glass)"`),
    texture,
    reflection,
    triple,
    outline.replace('ATTR', `fill="none" stroke="${beadColor}" stroke-width="14"`),
  ].join('');
};

/** Raised panel with a bevel: light on the top and left, dark on the bottom and right. */
const raisedPanel = (box: Box, color: string) => {
  const { x, y, w, h } = box;
  const b = Math.min(40, Math.min(w, h) * 0.15);
  return [
    rect(x, y, w, h, `fill="${mix(color, -0.06)}"`),
    `<path d="M${n(x)} ${n(y)} H${n(x + w)} L${n(x + w - b)} ${n(y + b)} H${n(x + b)} V${n(y + h - b)} L${n(x)} ${n(y + h)} Z" fill="${mix(color, 0.18)}"/>`,
    `<path d="M${n(x + w)} ${n(y)} V${n(y + h)} H${n(x)} L${n(x + b)} ${n(y + h - b)} H${n(x + w - b)} V${n(y + b)} Z" fill="${mix(color, -0.22)}"/>`,
    rect(x + b, y + b, w - 2 * b, h - 2 * b, `fill="${color}"`),
  ].join('');
};

const groove = (x1: number, y1: number, x2: number, y2: number, color: string) =>
  `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${mix(color, -0.35)}" stroke-width="9"/>` +
  `<line x1="${n(x1 + (y1 === y2 ? 0 : 7))}" y1="${n(y1 + (y1 === y2 ? 7 : 0))}" x2="${n(x2 + (y1 === y2 ? 0 : 7))}" y2="${n(y2 + (y1 === y2 ? 7 : 0))}" stroke="${mix(color, 0.25)}" stroke-width="4"/>`;

/** The leaf's pattern and glazing, drawn inside the leaf box. */
const leafDesign = (leaf: Box, d: DoorDrawing, handleSide: 'left' | 'right'): string => {
  const { x, y, w, h } = leaf;
  const parts: string[] = [];
  const color = d.leafColor;
  const bead = mix(color, -0.3);
  const hasGlass = d.glazing !== 'none';
  const cx = x + w / 2;
  // Patterns.
  if (d.pattern === 'panels2' || d.pattern === 'panels4' || d.pattern === 'panels6') {
    const cols = d.pattern === 'panels2' ? 1 : 2;
    const rows = d.pattern === 'panels6' ? 3 : 2;
    const m = w * 0.14;
    const gap = w * 0.08;
    const pw = (w - 2 * m - (cols - 1) * gap) / cols;
    const top = y + h * 0.08;
    const usable = h * 0.84;
    const heights = rows === 2 ? [usable * 0.42, usable * 0.5] : [usable * 0.24, usable * 0.3, usable * 0.34];
    let cy = top;
    heights.forEach((ph, row) => {
      for (let col = 0; col < cols; col += 1) {
        const box = { x: x + m + col * (pw + gap), y: cy, w: pw, h: ph };
        const glassHere =
          hasGlass && row === 0 && (d.glazing === 'square' || d.glazing === 'arch' || d.glazing === 'large');
        if (glassHere) {
          parts.push(rect(box.x - 10, box.y - 10, box.w + 20, box.h + 20, `fill="${mix(color, -0.15)}"`));
          parts.push(glassPane(box, d, bead, d.glazing === 'arch' && cols === 1 ? 'arch' : 'rect'));
        } else {
          parts.push(raisedPanel(box, color));
        }
      }
      cy += ph + gap;
    });
  } else if (d.pattern === 'grooves-h') {
    for (let i = 1; i <= 7; i += 1) {
      const gy = y + (h * i) / 8;
      parts.push(groove(x + w * 0.08, gy, x + w * 0.92, gy, color));
    }
  } else if (d.pattern === 'grooves-v') {
    for (let i = 1; i <= 3; i += 1) {
      const gx = x + (w * i) / 4;
      parts.push(groove(gx, y + h * 0.06, gx, y + h * 0.94, color));
    }
  } else if (d.pattern === 'frame') {
    const m = w * 0.16;
    parts.push(rect(x + m - 8, y + m - 8, w - 2 * m + 16, h - 2 * m - h * 0.02 + 16, `fill="${mix(color, -0.25)}"`));
    parts.push(rect(x + m, y + m, w - 2 * m, h - 2 * m - h * 0.02, `fill="${mix(color, -0.05)}"`));
  }
  // Glazing cut-outs (panels draw their own glass).
  const panelled = d.pattern === 'panels2' || d.pattern === 'panels4' || d.pattern === 'panels6';
  if (hasGlass && !(panelled && (d.glazing === 'square' || d.glazing === 'arch' || d.glazing === 'large'))) {
    const frameFor = (box: Box, shape: 'rect' | 'circle' | 'arch' = 'rect') => {
      const pad = 16;
      const surround =
        shape === 'circle'
          ? `<circle cx="${n(box.x + box.w / 2)}" cy="${n(box.y + box.h / 2)}" r="${n(Math.min(box.w, box.h) / 2 + pad)}" fill="${mix(color, -0.2)}"/>`
          : rect(box.x - pad, box.y - pad, box.w + 2 * pad, box.h + 2 * pad, `fill="${mix(color, -0.2)}"`);
      parts.push(surround + glassPane(box, d, bead, shape));
    };
    const awayFromHandle = handleSide === 'right' ? x + w * 0.2 : x + w * 0.8;
    switch (d.glazing) {
      case 'strip':
        frameFor({ x: awayFromHandle - w * 0.06, y: y + h * 0.12, w: w * 0.12, h: h * 0.76 });
        break;
      case 'side-strip':
        frameFor({ x: handleSide === 'right' ? x + w * 0.78 : x + w * 0.1, y: y + h * 0.08, w: w * 0.12, h: h * 0.84 });
        break;
      case 'square':
        frameFor({ x: cx - w * 0.22, y: y + h * 0.14, w: w * 0.44, h: w * 0.44 });
        break;
      case 'three-squares':
        for (let i = 0; i < 3; i += 1) {
          frameFor({ x: cx - w * 0.1, y: y + h * (0.14 + i * 0.13), w: w * 0.2, h: w * 0.2 });
        }
        break;
      case 'porthole':
        frameFor({ x: cx - w * 0.18, y: y + h * 0.16, w: w * 0.36, h: w * 0.36 }, 'circle');
        break;
      case 'arch':
        frameFor({ x: cx - w * 0.28, y: y + h * 0.08, w: w * 0.56, h: h * 0.36 }, 'arch');
        break;
      case 'large':
        frameFor({ x: x + w * 0.18, y: y + h * 0.12, w: w * 0.64, h: h * 0.5 });
        break;
      case 'full':
        frameFor({ x: x + w * 0.14, y: y + h * 0.08, w: w * 0.72, h: h * 0.82 });
        break;
      default:
        break;
    }
  }
  // Decorative inlays: three thin strips on the handle side.
  if (d.inlay !== 'none') {
    const ink = d.inlay === 'steel' ? 'url(#steel)' : '#121212';
    const sx = handleSide === 'right' ? x + w * 0.62 : x + w * 0.1;
    for (let i = 0; i < 3; i += 1) {
      parts.push(rect(sx, y + h * (0.62 + i * 0.05), w * 0.28, 12, `fill="${ink}"`));
    }
  }
  return parts.join('');
};

/** The handle, drawn at 1050 mm above the floor on the given edge of the leaf. */
const handleShape = (leaf: Box, floorY: number, d: DoorDrawing, side: 'left' | 'right'): string => {
  const hx = side === 'right' ? leaf.x + leaf.w - 75 : leaf.x + 75;
  const hy = floorY - 1050;
  const metal = d.handleColor;
  const dir = side === 'right' ? -1 : 1;
  const light = mix(metal, 0.35);
  const dark = mix(metal, -0.35);
  switch (d.handle) {
    case 'knob':
      return `<circle cx="${n(hx)}" cy="${n(hy)}" r="38" fill="${dark}"/><circle cx="${n(hx)}" cy="${n(hy)}" r="30" fill="${metal}"/><circle cx="${n(hx - 8)}" cy="${n(hy - 8)}" r="10" fill="${light}" opacity="0.8"/>`;
    case 'bar600':
    case 'bar1200': {
      const len = d.handle === 'bar600' ? 600 : 1200;
      const bx = hx - 16;
      const top = hy - len / 2;
      return (
        rect(bx + 8, top + 60, 16, 14, `fill="${dark}"`) +
        rect(bx + 8, top + len - 74, 16, 14, `fill="${dark}"`) +
        `<rect x="${n(bx - 2)}" y="${n(top + 4)}" width="36" height="${len}" rx="16" fill="#000" opacity="0.18"/>` +
        `<rect x="${n(bx)}" y="${n(top)}" width="32" height="${len}" rx="16" fill="${metal}"/>` +
        rect(bx + 6, top + 14, 7, len - 28, `fill="${light}" opacity="0.7"`)
      );
    }
    case 'flush':
      return (
        `<rect x="${n(hx - 22)}" y="${n(hy - 200)}" width="44" height="400" rx="22" fill="${mix(d.leafColor, -0.45)}"/>` +
        `<rect x="${n(hx - 14)}" y="${n(hy - 190)}" width="28" height="380" rx="14" fill="${metal}" opacity="0.85"/>`
      );
    default: {
      const leverEnd = hx + dir * 150;
      return (
        `<rect x="${n(hx - 24)}" y="${n(hy - 110)}" width="48" height="260" rx="20" fill="${dark}"/>` +
        `<rect x="${n(hx - 20)}" y="${n(hy - 106)}" width="40" height="252" rx="18" fill="${metal}"/>` +
        `<circle cx="${n(hx)}" cy="${n(hy + 95)}" r="9" fill="${dark}"/>` +
        `<path d="M${n(hx)} ${n(hy - 14)} H${n(leverEnd)} a14 14 0 0 ${dir > 0 ? 1 : 0} 0 28 H${n(hx)} Z" fill="${metal}" stroke="${dark}" stroke-width="4"/>` +
        rect(Math.min(hx, leverEnd) + 10, hy - 9, 130, 6, `fill="${light}" opacity="0.7"`) +
        `<circle cx="${n(hx)}" cy="${n(hy)}" r="22" fill="${metal}" stroke="${dark}" stroke-width="4"/>`
      );
    }
  }
};

/** Hinges on the hinge edge: visible when the door opens towards the viewer. */
const hinges = (leaf: Box, side: 'left' | 'right', frameColor: string, count: number): string => {
  const hx = side === 'left' ? leaf.x - 14 : leaf.x + leaf.w - 14;
  const out: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const hy = leaf.y + 180 + (i * (leaf.h - 480)) / Math.max(1, count - 1);
    out.push(`<rect x="${n(hx)}" y="${n(hy)}" width="28" height="120" rx="8" fill="${mix(frameColor, -0.3)}"/>`);
    out.push(`<rect x="${n(hx + 5)}" y="${n(hy + 6)}" width="8" height="108" rx="4" fill="${mix(frameColor, 0.25)}"/>`);
  }
  return out.join('');
};

/** Architectural swing mark: lines meeting at the hinge side; solid opens towards the viewer, dashed away. */
const swingMark = (leaf: Box, hingeSide: 'left' | 'right', opening: DoorDrawing['opening'], color: string) => {
  const tipX = hingeSide === 'left' ? leaf.x + 30 : leaf.x + leaf.w - 30;
  const baseX = hingeSide === 'left' ? leaf.x + leaf.w - 30 : leaf.x + 30;
  const dash = opening === 'inward' ? 'stroke-dasharray="40 28"' : '';
  const stroke = brightness(color) > 0.5 ? '#000000' : '#ffffff';
  return `<path d="M${n(baseX)} ${n(leaf.y + 30)} L${n(tipX)} ${n(leaf.y + leaf.h / 2)} L${n(baseX)} ${n(leaf.y + leaf.h - 30)}" fill="none" stroke="${stroke}" stroke-opacity="0.16" stroke-width="6" ${dash}/>`;
};

/** A fixed glazed panel (side panel or fanlight) in the frame colour. */
const glazedPanel = (box: Box, d: DoorDrawing, mullions: number): string => {
  const parts = [rect(box.x, box.y, box.w, box.h, `fill="${mix(d.frameColor, -0.08)}"`)];
  const inner = { x: box.x + 40, y: box.y + 40, w: box.w - 80, h: box.h - 80 };
  parts.push(glassPane(inner, d, mix(d.frameColor, -0.35)));
  for (let i = 1; i <= mullions; i += 1) {
    const my = inner.y + (inner.h * i) / (mullions + 1);
    parts.push(rect(inner.x, my - 12, inner.w, 24, `fill="${d.frameColor}"`));
  }
  return parts.join('');
};

/**
 * Draws the door as SVG: wall and floor, frame, fanlight, side panels, leaf or leaves with colour, surface, panel
 * design and glazing, handle and hinges. Proportions follow the width and height in millimetres.
 */
export const drawDoorSvg = (
  d: DoorDrawing,
  size: { width: number; height: number },
  focus: DrawingFocus = 'door',
): string => {
  const frame = d.kind === 'entrance' ? 80 : d.kind === 'interior' ? 55 : 40;
  const sideW = d.sidePanel === 'none' ? 0 : clampNumber(d.sideWidthMm, 150, 1500);
  const leftW = d.sidePanel === 'left' || d.sidePanel === 'both' ? sideW : 0;
  const rightW = d.sidePanel === 'right' || d.sidePanel === 'both' ? sideW : 0;
  const fanH = d.fanlight ? clampNumber(d.fanlightHeightMm, 150, 1000) : 0;
  const doorW = clampNumber(d.widthMm, 400, 4000);
  const doorH = clampNumber(d.heightMm, 1200, 3500);
  const outerW = leftW + doorW + rightW + 2 * frame;
  const outerH = fanH + doorH + frame;
  const margin = Math.max(outerW, outerH) * 0.12;
  const floorY = margin + outerH;
  const viewW = outerW + 2 * margin;
  const viewH = outerH + margin * 1.6;
  const x0 = margin;
  const y0 = margin;
  const leafArea = {
    x: x0 + frame + leftW,
    y: y0 + fanH + (fanH > 0 ? 0 : frame),
    w: doorW,
    h: doorH - (fanH > 0 ? 0 : frame),
  };
  const parts: string[] = [];
  const woodgrain = d.surface === 'woodgrain';

  // Wall, floor and the shadow of the door.
  // Wall and floor reach past the view box so that a picture of another aspect ratio has no empty bands.
  parts.push(rect(-viewW * 3, -viewH * 3, viewW * 7, floorY + viewH * 3, 'fill="#ebe8e2"'));
  parts.push(rect(0, 0, viewW, floorY, 'fill="url(#wall)"'));
  parts.push(rect(-viewW * 3, floorY, viewW * 7, viewH * 4, 'fill="#d3cac0"'));
  parts.push(rect(0, floorY, viewW, viewH - floorY, 'fill="url(#floor)"'));
  // Soft shadows from a gradient and stacked translucent rectangles: resvg filters can fail on off-canvas regions.
  parts.push(
    `<ellipse cx="${n(x0 + outerW / 2)}" cy="${n(floorY + 18)}" rx="${n(outerW * 0.6)}" ry="40" fill="url(#floorShadow)"/>`,
  );
  for (const spread of [36, 24, 12]) {
    parts.push(rect(x0 - spread, y0 - spread, outerW + 2 * spread, outerH + spread, 'fill="#000" opacity="0.06"'));
  }
  // Frame.
  parts.push(rect(x0, y0, outerW, outerH, `fill="${d.frameColor}"`));
  parts.push(rect(x0, y0, outerW, outerH, `fill="url(#frameShade)"`));
  // Fanlight and side panels.
  if (fanH > 0) {
    parts.push(glazedPanel({ x: x0 + frame, y: y0 + frame, w: outerW - 2 * frame, h: fanH - frame - 20 }, d, 0));
  }
  if (leftW > 0) {
    parts.push(glazedPanel({ x: x0 + frame, y: leafArea.y, w: leftW - 30, h: leafArea.h }, d, 2));
  }
  if (rightW > 0) {
    parts.push(glazedPanel({ x: leafArea.x + doorW + 30, y: leafArea.y, w: rightW - 30, h: leafArea.h }, d, 2));
  }
  // Leaves.
  const leafBoxes: Box[] =
    d.leaves === 2
      ? [
          { x: leafArea.x, y: leafArea.y, w: doorW / 2 - 4, h: leafArea.h - 12 },
          { x: leafArea.x + doorW / 2 + 4, y: leafArea.y, w: doorW / 2 - 4, h: leafArea.h - 12 },
        ]
      : [{ x: leafArea.x, y: leafArea.y, w: doorW, h: leafArea.h - 12 }];
  parts.push(rect(leafArea.x - 6, leafArea.y - 6, doorW + 12, leafArea.h, `fill="${mix(d.frameColor, -0.45)}"`));
  leafBoxes.forEach((leaf, index) => {
    // Double leaves: hinges on the outer edges, handle on the active leaf at the meeting stile.
    const hingeSide: 'left' | 'right' = d.leaves === 2 ? (index === 0 ? 'left' : 'right') : d.hingeSide;
    const handleSide: 'left' | 'right' = hingeSide === 'left' ? 'right' : 'left';
    if (d.kind === 'glass' || d.pattern === 'glass') {
      parts.push(rect(leaf.x, leaf.y, leaf.w, leaf.h, `fill="${mix(d.frameColor, -0.2)}"`));
      parts.push(
        glassPane({ x: leaf.x + 12, y: leaf.y + 12, w: leaf.w - 24, h: leaf.h - 24 }, d, mix(d.frameColor, -0.2)),
      );
      if (d.inlay !== 'none') {
        for (let i = 0; i < 5; i += 1) {
          parts.push(
            rect(
              leaf.x + leaf.w * 0.12,
              leaf.y + leaf.h * (0.25 + i * 0.1),
              leaf.w * 0.76,
              16,
              `fill="#ffffff" opacity="0.55"`,
            ),
          );
        }
      }
      const fx = hingeSide === 'left' ? leaf.x + 12 : leaf.x + leaf.w - 132;
      parts.push(rect(fx, leaf.y + 140, 120, 170, 'fill="url(#steel)" rx="10"'));
      parts.push(rect(fx, leaf.y + leaf.h - 310, 120, 170, 'fill="url(#steel)" rx="10"'));
    } else {
      parts.push(rect(leaf.x, leaf.y, leaf.w, leaf.h, `fill="${d.leafColor}"`));
      if (woodgrain) {
        parts.push(rect(leaf.x, leaf.y, leaf.w, leaf.h, 'fill="url(#grain)" opacity="0.55"'));
      } else if (d.surface === 'fine') {
        parts.push(rect(leaf.x, leaf.y, leaf.w, leaf.h, 'fill="url(#fine)" opacity="0.5"'));
      }
      parts.push(leafDesign(leaf, d, handleSide));
      parts.push(rect(leaf.x, leaf.y, leaf.w, leaf.h, 'fill="url(#leafShade)"'));
      parts.push(
        rect(leaf.x, leaf.y, leaf.w, leaf.h, `fill="none" stroke="${mix(d.leafColor, -0.35)}" stroke-width="6"`),
      );
    }
    if (d.opening === 'outward') {
      parts.push(hinges(leaf, hingeSide, d.frameColor, leaf.h > 2200 ? 4 : 3));
    }
    parts.push(swingMark(leaf, hingeSide, d.opening, d.kind === 'glass' ? '#ffffff' : d.leafColor));
    if (d.leaves === 1 || index === 0) {
      parts.push(handleShape(leaf, floorY - 12, d, d.leaves === 2 ? 'right' : handleSide));
    }
  });
  // Threshold.
  if (d.kind === 'entrance') {
    parts.push(rect(x0 + frame + leftW - 10, floorY - 14, doorW + 20, 14, 'fill="url(#steel)"'));
  }
  // House number on the leaf (or the side panel when there is one).
  const houseNumber = d.houseNumber.trim().slice(0, 6);
  if (houseNumber) {
    const target =
      leftW > 0
        ? { x: x0 + frame, w: leftW - 30 }
        : rightW > 0
          ? { x: leafArea.x + doorW + 30, w: rightW - 30 }
          : { x: leafArea.x, w: doorW / d.leaves };
    const textColor = brightness(d.leafColor) > 0.5 || leftW + rightW > 0 ? '#2a2a2a' : '#e8e8e8';
    parts.push(
      `<text x="${n(target.x + target.w / 2)}" y="${n(leafArea.y + 320)}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="bold" font-size="150" text-anchor="middle" fill="${textColor}">${escapeXml(houseNumber)}</text>`,
    );
  }

  const grainColor = mix(d.leafColor, -0.35);
  const defs = `<defs>
<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ebe8e2"/><stop offset="1" stop-color="#e2ded7"/></linearGradient>
<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b9ada0"/><stop offset="1" stop-color="#d3cac0"/></linearGradient>
<linearGradient id="frameShade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ffffff" stop-opacity="0.12"/><stop offset="0.5" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.12"/></linearGradient>
<linearGradient id="leafShade" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.16"/><stop offset="0.55" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.16"/></linearGradient>
<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(d.glassColor, 0.25)}"/><stop offset="0.5" stop-color="${d.glassColor}"/><stop offset="1" stop-color="${mix(d.glassColor, -0.25)}"/></linearGradient>
<linearGradient id="steel" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e4e6e8"/><stop offset="0.5" stop-color="#a9adb1"/><stop offset="1" stop-color="#d5d8db"/></linearGradient>
<pattern id="grain" width="240" height="900" patternUnits="userSpaceOnUse"><path d="M20 0 C40 300 0 600 30 900 M90 0 C70 250 120 500 95 900 M160 0 C150 200 190 650 170 900 M215 0 C230 300 200 600 220 900" fill="none" stroke="${grainColor}" stroke-width="5"/><path d="M55 0 C60 400 45 600 60 900 M130 0 C120 300 140 700 128 900" fill="none" stroke="${grainColor}" stroke-width="2.5"/></pattern>
<pattern id="fine" width="24" height="24" patternUnits="userSpaceOnUse"><circle cx="6" cy="6" r="2.5" fill="#000" opacity="0.25"/><circle cx="18" cy="16" r="2" fill="#fff" opacity="0.3"/></pattern>
<pattern id="ornament" width="60" height="60" patternUnits="userSpaceOnUse"><circle cx="15" cy="15" r="9" fill="#ffffff" opacity="0.5"/><circle cx="45" cy="40" r="7" fill="#ffffff" opacity="0.4"/><circle cx="40" cy="10" r="4" fill="#ffffff" opacity="0.5"/></pattern>
<radialGradient id="floorShadow"><stop offset="0" stop-color="#000" stop-opacity="0.28"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
</defs>`;
  let viewBox = `0 0 ${n(viewW)} ${n(viewH)}`;
  if (focus === 'handle') {
    const leaf = leafBoxes[0] as Box;
    const side = d.leaves === 2 ? 'right' : d.hingeSide === 'left' ? 'right' : 'left';
    const hx = side === 'right' ? leaf.x + leaf.w - 75 : leaf.x + 75;
    const span = d.handle === 'bar1200' ? 1400 : d.handle === 'bar600' ? 800 : 560;
    viewBox = `${n(hx - span / 2)} ${n(floorY - 12 - 1050 - span / 2)} ${span} ${span}`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="${viewBox}" preserveAspectRatio="xMidYMid meet">${defs}${parts.join('')}</svg>`;
};

/** A small swatch for a colour or glass value. */
export const drawSwatchSvg = (
  color: string,
  size: { width: number; height: number },
  kind: 'color' | 'glass' = 'color',
): string => {
  const glass = kind === 'glass';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 100 100"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(color, 0.3)}"/><stop offset="0.5" stop-color="${color}"/><stop offset="1" stop-color="${mix(color, -0.3)}"/></linearGradient></defs><rect x="6" y="6" width="88" height="88" rx="14" fill="url(#g)" stroke="${mix(color, -0.4)}" stroke-width="2"/>${glass ? '<path d="M20 94 L62 6 L78 6 L36 94 Z" fill="#fff" opacity="0.35"/>' : '<path d="M6 30 Q50 10 94 24 V20 Q94 6 80 6 H20 Q6 6 6 20 Z" fill="#fff" opacity="0.25"/>'}</svg>`;
};

/** The picture shown when a door cannot be drawn. */
export const placeholderSvg = (size: { width: number; height: number }): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 200 300"><rect width="200" height="300" fill="#eeeeee"/><rect x="55" y="60" width="90" height="190" fill="none" stroke="#bbbbbb" stroke-width="6"/><circle cx="130" cy="160" r="6" fill="#bbbbbb"/><path d="M20 280 L180 20" stroke="#cccccc" stroke-width="4"/></svg>`;
