import type { Extension } from '@uiw/react-codemirror';

/**
 * The code editor's 12 language modes (spec §9), each loaded only when chosen, so a page pays for the
 * languages it shows, not for all twelve.
 */
export interface CodeMode { key: string; label: string; load: () => Promise<Extension> }

export const CODE_MODES: readonly CodeMode[] = [
  { key: 'javascript', label: 'JavaScript', load: () => import('@codemirror/lang-javascript').then((m) => m.javascript({ jsx: true, typescript: true })) },
  { key: 'java', label: 'Java', load: () => import('@codemirror/lang-java').then((m) => m.java()) },
  { key: 'python', label: 'Python', load: () => import('@codemirror/lang-python').then((m) => m.python()) },
  { key: 'sql', label: 'SQL', load: () => import('@codemirror/lang-sql').then((m) => m.sql()) },
  { key: 'html', label: 'HTML', load: () => import('@codemirror/lang-html').then((m) => m.html()) },
  { key: 'css', label: 'CSS', load: () => import('@codemirror/lang-css').then((m) => m.css()) },
  { key: 'json', label: 'JSON', load: () => import('@codemirror/lang-json').then((m) => m.json()) },
  { key: 'xml', label: 'XML', load: () => import('@codemirror/lang-xml').then((m) => m.xml()) },
  { key: 'markdown', label: 'Markdown', load: () => import('@codemirror/lang-markdown').then((m) => m.markdown()) },
  { key: 'php', label: 'PHP', load: () => import('@codemirror/lang-php').then((m) => m.php()) },
  { key: 'cpp', label: 'C/C++', load: () => import('@codemirror/lang-cpp').then((m) => m.cpp()) },
  { key: 'rust', label: 'Rust', load: () => import('@codemirror/lang-rust').then((m) => m.rust()) },
];

export const DEFAULT_CODE_MODE = 'javascript';

/** A mode by key (JeecgBoot names such as 'js', 'text/x-java' or 'application/json' are understood too). */
export function findCodeMode(key: string | undefined): CodeMode {
  const k = (key ?? '').toLowerCase().replace(/^(text|application)\/(x-)?/, '');
  const alias: Record<string, string> = { js: 'javascript', ts: 'javascript', typescript: 'javascript', py: 'python', htmlmixed: 'html', 'c++': 'cpp', c: 'cpp', 'c++src': 'cpp', csrc: 'cpp', md: 'markdown', mysql: 'sql' };
  const wanted = alias[k] ?? k;
  return CODE_MODES.find((m) => m.key === wanted) ?? CODE_MODES.find((m) => m.key === DEFAULT_CODE_MODE)!;
}
