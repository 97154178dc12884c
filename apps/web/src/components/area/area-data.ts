import data from 'china-area-data/v5/data.json';

/**
 * Province → city → district codes from china-area-data v5 (STACK.md; spec §3 Area data: three levels,
 * root '86'). The data's own format: `{ '86': {code: name}, <code>: {child code: child name} }`.
 */
export type AreaData = Record<string, Record<string, string>>;
export const AREA_ROOT = '86';

const AREA = data as AreaData;

export interface AreaOption {
  value: string;
  label: string;
  isLeaf?: boolean;
  children?: AreaOption[];
}

/** The children of a code as options; a code without children is a leaf. */
export function areaChildren(code: string, source: AreaData = AREA): AreaOption[] {
  return Object.entries(source[code] ?? {}).map(([value, label]) => ({ value, label, isLeaf: !source[value] }));
}

/** The whole three-level tree as cascader options. */
export function areaTree(source: AreaData = AREA): AreaOption[] {
  const build = (code: string): AreaOption[] => areaChildren(code, source).map((o) => (o.isLeaf ? o : { ...o, children: build(o.value) }));
  return build(AREA_ROOT);
}

const parents = new Map<AreaData, Map<string, string>>();

function parentIndex(source: AreaData): Map<string, string> {
  let index = parents.get(source);
  if (!index) {
    index = new Map();
    for (const [parent, children] of Object.entries(source)) for (const child of Object.keys(children)) index.set(child, parent);
    parents.set(source, index);
  }
  return index;
}

/** The codes from the province down to `code` (e.g. ['330000', '330100', '330106']); [] when unknown. */
export function areaPath(code: string | undefined, source: AreaData = AREA): string[] {
  if (!code) return [];
  const index = parentIndex(source);
  if (!index.has(code)) return [];
  const path = [code];
  for (let p = index.get(code); p && p !== AREA_ROOT; p = index.get(p)) path.unshift(p);
  return path;
}

/** The names along the path, e.g. '浙江省/杭州市/西湖区'. */
export function areaText(code: string | undefined, separator = '/', source: AreaData = AREA): string {
  const index = parentIndex(source);
  return areaPath(code, source).map((c) => source[index.get(c)!]?.[c] ?? c).join(separator);
}
