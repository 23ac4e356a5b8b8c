import { type ConfigurationChange, formatMoney, type Language, type LocalizedText } from '@door/contract';
import type { CompiledParameter } from './compile';
import { choiceText, displayName, reasonText } from './present';
import type { EngineResult } from './types';

const NOT_OFFERED: LocalizedText = {
  sl: 'Te vrednosti v trenutnem katalogu ni več.',
  en: 'This value is no longer in the current catalogue.',
  de: 'Diesen Wert gibt es im aktuellen Katalog nicht mehr.',
  fr: 'Cette valeur ne figure plus dans le catalogue actuel.',
};
const PARAMETER_GONE: LocalizedText = {
  sl: 'Tega parametra v trenutnem katalogu ni več.',
  en: 'This parameter is no longer in the current catalogue.',
  de: 'Diesen Parameter gibt es im aktuellen Katalog nicht mehr.',
  fr: 'Ce paramètre ne figure plus dans le catalogue actuel.',
};
const CHANGED_WITH_CATALOGUE: LocalizedText = {
  sl: 'Spremenjeno s katalogom.',
  en: 'Changed with the catalogue.',
  de: 'Mit dem Katalog geändert.',
  fr: 'Modifié avec le catalogue.',
};

/** The stored form of a parameter's choice (value code, number or text), to compare across versions. */
const storedChoice = (result: EngineResult, param: CompiledParameter): string | null => {
  if (!result.params[param.index]?.enabled) {
    return null;
  }
  if (param.isList) {
    const sel = result.state.sel[param.index] as number;
    return sel >= 0 ? (param.def.values[sel]?.code ?? null) : null;
  }
  if (param.isNumeric) {
    const value = result.state.num[param.index] as number;
    return Number.isNaN(value) ? null : String(value);
  }
  return result.state.text[param.index] ?? null;
};

/** Why a choice changed from one catalogue version to the next: the rule that moved it, else what the catalogue dropped. */
const reasonOf = (
  before: EngineResult,
  after: EngineResult,
  param: CompiledParameter,
  next: CompiledParameter,
  lang: Language,
) => {
  const move = after.moves.find((candidate) => candidate.paramIndex === next.index);
  if (move) {
    return reasonText(after, move.reason, lang);
  }
  const outcome = after.params[next.index];
  if (outcome && !outcome.enabled && outcome.notEnabledReason) {
    return reasonText(after, outcome.notEnabledReason, lang);
  }
  const old = storedChoice(before, param);
  if (param.isList && old !== null && !next.valueIndexByCode.has(old)) {
    return NOT_OFFERED[lang];
  }
  return CHANGED_WITH_CATALOGUE[lang];
};

/**
 * What moving a configuration to another catalogue version changes: each choice of the old version that the new one
 * no longer allows (or no longer has), what it becomes, and the rule's reason. Renamed values are not changes.
 */
export const presentVersionChanges = (
  before: EngineResult,
  after: EngineResult,
  lang: Language,
): ConfigurationChange[] =>
  before.model.params.flatMap((param) => {
    const old = storedChoice(before, param);
    if (old === null || param.def.dataType === 'comment') {
      return [];
    }
    const nextIndex = after.model.paramIndexByCode.get(param.def.code);
    const next = nextIndex === undefined ? undefined : after.model.params[nextIndex];
    if (!next) {
      return [
        {
          ParameterId: param.def.id,
          Parameter: displayName(param.def.names, lang),
          From: choiceText(before, param, lang),
          To: null,
          Reason: PARAMETER_GONE[lang],
        },
      ];
    }
    if (storedChoice(after, next) === old) {
      return [];
    }
    return [
      {
        ParameterId: next.def.id,
        Parameter: displayName(next.def.names, lang),
        From: choiceText(before, param, lang),
        To: after.params[next.index]?.enabled ? choiceText(after, next, lang) : null,
        Reason: reasonOf(before, after, param, next, lang),
      },
    ];
  });

const HEAD: Record<Language, (from: number, to: number) => string> = {
  sl: (from, to) => `Katalog je bil posodobljen (različica ${from} → ${to}).`,
  en: (from, to) => `The catalogue was updated (version ${from} → ${to}).`,
  de: (from, to) => `Der Katalog wurde aktualisiert (Version ${from} → ${to}).`,
  fr: (from, to) => `Le catalogue a été mis à jour (version ${from} → ${to}).`,
};
const PRICE: Record<Language, (from: string, to: string) => string> = {
  sl: (from, to) => `Cena: ${from} → ${to}.`,
  en: (from, to) => `Price: ${from} → ${to}.`,
  de: (from, to) => `Preis: ${from} → ${to}.`,
  fr: (from, to) => `Prix : ${from} → ${to}.`,
};
const CLEARED: LocalizedText = {
  sl: 'ni več na voljo',
  en: 'no longer available',
  de: 'nicht mehr verfügbar',
  fr: 'plus disponible',
};

/**
 * The message of a configuration that moved to the current catalogue: the versions, the price (when the caller sees
 * prices and it changed) and one line per changed choice.
 */
export const presentVersionMessage = (
  move: { fromVersion: number; toVersion: number; changes: ConfigurationChange[] },
  lang: Language,
  price: { beforeCents: number; afterCents: number; currency: string } | null,
): string => {
  const lines = [HEAD[lang](move.fromVersion, move.toVersion)];
  if (price && price.beforeCents !== price.afterCents) {
    lines.push(
      PRICE[lang](
        formatMoney(price.beforeCents / 100, price.currency),
        formatMoney(price.afterCents / 100, price.currency),
      ),
    );
  }
  for (const change of move.changes) {
    lines.push(`• ${change.Parameter}: ${change.From ?? '—'} → ${change.To ?? CLEARED[lang]} — ${change.Reason}`);
  }
  return lines.join('\n');
};
