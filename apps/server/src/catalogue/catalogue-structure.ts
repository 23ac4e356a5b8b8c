import { type Finding, finding, pointer } from './catalogue-findings';
import type { DraftCatalogue, DraftParameter } from './catalogue-read';
import { add, type Collector, checkText, checkUnique } from './lint-collector';
import { checkDrawing } from './lint-drawing';
import {
  type Context,
  checkParamRef,
  checkRule,
  checkRuleTexts,
  checkValueRef,
  checkValueRefs,
  isList,
  isNumeric,
  type ModelScope,
  type PlacedRule,
  placedRulesOf,
  scopeOf,
} from './lint-references';

export { type PlacedRule, placedRulesOf } from './lint-references';

const checkCategories = (collector: Collector, draft: DraftCatalogue) => {
  const codes = new Map(draft.categories.flatMap((category, index) => (category ? [[category.code, index]] : [])));
  draft.categories.forEach((category, index) => {
    if (!category) {
      return;
    }
    checkText(collector, category.names, pointer('categories', index, 'names'));
    if (category.parent !== undefined && !codes.has(category.parent)) {
      add(collector, finding(pointer('categories', index, 'parent'), 'unknownCategory', { code: category.parent }));
      return;
    }
    // Walk up the parents: coming back to this category is a circle.
    const chain = [category.code];
    let parent = category.parent;
    while (parent !== undefined && chain.length <= codes.size) {
      if (parent === category.code) {
        add(collector, finding(pointer('categories', index, 'parent'), 'categoryCycle', { codes: chain.join(' → ') }));
        return;
      }
      chain.push(parent);
      parent = draft.categories[codes.get(parent) as number]?.parent;
    }
  });
};

const checkParameters = (collector: Collector, draft: DraftCatalogue) => {
  const categories = new Map(draft.categories.flatMap((category) => (category ? [[category.code, category]] : [])));
  draft.parameters.forEach((param, index) => {
    if (!param) {
      return;
    }
    const path = pointer('parameters', index);
    const category = categories.get(param.category);
    if (!category) {
      add(collector, finding(`${path}/category`, 'unknownCategory', { code: param.category }));
    }
    checkText(collector, param.names, `${path}/names`);
    checkText(collector, param.titles, `${path}/titles`);
    checkText(collector, param.brandNames, `${path}/brandNames`);
    checkUnique(
      collector,
      param.values,
      (value) => value.code,
      (i) => `${path}/values/${i}`,
    );
    const values = param.values.filter((value) => value !== undefined);
    if (isList(param)) {
      if (param.values.length === 0) {
        add(collector, finding(`${path}/values`, 'noValues', { param: param.code }));
      }
      const defaults = param.values.flatMap((value, i) => (value?.isDefault ? [i] : []));
      if (defaults.length > 1) {
        add(collector, finding(`${path}/values/${defaults[1]}/isDefault`, 'manyDefaults', { param: param.code }));
      }
    }
    if (isNumeric(param)) {
      const range = values[0];
      if (values.length !== 1 || range?.min === undefined || range.max === undefined) {
        add(collector, finding(`${path}/values`, 'numericRange', { param: param.code }));
      } else if (range.min > range.max) {
        add(collector, finding(`${path}/values/0/min`, 'rangeInverted', { min: range.min, max: range.max }));
      } else if (range.intValue !== undefined && (range.intValue < range.min || range.intValue > range.max)) {
        add(
          collector,
          finding(`${path}/values/0/intValue`, 'defaultOutOfRange', {
            value: range.intValue,
            param: param.code,
            min: range.min,
            max: range.max,
          }),
        );
      }
    }
    param.values.forEach((value, i) => {
      if (!value) {
        return;
      }
      checkText(collector, value.names, `${path}/values/${i}/names`);
      checkText(collector, value.brandNames, `${path}/values/${i}/brandNames`);
      if (isList(param) && category?.showZeroPrices && value.priceCents === undefined) {
        add(collector, finding(`${path}/values/${i}/priceCents`, 'missingPrice', { value: value.code }, 'warning'));
      }
    });
  });
};

