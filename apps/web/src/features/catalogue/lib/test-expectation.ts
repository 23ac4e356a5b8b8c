import type { CatalogueDraftPreview, CatalogueTest } from '@door/contract';

type Expect = CatalogueTest['expect'];

/** What the preview's answer says of each key a test can check (message aside: it is the test's own text). */
const previewFacts = (preview: CatalogueDraftPreview) => {
  const allowed: Record<string, string[]> = {};
  for (const parameter of preview.Tree) {
    const code = preview.ParameterCodes[parameter.ParameterId];
    if (code && parameter.Values.length > 0) {
      allowed[code] = parameter.Values.flatMap((value) => {
        const valueCode = value.IsAllowed ? preview.ValueCodes[value.ParameterValueId] : undefined;
        return valueCode ? [valueCode] : [];
      });
    }
  }
  const termCents = new Map<string, number>();
  for (const line of preview.PriceTrace) {
    if (line.RuleId) {
      termCents.set(line.RuleId, (termCents.get(line.RuleId) ?? 0) + Math.round(line.Amount * 100));
    }
  }
  return { allowed, termCents };
};

/** The keys a test checks that the preview answers, in the order the format writes them. */
const CHECKED_BY_DEFAULT = ['choices', 'enabled', 'disabled', 'parts', 'priceCents'] as const;

/**
 * A test's expectations taken from the live preview of its model after its changes. Every key the test checks is
 * refreshed with what the preview shows now (the parameters and rules it names, for `allowed` and `priceTerms`;
 * parts it expects absent stay expected absent unless the preview holds them); a test that checks none of the
 * preview's keys gets what a test saved from the preview checks (choices, enabled, disabled, parts, price).
 */
export const expectationFromPreview = (test: CatalogueTest, preview: CatalogueDraftPreview): Expect => {
  const before = test.expect;
  const facts = previewFacts(preview);
  const checksAny =
    CHECKED_BY_DEFAULT.some((key) => before[key] !== undefined) ||
    before.allowed !== undefined ||
    before.priceTerms !== undefined ||
    before.absentParts !== undefined;
  const has = (key: keyof Expect) => !checksAny || before[key] !== undefined;
  const next: Expect = {};
  if (has('choices')) {
    next.choices = preview.Expect.choices;
  }
  if (before.allowed) {
    next.allowed = Object.fromEntries(
      Object.keys(before.allowed).map((param) => [param, facts.allowed[param] ?? []] as const),
    );
  }
  if (has('enabled')) {
    next.enabled = preview.Expect.enabled;
  }
  if (has('disabled')) {
    next.disabled = preview.Expect.disabled;
  }
  if (has('priceCents')) {
    next.priceCents = preview.Expect.priceCents;
  }
  if (before.priceTerms) {
    next.priceTerms = Object.fromEntries(
      Object.keys(before.priceTerms).map((rule) => [rule, facts.termCents.get(rule) ?? 0] as const),
    );
  }
  if (has('parts')) {
    next.parts = preview.Expect.parts;
  }
  if (before.absentParts) {
    next.absentParts = before.absentParts.filter((part) => !preview.Expect.parts.includes(part));
  }
  if (before.message !== undefined) {
    next.message = before.message;
  }
  return next;
};
