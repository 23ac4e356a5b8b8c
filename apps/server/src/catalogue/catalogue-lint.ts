import type { CatalogueModel, Condition } from '@door/contract';
import { CatalogueError, type CompiledModel, compileCatalogueModel } from '@door/engine';
import { type BuiltCatalogue, buildCatalogue, buildModelDefinition, type CatalogueShared } from './catalogue-build';
import { DEFAULT_EXPLORE_OPTIONS, type ExploreOptions, exploreModel, type StepCode } from './catalogue-explore';
import { type Finding, type FindingKey, finding, pointer } from './catalogue-findings';
import type { CatalogueReading, DraftCatalogue, DraftModel } from './catalogue-read';
import { checkStructure, type PlacedRule, placedRulesOf } from './catalogue-structure';
import { DRAWING_FINDING_KEYS } from './lint-drawing';

/** How lint runs: the explorer's seed, walks and steps. */
export type LintOptions = { explore?: ExploreOptions };

/** The brand id lint builds ids with: ids do not matter offline. */
const LINT_BRAND_ID = '00000000-0000-4000-8000-000000000000';

const FINDING_KEYS_OF_ENGINE = new Set<string>([
  'unknownParameter',
  'unknownValue',
  'needsList',
  'needsNumeric',
  'ruleCycle',
  'duplicate',
  'defaultNotNumber',
  'selfDependency',
  'numericRange',
  'noValues',
  'manyDefaults',
  'rangeInverted',
  'defaultOutOfRange',
  'unknownPart',
  'defaultForbidden',
]);

/** Faults that do not change what the engine does: a model with only these is still explored. */
const ENGINE_NEUTRAL_KEYS = new Set<FindingKey>([
  'missingText',
  'unknownSelection',
  'unknownModelTag',
  'duplicate',
  ...DRAWING_FINDING_KEYS,
]);

/** The shared part of a draft without its holes, for building models. */
export const sharedOf = (draft: DraftCatalogue): CatalogueShared => ({
  formatVersion: 1,
  brand: draft.brand,
  categories: draft.categories.filter((item) => item !== undefined),
  parameters: draft.parameters.flatMap((param) =>
    param ? [{ ...param, values: param.values.filter((value) => value !== undefined) }] : [],
  ),
  selection: draft.selection.flatMap((category) =>
    category ? [{ ...category, values: category.values.filter((value) => value !== undefined) }] : [],
  ),
  ruleSets: draft.ruleSets.flatMap((set) =>
    set ? [{ ...set, rules: set.rules.filter((rule) => rule !== undefined) }] : [],
  ),
});

/** The model as the file has it, when none of its parameter uses and rules is a hole. */
const completeModel = (model: DraftModel): CatalogueModel | null =>
  model.parameters.every((use) => use !== undefined) && model.rules.every((rule) => rule !== undefined)
    ? (model as CatalogueModel)
    : null;

type ModelPlaces = {
  draft: DraftCatalogue;
  model: DraftModel;
  modelIndex: number;
  rules: PlacedRule[];
};

const usePath = (places: ModelPlaces, code: string) => {
  const index = places.model.parameters.findIndex((use) => use?.code === code);
  return index >= 0 ? pointer('models', places.modelIndex, 'parameters', index) : pointer('models', places.modelIndex);
};

/** Where the default of a parameter of a model is written: the model's own default, else the value's flag. */
const defaultPath = (places: ModelPlaces, code: string) => {
  const use = places.model.parameters.find((candidate) => candidate?.code === code);
  if (use?.defaultValue !== undefined) {
    return `${usePath(places, code)}/defaultValue`;
  }
  const paramIndex = places.draft.parameters.findIndex((param) => param?.code === code);
  const valueIndex = places.draft.parameters[paramIndex]?.values.findIndex((value) => value?.isDefault) ?? -1;
  return valueIndex >= 0 ? pointer('parameters', paramIndex, 'values', valueIndex, 'isDefault') : usePath(places, code);
};

/** The parameters a condition reads. */
const conditionParams = (condition: Condition | undefined): string[] => {
  if (!condition) {
    return [];
  }
  if ('all' in condition || 'any' in condition) {
    return ('all' in condition ? condition.all : condition.any).flatMap(conditionParams);
  }
  if ('not' in condition) {
    return conditionParams(condition.not);
  }
  return 'param' in condition ? [condition.param] : [];
};

/** The first rule of a cycle: one that sets a parameter of the cycle from another parameter of it. */
const cycleRulePath = (places: ModelPlaces, params: string[]) =>
  places.rules.find(
    ({ rule }) =>
      'param' in rule &&
      rule.param !== undefined &&
      params.includes(rule.param) &&
      'when' in rule &&
      conditionParams(rule.when).some((code) => params.includes(code) && code !== rule.param),
  )?.path;