const checkModelUses = (context: Context, scope: ModelScope, modelIndex: number) => {
  scope.model.parameters.forEach((use, index) => {
    if (!use) {
      return;
    }
    const path = pointer('models', modelIndex, 'parameters', index);
    const param = context.parameters.get(use.code);
    if (!param) {
      add(context.collector, finding(`${path}/code`, 'unknownParameter', { code: use.code }));
      return;
    }
    (use.values ?? []).forEach((code, i) => {
      if (!param.values.some((value) => value?.code === code)) {
        add(context.collector, finding(`${path}/values/${i}`, 'unknownValue', { param: use.code, code }));
      }
    });
    const offered = scope.params.get(use.code)?.offered ?? new Set<string>();
    if (use.defaultValue !== undefined && isList(param) && !offered.has(use.defaultValue)) {
      add(context.collector, finding(`${path}/defaultValue`, 'defaultNotValue', { value: use.defaultValue }));
    }
    if (isNumeric(param)) {
      const range = param.values[0];
      const min = use.min ?? range?.min;
      const max = use.max ?? range?.max;
      const value = use.defaultValue === undefined ? undefined : Number(use.defaultValue);
      if (min !== undefined && max !== undefined && min > max) {
        add(context.collector, finding(`${path}/min`, 'rangeInverted', { min, max }));
      } else if (value !== undefined && !Number.isFinite(value)) {
        add(
          context.collector,
          finding(`${path}/defaultValue`, 'defaultNotNumber', { value: String(use.defaultValue), param: use.code }),
        );
      } else if (value !== undefined && min !== undefined && max !== undefined && (value < min || value > max)) {
        add(
          context.collector,
          finding(`${path}/defaultValue`, 'defaultOutOfRange', { value, param: use.code, min, max }),
        );
      }
    }
  });
};

const checkModels = (context: Context) => {
  const { collector, draft } = context;
  const selectionRefs = new Set(
    draft.selection.flatMap((category) =>
      category ? category.values.flatMap((value) => (value ? [`${category.code}:${value.code}`] : [])) : [],
    ),
  );
  const ruleSets = new Set(draft.ruleSets.flatMap((set) => (set ? [set.code] : [])));
  draft.ruleSets.forEach((set, setIndex) => {
    set?.rules.forEach((rule, ruleIndex) => {
      if (rule) {
        checkRuleTexts(collector, { rule, path: pointer('ruleSets', setIndex, 'rules', ruleIndex), isShared: true });
      }
    });
    if (set) {
      checkUnique(
        collector,
        set.rules,
        (rule) => rule.id,
        (i) => pointer('ruleSets', setIndex, 'rules', i),
      );
    }
  });
  draft.models.forEach((model, modelIndex) => {
    if (!model) {
      return;
    }
    const path = pointer('models', modelIndex);
    checkText(collector, model.titles, `${path}/titles`);
    (model.selection ?? []).forEach((ref, i) => {
      if (!selectionRefs.has(ref)) {
        add(collector, finding(`${path}/selection/${i}`, 'unknownSelection', { ref }));
      }
    });
    (model.ruleSets ?? []).forEach((code, i) => {
      if (!ruleSets.has(code)) {
        add(collector, finding(`${path}/ruleSets/${i}`, 'unknownRuleSet', { code }));
      }
    });
    checkUnique(
      collector,
      model.parameters,
      (use) => use.code,
      (i) => `${path}/parameters/${i}`,
    );
    const rules = placedRulesOf(draft, model, modelIndex);
    checkUnique(
      collector,
      rules,
      (placed) => placed.rule.id,
      (i) => (rules[i] as PlacedRule).path,
    );
    const parts = rules.filter((placed) => placed.rule.kind === 'part');
    checkUnique(
      collector,
      parts,
      (placed) => (placed.rule.kind === 'part' ? placed.rule.partCode : ''),
      (i) => `${(parts[i] as PlacedRule).path}/partCode`,
    );
    const scope = scopeOf(context, model, modelIndex, rules);
    checkModelUses(context, scope, modelIndex);
    for (const placed of rules) {
      if (!placed.isShared) {
        checkRuleTexts(collector, placed);
      }
      checkRule(context, scope, placed);
    }
  });
};

const checkSelection = (collector: Collector, draft: DraftCatalogue) => {
  checkUnique(
    collector,
    draft.selection,
    (category) => category.code,
    (i) => pointer('selection', i),
  );
  draft.selection.forEach((category, index) => {
    if (!category) {
      return;
    }
    checkText(collector, category.names, pointer('selection', index, 'names'));
    checkUnique(
      collector,
      category.values,
      (value) => value.code,
      (i) => pointer('selection', index, 'values', i),
    );
    category.values.forEach((value, i) => {
      checkText(collector, value?.names, pointer('selection', index, 'values', i, 'names'));
    });
  });
};

