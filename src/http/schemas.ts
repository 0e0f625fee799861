// The error responses of the OpenAPI document: the problem+json body (errors.ts) every route can answer with.
import { Type } from '@fastify/type-provider-typebox';

export const Problem = Type.Object(
  {
    type: Type.String(),
    title: Type.String(),
    status: Type.Integer(),
    detail: Type.String(),
    code: Type.String(),
    requestId: Type.String(),
    errors: Type.Optional(Type.Array(Type.Object({ path: Type.String(), message: Type.String() }))),
  },
  { title: 'Problem' },
);

/** The error responses every authenticated route can give, for the OpenAPI document. */
export const authErrors = {
  400: Problem,
  401: Problem,
  403: Problem,
  429: Problem,
  500: Problem,
};
