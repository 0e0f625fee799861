// Row types of the tables the code reads through Kysely's query builder.
// Read-model queries that build JSON in PostgreSQL use raw SQL and return text, so they need no row type.
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface AccountsTable {
  id: Generated<string>;
  name: string;
  created_at: Generated<Date>;
}

export interface ApiKeysTable {
  id: Generated<string>;
  account_id: string;
  name: string;
  prefix: string;
  key_hash: Buffer;
  scopes: string[];
  created_at: Generated<Date>;
  last_used_at: Timestamp | null;
  expires_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

export interface ServiceSettingsTable {
  name: string;
  value: string;
}

export interface DB {
  accounts: AccountsTable;
  api_keys: ApiKeysTable;
  service_settings: ServiceSettingsTable;
  [table: string]: any;
}
