// PLACEHOLDER: replaced by the importer.
import type { Database } from '../db/database.js';
export const IMPORT_KINDS = ['videos', 'channels', 'brands'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
export interface ImportReport { imported: number; errors: { line: number; message: string }[] }
export async function importFile(_db: Database, _kind: ImportKind, _file: string): Promise<ImportReport> {
  return { imported: 0, errors: [] };
}
