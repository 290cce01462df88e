import { Type } from '@sinclair/typebox';

/**
 * Response schema of /mf/registry.json (type: Registry). Open at every level: the document is
 * passed through as the release tool wrote it, so fields it adds are served, not dropped.
 */
const Open = { additionalProperties: true } as const;

export const RegistrySchema = Type.Object(
  {
    remotes: Type.Record(
      Type.String(),
      Type.Object(
        {
          version: Type.String(),
          entry: Type.String({ description: 'mf-manifest.json 的地址' }),
          routes: Type.Array(Type.String(), { description: '远程模块负责的路径前缀' }),
          canary: Type.Optional(
            Type.Object(
              { version: Type.String(), entry: Type.String(), percent: Type.Number({ description: '灰度比例 %' }) },
              Open,
            ),
          ),
        },
        Open,
      ),
      { description: '远程模块名 → 当前版本' },
    ),
  },
  Open,
);