const checkTests = (context: Context) => {
  const { collector, draft } = context;
  const models = new Map(draft.models.flatMap((model, index) => (model ? [[model.code, { model, index }]] : [])));
  checkUnique(
    collector,
    draft.tests,
    (test) => test.name,
    (i) => pointer('tests', i, 'name'),
  );
  draft.tests.forEach((test, index) => {
    if (!test) {
      return;
    }
    const path = pointer('tests', index);
    const found = models.get(test.model);
    if (!found) {
      add(collector, finding(`${path}/model`, 'unknownModel', { code: test.model }));
      return;
    }
    const scope = scopeOf(context, found.model, found.index, placedRulesOf(draft, found.model, found.index));
    const choice = (code: string, value: string | number, at: string) => {
      const used = checkParamRef(context, scope, code, at, null);
      if (used && isList(used.param) && typeof value === 'string') {
        checkValueRef(context, scope, used, value, at.endsWith('/param') ? `${at.slice(0, -6)}/value` : at);
      }
    };
    (test.changes ?? []).forEach((change, i) => {
      choice(change.param, change.value, `${path}/changes/${i}/param`);
    });
    for (const [code, value] of Object.entries(test.expect.choices ?? {})) {
      choice(code, value, `${path}/expect/choices/${code}`);
    }
    for (const [code, values] of Object.entries(test.expect.allowed ?? {})) {
      const used = checkParamRef(context, scope, code, `${path}/expect/allowed/${code}`, 'list');
      if (used) {
        checkValueRefs(context, scope, used, values, `${path}/expect/allowed/${code}`);
      }
    }
    for (const key of ['enabled', 'disabled'] as const) {
      (test.expect[key] ?? []).forEach((code, i) => {
        checkParamRef(context, scope, code, `${path}/expect/${key}/${i}`, null);
      });
    }
    const priceRules = new Set(
      placedRulesOf(draft, found.model, found.index).flatMap(({ rule }) => (rule.kind === 'price' ? [rule.id] : [])),
    );
    for (const ruleId of Object.keys(test.expect.priceTerms ?? {})) {
      if (!priceRules.has(ruleId)) {
        add(collector, finding(`${path}/expect/priceTerms/${ruleId}`, 'unknownPriceRule', { code: ruleId }));
      }
    }
    for (const key of ['parts', 'absentParts'] as const) {
      (test.expect[key] ?? []).forEach((code, i) => {
        if (!scope.partCodes.has(code)) {
          add(collector, finding(`${path}/expect/${key}/${i}`, 'unknownPart', { code }));
        }
      });
    }
  });
};

/**
 * The checks of a catalogue that need no engine: duplicate codes, codes that name nothing (categories, parameters,
 * values, tags, selection values, rule sets, parts, models), values and ranges that cannot work, missing texts in
 * any of the four languages, and values without a price in a category that shows prices (a warning).
 */
export const checkStructure = (draft: DraftCatalogue): Finding[] => {
  const collector: Collector = { findings: [], seen: new Set() };
  const parameters = new Map<string, DraftParameter>();
  for (const param of draft.parameters) {
    if (param && !parameters.has(param.code)) {
      parameters.set(param.code, param);
    }
  }
  const context: Context = {
    collector,
    draft,
    parameters,
    modelTags: new Set(draft.models.flatMap((model) => model?.tags ?? [])),
  };
  checkUnique(
    collector,
    draft.categories,
    (category) => category.code,
    (i) => pointer('categories', i),
  );
  checkUnique(
    collector,
    draft.parameters,
    (param) => param.code,
    (i) => pointer('parameters', i),
  );
  checkUnique(
    collector,
    draft.ruleSets,
    (set) => set.code,
    (i) => pointer('ruleSets', i),
  );
  checkUnique(
    collector,
    draft.models,
    (model) => model.code,
    (i) => pointer('models', i),
  );
  checkCategories(collector, draft);
  checkParameters(collector, draft);
  checkDrawing(collector, draft);
  checkSelection(collector, draft);
  checkModels(context);
  checkTests(context);
  return collector.findings;
};
