import multipart from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok, replies } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { MAX_PAPER_BYTES, uploadErrors } from './uploads';

/** Room for the multipart envelope around the file (boundaries, part headers, two fields). */
const OVERHEAD = 64 * 1024;

async function refuseLargeBody(request: FastifyRequest): Promise<void> {
  const length = Number(request.headers['content-length']);
  if (Number.isFinite(length) && length > MAX_PAPER_BYTES + OVERHEAD) throw uploadErrors.tooLarge();
}

function multipartError(err: unknown): unknown {
  const code = typeof err === 'object' && err !== null ? (err as { code?: string }).code : undefined;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return uploadErrors.tooLarge();
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError(
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        '请以 multipart/form-data 上传（字段 category、period、file）',
      );
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError(400, 'BAD_REQUEST', '一次只能上传一张图纸（字段 category、period、file）');
    default:
      return err;
  }
}

const UploadedSchema = Type.Object({
  id: Type.Integer(),
  categoryId: Type.String(),
  period: Type.String(),
  url: Type.String({ description: '932 像素高的 WebP（按内容命名，永不改变）' }),
  thumbnailURL: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
});

/** Operator routes of the picture libraries (bearer ADMIN_KEY): upload a paper, delete one. */
export async function galleryAdminRoutes(app: FastifyInstance) {
  const { uploads } = app.gallery;
  await app.register(multipart, {
    limits: { fileSize: MAX_PAPER_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 100, headerPairs: 50 },
  });
  const security = [{ operatorKey: [] }];

  app.post(
    '/v1/admin/gallery/images',
    {
      preHandler: app.requireAdmin,
      onRequest: refuseLargeBody,
      validatorCompiler: () => () => true,
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['admin'],
        security,
        summary:
          '上传图纸（multipart：category 运营分类 liuHe-upload / pk10-upload，period 期号，file 图片）：按内容只接受 JPEG、PNG、WebP，不超过 10 MB、8000 × 8000 像素；重新编码为 932 像素高的 WebP 与缩略图，去除全部元数据',
        consumes: ['multipart/form-data'],
        body: Type.Object({
          category: Type.String(),
          period: Type.String(),
          file: Type.String({ format: 'binary' }),
        }),
        response: replies(UploadedSchema),
      },
    },
    async (req) => {
      const fields: Record<string, string> = {};
      let file: Buffer | null = null;
      try {
        for await (const part of req.parts()) {
          if (part.type === 'file') {
            if (part.fieldname !== 'file') throw new AppError(400, 'BAD_REQUEST', '图片应放在字段 file 中');
            // Category and period come first: a wrong one is refused before the file is read.
            uploads.check(fields.category ?? '', fields.period ?? '');
            file = await part.toBuffer();
          } else fields[part.fieldname] = String(part.value);
        }
      } catch (err) {
        throw multipartError(err);
      }
      if (!file) throw new AppError(400, 'NO_FILE', '请选择要上传的图纸（字段 category、period 在前，file 在后）');
      return ok(await uploads.store(fields.category ?? '', fields.period ?? '', file));
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/v1/admin/gallery/images/:id',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        security,
        summary: '删除一张上传的图纸',
        params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) }),
        response: replies(Type.Object({ id: Type.Integer(), deleted: Type.Boolean() })),
      },
    },
    async (req) => ok(await uploads.remove(req.params.id)),
  );
}
