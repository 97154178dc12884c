/**
 * Labels remembered per dictionary and value (spec §4 "Select widgets cache labels per value"): once a
 * search or a translation has shown a value's text, a select keeps showing it even when the current options
 * (a new search) no longer contain it, and no second translation call is made.
 */
const scopes = new Map<string, Map<string, string>>();

export function rememberLabels(scope: string, items: ReadonlyArray<{ value: string; text: string }>): void {
  let labels = scopes.get(scope);
  if (!labels) scopes.set(scope, (labels = new Map()));
  for (const i of items) if (i.value !== '') labels.set(i.value, i.text);
}

export function cachedLabel(scope: string, value: string): string | undefined {
  return scopes.get(scope)?.get(value);
}

/** The values whose labels are not known yet. */
export function missingLabels(scope: string, values: readonly string[]): string[] {
  const labels = scopes.get(scope);
  return values.filter((v) => !labels?.has(v));
}

export function clearLabelCache(): void {
  scopes.clear();
}
