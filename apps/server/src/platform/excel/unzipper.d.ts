// The one part of unzipper (exceljs's own zip reader) used here: an archive read through its central directory.
declare module 'unzipper' {
  import type { Readable } from 'node:stream';

  interface Entry { path: string; type: 'File' | 'Directory'; stream(): Readable }
  const unzipper: { Open: { file(path: string): Promise<{ files: Entry[] }> } };
  export default unzipper;
}
