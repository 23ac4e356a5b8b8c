import type { DrawingRole } from '@door/contract';
import type { CompiledParameter, EngineResult, ValueDefinition } from '../index';
import type { DoorDrawing, Glazing, LeafPattern } from './door-svg';

/** The model's drawing recipe, as stored with the catalogue. */
export type DoorDesignInput = {
  kind: DoorDrawing['kind'];
  pattern: LeafPattern;
  glazing: Glazing;
  inlay: DoorDrawing['inlay'];
};

const GLASS_KINDS: readonly DoorDrawing['glassKind'][] = ['clear', 'satin', 'ornament', 'grey', 'triple'];
const HANDLE_KINDS: readonly DoorDrawing['handle'][] = ['lever', 'knob', 'bar600', 'bar1200', 'flush'];
const SIDE_PANEL_KINDS: readonly DoorDrawing['sidePanel'][] = ['none', 'left', 'right', 'both'];
const SURFACE_KINDS: readonly DoorDrawing['surface'][] = ['smooth', 'fine', 'woodgrain'];

const oneOf = <T extends string>(kinds: readonly T[], kind: string | undefined): T | undefined =>
  kinds.includes(kind as T) ? (kind as T) : undefined;

/** Reads a configuration's choices by the drawing roles its catalogue declares, never by codes. */
const roleReader = (result: EngineResult) => {
  const byRole = new Map<DrawingRole, CompiledParameter>();
  for (const param of result.model.params) {
    const role = param.def.drawingRole;
    // Lint allows one parameter per role in a model; a draft that has two draws with the first enabled one.
    if (role && !byRole.has(role) && (result.params[param.index]?.enabled ?? false)) {
      byRole.set(role, param);
    }
  }
  const value = (role: DrawingRole): ValueDefinition | undefined => {
    const param = byRole.get(role);
    const sel = param ? (result.state.sel[param.index] as number) : -1;
    return param && sel >= 0 ? param.def.values[sel] : undefined;
  };
  /** The number of the role's parameter; null when no enabled parameter has the role or it has no number. */
  const number = (role: DrawingRole): number | null => {
    const param = byRole.get(role);
    const current = param?.isNumeric ? (result.state.num[param.index] as number) : Number.NaN;
    return Number.isNaN(current) ? null : current;
  };
  const text = (role: DrawingRole) => {
    const param = byRole.get(role);
    return param ? (result.state.text[param.index] ?? '') : '';
  };
  const kind = (role: DrawingRole) => value(role)?.drawingKind ?? undefined;
  return { value, number, text, kind };
};

/** A door's size and leaves as the production file cuts them: null where the model has no parameter of the role. */
export type DoorSize = { widthMm: number | null; heightMm: number | null; leaves: 1 | 2 };

/** The size and leaves of a configured door, by the roles `width`, `height` and `leaves`. */
export const doorSizeFromConfiguration = (result: EngineResult): DoorSize => {
  const read = roleReader(result);
  return {
    widthMm: read.number('width'),
    heightMm: read.number('height'),
    leaves: read.kind('leaves') === 'double' ? 2 : 1,
  };
};

/**
 * Reads the door drawing from a configuration by the drawing roles its catalogue declares (a parameter's
 * `drawing.role`, a value's `drawing` kind and `color`), never by a parameter's or value's code: a role no enabled
 * parameter of the model has draws its default. The model's design stays the model's.
 */
export const drawingFromConfiguration = (result: EngineResult, design: DoorDesignInput): DoorDrawing => {
  const read = roleReader(result);
  const { value, text, kind } = read;
  const number = (role: DrawingRole, fallback: number) => read.number(role) ?? fallback;
  const glass = value('glass');
  const glassKind = glass?.drawingKind ?? undefined;
  const hasGlass =
    design.kind === 'glass' || (glass !== undefined && glassKind !== 'none' && design.glazing !== 'none');
  const leafColour = value('leafColour');
  return {
    kind: design.kind,
    widthMm: number('width', 1000),
    heightMm: number('height', 2100),
    leaves: kind('leaves') === 'double' ? 2 : 1,
    leafColor: leafColour?.color ?? (design.kind === 'glass' ? '#DDE6E8' : '#F1F0EA'),
    frameColor: value('frameColour')?.color ?? leafColour?.color ?? '#F1F0EA',
    // A leaf colour that names its surface (a wood décor) wins over the surface parameter.
    surface:
      oneOf(SURFACE_KINDS, leafColour?.drawingKind ?? undefined) ?? oneOf(SURFACE_KINDS, kind('surface')) ?? 'smooth',
    pattern: design.kind === 'glass' ? 'glass' : design.pattern,
    glazing: hasGlass ? (design.kind === 'glass' ? 'full' : design.glazing) : 'none',
    glassColor: glass?.color ?? '#CFE3EC',
    glassKind: oneOf(GLASS_KINDS, glassKind) ?? (design.kind === 'glass' ? 'satin' : 'clear'),
    inlay: design.inlay,
    handle: oneOf(HANDLE_KINDS, kind('handle')) ?? 'lever',
    handleColor: value('handleFinish')?.color ?? '#B8BCBF',
    hingeSide: kind('hinge') === 'right' ? 'right' : 'left',
    opening: kind('opening') === 'outward' ? 'outward' : 'inward',
    sidePanel: oneOf(SIDE_PANEL_KINDS, kind('sidePanel')) ?? 'none',
    sideWidthMm: number('sideWidth', 400),
    fanlight: kind('fanlight') === 'rect',
    fanlightHeightMm: number('fanlightHeight', 350),
    houseNumber: text('houseNumber'),
  };
};
