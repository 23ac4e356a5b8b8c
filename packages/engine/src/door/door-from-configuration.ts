import type { CompiledParameter, EngineResult, ValueDefinition } from '../index';
import type { DoorDrawing, Glazing, LeafPattern } from './door-svg';

/** The model's drawing recipe, as stored with the catalogue. */
export type DoorDesignInput = {
  kind: DoorDrawing['kind'];
  pattern: LeafPattern;
  glazing: Glazing;
  inlay: DoorDrawing['inlay'];
};

/** Reads the door drawing from a configuration by the catalogue's parameter codes; absent parameters use defaults. */
export const drawingFromConfiguration = (result: EngineResult, design: DoorDesignInput): DoorDrawing => {
  const model = result.model;
  const paramOf = (code: string): CompiledParameter | undefined => {
    const index = model.paramIndexByCode.get(code);
    return index === undefined ? undefined : model.params[index];
  };
  const enabled = (code: string) => {
    const param = paramOf(code);
    return param !== undefined && (result.params[param.index]?.enabled ?? false);
  };
  const value = (code: string): ValueDefinition | undefined => {
    const param = paramOf(code);
    if (!param || !enabled(code)) {
      return undefined;
    }
    const sel = result.state.sel[param.index] as number;
    return sel >= 0 ? param.def.values[sel] : undefined;
  };
  const number = (code: string, fallback: number) => {
    const param = paramOf(code);
    if (!param || !enabled(code)) {
      return fallback;
    }
    const current = result.state.num[param.index] as number;
    return Number.isNaN(current) ? fallback : current;
  };
  const text = (code: string) => {
    const param = paramOf(code);
    return param && enabled(code) ? (result.state.text[param.index] ?? '') : '';
  };
  const code = (param: string, fallback: string) => value(param)?.code ?? fallback;

  const glass = value('glass');
  const hasGlass = design.kind === 'glass' || (glass !== undefined && design.glazing !== 'none');
  const leafColour = value('leafColour');
  const sidePanel = code('sidePanel', 'none') as DoorDrawing['sidePanel'];
  const fanlight = code('fanlight', 'none') === 'rect';
  const handle = code('handle', 'lever');
  return {
    kind: design.kind,
    widthMm: number('width', 1000),
    heightMm: number('height', 2100),
    leaves: code('leaves', 'single') === 'double' ? 2 : 1,
    leafColor: leafColour?.color ?? (design.kind === 'glass' ? '#DDE6E8' : '#F1F0EA'),
    frameColor: value('frameColour')?.color ?? leafColour?.color ?? '#F1F0EA',
    surface:
      leafColour?.tags.includes('wood') || code('surface', 'smooth') === 'woodgrain'
        ? 'woodgrain'
        : code('surface', 'smooth') === 'fine'
          ? 'fine'
          : 'smooth',
    pattern: design.kind === 'glass' ? 'glass' : design.pattern,
    glazing: hasGlass ? (design.kind === 'glass' ? 'full' : design.glazing) : 'none',
    glassColor: glass?.color ?? '#CFE3EC',
    glassKind: (['clear', 'satin', 'ornament', 'grey', 'triple'].includes(glass?.code ?? '')
      ? glass?.code
      : design.kind === 'glass'
        ? 'satin'
        : 'clear') as DoorDrawing['glassKind'],
    inlay: design.inlay,
    handle: (['lever', 'knob', 'bar600', 'bar1200', 'flush'].includes(handle)
      ? handle
      : 'lever') as DoorDrawing['handle'],
    handleColor: value('handleFinish')?.color ?? '#B8BCBF',
    hingeSide: code('hinge', 'left') === 'right' ? 'right' : 'left',
    opening: code('opening', 'inward') === 'outward' ? 'outward' : 'inward',
    sidePanel: ['left', 'right', 'both'].includes(sidePanel) ? sidePanel : 'none',
    sideWidthMm: number('sideWidth', 400),
    fanlight,
    fanlightHeightMm: number('fanlightHeight', 350),
    houseNumber: text('houseNumber'),
  };
};
