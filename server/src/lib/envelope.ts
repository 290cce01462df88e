/** The success envelope of every JSON response. */
export function ok<T>(data: T): { status: 1; data: T } {
  return { status: 1, data };
}

/** JSON schema of the success envelope around `data`, for route response docs. */
export function envelopeSchema(data: Record<string, unknown>) {
  return {
    type: 'object',
    properties: { status: { type: 'integer', enum: [1] }, data },
    required: ['status', 'data'],
  };
}
