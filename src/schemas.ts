// The schemas every resource shares: ids, timestamps, the list parameters and the page envelope. With the
// resources' own schemas (directory/schemas.ts, each domain module's present.ts, the route modules, the operation
// kinds) they give validation, types and the OpenAPI document.
import { Type, type TSchema } from '@fastify/type-provider-typebox';

export const Uuid = Type.String({ format: 'uuid', description: 'A UUID' });
export const Timestamp = Type.String({ format: 'date-time', description: 'ISO 8601 UTC with milliseconds' });
export const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

/** The common list parameters: cursor, limit, search. */
export const listQuery = {
  cursor: Type.Optional(
    Type.String({ minLength: 1, maxLength: 2048, description: 'meta.nextCursor of the previous page' }),
  ),
  limit: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 200, default: 50, description: 'Rows per page (1 to 200, default 50)' }),
  ),
  search: Type.Optional(
    Type.String({
      maxLength: 200,
      description:
        'Case-insensitive substring match of the literal text (% and _ match themselves); at least 3 letters or digits in a row, else 400',
    }),
  ),
};

export const PageMeta = Type.Object({
  nextCursor: Nullable(Type.String()),
  hasMore: Type.Boolean(),
});

export const listOf = (item: TSchema) => Type.Object({ data: Type.Array(item), meta: PageMeta });
