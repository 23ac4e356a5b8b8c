import { DEFAULT_DOOR_DESIGN, type DoorDesign } from '@door/contract';
import {
  type Change,
  type CompiledModel,
  type CompiledParameter,
  configure,
  type EngineResult,
  type ValueDefinition,
} from '@door/engine';
import { type DoorDrawing, drawingFromConfiguration } from '@door/engine/door';
import { describe, expect, it } from 'vitest';
import { loadDemoCatalogue } from '#server/test/demo-catalogue';

/**
 * The drawing as it was read before issue 38, from fixed parameter and value codes: kept here only as the reference
 * the demo catalogues' declared roles must reproduce (and the upgrade of stored versions writes the same roles).
 */
const drawingByCodes = (result: EngineResult, design: DoorDesign): DoorDrawing => {
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
    fanlight: code('fanlight', 'none') === 'rect',
    fanlightHeightMm: number('fanlightHeight', 350),
    houseNumber: text('houseNumber'),
  };
};

const PRICES = { markupBasisPoints: 0 };

/** The default configuration and every single change the engine accepts: each list value, a number's bounds, a text. */
const configurations = function* (compiled: CompiledModel): Generator<EngineResult> {
  const start = configure(compiled, {}, null, PRICES);
  yield start;
  const changes = compiled.params.flatMap((param): Change[] => {
    if (param.isList) {
      return param.def.values.map((value) => ({ parameterId: param.def.id, parameterValueId: value.id }));
    }
    const range = param.def.values[0];
    const customs = param.isNumeric ? [range?.min, range?.max].filter((bound) => bound != null).map(String) : ['12a'];
    return customs.map((customValue) => ({ parameterId: param.def.id, customValue }));
  });
  for (const change of changes) {
    let result: EngineResult | undefined;
    try {
      result = configure(compiled, start.choices, change, PRICES);
    } catch {
      // a choice the default configuration does not allow: the engine refuses it, nothing to draw
    }
    if (result) {
      yield result;
    }
  }
};

describe('the demo catalogues declare the drawing the code-reading drawing gave', () => {
  it.each(['alpina.json', 'nordhaus.json'])('%s: every model, its default and every single change', (name) => {
    const catalogue = loadDemoCatalogue(name);
    let compared = 0;
    for (const model of catalogue.ordered) {
      const design = model.design ?? DEFAULT_DOOR_DESIGN;
      for (const result of configurations(model.compiled)) {
        expect(drawingFromConfiguration(result, design)).toEqual(drawingByCodes(result, design));
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(500);
  });
});