/** The finding of a model the engine refuses, at the rule or parameter it names. */
const compileFinding = (places: ModelPlaces, error: CatalogueError): Finding => {
  const problem = error.problem;
  const modelPath = pointer('models', places.modelIndex);
  if (!problem || !FINDING_KEYS_OF_ENGINE.has(problem.key)) {
    return finding(modelPath, 'invalid');
  }
  const rulePath = problem.ruleId
    ? places.rules.find((placed) => placed.rule.id === problem.ruleId)?.path
    : problem.key === 'ruleCycle'
      ? cycleRulePath(places, String(problem.params.params ?? '').split(', '))
      : undefined;
  const path =
    problem.key === 'defaultForbidden' || problem.key === 'defaultOutOfRange'
      ? defaultPath(places, problem.paramCode ?? '')
      : (rulePath ?? (problem.paramCode ? usePath(places, problem.paramCode) : modelPath));
  return finding(path, problem.key as FindingKey, problem.params);
};

const choicesText = (path: StepCode[]) => path.map((step) => `${step.param} = ${step.value}`).join(', ');

/** Findings of the engine on one compiled model: rules that can never hold, dead ends, what is never reached. */
const engineFindings = (places: ModelPlaces, compiled: CompiledModel, explore: ExploreOptions): Finding[] => {
  const findings: Finding[] = [];
  const model = places.model.code;
  const neverReached = new Set<string>();
  for (const param of compiled.params) {
    for (const rule of param.enableRules) {
      if (rule.when.constant === false) {
        const path =
          places.rules.find((placed) => placed.rule.id === rule.rule.id)?.path ?? usePath(places, param.def.code);
        findings.push(finding(path, 'unreachableParameter', { model, param: param.def.code, rule: rule.rule.id }));
        neverReached.add(param.def.code);
      }
    }
    for (const rule of param.allowRules) {
      if (rule.when.constant === false) {
        const path =
          places.rules.find((placed) => placed.rule.id === rule.rule.id)?.path ?? usePath(places, param.def.code);
        param.def.values.forEach((value, index) => {
          if (rule.values[index] === 1) {
            findings.push(
              finding(path, 'unreachableValue', {
                model,
                param: param.def.code,
                value: value.code,
                rule: rule.rule.id,
              }),
            );
            neverReached.add(`${param.def.code}:${value.code}`);
          }
        });
      }
    }
  }
  const exploration = exploreModel(compiled, explore);
  for (const deadEnd of exploration.deadEnds) {
    const param = compiled.params[deadEnd.paramIndex] as CompiledModel['params'][number];
    const atDefault = deadEnd.path.length === 0;
    const key: FindingKey = deadEnd.isRange
      ? atDefault
        ? 'deadEndRangeAtDefault'
        : 'deadEndRange'
      : atDefault
        ? 'deadEndAtDefault'
        : 'deadEnd';
    const params: Record<string, string | number> = {
      model,
      param: param.def.code,
      choices: choicesText(deadEnd.path),
    };
    if (deadEnd.isRange) {
      params.min = deadEnd.min;
      params.max = deadEnd.max;
    }
    findings.push(finding(usePath(places, param.def.code), key, params));
  }
  const states = exploration.states;
  compiled.params.forEach((param, index) => {
    const path = usePath(places, param.def.code);
    if (!exploration.everEnabled[index]) {
      if (!neverReached.has(param.def.code)) {
        findings.push(finding(path, 'notReachedParameter', { model, param: param.def.code, states }, 'warning'));
      }
      return;
    }
    param.def.values.forEach((value, valueIndex) => {
      if (
        param.isList &&
        !exploration.everAllowed[index]?.[valueIndex] &&
        !neverReached.has(`${param.def.code}:${value.code}`)
      ) {
        findings.push(
          finding(path, 'notReachedValue', { model, param: param.def.code, value: value.code, states }, 'warning'),
        );
      }
    });
  });
  return findings;
};

/** Paths of the shared entries a model depends on, to skip the engine checks of a model whose parts are faulty. */
const scopePaths = (places: ModelPlaces): string[] => {
  const { draft, model, modelIndex } = places;
  const paths = [pointer('models', modelIndex)];
  for (const use of model.parameters) {
    const index = draft.parameters.findIndex((param) => param?.code === use?.code);
    if (index >= 0) {
      paths.push(pointer('parameters', index));
    }
  }
  for (const code of model.ruleSets ?? []) {
    const index = draft.ruleSets.findIndex((set) => set?.code === code);
    if (index >= 0) {
      paths.push(pointer('ruleSets', index));
    }
  }
  return paths;
};

