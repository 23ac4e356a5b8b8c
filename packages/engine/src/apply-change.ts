import { CATALOGUE_NUMBER_MAX, type LocalizedText } from '@door/contract';
import type { CompiledModel, CompiledParameter, EngineState } from './compile';
import { evaluateRange, roundBound } from './evaluate';
import { ensureEnabled, makeAllowed } from './one-click-fix';
import { numberText } from './state';
import type { Change, Pinned } from './types';

/** A change the engine refuses (unknown parameter or value, a number outside its range, unreadable input). */
export class ChangeError extends Error {
  readonly localized: LocalizedText;
  /** The rule whose bound refused the number; null when the refusal is the parameter's own (or no rule's). */
  readonly ruleId: string | null;
  constructor(message: LocalizedText, ruleId: string | null = null) {
    super(message.en);
    this.name = 'ChangeError';
    this.localized = message;
    this.ruleId = ruleId;
  }
}

/** A parameter's label in one language: the brand name, else the title, else the name. */
const label = (param: CompiledParameter, lang: keyof LocalizedText) => {
  const names = param.def.names;
  return names.brandName?.[lang] || names.title[lang] || names.name[lang];
};

/** Applies the user's change to the state; refuses unknown ids, unreadable numbers and numbers out of range. */
export const applyChange = (model: CompiledModel, state: EngineState, change: Change, pinned: Pinned) => {
  const index = model.paramIndexById.get(change.parameterId.toLowerCase());
  if (index === undefined) {
    throw new ChangeError({
      sl: 'Ta model nima izbranega parametra.',
      en: 'This model has no such parameter.',
      de: 'Dieses Modell hat keinen solchen Parameter.',
      fr: 'Ce modèle n’a pas ce paramètre.',
    });
  }
  const param = model.params[index] as CompiledParameter;
  if (param.isList) {
    const valueIndex = change.parameterValueId
      ? param.valueIndexById.get(change.parameterValueId.toLowerCase())
      : undefined;
    if (valueIndex === undefined) {
      throw new ChangeError({
        sl: `Parameter ${label(param, 'sl')} nima te vrednosti.`,
        en: `Parameter ${label(param, 'en')} has no such value.`,
        de: `Der Parameter ${label(param, 'de')} hat keinen solchen Wert.`,
        fr: `Le paramètre ${label(param, 'fr')} n’a pas cette valeur.`,
      });
    }
    ensureEnabled(model, param, state, pinned, 0);
    state.sel[index] = valueIndex;
    pinned.set(index, null);
    makeAllowed(model, param, valueIndex, state, pinned, 0);
    return;
  }
  const raw = (change.customValue ?? '').trim();
  if (param.isNumeric) {
    const value = Number(raw.replace(',', '.'));
    const pattern = param.def.dataType === 'integer' ? /^[+-]?\d+$/ : /^[+-]?\d+([.,]\d+)?$/;
    if (!pattern.test(raw) || !Number.isFinite(value)) {
      throw new ChangeError({
        sl: `Vnesite število za ${label(param, 'sl')}.`,
        en: `Please input a number for ${label(param, 'en')}.`,
        de: `Bitte geben Sie eine Zahl für ${label(param, 'de')} ein.`,
        fr: `Veuillez saisir un nombre pour ${label(param, 'fr')}.`,
      });
    }
    ensureEnabled(model, param, state, pinned, 0);
    const range = evaluateRange(param, state);
    // No number beyond what the engine prices exactly, whatever range a catalogue stored before lint bounded them.
    const min = Math.max(range.min, -CATALOGUE_NUMBER_MAX);
    const max = Math.min(range.max, CATALOGUE_NUMBER_MAX);
    if (value < min || value > max) {
      const why =
        value > max ? (max === range.max ? range.maxReason : null) : min === range.min ? range.minReason : null;
      const name = { sl: label(param, 'sl'), en: label(param, 'en'), de: label(param, 'de'), fr: label(param, 'fr') };
      const bounds = `${numberText(min)}–${numberText(max)}`;
      throw new ChangeError(
        {
          sl: `${name.sl}: ${numberText(value)} ni med ${bounds}.${why ? ` ${why.text.sl}` : ''}`,
          en: `${name.en}: ${numberText(value)} is not within ${bounds}.${why ? ` ${why.text.en}` : ''}`,
          de: `${name.de}: ${numberText(value)} liegt nicht zwischen ${bounds}.${why ? ` ${why.text.de}` : ''}`,
          fr: `${name.fr} : ${numberText(value)} n’est pas compris entre ${bounds}.${why ? ` ${why.text.fr}` : ''}`,
        },
        why?.ruleId ?? null,
      );
    }
    state.num[index] = roundBound(param, value, false) === value ? value : Math.round(value * 1000) / 1000;
    pinned.set(index, null);
    return;
  }
  ensureEnabled(model, param, state, pinned, 0);
  state.text[index] = change.customValue ?? '';
  pinned.set(index, null);
};
