import { describe, expect, it } from 'vitest';
import { createFuzzChecker, type FuzzOperation } from './openapi-fuzz.ts';

/** The fuzz suite's judge must itself catch what it is there to catch. */
const op: FuzzOperation = {
  method: 'GET',
  path: '/api/things/{id}',
  operation: {
    responses: {
      '200': {
        content: {
          'application/json': {
            schema: {
              type: 'object',
              properties: { kind: { anyOf: [{ type: 'string', enum: ['a', 'b'] }, { type: 'null' }] } },
              required: ['kind'],
            },
          },
        },
      },
      '503': { content: { 'application/json': { schema: { type: 'object' } } } },
    },
  },
};

describe('fuzz checker', () => {
  const problemOf = createFuzzChecker();
  const json = 'application/json; charset=utf-8';

  it('accepts an answer that matches, a nullable enum with null included', () => {
    expect(problemOf(op, 200, json, '{"kind":"a"}')).toBeNull();
    expect(problemOf(op, 200, json, '{"kind":null}')).toBeNull();
    expect(problemOf(op, 503, json, '{}')).toBeNull();
  });

  it('flags a 500, an undeclared status, a wrong content type and a body off the schema', () => {
    expect(problemOf(op, 500, json, '{}')?.kind).toBe('server');
    expect(problemOf(op, 404, json, '{}')?.kind).toBe('status');
    expect(problemOf(op, 200, 'text/html', '<p>')?.kind).toBe('schema');
    expect(problemOf(op, 200, json, '{"kind":"c"}')?.kind).toBe('schema');
    expect(problemOf(op, 200, json, 'not json')?.kind).toBe('schema');
  });
});