const isWithin = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** Whether the engine checks of a model can run: it has no holes and nothing it depends on is faulty. */
const canCheckWithEngine = (
  places: ModelPlaces,
  errorPaths: string[],
): places is ModelPlaces & { complete: CatalogueModel } => {
  const scope = scopePaths(places);
  return (
    completeModel(places.model) !== null && !errorPaths.some((path) => scope.some((prefix) => isWithin(path, prefix)))
  );
};

/** The finding of a model of a draft the engine refuses to compile, at the rule or parameter it names. */
export const modelCompileFinding = (draft: DraftCatalogue, modelIndex: number, error: CatalogueError): Finding => {
  const model = draft.models[modelIndex] as DraftModel;
  return compileFinding({ draft, model, modelIndex, rules: placedRulesOf(draft, model, modelIndex) }, error);
};

/** Compiles one model and runs the engine checks on it. */
const checkModelWithEngine = (built: BuiltCatalogue, places: ModelPlaces, explore: ExploreOptions): Finding[] => {
  let compiled: CompiledModel;
  try {
    compiled = compileCatalogueModel(buildModelDefinition(built, places.model as CatalogueModel));
  } catch (error) {
    if (error instanceof CatalogueError) {
      return [compileFinding(places, error)];
    }
    throw error;
  }
  return engineFindings(places, compiled, explore);
};

/** The model tags a condition tests. */
const conditionModelTags = (condition: Condition | undefined): string[] => {
  if (!condition) {
    return [];
  }
  if ('all' in condition || 'any' in condition) {
    return ('all' in condition ? condition.all : condition.any).flatMap(conditionModelTags);
  }
  if ('not' in condition) {
    return conditionModelTags(condition.not);
  }
  return 'modelTag' in condition ? [condition.modelTag] : [];
};

/**
 * What decides how a model behaves: its parameters, rule sets, the tags its rules test and every rule but its parts.
 * Models with the same behaviour (variants that differ in name, price, look and part codes) are explored once: a
 * catalogue of 10,000 models is mostly a few behaviours.
 */
const behaviourOf = (places: ModelPlaces) => {
  const { model } = places;
  const tested = new Set(places.rules.flatMap(({ rule }) => ('when' in rule ? conditionModelTags(rule.when) : [])));
  return JSON.stringify([
    model.parameters,
    model.ruleSets ?? [],
    (model.tags ?? []).filter((tag) => tested.has(tag)),
    model.rules.filter((rule) => rule?.kind !== 'part'),
  ]);
};

/**
 * Lints a catalogue as read: the schema findings, the structure checks, then per model the engine's: rules the
 * engine refuses, cycles propagation cannot settle, defaults the model's own rules forbid, parameters and values no
 * choice reaches, and reachable dead ends (with the choices that reach them). Offline and deterministic.
 */
export const lintCatalogue = (reading: CatalogueReading, options: LintOptions = {}): Finding[] => {
  const findings = [...reading.findings];
  const draft = reading.draft;
  if (!draft) {
    return findings;
  }
  findings.push(...checkStructure(draft));
  const errorPaths = findings
    .filter(
      (item) => item.severity === 'error' && !ENGINE_NEUTRAL_KEYS.has(item.key) && !item.path.startsWith('/tests'),
    )
    .map((item) => item.path);
  const built = buildCatalogue(LINT_BRAND_ID, sharedOf(draft));
  const explore = options.explore ?? DEFAULT_EXPLORE_OPTIONS;
  const groups = new Map<string, ModelPlaces[]>();
  draft.models.forEach((model, modelIndex) => {
    if (model && model.isActive !== false) {
      const places: ModelPlaces = { draft, model, modelIndex, rules: placedRulesOf(draft, model, modelIndex) };
      if (canCheckWithEngine(places, errorPaths)) {
        const key = behaviourOf(places);
        groups.set(key, [...(groups.get(key) ?? []), places]);
      }
    }
  });
  for (const members of groups.values()) {
    const first = members[0] as ModelPlaces;
    const more =
      members.length > 1 ? ` (+${members.length - 1} ${members.length === 2 ? 'model' : 'models'} alike)` : '';
    for (const item of checkModelWithEngine(built, first, explore)) {
      findings.push(
        more && item.params.model
          ? { ...item, params: { ...item.params, model: `${item.params.model}${more}` } }
          : item,
      );
    }
  }
  const seen = new Set<string>();
  return findings.filter((item) => {
    const key = `${item.path}|${item.key}|${JSON.stringify(item.params)}`;
    if (seen.has(key)) {
      return false;
    }
    seen.add(key);
    return true;
  });
};
